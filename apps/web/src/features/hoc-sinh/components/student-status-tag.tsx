import { TRANG_THAI_HOC_SINH, type TrangThaiHocSinh } from '@hpl/shared/hoc-sinh/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<TrangThaiHocSinh, string> = {
  dang_hoc: 'green',
  chuyen_truong: 'orange',
  tot_nghiep: 'blue',
  thoi_hoc: 'default',
};

export function StudentStatusTag({ status }: { status: TrangThaiHocSinh }) {
  const { t } = useTranslation('hoc-sinh');
  return <Tag color={COLORS[status]}>{t(`status.${status}` as 'status.dang_hoc')}</Tag>;
}

/** Options of the status filter, labelled in the UI language. */
export function useStatusOptions() {
  const { t } = useTranslation('hoc-sinh');
  return TRANG_THAI_HOC_SINH.map((s) => ({ value: s, label: t(`status.${s}` as 'status.dang_hoc') }));
}
