import {
  type LichSuTieuHoc,
  type LopMonHocTieuHoc,
  type LuuPhamChatInput,
  type LuuTieuHocInput,
  type LuuTieuHocResult,
  type PhamChatLop,
  type PhamChatMuc,
  type PhieuTieuHoc,
  PRIMARY_CRITERIA,
  PRIMARY_PERIODS,
  type PrimaryPeriod,
  type PrimaryQualityRating,
  type PrimaryRating,
  type PrimaryYearResult,
  primaryEntryProblems,
  primaryTestedSubjectFrom,
  primaryTestRequired,
  primaryYearResultOfEntries,
  type SoDiemTieuHoc,
  type TieuHocO,
  type TongKetTieuHoc,
  termOfPeriod,
  type YeuCauSuaTieuHocInput,
} from '@hpl/shared';
import type { Db, DbOrTx } from '../../db/client';
import { type Actor, audit } from '../../lib/audit';
import { badRequest, conflict, forbidden, notFound, PG_UNIQUE_VIOLATION, pgErrorCode } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import { findYear } from '../nam-hoc';
import {
  classRelationOf,
  decideCellWrite,
  homeroomRelationOf,
  isWindowOpen,
  mayRequestChange,
  reportRelationOf,
} from './diem-vn.policy';
import {
  findSchool,
  findStudent,
  listCellHistory,
  listHomeroomStudents,
  listMembers,
  listPendingRequestCells,
  listPublication,
  listWindows,
} from './diem-vn.repository';
import { settingsOf, viewerOf, yearIdOf } from './diem-vn.service';
import * as repo from './tieu-hoc.repository';
import { renderPrimaryReportCards } from './tieu-hoc-pdf';
import { listHomerooms } from './tong-ket.service';

/**
 * Primary (Circular 27) grades: a subject class's ratings at the four rating points (GK1, CK1, GK2, CN) with the
 * periodic tests where due, the homeroom teacher's qualities and competences, the year result of a homeroom class and
 * the pupil's report card. Same rules of access as the secondary gradebook: the class's teacher writes inside the
 * rating point's open window until its term is locked, the office reads everything, anyone else gets 404.
 */

type Facts = repo.PrimaryClass;
/** The subject's periodic-test role: the office's setting (`quanlydiemvn/monhoc`), by default from the code. */
const testedOf = (facts: { monKiemTraCaiDat: string | null; maMonHoc: string }) =>
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
  user: SessionUser,
  q: { namHocId?: number; phamVi: 'cuaToi' | 'tatCa' },
): Promise<LopMonHocTieuHoc[]> {
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

async function loadPrimaryClass(db: DbOrTx, user: SessionUser, id: number) {
  const facts = await repo.findPrimaryClass(db, id);
  if (!facts) throw notFound();
  const relation = classRelationOf(viewerOf(user), { teacherIds: facts.teacherIds, national: true });
  if (relation === 'other') throw notFound();
  const [windows, publication] = await Promise.all([listWindows(db, facts.namHocId), listPublication(db, [id])]);
  const windowOf = (ky: PrimaryPeriod) => windows.find((w) => w.hocKy === termOfPeriod(ky) && w.cot === ky);
  const locked = (ky: PrimaryPeriod) =>
    facts.isClosed || (publication.find((p) => p.hocKy === termOfPeriod(ky))?.khoa ?? false);
  const published = (ky: PrimaryPeriod) => publication.find((p) => p.hocKy === termOfPeriod(ky))?.congBo ?? false;
  return { facts, relation, windowOf, locked, published };
}

export async function getPrimaryGradebook(
  db: Db,
  user: SessionUser,
  id: number,
  now = new Date(),
): Promise<SoDiemTieuHoc> {
  const { facts, relation, windowOf, locked, published } = await loadPrimaryClass(db, user, id);
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
  actor: Actor,
  user: SessionUser,
  id: number,
  input: LuuTieuHocInput,
  now = new Date(),
): Promise<LuuTieuHocResult> {
  const { facts, relation, windowOf, locked } = await loadPrimaryClass(db, user, id);
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
    return { o: await db.transaction((tx) => writePrimaryEntries(tx, actor, id, input.ky, input.o)) };
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

// ——— Change requests for primary entries (the queue itself is `yeu-cau-sua.service.ts`) ———

/**
 * Checks a primary change request like a direct save (the class's teacher, a member, a test mark only where due),
 * except that the rating point must be closed to direct entry (window closed or term locked). Returns the cell and
 * the value to ask for.
 */
export async function checkPrimaryRequest(db: Db, user: SessionUser, input: YeuCauSuaTieuHocInput, now = new Date()) {
  const { facts, relation, windowOf, locked } = await loadPrimaryClass(db, user, input.lopMonHocId);
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
  actor: Actor,
  request: { lopMonHocId: number; hocSinhId: number; cot: PrimaryPeriod; giaTriMoi: EntryValue; lyDo: string },
) {
  await writePrimaryEntries(
    tx,
    actor,
    request.lopMonHocId,
    request.cot,
    [{ hocSinhId: request.hocSinhId, ...request.giaTriMoi, version: null }],
    request.lyDo,
  );
}

export async function primaryEntryHistory(
  db: Db,
  user: SessionUser,
  id: number,
  q: { ky: string; hocSinhId: number },
): Promise<LichSuTieuHoc[]> {
  await loadPrimaryClass(db, user, id);
  const rows = await listCellHistory(db, repo.entryKey(id, q.ky, q.hocSinhId), repo.TIEU_HOC_ENTITY);
  return rows.map((r) => ({
    luc: r.at.toISOString(),
    nguoiSua: r.nguoiSua,
    truoc: (r.before as LichSuTieuHoc['truoc']) ?? null,
    sau: (r.after as LichSuTieuHoc['sau']) ?? null,
    lyDo: r.reason,
  }));
}

// ——— Homeroom classes: qualities and competences, the year result ———

/** The primary homeroom classes: the caller's own, or for the office every one of the year. */
export function listPrimaryHomerooms(db: Db, user: SessionUser, q: { namHocId?: number; phamVi: 'cuaToi' | 'tatCa' }) {
  return listHomerooms(db, user, q, [repo.PRIMARY_CAP]);
}

async function loadHomeroom(db: DbOrTx, user: SessionUser, id: number) {
  const cls = await repo.findPrimaryHomeroom(db, id);
  if (!cls) throw notFound();
  const relation = homeroomRelationOf(viewerOf(user), { gvcnId: cls.gvcnId });
  if (relation === 'other') throw notFound();
  return { cls, relation };
}

const presentMuc = (muc: Record<string, string>): PhamChatMuc =>
  Object.fromEntries(PRIMARY_CRITERIA.flatMap((c) => (muc[c] ? [[c, muc[c]]] : []))) as PhamChatMuc;

export async function getQualities(db: Db, user: SessionUser, lopQuanLyId: number): Promise<PhamChatLop> {
  const { cls, relation } = await loadHomeroom(db, user, lopQuanLyId);
  const [pupils, rows, confirmed] = await Promise.all([
    listHomeroomStudents(db, lopQuanLyId),
    repo.listQualities(db, lopQuanLyId),
    repo.isYearConfirmed(db, lopQuanLyId),
  ]);
  return {
    lopQuanLyId,
    tenLop: cls.tenLop,
    choPhepSua: relation === 'chuNhiem' && !confirmed && !cls.isClosed,
    hocSinh: pupils.map((p) => ({
      ...p,
      ky: rows
        .filter((r) => r.hocSinhId === p.id)
        .map((r) => ({ ky: r.ky as PrimaryPeriod, muc: presentMuc(r.muc), nhanXet: r.nhanXet, version: r.version })),
    })),
  };
}

/** The homeroom teacher sets qualities and competences of pupils at a rating point (audited, version-checked). */
export async function saveQualities(
  db: Db,
  actor: Actor,
  user: SessionUser,
  lopQuanLyId: number,
  input: LuuPhamChatInput,
): Promise<PhamChatLop> {
  const { cls, relation } = await loadHomeroom(db, user, lopQuanLyId);
  if (relation !== 'chuNhiem') throw forbidden();
  if (cls.isClosed || (await repo.isYearConfirmed(db, lopQuanLyId))) throw badRequest('diemVn.tongKet.confirmed');
  const pupils = new Set((await listHomeroomStudents(db, lopQuanLyId)).map((p) => p.id));
  const seen = new Set<number>();
  for (const row of input.o) {
    if (!pupils.has(row.hocSinhId)) throw badRequest('diemVn.hocSinh.notInClass');
    if (seen.has(row.hocSinhId)) throw badRequest('diemVn.o.duplicate');
    seen.add(row.hocSinhId);
  }
  try {
    await db.transaction(async (tx) => {
      const current = await repo.listQualities(tx, lopQuanLyId, {
        ky: input.ky,
        hocSinhIds: [...seen],
        forUpdate: true,
      });
      for (const row of input.o) {
        const before = current.find((c) => c.hocSinhId === row.hocSinhId);
        if ((before?.version ?? 0) !== row.version) throw conflict();
        const muc = presentMuc(row.muc as Record<string, string>) as Record<string, string>;
        const nhanXet = row.nhanXet ? row.nhanXet : null;
        await repo.upsertQuality(tx, { lopQuanLyId, hocSinhId: row.hocSinhId, ky: input.ky, muc, nhanXet });
        await audit(tx, actor, {
          action: before ? 'update' : 'create',
          entity: repo.PHAM_CHAT_ENTITY,
          entityId: `${lopQuanLyId}:${input.ky}:${row.hocSinhId}`,
          before: before ? { muc: before.muc, nhanXet: before.nhanXet } : null,
          after: { muc, nhanXet },
        });
      }
    });
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw conflict();
    throw error;
  }
  return getQualities(db, user, lopQuanLyId);
}

/** Every pupil's end-of-year entries and the year result they give (null while anything is missing). */
async function computeYear(db: DbOrTx, cls: repo.PrimaryHomeroom) {
  const settings = await settingsOf(db, cls.namHocId);
  const [classes, pupils, qualities, stored] = await Promise.all([
    repo.listPrimaryClasses(db, { namHocId: cls.namHocId, lopQuanLyId: cls.id }),
    listHomeroomStudents(db, cls.id),
    repo.listQualities(db, cls.id, { ky: 'CN' }),
    repo.listYearResults(db, cls.id),
  ]);
  const entries = await repo.listEntries(
    db,
    classes.map((c) => c.id),
    { ky: 'CN' },
  );
  const rows = pupils.map((p) => {
    const mon = classes.map((c) => {
      const e = entries.find((x) => x.lopMonHocId === c.id && x.hocSinhId === p.id);
      return {
        monHocId: c.monHocId,
        mucDat: (e?.mucDat ?? null) as PrimaryRating | null,
        diemKiemTra: e?.diemKiemTra ?? null,
      };
    });
    const muc = qualities.find((q) => q.hocSinhId === p.id)?.muc ?? {};
    const ketQua =
      classes.length === 0
        ? null
        : primaryYearResultOfEntries(
            cls.khoi,
            classes.map((c, i) => ({
              tested: testedOf(c),
              entry: { rating: mon[i]!.mucDat, test: mon[i]!.diemKiemTra },
            })),
            PRIMARY_CRITERIA.map((c) => (muc[c] ?? null) as PrimaryQualityRating | null),
            settings,
          );
    const saved = stored.find((s) => s.hocSinhId === p.id);
    return {
      hocSinhId: p.id,
      maHocSinh: p.maHocSinh,
      hoTen: p.hoTen,
      mon,
      phamChat: presentMuc(muc),
      ketQua,
      ketQuaLuu: (saved?.ketQua ?? null) as PrimaryYearResult | null,
    };
  });
  return { classes, rows, confirmed: stored.some((s) => s.xacNhan) };
}

export async function getPrimarySummary(db: Db, user: SessionUser, lopQuanLyId: number): Promise<TongKetTieuHoc> {
  const { cls } = await loadHomeroom(db, user, lopQuanLyId);
  const { classes, rows, confirmed } = await computeYear(db, cls);
  return {
    lopQuanLyId,
    tenLop: cls.tenLop,
    khoi: cls.khoi,
    xacNhan: confirmed,
    choPhepTinh: !confirmed,
    mon: classes.map((c) => ({
      monHocId: c.monHocId,
      lopMonHocId: c.id,
      maMonHoc: c.maMonHoc,
      tenMonHoc: c.tenMonHoc,
      tenMonHocEn: c.tenMonHocEn,
      monKiemTra: testedOf(c),
    })),
    // Once confirmed, the stored result is the result.
    hocSinh: confirmed ? rows.map((r) => ({ ...r, ketQua: r.ketQuaLuu })) : rows,
  };
}

/**
 * Stores the year results of a homeroom class from the end-of-year entries (the homeroom teacher or the office);
 * `confirm` (the office) makes them final: the class's qualities can no longer change and pupils see the result.
 */
export async function storePrimarySummary(
  db: Db,
  actor: Actor,
  user: SessionUser,
  lopQuanLyId: number,
  confirm: boolean,
): Promise<TongKetTieuHoc> {
  const { cls, relation } = await loadHomeroom(db, user, lopQuanLyId);
  if (confirm && relation !== 'quanLy') throw forbidden();
  await db.transaction(async (tx) => {
    const { rows, confirmed } = await computeYear(tx, cls);
    if (confirmed) throw badRequest('diemVn.tongKet.confirmed');
    const results = rows.map((r) => ({ hocSinhId: r.hocSinhId, ketQua: r.ketQua }));
    await repo.storeYearResults(tx, lopQuanLyId, results, confirm);
    await audit(tx, actor, {
      action: 'update',
      entity: 'DiemVN.tongKetTieuHoc',
      entityId: lopQuanLyId,
      before: rows.map((r) => ({ hocSinhId: r.hocSinhId, ketQua: r.ketQuaLuu })),
      after: { xacNhan: confirm, results },
    });
  });
  return getPrimarySummary(db, user, lopQuanLyId);
}

// ——— The pupil's report card ———

async function buildReport(
  db: DbOrTx,
  hocSinhId: number,
  namHocId: number,
  own: boolean,
): Promise<PhieuTieuHoc | null> {
  const [student, homeroom, year] = await Promise.all([
    findStudent(db, hocSinhId),
    repo.findPupilHomeroom(db, hocSinhId, namHocId),
    findYear(db, namHocId),
  ]);
  if (!student || !homeroom || !year) return null;
  const classes = (await repo.listPrimaryClasses(db, { namHocId, lopQuanLyId: homeroom.id })).filter((c) => c.siSo > 0);
  const ids = classes.map((c) => c.id);
  const [entries, publication, qualities, results] = await Promise.all([
    repo.listEntries(db, ids, { hocSinhId }),
    listPublication(db, ids),
    repo.listQualities(db, homeroom.id, { hocSinhIds: [hocSinhId] }),
    repo.listYearResults(db, homeroom.id),
  ]);
  const published = (lopMonHocId: number, ky: PrimaryPeriod) =>
    !own || publication.some((p) => p.lopMonHocId === lopMonHocId && p.hocKy === termOfPeriod(ky) && p.congBo);
  const anyPublished = (ky: PrimaryPeriod) => ids.some((id) => published(id, ky));
  const result = results.find((r) => r.hocSinhId === hocSinhId);
  return {
    hocSinh: { ...student, lop: homeroom.tenLop },
    namHoc: { id: year.id, tenNamHoc: year.tenNamHoc },
    mon: classes.map((c) => ({
      lopMonHocId: c.id,
      maMonHoc: c.maMonHoc,
      tenMonHoc: c.tenMonHoc,
      tenMonHocEn: c.tenMonHocEn,
      ky: entries
        .filter((e) => e.lopMonHocId === c.id && published(c.id, e.ky as PrimaryPeriod))
        .map((e) => ({
          ky: e.ky as PrimaryPeriod,
          mucDat: e.mucDat as PrimaryRating | null,
          diemKiemTra: e.diemKiemTra,
          nhanXet: e.nhanXet,
        })),
    })),
    phamChat: qualities
      .filter((q) => anyPublished(q.ky as PrimaryPeriod))
      .map((q) => ({ ky: q.ky as PrimaryPeriod, muc: presentMuc(q.muc), nhanXet: q.nhanXet })),
    ketQua: result?.xacNhan || (!own && result) ? ((result.ketQua ?? null) as PrimaryYearResult | null) : null,
  };
}

/**
 * A primary pupil's report card: the pupil sees published terms and the confirmed year result, the office
 * everything; anyone else (another pupil) gets 404. `null` when the pupil is not in a primary class that year.
 */
export async function getPrimaryReport(
  db: Db,
  user: SessionUser,
  hocSinhId: number,
  namHocId: number | undefined,
): Promise<PhieuTieuHoc | null> {
  const relation = reportRelationOf(viewerOf(user), hocSinhId);
  if (relation === 'other') throw notFound();
  if (!(await findStudent(db, hocSinhId))) throw notFound();
  return buildReport(db, hocSinhId, await yearIdOf(db, namHocId), relation === 'own');
}

export async function primaryReportPdf(
  db: Db,
  user: SessionUser,
  hocSinhId: number,
  namHocId: number | undefined,
): Promise<Buffer> {
  const report = await getPrimaryReport(db, user, hocSinhId, namHocId);
  if (!report) throw notFound();
  return renderPrimaryReportCards([report], await findSchool(db));
}

/** The report cards of a whole primary homeroom class (the office), one page each. */
export async function classPrimaryReportPdf(
  db: Db,
  user: SessionUser,
  lopQuanLyId: number,
): Promise<{ tenLop: string; pdf: Buffer }> {
  const { cls, relation } = await loadHomeroom(db, user, lopQuanLyId);
  if (relation !== 'quanLy') throw notFound();
  const pupils = await listHomeroomStudents(db, lopQuanLyId);
  const reports: PhieuTieuHoc[] = [];
  for (const p of pupils) {
    const report = await buildReport(db, p.id, cls.namHocId, false);
    if (report) reports.push(report);
  }
  return { tenLop: cls.tenLop, pdf: await renderPrimaryReportCards(reports, await findSchool(db)) };
}
