import { describe, expect, it } from 'vitest';
import { foldWorkdays, minutesLate, schoolClock } from './ngay-cong';

const at = (iso: string) => new Date(`${iso}+07:00`);

describe('working days from punches', () => {
  it('reads instants in school time', () => {
    expect(schoolClock(new Date('2026-11-02T23:30:00Z'))).toEqual({ ngay: '2026-11-03', gio: '06:30' });
  });

  it.each([
    ['07:30', 0],
    ['07:29', 0],
    ['07:31', 1],
    ['08:45', 75],
  ])('a first punch at %s is %i minutes late', (gio, late) => {
    expect(minutesLate(gio)).toBe(late);
  });

  it('takes the first punch in and the last out, any order, duplicates once', () => {
    const days = foldWorkdays([
      { at: at('2026-11-03T16:40:00') },
      { at: at('2026-11-03T07:42:10') },
      { at: at('2026-11-03T07:42:50') },
      { at: at('2026-11-03T11:30:00') },
      { at: at('2026-11-02T07:20:00') },
    ]);
    expect(days).toEqual([
      { ngay: '2026-11-02', gioVao: '07:20', gioRa: null, phutMuon: 0, soLanCham: 1, coDieuChinh: false },
      { ngay: '2026-11-03', gioVao: '07:42', gioRa: '16:40', phutMuon: 12, soLanCham: 3, coDieuChinh: false },
    ]);
  });

  it('marks a day whose in or out came from an approved correction', () => {
    const [day] = foldWorkdays([{ at: at('2026-11-04T07:25:00') }, { at: at('2026-11-04T17:00:00'), corrected: true }]);
    expect(day).toMatchObject({ gioRa: '17:00', coDieuChinh: true });
  });
});
