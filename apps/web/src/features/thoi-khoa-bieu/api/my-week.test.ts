import type { TuanCuaToi } from '@hpl/shared/thoi-khoa-bieu/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { MY_WEEK_STORAGE_KEY, readStoredWeek, storeWeek } from './my-week';

const week: TuanCuaToi = {
  tuNgay: '2026-11-23',
  denNgay: '2026-11-29',
  soNgayHoc: 6,
  soTietNgay: 8,
  gioBatDau: ['07:00'],
  thoiLuongTiet: 45,
  tiet: [],
};

describe('the stored week (spec §3, §8)', () => {
  afterEach(() => localStorage.clear());

  it('opens the last fetched week of the same account offline', () => {
    storeWeek(week, 'giaovien');
    expect(readStoredWeek('2026-11-23', 'giaovien')).toEqual(week);
  });

  it('ignores another week, another account and unparseable data', () => {
    storeWeek(week, 'giaovien');
    expect(readStoredWeek('2026-11-30', 'giaovien')).toBeUndefined();
    expect(readStoredWeek('2026-11-23', 'hocsinh')).toBeUndefined();
    localStorage.setItem(MY_WEEK_STORAGE_KEY, '{not json');
    expect(readStoredWeek('2026-11-23', 'giaovien')).toBeUndefined();
    localStorage.setItem(MY_WEEK_STORAGE_KEY, JSON.stringify({ username: 'giaovien', week: { tuNgay: 5 } }));
    expect(readStoredWeek('2026-11-23', 'giaovien')).toBeUndefined();
  });
});
