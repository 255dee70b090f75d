import type { ChamCongListQuery, DiemDanhListQuery } from '@hpl/shared';
import { and, asc, desc, eq, gte, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { chamCongMay, diemDanhHocSinh, hocSinh, lopQuanLy, nhanVien, taiKhoan } from '../../db/schema';
import { countAll, limitOffset, orderByOf, unaccentContains } from '../../lib/list';
import { byNameKey } from '../../lib/name-order';

/** Attendance rows with the student, the class and who recorded them; `namHocId` already resolved by the service. */
export async function listAttendance(db: DbOrTx, query: DiemDanhListQuery) {
  const where = and(
    query.namHocId ? eq(lopQuanLy.namHocId, query.namHocId) : undefined,
    query.lopQuanLyId ? eq(diemDanhHocSinh.lopQuanLyId, query.lopQuanLyId) : undefined,
    query.hocSinhId ? eq(diemDanhHocSinh.hocSinhId, query.hocSinhId) : undefined,
    query.tuNgay ? gte(diemDanhHocSinh.ngay, query.tuNgay) : undefined,
    query.denNgay ? lte(diemDanhHocSinh.ngay, query.denNgay) : undefined,
    query.trangThai ? eq(diemDanhHocSinh.trangThai, query.trangThai) : undefined,
    query.search
      ? or(unaccentContains(hocSinh.hoTen, query.search), unaccentContains(hocSinh.maHocSinh, query.search))
      : undefined,
  );
  const order = orderByOf(
    query.sort,
    {
      ngay: diemDanhHocSinh.ngay,
      hoTen: byNameKey(hocSinh.hoTenSapXep),
      maHocSinh: hocSinh.maHocSinh,
      tenLop: lopQuanLy.tenLop,
      trangThai: diemDanhHocSinh.trangThai,
      ghiNhanLuc: diemDanhHocSinh.ghiNhanLuc,
    },
    [desc(diemDanhHocSinh.ngay), asc(lopQuanLy.tenLop), asc(byNameKey(hocSinh.hoTenSapXep)), asc(diemDanhHocSinh.id)],
  );
  const { limit, offset } = limitOffset(query);
  let rows = db
    .select({
      id: diemDanhHocSinh.id,
      hocSinhId: diemDanhHocSinh.hocSinhId,
      maHocSinh: hocSinh.maHocSinh,
      hoTen: hocSinh.hoTen,
      lopQuanLyId: diemDanhHocSinh.lopQuanLyId,
      tenLop: lopQuanLy.tenLop,
      ngay: diemDanhHocSinh.ngay,
      trangThai: diemDanhHocSinh.trangThai,
      ghiChu: diemDanhHocSinh.ghiChu,
      nguoiGhiNhan: sql<string | null>`coalesce(${nhanVien.hoTen}, ${taiKhoan.username})`,
      ghiNhanLuc: diemDanhHocSinh.ghiNhanLuc,
    })
    .from(diemDanhHocSinh)
    .innerJoin(hocSinh, eq(hocSinh.id, diemDanhHocSinh.hocSinhId))
    .innerJoin(lopQuanLy, eq(lopQuanLy.id, diemDanhHocSinh.lopQuanLyId))
    .leftJoin(taiKhoan, eq(taiKhoan.id, diemDanhHocSinh.nguoiGhiNhanId))
    .leftJoin(nhanVien, eq(nhanVien.id, taiKhoan.nhanVienId))
    .where(where)
    .orderBy(...order)
    .$dynamic();
  if (limit !== undefined) rows = rows.limit(limit).offset(offset ?? 0);
  const [items, [total]] = await Promise.all([
    rows,
    db
      .select({ n: countAll() })
      .from(diemDanhHocSinh)
      .innerJoin(hocSinh, eq(hocSinh.id, diemDanhHocSinh.hocSinhId))
      .innerJoin(lopQuanLy, eq(lopQuanLy.id, diemDanhHocSinh.lopQuanLyId))
      .where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

/** The instant a school day (`yyyy-mm-dd`, Vietnam time, no daylight saving) begins. */
const startOfSchoolDay = (day: string) => new Date(`${day}T00:00:00+07:00`);
const startOfNextSchoolDay = (day: string) => new Date(startOfSchoolDay(day).getTime() + 86_400_000);

/** Machine punches; `nhanVienId` scopes the list to one person (the caller's own list passes theirs). */
export async function listPunches(db: DbOrTx, query: ChamCongListQuery) {
  const conditions: (SQL | undefined)[] = [
    query.nhanVienId ? eq(chamCongMay.nhanVienId, query.nhanVienId) : undefined,
    query.maMay ? sql`lower(${chamCongMay.maMay}) = lower(${query.maMay})` : undefined,
    query.tuNgay ? gte(chamCongMay.thoiDiem, startOfSchoolDay(query.tuNgay)) : undefined,
    query.denNgay ? lt(chamCongMay.thoiDiem, startOfNextSchoolDay(query.denNgay)) : undefined,
    query.search
      ? or(unaccentContains(nhanVien.hoTen, query.search), unaccentContains(chamCongMay.maNhanVien, query.search))
      : undefined,
  ];
  const where = and(...conditions);
  const order = orderByOf(
    query.sort,
    {
      thoiDiem: chamCongMay.thoiDiem,
      hoTen: byNameKey(nhanVien.hoTenSapXep),
      maNhanVien: chamCongMay.maNhanVien,
      maMay: chamCongMay.maMay,
    },
    [desc(chamCongMay.thoiDiem), asc(chamCongMay.id)],
  );
  const { limit, offset } = limitOffset(query);
  let rows = db
    .select({
      id: chamCongMay.id,
      maMay: chamCongMay.maMay,
      maNhanVien: chamCongMay.maNhanVien,
      nhanVienId: chamCongMay.nhanVienId,
      hoTen: nhanVien.hoTen,
      thoiDiem: chamCongMay.thoiDiem,
    })
    .from(chamCongMay)
    .innerJoin(nhanVien, eq(nhanVien.id, chamCongMay.nhanVienId))
    .where(where)
    .orderBy(...order)
    .$dynamic();
  if (limit !== undefined) rows = rows.limit(limit).offset(offset ?? 0);
  const [items, [total]] = await Promise.all([
    rows,
    db
      .select({ n: countAll() })
      .from(chamCongMay)
      .innerJoin(nhanVien, eq(nhanVien.id, chamCongMay.nhanVienId))
      .where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}
