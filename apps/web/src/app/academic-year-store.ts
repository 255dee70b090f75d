import { create } from 'zustand';

/**
 * The academic year chosen in the header (spec §2, §4). Screens that depend on the year read `namHocId` and include
 * it in their query keys, so switching the year refetches them. Kept in memory only, like the original.
 */
interface AcademicYearState {
  namHocId: number | null;
  setNamHocId: (id: number) => void;
}

export const useAcademicYearStore = create<AcademicYearState>((set) => ({
  namHocId: null,
  setNamHocId: (namHocId) => set({ namHocId }),
}));

export function useAcademicYearId(): number | null {
  return useAcademicYearStore((s) => s.namHocId);
}

/** Spec §4: the active year, otherwise the first. */
export function pickDefaultYear(years: readonly { id: number; isActive: boolean }[]): number | null {
  return (years.find((y) => y.isActive) ?? years[0])?.id ?? null;
}
