import {
  computeBalance,
  computeEntitlement,
  countWorkingDays,
  type DonNghiPhep,
  type DonNghiPhepChiTiet,
  type DonNghiPhepInput,
  type DonNghiPhepListQuery,
  type DonNghiPhepUpdate,
  dayNumberOf,
  donNghiPhepAuthority,
  type Half,
  type LeaveAction,
  type LeaveBalanceView,
  type LeaveCalendarEntry,
  type LeaveDecision,
  type LeaveStatus,
  listWorkingDates,
  type Page,
  passesAuthority,
  rangesOverlap,
} from '@hpl/shared';
import type { SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { type Actor, audit } from '../../lib/audit';
import type { Caller } from '../../lib/caller';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { pageOf } from '../../lib/list';
import type { SessionUser } from '../../lib/session-user';
import { assertYearOpen, findYearOrActive, findYearsOverlapping } from '../nam-hoc';
import { notify, publishNotifications } from '../notifications';
import { LEAVE_ATTACHMENT_PURPOSE } from './dinh-kem';
import {
  approvalLevelOf,
  isAllowed,
  LEAVE_TRANSITIONS,
  type LeaveRelation,
  type LeaveViewer,
  listAvailableActions,
  relationOf,
} from './don-nghi-phep.policy';
import * as repo from './don-nghi-phep.repository';

const ENTITY = 'DonNghiPhep';
/** Where a notification about a request leads in the portal. */
const pagePath = (id: number) => `/yeucaudexuat/donnghiphep?id=${id}`;
const CALENDAR_MAX_DAYS = 92;

export function viewerOf(user: SessionUser): LeaveViewer {
  return { nhanVienId: user.nhanVienId, isHr: passesAuthority(donNghiPhepAuthority.nhanSu, user) };
}

type Row = NonNullable<repo.LeaveRequestRow>;

function presentRequest(row: Row, relation: LeaveRelation): DonNghiPhep {
  const trangThai = row.trangThai as LeaveStatus;
  return {
    id: row.id,
    nhanVienId: row.nhanVienId,
    maNhanVien: row.maNhanVien,
    hoTen: row.hoTen,
    phongBanId: row.phongBanId,
    tenPhongBan: row.tenPhongBan,
    tenPhongBanEn: row.tenPhongBanEn,
    loaiNghiPhepId: row.loaiNghiPhepId,
    tenLoai: row.tenLoai,
    tenLoaiEn: row.tenLoaiEn,
    truPhepNam: row.truPhepNam,
    namHocId: row.namHocId,
    tuNgay: row.tuNgay,
    tuBuoi: row.tuBuoi as Half,
    denNgay: row.denNgay,
    denBuoi: row.denBuoi as Half,
    soNgay: row.soNgay,
    lyDo: row.lyDo,
    canDayThay: row.canDayThay,
    dinhKem:
      row.dinhKemId != null
        ? {
            id: row.dinhKemId,
            tenTep: row.dinhKemTen ?? '',
            mimeType: row.dinhKemMime ?? '',
            kichThuoc: row.dinhKemSize ?? 0,
          }
        : null,
    trangThai,
    capDuyet: approvalLevelOf(row),
    nguoiDuyet: row.nguoiDuyetId != null ? { id: row.nguoiDuyetId, hoTen: row.nguoiDuyetTen ?? '' } : null,
    yKienDuyet: row.yKienDuyet,
    ngayDuyet: row.ngayDuyet?.toISOString() ?? null,
    ngayTao: row.createdAt.toISOString(),
    version: row.version,
    thaoTac: listAvailableActions(relation, trangThai, row.dinhKemId != null),
  };
}

/** The request if the caller may see it; otherwise 404 (never reveal that it exists). */
async function loadVisible(tx: DbOrTx, viewer: LeaveViewer, id: number) {
  const row = await repo.findRequest(tx, id);
  if (!row) throw notFound();
  const relation = relationOf(viewer, row);
  if (relation === 'other') throw notFound();
  return { row, relation };
}

export async function listRequests(db: Db, user: SessionUser, query: DonNghiPhepListQuery): Promise<Page<DonNghiPhep>> {
  const viewer = viewerOf(user);
  let scope: SQL | undefined;
  let effective = query;
  if (query.phamVi === 'cuaToi') {
    if (viewer.nhanVienId == null) return pageOf(query, [], 0);
    scope = repo.ownCondition(viewer.nhanVienId);
  } else if (query.phamVi === 'canDuyet') {
    scope = repo.approverCondition(viewer);
    if (!query.trangThai?.length) effective = { ...query, trangThai: ['pending', 'cancel_requested'] };
  } else if (!viewer.isHr) {
    throw forbidden();
  }
  const { items, total } = await repo.listRequests(db, scope, effective);
  return pageOf(
    query,
    items.map((row) => presentRequest(row, relationOf(viewer, row))),
    total,
  );
}

export async function getRequest(db: DbOrTx, user: SessionUser, id: number): Promise<DonNghiPhepChiTiet> {
  const { row, relation } = await loadVisible(db, viewerOf(user), id);
  const [history, cover] = await Promise.all([repo.listTransitions(db, id), repo.findCoverNeed(db, id)]);
  return {
    ...presentRequest(row, relation),
    lichSu: history.map((h) => ({
      id: h.id,
      tuTrangThai: h.tuTrangThai as LeaveStatus | null,
      denTrangThai: h.denTrangThai as LeaveStatus,
      nguoiThucHien: h.nguoiThucHien,
      ghiChu: h.ghiChu,
      thoiGian: h.at.toISOString(),
    })),
    nhuCauDayThay: cover
      ? {
          tuNgay: cover.tuNgay,
          tuBuoi: cover.tuBuoi as Half,
          denNgay: cover.denNgay,
          denBuoi: cover.denBuoi as Half,
          trangThai: cover.trangThai as 'open' | 'cancelled',
        }
      : null,
  };
}

/** The academic year that holds the whole range; refuses ranges outside any year, across two, or in a closed one. */
async function resolveYear(tx: DbOrTx, from: string, to: string) {
  const years = await findYearsOverlapping(tx, from, to);
  const year = years.find((y) => y.ngayBatDau! <= from && y.ngayKetThuc! >= to);
  if (!year) {
    if (years.length >= 2) throw badRequest('leave.dates.spansYears', {}, 'denNgay');
    throw badRequest('leave.dates.outsideYear', { from, to }, 'tuNgay');
  }
  if (year.isClosed) throw badRequest('leave.dates.closedYear', { name: year.tenNamHoc }, 'tuNgay');
  return year;
}

/** Business rules of a filing or an edit; returns the values to store. */
async function validateFiling(
  tx: DbOrTx,
  actor: Actor,
  staff: NonNullable<Awaited<ReturnType<typeof repo.lockStaff>>>,
  input: DonNghiPhepInput,
  exceptId?: number,
) {
  const type = await repo.findLeaveType(tx, input.loaiNghiPhepId);
  if (!type?.isActive) throw badRequest('leave.type.unknown', {}, 'loaiNghiPhepId');
  const year = await resolveYear(tx, input.tuNgay, input.denNgay);

  const holidays = await repo.listHolidays(tx, input.tuNgay, input.denNgay);
  const soNgay = countWorkingDays(input, holidays);
  if (soNgay === 0) throw badRequest('leave.dates.noWorkingDays', {}, 'tuNgay');

  const touching = await repo.listActiveRequestsTouching(tx, staff.id, input.tuNgay, input.denNgay, exceptId);
  const clash = touching.find((other) =>
    rangesOverlap(input, { ...other, tuBuoi: other.tuBuoi as Half, denBuoi: other.denBuoi as Half }),
  );
  if (clash) throw badRequest('leave.overlap', { from: clash.tuNgay, to: clash.denNgay }, 'tuNgay');

  if (input.dinhKemId != null) {
    const file = await repo.findFile(tx, input.dinhKemId);
    if (!file || file.purpose !== LEAVE_ATTACHMENT_PURPOSE || file.ownerAccountId !== actor.accountId) {
      throw badRequest('leave.attachment.invalid', {}, 'dinhKemId');
    }
  } else if (type.canDinhKem) {
    throw badRequest('leave.attachment.required', { type: type.tenLoai }, 'dinhKemId');
  }

  if (type.truPhepNam) {
    const entitlement = computeEntitlement(staff, year.ngayBatDau!);
    const balance = computeBalance(entitlement, await repo.listAnnualLeaveDays(tx, staff.id, year.id, exceptId));
    if (soNgay > balance.soNgayConLai) {
      throw badRequest('leave.balance.insufficient', { remaining: balance.soNgayConLai, requested: soNgay }, 'denNgay');
    }
  }

  return {
    loaiNghiPhepId: type.id,
    namHocId: year.id,
    tuNgay: input.tuNgay,
    tuBuoi: input.tuBuoi,
    denNgay: input.denNgay,
    denBuoi: input.denBuoi,
    soNgay,
    lyDo: input.lyDo,
    canDayThay: input.canDayThay,
    dinhKemId: input.dinhKemId ?? null,
  };
}

/** Accounts that decide a request: the department head's and deputies', or every HR account but the requester's. */
async function listApproverAccounts(tx: DbOrTx, row: Row, requesterAccount: number | null) {
  if (approvalLevelOf(row) === 'phongBan') {
    const deciders = [row.truongPhongId!, ...(row.phoPhongIds ?? [])].filter((id) => id !== row.nhanVienId);
    return repo.listAccountsOfStaff(tx, [...new Set(deciders)]);
  }
  return (await repo.listHrAccounts(tx)).filter((id) => id !== requesterAccount);
}

function notificationPayload(row: Row) {
  return { donNghiPhepId: row.id, hoTen: row.hoTen, from: row.tuNgay, to: row.denNgay };
}

export async function createRequest(db: Db, caller: Caller, input: DonNghiPhepInput) {
  if (caller.user.nhanVienId == null) throw new AppError(403, 'leave.notStaff');
  const nhanVienId = caller.user.nhanVienId;
  const notified: number[] = [];
  const id = await db.transaction(async (tx) => {
    const staff = await repo.lockStaff(tx, nhanVienId);
    if (!staff) throw new AppError(403, 'leave.notStaff');
    const values = await validateFiling(tx, caller, staff, input);
    const id = await repo.insertRequest(tx, { ...values, nhanVienId, trangThai: 'pending' });
    await repo.insertTransition(tx, {
      donNghiPhepId: id,
      tuTrangThai: null,
      denTrangThai: 'pending',
      actorAccountId: caller.accountId,
      actorNhanVienId: nhanVienId,
    });
    const row = (await repo.findRequest(tx, id))!;
    await audit(tx, caller, { action: 'create', entity: ENTITY, entityId: id, after: row });
    notified.push(...(await listApproverAccounts(tx, row, caller.accountId)));
    await notify(tx, notified, {
      loai: 'leave.submitted',
      payload: notificationPayload(row),
      duongDan: pagePath(id),
    });
    return id;
  });
  publishNotifications(notified);
  return getRequest(db, caller.user, id);
}

/** The requester edits a pending request; the version read must still be current (409 otherwise). */
export async function updateRequest(db: Db, caller: Caller, id: number, input: DonNghiPhepUpdate) {
  const viewer = viewerOf(caller.user);
  const notified: number[] = [];
  await db.transaction(async (tx) => {
    const { row, relation } = await loadVisible(tx, viewer, id);
    if (!isAllowed(relation, 'update')) throw forbidden();
    const staff = await repo.lockStaff(tx, row.nhanVienId);
    if (input.version !== row.version) throw conflict();
    assertStatusAllows(row, 'update');
    await assertYearOpen(tx, row.namHocId, 'leave.dates.closedYear');
    const values = await validateFiling(tx, caller, staff!, input, id);
    if (!(await repo.updateRequest(tx, id, row.version, values))) throw conflict();
    const after = (await repo.findRequest(tx, id))!;
    await audit(tx, caller, { action: 'update', entity: ENTITY, entityId: id, before: row, after });
    notified.push(...(await listApproverAccounts(tx, after, caller.accountId)));
    await notify(tx, notified, {
      loai: 'leave.updated',
      payload: notificationPayload(after),
      duongDan: pagePath(id),
    });
  });
  publishNotifications(notified);
  return getRequest(db, caller.user, id);
}

function assertStatusAllows(row: Row, action: LeaveAction) {
  const transition = LEAVE_TRANSITIONS[action];
  if (transition && !transition.from.includes(row.trangThai as LeaveStatus)) {
    throw conflict('leave.status.notAllowed', { status: row.trangThai });
  }
}

/** Actions whose comment is required: a refusal must say why. */
const NEEDS_COMMENT: LeaveAction[] = ['decline', 'rejectCancel'];
/** Actions taken by the approver: they record the decision on the request. */
const DECISIONS: LeaveAction[] = ['approve', 'decline', 'confirmCancel', 'rejectCancel'];
const NOTIFICATION_OF: Partial<Record<LeaveAction, string>> = {
  cancel: 'leave.cancelled',
  requestCancel: 'leave.cancelRequested',
  approve: 'leave.approved',
  decline: 'leave.declined',
  confirmCancel: 'leave.cancelConfirmed',
  rejectCancel: 'leave.cancelRejected',
};

export type TransitionAction = 'cancel' | 'requestCancel' | 'approve' | 'decline' | 'confirmCancel' | 'rejectCancel';

/**
 * Moves a request along the status machine: 404 outside the caller's scope, 403 when their relation does not allow
 * the action, 409 when the request changed since it was read or its status no longer permits the action. The status
 * change, its history row, the cover need, the audit row and the notification of the other party commit together.
 */
export async function transitionRequest(
  db: Db,
  caller: Caller,
  id: number,
  action: TransitionAction,
  decision: LeaveDecision,
) {
  const viewer = viewerOf(caller.user);
  const comment = decision.ghiChu?.trim() || null;
  if (NEEDS_COMMENT.includes(action) && !comment) throw badRequest('leave.ghiChu.required', {}, 'ghiChu');
  const notified: number[] = [];
  await db.transaction(async (tx) => {
    const { row, relation } = await loadVisible(tx, viewer, id);
    if (!isAllowed(relation, action)) throw forbidden();
    if (decision.version !== row.version) throw conflict();
    assertStatusAllows(row, action);
    await assertYearOpen(tx, row.namHocId, 'leave.dates.closedYear');
    const to = LEAVE_TRANSITIONS[action]!.to;
    const decided = DECISIONS.includes(action)
      ? { nguoiDuyetId: viewer.nhanVienId, yKienDuyet: comment, ngayDuyet: new Date() }
      : {};
    if (!(await repo.updateRequest(tx, id, row.version, { trangThai: to, ...decided }))) throw conflict();
    await repo.insertTransition(tx, {
      donNghiPhepId: id,
      tuTrangThai: row.trangThai,
      denTrangThai: to,
      actorAccountId: caller.accountId,
      actorNhanVienId: viewer.nhanVienId,
      ghiChu: comment,
    });
    if (action === 'approve' && row.canDayThay) {
      await repo.upsertCoverNeed(tx, {
        donNghiPhepId: id,
        nhanVienId: row.nhanVienId,
        tuNgay: row.tuNgay,
        tuBuoi: row.tuBuoi,
        denNgay: row.denNgay,
        denBuoi: row.denBuoi,
      });
    }
    if (action === 'confirmCancel') await repo.closeCoverNeed(tx, id);
    const after = (await repo.findRequest(tx, id))!;
    await audit(tx, caller, { action, entity: ENTITY, entityId: id, before: row, after, reason: comment });
    const toApprover = relation === 'own';
    const recipientAccounts = toApprover
      ? await listApproverAccounts(tx, after, caller.accountId)
      : await repo.listAccountsOfStaff(tx, [row.nhanVienId]);
    notified.push(...recipientAccounts);
    await notify(tx, recipientAccounts, {
      loai: NOTIFICATION_OF[action]!,
      payload: { ...notificationPayload(after), ghiChu: comment },
      duongDan: pagePath(id),
    });
  });
  publishNotifications(notified);
  return getRequest(db, caller.user, id);
}

/** The caller's annual leave for a year (the active one by default). */
export async function getBalance(db: Db, user: SessionUser, namHocId?: number): Promise<LeaveBalanceView> {
  if (user.nhanVienId == null) throw new AppError(403, 'leave.notStaff');
  const year = await findYearOrActive(db, namHocId);
  if (!year) throw namHocId ? notFound() : badRequest('leave.year.none');
  const staff = await repo.findStaff(db, user.nhanVienId);
  if (!staff) throw new AppError(403, 'leave.notStaff');
  const entitlement = computeEntitlement(staff, year.ngayBatDau ?? `${new Date().getFullYear()}-01-01`);
  const balance = computeBalance(entitlement, await repo.listAnnualLeaveDays(db, staff.id, year.id));
  return { namHocId: year.id, tenNamHoc: year.tenNamHoc, ...balance, caiDatRieng: staff.soNgayPhepNam != null };
}

/** Working days of a range, for the form's preview. */
export async function countDays(db: Db, range: { tuNgay: string; tuBuoi: Half; denNgay: string; denBuoi: Half }) {
  if (range.denNgay < range.tuNgay) throw badRequest('leave.dates.order', {}, 'denNgay');
  if (dayNumberOf(range.denNgay) - dayNumberOf(range.tuNgay) > 366) return { soNgay: 0 };
  return { soNgay: countWorkingDays(range, await repo.listHolidays(db, range.tuNgay, range.denNgay)) };
}

/** Who is away on each working day of a period (approved leave and approved leave awaiting a cancellation). */
export async function listCalendar(
  db: Db,
  query: { tuNgay: string; denNgay: string; phongBanId?: number },
): Promise<LeaveCalendarEntry[]> {
  if (dayNumberOf(query.denNgay) - dayNumberOf(query.tuNgay) >= CALENDAR_MAX_DAYS)
    throw badRequest('leave.calendar.tooLong');
  const [rows, holidays] = await Promise.all([
    repo.listApprovedBetween(db, query.tuNgay, query.denNgay, query.phongBanId),
    repo.listHolidays(db, query.tuNgay, query.denNgay),
  ]);
  return rows.flatMap((row) =>
    listWorkingDates({ ...row, tuBuoi: row.tuBuoi as Half, denBuoi: row.denBuoi as Half }, holidays)
      .filter((d) => d.ngay >= query.tuNgay && d.ngay <= query.denNgay)
      .map((d) => ({
        donNghiPhepId: row.id,
        nhanVienId: row.nhanVienId,
        hoTen: row.hoTen,
        tenPhongBan: row.tenPhongBan,
        tenLoai: row.tenLoai,
        tenLoaiEn: row.tenLoaiEn,
        ngay: d.ngay,
        soNgay: d.soNgay,
        canDayThay: row.canDayThay,
      })),
  );
}

/** Whether the caller may download an attachment file: the policy's `downloadAttachment` on a request using it. */
export async function mayDownloadAttachment(db: Db, user: SessionUser, fileId: number): Promise<boolean> {
  const viewer = viewerOf(user);
  const rows = await repo.listRequestsWithAttachment(db, fileId);
  return rows.some((row) => isAllowed(relationOf(viewer, row), 'downloadAttachment'));
}

/** A day's half of approved leave: which halves of `ngay` the leave takes (the timetable's cover planning). */
export interface LeaveOnDay {
  donNghiPhepId: number;
  nhanVienId: number;
  hoTen: string;
  canDayThay: boolean;
  ngay: string;
  sang: boolean;
  chieu: boolean;
}

/**
 * Approved leave (also awaiting a cancellation decision) overlapping [from, to], one entry per calendar day with the
 * morning/afternoon halves it takes; `canDayThay` marks leave whose lessons need a substitute.
 */
export async function listApprovedLeaveDays(db: DbOrTx, from: string, to: string): Promise<LeaveOnDay[]> {
  const rows = await repo.listApprovedBetween(db, from, to);
  const days: LeaveOnDay[] = [];
  for (const row of rows) {
    const start = row.tuNgay > from ? row.tuNgay : from;
    const end = row.denNgay < to ? row.denNgay : to;
    for (
      let d = new Date(`${start}T00:00:00Z`);
      d.toISOString().slice(0, 10) <= end;
      d.setUTCDate(d.getUTCDate() + 1)
    ) {
      const ngay = d.toISOString().slice(0, 10);
      days.push({
        donNghiPhepId: row.id,
        nhanVienId: row.nhanVienId,
        hoTen: row.hoTen,
        canDayThay: row.canDayThay,
        ngay,
        sang: ngay > row.tuNgay || row.tuBuoi === 'morning',
        chieu: ngay < row.denNgay || row.denBuoi === 'afternoon',
      });
    }
  }
  return days;
}
