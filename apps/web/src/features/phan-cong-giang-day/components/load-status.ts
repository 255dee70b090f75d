import type { LopPhanCong, TaiGiaoVien } from '@hpl/shared/phan-cong-giang-day/contract';
import { foldVietnamese } from '@hpl/shared/text-fold';

export type LoadStatus = 'over-cap' | 'over' | 'under' | 'ok' | 'idle';

/** How a teacher's weekly load stands against their norm: past the overload cap, over, under, on it, or no classes. */
export function loadStatusOf(t: Pick<TaiGiaoVien, 'soLop' | 'chenhLech' | 'vuotTran'>): LoadStatus {
  if (t.soLop === 0) return 'idle';
  if (t.vuotTran) return 'over-cap';
  if (t.chenhLech > 0) return 'over';
  if (t.chenhLech < 0) return 'under';
  return 'ok';
}

export const LOAD_COLOR: Record<LoadStatus, string> = {
  'over-cap': 'red',
  over: 'orange',
  under: 'blue',
  ok: 'green',
  idle: 'default',
};

const fold = (text: string) => foldVietnamese(text).trim();

export interface ClassFilter {
  search: string;
  heHoc?: string;
  /** Only classes without a teacher. */
  unassigned?: boolean;
}

/** Client-side filter of the year's classes: name, subject, homeroom class or teacher; programme; unassigned. */
export function filterClasses(rows: readonly LopPhanCong[], f: ClassFilter): LopPhanCong[] {
  const q = fold(f.search);
  return rows.filter(
    (c) =>
      (!f.heHoc || c.maHeHoc === f.heHoc) &&
      (!f.unassigned || c.giaoVien.length === 0) &&
      (!q ||
        [c.tenLop, c.tenMonHoc, c.maMonHoc, c.tenLopQuanLy ?? '', ...c.giaoVien.map((g) => g.hoTen)].some((v) =>
          fold(v).includes(q),
        )),
  );
}

/** Teachers whose name, code or department matches, optionally only those over or under their norm. */
export function filterTeachers(rows: readonly TaiGiaoVien[], search: string, status?: LoadStatus): TaiGiaoVien[] {
  const q = fold(search);
  return rows.filter(
    (t) =>
      (!status || loadStatusOf(t) === status) &&
      (!q || [t.hoTen, t.maNhanVien, t.tenPhongBan ?? ''].some((v) => fold(v).includes(q))),
  );
}
