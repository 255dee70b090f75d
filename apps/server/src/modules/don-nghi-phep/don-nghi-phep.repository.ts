import type { DonNghiPhepListQuery, LeaveStatus, LoaiNghiPhepInput } from '@hpl/shared';
import { and, asc, desc, eq, gte, inArray, isNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import {
  donNghiPhep,
  donNghiPhepLichSu,
  files,
  loaiNghiPhep,
  ngayNghi,
  nhanVien,
  nhuCauDayThay,
  phongBan,
  phongBanPhoPhong,
  taiKhoan,
} from '../../db/schema';
import { countAll, orderByOf, pageWithTotal, searchAny } from '../../lib/list';
import { byNameKey } from '../../lib/name-order';
import type { LeaveViewer } from './don-nghi-phep.policy';

/** Statuses that hold days: they block overlapping requests and count in the balance. */
export const ACTIVE_STATUSES: LeaveStatus[] = ['pending', 'approved', 'cancel_requested'];

const decider = alias(nhanVien, 'nguoi_duyet');

/** Output columns of a request row, with what the policy and the presenter need. */
const requestColumns = {
  id: donNghiPhep.id,
  nhanVienId: donNghiPhep.nhanVienId,
  maNhanVien: nhanVien.maNhanVien,
  hoTen: nhanVien.hoTen,
  phongBanId: nhanVien.phongBanId,
  tenPhongBan: phongBan.tenPhongBan,
  tenPhongBanEn: phongBan.tenPhongBanEn,
  truongPhongId: phongBan.truongPhongId,
  // The department's deputies (phong-ban's table, read here like its head): they decide with the head. The outer
  // column is written qualified: a bare name would bind to the subquery's table (the drizzle trap, conventions-notes).
  phoPhongIds: sql<
    number[]
  >`(select coalesce(array_agg(${phongBanPhoPhong.nhanVienId}), '{}') from ${phongBanPhoPhong} where ${phongBanPhoPhong.phongBanId} = ${sql.raw('"nhan_vien"."phong_ban_id"')})`,
  loaiNghiPhepId: donNghiPhep.loaiNghiPhepId,
  tenLoai: loaiNghiPhep.tenLoai,
  tenLoaiEn: loaiNghiPhep.tenLoaiEn,
  truPhepNam: loaiNghiPhep.truPhepNam,
  canDinhKem: loaiNghiPhep.canDinhKem,
  namHocId: donNghiPhep.namHocId,
  tuNgay: donNghiPhep.tuNgay,
  tuBuoi: donNghiPhep.tuBuoi,
  denNgay: donNghiPhep.denNgay,
  denBuoi: donNghiPhep.denBuoi,
  soNgay: donNghiPhep.soNgay,
  lyDo: donNghiPhep.lyDo,
  canDayThay: donNghiPhep.canDayThay,
  dinhKemId: donNghiPhep.dinhKemId,
  dinhKemTen: files.originalName,
  dinhKemMime: files.mimeType,
  dinhKemSize: files.size,
  trangThai: donNghiPhep.trangThai,
  nguoiDuyetId: donNghiPhep.nguoiDuyetId,
  nguoiDuyetTen: decider.hoTen,
  yKienDuyet: donNghiPhep.yKienDuyet,
  ngayDuyet: donNghiPhep.ngayDuyet,
  createdAt: donNghiPhep.createdAt,
  version: donNghiPhep.version,
};
export type LeaveRequestRow = Awaited<ReturnType<typeof findRequest>> & {};

function selectRequests(db: DbOrTx) {
  return db
    .select(requestColumns)
    .from(donNghiPhep)
    .innerJoin(nhanVien, eq(nhanVien.id, donNghiPhep.nhanVienId))
    .leftJoin(phongBan, eq(phongBan.id, nhanVien.phongBanId))
    .innerJoin(loaiNghiPhep, eq(loaiNghiPhep.id, donNghiPhep.loaiNghiPhepId))
    .leftJoin(files, eq(files.id, donNghiPhep.dinhKemId))
    .leftJoin(decider, eq(decider.id, donNghiPhep.nguoiDuyetId));
}

export function ownCondition(nhanVienId: number): SQL {
  return eq(donNghiPhep.nhanVienId, nhanVienId);
}

/**
 * Requests the viewer decides, in SQL: the same rule as `approvalLevelOf`/`relationOf` of the policy (department
 * head for members, HR for heads and people without a headed department), never the viewer's own.
 */
export function approverCondition(viewer: LeaveViewer): SQL {
  const me = viewer.nhanVienId ?? -1;
  const byHead = or(
    and(eq(phongBan.truongPhongId, me), ne(nhanVien.id, me)),
    // A deputy decides what the head decides: members' requests of a headed department, never the head's own.
    and(
      ne(nhanVien.id, me),
      ne(phongBan.truongPhongId, nhanVien.id),
      sql`exists (select 1 from ${phongBanPhoPhong} where ${phongBanPhoPhong.phongBanId} = ${sql.raw('"nhan_vien"."phong_ban_id"')} and ${phongBanPhoPhong.nhanVienId} = ${me})`,
    ),
  )!;
  if (!viewer.isHr) return byHead;
  const byHr = and(
    ne(nhanVien.id, me),
    or(isNull(nhanVien.phongBanId), isNull(phongBan.truongPhongId), eq(phongBan.truongPhongId, nhanVien.id)),
  )!;
  return or(byHead, byHr)!;
}

export async function listRequests(db: DbOrTx, scope: SQL | undefined, query: DonNghiPhepListQuery) {
  const where = and(
    scope,
    query.namHocId ? eq(donNghiPhep.namHocId, query.namHocId) : undefined,
    query.phongBanId ? eq(nhanVien.phongBanId, query.phongBanId) : undefined,
    query.loaiNghiPhepId ? eq(donNghiPhep.loaiNghiPhepId, query.loaiNghiPhepId) : undefined,
    query.trangThai?.length ? inArray(donNghiPhep.trangThai, query.trangThai) : undefined,
    query.denNgay ? lte(donNghiPhep.tuNgay, query.denNgay) : undefined,
    query.tuNgay ? gte(donNghiPhep.denNgay, query.tuNgay) : undefined,
    searchAny(query.search, nhanVien.hoTen, nhanVien.maNhanVien),
  );
  const order = orderByOf(
    query.sort,
    {
      tuNgay: donNghiPhep.tuNgay,
      ngayTao: donNghiPhep.createdAt,
      hoTen: byNameKey(nhanVien.hoTenSapXep),
      trangThai: donNghiPhep.trangThai,
      soNgay: donNghiPhep.soNgay,
    },
    [desc(donNghiPhep.tuNgay), desc(donNghiPhep.id)],
  );
  return pageWithTotal(
    query,
    selectRequests(db)
      .where(where)
      .orderBy(...order)
      .$dynamic(),
    db
      .select({ n: countAll() })
      .from(donNghiPhep)
      .innerJoin(nhanVien, eq(nhanVien.id, donNghiPhep.nhanVienId))
      .leftJoin(phongBan, eq(phongBan.id, nhanVien.phongBanId))
      .where(where),
  );
}

export async function findRequest(db: DbOrTx, id: number) {
  const [row] = await selectRequests(db).where(eq(donNghiPhep.id, id));
  return row;
}

export async function listRequestsWithAttachment(db: DbOrTx, fileId: number) {
  return selectRequests(db).where(eq(donNghiPhep.dinhKemId, fileId));
}

export async function listTransitions(db: DbOrTx, donNghiPhepId: number) {
  return db
    .select({
      id: donNghiPhepLichSu.id,
      tuTrangThai: donNghiPhepLichSu.tuTrangThai,
      denTrangThai: donNghiPhepLichSu.denTrangThai,
      nguoiThucHien: nhanVien.hoTen,
      ghiChu: donNghiPhepLichSu.ghiChu,
      at: donNghiPhepLichSu.at,
    })
    .from(donNghiPhepLichSu)
    .leftJoin(nhanVien, eq(nhanVien.id, donNghiPhepLichSu.actorNhanVienId))
    .where(eq(donNghiPhepLichSu.donNghiPhepId, donNghiPhepId))
    .orderBy(asc(donNghiPhepLichSu.at), asc(donNghiPhepLichSu.id));
}

export async function findCoverNeed(db: DbOrTx, donNghiPhepId: number) {
  const [row] = await db
    .select({
      tuNgay: nhuCauDayThay.tuNgay,
      tuBuoi: nhuCauDayThay.tuBuoi,
      denNgay: nhuCauDayThay.denNgay,
      denBuoi: nhuCauDayThay.denBuoi,
      trangThai: nhuCauDayThay.trangThai,
    })
    .from(nhuCauDayThay)
    .where(eq(nhuCauDayThay.donNghiPhepId, donNghiPhepId));
  return row;
}

/** The requester's staff record, row-locked: serialises concurrent filings of one person (overlap check). */
export async function lockStaff(db: DbOrTx, nhanVienId: number) {
  const [row] = await db
    .select({
      id: nhanVien.id,
      hoTen: nhanVien.hoTen,
      phongBanId: nhanVien.phongBanId,
      ngayVaoLam: nhanVien.ngayVaoLam,
      soNgayPhepNam: nhanVien.soNgayPhepNam,
    })
    .from(nhanVien)
    .where(eq(nhanVien.id, nhanVienId))
    .for('update');
  return row;
}

export async function findStaff(db: DbOrTx, nhanVienId: number) {
  const [row] = await db
    .select({ id: nhanVien.id, ngayVaoLam: nhanVien.ngayVaoLam, soNgayPhepNam: nhanVien.soNgayPhepNam })
    .from(nhanVien)
    .where(eq(nhanVien.id, nhanVienId));
  return row;
}

export async function findLeaveType(db: DbOrTx, id: number) {
  const [row] = await db.select().from(loaiNghiPhep).where(eq(loaiNghiPhep.id, id));
  return row;
}

export async function listHolidays(db: DbOrTx, from: string, to: string) {
  return db
    .select({ tuNgay: ngayNghi.tuNgay, denNgay: ngayNghi.denNgay })
    .from(ngayNghi)
    .where(and(lte(ngayNghi.tuNgay, to), gte(ngayNghi.denNgay, from)));
}

/** The person's requests holding days that touch [from, to] at day level (half-day overlap is decided by the caller). */
export async function listActiveRequestsTouching(
  db: DbOrTx,
  nhanVienId: number,
  from: string,
  to: string,
  exceptId?: number,
) {
  return db
    .select({
      id: donNghiPhep.id,
      tuNgay: donNghiPhep.tuNgay,
      tuBuoi: donNghiPhep.tuBuoi,
      denNgay: donNghiPhep.denNgay,
      denBuoi: donNghiPhep.denBuoi,
    })
    .from(donNghiPhep)
    .where(
      and(
        eq(donNghiPhep.nhanVienId, nhanVienId),
        inArray(donNghiPhep.trangThai, ACTIVE_STATUSES),
        lte(donNghiPhep.tuNgay, to),
        gte(donNghiPhep.denNgay, from),
        exceptId ? ne(donNghiPhep.id, exceptId) : undefined,
      ),
    );
}

/** Requests of a person and year that count against annual leave (for the balance). */
export async function listAnnualLeaveDays(db: DbOrTx, nhanVienId: number, namHocId: number, exceptId?: number) {
  return db
    .select({ trangThai: donNghiPhep.trangThai, soNgay: donNghiPhep.soNgay })
    .from(donNghiPhep)
    .innerJoin(loaiNghiPhep, eq(loaiNghiPhep.id, donNghiPhep.loaiNghiPhepId))
    .where(
      and(
        eq(donNghiPhep.nhanVienId, nhanVienId),
        eq(donNghiPhep.namHocId, namHocId),
        eq(loaiNghiPhep.truPhepNam, true),
        exceptId ? ne(donNghiPhep.id, exceptId) : undefined,
      ),
    );
}

export async function findFile(db: DbOrTx, id: number) {
  const [row] = await db.select().from(files).where(eq(files.id, id));
  return row;
}

export type RequestValues = Omit<typeof donNghiPhep.$inferInsert, 'id' | 'version' | 'createdAt' | 'updatedAt'>;

export async function insertRequest(db: DbOrTx, values: RequestValues) {
  const [row] = await db.insert(donNghiPhep).values(values).returning({ id: donNghiPhep.id });
  return row!.id;
}

/** Writes only when the stored version is the expected one; false when the request changed meanwhile. */
export async function updateRequest(db: DbOrTx, id: number, expectedVersion: number, values: Partial<RequestValues>) {
  const rows = await db
    .update(donNghiPhep)
    .set({ ...values, version: sql`${donNghiPhep.version} + 1`, updatedAt: new Date() })
    .where(and(eq(donNghiPhep.id, id), eq(donNghiPhep.version, expectedVersion)))
    .returning({ id: donNghiPhep.id });
  return rows.length === 1;
}

export async function insertTransition(db: DbOrTx, values: typeof donNghiPhepLichSu.$inferInsert) {
  await db.insert(donNghiPhepLichSu).values(values);
}

export async function upsertCoverNeed(db: DbOrTx, values: typeof nhuCauDayThay.$inferInsert) {
  await db
    .insert(nhuCauDayThay)
    .values(values)
    .onConflictDoUpdate({
      target: nhuCauDayThay.donNghiPhepId,
      set: {
        tuNgay: values.tuNgay,
        tuBuoi: values.tuBuoi,
        denNgay: values.denNgay,
        denBuoi: values.denBuoi,
        trangThai: 'open',
        updatedAt: new Date(),
      },
    });
}

export async function closeCoverNeed(db: DbOrTx, donNghiPhepId: number) {
  await db
    .update(nhuCauDayThay)
    .set({ trangThai: 'cancelled', updatedAt: new Date() })
    .where(eq(nhuCauDayThay.donNghiPhepId, donNghiPhepId));
}

/** Accounts of staff members (notification recipients). */
export async function listAccountsOfStaff(db: DbOrTx, nhanVienIds: number[]) {
  if (nhanVienIds.length === 0) return [];
  const rows = await db.select({ id: taiKhoan.id }).from(taiKhoan).where(inArray(taiKhoan.nhanVienId, nhanVienIds));
  return rows.map((r) => r.id);
}

/** Accounts holding the HR permission (approvers of heads' requests). */
export async function listHrAccounts(db: DbOrTx) {
  const rows = await db
    .select({ id: taiKhoan.id })
    .from(taiKhoan)
    .where(and(sql`'QuanLyNhanSu' = any(${taiKhoan.permissions})`, isNull(taiKhoan.lockedAt)));
  return rows.map((r) => r.id);
}

/** Approved leave overlapping a period, for the HR calendar. */
export async function listApprovedBetween(db: DbOrTx, from: string, to: string, phongBanId?: number) {
  return db
    .select({
      id: donNghiPhep.id,
      nhanVienId: donNghiPhep.nhanVienId,
      hoTen: nhanVien.hoTen,
      tenPhongBan: phongBan.tenPhongBan,
      tenLoai: loaiNghiPhep.tenLoai,
      tenLoaiEn: loaiNghiPhep.tenLoaiEn,
      tuNgay: donNghiPhep.tuNgay,
      tuBuoi: donNghiPhep.tuBuoi,
      denNgay: donNghiPhep.denNgay,
      denBuoi: donNghiPhep.denBuoi,
      canDayThay: donNghiPhep.canDayThay,
    })
    .from(donNghiPhep)
    .innerJoin(nhanVien, eq(nhanVien.id, donNghiPhep.nhanVienId))
    .leftJoin(phongBan, eq(phongBan.id, nhanVien.phongBanId))
    .innerJoin(loaiNghiPhep, eq(loaiNghiPhep.id, donNghiPhep.loaiNghiPhepId))
    .where(
      and(
        inArray(donNghiPhep.trangThai, ['approved', 'cancel_requested']),
        lte(donNghiPhep.tuNgay, to),
        gte(donNghiPhep.denNgay, from),
        phongBanId ? eq(nhanVien.phongBanId, phongBanId) : undefined,
      ),
    )
    .orderBy(asc(byNameKey(nhanVien.hoTenSapXep)), asc(nhanVien.id), asc(donNghiPhep.tuNgay));
}

// Leave types (master data).

export async function listLeaveTypes(db: DbOrTx, onlyActive: boolean) {
  return db
    .select({
      id: loaiNghiPhep.id,
      ma: loaiNghiPhep.ma,
      tenLoai: loaiNghiPhep.tenLoai,
      tenLoaiEn: loaiNghiPhep.tenLoaiEn,
      truPhepNam: loaiNghiPhep.truPhepNam,
      canDinhKem: loaiNghiPhep.canDinhKem,
      isActive: loaiNghiPhep.isActive,
      thuTu: loaiNghiPhep.thuTu,
      version: loaiNghiPhep.version,
    })
    .from(loaiNghiPhep)
    .where(onlyActive ? eq(loaiNghiPhep.isActive, true) : undefined)
    .orderBy(asc(loaiNghiPhep.thuTu), asc(loaiNghiPhep.id));
}

export async function findLeaveTypeByCode(db: DbOrTx, ma: string, exceptId?: number) {
  const [row] = await db
    .select({ id: loaiNghiPhep.id })
    .from(loaiNghiPhep)
    .where(and(eq(loaiNghiPhep.ma, ma), exceptId ? ne(loaiNghiPhep.id, exceptId) : undefined));
  return row;
}

export async function insertLeaveType(db: DbOrTx, input: LoaiNghiPhepInput) {
  const [row] = await db
    .insert(loaiNghiPhep)
    .values({ ...input, tenLoaiEn: input.tenLoaiEn ?? null })
    .returning({ id: loaiNghiPhep.id });
  return row!.id;
}

export async function updateLeaveType(db: DbOrTx, id: number, expectedVersion: number, input: LoaiNghiPhepInput) {
  const rows = await db
    .update(loaiNghiPhep)
    .set({
      ...input,
      tenLoaiEn: input.tenLoaiEn ?? null,
      version: sql`${loaiNghiPhep.version} + 1`,
      updatedAt: new Date(),
    })
    .where(and(eq(loaiNghiPhep.id, id), eq(loaiNghiPhep.version, expectedVersion)))
    .returning({ id: loaiNghiPhep.id });
  return rows.length === 1;
}
