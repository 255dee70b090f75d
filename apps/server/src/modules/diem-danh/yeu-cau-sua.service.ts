import {
  type DuyetYeuCauSua,
  foldWorkdays,
  type Page,
  schoolClock,
  type ThangCuaToi,
  type TrangThaiYeuCauSua,
  WORKDAY_START,
  type YeuCauSuaChamCong,
  type YeuCauSuaChamCongInput,
  type YeuCauSuaListQuery,
} from '@hpl/shared';
import type { Db } from '../../db/client';
import { audit } from '../../lib/audit';
import type { Caller } from '../../lib/caller';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { pageOf } from '../../lib/list';
import { schoolToday } from '../../lib/school-date';
import type { SessionUser } from '../../lib/session-user';
import { notify, publishNotifications } from '../notifications';
import { findAccountsOfStaff } from '../tai-khoan';
import { mayAskFor, scopeOf } from './yeu-cau-sua.policy';
import * as repo from './yeu-cau-sua.repository';

const ENTITY = 'ChamCong.YeuCauSua';
const SCREEN = '/hoSoCuaToi/lichSuDiemDanhMay';

type Row = NonNullable<Awaited<ReturnType<typeof repo.findRequest>>>;

function present(row: Row): YeuCauSuaChamCong {
  const { ngay, gio } = schoolClock(row.thoiDiem);
  return {
    id: row.id,
    nhanVienId: row.nhanVienId,
    hoTen: row.hoTen,
    maNhanVien: row.maNhanVien,
    ngay,
    gio,
    lyDo: row.lyDo,
    trangThai: row.trangThai as TrangThaiYeuCauSua,
    ghiChuDuyet: row.ghiChuDuyet,
    nguoiDuyet: row.nguoiDuyet,
    ngayTao: row.createdAt.toISOString(),
    version: row.version,
  };
}

const scopeId = (scope: NonNullable<ReturnType<typeof scopeOf>>) =>
  scope.kind === 'all' ? undefined : scope.nhanVienId;

/** My corrections (`tatCa` false), or every staff member's for HR (`tatCa` true). */
export async function listRequests(
  db: Db,
  user: SessionUser,
  query: YeuCauSuaListQuery,
  tatCa: boolean,
): Promise<Page<YeuCauSuaChamCong>> {
  const scope = scopeOf(user, tatCa);
  if (!scope) return pageOf(query, [], 0);
  const { items, total } = await repo.listRequests(db, scopeId(scope), query);
  return pageOf(query, items.map(present), total);
}

/** My month: each day's first in, last out and minutes late (approved corrections counted), and my requests. */
export async function myMonth(db: Db, user: SessionUser, thang: string): Promise<ThangCuaToi> {
  const from = new Date(`${thang}-01T00:00:00+07:00`);
  const [y, m] = thang.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  const to = new Date(`${next}-01T00:00:00+07:00`);
  if (user.nhanVienId === null) {
    return {
      thang,
      gioBatDau: WORKDAY_START,
      ngay: [],
      yeuCau: [],
      tong: { soNgayCong: 0, soNgayMuon: 0, tongPhutMuon: 0 },
    };
  }
  const days = foldWorkdays(await repo.listDayPunches(db, user.nhanVienId, from, to));
  const requests = await repo.listRequestsBetween(db, user.nhanVienId, from, to);
  return {
    thang,
    gioBatDau: WORKDAY_START,
    ngay: days,
    yeuCau: requests.map(present),
    tong: {
      soNgayCong: days.length,
      soNgayMuon: days.filter((d) => d.phutMuon > 0).length,
      tongPhutMuon: days.reduce((sum, d) => sum + d.phutMuon, 0),
    },
  };
}

/** Asks HR to add a missing punch; HR hears of it. */
export async function createRequest(db: Db, caller: Caller, input: YeuCauSuaChamCongInput): Promise<YeuCauSuaChamCong> {
  const nhanVienId = caller.user.nhanVienId;
  if (nhanVienId === null) throw badRequest('chamCong.yeuCau.noStaff');
  if (!mayAskFor(input.ngay, schoolToday())) throw badRequest('chamCong.yeuCau.ngay.future', {}, 'ngay');
  const thoiDiem = new Date(`${input.ngay}T${input.gio}:00+07:00`);
  const { id, hr } = await db.transaction(async (tx) => {
    if (await repo.hasOpenRequest(tx, nhanVienId, thoiDiem)) {
      throw badRequest('chamCong.yeuCau.duplicate', { ngay: input.ngay, gio: input.gio });
    }
    const created = await repo.insertRequest(tx, { nhanVienId, thoiDiem, lyDo: input.lyDo });
    await audit(tx, caller, { action: 'create', entity: ENTITY, entityId: created, after: input });
    const recipients = (await repo.listHrAccounts(tx)).filter((a) => a !== caller.user.accountId);
    await notify(tx, recipients, {
      loai: 'chamCong.yeuCau',
      payload: { hoTen: caller.user.hoTen, ngay: input.ngay, gio: input.gio },
      duongDan: `${SCREEN}?tab=duyet`,
    });
    return { id: created, hr: recipients };
  });
  publishNotifications(hr);
  return present((await repo.findRequest(db, nhanVienId, id))!);
}

/** HR approves or rejects a pending request; the requester is told. An approved one counts from now on. */
export async function decideRequest(
  db: Db,
  caller: Caller,
  id: number,
  trangThai: 'daDuyet' | 'tuChoi',
  input: DuyetYeuCauSua,
): Promise<YeuCauSuaChamCong> {
  const told = await db.transaction(async (tx) => {
    const before = await repo.findRequest(tx, undefined, id);
    if (!before) throw notFound();
    if (before.trangThai !== 'choDuyet') throw badRequest('chamCong.yeuCau.notPending');
    if (before.version !== input.version) throw conflict();
    const decided = await repo.decideRequest(tx, id, before.version, {
      trangThai,
      nguoiDuyetId: caller.user.nhanVienId,
      ghiChuDuyet: input.ghiChu || null,
    });
    if (!decided) throw conflict();
    await audit(tx, caller, {
      action: trangThai === 'daDuyet' ? 'approve' : 'reject',
      entity: ENTITY,
      entityId: id,
      before: { trangThai: before.trangThai },
      after: { trangThai, ghiChu: input.ghiChu ?? null },
    });
    const { ngay, gio } = schoolClock(before.thoiDiem);
    const accounts = (await findAccountsOfStaff(tx, [before.nhanVienId])).map((a) => a.id);
    await notify(tx, accounts, { loai: `chamCong.${trangThai}`, payload: { ngay, gio }, duongDan: SCREEN });
    return accounts;
  });
  publishNotifications(told);
  return present((await repo.findRequest(db, undefined, id))!);
}

/** A staff member's working days over [from, to] (school days, both included), approved corrections counted. */
export async function listWorkdays(db: Db, nhanVienId: number, from: string, to: string) {
  const start = new Date(`${from}T00:00:00+07:00`);
  const end = new Date(new Date(`${to}T00:00:00+07:00`).getTime() + 86_400_000);
  return foldWorkdays(await repo.listDayPunches(db, nhanVienId, start, end));
}
