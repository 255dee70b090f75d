import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Says plainly what is not built for primary classes (Circular 27): the rules are computed, but their gradebook,
 * summary and report card are not, so primary classes are not listed on these screens.
 */
export function PrimaryNotBuilt() {
  const { t } = useTranslation('diem-vn');
  return <Alert type="warning" showIcon title={t('primary.notBuiltTitle')} description={t('primary.notBuilt')} />;
}
