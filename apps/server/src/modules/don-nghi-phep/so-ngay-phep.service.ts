import {
  computeBalance,
  computeEntitlement,
  type LeaveEntitlement,
  type LeaveEntitlementQuery,
  type LeaveEntitlementUpdate,
  type Page,
} from '@hpl/shared';
import type { Db, DbOrTx } from '../../db/client';
import { type Actor, audit } from '../../lib/audit';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { pageOf } from '../../lib/list';
import { findYearOrActive } from '../nam-hoc';
import * as repo from './so-ngay-phep.repository';

/** Audit entity of the setting: it lives on the staff record but is changed only through this service. */
const ENTITY = 'NhanVien.soNgayPhepNam';

/** The year asked for, or the active one; an unknown id is 404, no active year a readable 400. */
async function resolveYear(db: DbOrTx, namHocId?: number) {
  const year = await findYearOrActive(db, namHocId);
  if (!year) throw namHocId ? notFound() : badRequest('leave.year.none');
  // A year without dates still has an entitlement: seniority is then counted at the start of the calendar year.
  return { id: year.id, start: year.ngayBatDau ?? `${new Date().getFullYear()}-01-01` };
}

function presentEntitlement(
  staff: repo.EntitlementStaffRow,
  year: { id: number; start: string },
  requests: readonly { trangThai: string; soNgay: number }[],
): LeaveEntitlement {
  const soNgayMacDinh = computeEntitlement({ soNgayPhepNam: null, ngayVaoLam: staff.ngayVaoLam }, year.start);
  const balance = computeBalance(computeEntitlement(staff, year.start), requests);
  return {
    nhanVienId: staff.id,
    maNhanVien: staff.maNhanVien,
    hoTen: staff.hoTen,
    tenPhongBan: staff.tenPhongBan,
    tenPhongBanEn: staff.tenPhongBanEn,
    ngayVaoLam: staff.ngayVaoLam,
    namHocId: year.id,
    soNgayMacDinh,
    soNgayPhepNam: staff.soNgayPhepNam,
    ...balance,
    version: staff.version,
  };
}

async function presentMany(db: DbOrTx, staff: repo.EntitlementStaffRow[], year: { id: number; start: string }) {
  const requests = await repo.listAnnualLeaveDaysOf(
    db,
    staff.map((s) => s.id),
    year.id,
  );
  return staff.map((s) =>
    presentEntitlement(
      s,
      year,
      requests.filter((r) => r.nhanVienId === s.id),
    ),
  );
}

/** HR: every current staff member with the default, the override and the balance of the year. */
export async function listEntitlements(db: Db, query: LeaveEntitlementQuery): Promise<Page<LeaveEntitlement>> {
  const year = await resolveYear(db, query.namHocId);
  const { items, total } = await repo.listStaffForEntitlement(db, query);
  return pageOf(query, await presentMany(db, items, year), total);
}

/**
 * HR sets (or clears, with null) a staff member's annual entitlement. The staff row is locked, so a leave request
 * filed at the same moment is checked against either the old or the new value, never a mix; a stale version is 409.
 */
export async function setEntitlement(
  db: Db,
  actor: Actor,
  nhanVienId: number,
  input: LeaveEntitlementUpdate,
  namHocId?: number,
): Promise<LeaveEntitlement> {
  return db.transaction(async (tx) => {
    const year = await resolveYear(tx, namHocId);
    const before = await repo.findStaffForEntitlement(tx, nhanVienId, true);
    if (!before) throw notFound();
    if (input.version !== undefined && input.version !== before.version) throw conflict();
    if (!(await repo.updateEntitlement(tx, nhanVienId, before.version, input.soNgayPhepNam))) throw conflict();
    const after = (await repo.findStaffForEntitlement(tx, nhanVienId))!;
    await audit(tx, actor, {
      action: 'update',
      entity: ENTITY,
      entityId: nhanVienId,
      before: { soNgayPhepNam: before.soNgayPhepNam },
      after: { soNgayPhepNam: after.soNgayPhepNam },
    });
    const [view] = await presentMany(tx, [after], year);
    return view!;
  });
}
