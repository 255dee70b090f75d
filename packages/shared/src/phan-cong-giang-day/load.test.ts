import { describe, expect, it } from 'vitest';
import { capHocChinhOf, DEFAULT_CAI_DAT_PHAN_CONG as D, giamTruOf, taiGiangDayOf, tietTuanOf } from './load';

const none = { toTruong: false, toPho: false, tapSu: false, conNho: false, giamTruKhac: 0 };

describe('teaching load (Circular 05/2025)', () => {
  it('turns periods per year into periods per week', () => {
    expect(tietTuanOf(140, 35)).toBe(4);
    expect(tietTuanOf(100, 35)).toBe(2.86);
    expect(tietTuanOf(100, 0)).toBe(0);
  });

  it.each([
    ['no duty', 'thcs', none, false, 0],
    ['homeroom', 'thpt', none, true, 4],
    ['head of group', 'thcs', { ...none, toTruong: true }, false, 3],
    ['deputy head', 'thcs', { ...none, toPho: true }, false, 1],
    ['probationary', 'thcs', { ...none, tapSu: true }, false, 2],
    ['mother of an infant, secondary', 'thpt', { ...none, conNho: true }, false, 3],
    ['mother of an infant, primary', 'tieu_hoc', { ...none, conNho: true }, false, 4],
    ['homeroom head with other duties', 'thcs', { ...none, toTruong: true, giamTruKhac: 2 }, true, 9],
  ] as const)('reductions: %s', (_label, cap, duties, homeroom, expected) => {
    expect(giamTruOf(D, cap, duties, homeroom)).toBe(expected);
  });

  it('compares the weekly load with the reduced norm and the 50 % cap', () => {
    const homeroom = taiGiangDayOf(D, { capHoc: 'thpt', nhiemVu: none, laChuNhiem: true, soTietNam: 17 * 35 });
    expect(homeroom).toMatchObject({ dinhMucCap: 17, tongGiamTru: 4, dinhMuc: 13, tietTuan: 17, chenhLech: 4 });
    expect(homeroom.toiDa).toBe(19.5);
    expect(homeroom.vuotTran).toBe(false);
    const overloaded = taiGiangDayOf(D, { capHoc: 'thcs', nhiemVu: none, laChuNhiem: false, soTietNam: 29 * 35 });
    expect(overloaded).toMatchObject({ dinhMuc: 19, toiDa: 28.5, vuotTran: true });
  });

  it('keeps a yearly ledger: planned + reductions − yearly norm, warning at 200', () => {
    const under = taiGiangDayOf(D, { capHoc: 'thcs', nhiemVu: none, laChuNhiem: true, soTietNam: 15 * 35 });
    expect(under).toMatchObject({
      tietNam: 525,
      giamTruNam: 140,
      dinhMucNam: 665,
      tietThem: 0,
      canhBaoTietThem: false,
    });
    const many = taiGiangDayOf(D, { capHoc: 'thpt', nhiemVu: none, laChuNhiem: false, soTietNam: 23 * 35 });
    expect(many.tietThem).toBe(210);
    expect(many.canhBaoTietThem).toBe(true);
  });

  it('never reduces the norm below zero', () => {
    const r = taiGiangDayOf(D, {
      capHoc: 'thpt',
      nhiemVu: { ...none, toTruong: true, giamTruKhac: 30 },
      laChuNhiem: true,
      soTietNam: 0,
    });
    expect(r.dinhMuc).toBe(0);
    expect(r.giamTruNam).toBe(17 * 35);
  });

  it('takes the level most of a teacher’s classes belong to', () => {
    expect(capHocChinhOf(['thpt', 'thcs', 'thpt', null])).toBe('thpt');
    expect(capHocChinhOf([])).toBe('thcs');
    expect(capHocChinhOf([null], 'tieu_hoc')).toBe('tieu_hoc');
  });
});
