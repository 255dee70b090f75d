import { create } from 'zustand';

/** How often each screen was opened in this browser session, for the workplace shortcuts. Memory only (spec §3 keys). */
interface VisitsState {
  counts: Record<string, number>;
  record: (routePath: string) => void;
}

export const useVisitsStore = create<VisitsState>((set, get) => ({
  counts: {},
  record: (routePath) => set({ counts: { ...get().counts, [routePath]: (get().counts[routePath] ?? 0) + 1 } }),
}));
