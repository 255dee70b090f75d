import type { ObservationStatus } from '@hpl/shared/bien-ban-du-gio/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<ObservationStatus, string> = {
  da_len_lich: 'default',
  nhap: 'gold',
  da_nop: 'processing',
  da_xac_nhan: 'cyan',
  da_khoa: 'success',
};

export function ObservationStatusTag({ status }: { status: ObservationStatus }) {
  const { t } = useTranslation('bien-ban-du-gio');
  return <Tag color={COLORS[status]}>{t(`status.${status}`)}</Tag>;
}
