import { buildMenu, canAccessRoute, matchScreen } from '@hpl/shared/routes';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useMe } from '../../features/session';
import { ApiError } from '../../lib/api';
import { withChunkTimeout } from '../../lib/lazy-page';
import { watchScrollRegions } from '../../lib/scroll-regions';
import { hasUnsavedWork, useUnsavedWork } from '../../lib/use-warn-before-leaving';
import { clearStoredUser, hasStoredUser, storeUser } from '../../lib/user-storage';
import { SplashScreen } from '../splash-screen';
import { MainLayout } from './main-layout';
import { ThemeProvider } from './theme-provider';

/** The page shown when the session could not be read (rare): loaded only then. */
const SessionLoadFailed = lazy(() =>
  withChunkTimeout(import('./session-load-failed')).then((m) => ({ default: m.SessionLoadFailed })),
);

/**
 * `/login?returnUrl=<here>`, with `&expired=1` when a session really ended: the login page then shows the spec §8
 * "session expired" warning — never on a first visit or after signing out (which clears the stored user).
 */
export function buildLoginUrl(returnUrl: string, expired: boolean): string {
  return `/login?${new URLSearchParams(expired ? { returnUrl, expired: '1' } : { returnUrl }).toString()}`;
}

/**
 * The guard of spec §4/§6: no session → /login with the address to come back to; no permission for the route →
 * /401 with the missing-permission warning; otherwise the main layout.
 */
export default function AuthenticatedShell() {
  const location = useLocation();
  const navigate = useNavigate();
  const me = useMe();
  const returnUrl = `${location.pathname}${location.search}`;
  const sessionMissing = me.error instanceof ApiError && me.error.status === 401;
  // Unsaved work stays on screen when the session ends: its save status offers to sign in again in a new tab. Once
  // the work is saved (or dropped), the session is asked about again before going to sign-in: the user may have
  // signed in again in that tab.
  const unsaved = useUnsavedWork();
  const heldThroughEnd = useRef(false);
  if (sessionMissing && unsaved) heldThroughEnd.current = true;
  const askAgain = heldThroughEnd.current && !unsaved;
  useEffect(() => {
    if (!askAgain) return;
    heldThroughEnd.current = false;
    void me.refetch();
  }, [askAgain, me.refetch]);
  const leaveForSignIn = sessionMissing && !(me.data && (unsaved || askAgain || me.isFetching));

  useEffect(() => {
    if (leaveForSignIn) clearStoredUser();
  }, [leaveForSignIn]);

  // Sideways-scrolling tables of every screen take the keyboard focus (lib/scroll-regions.ts).
  useEffect(() => watchScrollRegions(), []);

  useEffect(() => {
    if (!me.data) return;
    storeUser(
      me.data,
      buildMenu(me.data).flatMap((e) => [e.fullPath, ...(e.children ?? []).map((c) => c.fullPath)]),
    );
    // When the session ends while the page is open, go back to sign-in instead of failing on the next request.
    const left = new Date(me.data.sessionExpiresAt).getTime() - Date.now();
    if (!Number.isFinite(left) || left > 2 ** 31 - 1) return;
    const timer = setTimeout(
      () => {
        if (hasUnsavedWork()) return;
        clearStoredUser();
        navigate(buildLoginUrl(`${window.location.pathname}${window.location.search}`, true), { replace: true });
      },
      Math.max(left, 0),
    );
    return () => clearTimeout(timer);
  }, [me.data, navigate]);

  if (leaveForSignIn) {
    return <Navigate to={buildLoginUrl(returnUrl, hasStoredUser())} replace />;
  }
  if (me.isPending) return <SplashScreen />;
  if (!me.data || (me.isError && !sessionMissing)) {
    return (
      <ThemeProvider>
        <Suspense fallback={<SplashScreen />}>
          <SessionLoadFailed message={me.error?.message} onReload={() => void me.refetch()} />
        </Suspense>
      </ThemeProvider>
    );
  }

  const match = matchScreen(location.pathname);
  if (!match) return <Navigate to="/404" replace />;
  if (!canAccessRoute(match.route, me.data)) {
    return <Navigate to="/401" replace state={{ reason: 'permission', from: returnUrl }} />;
  }
  return (
    <ThemeProvider>
      <MainLayout me={me.data} match={match} />
    </ThemeProvider>
  );
}
