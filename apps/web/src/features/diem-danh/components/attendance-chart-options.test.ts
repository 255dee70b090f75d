import type { ThongKeDiemDanh } from '@hpl/shared/diem-danh/contract';
import { describe, expect, it } from 'vitest';
import {
  buildClassChartOption,
  buildDayChartOption,
  computeAbsenceRate,
  computeShare,
} from './attendance-chart-options';

const counts = (coMat: number, vangCoPhep: number, vangKhongPhep: number, diMuon: number) => ({
  coMat,
  vangCoPhep,
  vangKhongPhep,
  diMuon,
  tong: coMat + vangCoPhep + vangKhongPhep + diMuon,
});
const labels = { coMat: 'P', diMuon: 'L', vangCoPhep: 'E', vangKhongPhep: 'U' };
const stats: ThongKeDiemDanh = {
  tuNgay: '2026-09-01',
  denNgay: '2026-09-03',
  tong: counts(50, 3, 2, 5),
  theoLop: [
    { ...counts(30, 1, 1, 3), lopQuanLyId: 1, tenLop: '10A1', tenKhoi: '10', tenKhoiEn: null },
    { ...counts(20, 2, 1, 2), lopQuanLyId: 2, tenLop: '10A2', tenKhoi: '10', tenKhoiEn: null },
  ],
  theoNgay: [
    { ...counts(25, 1, 1, 3), ngay: '2026-09-03' },
    { ...counts(25, 2, 1, 2), ngay: '2026-09-01' },
  ],
};

describe('attendance chart options', () => {
  it('stacks the four statuses per class in a fixed order', () => {
    const option = buildClassChartOption(stats, labels);
    expect(option.yAxis).toMatchObject({ type: 'value' });
    expect(option.xAxis).toMatchObject({ data: ['10A1', '10A2'] });
    expect(option.series.map((s) => s.name)).toEqual(['P', 'L', 'E', 'U']);
    expect(option.series[0]?.data).toEqual([30, 20]);
    expect(option.series.every((s) => s.stack === 'total')).toBe(true);
  });

  it('turns horizontal beyond 12 classes', () => {
    const many = {
      ...stats,
      theoLop: Array.from({ length: 13 }, (_, i) => ({ ...stats.theoLop[0]!, lopQuanLyId: i, tenLop: `C${i}` })),
    };
    expect(buildClassChartOption(many, labels).yAxis).toMatchObject({ type: 'category' });
  });

  it('orders days oldest first as dd/mm', () => {
    const option = buildDayChartOption(stats, labels);
    expect(option.xAxis).toMatchObject({ data: ['01/09', '03/09'] });
    expect(option.series[3]?.data).toEqual([1, 1]);
  });
});

describe('rates', () => {
  it('computes shares with one decimal and no division by zero', () => {
    expect(computeShare(1, 3)).toBe(33.3);
    expect(computeShare(0, 0)).toBe(0);
    expect(computeAbsenceRate(counts(95, 3, 2, 0))).toBe(5);
  });
});
