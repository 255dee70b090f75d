import { useEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { create } from 'zustand';

/**
 * The academic year chosen in the header (spec §2, §4). Screens that depend on the year read it through
 * `useAcademicYearId()` and include it in their query keys, so switching the year refetches them.
 *
 * The choice survives a reload (sessionStorage, per browser tab like the tabs) and travels in the address of
 * year-specific screens (`?namHoc=<id>`): someone editing last year's data must never land on this year's silently.
 */
export const YEAR_STORAGE_KEY = 'namHoc';
export const YEAR_PARAM = 'namHoc';

function readStoredYear(): number | null {
  try {
    return parseYearId(sessionStorage.getItem(YEAR_STORAGE_KEY));
  } catch {
    return null;
  }
}

export function parseYearId(raw: string | null | undefined): number | null {
  const id = Number(raw);
  return raw && Number.isSafeInteger(id) && id > 0 ? id : null;
}

interface AcademicYearState {
  namHocId: number | null;
  setNamHocId: (id: number) => void;
}

export const useAcademicYearStore = create<AcademicYearState>((set) => ({
  namHocId: readStoredYear(),
  setNamHocId: (namHocId) => {
    try {
      sessionStorage.setItem(YEAR_STORAGE_KEY, String(namHocId));
    } catch {
      // Storage disabled: the choice lasts until the page is reloaded.
    }
    set({ namHocId });
  },
}));

/**
 * The chosen year, for a year-specific screen: a `?namHoc=` in the address it was opened with wins (a shared link
 * shows the year it was shared for); afterwards the address follows the header's choice.
 */
export function useAcademicYearId(): number | null {
  const namHocId = useAcademicYearStore((s) => s.namHocId);
  const setNamHocId = useAcademicYearStore((s) => s.setNamHocId);
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const fromUrl = parseYearId(params.get(YEAR_PARAM));
  const seen = useRef<{ url: number | null } | null>(null);

  useEffect(() => {
    const urlChanged = seen.current === null || seen.current.url !== fromUrl;
    seen.current = { url: fromUrl };
    if (urlChanged && fromUrl !== null && fromUrl !== namHocId) {
      setNamHocId(fromUrl);
      return;
    }
    // Only the screen at the address writes the year into it: the setter navigates relative to the screen's own
    // route, so a screen whose effect runs after the user has left it (a closed tab, on a slow machine) would pull
    // the address back to itself.
    if (namHocId !== null && fromUrl !== namHocId && window.location.pathname === pathname) {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(YEAR_PARAM, String(namHocId));
          return next;
        },
        { replace: true },
      );
    }
  }, [fromUrl, namHocId, setNamHocId, setParams, pathname]);

  // Until the effect has adopted a newly opened address, answer its year so the first fetch is already the right one.
  const adopting = fromUrl !== null && fromUrl !== namHocId && seen.current?.url !== fromUrl;
  return adopting ? fromUrl : namHocId;
}

/** Spec §4: the active year, otherwise the first. */
export function pickDefaultYear(years: readonly { id: number; isActive: boolean }[]): number | null {
  return (years.find((y) => y.isActive) ?? years[0])?.id ?? null;
}
