import { PaperClipOutlined } from '@ant-design/icons';
import type { HoSo, LoaiHoSo, RecordStatus } from '@hpl/shared/ho-so-chuyen-mon/contract';
import { Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { fileUrl } from '../api/records';

const COLORS: Record<RecordStatus, string> = {
  thieu: 'default',
  da_nop: 'processing',
  da_kiem_tra: 'success',
  can_sua: 'warning',
};

export function RecordStatusTag({ record }: { record: Pick<HoSo, 'trangThai' | 'lanNop'> }) {
  const { t } = useTranslation('ho-so-chuyen-mon');
  const resubmitted = record.trangThai === 'da_nop' && record.lanNop > 1;
  return (
    <Tag color={COLORS[record.trangThai]}>
      {resubmitted ? t('status.resubmitted') : t(`status.${record.trangThai}`)}
    </Tag>
  );
}

export function useTypeName() {
  const { i18n } = useTranslation();
  return (type: LoaiHoSo) => (i18n.language === 'en' && type.tenEn) || type.ten;
}

/** A record's files as download links. */
export function RecordFiles({ record }: { record: HoSo }) {
  if (record.tep.length === 0) return <span>—</span>;
  return (
    <Flex vertical gap={2}>
      {record.tep.map((f) => (
        <a key={f.id} href={fileUrl(f.fileId)}>
          <PaperClipOutlined /> {f.tenTep}
        </a>
      ))}
    </Flex>
  );
}
