import { PictureOutlined } from '@ant-design/icons';
import { baoLoiAuthority } from '@hpl/shared/bao-loi/authority';
import { type BaoLoi, TRANG_THAI_BAO_LOI, type TrangThaiBaoLoi } from '@hpl/shared/bao-loi/contract';
import { Button } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../app/access';
import { DataTable } from '../../../components/data-table';
import { Select } from '../../../components/select';
import type { ListState } from '../../../components/use-list-params';
import { formatDateTime } from '../../../lib/format-date';
import { useBugReports } from '../api/list-bug-reports';
import { BugStatusTag, useStatusLabels } from './bug-status-tag';

/** The reports one may see (one's own; every report for Admin), newest first, filtered by status. */
export function BugReportTable({ list, onOpen }: { list: ListState; onOpen: (id: number) => void }) {
  const { t } = useTranslation('bao-loi');
  const labels = useStatusLabels();
  const isAdmin = useCan(baoLoiAuthority.xuLy);
  const { id: _id, tuTrang: _from, ...filters } = list.params.filters;
  const reports = useBugReports({ ...list.query, id: undefined, tuTrang: undefined, ...filters });

  const columns: ColumnsType<BaoLoi> = [
    {
      title: t('field.tieuDe'),
      key: 'tieuDe',
      sorter: true,
      render: (_, r) => (
        <Button
          type="link"
          style={{ padding: 0, whiteSpace: 'normal', textAlign: 'start' }}
          onClick={() => onOpen(r.id)}
        >
          {r.tieuDe} {r.coAnhChup ? <PictureOutlined aria-label={t('field.anhChup')} /> : null}
        </Button>
      ),
    },
    ...(isAdmin ? [{ title: t('field.nguoiBao'), key: 'nguoiBao', dataIndex: 'nguoiBao', sorter: true }] : []),
    {
      title: t('field.trangThai'),
      key: 'trangThai',
      sorter: true,
      render: (_, r) => <BugStatusTag status={r.trangThai} />,
    },
    { title: t('field.ngayTao'), key: 'ngayTao', sorter: true, render: (_, r) => formatDateTime(r.ngayTao) },
  ];

  const toolbar = (
    <Select<TrangThaiBaoLoi>
      allowClear
      placeholder={t('filter.status')}
      style={{ minWidth: 160 }}
      value={filters.trangThai as TrangThaiBaoLoi | undefined}
      onChange={(v) => list.setFilter('trangThai', v)}
      options={TRANG_THAI_BAO_LOI.map((s) => ({ value: s, label: labels[s] }))}
    />
  );

  return (
    <DataTable<BaoLoi>
      columns={columns}
      rowKey="id"
      data={reports.data}
      loading={reports.isFetching}
      list={list}
      searchable
      toolbar={toolbar}
    />
  );
}
