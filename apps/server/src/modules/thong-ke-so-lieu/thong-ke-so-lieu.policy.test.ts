import { describe, expect, it } from 'vitest';
import { ownStaffOf, periodOf } from './thong-ke-so-lieu.policy';

const year = { ngayBatDau: '2026-09-05', ngayKetThuc: '2027-05-31' };

describe('my year in figures', () => {
  it('is always the caller’s own staff record', () => {
    expect(ownStaffOf({ nhanVienId: 4 })).toBe(4);
    expect(ownStaffOf({ nhanVienId: null })).toBeNull();
  });

  it.each([
    ['during the year', '2026-11-28', { tuNgay: '2026-09-05', denNgay: '2026-11-28', empty: false }],
    ['after the year', '2027-07-01', { tuNgay: '2026-09-05', denNgay: '2027-05-31', empty: false }],
    ['before the year', '2026-08-01', { tuNgay: '2026-09-05', denNgay: '2026-09-05', empty: true }],
  ])('stops today %s', (_name, today, period) => {
    expect(periodOf(year, today)).toEqual(period);
  });
});
