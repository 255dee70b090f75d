import { UploadOutlined } from '@ant-design/icons';
import type { HoSo } from '@hpl/shared/ho-so-chuyen-mon/contract';
import { Button, Table, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format-date';
import { useHandIn, useMyRecords } from '../api/records';
import { RecordFiles, RecordStatusTag, useTypeName } from './record-parts';

const ACCEPT = '.docx,.pptx,.pdf,.jpg,.jpeg,.png,.webp';

/** My records of the year: each type with its due date, status, the head's note, files and a hand-in button. */
export function MyRecords() {
  const { t } = useTranslation('ho-so-chuyen-mon');
  const records = useMyRecords();
  const handIn = useHandIn();
  const typeName = useTypeName();
  return (
    <Table<HoSo>
      size="small"
      rowKey={(r) => r.loaiHoSo.id}
      loading={records.isLoading}
      dataSource={records.data ?? []}
      pagination={false}
      scroll={{ x: 'max-content' }}
      columns={[
        { title: t('col.type'), key: 'loai', render: (_, r) => typeName(r.loaiHoSo) },
        {
          title: t('col.due'),
          key: 'han',
          render: (_, r) => (r.loaiHoSo.hanNop ? formatDate(r.loaiHoSo.hanNop) : '—'),
        },
        { title: t('col.status'), key: 'tt', render: (_, r) => <RecordStatusTag record={r} /> },
        { title: t('col.note'), key: 'ghiChu', render: (_, r) => r.ghiChu || '—' },
        { title: t('col.files'), key: 'tep', render: (_, r) => <RecordFiles record={r} /> },
        {
          title: '',
          key: 'actions',
          render: (_, r) =>
            r.trangThai !== 'da_kiem_tra' && (
              <Upload
                accept={ACCEPT}
                showUploadList={false}
                customRequest={({ file, onSuccess, onError }) =>
                  handIn.mutateAsync({ loaiId: r.loaiHoSo.id, file: file as File }).then(onSuccess, onError)
                }
              >
                <Button
                  size="small"
                  icon={<UploadOutlined />}
                  aria-label={`${t('action.handIn')}: ${typeName(r.loaiHoSo)}`}
                >
                  {t('action.handIn')}
                </Button>
              </Upload>
            ),
        },
      ]}
    />
  );
}
