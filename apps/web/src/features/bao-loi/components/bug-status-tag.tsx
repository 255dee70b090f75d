import type { TrangThaiBaoLoi } from '@hpl/shared/bao-loi/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<TrangThaiBaoLoi, string> = {
  moi: 'processing',
  dangXuLy: 'warning',
  daSua: 'success',
  khongSua: 'default',
};

export function useStatusLabels(): Record<TrangThaiBaoLoi, string> {
  const { t } = useTranslation('bao-loi');
  return {
    moi: t('status.moi'),
    dangXuLy: t('status.dangXuLy'),
    daSua: t('status.daSua'),
    khongSua: t('status.khongSua'),
  };
}

export function BugStatusTag({ status }: { status: TrangThaiBaoLoi }) {
  const labels = useStatusLabels();
  return <Tag color={COLORS[status]}>{labels[status]}</Tag>;
}
