import type { TrangThaiPhienBan } from '@hpl/shared/thoi-khoa-bieu/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<TrangThaiPhienBan, string> = { nhap: 'gold', cong_bo: 'green', luu_tru: 'default' };

export function VersionStatusTag({ status }: { status: TrangThaiPhienBan }) {
  const { t } = useTranslation('thoi-khoa-bieu');
  return <Tag color={COLORS[status]}>{t(`status.${status}`)}</Tag>;
}
