import { ClockCircleOutlined, DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { diemDanhAuthority } from '@hpl/shared/diem-danh/authority';
import type { ThongKeDiemDanh } from '@hpl/shared/diem-danh/contract';
import { localName } from '@hpl/shared/local-name';
import { Alert, Button, Card, Col, DatePicker, Empty, Flex, Row, Segmented, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAcademicYearId } from '../../../app/academic-year-store';
import { Can } from '../../../app/access';
import { Chart } from '../../../components/chart';
import { PageHeader } from '../../../components/page-header';
import { Statistic } from '../../../components/statistic';
import { useListParams } from '../../../components/use-list-params';
import { exportRecords } from '../../../lib/export-records';
import { useFormat } from '../../../lib/format';
import { ISO_DATE } from '../../../lib/format-date';
import { GradeClassFilters } from '../../hoc-sinh';

import { useAttendanceStatistics } from '../api/get-attendance-statistics';
import {
  buildClassChartOption,
  buildDayChartOption,
  computeAbsenceRate,
  computeShare,
  STATUS_SERIES,
  type StatusKey,
} from '../components/attendance-chart-options';
import { ImportAttendanceModal, ImportPunchLogModal } from '../components/import-attendance-modal';

type View = 'lop' | 'ngay';
type StatRow = ThongKeDiemDanh['theoLop'][number] | ThongKeDiemDanh['theoNgay'][number];

/**
 * `/quanly/thongKeTrangThaiDiemDanh` and `/baoCao/thongKeTrangThaiDiemDanh`: attendance by status (present, late,
 * excused, unexcused) per class or per day for the selected year, filters in the URL, the chart following the theme.
 * Admin also imports the school's attendance sheets and staff attendance-machine logs here.
 */
export default function AttendanceStatisticsPage() {
  const { t, i18n } = useTranslation('diem-danh');
  const f = useFormat();
  const namHocId = useAcademicYearId();
  const list = useListParams();
  const { khoiId, lopQuanLyId, tuNgay, denNgay } = list.params.filters;
  const view: View = list.params.filters.xem === 'ngay' ? 'ngay' : 'lop';
  const query = { namHocId: namHocId ?? undefined, khoiId, lopQuanLyId, tuNgay, denNgay };
  const stats = useAttendanceStatistics(query, namHocId !== null);
  const [importing, setImporting] = useState<'sheet' | 'punches' | null>(null);
  const [exporting, setExporting] = useState(false);
  // The workbook holds both breakdowns and the totals; the view on screen comes first.
  const exportStatistics = () => {
    setExporting(true);
    exportRecords('/DiemDanh/xuatExcelThongKe', { ...query, xem: view }, 'thong-ke-diem-danh')
      .catch(() => undefined)
      .finally(() => setExporting(false));
  };

  const labels = useMemo(
    () =>
      Object.fromEntries(STATUS_SERIES.map((s) => [s.key, t(`status.${s.status}` as 'status.co_mat')])) as Record<
        StatusKey,
        string
      >,
    [t],
  );
  const option = useMemo(
    () =>
      stats.data
        ? view === 'lop'
          ? buildClassChartOption(stats.data, labels, f)
          : buildDayChartOption(stats.data, labels, f)
        : null,
    [stats.data, view, labels, f],
  );
  const rows: StatRow[] = stats.data ? (view === 'lop' ? stats.data.theoLop : stats.data.theoNgay) : [];
  const total = stats.data?.tong;

  return (
    <>
      <PageHeader
        extra={
          <>
            <Button
              icon={<DownloadOutlined />}
              loading={exporting}
              disabled={namHocId === null}
              onClick={exportStatistics}
            >
              {t('common:action.export')}
            </Button>
            <Can authority={diemDanhAuthority.ghi}>
              <Button icon={<UploadOutlined />} onClick={() => setImporting('sheet')}>
                {t('import.attendanceOpen')}
              </Button>
            </Can>
            <Can authority={diemDanhAuthority.chamCong}>
              <Button icon={<ClockCircleOutlined />} onClick={() => setImporting('punches')}>
                {t('import.punchOpen')}
              </Button>
            </Can>
          </>
        }
      />
      {namHocId === null ? (
        <Alert type="info" showIcon title={t('noYear')} />
      ) : (
        <Flex vertical gap="middle">
          <Flex gap="small" wrap>
            <GradeClassFilters list={list} namHocId={namHocId} />
            <DatePicker.RangePicker
              format="DD/MM/YYYY"
              allowEmpty={[true, true]}
              value={[tuNgay ? dayjs(tuNgay) : null, denNgay ? dayjs(denNgay) : null]}
              onChange={(range) => {
                list.setFilter('tuNgay', range?.[0]?.format(ISO_DATE));
                list.setFilter('denNgay', range?.[1]?.format(ISO_DATE));
              }}
              aria-label={t('filter.period')}
            />
            <Segmented<View>
              value={view}
              onChange={(v) => list.setFilter('xem', v === 'lop' ? undefined : v)}
              options={[
                { value: 'lop', label: t('view.byClass') },
                { value: 'ngay', label: t('view.byDay') },
              ]}
            />
          </Flex>
          {stats.data && (
            <Typography.Text type="secondary">
              {t('period', { from: f.date(stats.data.tuNgay) || '…', to: f.date(stats.data.denNgay) || '…' })}
            </Typography.Text>
          )}
          <Row gutter={[12, 12]}>
            {STATUS_SERIES.map((s) => (
              <Col key={s.key} xs={12} md={6}>
                {/* The status colour marks the card's edge (as in the charts); the figure stays in text colour (4.5:1). */}
                <Card size="small" loading={stats.isLoading} style={{ borderTop: `3px solid ${s.color}` }}>
                  <Statistic
                    title={labels[s.key]}
                    value={total?.[s.key] ?? 0}
                    suffix={
                      total ? (
                        <Typography.Text type="secondary" style={{ fontSize: 14 }}>
                          ({f.percent(computeShare(total[s.key], total.tong))})
                        </Typography.Text>
                      ) : null
                    }
                  />
                </Card>
              </Col>
            ))}
          </Row>
          <Card size="small" loading={stats.isLoading}>
            {option && rows.length > 0 ? (
              <Chart
                option={option}
                height={view === 'lop' && rows.length > 12 ? Math.max(320, rows.length * 22) : 340}
                ariaLabel={t('chartLabel')}
              />
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} />
            )}
          </Card>
          <Table<StatRow>
            size="small"
            rowKey={(r) => ('lopQuanLyId' in r ? `c${r.lopQuanLyId}` : r.ngay)}
            loading={stats.isFetching}
            dataSource={rows}
            scroll={{ x: 'max-content' }}
            pagination={{ pageSize: 50, showSizeChanger: false, hideOnSinglePage: true }}
            columns={[
              view === 'lop'
                ? {
                    title: t('col.class'),
                    key: 'tenLop',
                    render: (_, r) =>
                      'tenLop' in r ? `${r.tenLop} · ${localName(i18n.language, r.tenKhoi, r.tenKhoiEn)}` : '',
                  }
                : { title: t('col.day'), key: 'ngay', render: (_, r) => ('ngay' in r ? f.date(r.ngay) : '') },
              ...STATUS_SERIES.map((s) => ({
                title: labels[s.key],
                key: s.key,
                align: 'right' as const,
                render: (_: unknown, r: StatRow) => f.number(r[s.key]),
              })),
              { title: t('col.total'), key: 'tong', align: 'right', render: (_, r) => f.number(r.tong) },
              {
                title: t('col.absenceRate'),
                key: 'rate',
                align: 'right',
                render: (_, r) => f.percent(computeAbsenceRate(r)),
              },
            ]}
          />
        </Flex>
      )}
      <ImportAttendanceModal open={importing === 'sheet'} onClose={() => setImporting(null)} />
      <ImportPunchLogModal open={importing === 'punches'} onClose={() => setImporting(null)} />
    </>
  );
}
