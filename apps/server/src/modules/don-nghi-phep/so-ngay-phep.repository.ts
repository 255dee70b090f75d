import type { LeaveEntitlementQuery } from '@hpl/shared';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { donNghiPhep, loaiNghiPhep, nhanVien, phongBan } from '../../db/schema';
import { countAll, orderByOf, pageWithTotal, searchAny } from '../../lib/list';
import { byNameKey } from '../../lib/name-order';

/** What HR needs of a staff member to show and set the annual entitlement. */
const staffColumns = {
  id: nhanVien.id,
  maNhanVien: nhanVien.maNhanVien,
  hoTen: nhanVien.hoTen,
  tenPhongBan: phongBan.tenPhongBan,
  tenPhongBanEn: phongBan.tenPhongBanEn,
  ngayVaoLam: nhanVien.ngayVaoLam,
  soNgayPhepNam: nhanVien.soNgayPhepNam,
  version: nhanVien.version,
};
export type EntitlementStaffRow = Awaited<ReturnType<typeof findStaffForEntitlement>> & {};

/** Staff on the payroll: people who left keep their record but no longer take leave. */
const current = () => and(isNull(nhanVien.deletedAt), eq(nhanVien.trangThai, 'dang_lam'));

export async function listStaffForEntitlement(db: DbOrTx, query: LeaveEntitlementQuery) {
  const where = and(
    current(),
    query.phongBanId ? eq(nhanVien.phongBanId, query.phongBanId) : undefined,
    searchAny(query.search, nhanVien.hoTen, nhanVien.maNhanVien),
  );
  const order = orderByOf(
    query.sort,
    {
      hoTen: byNameKey(nhanVien.hoTenSapXep),
      maNhanVien: nhanVien.maNhanVien,
      tenPhongBan: phongBan.tenPhongBan,
      ngayVaoLam: nhanVien.ngayVaoLam,
      soNgayPhepNam: nhanVien.soNgayPhepNam,
    },
    [asc(byNameKey(nhanVien.hoTenSapXep)), asc(nhanVien.id)],
  );
  return pageWithTotal(
    query,
    db
      .select(staffColumns)
      .from(nhanVien)
      .leftJoin(phongBan, eq(phongBan.id, nhanVien.phongBanId))
      .where(where)
      .orderBy(...order)
      .$dynamic(),
    db.select({ n: countAll() }).from(nhanVien).leftJoin(phongBan, eq(phongBan.id, nhanVien.phongBanId)).where(where),
  );
}

/** One current staff member; `lock` takes the row lock so a concurrent filing sees the new entitlement or waits. */
export async function findStaffForEntitlement(db: DbOrTx, nhanVienId: number, lock = false) {
  const query = db
    .select(staffColumns)
    .from(nhanVien)
    .leftJoin(phongBan, eq(phongBan.id, nhanVien.phongBanId))
    .where(and(eq(nhanVien.id, nhanVienId), current()))
    .$dynamic();
  const [row] = await (lock ? query.for('update', { of: nhanVien }) : query);
  return row;
}

/** Requests counting against annual leave of several people in one year, for their balances. */
export async function listAnnualLeaveDaysOf(db: DbOrTx, nhanVienIds: number[], namHocId: number) {
  if (nhanVienIds.length === 0) return [];
  return db
    .select({ nhanVienId: donNghiPhep.nhanVienId, trangThai: donNghiPhep.trangThai, soNgay: donNghiPhep.soNgay })
    .from(donNghiPhep)
    .innerJoin(loaiNghiPhep, eq(loaiNghiPhep.id, donNghiPhep.loaiNghiPhepId))
    .where(
      and(
        inArray(donNghiPhep.nhanVienId, nhanVienIds),
        eq(donNghiPhep.namHocId, namHocId),
        eq(loaiNghiPhep.truPhepNam, true),
      ),
    );
}

/** Writes the setting through the owner of the staff table (nhan-vien); false when the record changed meanwhile. */
export { setLeaveEntitlement as updateEntitlement } from '../nhan-vien';
