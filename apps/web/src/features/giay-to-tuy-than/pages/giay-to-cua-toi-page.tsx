import { FileOutlined } from '@ant-design/icons';
import type { GiayTo } from '@hpl/shared/giay-to-tuy-than/contract';
import { Button, Empty, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { formatDate } from '../../../lib/format-date';
import { scanUrl, useMyDocuments } from '../api/documents';
import { ExpiryTag } from '../components/expiry-tag';

/**
 * `hoSoCuaToi/giayToCuaToi`: the signed-in person's own passports, visas, residence cards and work permits, as HR keeps
 * them, soonest expiry first with the days left; the scan opens through the audited download. Read only: HR records
 * a renewal. The expiry alert sent to the person links here.
 */
export default function MyIdentityDocumentsPage() {
  const { t } = useTranslation('giay-to-tuy-than');
  const documents = useMyDocuments();

  const columns: ColumnsType<GiayTo> = [
    { key: 'loai', title: t('field.loai'), render: (_, d) => t(`loai.${d.loai}`) },
    { key: 'soGiayTo', title: t('field.soGiayTo'), dataIndex: 'soGiayTo' },
    { key: 'noiCap', title: t('field.noiCap'), dataIndex: 'noiCap', responsive: ['md'] },
    { key: 'ngayCap', title: t('field.ngayCap'), render: (_, d) => formatDate(d.ngayCap), responsive: ['lg'] },
    { key: 'ngayHetHan', title: t('field.ngayHetHan'), render: (_, d) => formatDate(d.ngayHetHan) },
    { key: 'conLai', title: t('field.conLai'), render: (_, d) => <ExpiryTag days={d.soNgayConLai} /> },
    {
      key: 'actions',
      title: t('field.tep'),
      render: (_, d) =>
        d.tepId ? (
          <Button
            type="link"
            size="small"
            icon={<FileOutlined />}
            href={scanUrl(d.tepId)}
            target="_blank"
            aria-label={t('action.openFileNamed', { so: d.soGiayTo })}
          >
            {t('action.openFile')}
          </Button>
        ) : null,
    },
  ];

  return (
    <>
      <PageHeader />
      <Typography.Paragraph type="secondary">{t('mine.intro')}</Typography.Paragraph>
      <Table<GiayTo>
        rowKey="id"
        columns={columns}
        dataSource={documents.data?.items ?? []}
        loading={documents.isFetching}
        pagination={false}
        locale={{ emptyText: <Empty description={t('mine.empty')} /> }}
      />
    </>
  );
}
