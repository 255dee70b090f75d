import {
  BIEN_PHAP,
  BIEN_PHAP_THEO_CAP,
  bienPhapChoPhep,
  bienPhapDeXuat,
  MUC_DO_CUA_BIEN_PHAP,
  trangThaiTuKiemDiem,
} from '@hpl/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canTransition,
  mayDecide,
  mayRecordGuardian,
  mayRecordOwnAccount,
  mayWriteSelfReview,
  scopeOf,
  visibleStudents,
} from './vi-pham-hoc-sinh.policy';
import { measureFits } from './vi-pham-hoc-sinh.service';

const user = (over: Partial<Parameters<typeof scopeOf>[0]> = {}) => ({
  accountId: 7,
  roles: ['GiaoVien'],
  permissions: [] as string[],
  nhanVienId: 70,
  hocSinhId: null,
  ...over,
});
const office = user({ accountId: 9, permissions: ['DoanDoi.QuanLyNenNep'] });
const student = user({ accountId: 3, roles: ['HocSinh'], nhanVienId: null, hocSinhId: 30 });

describe('incident policy', () => {
  it.each([
    ['the office sees every incident', office, { kind: 'all' }],
    [
      'a teacher what they reported and their homeroom students’',
      user(),
      { kind: 'staff', accountId: 7, nhanVienId: 70 },
    ],
    ['a student their own', student, { kind: 'student', hocSinhId: 30 }],
    ['an inspector none', user({ roles: ['ThanhTra'] }), { kind: 'none' }],
  ])('%s', (_name, who, scope) => {
    expect(scopeOf(who)).toEqual(scope);
  });

  it.each([
    ['da_bao_cao', 'xacMinh', true],
    ['da_bao_cao', 'xacNhan', false],
    ['da_xac_minh', 'xacNhan', true],
    ['da_xac_minh', 'boQua', true],
    ['da_bao_cao', 'boQua', true],
    ['da_xac_nhan', 'boQua', false],
    ['bo_qua', 'xacNhan', false],
  ] as const)('from %s, %s is %s', (from, action, allowed) => {
    expect(canTransition(from, action)).toBe(allowed);
    expect(mayDecide(office, from, action)).toBe(allowed);
    expect(mayDecide(user(), from, action)).toBe(false);
  });

  it('lets the office or the student themself record the student’s account before a decision only', () => {
    expect(mayRecordOwnAccount(office, 'da_bao_cao', 30)).toBe(true);
    expect(mayRecordOwnAccount(student, 'da_xac_minh', 30)).toBe(true);
    expect(mayRecordOwnAccount(student, 'da_xac_minh', 31)).toBe(false);
    expect(mayRecordOwnAccount(student, 'da_xac_nhan', 30)).toBe(false);
    expect(mayRecordOwnAccount(user(), 'da_bao_cao', 30)).toBe(false);
  });

  it('withholds the other students of a group incident from a student, not from staff', () => {
    const group = [{ id: 30 }, { id: 31 }, { id: 32 }];
    expect(visibleStudents(scopeOf(student), group)).toEqual([{ id: 30 }]);
    expect(visibleStudents(scopeOf(user()), group)).toEqual(group);
  });
});

describe('Circular 19/2025 measures (property)', () => {
  const levels = fc.array(fc.constantFrom('tieu_hoc', 'thcs', 'thpt'), { minLength: 1, maxLength: 5 });
  const anyMeasure = fc.oneof(
    fc.constantFrom(...BIEN_PHAP, 'dinh_chi_hoc', 'buoc_thoi_hoc', 'khien_trach', 'canh_cao', 'dinh_chi_1_tuan', ''),
    fc.string(),
  );
  const code = fc.record({ diem: fc.integer({ min: -20, max: 10 }), mucDo: fc.constantFrom(1, 2, 3) });
  const fault = fc
    .tuple(fc.array(code, { minLength: 0, maxLength: 4 }), fc.constantFrom(1, 2, 3))
    .map(([codes, mucDo]) => [...codes, { diem: -1, mucDo }]);

  it('records a measure for a fault only when the circular lists it for every student’s level and the violation’s', () => {
    fc.assert(
      fc.property(fault, anyMeasure, levels, (codes, measure, caps) => {
        const level = Math.max(...codes.filter((c) => c.diem < 0).map((c) => c.mucDo));
        const allowed = caps.every(
          (cap) =>
            (BIEN_PHAP_THEO_CAP[cap as keyof typeof BIEN_PHAP_THEO_CAP] as readonly string[]).includes(measure) &&
            (cap === 'tieu_hoc' || MUC_DO_CUA_BIEN_PHAP[measure as keyof typeof MUC_DO_CUA_BIEN_PHAP] <= level),
        );
        expect(measureFits(codes, measure, caps)).toBe(allowed);
      }),
    );
  });

  it('lets the level of the violation choose the secondary measure: 1 reminder, 2 criticism, 3 self-review', () => {
    expect(bienPhapChoPhep(['thpt'], 1)).toEqual(['nhac_nho']);
    expect(bienPhapChoPhep(['thcs'], 2)).toEqual(['nhac_nho', 'phe_binh']);
    expect(bienPhapChoPhep(['thpt'], 3)).toEqual(['nhac_nho', 'phe_binh', 'tu_kiem_diem']);
    expect([1, 2, 3].map((m) => bienPhapDeXuat(['thpt'], m))).toEqual(['nhac_nho', 'phe_binh', 'tu_kiem_diem']);
    // Primary pupils: reminder and apology at any level; the reminder is proposed first.
    expect(bienPhapChoPhep(['tieu_hoc'], 3)).toEqual(['nhac_nho', 'yeu_cau_xin_loi']);
    expect(bienPhapDeXuat(['tieu_hoc'], 3)).toBe('nhac_nho');
    expect(measureFits([{ diem: -2, mucDo: 1 }], 'tu_kiem_diem', ['thpt'])).toBe(false);
    expect(
      measureFits(
        [
          { diem: -2, mucDo: 1 },
          { diem: -5, mucDo: 3 },
        ],
        'tu_kiem_diem',
        ['thpt'],
      ),
    ).toBe(true);
    // A good deed's level does not count.
    expect(
      measureFits(
        [
          { diem: -2, mucDo: 1 },
          { diem: 5, mucDo: 3 },
        ],
        'phe_binh',
        ['thpt'],
      ),
    ).toBe(false);
  });

  it('never allows suspension or expulsion, at any level', () => {
    fc.assert(
      fc.property(levels, (caps) => {
        for (const measure of ['dinh_chi_hoc', 'buoc_thoi_hoc', 'dinh_chi_1_tuan', 'buoc_thoi_hoc_1_nam']) {
          expect(measureFits([{ diem: -5, mucDo: 3 }], measure, caps)).toBe(false);
        }
        expect(bienPhapChoPhep(caps).every((m) => (BIEN_PHAP as readonly string[]).includes(m))).toBe(true);
      }),
    );
  });

  it('offers primary pupils reminder and apology, secondary students reminder, criticism and self-review', () => {
    expect(bienPhapChoPhep(['tieu_hoc'])).toEqual(['nhac_nho', 'yeu_cau_xin_loi']);
    expect(bienPhapChoPhep(['thpt'])).toEqual(['nhac_nho', 'phe_binh', 'tu_kiem_diem']);
    expect(bienPhapChoPhep(['tieu_hoc', 'thcs'])).toEqual(['nhac_nho']);
    expect(measureFits([{ diem: 5, mucDo: 1 }], null, ['thpt'])).toBe(true);
    expect(measureFits([{ diem: 5, mucDo: 1 }], 'nhac_nho', ['thpt'])).toBe(false);
    expect(measureFits([{ diem: -5, mucDo: 2 }], null, ['thpt'])).toBe(false);
  });
});

describe('self-review policy', () => {
  const confirmed = { trangThai: 'da_xac_nhan', bienPhap: 'tu_kiem_diem' };
  const st = (daViet: boolean, daXacNhan: boolean, khieuNaiChapNhan = false) => ({
    daViet,
    daXacNhan,
    khieuNaiChapNhan,
  });
  it.each([
    ['awaits the student first', confirmed, st(false, false), 'cho_hoc_sinh'],
    ['then the guardian', confirmed, st(true, false), 'cho_phu_huynh'],
    ['and is done once the guardian confirmed', confirmed, st(true, true), 'hoan_thanh'],
    ['is not asked by another measure', { ...confirmed, bienPhap: 'phe_binh' }, st(false, false), null],
    ['nor before the confirmation', { ...confirmed, trangThai: 'da_xac_minh' }, st(false, false), null],
    ['nor of a student whose appeal was accepted', confirmed, st(false, false, true), null],
  ])('%s', (_name, incident, student, status) => {
    expect(trangThaiTuKiemDiem(incident, student)).toBe(status);
  });

  it.each([
    ['the student writes their own', scopeOf(student), 30, 'cho_hoc_sinh', true],
    ['not another student’s', scopeOf(student), 31, 'cho_hoc_sinh', false],
    ['once only', scopeOf(student), 30, 'cho_phu_huynh', false],
    ['never staff for them', scopeOf(office), 30, 'cho_hoc_sinh', false],
  ] as const)('%s', (_name, scope, hocSinhId, status, allowed) => {
    expect(mayWriteSelfReview(scope, hocSinhId, status)).toBe(allowed);
  });

  it.each([
    ['the homeroom teacher records the guardian’s confirmation', user(), 70, 'cho_phu_huynh', true],
    ['the office too', office, 12, 'cho_phu_huynh', true],
    ['not another teacher', user(), 12, 'cho_phu_huynh', false],
    ['not the student', student, 70, 'cho_phu_huynh', false],
    ['not before the self-review is written', user(), 70, 'cho_hoc_sinh', false],
    ['not twice', office, 70, 'hoan_thanh', false],
  ] as const)('%s', (_name, who, gvcnId, status, allowed) => {
    expect(mayRecordGuardian(who, gvcnId, status)).toBe(allowed);
  });
});
