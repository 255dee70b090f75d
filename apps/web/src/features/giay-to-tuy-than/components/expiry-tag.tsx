import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** Days left as a coloured tag: expired, within 30 days, within 60 days, or plenty. */
export function ExpiryTag({ days }: { days: number }) {
  const { t } = useTranslation('giay-to-tuy-than');
  if (days < 0) return <Tag color="red">{t('expiry.expired', { count: -days })}</Tag>;
  const color = days <= 30 ? 'volcano' : days <= 60 ? 'gold' : 'green';
  return <Tag color={color}>{t('expiry.left', { count: days })}</Tag>;
}
