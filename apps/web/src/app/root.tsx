import { matchScreen, screenRoutes } from '@hpl/shared/routes';
import { lazy, Suspense, useEffect } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { loadNamespaces, SHELL_NAMESPACES } from '../lib/i18n';
import { withChunkTimeout } from '../lib/lazy-page';
import { LoadErrorBoundary } from './load-error-boundary';
import { bareComponents } from './route-components';
import { SplashScreen } from './splash-screen';

/** The signed-in part (antd, menu, tabs) is its own chunk, so /login stays light. */
const AuthenticatedShell = lazy(() =>
  withChunkTimeout(
    Promise.all([import('./shell/authenticated-shell'), loadNamespaces(SHELL_NAMESPACES)]).then(([shell]) => shell),
  ),
);

/**
 * Decides what a browser address shows: `/` → /login; `/#/x` → `/x` (old links of the hash router); bare pages
 * (sign-in, callbacks, errors) alone; everything else inside the guarded shell; unknown → 404.
 */
export function Root() {
  const location = useLocation();
  const navigate = useNavigate();
  const hashPath = location.hash.startsWith('#/') ? location.hash.slice(1) : null;

  useEffect(() => {
    if (!hashPath) return;
    // The sign-in callback must reach the server (it sets the session cookie): a full navigation, not a client one.
    if (/^\/signin-callback/i.test(hashPath)) window.location.replace(hashPath);
    else navigate(hashPath, { replace: true });
  }, [hashPath, navigate]);

  if (hashPath) return <SplashScreen />;
  if (location.pathname === '/') return <Navigate to="/login" replace />;

  const match = matchScreen(location.pathname, screenRoutes);
  const Bare = match?.route.node.bare
    ? bareComponents[match.route.fullPath]
    : match
      ? undefined
      : bareComponents['/404'];
  return (
    <LoadErrorBoundary>
      <Suspense fallback={<SplashScreen />}>{Bare ? <Bare /> : <AuthenticatedShell />}</Suspense>
    </LoadErrorBoundary>
  );
}
