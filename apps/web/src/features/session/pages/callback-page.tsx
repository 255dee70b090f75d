import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { SplashScreen } from '../../../app/splash-screen';

/**
 * The hidden callbacks of spec §2. The server completes sign-in at /signin-callback and renews sessions itself, so
 * the web app only lands here when that is already done: sign-in and silent renew continue to /home (a silent renew
 * inside a frame tells its parent), sign-out continues to /login.
 */
export default function CallbackPage() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const signingOut = pathname.toLowerCase().startsWith('/signout-callback');

  useEffect(() => {
    if (pathname.toLowerCase().startsWith('/silent-callback') && window.parent !== window) {
      window.parent.postMessage({ type: 'silent-callback' }, window.location.origin);
      return;
    }
    navigate(signingOut ? '/login' : '/home', { replace: true });
  }, [pathname, signingOut, navigate]);

  return (
    <>
      <span className="visually-hidden">{signingOut ? t('callback.signingOut') : t('callback.signingIn')}</span>
      <SplashScreen />
    </>
  );
}
