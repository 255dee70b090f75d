import type { TrangThaiYeuCauSua } from '@hpl/shared/diem-danh/yeu-cau-sua-cham-cong';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<TrangThaiYeuCauSua, string> = { choDuyet: 'processing', daDuyet: 'success', tuChoi: 'error' };

export function CorrectionStatusTag({ status }: { status: TrangThaiYeuCauSua }) {
  const { t } = useTranslation('diem-danh');
  const labels: Record<TrangThaiYeuCauSua, string> = {
    choDuyet: t('punch.status.choDuyet'),
    daDuyet: t('punch.status.daDuyet'),
    tuChoi: t('punch.status.tuChoi'),
  };
  return <Tag color={COLORS[status]}>{labels[status]}</Tag>;
}
