import type { BienBanDuGio, ObservationStatus } from '@hpl/shared/bien-ban-du-gio/contract';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { ACTIONS_KEY, DataTable } from '../../../components/data-table';
import { Select } from '../../../components/select';
import type { ListState } from '../../../components/use-list-params';
import { exportRecords } from '../../../lib/export-records';
import { formatDate } from '../../../lib/format-date';
import { useObservations } from '../api/observations';
import { ObservationStatusTag } from './status-tag';

const STATUSES: ObservationStatus[] = ['da_len_lich', 'nhap', 'da_nop', 'da_xac_nhan', 'da_khoa'];
const TERMS = [1, 2];

/** Observations (mine, or every one for HR), newest first, filtered by term and status; a row opens its minute. */
export function ObservationTable({
  kind,
  list,
  onOpen,
}: {
  kind: 'mine' | 'all';
  list: ListState;
  onOpen: (id: number) => void;
}) {
  const { t } = useTranslation('bien-ban-du-gio');
  const rows = useObservations(kind, list.query);
  return (
    <DataTable<BienBanDuGio>
      rowKey="id"
      list={list}
      data={rows.data}
      loading={rows.isFetching}
      searchable={false}
      onExport={
        kind === 'all' ? () => exportRecords('/BienBanDuGio/xuatExcel', list.query, 'bien-ban-du-gio') : undefined
      }
      toolbar={
        <>
          <Select
            allowClear
            aria-label={t('filter.term')}
            placeholder={t('filter.term')}
            style={{ minWidth: 130 }}
            value={list.params.filters.hocKy}
            onChange={(value) => list.setFilter('hocKy', value)}
            options={TERMS.map((n) => ({ value: String(n), label: t('filter.termN', { n }) }))}
          />
          <Select
            allowClear
            aria-label={t('col.status')}
            placeholder={t('col.status')}
            style={{ minWidth: 160 }}
            value={list.params.filters.trangThai}
            onChange={(value) => list.setFilter('trangThai', value)}
            options={STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
          />
        </>
      }
      columns={[
        {
          title: t('col.date'),
          key: 'ngay',
          sorter: true,
          render: (_, o) => `${formatDate(o.ngay)} · ${t('period', { tiet: o.tiet })}`,
        },
        { title: t('col.teacher'), key: 'giaoVien', render: (_, o) => o.giaoVien.hoTen },
        ...(kind === 'all' ? [{ title: t('col.department'), key: 'phongBan', dataIndex: 'tenPhongBan' }] : []),
        { title: t('col.lesson'), key: 'lop', render: (_, o) => `${o.tenMonHoc} · ${o.tenLop}` },
        { title: t('col.observers'), key: 'nguoiDu', render: (_, o) => o.nguoiDu.map((p) => p.hoTen).join(', ') },
        { title: t('col.status'), key: 'trangThai', render: (_, o) => <ObservationStatusTag status={o.trangThai} /> },
        { title: t('col.mean'), key: 'diem', align: 'right', decimals: 2, dataIndex: 'diemTrungBinh' },
        {
          title: '',
          key: ACTIONS_KEY,
          render: (_, o) => (
            <Button size="small" onClick={() => onOpen(o.id)}>
              {t('action.open')}
            </Button>
          ),
        },
      ]}
    />
  );
}
