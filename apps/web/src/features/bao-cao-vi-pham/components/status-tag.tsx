import type { TrangThaiViPham } from '@hpl/shared/bao-cao-vi-pham/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<TrangThaiViPham, string> = {
  da_bao_cao: 'processing',
  da_xac_minh: 'warning',
  da_xac_nhan: 'error',
  bo_qua: 'default',
};

export function IncidentStatusTag({ status }: { status: TrangThaiViPham }) {
  const { t } = useTranslation('bao-cao-vi-pham');
  return <Tag color={COLORS[status]}>{t(`status.${status}`)}</Tag>;
}
