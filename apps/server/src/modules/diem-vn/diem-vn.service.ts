import {
  type CaiDat,
  type Cell,
  type CellInput,
  type CellValue,
  type CongBoInput,
  type CotNhap,
  type CotNhapInput,
  type GradeColumn,
  type LichSuO,
  type LopMonHocVn,
  type LopMonHocVnQuery,
  type LuuDiemInput,
  type LuuDiemResult,
  type NhanXetInput,
  regularMarkCount,
  resolveSettings,
  type SoDiem,
  termAverageOfCells,
  termColumns,
  termResultOfCells,
  type VnGradingSettings,
  yearAverageOf,
  yearResultOf,
  zVnGradingSettings,
} from '@hpl/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { diemVnCaiDat, diemVnCongBo, diemVnCotNhap, diemVnNhanXet } from '../../db/schema';
import { type Actor, audit } from '../../lib/audit';
import { badRequest, conflict, forbidden, notFound, PG_UNIQUE_VIOLATION, pgErrorCode } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import {
  type ClassRelation,
  classRelationOf,
  decideCellWrite,
  type GradeViewer,
  isWindowOpen,
  mayWriteComment,
} from './diem-vn.policy';
import * as repo from './diem-vn.repository';

export function viewerOf(user: SessionUser): GradeViewer {
  return {
    nhanVienId: user.nhanVienId,
    hocSinhId: user.hocSinhId,
    isOffice: user.permissions.includes('QuanLyDiemVN'),
  };
}

export async function yearIdOf(db: DbOrTx, namHocId: number | undefined): Promise<number> {
  if (namHocId) {
    if (!(await repo.findYear(db, namHocId))) throw notFound();
    return namHocId;
  }
  const active = await repo.activeYear(db);
  if (!active) throw badRequest('diemVn.namHoc.none');
  return active.id;
}

export async function settingsOf(db: DbOrTx, namHocId: number): Promise<VnGradingSettings> {
  const row = await repo.readSettings(db, namHocId);
  const parsed = row ? zVnGradingSettings.safeParse(row.caiDat) : undefined;
  return parsed?.success ? parsed.data : resolveSettings(row?.caiDat as never);
}

type Facts = NonNullable<Awaited<ReturnType<typeof repo.findClass>>>;
const kindOf = (facts: Facts) => (facts.hinhThucDanhGia === 'nhan_xet' ? 'nhan_xet' : 'diem') as 'diem' | 'nhan_xet';
const regularCountOf = (facts: Facts, settings: VnGradingSettings) =>
  facts.soDiemTx ?? regularMarkCount(facts.soTietNam, settings);
const columnsOf = (facts: Facts, settings: VnGradingSettings) =>
  termColumns(kindOf(facts), regularCountOf(facts, settings));

/** The class and the caller's relation to it; a class outside the caller's scope does not exist (404). */
async function loadClass(
  db: DbOrTx,
  user: SessionUser,
  id: number,
): Promise<{ facts: Facts; relation: ClassRelation }> {
  const facts = await repo.findClass(db, id);
  if (!facts) throw notFound();
  const relation = classRelationOf(viewerOf(user), { teacherIds: facts.teacherIds, national: true });
  if (relation === 'other') throw notFound();
  return { facts, relation };
}

function presentClassBase(f: Facts, settings: VnGradingSettings) {
  return {
    id: f.id,
    tenLop: f.tenLop,
    namHocId: f.namHocId,
    monHocId: f.monHocId,
    maMonHoc: f.maMonHoc,
    tenMonHoc: f.tenMonHoc,
    tenMonHocEn: f.tenMonHocEn,
    khoiId: f.khoiId,
    tenKhoi: f.tenKhoi,
    lopQuanLyId: f.lopQuanLyId,
    tenLopQuanLy: f.tenLopQuanLy,
    hinhThucDanhGia: kindOf(f),
    soTietNam: f.soTietNam,
    soDiemTx: kindOf(f) === 'nhan_xet' ? 0 : regularCountOf(f, settings),
    giaoVien: f.giaoVien,
    siSo: f.siSo,
  };
}

export async function listClasses(db: Db, user: SessionUser, q: LopMonHocVnQuery): Promise<LopMonHocVn[]> {
  const viewer = viewerOf(user);
  if (q.phamVi === 'tatCa' && !viewer.isOffice) throw forbidden();
  const namHocId = await yearIdOf(db, q.namHocId);
  const settings = await settingsOf(db, namHocId);
  const nhanVienId = q.phamVi === 'cuaToi' ? (viewer.nhanVienId ?? -1) : q.nhanVienId;
  const rows = await repo.listClasses(db, { namHocId, khoiId: q.khoiId, monHocId: q.monHocId, nhanVienId });
  const ids = rows.map((r) => r.id);
  const [filled, publication] = await Promise.all([
    repo.countFilledCells(db, ids, q.hocKy),
    repo.listPublication(db, ids),
  ]);
  const filledOf = new Map(filled.map((f) => [`${f.lopMonHocId}:${f.cot}`, f.n]));
  return rows.map((f) => {
    const pub = publication.find((p) => p.lopMonHocId === f.id && p.hocKy === q.hocKy);
    return {
      ...presentClassBase(f, settings),
      tienDo: columnsOf(f, settings).map((cot) => ({
        cot,
        daNhap: filledOf.get(`${f.id}:${cot}`) ?? 0,
        canNhap: f.siSo,
      })),
      congBo: pub?.congBo ?? false,
      khoa: pub?.khoa ?? false,
    };
  });
}

const toCell = (c: repo.CellRow): Cell => ({
  hocKy: c.hocKy,
  cot: c.cot as Cell['cot'],
  trangThai: c.trangThai,
  giaTri: c.giaTri,
  ketQua: c.ketQua,
  version: c.version,
});

interface TermState {
  windows: Map<string, { moLuc: Date; dongLuc: Date }>;
  locked: (hocKy: number) => boolean;
  published: (hocKy: number) => boolean;
}

async function termStateOf(db: DbOrTx, facts: Facts): Promise<TermState> {
  const [windows, publication] = await Promise.all([
    repo.listWindows(db, facts.namHocId),
    repo.listPublication(db, [facts.id]),
  ]);
  return {
    windows: new Map(windows.map((w) => [`${w.hocKy}:${w.cot}`, { moLuc: w.moLuc, dongLuc: w.dongLuc }])),
    locked: (hocKy) => facts.isClosed || (publication.find((p) => p.hocKy === hocKy)?.khoa ?? false),
    published: (hocKy) => publication.find((p) => p.hocKy === hocKy)?.congBo ?? false,
  };
}

export async function getGradebook(db: Db, user: SessionUser, id: number, now = new Date()): Promise<SoDiem> {
  const { facts, relation } = await loadClass(db, user, id);
  const settings = await settingsOf(db, facts.namHocId);
  const [state, members, cells, comments] = await Promise.all([
    termStateOf(db, facts),
    repo.listMembers(db, id),
    repo.listCells(db, id),
    repo.listComments(db, id),
  ]);
  const columns = columnsOf(facts, settings);
  return {
    lopMonHoc: presentClassBase(facts, settings),
    laGiaoVien: relation === 'giaoVien',
    hocKy: [1, 2].map((hocKy) => ({
      hocKy,
      congBo: state.published(hocKy),
      khoa: state.locked(hocKy),
      cot: columns.map((cot) => {
        const window = state.windows.get(`${hocKy}:${cot}`);
        const open = isWindowOpen(window, now);
        return {
          cot,
          dangMo: open,
          moLuc: window?.moLuc.toISOString() ?? null,
          dongLuc: window?.dongLuc.toISOString() ?? null,
          choPhepSua: decideCellWrite(relation, { windowOpen: open, locked: state.locked(hocKy) }) === 'ok',
        };
      }),
    })),
    hocSinh: members.map((m) => ({
      id: m.id,
      maHocSinh: m.maHocSinh,
      hoTen: m.hoTen,
      o: cells.filter((c) => c.hocSinhId === m.id).map(toCell),
      nhanXet: comments
        .filter((c) => c.hocSinhId === m.id)
        .map((c) => ({ hocKy: c.hocKy, noiDung: c.noiDung, version: c.version })),
    })),
  };
}

/** Checks a cell value against the subject's kind: marks for scored subjects, Đạt / Chưa đạt for comment-only ones. */
function validateValue(facts: Facts, value: CellInput | null): CellInput | null {
  if (!value) return null;
  if (value.trangThai !== 'diem') return { trangThai: value.trangThai, giaTri: null, ketQua: null };
  if (kindOf(facts) === 'nhan_xet') {
    if (value.giaTri != null) throw badRequest('diemVn.giaTri.notForComment', { subject: facts.tenMonHoc });
    if (!value.ketQua) throw badRequest('diemVn.ketQua.required');
    return { trangThai: 'diem', giaTri: null, ketQua: value.ketQua };
  }
  if (value.giaTri == null) throw badRequest('diemVn.giaTri.required');
  if (value.ketQua) throw badRequest('diemVn.ketQua.invalid');
  return { trangThai: 'diem', giaTri: value.giaTri, ketQua: null };
}

const cellValueOf = (c: repo.CellRow | undefined): CellInput | null =>
  c ? { trangThai: c.trangThai, giaTri: c.giaTri, ketQua: c.ketQua } : null;
const sameValue = (a: CellInput | null, b: CellInput | null) =>
  (a == null && b == null) ||
  (a != null &&
    b != null &&
    a.trangThai === b.trangThai &&
    (a.giaTri ?? null) === (b.giaTri ?? null) &&
    (a.ketQua ?? null) === (b.ketQua ?? null));

/** Recomputes and stores the term and year averages of some students in a class, from their cells. */
async function storeAverages(tx: DbOrTx, facts: Facts, settings: VnGradingSettings, hocSinhIds: number[]) {
  if (hocSinhIds.length === 0) return;
  const cells = await repo.listCells(tx, facts.id, { hocSinhIds });
  const regularCount = regularCountOf(facts, settings);
  type AverageRow = Parameters<typeof repo.upsertAverages>[1][number];
  const rows = hocSinhIds.flatMap((hocSinhId): AverageRow[] => {
    const byTerm = (hocKy: number) =>
      Object.fromEntries(
        cells
          .filter((c) => c.hocSinhId === hocSinhId && c.hocKy === hocKy)
          .map((c) => [c.cot, cellValueOf(c) as CellValue]),
      );
    const t1 = byTerm(1);
    const t2 = byTerm(2);
    if (kindOf(facts) === 'nhan_xet') {
      const r1 = termResultOfCells(t1);
      const r2 = termResultOfCells(t2);
      return [
        { lopMonHocId: facts.id, hocSinhId, hocKy: 1, diemTb: null, ketQua: r1 },
        { lopMonHocId: facts.id, hocSinhId, hocKy: 2, diemTb: null, ketQua: r2 },
        { lopMonHocId: facts.id, hocSinhId, hocKy: 0, diemTb: null, ketQua: yearResultOf(r2, t2.KTL) },
      ];
    }
    const a1 = termAverageOfCells(t1, regularCount);
    const a2 = termAverageOfCells(t2, regularCount);
    return [
      { lopMonHocId: facts.id, hocSinhId, hocKy: 1, diemTb: a1, ketQua: null },
      { lopMonHocId: facts.id, hocSinhId, hocKy: 2, diemTb: a2, ketQua: null },
      { lopMonHocId: facts.id, hocSinhId, hocKy: 0, diemTb: yearAverageOf(a1, a2, t2.KTL), ketQua: null },
    ];
  });
  await repo.upsertAverages(tx, rows);
}

/** Recomputes the stored averages of whole classes (after a settings change, or for a year-end run). */
export async function recomputeClassAverages(db: DbOrTx, lopMonHocIds: number[]): Promise<number> {
  let students = 0;
  for (const id of lopMonHocIds) {
    const facts = await repo.findClass(db, id);
    if (!facts) continue;
    const settings = await settingsOf(db, facts.namHocId);
    const members = (await repo.listMembers(db, id)).map((m) => m.id);
    await storeAverages(db, facts, settings, members);
    students += members.length;
  }
  return students;
}

export interface CellChange {
  hocSinhId: number;
  hocKy: number;
  cot: string;
  value: CellInput | null;
  /** Null = no version check (an approved change request applies to whatever is there). */
  version: number | null;
}

/**
 * Writes cells of one class in the caller's transaction: version checks (409), one audit row per changed cell with the
 * old and new value and the reason, stored averages refreshed. Unchanged cells are skipped.
 */
async function writeCells(
  tx: DbOrTx,
  actor: Actor,
  facts: Facts,
  settings: VnGradingSettings,
  changes: CellChange[],
  reason: string | null,
): Promise<repo.CellRow[]> {
  const students = [...new Set(changes.map((c) => c.hocSinhId))];
  const current = await repo.listCells(tx, facts.id, { hocSinhIds: students, forUpdate: true });
  const at = (c: CellChange) =>
    current.find((x) => x.hocSinhId === c.hocSinhId && x.hocKy === c.hocKy && x.cot === c.cot);
  const upserts: { change: CellChange; before: repo.CellRow | undefined }[] = [];
  const deletes: { change: CellChange; before: repo.CellRow }[] = [];
  for (const change of changes) {
    const before = at(change);
    if (change.version != null && (before?.version ?? 0) !== change.version) throw conflict();
    if (sameValue(cellValueOf(before), change.value)) continue;
    if (change.value) upserts.push({ change, before });
    else if (before) deletes.push({ change, before });
  }
  const written = await repo.upsertCells(
    tx,
    upserts.map(({ change }) => ({
      lopMonHocId: facts.id,
      hocSinhId: change.hocSinhId,
      hocKy: change.hocKy,
      cot: change.cot,
      value: change.value!,
    })),
    actor.accountId,
  );
  await repo.deleteCells(
    tx,
    deletes.map((d) => d.before.id),
  );
  await repo.auditCells(tx, actor, [
    ...upserts.map(({ change, before }) => ({
      entityId: repo.cellKey(facts.id, change.hocKy, change.hocSinhId, change.cot),
      action: before ? 'update' : 'create',
      before: cellValueOf(before),
      after: change.value,
      reason,
    })),
    ...deletes.map(({ change, before }) => ({
      entityId: repo.cellKey(facts.id, change.hocKy, change.hocSinhId, change.cot),
      action: 'delete',
      before: cellValueOf(before),
      after: null,
      reason,
    })),
  ]);
  await storeAverages(tx, facts, settings, [...new Set([...upserts, ...deletes].map((u) => u.change.hocSinhId))]);
  return written;
}

export async function saveCells(
  db: Db,
  actor: Actor,
  user: SessionUser,
  id: number,
  input: LuuDiemInput,
  now = new Date(),
): Promise<LuuDiemResult> {
  const { facts, relation } = await loadClass(db, user, id);
  const settings = await settingsOf(db, facts.namHocId);
  const columns = columnsOf(facts, settings);
  const state = await termStateOf(db, facts);
  const members = new Set((await repo.listMembers(db, id)).map((m) => m.id));
  const seen = new Set<string>();
  const changes: CellChange[] = [];
  for (const cell of input.o) {
    const decision = decideCellWrite(relation, {
      windowOpen: isWindowOpen(state.windows.get(`${input.hocKy}:${cell.cot}`), now),
      locked: state.locked(input.hocKy),
    });
    if (decision === 'forbidden') throw forbidden();
    if (!columns.includes(cell.cot as GradeColumn))
      throw badRequest('diemVn.cot.notInSubject', { subject: facts.tenMonHoc, column: cell.cot });
    if (decision === 'locked') throw badRequest('diemVn.term.locked', { term: input.hocKy });
    if (decision === 'windowClosed') throw badRequest('diemVn.window.closed', { column: cell.cot, term: input.hocKy });
    if (!members.has(cell.hocSinhId)) throw badRequest('diemVn.hocSinh.notInClass');
    const key = `${cell.hocSinhId}:${cell.cot}`;
    if (seen.has(key)) throw badRequest('diemVn.o.duplicate');
    seen.add(key);
    changes.push({
      hocSinhId: cell.hocSinhId,
      hocKy: input.hocKy,
      cot: cell.cot,
      value: validateValue(facts, cell.giaTri),
      version: cell.version,
    });
  }
  try {
    await db.transaction(async (tx) => {
      await writeCells(tx, actor, facts, settings, changes, null);
    });
  } catch (error) {
    // Two first saves of one empty cell at once: the loser's insert meets the other's row.
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw conflict();
    throw error;
  }
  const cells = await repo.listCells(db, id, { hocSinhIds: [...new Set(changes.map((c) => c.hocSinhId))] });
  return {
    o: cells
      .filter((c) => c.hocKy === input.hocKy && seen.has(`${c.hocSinhId}:${c.cot}`))
      .map((c) => ({ ...toCell(c), hocSinhId: c.hocSinhId })),
  };
}

export async function saveComment(db: Db, actor: Actor, user: SessionUser, id: number, input: NhanXetInput) {
  const { facts, relation } = await loadClass(db, user, id);
  const state = await termStateOf(db, facts);
  if (relation !== 'giaoVien') throw forbidden();
  if (!mayWriteComment(relation, state.locked(input.hocKy)))
    throw badRequest('diemVn.term.locked', { term: input.hocKy });
  const members = new Set((await repo.listMembers(db, id)).map((m) => m.id));
  if (!members.has(input.hocSinhId)) throw badRequest('diemVn.hocSinh.notInClass');
  return db.transaction(async (tx) => {
    const current = await repo.findComment(tx, id, input.hocKy, input.hocSinhId);
    if ((current?.version ?? 0) !== input.version) throw conflict();
    let saved: { noiDung: string; version: number };
    if (current) {
      [saved] = (await tx
        .update(diemVnNhanXet)
        .set({ noiDung: input.noiDung, version: sql`${diemVnNhanXet.version} + 1`, updatedAt: new Date() })
        .where(eq(diemVnNhanXet.id, current.id))
        .returning({ noiDung: diemVnNhanXet.noiDung, version: diemVnNhanXet.version })) as [typeof saved];
    } else {
      [saved] = (await tx
        .insert(diemVnNhanXet)
        .values({ lopMonHocId: id, hocSinhId: input.hocSinhId, hocKy: input.hocKy, noiDung: input.noiDung })
        .returning({ noiDung: diemVnNhanXet.noiDung, version: diemVnNhanXet.version })) as [typeof saved];
    }
    await audit(tx, actor, {
      action: current ? 'update' : 'create',
      entity: 'DiemVN.nhanXet',
      entityId: `${id}:${input.hocKy}:${input.hocSinhId}`,
      before: current ? { noiDung: current.noiDung } : null,
      after: { noiDung: input.noiDung },
    });
    return { hocKy: input.hocKy, hocSinhId: input.hocSinhId, ...saved };
  });
}

export async function cellHistory(
  db: Db,
  user: SessionUser,
  id: number,
  q: { hocKy: number; hocSinhId: number; cot: string },
): Promise<LichSuO[]> {
  await loadClass(db, user, id);
  const rows = await repo.listCellHistory(db, repo.cellKey(id, q.hocKy, q.hocSinhId, q.cot));
  return rows.map((r) => ({
    luc: r.at.toISOString(),
    nguoiSua: r.nguoiSua,
    truoc: (r.before as CellInput | null) ?? null,
    sau: (r.after as CellInput | null) ?? null,
    lyDo: r.reason,
  }));
}

// ——— Entry windows, publication, settings (the academic office) ———

export async function listWindows(db: Db, namHocId: number | undefined, now = new Date()): Promise<CotNhap[]> {
  const yearId = await yearIdOf(db, namHocId);
  return (await repo.listWindows(db, yearId)).map((w) => ({
    id: w.id,
    namHocId: w.namHocId,
    hocKy: w.hocKy,
    cot: w.cot as GradeColumn,
    moLuc: w.moLuc.toISOString(),
    dongLuc: w.dongLuc.toISOString(),
    dangMo: isWindowOpen(w, now),
    version: w.version,
  }));
}

export async function saveWindow(db: Db, actor: Actor, input: CotNhapInput, now = new Date()): Promise<CotNhap> {
  await yearIdOf(db, input.namHocId);
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(diemVnCotNhap)
      .where(
        and(
          eq(diemVnCotNhap.namHocId, input.namHocId),
          eq(diemVnCotNhap.hocKy, input.hocKy),
          eq(diemVnCotNhap.cot, input.cot),
        ),
      )
      .for('update');
    if (current && input.version !== undefined && current.version !== input.version) throw conflict();
    const values = { moLuc: new Date(input.moLuc), dongLuc: new Date(input.dongLuc) };
    const [saved] = current
      ? await tx
          .update(diemVnCotNhap)
          .set({ ...values, version: current.version + 1 })
          .where(eq(diemVnCotNhap.id, current.id))
          .returning()
      : await tx
          .insert(diemVnCotNhap)
          .values({ namHocId: input.namHocId, hocKy: input.hocKy, cot: input.cot, ...values })
          .returning();
    await audit(tx, actor, {
      action: current ? 'update' : 'create',
      entity: 'DiemVN.cotNhap',
      entityId: saved!.id,
      before: current ? { moLuc: current.moLuc, dongLuc: current.dongLuc } : null,
      after: values,
    });
    return {
      id: saved!.id,
      namHocId: saved!.namHocId,
      hocKy: saved!.hocKy,
      cot: saved!.cot as GradeColumn,
      moLuc: saved!.moLuc.toISOString(),
      dongLuc: saved!.dongLuc.toISOString(),
      dangMo: isWindowOpen(saved!, now),
      version: saved!.version,
    };
  });
}

/** Publishes and/or locks a term of some (default: every) national-programme subject class of a year. */
export async function setPublication(db: Db, actor: Actor, input: CongBoInput): Promise<{ soLop: number }> {
  await yearIdOf(db, input.namHocId);
  const classes = await repo.listClasses(db, { namHocId: input.namHocId });
  const ids = input.lopMonHocIds
    ? classes.filter((c) => input.lopMonHocIds!.includes(c.id)).map((c) => c.id)
    : classes.map((c) => c.id);
  if (input.lopMonHocIds && ids.length !== new Set(input.lopMonHocIds).size) throw notFound();
  if (ids.length === 0) return { soLop: 0 };
  await db.transaction(async (tx) => {
    const set: Partial<{ congBo: boolean; khoa: boolean }> = {};
    if (input.congBo !== undefined) set.congBo = input.congBo;
    if (input.khoa !== undefined) set.khoa = input.khoa;
    await tx
      .insert(diemVnCongBo)
      .values(ids.map((lopMonHocId) => ({ lopMonHocId, hocKy: input.hocKy, ...set })))
      .onConflictDoUpdate({
        target: [diemVnCongBo.lopMonHocId, diemVnCongBo.hocKy],
        set: { ...set, updatedAt: new Date() },
      });
    await audit(tx, actor, {
      action: 'update',
      entity: 'DiemVN.congBo',
      entityId: `${input.namHocId}:${input.hocKy}`,
      after: { ...set, lopMonHocIds: ids },
    });
  });
  return { soLop: ids.length };
}

export async function getSettings(db: Db, namHocId: number | undefined): Promise<CaiDat> {
  const yearId = await yearIdOf(db, namHocId);
  const row = await repo.readSettings(db, yearId);
  return { namHocId: yearId, caiDat: await settingsOf(db, yearId), version: row?.version ?? 0 };
}

export async function saveSettings(
  db: Db,
  actor: Actor,
  input: { namHocId: number; caiDat: VnGradingSettings; version: number },
): Promise<CaiDat> {
  await yearIdOf(db, input.namHocId);
  return db.transaction(async (tx) => {
    const current = await repo.readSettings(tx, input.namHocId);
    if ((current?.version ?? 0) !== input.version) throw conflict();
    const [saved] = current
      ? await tx
          .update(diemVnCaiDat)
          .set({ caiDat: input.caiDat, version: current.version + 1, updatedAt: new Date() })
          .where(eq(diemVnCaiDat.id, current.id))
          .returning()
      : await tx.insert(diemVnCaiDat).values({ namHocId: input.namHocId, caiDat: input.caiDat }).returning();
    await audit(tx, actor, {
      action: current ? 'update' : 'create',
      entity: 'DiemVN.caiDat',
      entityId: input.namHocId,
      before: current?.caiDat ?? null,
      after: input.caiDat,
    });
    return { namHocId: input.namHocId, caiDat: input.caiDat, version: saved!.version };
  });
}

/** For the change-request flow: the class, the caller's relation and whether the cell is directly writable now. */
export async function cellWriteState(
  db: DbOrTx,
  user: SessionUser,
  id: number,
  hocKy: number,
  cot: string,
  now = new Date(),
) {
  const { facts, relation } = await loadClass(db, user, id);
  const state = await termStateOf(db, facts);
  return {
    facts,
    relation,
    windowOpen: isWindowOpen(state.windows.get(`${hocKy}:${cot}`), now),
    locked: state.locked(hocKy),
  };
}

export type { Facts };
export { cellValueOf, validateValue, writeCells };
