import type { ThongKeThang } from '@hpl/shared/thong-ke-so-lieu/contract';

/** `2026-09` → `09/2026`, the month as the school writes it in both languages. */
export const monthLabel = (thang: string) => `${thang.slice(5, 7)}/${thang.slice(0, 4)}`;

/** Periods taught and substituted per month, stacked. */
export function teachingOption(months: readonly ThongKeThang[], labels: { taught: string; covered: string }) {
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: { top: 0 },
    grid: { left: 8, right: 16, top: 40, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: months.map((m) => monthLabel(m.thang)) },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      { name: labels.taught, type: 'bar', stack: 'tiet', data: months.map((m) => m.tietDay), color: '#1677ff' },
      { name: labels.covered, type: 'bar', stack: 'tiet', data: months.map((m) => m.tietDayThay), color: '#13a8a8' },
    ],
  };
}

/** Days at work, late days and leave days per month. */
export function attendanceOption(
  months: readonly ThongKeThang[],
  labels: { worked: string; late: string; leave: string },
) {
  const category = months.map((m) => monthLabel(m.thang));
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 8, right: 16, top: 40, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: category },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      { name: labels.worked, type: 'bar', data: months.map((m) => m.ngayCong), color: '#52c41a' },
      { name: labels.late, type: 'line', data: months.map((m) => m.ngayMuon), color: '#faad14' },
      { name: labels.leave, type: 'line', data: months.map((m) => m.ngayNghi), color: '#722ed1' },
    ],
  };
}
