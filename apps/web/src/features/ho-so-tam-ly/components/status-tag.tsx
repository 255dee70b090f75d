import type { TrangThaiThamVan } from '@hpl/shared/ho-so-tam-ly/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOR: Record<TrangThaiThamVan, string> = {
  submitted: 'gold',
  triaged: 'blue',
  scheduled: 'purple',
  closed: 'green',
  referred: 'cyan',
  cancelled: 'default',
};

export function StatusTag({ status }: { status: TrangThaiThamVan }) {
  const { t } = useTranslation('ho-so-tam-ly');
  return <Tag color={COLOR[status]}>{t(`trangThai.${status}`)}</Tag>;
}
