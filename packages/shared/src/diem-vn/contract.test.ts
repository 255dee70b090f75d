import { describe, expect, it } from 'vitest';
import { zMonHocVnInput } from './contract';
import { NO_PRIMARY_TEST, primaryTestedSubjectFrom, primaryTestedSubjectOf } from './tieu-hoc.contract';

describe('the periodic-test role of a primary subject', () => {
  it('follows the subject code only while never set', () => {
    expect(primaryTestedSubjectFrom(null, 'TOAN-TH')).toBe('Toan');
    expect(primaryTestedSubjectFrom(null, 'MATH5')).toBeNull();
    expect(primaryTestedSubjectFrom('Toan', 'MATH5')).toBe('Toan');
    expect(primaryTestedSubjectFrom(NO_PRIMARY_TEST, 'TOAN-TH')).toBeNull();
    expect(primaryTestedSubjectOf('tv')).toBe('TiengViet');
  });

  it('is optional in the subject settings, null being a set "no periodic test"', () => {
    const base = { namHocId: 1, monHocId: 2, khoiId: 3, hinhThucDanhGia: 'tieu_hoc', soTietNam: 35 };
    const body = { ...base, soDiemTx: null, tinhKhenThuong: true, version: 0 };
    expect(zMonHocVnInput.parse(body).monKiemTra).toBeUndefined();
    expect(zMonHocVnInput.parse({ ...body, monKiemTra: null }).monKiemTra).toBeNull();
    expect(zMonHocVnInput.parse({ ...body, monKiemTra: 'KhoaHoc' }).monKiemTra).toBe('KhoaHoc');
    const refused = zMonHocVnInput.safeParse({ ...body, monKiemTra: NO_PRIMARY_TEST });
    expect(refused.error?.issues[0]?.message).toBe('diemVn.monKiemTra.invalid');
  });
});
