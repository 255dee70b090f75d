import type { HocKy } from '@hpl/shared/nam-hoc/contract';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../danh-muc/crud/format-date';
import { useTerms } from '../api/list-terms';

/** The terms of one year, shown when its row is expanded (loaded only then). */
export function TermsTable({ namHocId }: { namHocId: number }) {
  const { t } = useTranslation('nam-hoc');
  const terms = useTerms(namHocId);
  return (
    <Table<HocKy>
      size="small"
      rowKey="id"
      loading={terms.isLoading}
      dataSource={terms.data ?? []}
      pagination={false}
      locale={{ emptyText: t('hocKy.empty') }}
      columns={[
        { key: 'thuTu', dataIndex: 'thuTu', title: t('hocKy.thuTu'), width: 60 },
        { key: 'tenHocKy', dataIndex: 'tenHocKy', title: t('hocKy.tenHocKy') },
        { key: 'ngayBatDau', title: t('hocKy.ngayBatDau'), render: (_, r) => formatDate(r.ngayBatDau) || '—' },
        { key: 'ngayKetThuc', title: t('hocKy.ngayKetThuc'), render: (_, r) => formatDate(r.ngayKetThuc) || '—' },
      ]}
    />
  );
}
