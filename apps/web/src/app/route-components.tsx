/**
 * Which page each screen of the route table (packages/shared/src/routes.ts) shows. Feature helpers add their pages
 * here with ONE line each: `'/full/path/:id': lazyPage(() => import('../features/<domain>/pages/<page>')),`.
 * A screen not listed renders the "not built yet" page — never a fake screen.
 */
import { lazyPage, type PageComponent } from '../lib/lazy-page';

export const routeComponents: Readonly<Record<string, PageComponent>> = {
  '/home': lazyPage(() => import('../features/dashboard/pages/home-page')),
  '/dashboard/workplace': lazyPage(() => import('../features/dashboard/pages/workplace-page')),
  '/yeucaudexuat/donnghiphep': lazyPage(() => import('../features/leave-requests/pages/leave-requests-page')),
  '/systems/releaseNotes': lazyPage(() => import('../features/systems/pages/release-notes-page')),
};

/** Pages outside the main layout (sign-in, callbacks, error pages). */
export const bareComponents: Readonly<Record<string, PageComponent>> = {
  '/login': lazyPage(() => import('../features/session/pages/login-page')),
  '/signin-callback': lazyPage(() => import('../features/session/pages/callback-page')),
  '/silent-callback': lazyPage(() => import('../features/session/pages/callback-page')),
  '/signout-callback': lazyPage(() => import('../features/session/pages/callback-page')),
  '/401': lazyPage(() => import('./pages/unauthorized-page')),
  '/403': lazyPage(() => import('./pages/forbidden-page')),
  '/404': lazyPage(() => import('./pages/not-found-page')),
};

export const NotBuiltPage = lazyPage(() => import('./pages/not-built-page'));

export function findPageComponent(fullPath: string): PageComponent {
  return routeComponents[fullPath] ?? NotBuiltPage;
}

export function isBuilt(fullPath: string): boolean {
  return fullPath in routeComponents;
}
