import { useTranslation } from 'react-i18next';

/** A light full-screen loader without antd, shown while a chunk or the session loads. */
export function SplashScreen() {
  const { t } = useTranslation('common');
  return (
    <div className="splash" role="status" aria-live="polite">
      <div className="splash-spinner" aria-hidden="true" />
      <span>{t('loading')}</span>
    </div>
  );
}
