import type {
  DanhBaHocSinh,
  DanhBaHocSinhHoSo,
  DanhBaNhanVien,
  DanhBaNhanVienHoSo,
  zDanhBaHocSinhQuery,
  zDanhBaNhanVienQuery,
} from '@hpl/shared';
import { hocSinhAuthority, passesAuthority } from '@hpl/shared';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import {
  hocSinh,
  lopMonHoc,
  lopMonHocGiaoVien,
  lopQuanLy,
  monHoc,
  nhanVien,
  phongBan,
  phuHuynh,
} from '../../db/schema';
import { asDynamic, listRows, totalOver } from '../../lib/crud-resource';
import { notFound } from '../../lib/errors';
import { orderByOf, searchAny } from '../../lib/list';
import { byNameKey } from '../../lib/name-order';
import type { SessionUser } from '../../lib/session-user';
import { avatarKeyOf } from '../../lib/uploads';
import { studentEnrolments } from '../hoc-sinh';
import { activeYearId } from '../nam-hoc';

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

/** Working staff only; what every teacher may see of a colleague (work contacts, department, position). */
export async function listStaff(db: Db, q: z.infer<typeof zDanhBaNhanVienQuery>) {
  const where = and(
    isNull(nhanVien.deletedAt),
    eq(nhanVien.trangThai, 'dang_lam'),
    searchAny(q.search, nhanVien.hoTen, nhanVien.email, phongBan.tenPhongBan),
    q.phongBanId ? eq(nhanVien.phongBanId, q.phongBanId) : undefined,
  );
  const order = orderByOf(
    q.sort,
    { hoTen: byNameKey(nhanVien.hoTenSapXep), tenPhongBan: phongBan.tenPhongBan, maNhanVien: nhanVien.maNhanVien },
    [asc(byNameKey(nhanVien.hoTenSapXep)), asc(nhanVien.id)],
  );
  return listRows<DanhBaNhanVien, typeof q>(
    () =>
      asDynamic(
        db
          .select({ ...staffColumns, _total: totalOver() })
          .from(nhanVien)
          .leftJoin(phongBan, eq(phongBan.id, nhanVien.phongBanId))
          .$dynamic(),
      ),
    q,
    where,
    order,
  );
}

export async function getStaffProfile(db: Db, id: number): Promise<DanhBaNhanVienHoSo> {
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
  if (!row) throw notFound();
  const homerooms = await db
    .select({ id: lopQuanLy.id, tenLop: lopQuanLy.tenLop })
    .from(lopQuanLy)
    .where(and(eq(lopQuanLy.gvcnId, id), eq(lopQuanLy.namHocId, activeYearId())));
  const subjects = await db
    .selectDistinct({ ten: monHoc.tenMonHoc })
    .from(lopMonHocGiaoVien)
    .innerJoin(lopMonHoc, eq(lopMonHoc.id, lopMonHocGiaoVien.lopMonHocId))
    .innerJoin(monHoc, eq(monHoc.id, lopMonHoc.monHocId))
    .where(and(eq(lopMonHocGiaoVien.nhanVienId, id), eq(lopMonHoc.namHocId, activeYearId())))
    .orderBy(asc(monHoc.tenMonHoc));
  const { truongPhongId, ...rest } = row;
  return {
    ...rest,
    laTruongPhong: truongPhongId === id,
    lopChuNhiem: homerooms,
    monGiangDay: subjects.map((s) => s.ten),
  };
}

/** Students studying now, with their class of the active year. */
export async function listStudents(db: Db, q: z.infer<typeof zDanhBaHocSinhQuery>) {
  const enrol = studentEnrolments(db, undefined);
  const where = and(
    isNull(hocSinh.deletedAt),
    eq(hocSinh.trangThai, 'dang_hoc'),
    searchAny(q.search, hocSinh.hoTen, hocSinh.maHocSinh),
    q.lopQuanLyId ? eq(enrol.lopQuanLyId, q.lopQuanLyId) : undefined,
    q.khoiId ? eq(enrol.khoiId, q.khoiId) : undefined,
  );
  const order = orderByOf(
    q.sort,
    { hoTen: byNameKey(hocSinh.hoTenSapXep), maHocSinh: hocSinh.maHocSinh, tenLop: enrol.tenLop },
    [asc(byNameKey(hocSinh.hoTenSapXep)), asc(hocSinh.id)],
  );
  return listRows<DanhBaHocSinh, typeof q>(
    () =>
      asDynamic(
        db
          .select({ ...studentColumns(enrol), _total: totalOver() })
          .from(hocSinh)
          .leftJoin(enrol, eq(enrol.hocSinhId, hocSinh.id))
          .$dynamic(),
      ),
    q,
    where,
    order,
  );
}

/**
 * A student's directory profile. Every teacher: identity, class, school e-mail. The homeroom teacher of the
 * student's current class (and Admin) also: date of birth, phone, family contacts. Health notes: never here.
 */
export async function getStudentProfile(db: Db, user: SessionUser, id: number): Promise<DanhBaHocSinhHoSo> {
  const enrol = studentEnrolments(db, undefined);
  const [row] = await db
    .select({
      ...studentColumns(enrol),
      ngaySinh: hocSinh.ngaySinh,
      dienThoai: hocSinh.dienThoai,
    })
    .from(hocSinh)
    .leftJoin(enrol, eq(enrol.hocSinhId, hocSinh.id))
    .where(and(eq(hocSinh.id, id), isNull(hocSinh.deletedAt)));
  if (!row) throw notFound();
  let gvcnId: number | null = null;
  let tenGvcn: string | null = null;
  if (row.lopQuanLyId) {
    const [cls] = await db
      .select({ gvcnId: lopQuanLy.gvcnId, ten: nhanVien.hoTen })
      .from(lopQuanLy)
      .leftJoin(nhanVien, eq(nhanVien.id, lopQuanLy.gvcnId))
      .where(eq(lopQuanLy.id, row.lopQuanLyId));
    gvcnId = cls?.gvcnId ?? null;
    tenGvcn = cls?.ten ?? null;
  }
  const full = passesAuthority(hocSinhAuthority.quanLy, user) || (gvcnId !== null && gvcnId === user.nhanVienId);
  const parents = full
    ? await db
        .select({
          quanHe: phuHuynh.quanHe,
          hoTen: phuHuynh.hoTen,
          dienThoai: phuHuynh.dienThoai,
          email: phuHuynh.email,
        })
        .from(phuHuynh)
        .where(eq(phuHuynh.hocSinhId, id))
        .orderBy(asc(phuHuynh.id))
    : [];
  return {
    ...row,
    tenGvcn,
    xemDayDu: full,
    ngaySinh: full ? row.ngaySinh : null,
    dienThoai: full ? row.dienThoai : null,
    phuHuynh: parents,
  };
}
