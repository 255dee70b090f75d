import type { HocSinh, HocSinhListQuery, PhuHuynhInput } from '@hpl/shared';
import { and, asc, desc, eq, inArray, isNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  chuyenTruong,
  chuyenTruongTaiLieu,
  files,
  hocSinh,
  khoi,
  lopQuanLy,
  lopQuanLyHocSinh,
  namHoc,
  phuHuynh,
} from '../../db/schema';
import { asDynamic, countAll, orderByOf, pageOfSelect, unaccentContains } from '../../lib/list';
import { byNameKey } from '../../lib/name-order';
import { avatarKeyOf } from '../../lib/uploads';
import { type Enrolment, endEnrolmentsOn, enrolInClasses } from '../lop-quan-ly';
import { activeYearId } from '../nam-hoc';
import { findStaffAvatar, setStaffAvatar } from '../nhan-vien';

/**
 * One homeroom enrolment per student in a year: the open one, else the latest. Years default to the active one.
 */
export function enrolmentsOfYear(db: DbOrTx, namHocId: number | undefined) {
  return db
    .selectDistinctOn([lopQuanLyHocSinh.hocSinhId], {
      hocSinhId: lopQuanLyHocSinh.hocSinhId,
      lopQuanLyId: lopQuanLyHocSinh.lopQuanLyId,
      tenLop: lopQuanLy.tenLop,
      khoiId: lopQuanLy.khoiId,
      heHocId: lopQuanLy.heHocId,
      tenKhoi: khoi.tenKhoi,
      tenKhoiEn: khoi.tenKhoiEn,
    })
    .from(lopQuanLyHocSinh)
    .innerJoin(lopQuanLy, eq(lopQuanLy.id, lopQuanLyHocSinh.lopQuanLyId))
    .innerJoin(khoi, eq(khoi.id, lopQuanLy.khoiId))
    .where(eq(lopQuanLy.namHocId, namHocId ?? activeYearId()))
    .orderBy(lopQuanLyHocSinh.hocSinhId, desc(sql`${lopQuanLyHocSinh.denNgay} is null`), desc(lopQuanLyHocSinh.tuNgay))
    .as('enrol');
}

export function selectStudents(db: DbOrTx, namHocId: number | undefined, onlyEnrolled: boolean) {
  const enrol = enrolmentsOfYear(db, namHocId);
  const base = db
    .select({
      id: hocSinh.id,
      maHocSinh: hocSinh.maHocSinh,
      hoTen: hocSinh.hoTen,
      gioiTinh: hocSinh.gioiTinh,
      ngaySinh: hocSinh.ngaySinh,
      email: hocSinh.email,
      dienThoai: hocSinh.dienThoai,
      diaChi: hocSinh.diaChi,
      anhDaiDien: avatarKeyOf(hocSinh.anhDaiDien),
      trangThai: sql<'dang_hoc' | 'chuyen_truong' | 'tot_nghiep' | 'thoi_hoc'>`${hocSinh.trangThai}`,
      lopQuanLyId: enrol.lopQuanLyId,
      tenLop: enrol.tenLop,
      khoiId: enrol.khoiId,
      tenKhoi: enrol.tenKhoi,
      tenKhoiEn: enrol.tenKhoiEn,
      version: hocSinh.version,
    })
    .from(hocSinh);
  const joined = onlyEnrolled
    ? base.innerJoin(enrol, eq(enrol.hocSinhId, hocSinh.id))
    : base.leftJoin(enrol, eq(enrol.hocSinhId, hocSinh.id));
  return { enrol, query: joined.$dynamic() };
}

export type HocSinhRow = Awaited<ReturnType<typeof findStudent>>;

export function studentFilters(query: HocSinhListQuery, enrol: ReturnType<typeof enrolmentsOfYear>): SQL | undefined {
  const search = query.search
    ? or(
        unaccentContains(hocSinh.hoTen, query.search),
        unaccentContains(hocSinh.maHocSinh, query.search),
        unaccentContains(hocSinh.email, query.search),
      )
    : undefined;
  return and(
    isNull(hocSinh.deletedAt),
    search,
    query.khoiId ? eq(enrol.khoiId, query.khoiId) : undefined,
    query.heHocId ? eq(enrol.heHocId, query.heHocId) : undefined,
    query.lopQuanLyId ? eq(enrol.lopQuanLyId, query.lopQuanLyId) : undefined,
    query.trangThai ? eq(hocSinh.trangThai, query.trangThai) : undefined,
  );
}

export async function listStudents(db: DbOrTx, query: HocSinhListQuery) {
  const onlyEnrolled = !!(query.namHocId || query.khoiId || query.heHocId || query.lopQuanLyId);
  const probe = selectStudents(db, query.namHocId, onlyEnrolled);
  const where = studentFilters(query, probe.enrol);
  const order = orderByOf(
    query.sort,
    {
      maHocSinh: hocSinh.maHocSinh,
      hoTen: byNameKey(hocSinh.hoTenSapXep),
      ngaySinh: hocSinh.ngaySinh,
      tenLop: probe.enrol.tenLop,
      trangThai: hocSinh.trangThai,
    },
    [asc(byNameKey(hocSinh.hoTenSapXep)), asc(hocSinh.id)],
  );
  return pageOfSelect<HocSinh>(
    db,
    query,
    // Rebuilt per call (drizzle builders mutate); the conditions refer to the subquery by its alias, `enrol`.
    () => asDynamic<HocSinh>(selectStudents(db, query.namHocId, onlyEnrolled).query),
    where,
    order,
  );
}

export async function findStudent(db: DbOrTx, id: number) {
  const { query } = selectStudents(db, undefined, false);
  const [row] = await query.where(and(eq(hocSinh.id, id), isNull(hocSinh.deletedAt))).limit(1);
  return row;
}

/*
 * Writes and single-record reads of the service. Student records are not scoped by caller: every route that reaches
 * them is for the students' managers (Admin), and the directory (danh-ba) has its own scoped reads.
 */

/** The student row as stored (for the version check and the audit's "before"), live only. */
export async function findStudentRecord(db: DbOrTx, id: number) {
  const [row] = await db
    .select()
    .from(hocSinh)
    .where(and(eq(hocSinh.id, id), isNull(hocSinh.deletedAt)));
  return row;
}

/** True when another student already holds the code (case ignored). */
export async function isCodeTaken(db: DbOrTx, code: string, exceptId?: number) {
  const [row] = await db
    .select({ id: hocSinh.id })
    .from(hocSinh)
    .where(and(sql`lower(${hocSinh.maHocSinh}) = lower(${code})`, exceptId ? ne(hocSinh.id, exceptId) : undefined));
  return row !== undefined;
}

export async function insertStudent(db: DbOrTx, values: typeof hocSinh.$inferInsert) {
  const [created] = await db.insert(hocSinh).values(values).returning({ id: hocSinh.id });
  return created!;
}

/** Changes a student if `version` is still current; false when someone changed it first. */
export async function updateStudent(
  db: DbOrTx,
  id: number,
  version: number,
  values: Partial<typeof hocSinh.$inferInsert>,
) {
  const changed = await db
    .update(hocSinh)
    .set({ ...values, version: sql`${hocSinh.version} + 1`, updatedAt: new Date() })
    .where(and(eq(hocSinh.id, id), eq(hocSinh.version, version)))
    .returning({ id: hocSinh.id });
  return changed.length > 0;
}

/** Soft delete: the record stays for history, open enrolments close on `on` with `reason`. */
export async function softDeleteStudent(db: DbOrTx, id: number, on: string, reason: string) {
  await db.update(hocSinh).set({ deletedAt: new Date(), updatedAt: new Date() }).where(eq(hocSinh.id, id));
  await endEnrolmentsOn(db, id, on, reason);
}

/** A homeroom enrolment, written by the owner of the class members (lop-quan-ly). */
export async function enrol(db: DbOrTx, values: Enrolment) {
  await enrolInClasses(db, [values]);
}

export async function replaceParents(db: DbOrTx, hocSinhId: number, parents: PhuHuynhInput[]) {
  await db.delete(phuHuynh).where(eq(phuHuynh.hocSinhId, hocSinhId));
  if (parents.length > 0) await db.insert(phuHuynh).values(parents.map((p) => ({ ...p, hocSinhId })));
}

/** The guardians of several students (contacts for their homeroom teacher). */
export function listParentsOf(db: DbOrTx, hocSinhIds: number[]) {
  return db
    .select({
      id: phuHuynh.id,
      hocSinhId: phuHuynh.hocSinhId,
      quanHe: phuHuynh.quanHe,
      hoTen: phuHuynh.hoTen,
      dienThoai: phuHuynh.dienThoai,
      email: phuHuynh.email,
    })
    .from(phuHuynh)
    .where(inArray(phuHuynh.hocSinhId, hocSinhIds.concat(0)))
    .orderBy(asc(phuHuynh.hocSinhId), asc(phuHuynh.id));
}

export function listParents(db: DbOrTx, hocSinhId: number) {
  return db
    .select({
      id: phuHuynh.id,
      quanHe: phuHuynh.quanHe,
      hoTen: phuHuynh.hoTen,
      dienThoai: phuHuynh.dienThoai,
      email: phuHuynh.email,
      ngheNghiep: phuHuynh.ngheNghiep,
    })
    .from(phuHuynh)
    .where(eq(phuHuynh.hocSinhId, hocSinhId))
    .orderBy(asc(phuHuynh.id));
}

export async function findHealthNote(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ ghiChuSucKhoe: hocSinh.ghiChuSucKhoe, createdAt: hocSinh.createdAt })
    .from(hocSinh)
    .where(eq(hocSinh.id, id));
  return row;
}

/**
 * People's photos: students here, and staff too, because the photo upload of both kinds of person is one service
 * (the NhanVien photo route is registered with the students'). The staff row's photo column is the only staff
 * column this module writes.
 */
/** The photo of a student, or of a staff member through nhan-vien's entry (the owner of that table). */
export async function findAvatarOf(db: DbOrTx, table: 'hocSinh' | 'nhanVien', id: number) {
  if (table === 'nhanVien') return findStaffAvatar(db, id);
  const [row] = await db
    .select({ id: hocSinh.id, anhDaiDien: hocSinh.anhDaiDien })
    .from(hocSinh)
    .where(and(eq(hocSinh.id, id), isNull(hocSinh.deletedAt)));
  return row;
}

export async function setAvatarOf(db: DbOrTx, table: 'hocSinh' | 'nhanVien', id: number, fileId: number) {
  if (table === 'nhanVien') return setStaffAvatar(db, id, fileId);
  await db
    .update(hocSinh)
    .set({ anhDaiDien: fileId, version: sql`${hocSinh.version} + 1`, updatedAt: new Date() })
    .where(eq(hocSinh.id, id));
}

/** A student's homeroom enrolments over the years, newest first. */
export function listClassHistory(db: DbOrTx, hocSinhId: number) {
  return db
    .select({
      id: lopQuanLyHocSinh.id,
      lopQuanLyId: lopQuanLy.id,
      tenLop: lopQuanLy.tenLop,
      namHocId: namHoc.id,
      tenNamHoc: namHoc.tenNamHoc,
      tuNgay: lopQuanLyHocSinh.tuNgay,
      denNgay: lopQuanLyHocSinh.denNgay,
      lyDo: lopQuanLyHocSinh.lyDo,
    })
    .from(lopQuanLyHocSinh)
    .innerJoin(lopQuanLy, eq(lopQuanLy.id, lopQuanLyHocSinh.lopQuanLyId))
    .innerJoin(namHoc, eq(namHoc.id, lopQuanLy.namHocId))
    .where(eq(lopQuanLyHocSinh.hocSinhId, hocSinhId))
    .orderBy(desc(lopQuanLyHocSinh.tuNgay), desc(lopQuanLyHocSinh.id));
}

/** School transfers filtered by kind, student and the student's name. */
export function transferFilter(q: { loai?: 'di' | 'den'; hocSinhId?: number; search?: string }) {
  return and(
    q.loai ? eq(chuyenTruong.loai, q.loai) : undefined,
    q.hocSinhId ? eq(chuyenTruong.hocSinhId, q.hocSinhId) : undefined,
    q.search ? unaccentContains(hocSinh.hoTen, q.search) : undefined,
  );
}

/** School transfers with their documents, newest first; `where` may name the student (`transferFilter`). */
export function listTransfers(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({
      id: chuyenTruong.id,
      hocSinhId: chuyenTruong.hocSinhId,
      maHocSinh: hocSinh.maHocSinh,
      hoTen: hocSinh.hoTen,
      loai: sql<'di' | 'den'>`${chuyenTruong.loai}`,
      ngay: chuyenTruong.ngay,
      lyDo: chuyenTruong.lyDo,
      truongKhac: chuyenTruong.truongKhac,
      lopQuanLyId: chuyenTruong.lopQuanLyId,
      tenLop: lopQuanLy.tenLop,
      createdAt: sql<string>`to_char(${chuyenTruong.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
      taiLieu: sql<
        { fileId: number; tenTep: string; kichThuoc: number }[]
      >`coalesce((select json_agg(json_build_object('fileId', f.id, 'tenTep', f.original_name, 'kichThuoc', f.size) order by f.id) from ${chuyenTruongTaiLieu} d join ${files} f on f.id = d.file_id where d.chuyen_truong_id = ${chuyenTruong.id}), '[]'::json)`,
    })
    .from(chuyenTruong)
    .innerJoin(hocSinh, eq(hocSinh.id, chuyenTruong.hocSinhId))
    .leftJoin(lopQuanLy, eq(lopQuanLy.id, chuyenTruong.lopQuanLyId))
    .where(where)
    .orderBy(desc(chuyenTruong.ngay), desc(chuyenTruong.id))
    .$dynamic();
}

export function countTransfers(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({ n: countAll() })
    .from(chuyenTruong)
    .innerJoin(hocSinh, eq(hocSinh.id, chuyenTruong.hocSinhId))
    .where(where);
}

/** Live students by code (case ignored), for imports that name students by code. */
export async function findStudentsByCodes(db: DbOrTx, codes: string[]) {
  const found: { id: number; ma: string; hoTen: string }[] = [];
  const lower = [...new Set(codes.map((c) => c.toLowerCase()))];
  for (let i = 0; i < lower.length; i += 500) {
    found.push(
      ...(await db
        .select({ id: hocSinh.id, ma: hocSinh.maHocSinh, hoTen: hocSinh.hoTen })
        .from(hocSinh)
        .where(and(inArray(sql`lower(${hocSinh.maHocSinh})`, lower.slice(i, i + 500)), isNull(hocSinh.deletedAt)))),
    );
  }
  return found;
}

/** Every homeroom enrolment (all years) of the students, with its dates. */
export function listEnrolmentsOf(db: DbOrTx, hocSinhIds: number[]) {
  return db
    .select({
      hocSinhId: lopQuanLyHocSinh.hocSinhId,
      lopQuanLyId: lopQuanLyHocSinh.lopQuanLyId,
      tu: lopQuanLyHocSinh.tuNgay,
      den: lopQuanLyHocSinh.denNgay,
    })
    .from(lopQuanLyHocSinh)
    .where(inArray(lopQuanLyHocSinh.hocSinhId, hocSinhIds.concat(0)));
}

/** The students enrolled in a class on a day. */
export async function listEnrolledOn(db: DbOrTx, lopQuanLyId: number, day: string) {
  const rows = await db
    .select({ id: lopQuanLyHocSinh.hocSinhId })
    .from(lopQuanLyHocSinh)
    .where(
      and(
        eq(lopQuanLyHocSinh.lopQuanLyId, lopQuanLyId),
        lte(lopQuanLyHocSinh.tuNgay, day),
        sql`(${lopQuanLyHocSinh.denNgay} is null or ${lopQuanLyHocSinh.denNgay} >= ${day})`,
      ),
    );
  return rows.map((r) => r.id);
}

/** Students' names and codes by id (deleted ones too), for lists another module builds of its own rows. */
export function findStudentNames(db: DbOrTx, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: hocSinh.id, hoTen: hocSinh.hoTen, maHocSinh: hocSinh.maHocSinh })
    .from(hocSinh)
    .where(inArray(hocSinh.id, [...ids]));
}

/** A student's name (deleted ones too: messages about past records name them). */
export async function findStudentName(db: DbOrTx, id: number) {
  const [row] = await db.select({ hoTen: hocSinh.hoTen }).from(hocSinh).where(eq(hocSinh.id, id));
  return row?.hoTen;
}
