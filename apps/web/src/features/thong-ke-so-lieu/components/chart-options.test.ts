import { describe, expect, it } from 'vitest';
import { attendanceOption, monthLabel, teachingOption } from './chart-options';

const months = [
  { thang: '2026-09', ngayCong: 20, ngayMuon: 2, phutMuon: 15, ngayNghi: 1.5, tietDay: 70, tietDayThay: 3 },
  { thang: '2026-10', ngayCong: 22, ngayMuon: 0, phutMuon: 0, ngayNghi: 0, tietDay: 80, tietDayThay: 0 },
];

describe('my year charts', () => {
  it('label months as mm/yyyy', () => {
    expect(monthLabel('2026-09')).toBe('09/2026');
  });

  it('stack taught and substituted periods per month', () => {
    const option = teachingOption(months, { taught: 'Tiết dạy', covered: 'Dạy thay' });
    expect(option.xAxis.data).toEqual(['09/2026', '10/2026']);
    expect(option.series.map((s) => s.data)).toEqual([
      [70, 80],
      [3, 0],
    ]);
  });

  it('show days at work, late days and leave', () => {
    const option = attendanceOption(months, { worked: 'a', late: 'b', leave: 'c' });
    expect(option.series.map((s) => s.data)).toEqual([
      [20, 22],
      [2, 0],
      [1.5, 0],
    ]);
  });
});
