import type { DanhBaHocSinh, DanhBaNhanVien, zDanhBaHocSinhQuery, zDanhBaNhanVienQuery } from '@hpl/shared';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import {
  hocSinh,
  lopMonHoc,
  lopMonHocGiaoVien,
  lopMonHocHocSinh,
  lopQuanLy,
  lopQuanLyHocSinh,
  nhanVien,
  phongBan,
  phuHuynh,
} from '../../db/schema';
import { countAll, orderByOf, pageOf, pageWithTotal, searchAny } from '../../lib/list';
import { byNameKey } from '../../lib/name-order';
import { avatarKeyOf } from '../../lib/uploads';
import { studentEnrolments } from '../hoc-sinh';
import { activeYearId } from '../nam-hoc';
import type { PhotoScope } from './danh-ba.policy';

/*
 * The directory is a read view over the staff and student records: it owns no table. Its lists join the department
 * and this year's enrolment (owned by phong-ban and hoc-sinh) in SQL, because the lists search, sort and page on
 * those columns; single records read the other modules' rows through their entries (see the service).
 */

/** What the directory shows of anyone: working staff, students studying now. */
const listedStaff = () => and(isNull(nhanVien.deletedAt), eq(nhanVien.trangThai, 'dang_lam'));
const listedStudents = () => and(isNull(hocSinh.deletedAt), eq(hocSinh.trangThai, 'dang_hoc'));

/** A colleague as the directory list shows them; the profile selects these and more. */
const staffColumns = {
  id: nhanVien.id,
  maNhanVien: nhanVien.maNhanVien,
  hoTen: nhanVien.hoTen,
  anhDaiDien: avatarKeyOf(nhanVien.anhDaiDien),
  phongBanId: nhanVien.phongBanId,
  tenPhongBan: phongBan.tenPhongBan,
  tenPhongBanEn: phongBan.tenPhongBanEn,
  chucVu: nhanVien.chucVu,
  chucVuEn: nhanVien.chucVuEn,
  email: nhanVien.email,
  dienThoai: nhanVien.dienThoai,
};

/** A student as the directory list shows them, with the class of `enrol` (this year's enrolments). */
const studentColumns = (enrol: ReturnType<typeof studentEnrolments>) => ({
  id: hocSinh.id,
  maHocSinh: hocSinh.maHocSinh,
  hoTen: hocSinh.hoTen,
  gioiTinh: hocSinh.gioiTinh,
  anhDaiDien: avatarKeyOf(hocSinh.anhDaiDien),
  lopQuanLyId: enrol.lopQuanLyId,
  tenLop: enrol.tenLop,
  email: hocSinh.email,
});

export async function listStaff(db: DbOrTx, q: z.infer<typeof zDanhBaNhanVienQuery>) {
  const where = and(
    listedStaff(),
    searchAny(q.search, nhanVien.hoTen, nhanVien.email, phongBan.tenPhongBan),
    q.phongBanId ? eq(nhanVien.phongBanId, q.phongBanId) : undefined,
  );
  const order = orderByOf(
    q.sort,
    { hoTen: byNameKey(nhanVien.hoTenSapXep), tenPhongBan: phongBan.tenPhongBan, maNhanVien: nhanVien.maNhanVien },
    [asc(byNameKey(nhanVien.hoTenSapXep)), asc(nhanVien.id)],
  );
  const { items, total } = await pageWithTotal(
    q,
    db
      .select(staffColumns)
      .from(nhanVien)
      .leftJoin(phongBan, eq(phongBan.id, nhanVien.phongBanId))
      .where(where)
      .orderBy(...order)
      .$dynamic(),
    db.select({ n: countAll() }).from(nhanVien).leftJoin(phongBan, eq(phongBan.id, nhanVien.phongBanId)).where(where),
  );
  return pageOf<DanhBaNhanVien>(q, items, total);
}

export async function findStaff(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      ...staffColumns,
      truongPhongId: phongBan.truongPhongId,
      gioiTinh: nhanVien.gioiTinh,
      ngayVaoLam: nhanVien.ngayVaoLam,
    })
    .from(nhanVien)
    .leftJoin(phongBan, eq(phongBan.id, nhanVien.phongBanId))
    .where(and(eq(nhanVien.id, id), isNull(nhanVien.deletedAt)));
  return row;
}

export async function listStudents(db: DbOrTx, q: z.infer<typeof zDanhBaHocSinhQuery>) {
  const enrol = studentEnrolments(db, undefined);
  const where = and(
    listedStudents(),
    searchAny(q.search, hocSinh.hoTen, hocSinh.maHocSinh),
    q.lopQuanLyId ? eq(enrol.lopQuanLyId, q.lopQuanLyId) : undefined,
    q.khoiId ? eq(enrol.khoiId, q.khoiId) : undefined,
  );
  const order = orderByOf(
    q.sort,
    { hoTen: byNameKey(hocSinh.hoTenSapXep), maHocSinh: hocSinh.maHocSinh, tenLop: enrol.tenLop },
    [asc(byNameKey(hocSinh.hoTenSapXep)), asc(hocSinh.id)],
  );
  const { items, total } = await pageWithTotal(
    q,
    db
      .select(studentColumns(enrol))
      .from(hocSinh)
      .leftJoin(enrol, eq(enrol.hocSinhId, hocSinh.id))
      .where(where)
      .orderBy(...order)
      .$dynamic(),
    db.select({ n: countAll() }).from(hocSinh).leftJoin(enrol, eq(enrol.hocSinhId, hocSinh.id)).where(where),
  );
  return pageOf<DanhBaHocSinh>(q, items, total);
}

export async function findStudent(db: DbOrTx, id: number) {
  const enrol = studentEnrolments(db, undefined);
  const [row] = await db
    .select({ ...studentColumns(enrol), ngaySinh: hocSinh.ngaySinh, dienThoai: hocSinh.dienThoai })
    .from(hocSinh)
    .leftJoin(enrol, eq(enrol.hocSinhId, hocSinh.id))
    .where(and(eq(hocSinh.id, id), isNull(hocSinh.deletedAt)));
  return row;
}

export function listParents(db: DbOrTx, hocSinhId: number) {
  return db
    .select({ quanHe: phuHuynh.quanHe, hoTen: phuHuynh.hoTen, dienThoai: phuHuynh.dienThoai, email: phuHuynh.email })
    .from(phuHuynh)
    .where(eq(phuHuynh.hocSinhId, hocSinhId))
    .orderBy(asc(phuHuynh.id));
}

/**
 * True when the stored photo `fileId` belongs to someone inside `scope`. The student's classes and teachers this
 * year are subqueries over the class tables (one query per photo request, not a list of ids carried around).
 */
export async function isPhotoInScope(db: DbOrTx, scope: PhotoScope, fileId: number): Promise<boolean> {
  const me = scope.hocSinhId ?? 0;
  const activeYear = activeYearId();
  const myClasses = sql`(select ${lopQuanLyHocSinh.lopQuanLyId} from ${lopQuanLyHocSinh}
    join ${lopQuanLy} on ${lopQuanLy.id} = ${lopQuanLyHocSinh.lopQuanLyId}
    where ${lopQuanLyHocSinh.hocSinhId} = ${me} and ${lopQuanLyHocSinh.denNgay} is null
      and ${lopQuanLy.namHocId} = ${activeYear})`;
  const staffSeen = scope.allStaff
    ? sql`true`
    : sql`(${nhanVien.id} in (select ${lopQuanLy.gvcnId} from ${lopQuanLy} where ${lopQuanLy.id} in ${myClasses})
        or ${nhanVien.id} in (select ${lopMonHocGiaoVien.nhanVienId} from ${lopMonHocGiaoVien}
          join ${lopMonHocHocSinh} on ${lopMonHocHocSinh.lopMonHocId} = ${lopMonHocGiaoVien.lopMonHocId}
          join ${lopMonHoc} on ${lopMonHoc.id} = ${lopMonHocGiaoVien.lopMonHocId}
          where ${lopMonHocHocSinh.hocSinhId} = ${me} and ${lopMonHocHocSinh.denNgay} is null
            and ${lopMonHoc.namHocId} = ${activeYear}))`;
  const studentSeen = scope.allStudents
    ? sql`true`
    : sql`(${hocSinh.id} = ${me} or ${hocSinh.id} in (select ${lopQuanLyHocSinh.hocSinhId} from ${lopQuanLyHocSinh}
        where ${lopQuanLyHocSinh.lopQuanLyId} in ${myClasses} and ${lopQuanLyHocSinh.denNgay} is null))`;
  const [staff] = await db
    .select({ id: nhanVien.id })
    .from(nhanVien)
    .where(and(eq(nhanVien.anhDaiDien, fileId), isNull(nhanVien.deletedAt), staffSeen))
    .limit(1);
  if (staff) return true;
  const [student] = await db
    .select({ id: hocSinh.id })
    .from(hocSinh)
    .where(and(eq(hocSinh.anhDaiDien, fileId), isNull(hocSinh.deletedAt), studentSeen))
    .limit(1);
  return student !== undefined;
}
