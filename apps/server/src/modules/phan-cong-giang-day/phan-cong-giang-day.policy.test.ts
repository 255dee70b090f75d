import { DEFAULT_CAI_DAT_PHAN_CONG } from '@hpl/shared';
import { describe, expect, it } from 'vitest';
import {
  type CopyCandidate,
  matchPreviousYear,
  NO_DUTIES,
  settingsOf,
  withPersonalReductions,
} from './phan-cong-giang-day.policy';

const cls = (
  id: number,
  tenLop: string,
  monHocId: number,
  khoiId: number | null,
  teachers: number[] = [],
  tenLopQuanLy: string | null = '10A1',
) =>
  ({
    id,
    tenLop,
    monHocId,
    khoiId,
    tenLopQuanLy,
    giaoVien: teachers.map((t) => ({ id: t, hoTen: `GV ${t}` })),
  }) as CopyCandidate;

describe('phan-cong-giang-day policy: settings', () => {
  it.each([
    ['nothing stored', undefined, DEFAULT_CAI_DAT_PHAN_CONG],
    ['weeks only', { soTuanNam: 37 }, { ...DEFAULT_CAI_DAT_PHAN_CONG, soTuanNam: 37 }],
    [
      'one level norm',
      { dinhMuc: { thpt: 15 } },
      { ...DEFAULT_CAI_DAT_PHAN_CONG, dinhMuc: { ...DEFAULT_CAI_DAT_PHAN_CONG.dinhMuc, thpt: 15 } },
    ],
  ] as const)('%s', (_label, stored, expected) => {
    expect(settingsOf(stored as never)).toEqual(expected);
  });
});

describe('phan-cong-giang-day policy: copying last year', () => {
  const previous = [
    cls(1, 'Toán - 10A', 7, 10, [100]),
    cls(2, 'Văn - 10A', 8, 10, [101]),
    cls(3, 'Anh - 10A', 9, 10, []),
    cls(4, 'Lý - 11A', 10, 11, [102]),
    cls(5, 'Lý - 11A', 10, 11, [103]),
    cls(6, 'Hoá - 12A', 11, 12, [104]),
    cls(7, 'Tin - nhóm 1', 13, null, [105], null),
  ];
  it.each([
    ['same subject, name and grade', cls(10, 'Toán - 10A', 7, 10), 1],
    ['names compared without case and outer spaces', cls(11, ' toán - 10a ', 7, 10), 1],
    ['another subject with the same name', cls(12, 'Toán - 10A', 99, 10), null],
    ['another grade', cls(13, 'Văn - 10A', 8, 11), null],
    ['grade unknown on one side', cls(14, 'Văn - 10A', 8, null), 2],
    ['last year had no teacher', cls(15, 'Anh - 10A', 9, 10), null],
    ['ambiguous: two classes of that name last year', cls(16, 'Lý - 11A', 10, 11), null],
    ['no class of that name last year', cls(17, 'Sinh - 10A', 12, 10), null],
    ['another homeroom class', cls(18, 'Toán - 10A', 7, 10, [], '10A2'), null],
    ['a homeroom class on one side only', cls(19, 'Hoá - 12A', 11, 12, [], null), null],
    ['a group without homeroom class on both sides', cls(20, 'Tin - nhóm 1', 13, null, [], null), 7],
  ])('%s', (_label, current, fromId) => {
    const pairs = matchPreviousYear([current], previous);
    expect(pairs.map((p) => p.from.id)[0] ?? null).toBe(fromId);
  });
});

describe('withPersonalReductions', () => {
  it.each([
    [{}, false],
    [{ toTruong: true, toPho: true }, false],
    [{ conNho: true }, true],
    [{ tapSu: true }, true],
    [{ giamTruKhac: 2 }, true],
    [{ ghiChu: 'Ốm dài ngày' }, true],
  ])('%o is personal: %s', (duties, personal) => {
    expect(withPersonalReductions([{ nhanVienId: 7, nhiemVu: { ...NO_DUTIES, ...duties } }])).toEqual(
      personal ? [7] : [],
    );
  });
});
