import type { ThongKeDiemDanh } from '@hpl/shared/diem-danh/contract';
import { bindFormatters, type Formatters } from '../../../lib/format';

/** The four statuses in the order the school reads them, with the count field of the API and a fixed colour. */
export const STATUS_SERIES = [
  { key: 'coMat', status: 'co_mat', color: '#52c41a' },
  { key: 'diMuon', status: 'di_muon', color: '#faad14' },
  { key: 'vangCoPhep', status: 'vang_co_phep', color: '#1677ff' },
  { key: 'vangKhongPhep', status: 'vang_khong_phep', color: '#ff4d4f' },
] as const;

export type StatusKey = (typeof STATUS_SERIES)[number]['key'];
type Counts = Record<StatusKey, number> & { tong: number };

/** Share of a status in the records, as a percentage with one decimal (0 when nothing was recorded). */
export function computeShare(count: number, total: number): number {
  return total > 0 ? Math.round((count / total) * 1000) / 10 : 0;
}

/** Absence rate (excused + unexcused) of a count row, in percent. */
export function computeAbsenceRate(c: Counts): number {
  return computeShare(c.vangCoPhep + c.vangKhongPhep, c.tong);
}

function stackedBars(
  categories: string[],
  rows: Counts[],
  labels: Record<StatusKey, string>,
  horizontal: boolean,
  f: Formatters,
) {
  // Horizontal bars read top-down like the table below them.
  const categoryAxis = { type: 'category', data: categories, inverse: horizontal, axisLabel: { hideOverlap: true } };
  const count = (value: number) => f.number(value);
  const valueAxis = { type: 'value', minInterval: 1, axisLabel: { formatter: count } };
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, valueFormatter: count },
    legend: { top: 0 },
    grid: { left: 8, right: 16, top: 40, bottom: 8, containLabel: true },
    xAxis: horizontal ? valueAxis : categoryAxis,
    yAxis: horizontal ? categoryAxis : valueAxis,
    series: STATUS_SERIES.map((s) => ({
      name: labels[s.key],
      type: 'bar',
      stack: 'total',
      itemStyle: { color: s.color },
      emphasis: { focus: 'series' },
      data: rows.map((r) => r[s.key]),
    })),
  };
}

/** Stacked bars per class (horizontal when there are many classes, so names stay readable on phones). */
export function buildClassChartOption(
  stats: ThongKeDiemDanh,
  labels: Record<StatusKey, string>,
  f: Formatters = bindFormatters('vi'),
) {
  const rows = stats.theoLop;
  return stackedBars(
    rows.map((r) => r.tenLop),
    rows,
    labels,
    rows.length > 12,
    f,
  );
}

/** Stacked bars per school day, oldest first, dates as 15/03 (vi) or 15 Mar (en). */
export function buildDayChartOption(
  stats: ThongKeDiemDanh,
  labels: Record<StatusKey, string>,
  f: Formatters = bindFormatters('vi'),
) {
  const rows = [...stats.theoNgay].sort((a, b) => a.ngay.localeCompare(b.ngay));
  return stackedBars(
    rows.map((r) => f.dayMonth(r.ngay)),
    rows,
    labels,
    false,
    f,
  );
}
