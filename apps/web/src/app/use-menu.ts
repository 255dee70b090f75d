import type { Me } from '@hpl/shared/auth/contract';
import { buildMenu, type MenuEntry } from '@hpl/shared/routes';
import { useMemo } from 'react';
import { useSettings } from './settings/settings-store';

/**
 * Whether the menu is filtered by permission: always, except for an Admin who turned the setting off (to see the
 * whole route table). For anyone else an unfiltered menu only leads to /401.
 */
export function filtersMenu(me: Pick<Me, 'roles'>, filterMenu: boolean): boolean {
  return filterMenu || !me.roles.includes('Admin');
}

/** The user's menu (spec §5/§6), the one source of the side menu, the home cards and the workplace shortcuts. */
export function useMenu(me: Me | undefined): MenuEntry[] {
  const { filterMenu } = useSettings();
  return useMemo(() => (me ? buildMenu(me, { filterMenu: filtersMenu(me, filterMenu) }) : []), [me, filterMenu]);
}
