import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { diemVnMonHoc, heHoc, khoi, lopMonHoc, lopQuanLy, monHoc } from '../../db/schema';
import { subjectRuleOfClass } from './diem-vn.repository';

// Subjects' assessment per year and grade level: school-wide master data that only the academic office reads and
// changes (the routes' `config.auth`), so these queries take no scope.

/**
 * Every national-programme subject taught in a grade level of the year (it has subject classes there), with its stored
 * assessment or the defaults: the subject's kind, and periods per year from its classes (or weekly periods × 35).
 */
export function listSubjectAssessments(db: DbOrTx, filter: { namHocId: number; khoiId?: number; monHocId?: number }) {
  return db
    .select({
      monHocId: monHoc.id,
      maMonHoc: monHoc.maMonHoc,
      tenMonHoc: monHoc.tenMonHoc,
      tenMonHocEn: monHoc.tenMonHocEn,
      khoiId: khoi.id,
      tenKhoi: khoi.tenKhoi,
      capHoc: khoi.capHoc,
      hinhThucDanhGia: sql<string>`coalesce(max(${diemVnMonHoc.hinhThucDanhGia}),
        case when ${khoi.capHoc} in ('thcs', 'thpt') then ${monHoc.hinhThucDanhGia} else 'tieu_hoc' end)`,
      soTietNam: sql<number>`cast(coalesce(max(${diemVnMonHoc.soTietNam}), max(${lopMonHoc.soTietNam}),
        ${monHoc.soTietTuan} * 35) as integer)`,
      soDiemTx: sql<number | null>`max(${diemVnMonHoc.soDiemTx})`,
      tinhKhenThuong: sql<boolean>`coalesce(bool_and(${diemVnMonHoc.tinhKhenThuong}), true)`,
      monKiemTra: sql<string | null>`max(${diemVnMonHoc.monKiemTra})`,
      soLop: sql<number>`cast(count(distinct ${lopMonHoc.id}) as integer)`,
      version: sql<number>`coalesce(max(${diemVnMonHoc.version}), 0)`,
    })
    .from(lopMonHoc)
    .innerJoin(monHoc, eq(monHoc.id, lopMonHoc.monHocId))
    .innerJoin(heHoc, and(eq(heHoc.id, monHoc.heHocId), eq(heHoc.ma, 'VN')))
    .innerJoin(lopQuanLy, eq(lopQuanLy.id, lopMonHoc.lopQuanLyId))
    .innerJoin(khoi, eq(khoi.id, lopQuanLy.khoiId))
    .leftJoin(diemVnMonHoc, subjectRuleOfClass)
    .where(
      and(
        eq(lopMonHoc.namHocId, filter.namHocId),
        isNull(monHoc.deletedAt),
        filter.khoiId ? eq(khoi.id, filter.khoiId) : undefined,
        filter.monHocId ? eq(monHoc.id, filter.monHocId) : undefined,
      ),
    )
    .groupBy(monHoc.id, khoi.id)
    .orderBy(asc(khoi.thuTu), asc(monHoc.tenMonHoc));
}

export async function findSubjectAssessmentForUpdate(db: DbOrTx, namHocId: number, monHocId: number, khoiId: number) {
  const [row] = await db
    .select()
    .from(diemVnMonHoc)
    .where(
      and(eq(diemVnMonHoc.namHocId, namHocId), eq(diemVnMonHoc.monHocId, monHocId), eq(diemVnMonHoc.khoiId, khoiId)),
    )
    .for('update');
  return row;
}

export async function writeSubjectAssessment(
  db: DbOrTx,
  current: { id: number; version: number } | undefined,
  row: {
    namHocId: number;
    monHocId: number;
    khoiId: number;
    hinhThucDanhGia: string;
    soTietNam: number;
    soDiemTx: number | null;
    tinhKhenThuong: boolean;
    monKiemTra: string | null;
  },
) {
  const [saved] = current
    ? await db
        .update(diemVnMonHoc)
        .set({ ...row, version: current.version + 1 })
        .where(eq(diemVnMonHoc.id, current.id))
        .returning()
    : // 0 means "no row yet" to clients, so a stored row starts at 1.
      await db
        .insert(diemVnMonHoc)
        .values({ ...row, version: 1 })
        .returning();
  return saved!;
}

/** The subject classes of a subject in a grade level of a year (whose stored averages follow its assessment). */
export async function listClassIdsOfSubject(db: DbOrTx, namHocId: number, monHocId: number, khoiId: number) {
  const rows = await db
    .select({ id: lopMonHoc.id })
    .from(lopMonHoc)
    .innerJoin(lopQuanLy, eq(lopQuanLy.id, lopMonHoc.lopQuanLyId))
    .where(and(eq(lopMonHoc.namHocId, namHocId), eq(lopMonHoc.monHocId, monHocId), eq(lopQuanLy.khoiId, khoiId)));
  return rows.map((r) => r.id);
}
