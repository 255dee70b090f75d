import { TRANG_THAI_HO_SO, type TrangThaiHoSo } from '@hpl/shared';
import { describe, expect, it } from 'vitest';
import { acceptsType, mayScore, nextYearName, rubricTotal, transitionProblem } from './tuyen-sinh.policy';

const allowed: [TrangThaiHoSo, TrangThaiHoSo][] = [
  ['daNop', 'dangXet'],
  ['dangXet', 'henKiemTra'],
  ['dangXet', 'daDanhGia'],
  ['henKiemTra', 'daDanhGia'],
  ['daDanhGia', 'trungTuyen'],
  ['daDanhGia', 'danhSachCho'],
  ['daDanhGia', 'khongTrungTuyen'],
  ['danhSachCho', 'trungTuyen'],
  ['danhSachCho', 'khongTrungTuyen'],
  ['daNop', 'daRut'],
  ['trungTuyen', 'daRut'],
];

describe('admissions policy', () => {
  it.each(allowed)('%s → %s is allowed', (from, to) => {
    expect(transitionProblem(from, to, '2027-03-01T08:00:00+07:00')).toBeNull();
  });

  it('refuses every other step, and enrolment outside its endpoint', () => {
    const ok = new Set(allowed.map(([a, b]) => `${a}>${b}`));
    for (const from of TRANG_THAI_HO_SO) {
      for (const to of TRANG_THAI_HO_SO) {
        if (ok.has(`${from}>${to}`) || (to === 'daRut' && !['khongTrungTuyen', 'daNhapHoc', 'daRut'].includes(from)))
          continue;
        expect(transitionProblem(from, to, '2027-03-01T08:00:00+07:00'), `${from} → ${to}`).toBe(
          'tuyenSinh.chuyen.invalid',
        );
      }
    }
  });

  it('needs a date to schedule the entrance test', () => {
    expect(transitionProblem('dangXet', 'henKiemTra', null)).toBe('tuyenSinh.lichKiemTra.required');
  });

  it('scores only before the decision, as the mean of the rubric', () => {
    expect(mayScore('dangXet')).toBe(true);
    expect(mayScore('trungTuyen')).toBe(false);
    expect(rubricTotal({ hocLuc: 4, kiemTraDauVao: 5, phongVan: 3, phuHopChuongTrinh: 4 })).toBe(4);
  });

  it('types documents from their bytes: the photo an image, scans a PDF or an image', () => {
    expect(acceptsType('anhThe', 'application/pdf')).toBe(false);
    expect(acceptsType('anhThe', 'image/png')).toBe(true);
    expect(acceptsType('hocBa', 'application/pdf')).toBe(true);
    expect(acceptsType('giayKhaiSinh', null)).toBe(false);
  });

  it('names the next school year', () => {
    expect(nextYearName('2026-2027', '2026-11-28')).toBe('2027-2028');
    expect(nextYearName(undefined, '2026-11-28')).toBe('2027-2028');
  });
});
