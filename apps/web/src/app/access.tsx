import type { Authority } from '@hpl/shared/auth';
import { canAccess } from '@hpl/shared/auth';
import type { ReactNode } from 'react';
import { useMe } from '../features/session/api/get-me';

/** True when the signed-in user passes the authority (spec §6: controls may be hidden without the permission). */
export function useCan(authority: Authority | undefined): boolean {
  const { data: me } = useMe();
  return me ? canAccess([authority], me) : false;
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
