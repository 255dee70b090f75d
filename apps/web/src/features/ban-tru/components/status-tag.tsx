import type { TrangThaiHuyAn } from '@hpl/shared/ban-tru/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOR: Record<TrangThaiHuyAn, string> = {
  dung_han: 'green',
  cho_duyet: 'orange',
  da_duyet: 'blue',
  tu_choi: 'red',
};

/** A cancellation's status as a coloured tag. */
export function StatusTag({ status }: { status: TrangThaiHuyAn }) {
  const { t } = useTranslation('ban-tru');
  return <Tag color={COLOR[status]}>{t(`status.${status}`)}</Tag>;
}
