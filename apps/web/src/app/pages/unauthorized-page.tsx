import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ErrorPage } from './error-page';

/** `/401`: reached from the route guard (missing permission, spec §6) or from a 401 answer (spec §8). */
export default function UnauthorizedPage() {
  const { t } = useTranslation('shell');
  const state = useLocation().state as { reason?: string } | null;
  return <ErrorPage status="401" notice={state?.reason === 'permission' ? t('session.noPermission') : undefined} />;
}
