import { type AnyColumn, and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  diemVnMonHoc,
  heHoc,
  hocSinh,
  khoi,
  lopMonHoc,
  lopMonHocGiaoVien,
  lopMonHocHocSinh,
  lopQuanLy,
  monHoc,
  namHoc,
  nhanVien,
  truongHoc,
} from '../../db/schema';
import { byNameKey } from '../../lib/name-order';

// Where scope is enforced in diem-vn: lists take the caller's scope as a filter (`listClasses` the teacher's
// `nhanVienId` for `cuaToi`, `listHomerooms` the homeroom teacher, `listChangeRequests` the requester; `tatCa`
// answers 403 to anyone but the office), and every `:id` route resolves its row once in the service through a
// scoped lookup (`loadClass`, `loadClassForWrite`, `loadHomeroom`, `reportRelationOf`; change requests are decided by the
// office only) that answers 404 outside the caller's scope, before the id-taking queries of these repositories run. This file holds what the
// resources share: subject classes' facts, memberships, students and the school header.

/** Secondary grade levels: Circular 22 mark books. Primary (Circular 27) is rated, not marked. */
export const SECONDARY_CAPS = ['thcs', 'thpt'];

/** Vietnamese order of people (given name, then the rest): the stored key, see `nameSortKey`. */
export const byGivenName = () => [asc(byNameKey(hocSinh.hoTenSapXep))];

/**
 * Who belongs to a class: open memberships and, once its year has ended, those that ran to the year's last day
 * (students promoted or leaving at the year end), so a finished year's mark books and summaries keep their students.
 * Takes the membership's columns (a subject class's or a homeroom class's).
 */
export const subjectMemberAtYearEnd = (denNgay: SQL | AnyColumn, lopMonHocId: SQL | AnyColumn) =>
  sql`(${denNgay} is null or ${denNgay} >= (select y.ngay_ket_thuc from ${namHoc} y
    join ${lopMonHoc} yc on yc.nam_hoc_id = y.id where yc.id = ${lopMonHocId}))`;
export const teacherIdsOf = sql<number[]>`coalesce((select json_agg(g.nhan_vien_id) from ${lopMonHocGiaoVien} g
  where g.lop_mon_hoc_id = ${lopMonHoc.id}), '[]'::json)`;
export const teacherNamesOf = sql<
  string[]
>`coalesce((select json_agg(n.ho_ten order by n.ho_ten) from ${lopMonHocGiaoVien} g
  join ${nhanVien} n on n.id = g.nhan_vien_id where g.lop_mon_hoc_id = ${lopMonHoc.id}), '[]'::json)`;
export const memberCountOf = sql<number>`(select cast(count(*) as integer) from ${lopMonHocHocSinh} m
  join ${hocSinh} h on h.id = m.hoc_sinh_id
  where m.lop_mon_hoc_id = ${lopMonHoc.id} and ${subjectMemberAtYearEnd(sql`m.den_ngay`, sql`m.lop_mon_hoc_id`)}
    and h.deleted_at is null)`;

/** A subject class's rule row (diem_vn_mon_hoc) for its year, subject and grade level (joins lopMonHoc, lopQuanLy). */
export const subjectRuleOfClass = and(
  eq(diemVnMonHoc.namHocId, lopMonHoc.namHocId),
  eq(diemVnMonHoc.monHocId, lopMonHoc.monHocId),
  eq(diemVnMonHoc.khoiId, lopQuanLy.khoiId),
);
function selectClassFacts(db: DbOrTx) {
  return db
    .select({
      id: lopMonHoc.id,
      tenLop: lopMonHoc.tenLop,
      namHocId: lopMonHoc.namHocId,
      monHocId: lopMonHoc.monHocId,
      maMonHoc: monHoc.maMonHoc,
      tenMonHoc: monHoc.tenMonHoc,
      tenMonHocEn: monHoc.tenMonHocEn,
      khoiId: lopQuanLy.khoiId,
      tenKhoi: khoi.tenKhoi,
      lopQuanLyId: lopMonHoc.lopQuanLyId,
      tenLopQuanLy: lopQuanLy.tenLop,
      hinhThucDanhGia: sql<string>`coalesce(${diemVnMonHoc.hinhThucDanhGia}, ${monHoc.hinhThucDanhGia})`,
      soTietNam: sql<number>`coalesce(${diemVnMonHoc.soTietNam}, ${lopMonHoc.soTietNam})`,
      soDiemTx: diemVnMonHoc.soDiemTx,
      tinhKhenThuong: sql<boolean>`coalesce(${diemVnMonHoc.tinhKhenThuong}, true)`,
      teacherIds: teacherIdsOf,
      giaoVien: teacherNamesOf,
      siSo: memberCountOf,
      isClosed: namHoc.isClosed,
    })
    .from(lopMonHoc)
    .innerJoin(monHoc, eq(monHoc.id, lopMonHoc.monHocId))
    .innerJoin(heHoc, and(eq(heHoc.id, monHoc.heHocId), eq(heHoc.ma, 'VN')))
    .innerJoin(namHoc, eq(namHoc.id, lopMonHoc.namHocId))
    .innerJoin(lopQuanLy, eq(lopQuanLy.id, lopMonHoc.lopQuanLyId))
    .innerJoin(khoi, and(eq(khoi.id, lopQuanLy.khoiId), inArray(khoi.capHoc, SECONDARY_CAPS)))
    .leftJoin(diemVnMonHoc, subjectRuleOfClass)
    .$dynamic();
}
export type ClassFacts = Awaited<ReturnType<typeof findClass>> & {};

export async function findClass(db: DbOrTx, id: number) {
  const [row] = await selectClassFacts(db).where(eq(lopMonHoc.id, id));
  return row;
}

export function listClasses(
  db: DbOrTx,
  filter: { namHocId: number; khoiId?: number; monHocId?: number; nhanVienId?: number },
) {
  const where: (SQL | undefined)[] = [
    eq(lopMonHoc.namHocId, filter.namHocId),
    filter.khoiId ? eq(lopQuanLy.khoiId, filter.khoiId) : undefined,
    filter.monHocId ? eq(lopMonHoc.monHocId, filter.monHocId) : undefined,
    filter.nhanVienId
      ? sql`exists (select 1 from ${lopMonHocGiaoVien} g where g.lop_mon_hoc_id = ${lopMonHoc.id}
          and g.nhan_vien_id = ${filter.nhanVienId})`
      : undefined,
  ];
  return selectClassFacts(db)
    .where(and(...where))
    .orderBy(asc(khoi.thuTu), asc(lopQuanLy.tenLop), asc(monHoc.tenMonHoc), asc(lopMonHoc.id));
}

/** Students of the class (open memberships; a finished year: those to its end), in Vietnamese name order. */
export function listMembers(db: DbOrTx, lopMonHocId: number) {
  return db
    .select({ id: hocSinh.id, maHocSinh: hocSinh.maHocSinh, hoTen: hocSinh.hoTen })
    .from(lopMonHocHocSinh)
    .innerJoin(hocSinh, eq(hocSinh.id, lopMonHocHocSinh.hocSinhId))
    .where(
      and(
        eq(lopMonHocHocSinh.lopMonHocId, lopMonHocId),
        subjectMemberAtYearEnd(lopMonHocHocSinh.denNgay, lopMonHocHocSinh.lopMonHocId),
        isNull(hocSinh.deletedAt),
      ),
    )
    .orderBy(...byGivenName(), asc(hocSinh.id));
}

export async function findStudent(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: hocSinh.id, maHocSinh: hocSinh.maHocSinh, hoTen: hocSinh.hoTen })
    .from(hocSinh)
    .where(and(eq(hocSinh.id, id), isNull(hocSinh.deletedAt)));
  return row;
}

/** National-programme secondary subject classes a student belongs to in a year. */
export function listStudentClasses(db: DbOrTx, hocSinhId: number, namHocId: number) {
  return selectClassFacts(db)
    .where(
      and(
        eq(lopMonHoc.namHocId, namHocId),
        sql`exists (select 1 from ${lopMonHocHocSinh} m where m.lop_mon_hoc_id = ${lopMonHoc.id}
          and m.hoc_sinh_id = ${hocSinhId})`,
      ),
    )
    .orderBy(asc(monHoc.tenMonHoc));
}

/** The national-programme subject classes taught to a homeroom class. */
export function listClassesOfHomeroom(db: DbOrTx, lopQuanLyId: number) {
  return selectClassFacts(db).where(eq(lopMonHoc.lopQuanLyId, lopQuanLyId)).orderBy(asc(monHoc.tenMonHoc));
}

/** The school's name and address for report-card headers (the first school record). */
export async function findSchool(db: DbOrTx) {
  const [row] = await db
    .select({ tenTruong: truongHoc.tenTruong, diaChi: truongHoc.diaChi })
    .from(truongHoc)
    .orderBy(asc(truongHoc.id))
    .limit(1);
  return row ?? { tenTruong: '', diaChi: null };
}

export const idsParam = (ids: number[]) =>
  sql`(select cast(x as integer) from json_array_elements_text(${JSON.stringify(ids)}::json) x)`;

/** numeric(3,1) text of a mark held as a number with one decimal. */
export const markText = (mark: number) => {
  const tenths = Math.round(mark * 10);
  return `${Math.floor(tenths / 10)}.${tenths % 10}`;
};
