import type { PlanStatus } from '@hpl/shared/giao-an/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<PlanStatus, string> = {
  nhap: 'default',
  cho_duyet: 'processing',
  cho_duyet_cap_2: 'purple',
  da_duyet: 'success',
  tra_lai: 'warning',
};

/** A plan's status; a plan sent again after being returned reads "resubmitted". */
export function PlanStatusTag({ status, phienBan }: { status: PlanStatus; phienBan: number }) {
  const { t } = useTranslation('giao-an');
  const label = status === 'cho_duyet' && phienBan > 1 ? t('status.resubmitted') : t(`status.${status}`);
  return <Tag color={COLORS[status]}>{label}</Tag>;
}
