import { describe, expect, it } from 'vitest';
import { decideMarkWrite, decideMove, isEntryOpen, movesOf, type ResultRights, resultRightsOf } from './ket-qua.policy';

const teacher = { permissions: [] as string[], nhanVienId: 7 };
const office = { permissions: ['QuanLyDiemCam'], nhanVienId: null };
const facts = (extra: Partial<Parameters<typeof resultRightsOf>[1]> = {}) => ({
  teacherIds: [7],
  headIds: [9],
  nguoiNhapIds: [],
  nguoiKiemTraIds: [],
  ...extra,
});

describe('resultRightsOf', () => {
  it.each([
    ['the class teacher enters', teacher, facts(), { quanLy: false, nhap: true, kiemTra: false }],
    [
      'the head of department checks',
      { permissions: [], nhanVienId: 9 },
      facts(),
      { quanLy: false, nhap: false, kiemTra: true },
    ],
    ['the office does everything', office, facts(), { quanLy: true, nhap: true, kiemTra: true }],
    ['anyone else: 404', { permissions: [], nhanVienId: 3 }, facts(), null],
    ['no staff record: 404', { permissions: [], nhanVienId: null }, facts(), null],
    [
      'named enterers replace the teachers (who still see it)',
      teacher,
      facts({ nguoiNhapIds: [3] }),
      { quanLy: false, nhap: false, kiemTra: false },
    ],
    [
      'a named enterer',
      { permissions: [], nhanVienId: 3 },
      facts({ nguoiNhapIds: [3] }),
      { quanLy: false, nhap: true, kiemTra: false },
    ],
    ['named checkers replace the head', { permissions: [], nhanVienId: 9 }, facts({ nguoiKiemTraIds: [4] }), null],
    [
      'a named checker',
      { permissions: [], nhanVienId: 4 },
      facts({ nguoiKiemTraIds: [4] }),
      { quanLy: false, nhap: false, kiemTra: true },
    ],
  ])('%s', (_, user, f, expected) => {
    expect(resultRightsOf(user, f)).toEqual(expected);
  });
});

const enterer: ResultRights = { quanLy: false, nhap: true, kiemTra: false };
const checker: ResultRights = { quanLy: false, nhap: false, kiemTra: true };
const manager: ResultRights = { quanLy: true, nhap: true, kiemTra: true };

describe('decideMarkWrite', () => {
  it.each([
    [enterer, 'dangNhap', true, 'ok'],
    [enterer, 'dangNhap', false, 'windowClosed'],
    [manager, 'dangNhap', false, 'ok'],
    [enterer, 'daNop', true, 'notOpen'],
    [manager, 'daKhoa', true, 'notOpen'],
    [checker, 'dangNhap', true, 'forbidden'],
  ] as const)('%o in %s (window open %s) → %s', (rights, state, open, expected) => {
    expect(decideMarkWrite(rights, state, open)).toBe(expected);
  });
});

describe('decideMove', () => {
  it.each([
    [enterer, 'dangNhap', 'daNop', 'ok'],
    [checker, 'dangNhap', 'daNop', 'forbidden'],
    [checker, 'daNop', 'daKiemTra', 'ok'],
    [checker, 'daNop', 'dangNhap', 'ok'],
    [enterer, 'daNop', 'daKiemTra', 'forbidden'],
    [checker, 'daKiemTra', 'daCongBo', 'forbidden'],
    [manager, 'daKiemTra', 'daCongBo', 'ok'],
    [manager, 'daCongBo', 'daKhoa', 'ok'],
    [manager, 'daKhoa', 'daCongBo', 'ok'],
    [manager, 'daKhoa', 'dangNhap', 'invalid'],
    [manager, 'dangNhap', 'daCongBo', 'invalid'],
  ] as const)('%o: %s → %s is %s', (rights, from, to, expected) => {
    expect(decideMove(rights, from, to)).toBe(expected);
  });

  it('lists the moves a caller may make now', () => {
    expect(movesOf(enterer, 'dangNhap')).toEqual(['daNop']);
    expect(movesOf(checker, 'daNop')).toEqual(['daKiemTra', 'dangNhap']);
    expect(movesOf(manager, 'daCongBo')).toEqual(['daKhoa', 'daKiemTra']);
    expect(movesOf(enterer, 'daKhoa')).toEqual([]);
  });
});

describe('isEntryOpen', () => {
  const now = new Date('2026-03-10T08:00:00Z');
  it.each([
    [null, null, true],
    [new Date('2026-03-01'), null, true],
    [new Date('2026-03-11'), null, false],
    [null, new Date('2026-03-10T08:00:00Z'), false],
    [new Date('2026-03-01'), new Date('2026-03-20'), true],
  ])('from %s to %s → %s', (moNhapTu, moNhapDen, expected) => {
    expect(isEntryOpen({ moNhapTu, moNhapDen }, now)).toBe(expected);
  });
});
