import type { Me } from '@hpl/shared/auth/contract';
import type { MenuEntry } from '@hpl/shared/routes';
import { useMemo } from 'react';
import { isWorking } from '../../app/shell/coming-later-tag';
import { useTabsStore } from '../../app/tabs/tabs-store';
import { useVisitsStore } from '../../app/tabs/visits-store';
import { useMenu } from '../../app/use-menu';

const SELF = new Set(['/home', '/dashboard/workplace']);

function listScreens(entries: readonly MenuEntry[]): MenuEntry[] {
  return entries.flatMap((e) => (e.children ? listScreens(e.children) : e.external ? [] : [e]));
}

/**
 * The user's most used screens: visits in this session and open tabs first, then their menu in order, so a new user
 * still gets useful shortcuts. Only screens the user may open.
 */
export function useShortcuts(me: Me | undefined, limit = 8): MenuEntry[] {
  const menu = useMenu(me);
  const counts = useVisitsStore((s) => s.counts);
  const tabs = useTabsStore((s) => s.tabs);
  return useMemo(() => {
    if (!me) return [];
    // Only screens that work: a shortcut to a "not built yet" page is a broken promise.
    const screens = listScreens(menu).filter((e) => !SELF.has(e.fullPath) && isWorking(e));
    const score = (e: MenuEntry) =>
      (counts[e.fullPath] ?? 0) * 10 + (tabs.some((tab) => tab.path === e.fullPath) ? 5 : 0);
    return screens
      .map((e, order) => ({ e, order, s: score(e) }))
      .sort((a, b) => b.s - a.s || a.order - b.order)
      .slice(0, limit)
      .map((x) => x.e);
  }, [me, menu, counts, tabs, limit]);
}
