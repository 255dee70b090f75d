import type { LopMonHoc, LopMonHocListQuery, LopQuanLyHocSinh } from '@hpl/shared';
import { and, asc, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  heHoc,
  hocSinh,
  lopMonHoc,
  lopMonHocGiaoVien,
  lopMonHocHocSinh,
  lopQuanLy,
  monHoc,
  namHoc,
  nhanVien,
} from '../../db/schema';
import { asDynamic, orderByOf, pageOfSelect, unaccentContains } from '../../lib/list';
import { byNameKey } from '../../lib/name-order';
import { activeYearId } from '../nam-hoc';

/** Open memberships of live students: the class as it is today (the move service closes rows with den_ngay). */
const siSo = sql<number>`(select cast(count(*) as integer) from ${lopMonHocHocSinh} m
  join ${hocSinh} h on h.id = m.hoc_sinh_id
  where m.lop_mon_hoc_id = ${lopMonHoc.id} and m.den_ngay is null and h.deleted_at is null)`;

const giaoVien = sql<string[]>`coalesce((select json_agg(n.ho_ten order by n.ho_ten) from ${lopMonHocGiaoVien} g
  join ${nhanVien} n on n.id = g.nhan_vien_id where g.lop_mon_hoc_id = ${lopMonHoc.id}), '[]'::json)`;

function selectClasses(db: DbOrTx) {
  return asDynamic<LopMonHoc>(
    db
      .select({
        id: lopMonHoc.id,
        tenLop: lopMonHoc.tenLop,
        namHocId: lopMonHoc.namHocId,
        hocKyId: lopMonHoc.hocKyId,
        monHocId: lopMonHoc.monHocId,
        maMonHoc: monHoc.maMonHoc,
        tenMonHoc: monHoc.tenMonHoc,
        lopQuanLyId: lopMonHoc.lopQuanLyId,
        tenLopQuanLy: lopQuanLy.tenLop,
        soTietNam: lopMonHoc.soTietNam,
        siSo,
        giaoVien,
        maHeHoc: heHoc.ma,
        version: lopMonHoc.version,
      })
      .from(lopMonHoc)
      .innerJoin(monHoc, eq(monHoc.id, lopMonHoc.monHocId))
      .innerJoin(heHoc, eq(heHoc.id, monHoc.heHocId))
      .leftJoin(lopQuanLy, eq(lopQuanLy.id, lopMonHoc.lopQuanLyId))
      .$dynamic(),
  );
}

/** Subject classes of one year (default: the active one), filtered by subject and homeroom class. */
export function listSubjectClasses(db: DbOrTx, q: LopMonHocListQuery) {
  const where = and(
    eq(lopMonHoc.namHocId, q.namHocId ?? activeYearId()),
    q.monHocId ? eq(lopMonHoc.monHocId, q.monHocId) : undefined,
    q.lopQuanLyId ? eq(lopMonHoc.lopQuanLyId, q.lopQuanLyId) : undefined,
    q.maHeHoc ? eq(heHoc.ma, q.maHeHoc) : undefined,
    q.search
      ? or(
          unaccentContains(lopMonHoc.tenLop, q.search),
          unaccentContains(monHoc.tenMonHoc, q.search),
          unaccentContains(monHoc.maMonHoc, q.search),
        )
      : undefined,
  );
  const order = [
    ...orderByOf(
      q.sort,
      {
        tenLop: lopMonHoc.tenLop,
        tenMonHoc: monHoc.tenMonHoc,
        tenLopQuanLy: lopQuanLy.tenLop,
        soTietNam: lopMonHoc.soTietNam,
        siSo,
      },
      [asc(monHoc.tenMonHoc), asc(lopMonHoc.tenLop)],
    ),
    asc(lopMonHoc.id),
  ];
  return pageOfSelect(db, q, () => selectClasses(db), where, order);
}

export async function findSubjectClass(db: DbOrTx, id: number) {
  const [row] = await db.select({ id: lopMonHoc.id }).from(lopMonHoc).where(eq(lopMonHoc.id, id));
  return row;
}

/** Students in the class now (open memberships), sorted by given name then full name, Vietnamese style. */
export function listMembers(db: DbOrTx, id: number): Promise<LopQuanLyHocSinh[]> {
  return db
    .select({
      hocSinhId: hocSinh.id,
      maHocSinh: hocSinh.maHocSinh,
      hoTen: hocSinh.hoTen,
      gioiTinh: hocSinh.gioiTinh,
      ngaySinh: hocSinh.ngaySinh,
      tuNgay: lopMonHocHocSinh.tuNgay,
      denNgay: lopMonHocHocSinh.denNgay,
    })
    .from(lopMonHocHocSinh)
    .innerJoin(hocSinh, eq(hocSinh.id, lopMonHocHocSinh.hocSinhId))
    .where(and(eq(lopMonHocHocSinh.lopMonHocId, id), isNull(lopMonHocHocSinh.denNgay), isNull(hocSinh.deletedAt)))
    .orderBy(asc(byNameKey(hocSinh.hoTenSapXep)), asc(hocSinh.id));
}

/** The subjects (names, sorted) a teacher teaches in subject classes of one year. */
export async function listSubjectsTaughtBy(db: DbOrTx, nhanVienId: number, namHocId: number | SQL) {
  const rows = await db
    .selectDistinct({ ten: monHoc.tenMonHoc })
    .from(lopMonHocGiaoVien)
    .innerJoin(lopMonHoc, eq(lopMonHoc.id, lopMonHocGiaoVien.lopMonHocId))
    .innerJoin(monHoc, eq(monHoc.id, lopMonHoc.monHocId))
    .where(and(eq(lopMonHocGiaoVien.nhanVienId, nhanVienId), eq(lopMonHoc.namHocId, namHocId)))
    .orderBy(asc(monHoc.tenMonHoc));
  return rows.map((r) => r.ten);
}

/** A student's subject-class memberships over the years, newest first (the student profile's history). */
export function listMembershipsOfStudent(db: DbOrTx, hocSinhId: number) {
  return db
    .select({
      id: lopMonHocHocSinh.id,
      lopMonHocId: lopMonHoc.id,
      tenLop: lopMonHoc.tenLop,
      tenMonHoc: monHoc.tenMonHoc,
      tenNamHoc: namHoc.tenNamHoc,
      tuNgay: lopMonHocHocSinh.tuNgay,
      denNgay: lopMonHocHocSinh.denNgay,
      lyDo: lopMonHocHocSinh.lyDo,
    })
    .from(lopMonHocHocSinh)
    .innerJoin(lopMonHoc, eq(lopMonHoc.id, lopMonHocHocSinh.lopMonHocId))
    .innerJoin(monHoc, eq(monHoc.id, lopMonHoc.monHocId))
    .innerJoin(namHoc, eq(namHoc.id, lopMonHoc.namHocId))
    .where(eq(lopMonHocHocSinh.hocSinhId, hocSinhId))
    .orderBy(desc(lopMonHocHocSinh.tuNgay), asc(monHoc.tenMonHoc));
}

/*
 * Memberships changed by the students' moves (hoc-sinh's transfer screens): this module owns the rows, the moves
 * decide when.
 */

/** Subject classes by id: name, subject and year. */
export function findSubjectClassesByIds(db: DbOrTx, ids: number[]) {
  return db
    .select({ id: lopMonHoc.id, tenLop: lopMonHoc.tenLop, monHocId: lopMonHoc.monHocId, namHocId: lopMonHoc.namHocId })
    .from(lopMonHoc)
    .where(inArray(lopMonHoc.id, ids));
}

/** A student's open membership of a subject class, or undefined. */
export async function findOpenMembership(db: DbOrTx, lopMonHocId: number, hocSinhId: number) {
  const [row] = await db
    .select({ id: lopMonHocHocSinh.id, tuNgay: lopMonHocHocSinh.tuNgay })
    .from(lopMonHocHocSinh)
    .where(
      and(
        eq(lopMonHocHocSinh.hocSinhId, hocSinhId),
        eq(lopMonHocHocSinh.lopMonHocId, lopMonHocId),
        isNull(lopMonHocHocSinh.denNgay),
      ),
    );
  return row;
}

/** Ends a membership on `lastDay` and opens one in `toClassId` from `from`, both with the reason. */
export async function moveMembership(
  db: DbOrTx,
  move: { membershipId: number; hocSinhId: number; toClassId: number; lastDay: string; from: string; lyDo: string },
) {
  await db
    .update(lopMonHocHocSinh)
    .set({ denNgay: move.lastDay, lyDo: move.lyDo })
    .where(eq(lopMonHocHocSinh.id, move.membershipId));
  await db
    .insert(lopMonHocHocSinh)
    .values({ lopMonHocId: move.toClassId, hocSinhId: move.hocSinhId, tuNgay: move.from, lyDo: move.lyDo });
}

/** Ends every open membership of a student on `lastDay` (never before the day it began). */
export async function closeMembershipsOf(db: DbOrTx, hocSinhId: number, lastDay: string, lyDo: string) {
  await db
    .update(lopMonHocHocSinh)
    .set({ denNgay: sql`greatest(${lopMonHocHocSinh.tuNgay}, ${lastDay}::date)`, lyDo })
    .where(and(eq(lopMonHocHocSinh.hocSinhId, hocSinhId), isNull(lopMonHocHocSinh.denNgay)));
}

/**
 * The teaching assignments of a year (the timetable's input): each subject class with its subject, homeroom class,
 * periods per year, term and teachers.
 */
export async function listTeachingAssignmentsOfYear(db: DbOrTx, namHocId: number) {
  return db
    .select({
      id: lopMonHoc.id,
      tenLop: lopMonHoc.tenLop,
      monHocId: lopMonHoc.monHocId,
      tenMonHoc: monHoc.tenMonHoc,
      tenMonHocEn: monHoc.tenMonHocEn,
      lopQuanLyId: lopMonHoc.lopQuanLyId,
      hocKyId: lopMonHoc.hocKyId,
      soTietNam: lopMonHoc.soTietNam,
      giaoVienIds: sql<number[]>`coalesce((select json_agg(g.nhan_vien_id order by g.nhan_vien_id)
        from ${lopMonHocGiaoVien} g where g.lop_mon_hoc_id = ${lopMonHoc.id}), '[]'::json)`,
    })
    .from(lopMonHoc)
    .innerJoin(monHoc, eq(monHoc.id, lopMonHoc.monHocId))
    .where(eq(lopMonHoc.namHocId, namHocId))
    .orderBy(asc(lopMonHoc.id));
}

/** The subject classes a student is a member of on any day between `from` and `to` (inclusive). */
export async function listSubjectClassIdsOfStudentBetween(db: DbOrTx, hocSinhId: number, from: string, to: string) {
  const rows = await db
    .selectDistinct({ id: lopMonHocHocSinh.lopMonHocId })
    .from(lopMonHocHocSinh)
    .where(
      and(
        eq(lopMonHocHocSinh.hocSinhId, hocSinhId),
        sql`${lopMonHocHocSinh.tuNgay} <= ${to}`,
        or(isNull(lopMonHocHocSinh.denNgay), sql`${lopMonHocHocSinh.denNgay} >= ${from}`),
      ),
    );
  return rows.map((r) => r.id);
}
