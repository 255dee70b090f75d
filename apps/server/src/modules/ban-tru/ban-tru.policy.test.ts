import { describe, expect, it } from 'vitest';
import { addMeals, mayWithdraw, statusOfNewCancellation, zeroMeals } from './ban-tru.policy';

describe('semi-boarding policy', () => {
  it('turns the timing into a status, refusing a day that is over', () => {
    expect(statusOfNewCancellation('dung_han')).toBe('dung_han');
    expect(statusOfNewCancellation('muon')).toBe('cho_duyet');
    expect(statusOfNewCancellation('qua_ngay')).toBeNull();
  });

  it.each([
    { trangThai: 'dung_han', at: '2026-11-30T08:00:00+07:00', may: true },
    { trangThai: 'dung_han', at: '2026-11-30T09:00:00+07:00', may: false },
    { trangThai: 'cho_duyet', at: '2026-11-30T15:00:00+07:00', may: true },
    { trangThai: 'cho_duyet', at: '2026-12-01T00:00:00+07:00', may: false },
    { trangThai: 'da_duyet', at: '2026-11-29T08:00:00+07:00', may: false },
    { trangThai: 'tu_choi', at: '2026-11-29T08:00:00+07:00', may: false },
  ])('withdrawing a $trangThai cancellation of 30/11 at $at: $may', ({ trangThai, at, may }) => {
    expect(mayWithdraw({ trangThai, ngay: '2026-11-30' }, new Date(at), '09:00')).toBe(may);
  });

  it('counts meals to cook without the accepted cancellations', () => {
    const total = addMeals(zeroMeals(), {
      dangKy: 30,
      huyDungHan: 2,
      huyMuon: 1,
      choDuyet: 1,
      tuChoi: 1,
      hoanTien: 90_000,
      daPhucVu: null,
    });
    expect(total).toMatchObject({ dangKy: 30, suatNau: 27, hoanTien: 90_000, choDuyet: 1, daPhucVu: null });
    const served = addMeals(addMeals(total, { ...zeroMeals(), daPhucVu: 26 }), { ...zeroMeals(), daPhucVu: null });
    expect(served.daPhucVu).toBe(26);
  });
});
