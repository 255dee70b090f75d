import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSettings, useSettingsStore } from '../../../app/settings/settings-store';

/** Only a path on this site may be a return address (no `//host` or absolute URLs: open-redirect guard). */
export function safeReturnUrl(value: string | null): string {
  return value && /^\/(?!\/)/.test(value) && !value.startsWith('/login') ? value : '/home';
}

export function buildSignInUrl(returnUrl: string, lang: string): string {
  return `/api/auth/login?${new URLSearchParams({ returnUrl, lang }).toString()}`;
}

/**
 * `/login`: the product name, a sign-in button that hands over to the identity provider, and the language switch.
 * Deliberately free of antd so the first page loads fast.
 */
export default function LoginPage() {
  const { t } = useTranslation('shell');
  const [params] = useSearchParams();
  const settings = useSettings();
  const setLanguage = useSettingsStore((s) => s.setLanguage);
  const [leaving, setLeaving] = useState(false);
  const returnUrl = safeReturnUrl(params.get('returnUrl'));
  const expired = params.get('expired') === '1';

  useEffect(() => {
    document.title = `${settings.systemName} - ${t('login.signIn')}`;
  }, [settings.systemName, t]);

  const signIn = () => {
    setLeaving(true);
    window.location.assign(buildSignInUrl(returnUrl, settings.lang));
  };

  return (
    <main className="login-page">
      <div className="login-card">
        <fieldset className="login-lang" aria-label={t('login.language')}>
          {(['vi', 'en'] as const).map((lang) => (
            <button
              key={lang}
              type="button"
              className="plain-button"
              aria-pressed={settings.lang === lang}
              onClick={() => setLanguage(lang)}
            >
              {lang === 'vi' ? 'VN' : 'US'}
            </button>
          ))}
        </fieldset>
        <div className="login-mark" aria-hidden="true">
          HPL
        </div>
        <h1 className="login-title">{settings.systemName}</h1>
        <p className="login-subtitle">
          {t('login.title')} · {t('login.subtitle')}
        </p>
        {expired && (
          <p className="login-warning" role="alert">
            {t('session.expired')}
          </p>
        )}
        <button type="button" className="login-button" onClick={signIn} disabled={leaving}>
          {leaving ? t('login.redirecting') : t('login.signIn')}
        </button>
      </div>
    </main>
  );
}
