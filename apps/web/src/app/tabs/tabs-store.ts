import { create } from 'zustand';
import {
  type CloseResult,
  closeLeft,
  closeOthers,
  closeRight,
  closeTab,
  finishRefresh,
  openTab,
  parseStoredTabs,
  parseStoredTitles,
  startRefresh,
  type TabPage,
} from './tab-ops';

export const TABS_STORAGE_KEY = 'tabs';
export const TAB_TITLES_STORAGE_KEY = 'tabs.titles';
/** Spec §9: content reloads 200 ms after a refresh. */
export const TAB_REFRESH_DELAY_MS = 200;

interface TabsState {
  tabs: TabPage[];
  /** Custom titles a page set for its tab (e.g. a student's name), by keyPath. */
  titles: Record<string, string>;
  open: (page: TabPage, multiPage: boolean) => void;
  close: (keyPath: string, activeKey: string) => CloseResult;
  closeLeft: (keyPath: string, activeKey: string) => CloseResult;
  closeRight: (keyPath: string, activeKey: string) => CloseResult;
  closeOthers: (keyPath: string, activeKey: string) => CloseResult;
  refresh: (keyPath: string) => void;
  setTitle: (keyPath: string, title: string | undefined) => void;
}

function readSession(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export const useTabsStore = create<TabsState>((set, get) => {
  const apply = (result: CloseResult) => {
    set({ tabs: result.tabs });
    return result;
  };
  return {
    tabs: parseStoredTabs(readSession(TABS_STORAGE_KEY)),
    titles: parseStoredTitles(readSession(TAB_TITLES_STORAGE_KEY)),
    open: (page, multiPage) => set({ tabs: openTab(get().tabs, page, multiPage) }),
    close: (keyPath, activeKey) => apply(closeTab(get().tabs, keyPath, activeKey)),
    closeLeft: (keyPath, activeKey) => apply(closeLeft(get().tabs, keyPath, activeKey)),
    closeRight: (keyPath, activeKey) => apply(closeRight(get().tabs, keyPath, activeKey)),
    closeOthers: (keyPath, activeKey) => apply(closeOthers(get().tabs, keyPath, activeKey)),
    refresh: (keyPath) => {
      set({ tabs: startRefresh(get().tabs, keyPath) });
      setTimeout(() => set({ tabs: finishRefresh(get().tabs, keyPath) }), TAB_REFRESH_DELAY_MS);
    },
    setTitle: (keyPath, title) => {
      const titles = { ...get().titles };
      if (title) titles[keyPath] = title;
      else delete titles[keyPath];
      set({ titles });
    },
  };
});

/** Spec §4: tabs are saved to session storage on unload (and restored by the store's initial state on load). */
export function saveTabsOnUnload(): () => void {
  const save = () => {
    const { tabs, titles } = useTabsStore.getState();
    try {
      sessionStorage.setItem(TABS_STORAGE_KEY, JSON.stringify(tabs.map((t) => ({ ...t, loading: false }))));
      sessionStorage.setItem(TAB_TITLES_STORAGE_KEY, JSON.stringify(titles));
    } catch {
      // Storage full or disabled: tabs simply do not survive the reload.
    }
  };
  window.addEventListener('pagehide', save);
  return () => window.removeEventListener('pagehide', save);
}

export function clearStoredTabs(): void {
  sessionStorage.removeItem(TABS_STORAGE_KEY);
  sessionStorage.removeItem(TAB_TITLES_STORAGE_KEY);
  useTabsStore.setState({ tabs: [], titles: {} });
}
