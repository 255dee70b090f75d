import type { LeaveStatus } from '@hpl/shared/don-nghi-phep/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<LeaveStatus, string> = {
  pending: 'processing',
  approved: 'success',
  declined: 'error',
  cancelled: 'default',
  cancel_requested: 'warning',
};

export function LeaveStatusTag({ status }: { status: LeaveStatus }) {
  const { t } = useTranslation('don-nghi-phep');
  const labels: Record<LeaveStatus, string> = {
    pending: t('status.pending'),
    approved: t('status.approved'),
    declined: t('status.declined'),
    cancelled: t('status.cancelled'),
    cancel_requested: t('status.cancel_requested'),
  };
  return <Tag color={COLORS[status]}>{labels[status]}</Tag>;
}
