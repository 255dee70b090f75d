import { type DonNghiPhep, LEAVE_STATUSES, type LeaveScope } from '@hpl/shared/don-nghi-phep/contract';
import { Button } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table';
import { Select } from '../../../components/select';
import { useListParams } from '../../../components/use-list-params';
import { api, saveBlob } from '../../../lib/api';
import { useLeaveRequests } from '../api/list-leave-requests';
import { useLeaveTypes } from '../api/list-leave-types';
import { formatPeriod, localName } from './format';
import { LeaveActionButtons, type LeaveActionHandlers } from './leave-request-detail';
import { LeaveStatusTag } from './leave-status-tag';

/** One list of requests (mine, queue or all) with its filters; the URL keeps paging and filters. */
export function LeaveRequestTable({
  scope,
  handlers,
  onOpen,
}: {
  scope: LeaveScope;
  handlers: LeaveActionHandlers;
  onOpen: (id: number) => void;
}) {
  const { t, i18n } = useTranslation('don-nghi-phep');
  const list = useListParams({ pageSize: 10 });
  const { tab: _tab, id: _id, ...filters } = list.params.filters;
  const query = { ...list.query, ...filters, tab: undefined, id: undefined, phamVi: scope };
  const requests = useLeaveRequests(query);
  const types = useLeaveTypes();

  const columns: ColumnsType<DonNghiPhep> = [
    ...(scope === 'cuaToi'
      ? []
      : [
          {
            title: t('col.person'),
            key: 'hoTen',
            sorter: true,
            render: (_: unknown, r: DonNghiPhep) => (
              <Button type="link" style={{ padding: 0 }} onClick={() => onOpen(r.id)}>
                {r.hoTen}
              </Button>
            ),
          },
        ]),
    { title: t('col.type'), key: 'type', render: (_, r) => localName(i18n.language, r.tenLoai, r.tenLoaiEn) },
    {
      title: t('col.period'),
      key: 'tuNgay',
      sorter: true,
      render: (_, r) => (
        <Button type="link" style={{ padding: 0 }} onClick={() => onOpen(r.id)}>
          {formatPeriod(t, r)}
        </Button>
      ),
    },
    { title: t('col.days'), key: 'soNgay', sorter: true, dataIndex: 'soNgay', align: 'right' },
    { title: t('col.reason'), key: 'lyDo', dataIndex: 'lyDo', ellipsis: true, responsive: ['md'] },
    { title: t('col.status'), key: 'trangThai', render: (_, r) => <LeaveStatusTag status={r.trangThai} /> },
    {
      title: t('col.actions'),
      key: 'actions',
      // Wide enough for the longest button ("Không đồng ý huỷ"); more buttons wrap onto a second line.
      width: 240,
      render: (_, r) => <LeaveActionButtons request={r} handlers={handlers} size="small" />,
    },
  ];

  const statusLabels = Object.fromEntries(LEAVE_STATUSES.map((s) => [s, t(`status.${s}` as 'status.pending')]));
  const toolbar = (
    <>
      <Select
        allowClear
        placeholder={t('filter.status')}
        style={{ minWidth: 160 }}
        value={filters.trangThai}
        onChange={(v) => list.setFilter('trangThai', v)}
        options={LEAVE_STATUSES.map((s) => ({ value: s, label: statusLabels[s] }))}
      />
      <Select
        allowClear
        placeholder={t('filter.type')}
        style={{ minWidth: 160 }}
        value={filters.loaiNghiPhepId ? Number(filters.loaiNghiPhepId) : undefined}
        onChange={(v) => list.setFilter('loaiNghiPhepId', v)}
        options={types.data?.map((x) => ({ value: x.id, label: localName(i18n.language, x.tenLoai, x.tenLoaiEn) }))}
      />
    </>
  );

  return (
    <DataTable<DonNghiPhep>
      columns={columns}
      rowKey="id"
      data={requests.data}
      loading={requests.isFetching}
      list={list}
      searchable={scope !== 'cuaToi'}
      toolbar={toolbar}
      onExport={
        scope === 'tatCa'
          ? async () =>
              saveBlob(await api.download('/DonNghiPhep/xuatExcel', { query, timeoutMs: 30_000 }), t('export.fileName'))
          : undefined
      }
    />
  );
}
