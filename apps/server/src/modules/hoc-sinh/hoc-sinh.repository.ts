import type { HocSinh, HocSinhListQuery } from '@hpl/shared';
import { and, asc, desc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { hocSinh, khoi, lopQuanLy, lopQuanLyHocSinh } from '../../db/schema';
import { asDynamic, orderByOf, pageOfSelect, unaccentContains } from '../../lib/list';
import { byNameKey } from '../../lib/name-order';
import { avatarKeyOf } from '../../lib/uploads';
import { activeYearId } from '../nam-hoc';

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
