import type { DuGioThongKe, DuGioThongKeGiaoVien } from '@hpl/shared/bien-ban-du-gio/contract';
import { Card, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNumberColumns } from '../../../components/number-columns';
import { PageHeader } from '../../../components/page-header';
import { useListParams } from '../../../components/use-list-params';
import { useObservationStatistics, useTeacherObservationCounts } from '../api/observations';
import { MinuteDrawer } from '../components/minute-drawer';
import { ObservationTable } from '../components/observation-table';

const STATUSES = ['da_len_lich', 'nhap', 'da_nop', 'da_xac_nhan', 'da_khoa'] as const;

/**
 * `quanlynhansu/bienbandugio`: HR's view of every observation, with figures per department and counts per teacher;
 * the list's term filter applies to the figures and to the export too.
 */
export default function HrObservationsPage() {
  const { t } = useTranslation('bien-ban-du-gio');
  const list = useListParams();
  const hocKy = list.params.filters.hocKy;
  const stats = useObservationStatistics(hocKy);
  const perTeacher = useTeacherObservationCounts(hocKy);
  const scale = stats.data ?? perTeacher.data;
  // The means are on the school's current scale (an observation of another scale is carried over to it).
  const meanTitle = scale ? t('stats.meanOn', { min: scale.diemToiThieu, max: scale.diemToiDa }) : t('col.mean');
  const [open, setOpen] = useState<number | null>(null);
  const byStatus = STATUSES.map((status) => ({
    title: t(`status.${status}`),
    key: status,
    align: 'right' as const,
    render: (_: unknown, s: { theoTrangThai: Record<string, number> }) => s.theoTrangThai[status] ?? 0,
  }));
  const columns = useNumberColumns(
    [
      {
        title: t('col.department'),
        key: 'phongBan',
        render: (_: unknown, s: DuGioThongKe) => s.phongBan ?? t('stats.noDepartment'),
      },
      { title: t('stats.count'), key: 'soLuong', dataIndex: 'soLuong', align: 'right' as const },
      ...byStatus,
      { title: meanTitle, key: 'diem', dataIndex: 'diemTrungBinh', align: 'right' as const, decimals: 2 },
    ],
    stats.data?.dong,
  );
  const teacherColumns = useNumberColumns(
    [
      { title: t('col.teacher'), key: 'hoTen', dataIndex: 'hoTen' },
      {
        title: t('col.department'),
        key: 'phongBan',
        render: (_: unknown, s: DuGioThongKeGiaoVien) => s.phongBan ?? t('stats.noDepartment'),
      },
      { title: t('stats.observed'), key: 'soLanDuocDu', dataIndex: 'soLanDuocDu', align: 'right' as const },
      ...byStatus,
      { title: meanTitle, key: 'diem', dataIndex: 'diemTrungBinh', align: 'right' as const, decimals: 2 },
      { title: t('stats.observing'), key: 'soLanDuGio', dataIndex: 'soLanDuGio', align: 'right' as const },
    ],
    perTeacher.data?.dong,
  );
  const termNote = hocKy ? ` — ${t('filter.termN', { n: hocKy })}` : '';
  return (
    <>
      <PageHeader />
      <Card size="small" title={`${t('stats.title')}${termNote}`} style={{ marginBottom: 16 }}>
        <Table<DuGioThongKe>
          size="small"
          rowKey={(s) => s.phongBan ?? ''}
          loading={stats.isLoading}
          dataSource={stats.data?.dong ?? []}
          pagination={false}
          scroll={{ x: 'max-content' }}
          columns={columns}
        />
      </Card>
      <Card size="small" title={`${t('stats.perTeacher')}${termNote}`} style={{ marginBottom: 16 }}>
        <Table<DuGioThongKeGiaoVien>
          size="small"
          rowKey="giaoVienId"
          loading={perTeacher.isLoading}
          dataSource={perTeacher.data?.dong ?? []}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          scroll={{ x: 'max-content' }}
          columns={teacherColumns}
        />
      </Card>
      <ObservationTable kind="all" list={list} onOpen={setOpen} />
      <MinuteDrawer id={open} onClose={() => setOpen(null)} />
    </>
  );
}
