import type { Me } from '@hpl/shared/auth/contract';

/**
 * Spec §3 keeps the user, roles, permissions and menu routes in browser storage. Only display data goes there (no
 * tokens: the session is an httpOnly cookie), and the server re-checks every request, so a stale copy grants nothing.
 */
export const USER_STORAGE_KEYS = ['user', 'roles', 'permissions', 'routes'] as const;

export function storeUser(me: Me, menuPaths: readonly string[]): void {
  try {
    const { id, username, hoTen, anhDaiDien } = me.user;
    localStorage.setItem('user', JSON.stringify({ id, username, hoTen, anhDaiDien }));
    localStorage.setItem('roles', JSON.stringify(me.roles));
    localStorage.setItem('permissions', JSON.stringify(me.permissions));
    localStorage.setItem('routes', JSON.stringify(menuPaths));
  } catch {
    // Storage disabled: nothing depends on it.
  }
}

/** Whether this browser was signed in (sign-out clears it): tells an expired session from a first visit. */
export function hasStoredUser(): boolean {
  try {
    return localStorage.getItem('user') !== null;
  } catch {
    return false;
  }
}

export function clearStoredUser(): void {
  for (const key of USER_STORAGE_KEYS) localStorage.removeItem(key);
}
