import { type CaiDatPhanCong, DEFAULT_CAI_DAT_PHAN_CONG, type NhiemVuGiaoVienRow } from '@hpl/shared';

/*
 * Pure rules of teaching assignment. Who may call is the route authority (the timetable office); the rows are
 * school-wide, so there is no per-caller scope.
 */

/** Stored settings over the defaults: a setting added later keeps its default in years saved before it. */
export function settingsOf(stored: Partial<CaiDatPhanCong> | undefined): CaiDatPhanCong {
  const d = DEFAULT_CAI_DAT_PHAN_CONG;
  return {
    ...d,
    ...stored,
    dinhMuc: { ...d.dinhMuc, ...stored?.dinhMuc },
    giamTru: { ...d.giamTru, ...stored?.giamTru },
  };
}

/** A teacher's duties while none were saved for the year. */
export const NO_DUTIES: NhiemVuGiaoVienRow = {
  capHoc: null,
  toTruong: false,
  toPho: false,
  tapSu: false,
  conNho: false,
  giamTruKhac: 0,
  ghiChu: null,
};

/**
 * The teachers whose personal circumstances a summary shows: infant care, probation, another reduction or a note. Their
 * ids go into the audit row of the read; posts (head or deputy of a department) are not personal.
 */
export function withPersonalReductions(
  teachers: readonly { nhanVienId: number; nhiemVu: NhiemVuGiaoVienRow }[],
): number[] {
  return teachers
    .filter(({ nhiemVu: n }) => n.conNho || n.tapSu || n.giamTruKhac > 0 || !!n.ghiChu)
    .map((g) => g.nhanVienId);
}

export interface CopyCandidate {
  id: number;
  tenLop: string;
  monHocId: number;
  tenLopQuanLy: string | null;
  khoiId: number | null;
  giaoVien: { id: number; hoTen: string }[];
}

/**
 * Pairs this year's subject classes with last year's: the same subject, class name and homeroom class name, and the
 * same grade level when both have one (the teacher of last year's Mathematics of 10A1 keeps 10A1's). A name shared by several classes of last year
 * matches none of them (ambiguous), and last year's classes without teachers are not proposed.
 */
export function matchPreviousYear<T extends CopyCandidate>(current: readonly T[], previous: readonly T[]) {
  const norm = (s: string | null) => (s ?? '').trim().toLowerCase();
  const keyOf = (c: T) => `${c.monHocId}|${norm(c.tenLop)}|${norm(c.tenLopQuanLy)}`;
  const byKey = new Map<string, T[]>();
  for (const p of previous) {
    const key = keyOf(p);
    byKey.set(key, [...(byKey.get(key) ?? []), p]);
  }
  const pairs: { to: T; from: T }[] = [];
  for (const c of current) {
    const found = (byKey.get(keyOf(c)) ?? []).filter(
      (p) => c.khoiId === null || p.khoiId === null || p.khoiId === c.khoiId,
    );
    if (found.length !== 1 || found[0]!.giaoVien.length === 0) continue;
    pairs.push({ to: c, from: found[0]! });
  }
  return pairs;
}
