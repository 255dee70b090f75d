import type { DuGioThongKe } from '@hpl/shared/bien-ban-du-gio/contract';
import { Card, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNumberColumns } from '../../../components/number-columns';
import { PageHeader } from '../../../components/page-header';
import { useListParams } from '../../../components/use-list-params';
import { useObservationStatistics } from '../api/observations';
import { MinuteDrawer } from '../components/minute-drawer';
import { ObservationTable } from '../components/observation-table';

const STATUSES = ['da_len_lich', 'nhap', 'da_nop', 'da_xac_nhan', 'da_khoa'] as const;

/** `quanlynhansu/bienbandugio`: HR's view of every observation, with figures per department. */
export default function HrObservationsPage() {
  const { t } = useTranslation('bien-ban-du-gio');
  const list = useListParams();
  const stats = useObservationStatistics();
  const [open, setOpen] = useState<number | null>(null);
  const columns = useNumberColumns(
    [
      {
        title: t('col.department'),
        key: 'phongBan',
        render: (_: unknown, s: DuGioThongKe) => s.phongBan ?? t('stats.noDepartment'),
      },
      { title: t('stats.count'), key: 'soLuong', dataIndex: 'soLuong', align: 'right' as const },
      ...STATUSES.map((status) => ({
        title: t(`status.${status}`),
        key: status,
        align: 'right' as const,
        render: (_: unknown, s: DuGioThongKe) => s.theoTrangThai[status] ?? 0,
      })),
      { title: t('col.mean'), key: 'diem', dataIndex: 'diemTrungBinh', align: 'right' as const, decimals: 2 },
    ],
    stats.data,
  );
  return (
    <>
      <PageHeader />
      <Card size="small" title={t('stats.title')} style={{ marginBottom: 16 }}>
        <Table<DuGioThongKe>
          size="small"
          rowKey={(s) => s.phongBan ?? ''}
          loading={stats.isLoading}
          dataSource={stats.data ?? []}
          pagination={false}
          scroll={{ x: 'max-content' }}
          columns={columns}
        />
      </Card>
      <ObservationTable kind="all" list={list} onOpen={setOpen} />
      <MinuteDrawer id={open} onClose={() => setOpen(null)} />
    </>
  );
}
