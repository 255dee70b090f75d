import type { Authority } from '@hpl/shared/auth';
import { canAccess } from '@hpl/shared/auth';
import { canAccessRoute, matchScreen } from '@hpl/shared/routes';
import type { ReactNode } from 'react';
import { useMe } from '../features/session';

/** True when the signed-in user passes the authority (spec §6: controls may be hidden without the permission). */
export function useCan(authority: Authority | undefined): boolean {
  const { data: me } = useMe();
  return me ? canAccess([authority], me) : false;
}

/** True when the signed-in user may open the screen at `path` (its whole authority chain, as the route guard checks). */
export function useCanOpen(path: string): boolean {
  const { data: me } = useMe();
  const match = matchScreen(path);
  return Boolean(me && match && canAccessRoute(match.route, me));
}

/** Renders its children only for users who pass the authority, e.g. `<Can authority={['QuanLy.TaiKhoan']}>`. */
export function Can({
  authority,
  children,
  fallback = null,
}: {
  authority: Authority;
  children: ReactNode;
  fallback?: ReactNode;
}) {
  return useCan(authority) ? children : fallback;
}
