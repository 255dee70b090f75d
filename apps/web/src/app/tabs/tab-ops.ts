/**
 * The tabs view as pure functions (spec §2, §3, §4): a tab per visited route keyed by path. The store and the tab bar
 * only call these, so every rule is unit-tested here.
 */

/** A tab page (spec §3). */
export interface TabPage {
  /** The tab's identity: the browser path without query, lower-cased (routes match case-insensitively). */
  keyPath: string;
  /** Path with query, restored when the tab is activated again. */
  fullPath: string;
  /** The route pattern from the route table, e.g. `/danhba/hocsinh/:id/hoso`. */
  path: string;
  /** Title key in the `routes` namespace. */
  title: string;
  loading: boolean;
  /** The route is not closable. */
  unclose: boolean;
  /** Refresh counter: part of the page cache key, so a refresh remounts the page. */
  cachedKey: number;
}

export type CloseRefusal = 'lastTab' | 'unclosable';

export interface CloseResult {
  tabs: TabPage[];
  /** The tab to show next when the active one closed. */
  activate?: string;
  refused?: CloseRefusal;
}

export function toKeyPath(pathname: string): string {
  return (pathname.replace(/\/+$/, '') || '/').toLowerCase();
}

/** Adds the tab or updates the existing one's address; with multi pages off only this tab remains. */
export function openTab(tabs: readonly TabPage[], page: TabPage, multiPage: boolean): TabPage[] {
  const existing = tabs.find((t) => t.keyPath === page.keyPath);
  if (!multiPage) return [existing ? { ...existing, fullPath: page.fullPath } : page];
  if (existing) return tabs.map((t) => (t === existing ? { ...t, fullPath: page.fullPath } : t));
  return [...tabs, page];
}

export function closeTab(tabs: readonly TabPage[], keyPath: string, activeKey: string): CloseResult {
  const index = tabs.findIndex((t) => t.keyPath === keyPath);
  const tab = tabs[index];
  if (!tab) return { tabs: [...tabs] };
  if (tabs.length <= 1) return { tabs: [...tabs], refused: 'lastTab' };
  if (tab.unclose) return { tabs: [...tabs], refused: 'unclosable' };
  const rest = tabs.filter((t) => t !== tab);
  if (keyPath !== activeKey) return { tabs: rest };
  const next = rest[Math.min(index, rest.length - 1)] ?? rest[rest.length - 1];
  return { tabs: rest, activate: next?.keyPath };
}

function closeWhere(
  tabs: readonly TabPage[],
  keyPath: string,
  activeKey: string,
  drop: (i: number, at: number) => boolean,
) {
  const at = tabs.findIndex((t) => t.keyPath === keyPath);
  if (at < 0) return { tabs: [...tabs] };
  const kept = tabs.filter((t, i) => t.unclose || !drop(i, at));
  const activeKept = kept.some((t) => t.keyPath === activeKey);
  return activeKept ? { tabs: kept } : { tabs: kept, activate: keyPath };
}

export const closeLeft = (tabs: readonly TabPage[], keyPath: string, activeKey: string): CloseResult =>
  closeWhere(tabs, keyPath, activeKey, (i, at) => i < at);

export const closeRight = (tabs: readonly TabPage[], keyPath: string, activeKey: string): CloseResult =>
  closeWhere(tabs, keyPath, activeKey, (i, at) => i > at);

export const closeOthers = (tabs: readonly TabPage[], keyPath: string, activeKey: string): CloseResult =>
  closeWhere(tabs, keyPath, activeKey, (i, at) => i !== at);

/** Refresh starts: loading on, the cache key moves on (the cached page is dropped). */
export function startRefresh(tabs: readonly TabPage[], keyPath: string): TabPage[] {
  return tabs.map((t) => (t.keyPath === keyPath ? { ...t, loading: true, cachedKey: t.cachedKey + 1 } : t));
}

export function finishRefresh(tabs: readonly TabPage[], keyPath: string): TabPage[] {
  return tabs.map((t) => (t.keyPath === keyPath ? { ...t, loading: false } : t));
}

function isTabPage(value: unknown): value is TabPage {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.keyPath === 'string' &&
    typeof v.fullPath === 'string' &&
    typeof v.path === 'string' &&
    typeof v.title === 'string' &&
    v.fullPath.startsWith('/')
  );
}

/** Tabs from session storage; anything unparseable is ignored (spec §8). Loading flags never survive a reload. */
export function parseStoredTabs(raw: string | null): TabPage[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value.filter(isTabPage).map((t) => ({
      keyPath: t.keyPath,
      fullPath: t.fullPath,
      path: t.path,
      title: t.title,
      loading: false,
      unclose: t.unclose === true,
      cachedKey: 0,
    }));
  } catch {
    return [];
  }
}

export function parseStoredTitles(raw: string | null): Record<string, string> {
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    return Object.fromEntries(Object.entries(value).filter(([, v]) => typeof v === 'string')) as Record<string, string>;
  } catch {
    return {};
  }
}
