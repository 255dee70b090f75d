import type { TrangThaiHoSo } from '@hpl/shared/tuyen-sinh/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOR: Record<TrangThaiHoSo, string> = {
  daNop: 'default',
  dangXet: 'processing',
  henKiemTra: 'purple',
  daDanhGia: 'cyan',
  trungTuyen: 'success',
  danhSachCho: 'warning',
  khongTrungTuyen: 'error',
  daNhapHoc: 'green',
  daRut: 'default',
};

/** An application's status as a coloured tag, named in the interface language. */
export function StatusTag({ status }: { status: TrangThaiHoSo }) {
  const { t } = useTranslation('tuyen-sinh');
  return <Tag color={COLOR[status]}>{t(`status.${status}`)}</Tag>;
}
