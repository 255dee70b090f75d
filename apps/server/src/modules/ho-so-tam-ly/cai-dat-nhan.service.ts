import {
  type CaiDatNhan,
  type CaiDatNhanCongKhai,
  type CaiDatNhanInput,
  CHU_DE_THAM_VAN,
  type QuyTacPhanCong,
} from '@hpl/shared';
import type { Db, DbOrTx } from '../../db/client';
import { audit } from '../../lib/audit';
import type { Caller } from '../../lib/caller';
import { badRequest, conflict } from '../../lib/errors';
import { findHomeroomOfStudent } from '../lop-quan-ly';
import { listStaffAccountsWithRole } from '../tai-khoan';
import * as repo from './cai-dat-nhan.repository';
import { candidatesFor, nextInTurn } from './ho-so-tam-ly.policy';

const ENTITY = 'TamLyCaiDatNhan';

/** Until the team saves the settings: every topic of Circular 31, weekdays in school hours, assignment by hand. */
const DEFAULTS: Omit<repo.SettingsRow, 'capNhatBoiId' | 'updatedAt'> = {
  id: 1,
  nguoiNhan: [],
  quyTac: 'thuCong',
  chuDe: [...CHU_DE_THAM_VAN],
  ngayLamViec: [1, 2, 3, 4, 5],
  gioBatDau: '07:30',
  gioKetThuc: '16:30',
  khanCapTen: '',
  khanCapDienThoai: '',
  khanCapGhiChu: null,
  version: 0,
};

const settingsOf = async (db: DbOrTx, options?: { forUpdate?: boolean }) =>
  (await repo.findSettings(db, options)) ?? DEFAULTS;

function publicPart(s: typeof DEFAULTS): CaiDatNhanCongKhai {
  return {
    chuDe: CHU_DE_THAM_VAN.filter((c) => s.chuDe.includes(c)),
    ngayLamViec: [...s.ngayLamViec].sort(),
    gioBatDau: s.gioBatDau,
    gioKetThuc: s.gioKetThuc,
    khanCapTen: s.khanCapTen,
    khanCapDienThoai: s.khanCapDienThoai,
    khanCapGhiChu: s.khanCapGhiChu,
  };
}

/** The specialists (accounts with the ChuyenVienTamLy role): who may receive requests. */
export const listSpecialists = (db: DbOrTx) => listStaffAccountsWithRole(db, 'ChuyenVienTamLy');

/** What the request form shows everyone signed in: topics offered, hours, the urgent contact. */
export async function publicSettings(db: Db): Promise<CaiDatNhanCongKhai> {
  return publicPart(await settingsOf(db));
}

/** The team's view of the settings, with the specialists one may choose as receivers. */
export async function getSettings(db: Db): Promise<CaiDatNhan> {
  const s = await settingsOf(db);
  const specialists = await listSpecialists(db);
  const names = new Map(specialists.map((a) => [a.id, a.hoTen]));
  return {
    ...publicPart(s),
    nguoiNhan: s.nguoiNhan.map((n) => ({ ...n, hoTen: names.get(n.taiKhoanId) ?? '' })),
    quyTac: s.quyTac as QuyTacPhanCong,
    chuyenVien: specialists.map((a) => ({ taiKhoanId: a.id, hoTen: a.hoTen })),
    version: s.version,
  };
}

/** Saves the settings (receivers must be specialists); the audit row holds the whole before and after. */
export async function saveSettings(db: Db, caller: Caller, input: CaiDatNhanInput): Promise<CaiDatNhan> {
  await db.transaction(async (tx) => {
    const specialists = new Set((await listSpecialists(tx)).map((a) => a.id));
    const nguoiNhan = input.nguoiNhan.filter(
      (n, i) => input.nguoiNhan.findIndex((m) => m.taiKhoanId === n.taiKhoanId) === i,
    );
    if (nguoiNhan.some((n) => !specialists.has(n.taiKhoanId))) {
      throw badRequest('hoSoTamLy.caiDat.khongPhaiChuyenVien', undefined, 'nguoiNhan');
    }
    const before = await repo.findSettings(tx);
    const values: repo.SettingsValues = {
      nguoiNhan: nguoiNhan.map((n) => ({ taiKhoanId: n.taiKhoanId, khoiIds: [...new Set(n.khoiIds)] })),
      quyTac: input.quyTac,
      chuDe: [...new Set(input.chuDe)],
      ngayLamViec: [...new Set(input.ngayLamViec)].sort(),
      gioBatDau: input.gioBatDau,
      gioKetThuc: input.gioKetThuc,
      khanCapTen: input.khanCapTen,
      khanCapDienThoai: input.khanCapDienThoai,
      khanCapGhiChu: input.khanCapGhiChu || null,
      capNhatBoiId: caller.user.accountId,
    };
    if (!(await repo.saveSettings(tx, input.version, values))) throw conflict();
    const { capNhatBoiId: _, ...after } = values;
    await audit(tx, caller, {
      action: 'update',
      entity: ENTITY,
      entityId: 1,
      before: before ? { ...before, updatedAt: undefined, capNhatBoiId: undefined } : null,
      after,
    });
  });
  return getSettings(db);
}

/** A topic the form does not offer is refused (the settings take effect on the server, not only in the form). */
export async function assertTopicOffered(db: DbOrTx, chuDe: string): Promise<void> {
  if (!(await settingsOf(db)).chuDe.includes(chuDe)) throw badRequest('hoSoTamLy.chuDe.khongNhan', undefined, 'chuDe');
}

/**
 * The specialist a new request goes to under the rule, or null (by hand, nobody receiving). Runs inside the filing
 * transaction with the settings row locked, so two requests filed together do not both go to the same person.
 */
export async function assigneeFor(tx: DbOrTx, hocSinhId: number): Promise<number | null> {
  const s = await settingsOf(tx, { forUpdate: true });
  if (s.quyTac === 'thuCong' || s.nguoiNhan.length === 0) return null;
  const active = new Set((await listSpecialists(tx)).map((a) => a.id));
  const receivers = s.nguoiNhan.filter((n) => active.has(n.taiKhoanId));
  const khoiId = s.quyTac === 'theoKhoi' ? ((await findHomeroomOfStudent(tx, hocSinhId))?.khoiId ?? null) : null;
  const candidates = candidatesFor(s.quyTac, receivers, khoiId);
  if (candidates.length === 0) return null;
  const last = await repo.lastAssignedAmong(
    tx,
    candidates.map((c) => c.taiKhoanId),
  );
  return nextInTurn(candidates, last);
}
