import {
  type LichSuTieuHoc,
  type LopMonHocTieuHoc,
  type LuuTieuHocInput,
  type LuuTieuHocResult,
  PRIMARY_PERIODS,
  type PrimaryPeriod,
  type PrimaryRating,
  primaryEntryProblems,
  primaryTestedSubjectFrom,
  primaryTestRequired,
  type SoDiemTieuHoc,
  type TieuHocO,
  termOfPeriod,
  type YeuCauSuaTieuHocInput,
} from '@hpl/shared';
import type { Db, DbOrTx } from '../../db/client';
import { type Actor, audit } from '../../lib/audit';
import type { Caller } from '../../lib/caller';
import { badRequest, conflict, forbidden, PG_UNIQUE_VIOLATION, pgErrorCode } from '../../lib/errors';
import { listPublication, listWindows } from './cai-dat.repository';
import { decideCellWrite, isWindowOpen, mayRequestChange } from './diem-vn.policy';
import { listMembers } from './diem-vn.repository';
import { scopedClass, viewerOf, yearIdOf } from './diem-vn.service';
import { listCellHistory } from './so-diem.repository';
import * as repo from './tieu-hoc.repository';
import { listPendingRequestCells } from './yeu-cau-sua.repository';

/**
 * Primary (Circular 27) grades: a subject class's ratings at the four rating points (GK1, CK1, GK2, CN) with the
 * periodic tests where due, the homeroom teacher's qualities and competences, the year result of a homeroom class and
 * the pupil's report card. Same rules of access as the secondary gradebook: the class's teacher writes inside the
 * rating point's open window until its term is locked, the office reads everything, anyone else gets 404.
 */

type Facts = repo.PrimaryClass;
/** The subject's periodic-test role: the office's setting (`quanlydiemvn/monhoc`), by default from the code. */
export const testedOf = (facts: { monKiemTraCaiDat: string | null; maMonHoc: string }) =>
  primaryTestedSubjectFrom(facts.monKiemTraCaiDat, facts.maMonHoc);

function presentBase(f: Facts) {
  return {
    id: f.id,
    tenLop: f.tenLop,
    namHocId: f.namHocId,
    monHocId: f.monHocId,
    maMonHoc: f.maMonHoc,
    tenMonHoc: f.tenMonHoc,
    tenMonHocEn: f.tenMonHocEn,
    khoi: f.khoi,
    tenKhoi: f.tenKhoi,
    lopQuanLyId: f.lopQuanLyId,
    tenLopQuanLy: f.tenLopQuanLy,
    giaoVien: f.giaoVien,
    siSo: f.siSo,
    monKiemTra: testedOf(f),
  };
}

const toEntry = (r: repo.EntryRow): TieuHocO => ({
  ky: r.ky as PrimaryPeriod,
  mucDat: r.mucDat as PrimaryRating | null,
  diemKiemTra: r.diemKiemTra,
  nhanXet: r.nhanXet,
  version: r.version,
});
const entryValueOf = (r: repo.EntryRow | undefined) =>
  r ? { mucDat: r.mucDat, diemKiemTra: r.diemKiemTra, nhanXet: r.nhanXet } : null;

export async function listPrimaryClasses(
  db: Db,
  caller: Caller,
  q: { namHocId?: number; phamVi: 'cuaToi' | 'tatCa' },
): Promise<LopMonHocTieuHoc[]> {
  const { user } = caller;
  const viewer = viewerOf(user);
  if (q.phamVi === 'tatCa' && !viewer.isOffice) throw forbidden();
  const namHocId = await yearIdOf(db, q.namHocId);
  const rows = await repo.listPrimaryClasses(db, {
    namHocId,
    nhanVienId: q.phamVi === 'cuaToi' ? (viewer.nhanVienId ?? -1) : undefined,
  });
  const ids = rows.map((r) => r.id);
  const [entries, publication] = await Promise.all([repo.listEntries(db, ids), listPublication(db, ids)]);
  const byClass = new Map<number, repo.EntryRow[]>();
  for (const e of entries) byClass.set(e.lopMonHocId, [...(byClass.get(e.lopMonHocId) ?? []), e]);
  return rows.map((f) => {
    const mine = byClass.get(f.id) ?? [];
    const pub = publication.filter((p) => p.lopMonHocId === f.id);
    return {
      ...presentBase(f),
      tienDo: PRIMARY_PERIODS.map((ky) => ({
        ky,
        daNhap: mine.filter(
          (e) =>
            e.ky === ky &&
            primaryEntryProblems(f.khoi, testedOf(f), ky, {
              rating: e.mucDat as PrimaryRating | null,
              test: e.diemKiemTra,
            }).length === 0,
        ).length,
        canNhap: f.siSo,
      })),
      congBo: pub.filter((p) => p.congBo).map((p) => p.hocKy),
      khoa: pub.filter((p) => p.khoa).map((p) => p.hocKy),
    };
  });
}

async function loadPrimaryClass(db: DbOrTx, caller: Caller, id: number) {
  const { facts, relation } = await scopedClass(repo.findPrimaryClass(db, id), caller);
  const [windows, publication] = await Promise.all([listWindows(db, facts.namHocId), listPublication(db, [id])]);
  const windowOf = (ky: PrimaryPeriod) => windows.find((w) => w.hocKy === termOfPeriod(ky) && w.cot === ky);
  const locked = (ky: PrimaryPeriod) =>
    facts.isClosed || (publication.find((p) => p.hocKy === termOfPeriod(ky))?.khoa ?? false);
  const published = (ky: PrimaryPeriod) => publication.find((p) => p.hocKy === termOfPeriod(ky))?.congBo ?? false;
  return { facts, relation, windowOf, locked, published };
}

export async function getPrimaryGradebook(
  db: Db,
  caller: Caller,
  id: number,
  now = new Date(),
): Promise<SoDiemTieuHoc> {
  const { facts, relation, windowOf, locked, published } = await loadPrimaryClass(db, caller, id);
  const [members, entries, pending] = await Promise.all([
    listMembers(db, id),
    repo.listEntries(db, [id]),
    listPendingRequestCells(db, id),
  ]);
  return {
    lopMonHoc: presentBase(facts),
    laGiaoVien: relation === 'giaoVien',
    yeuCauChoDuyet: pending,
    ky: PRIMARY_PERIODS.map((ky) => {
      const window = windowOf(ky);
      const open = isWindowOpen(window, now);
      return {
        ky,
        hocKy: termOfPeriod(ky),
        kiemTra: primaryTestRequired(facts.khoi, testedOf(facts), ky),
        dangMo: open,
        moLuc: window?.moLuc.toISOString() ?? null,
        dongLuc: window?.dongLuc.toISOString() ?? null,
        choPhepSua: decideCellWrite(relation, { windowOpen: open, locked: locked(ky) }) === 'ok',
        congBo: published(ky),
        khoa: locked(ky),
      };
    }),
    hocSinh: members.map((m) => ({
      ...m,
      o: entries.filter((e) => e.hocSinhId === m.id).map(toEntry),
    })),
  };
}

/**
 * Saves entries of one rating point, all or nothing: each checked against the window, the lock, the class's members,
 * the test due at that point (400) and the version the teacher saw (409); one audit row per changed entry.
 */
export async function savePrimaryEntries(
  db: Db,
  caller: Caller,
  id: number,
  input: LuuTieuHocInput,
  now = new Date(),
): Promise<LuuTieuHocResult> {
  const { facts, relation, windowOf, locked } = await loadPrimaryClass(db, caller, id);
  const decision = decideCellWrite(relation, {
    windowOpen: isWindowOpen(windowOf(input.ky), now),
    locked: locked(input.ky),
  });
  if (decision === 'forbidden') throw forbidden();
  if (decision === 'locked') throw badRequest('diemVn.term.locked', { term: termOfPeriod(input.ky) });
  if (decision === 'windowClosed') throw badRequest('diemVn.tieuHoc.windowClosed', { period: input.ky });
  const members = new Set((await listMembers(db, id)).map((m) => m.id));
  const due = primaryTestRequired(facts.khoi, testedOf(facts), input.ky);
  const seen = new Set<number>();
  for (const row of input.o) {
    if (!members.has(row.hocSinhId)) throw badRequest('diemVn.hocSinh.notInClass');
    if (seen.has(row.hocSinhId)) throw badRequest('diemVn.o.duplicate');
    seen.add(row.hocSinhId);
    if (row.diemKiemTra != null && !due)
      throw badRequest('diemVn.diemKiemTra.notDue', { subject: facts.tenMonHoc, period: input.ky });
  }
  try {
    return { o: await db.transaction((tx) => writePrimaryEntries(tx, caller, id, input.ky, input.o)) };
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw conflict();
    throw error;
  }
}

/** An entry to write; `version` null skips the stale check (an approved change request, already decided on). */
interface EntryWrite {
  hocSinhId: number;
  mucDat: string | null;
  diemKiemTra: number | null;
  nhanXet: string | null;
  version: number | null;
}

/**
 * The primary write path, inside the caller's transaction: entries of one rating point locked, version-checked (409),
 * written (an empty entry is deleted; a written one's version goes up), one audit row per changed entry with `reason`.
 */
async function writePrimaryEntries(
  tx: DbOrTx,
  actor: Actor,
  id: number,
  ky: PrimaryPeriod,
  rows: EntryWrite[],
  reason: string | null = null,
): Promise<LuuTieuHocResult['o']> {
  const current = await repo.listEntries(tx, [id], { ky, forUpdate: true });
  const out: LuuTieuHocResult['o'] = [];
  for (const row of rows) {
    const before = current.find((c) => c.hocSinhId === row.hocSinhId);
    if (row.version !== null && (before?.version ?? 0) !== row.version) throw conflict();
    const after = { mucDat: row.mucDat, diemKiemTra: row.diemKiemTra, nhanXet: row.nhanXet ? row.nhanXet : null };
    const empty = after.mucDat == null && after.diemKiemTra == null && after.nhanXet == null;
    const old = entryValueOf(before);
    if (sameEntryValue(old, after)) {
      if (before) out.push({ ...toEntry(before), hocSinhId: row.hocSinhId });
      continue;
    }
    if (empty) await repo.deleteEntry(tx, before!.id);
    const written = empty
      ? null
      : await repo.upsertEntry(tx, {
          lopMonHocId: id,
          hocSinhId: row.hocSinhId,
          ky,
          ...after,
          updatedBy: actor.accountId,
        });
    await audit(tx, actor, {
      action: empty ? 'delete' : before ? 'update' : 'create',
      entity: repo.TIEU_HOC_ENTITY,
      entityId: repo.entryKey(id, ky, row.hocSinhId),
      before: old,
      after: empty ? null : after,
      reason,
    });
    if (written) out.push({ ...toEntry(written), hocSinhId: row.hocSinhId });
  }
  return out;
}

type EntryValue = { mucDat: string | null; diemKiemTra: number | null; nhanXet: string | null };
/** Two entry values are the same; no entry and an all-empty value are the same. */
export function sameEntryValue(a: EntryValue | null, b: EntryValue | null): boolean {
  const key = (v: EntryValue | null) =>
    v && (v.mucDat != null || v.diemKiemTra != null || v.nhanXet) ? [v.mucDat, v.diemKiemTra, v.nhanXet || null] : null;
  return JSON.stringify(key(a)) === JSON.stringify(key(b));
}

/**
 * Checks a primary change request like a direct save (the class's teacher, a member, a test mark only where due),
 * except that the rating point must be closed to direct entry (window closed or term locked). Returns the cell and
 * the value to ask for.
 */
export async function checkPrimaryRequest(db: Db, caller: Caller, input: YeuCauSuaTieuHocInput, now = new Date()) {
  const { facts, relation, windowOf, locked } = await loadPrimaryClass(db, caller, input.lopMonHocId);
  if (relation !== 'giaoVien') throw forbidden();
  const state = { windowOpen: isWindowOpen(windowOf(input.cot), now), locked: locked(input.cot) };
  if (!mayRequestChange(relation, state)) throw badRequest('diemVn.yeuCau.windowOpen');
  if (!(await listMembers(db, facts.id)).some((m) => m.id === input.hocSinhId))
    throw badRequest('diemVn.hocSinh.notInClass');
  const value = { ...input.giaTriMoi, nhanXet: input.giaTriMoi.nhanXet || null };
  if (value.diemKiemTra != null && !primaryTestRequired(facts.khoi, testedOf(facts), input.cot))
    throw badRequest('diemVn.diemKiemTra.notDue', { subject: facts.tenMonHoc, period: input.cot });
  return { lopMonHocId: facts.id, hocKy: termOfPeriod(input.cot), value };
}

/** The entry as it is now (null when nothing was entered), read inside the request's transaction. */
export async function currentPrimaryValue(tx: DbOrTx, id: number, ky: PrimaryPeriod, hocSinhId: number) {
  return entryValueOf((await repo.listEntries(tx, [id], { ky, hocSinhId }))[0]);
}

/** Approval of a primary request: the entry takes the requested value through the primary write path. */
export async function applyPrimaryRequest(
  tx: DbOrTx,
  caller: Caller,
  request: { lopMonHocId: number; hocSinhId: number; cot: PrimaryPeriod; giaTriMoi: EntryValue; lyDo: string },
) {
  await writePrimaryEntries(
    tx,
    caller,
    request.lopMonHocId,
    request.cot,
    [{ hocSinhId: request.hocSinhId, ...request.giaTriMoi, version: null }],
    request.lyDo,
  );
}

export async function primaryEntryHistory(
  db: Db,
  caller: Caller,
  id: number,
  q: { ky: string; hocSinhId: number },
): Promise<LichSuTieuHoc[]> {
  await loadPrimaryClass(db, caller, id);
  const rows = await listCellHistory(db, repo.entryKey(id, q.ky, q.hocSinhId), repo.TIEU_HOC_ENTITY);
  return rows.map((r) => ({
    luc: r.at.toISOString(),
    nguoiSua: r.nguoiSua,
    truoc: (r.before as LichSuTieuHoc['truoc']) ?? null,
    sau: (r.after as LichSuTieuHoc['sau']) ?? null,
    lyDo: r.reason,
  }));
}
