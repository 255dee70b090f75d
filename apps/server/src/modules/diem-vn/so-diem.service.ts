import {
  type Cell,
  type CellColumn,
  type CellInput,
  type CellValue,
  type CommentResult,
  type LichSuO,
  type LuuDiemInput,
  type LuuDiemResult,
  type NhanXetInput,
  retakeSubjects,
  type SoDiem,
  type VnGradingSettings,
  yearAverage,
} from '@hpl/shared';
import type { Db, DbOrTx } from '../../db/client';
import { audit, toJsonbSafe } from '../../lib/audit';
import type { Caller } from '../../lib/caller';
import { badRequest, conflict, forbidden, PG_UNIQUE_VIOLATION, pgErrorCode } from '../../lib/errors';
import { decideCellWrite, isWindowOpen, mayWriteComment } from './diem-vn.policy';
import * as repo from './diem-vn.repository';
import {
  columnsOf,
  type Facts,
  kindOf,
  loadClass,
  loadClassForWrite,
  presentClassBase,
  regularCountOf,
  settingsOf,
  type TermState,
  termStateOf,
} from './diem-vn.service';
import * as cellRepo from './so-diem.repository';
import * as summaryRepo from './tong-ket.repository';
import { averagesOfStudent, type TermCells } from './trung-binh.service';
import * as requestRepo from './yeu-cau-sua.repository';

/*
 * A subject class's gradebook (Circular 22): reading it, saving cells and comments, a cell's history. Every function
 * resolves the class first through `loadClass` / `loadClassForWrite` (diem-vn.service.ts): 404 outside the caller's scope.
 */

const toCell = (c: cellRepo.CellRow): Cell => ({
  hocKy: c.hocKy,
  cot: c.cot as Cell['cot'],
  trangThai: c.trangThai,
  giaTri: c.giaTri,
  ketQua: c.ketQua,
  version: c.version,
});

/**
 * Who sits this subject's summer retake (rule 9, the KTL cell of term 2): students whose year summary sends them to
 * the retake with this subject failed (year average below the pass mark, or Chưa đạt), and those already holding a
 * retake result here (so a result can still be corrected inside the window).
 */
async function retakeStudentsOf(db: DbOrTx, facts: Facts, settings: VnGradingSettings): Promise<Set<number>> {
  const [candidates, cells] = await Promise.all([
    summaryRepo.listRetakeCandidates(db, facts.id, facts.namHocId),
    summaryRepo.listRetakeCells(db, [facts.id]),
  ]);
  const scored = candidates.flatMap((c) =>
    c.tb1 == null || c.tb2 == null ? [] : [{ key: c.hocSinhId, average: yearAverage(Number(c.tb1), Number(c.tb2)) }],
  );
  const comments = candidates.flatMap((c) =>
    c.ketQua2 == null ? [] : [{ key: c.hocSinhId, result: c.ketQua2 as CommentResult }],
  );
  const due =
    kindOf(facts) === 'nhan_xet' ? retakeSubjects([], comments, settings) : retakeSubjects(scored, [], settings);
  return new Set([...due, ...cells.map((c) => c.hocSinhId)]);
}

/** The retake column is the summer's: its own window, not the term II lock (only a closed year stops it). */
const lockedFor = (state: TermState, facts: Facts, hocKy: number, cot: string) =>
  cot === 'KTL' ? facts.isClosed : state.locked(hocKy);

export async function getGradebook(db: Db, caller: Caller, id: number, now = new Date()): Promise<SoDiem> {
  const { facts, relation } = await loadClass(db, caller, id);
  const settings = await settingsOf(db, facts.namHocId);
  const [state, members, cells, comments, pending] = await Promise.all([
    termStateOf(db, facts),
    repo.listMembers(db, id),
    cellRepo.listCells(db, id),
    cellRepo.listComments(db, id),
    requestRepo.listPendingRequestCells(db, id),
  ]);
  const retake = await retakeStudentsOf(db, facts, settings);
  const columnsOfTerm = (hocKy: number): CellColumn[] => {
    const base = columnsOf(facts, settings);
    return hocKy === 2 && retake.size > 0 ? [...base, 'KTL'] : base;
  };
  return {
    lopMonHoc: presentClassBase(facts, settings),
    laGiaoVien: relation === 'giaoVien',
    kiemTraLai: members.filter((m) => retake.has(m.id)).map((m) => m.id),
    yeuCauChoDuyet: pending,
    hocKy: [1, 2].map((hocKy) => ({
      hocKy,
      congBo: state.published(hocKy),
      khoa: state.locked(hocKy),
      cot: columnsOfTerm(hocKy).map((cot) => {
        const window = state.windows.get(`${hocKy}:${cot}`);
        const open = isWindowOpen(window, now);
        return {
          cot,
          dangMo: open,
          moLuc: window?.moLuc.toISOString() ?? null,
          dongLuc: window?.dongLuc.toISOString() ?? null,
          choPhepSua:
            decideCellWrite(relation, { windowOpen: open, locked: lockedFor(state, facts, hocKy, cot) }) === 'ok',
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
export function validateValue(facts: Facts, value: CellInput | null): CellInput | null {
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

export const cellValueOf = (c: cellRepo.CellRow | undefined): CellInput | null =>
  c ? { trangThai: c.trangThai, giaTri: c.giaTri, ketQua: c.ketQua } : null;
const sameValue = (a: CellInput | null, b: CellInput | null) =>
  (a == null && b == null) ||
  (a != null &&
    b != null &&
    a.trangThai === b.trangThai &&
    (a.giaTri ?? null) === (b.giaTri ?? null) &&
    (a.ketQua ?? null) === (b.ketQua ?? null));

export interface CellChange {
  hocSinhId: number;
  hocKy: number;
  cot: string;
  value: CellInput | null;
  /** Null = no version check (an approved change request applies to whatever is there). */
  version: number | null;
}

const cellKeyOf = (hocSinhId: number, hocKy: number, cot: string) => `${hocSinhId}:${hocKy}:${cot}`;

/**
 * Writes cells of one class in the caller's transaction: the students' cells locked and version-checked (409), then
 * one statement writes the cells, one audit row per changed cell (old and new value, the reason) and the students'
 * refreshed averages. Unchanged cells are skipped. Answers every locked cell as it now is, by student, term and column.
 */
export async function writeCells(
  tx: DbOrTx,
  caller: Caller,
  facts: Facts,
  settings: VnGradingSettings,
  changes: CellChange[],
  reason: string | null,
): Promise<Map<string, cellRepo.CellRow>> {
  const students = [...new Set(changes.map((c) => c.hocSinhId))];
  const current = await cellRepo.listCells(tx, facts.id, { hocSinhIds: students, forUpdate: true });
  const cells = new Map(current.map((c) => [cellKeyOf(c.hocSinhId, c.hocKy, c.cot), c]));
  const upserts: cellRepo.CellWrite[] = [];
  const deleteIds: number[] = [];
  const audits: cellRepo.CellAudit[] = [];
  const touched = new Set<number>();
  for (const change of changes) {
    const key = cellKeyOf(change.hocSinhId, change.hocKy, change.cot);
    const before = cells.get(key);
    if (change.version != null && (before?.version ?? 0) !== change.version) throw conflict();
    if (sameValue(cellValueOf(before), change.value)) continue;
    if (!change.value && !before) continue;
    if (change.value)
      upserts.push({ hocSinhId: change.hocSinhId, hocKy: change.hocKy, cot: change.cot, value: change.value });
    else deleteIds.push(before!.id);
    audits.push({
      entityId: cellRepo.cellKey(facts.id, change.hocKy, change.hocSinhId, change.cot),
      action: !change.value ? 'delete' : before ? 'update' : 'create',
      before: cellValueOf(before),
      after: change.value,
      reason: reason == null ? null : (toJsonbSafe(reason) as string),
    });
    touched.add(change.hocSinhId);
    if (change.value)
      cells.set(key, {
        id: before?.id ?? 0,
        lopMonHocId: facts.id,
        hocSinhId: change.hocSinhId,
        hocKy: change.hocKy,
        cot: change.cot,
        trangThai: change.value.trangThai,
        giaTri: change.value.giaTri ?? null,
        ketQua: change.value.ketQua ?? null,
        version: (before?.version ?? 0) + 1,
      });
    else cells.delete(key);
  }
  if (audits.length === 0) return cells;
  const terms = new Map<number, { 1: TermCells; 2: TermCells }>([...touched].map((h) => [h, { 1: {}, 2: {} }]));
  for (const c of cells.values()) {
    const byTerm = terms.get(c.hocSinhId);
    if (byTerm && (c.hocKy === 1 || c.hocKy === 2)) byTerm[c.hocKy][c.cot] = cellValueOf(c) as CellValue;
  }
  const regularCount = regularCountOf(facts, settings);
  const written = await cellRepo.writeCellChanges(tx, {
    lopMonHocId: facts.id,
    actor: caller,
    upserts,
    deleteIds,
    audits,
    averages: [...terms].flatMap(([hocSinhId, byTerm]) =>
      averagesOfStudent(facts.id, hocSinhId, kindOf(facts), regularCount, byTerm),
    ),
  });
  for (const w of written) cells.set(cellKeyOf(w.hocSinhId, w.hocKy, w.cot), w);
  return cells;
}

export async function saveCells(
  db: Db,
  caller: Caller,
  id: number,
  input: LuuDiemInput,
  now = new Date(),
): Promise<LuuDiemResult> {
  const { facts, relation, settings, state, members } = await loadClassForWrite(db, caller, id);
  const columns = columnsOf(facts, settings);
  const retake = input.o.some((c) => c.cot === 'KTL') ? await retakeStudentsOf(db, facts, settings) : new Set();
  const seen = new Set<string>();
  const changes: CellChange[] = [];
  for (const cell of input.o) {
    const decision = decideCellWrite(relation, {
      windowOpen: isWindowOpen(state.windows.get(`${input.hocKy}:${cell.cot}`), now),
      locked: lockedFor(state, facts, input.hocKy, cell.cot),
    });
    if (decision === 'forbidden') throw forbidden();
    if (cell.cot === 'KTL') {
      if (input.hocKy !== 2) throw badRequest('diemVn.kiemTraLai.term');
    } else if (!columns.includes(cell.cot))
      throw badRequest('diemVn.cot.notInSubject', { subject: facts.tenMonHoc, column: cell.cot });
    if (decision === 'locked') throw badRequest('diemVn.term.locked', { term: input.hocKy });
    if (decision === 'windowClosed') throw badRequest('diemVn.window.closed', { column: cell.cot, term: input.hocKy });
    if (!members.has(cell.hocSinhId)) throw badRequest('diemVn.hocSinh.notInClass');
    if (cell.cot === 'KTL' && !retake.has(cell.hocSinhId)) throw badRequest('diemVn.kiemTraLai.notDue');
    const key = cellKeyOf(cell.hocSinhId, input.hocKy, cell.cot);
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
  let cells: Map<string, cellRepo.CellRow>;
  try {
    cells = await db.transaction((tx) => writeCells(tx, caller, facts, settings, changes, null));
  } catch (error) {
    // Two first saves of one empty cell at once: the loser's insert meets the other's row.
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw conflict();
    throw error;
  }
  return {
    o: [...seen].flatMap((key) => {
      const c = cells.get(key);
      return c ? [{ ...toCell(c), hocSinhId: c.hocSinhId }] : [];
    }),
  };
}

export async function saveComment(db: Db, caller: Caller, id: number, input: NhanXetInput) {
  const { relation, state, members } = await loadClassForWrite(db, caller, id);
  if (relation !== 'giaoVien') throw forbidden();
  if (!mayWriteComment(relation, state.locked(input.hocKy)))
    throw badRequest('diemVn.term.locked', { term: input.hocKy });
  if (!members.has(input.hocSinhId)) throw badRequest('diemVn.hocSinh.notInClass');
  return db.transaction(async (tx) => {
    const current = await cellRepo.findComment(tx, id, input.hocKy, input.hocSinhId);
    if ((current?.version ?? 0) !== input.version) throw conflict();
    const saved = await cellRepo.writeComment(tx, current, {
      lopMonHocId: id,
      hocSinhId: input.hocSinhId,
      hocKy: input.hocKy,
      noiDung: input.noiDung,
    });
    await audit(tx, caller, {
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
  caller: Caller,
  id: number,
  q: { hocKy: number; hocSinhId: number; cot: string },
): Promise<LichSuO[]> {
  await loadClass(db, caller, id);
  const rows = await cellRepo.listCellHistory(db, cellRepo.cellKey(id, q.hocKy, q.hocSinhId, q.cot));
  return rows.map((r) => ({
    luc: r.at.toISOString(),
    nguoiSua: r.nguoiSua,
    truoc: (r.before as CellInput | null) ?? null,
    sau: (r.after as CellInput | null) ?? null,
    lyDo: r.reason,
  }));
}

/** For the change-request flow: the class, the caller's relation and whether the cell is directly writable now. */
export async function cellWriteState(
  db: DbOrTx,
  caller: Caller,
  id: number,
  hocKy: number,
  cot: string,
  now = new Date(),
) {
  const { facts, relation, settings, state, members } = await loadClassForWrite(db, caller, id);
  if (cot === 'KTL' && hocKy !== 2) throw badRequest('diemVn.kiemTraLai.term');
  return {
    facts,
    relation,
    settings,
    members,
    windowOpen: isWindowOpen(state.windows.get(`${hocKy}:${cot}`), now),
    locked: lockedFor(state, facts, hocKy, cot),
    /** For the retake column: the students who sit this subject's retake. */
    retake: cot === 'KTL' ? await retakeStudentsOf(db, facts, settings) : null,
  };
}

/** The columns of a term for the class (its kind and number of regular marks). */
export const termColumnsOf = (facts: Facts, settings: VnGradingSettings) => columnsOf(facts, settings);
