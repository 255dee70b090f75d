import { and, asc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { heHoc, hocSinh, khoi, lopQuanLy, lopQuanLyHocSinh, namHoc, nhanVien } from '../../db/schema';
import { byNameKey } from '../../lib/name-order';
import { avatarKeyOf } from '../../lib/uploads';
import { activeYearId } from '../nam-hoc';

/** Students of a class: current ones (open enrolment) or, for a finished year, those who stayed to its end. */
export async function listStudentsOfClass(db: DbOrTx, classId: number) {
  return db
    .select({
      hocSinhId: hocSinh.id,
      maHocSinh: hocSinh.maHocSinh,
      hoTen: hocSinh.hoTen,
      gioiTinh: hocSinh.gioiTinh,
      ngaySinh: hocSinh.ngaySinh,
      tuNgay: lopQuanLyHocSinh.tuNgay,
      denNgay: lopQuanLyHocSinh.denNgay,
    })
    .from(lopQuanLyHocSinh)
    .innerJoin(hocSinh, eq(hocSinh.id, lopQuanLyHocSinh.hocSinhId))
    .innerJoin(lopQuanLy, eq(lopQuanLy.id, lopQuanLyHocSinh.lopQuanLyId))
    .innerJoin(namHoc, eq(namHoc.id, lopQuanLy.namHocId))
    .where(
      and(
        eq(lopQuanLyHocSinh.lopQuanLyId, classId),
        isNull(hocSinh.deletedAt),
        sql`(${lopQuanLyHocSinh.denNgay} is null or ${lopQuanLyHocSinh.denNgay} >= coalesce(${namHoc.ngayKetThuc}, ${lopQuanLyHocSinh.denNgay}))`,
      ),
    )
    .orderBy(asc(byNameKey(hocSinh.hoTenSapXep)), asc(hocSinh.id));
}

/** A class's current students with their photo key (the homeroom teacher's class list). */
export function listRosterOfClass(db: DbOrTx, classId: number) {
  return db
    .select({
      hocSinhId: hocSinh.id,
      maHocSinh: hocSinh.maHocSinh,
      hoTen: hocSinh.hoTen,
      gioiTinh: hocSinh.gioiTinh,
      ngaySinh: hocSinh.ngaySinh,
      anhDaiDien: avatarKeyOf(hocSinh.anhDaiDien),
    })
    .from(lopQuanLyHocSinh)
    .innerJoin(hocSinh, eq(hocSinh.id, lopQuanLyHocSinh.hocSinhId))
    .where(and(eq(lopQuanLyHocSinh.lopQuanLyId, classId), isNull(lopQuanLyHocSinh.denNgay), isNull(hocSinh.deletedAt)))
    .orderBy(asc(byNameKey(hocSinh.hoTenSapXep)), asc(hocSinh.id));
}

/** The classes a teacher is homeroom teacher of in one year. */
export function listHomeroomsOf(db: DbOrTx, nhanVienId: number, namHocId: number | SQL) {
  return db
    .select({ id: lopQuanLy.id, tenLop: lopQuanLy.tenLop })
    .from(lopQuanLy)
    .where(and(eq(lopQuanLy.gvcnId, nhanVienId), eq(lopQuanLy.namHocId, namHocId)))
    .orderBy(asc(lopQuanLy.tenLop), asc(lopQuanLy.id));
}

/** The classes a teacher is homeroom teacher of in the active year, with their grade level and year. */
export function listActiveHomeroomsOf(db: DbOrTx, nhanVienId: number) {
  return db
    .select({ id: lopQuanLy.id, tenLop: lopQuanLy.tenLop, khoiId: lopQuanLy.khoiId, namHocId: lopQuanLy.namHocId })
    .from(lopQuanLy)
    .where(and(eq(lopQuanLy.gvcnId, nhanVienId), eq(lopQuanLy.namHocId, activeYearId())))
    .orderBy(asc(lopQuanLy.tenLop), asc(lopQuanLy.id));
}

/** A class's homeroom teacher (id and name), or undefined for an unknown class. */
export async function findHomeroomTeacher(db: DbOrTx, classId: number) {
  const [row] = await db
    .select({ gvcnId: lopQuanLy.gvcnId, hoTen: nhanVien.hoTen })
    .from(lopQuanLy)
    .leftJoin(nhanVien, eq(nhanVien.id, lopQuanLy.gvcnId))
    .where(eq(lopQuanLy.id, classId));
  return row;
}

/** A class's name and year, or undefined. */
export async function findClass(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: lopQuanLy.id, tenLop: lopQuanLy.tenLop, namHocId: lopQuanLy.namHocId })
    .from(lopQuanLy)
    .where(eq(lopQuanLy.id, id));
  return row;
}

/** The classes of a year (id and name), e.g. to resolve class names in an import. */
export function listClassNamesOfYear(db: DbOrTx, namHocId: number) {
  return db
    .select({ id: lopQuanLy.id, tenLop: lopQuanLy.tenLop })
    .from(lopQuanLy)
    .where(eq(lopQuanLy.namHocId, namHocId));
}

/**
 * The classes of a year with their grade level (id and number 1–12), programme code and how many students are
 * enrolled now (wellbeing response rates, admissions' enrolment).
 */
export function listClassSizesOfYear(db: DbOrTx, namHocId: number) {
  return db
    .select({
      lopId: lopQuanLy.id,
      tenLop: lopQuanLy.tenLop,
      khoiId: lopQuanLy.khoiId,
      khoiThuTu: khoi.thuTu,
      heHocMa: heHoc.ma,
      soHocSinh: sql<number>`count(${lopQuanLyHocSinh.id})`.mapWith(Number),
    })
    .from(lopQuanLy)
    .innerJoin(khoi, eq(khoi.id, lopQuanLy.khoiId))
    .innerJoin(heHoc, eq(heHoc.id, lopQuanLy.heHocId))
    .leftJoin(lopQuanLyHocSinh, and(eq(lopQuanLyHocSinh.lopQuanLyId, lopQuanLy.id), isNull(lopQuanLyHocSinh.denNgay)))
    .where(eq(lopQuanLy.namHocId, namHocId))
    .groupBy(lopQuanLy.id, khoi.thuTu, heHoc.ma)
    .orderBy(asc(lopQuanLy.tenLop));
}

/** The homeroom teachers of a year with their classes' names (the homeroom reduction of teaching loads). */
export function listHomeroomTeachersOfYear(db: DbOrTx, namHocId: number) {
  return db
    .select({ gvcnId: sql<number>`${lopQuanLy.gvcnId}`, tenLop: lopQuanLy.tenLop })
    .from(lopQuanLy)
    .where(and(eq(lopQuanLy.namHocId, namHocId), isNotNull(lopQuanLy.gvcnId)))
    .orderBy(asc(lopQuanLy.tenLop));
}

/** A student's homeroom class of the active year (open enrolment), with its grade level, year and homeroom teacher. */
export async function findHomeroomOfStudent(db: DbOrTx, hocSinhId: number) {
  const [row] = await db
    .select({
      id: lopQuanLy.id,
      tenLop: lopQuanLy.tenLop,
      khoiId: lopQuanLy.khoiId,
      namHocId: lopQuanLy.namHocId,
      tenNamHoc: namHoc.tenNamHoc,
      gvcnId: lopQuanLy.gvcnId,
      gvcnTen: nhanVien.hoTen,
      gvcnAnh: avatarKeyOf(nhanVien.anhDaiDien),
    })
    .from(lopQuanLyHocSinh)
    .innerJoin(lopQuanLy, eq(lopQuanLy.id, lopQuanLyHocSinh.lopQuanLyId))
    .innerJoin(namHoc, eq(namHoc.id, lopQuanLy.namHocId))
    .leftJoin(nhanVien, eq(nhanVien.id, lopQuanLy.gvcnId))
    .where(
      and(
        eq(lopQuanLyHocSinh.hocSinhId, hocSinhId),
        isNull(lopQuanLyHocSinh.denNgay),
        eq(lopQuanLy.namHocId, activeYearId()),
      ),
    )
    .limit(1);
  return row;
}

/** The students of a class now: id, name and photo only (what classmates may see of each other). */
export function listClassmates(db: DbOrTx, classId: number) {
  return db
    .select({ id: hocSinh.id, hoTen: hocSinh.hoTen, anhDaiDien: avatarKeyOf(hocSinh.anhDaiDien) })
    .from(lopQuanLyHocSinh)
    .innerJoin(hocSinh, eq(hocSinh.id, lopQuanLyHocSinh.hocSinhId))
    .where(and(eq(lopQuanLyHocSinh.lopQuanLyId, classId), isNull(lopQuanLyHocSinh.denNgay), isNull(hocSinh.deletedAt)))
    .orderBy(asc(byNameKey(hocSinh.hoTenSapXep)), asc(hocSinh.id));
}

/** The classes of a year with their room and homeroom teacher (the timetable places lessons in the class's room). */
export function listClassesWithRoomOfYear(db: DbOrTx, namHocId: number) {
  return db
    .select({ id: lopQuanLy.id, tenLop: lopQuanLy.tenLop, phongId: lopQuanLy.phongId, gvcnId: lopQuanLy.gvcnId })
    .from(lopQuanLy)
    .where(eq(lopQuanLy.namHocId, namHocId))
    .orderBy(asc(lopQuanLy.tenLop), asc(lopQuanLy.id));
}
