import {
  type BaiThiCam,
  type BangDiemCam,
  CAMBRIDGE_GRADES,
  type CaiDatNhapCam,
  type CaiDatNhapCamInput,
  type ChuyenTrangThaiInput,
  facility,
  gradeCounts,
  histogram,
  isKetQuaDu,
  isRawMark,
  type KetQuaHocSinh,
  ketQuaOf,
  type LopMonHocCam,
  type LopMonHocCamQuery,
  type LuuKetQuaInput,
  type LuuKetQuaResult,
  mean,
  median,
  type PhanTichBaiThi,
  roundTo,
  standardDeviation,
  type TrangThaiBaiThiCam,
} from '@hpl/shared';
import type { Db, DbOrTx } from '../../db/client';
import { audit } from '../../lib/audit';
import type { Caller } from '../../lib/caller';
import {
  AppError,
  badRequest,
  conflict,
  forbidden,
  notFound,
  PG_UNIQUE_VIOLATION,
  pgErrorCode,
} from '../../lib/errors';
import { listCurrentMembers } from '../lop-mon-hoc';
import { scopeOf } from './diem-cam.policy';
import { findExamById } from './diem-cam.service';
import { decideMarkWrite, decideMove, isEntryOpen, movesOf, type ResultRights, resultRightsOf } from './ket-qua.policy';
import * as repo from './ket-qua.repository';
import { convertExamResults } from './quy-doi.service';

/**
 * Results of Cambridge exams: the marks grid of an exam, saving marks (version-checked, each change audited), the
 * workflow, the entry settings, the classes' progress and the analysis. An exam outside the caller's rights is 404.
 */

/** An exam with the caller's rights on it; 404 when it is not a Cambridge exam or not theirs. */
export async function loadExam(db: DbOrTx, caller: Caller, id: number, forUpdate = false) {
  const access = await repo.findExamAccess(db, id, forUpdate);
  if (!access) throw notFound();
  const rights = resultRightsOf(caller.user, access);
  if (!rights) throw notFound();
  const exam = (await findExamById(db, id))!;
  return { access, rights, exam };
}

type Member = { id: number; maHocSinh: string; hoTen: string };

/** The current members of the exam's subject class (the lop-mon-hoc module's list), as results need them. */
async function membersOf(db: DbOrTx, lopMonHocId: number): Promise<Member[]> {
  return (await listCurrentMembers(db, lopMonHocId)).map((m) => ({
    id: m.hocSinhId,
    maHocSinh: m.maHocSinh,
    hoTen: m.hoTen,
  }));
}

/** A stored (or absent) result as the API answers it, computed afresh by the shared rules from the exam as it is. */
export function resultOf(exam: BaiThiCam, member: Member, row: repo.ResultRow | undefined): KetQuaHocSinh {
  const diem = exam.thanhPhan.map((_, i) => row?.diem[i] ?? null);
  const vangThi = row?.vangThi ?? false;
  return {
    hocSinhId: member.id,
    maHocSinh: member.maHocSinh,
    hoTen: member.hoTen,
    diem,
    vangThi,
    ...ketQuaOf(exam.thanhPhan, exam.nguongDiem, diem, vangThi),
    version: row?.version ?? 0,
  };
}

/** The results of every current member of the exam's class, in name order. */
export async function resultsOfExam(db: DbOrTx, exam: BaiThiCam): Promise<KetQuaHocSinh[]> {
  const [members, rows] = await Promise.all([membersOf(db, exam.lopMonHocId), repo.listResults(db, [exam.id])]);
  const byStudent = new Map(rows.map((r) => [r.hocSinhId, r]));
  return members.map((m) => resultOf(exam, m, byStudent.get(m.id)));
}

async function settingsOf(db: DbOrTx, baiThiCamId: number): Promise<CaiDatNhapCam> {
  const row = await repo.findSettings(db, baiThiCamId);
  const ids = [...new Set([...(row?.nguoiNhapIds ?? []), ...(row?.nguoiKiemTraIds ?? [])])];
  const names = new Map((await repo.staffNames(db, ids)).map((s) => [s.id, s]));
  const people = (list: number[] | undefined) => (list ?? []).flatMap((i) => (names.has(i) ? [names.get(i)!] : []));
  return {
    baiThiCamId,
    moNhapTu: row?.moNhapTu?.toISOString() ?? null,
    moNhapDen: row?.moNhapDen?.toISOString() ?? null,
    nguoiNhap: people(row?.nguoiNhapIds),
    nguoiKiemTra: people(row?.nguoiKiemTraIds),
    ghiChu: row?.ghiChu ?? null,
    version: row?.version ?? 0,
  };
}

function rightsNow(rights: ResultRights, access: repo.ExamAccess, now: Date) {
  return decideMarkWrite(rights, access.trangThai, isEntryOpen(access, now));
}

export async function getResults(db: Db, caller: Caller, id: number, now = new Date()): Promise<BangDiemCam> {
  const { access, rights, exam } = await loadExam(db, caller, id);
  const [hocSinh, caiDat] = await Promise.all([resultsOfExam(db, exam), settingsOf(db, id)]);
  const write = rightsNow(rights, access, now);
  return {
    baiThi: exam,
    caiDat,
    hocSinh,
    quyen: {
      nhapDiem: write === 'ok',
      ngoaiThoiGian: write === 'windowClosed',
      chuyenDen: movesOf(rights, exam.trangThai),
      caiDat: rights.quanLy,
      phanTich: true,
    },
  };
}

/** One student's new marks: what the caller sent, checked against the exam. */
export interface ResultChange {
  hocSinhId: number;
  diem: (number | null)[];
  vangThi: boolean;
  /** Null = no version check. */
  version: number | null;
}

/** A mark's problem as a message key and its parameters, or null when the marks fit the exam's components. */
export function markProblem(
  exam: BaiThiCam,
  diem: readonly (number | null)[],
): { key: string; params: Record<string, string | number> } | null {
  if (diem.length !== exam.thanhPhan.length)
    return { key: 'diemCam.ketQua.diem.count', params: { count: exam.thanhPhan.length } };
  for (const [i, c] of exam.thanhPhan.entries()) {
    const v = diem[i];
    if (v != null && !isRawMark(v, c.diemToiDa))
      return { key: 'diemCam.ketQua.diem.aboveMax', params: { value: v, component: c.ten, max: c.diemToiDa } };
  }
  return null;
}

const sameMarks = (a: { diem: readonly (number | null)[]; vangThi: boolean }, b: typeof a) =>
  a.vangThi === b.vangThi &&
  a.diem.length === b.diem.length &&
  a.diem.every((v, i) => (v ?? null) === (b.diem[i] ?? null));

/**
 * Writes students' marks in the caller's transaction: the exam row locked (a state move waits), the rows locked and
 * version-checked (409), unchanged rows skipped, the computed total / grade / PUM stored, one audit row per changed
 * student (old and new marks). Answers the written rows.
 */
export async function writeChanges(
  tx: DbOrTx,
  caller: Caller,
  exam: BaiThiCam,
  changes: ResultChange[],
  reason: string | null,
): Promise<repo.ResultRow[]> {
  const current = await repo.listResults(tx, [exam.id], {
    hocSinhIds: changes.map((c) => c.hocSinhId),
    forUpdate: true,
  });
  const byStudent = new Map(current.map((r) => [r.hocSinhId, r]));
  const rows: repo.ResultWrite[] = [];
  const audits: repo.ResultAudit[] = [];
  for (const change of changes) {
    const before = byStudent.get(change.hocSinhId);
    if (change.version != null && (before?.version ?? 0) !== change.version) throw conflict();
    const beforeMarks = {
      diem: exam.thanhPhan.map((_, i) => before?.diem[i] ?? null),
      vangThi: before?.vangThi ?? false,
    };
    const after = { diem: change.diem, vangThi: change.vangThi };
    if (before && sameMarks(beforeMarks, after)) continue;
    if (!before && sameMarks(beforeMarks, after)) continue;
    rows.push({
      hocSinhId: change.hocSinhId,
      ...after,
      ...ketQuaOf(exam.thanhPhan, exam.nguongDiem, after.diem, after.vangThi),
    });
    audits.push({
      hocSinhId: change.hocSinhId,
      action: before ? 'update' : 'create',
      before: before ? beforeMarks : null,
      after,
    });
  }
  return repo.writeResults(tx, { baiThiCamId: exam.id, actor: caller, rows, audits, reason });
}

/** Refuses a write of marks with the matching status: 403, 409 (not open), 400 (window closed). */
export function assertMayWrite(decision: ReturnType<typeof decideMarkWrite>): void {
  if (decision === 'forbidden') throw forbidden();
  if (decision === 'notOpen') throw new AppError(409, 'diemCam.ketQua.notOpen');
  if (decision === 'windowClosed') throw badRequest('diemCam.ketQua.window.closed');
}

export async function saveResults(
  db: Db,
  caller: Caller,
  id: number,
  input: LuuKetQuaInput,
  now = new Date(),
): Promise<LuuKetQuaResult> {
  const run = () =>
    db.transaction(async (tx) => {
      const { access, rights, exam } = await loadExam(tx, caller, id, true);
      assertMayWrite(rightsNow(rights, access, now));
      const members = new Map((await membersOf(tx, exam.lopMonHocId)).map((m) => [m.id, m]));
      const seen = new Set<number>();
      const changes: ResultChange[] = [];
      for (const row of input.dong) {
        if (!members.has(row.hocSinhId)) throw badRequest('diemCam.ketQua.hocSinh.notInClass');
        if (seen.has(row.hocSinhId)) throw badRequest('diemCam.ketQua.duplicate');
        seen.add(row.hocSinhId);
        const problem = markProblem(exam, row.diem);
        if (problem) throw badRequest(problem.key, problem.params);
        changes.push({ hocSinhId: row.hocSinhId, diem: row.diem, vangThi: row.vangThi, version: row.version });
      }
      await writeChanges(tx, caller, exam, changes, null);
      const after = new Map((await repo.listResults(tx, [id], { hocSinhIds: [...seen] })).map((r) => [r.hocSinhId, r]));
      return { dong: [...seen].map((h) => resultOf(exam, members.get(h)!, after.get(h))) };
    });
  try {
    return await run();
  } catch (error) {
    // Two first saves of one student at once: the loser's insert meets the other's row.
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw conflict();
    throw error;
  }
}

/** Moves the marks of an exam one step of the workflow; stores every result's computed values afresh on the way. */
export function moveState(db: Db, caller: Caller, id: number, input: ChuyenTrangThaiInput): Promise<BaiThiCam> {
  return db.transaction(async (tx) => {
    const { access, rights, exam } = await loadExam(tx, caller, id, true);
    const from = access.trangThai as TrangThaiBaiThiCam;
    const decision = decideMove(rights, from, input.trangThai);
    if (decision === 'invalid') throw conflict('diemCam.trangThai.invalid', { from, to: input.trangThai });
    if (decision === 'forbidden') throw forbidden();
    if (input.version !== access.version) throw conflict();
    const results = await resultsOfExam(tx, exam);
    if (input.trangThai === 'daNop') {
      const missing = results.filter((r) => !isKetQuaDu(exam.thanhPhan.length, r)).length;
      if (missing > 0) throw badRequest('diemCam.ketQua.incomplete', { count: missing });
    }
    const stored = await repo.listResults(tx, [id]);
    const fresh = new Map(results.map((r) => [r.hocSinhId, r]));
    await repo.updateComputed(
      tx,
      stored.flatMap((s) => {
        const r = fresh.get(s.hocSinhId);
        if (!r || (r.tongDiem === s.tongDiem && r.xepLoai === s.xepLoai && r.pum === s.pum)) return [];
        return [{ id: s.id, tongDiem: r.tongDiem, xepLoai: r.xepLoai, pum: r.pum }];
      }),
    );
    // Publishing converts every result to the 10-point mark with the scale version that applies now.
    if (input.trangThai === 'daCongBo') await convertExamResults(tx, exam);
    if (!(await repo.setExamState(tx, id, access.version, input.trangThai))) throw conflict();
    const backwards = TRANG_ORDER.indexOf(input.trangThai) < TRANG_ORDER.indexOf(from);
    if (backwards || input.ghiChu) await repo.setNote(tx, id, backwards ? (input.ghiChu ?? null) : null);
    await audit(tx, caller, {
      action: 'trangThai',
      entity: 'BaiThiCam',
      entityId: id,
      before: { trangThai: from },
      after: { trangThai: input.trangThai },
      reason: input.ghiChu ?? null,
    });
    return (await findExamById(tx, id))!;
  });
}
const TRANG_ORDER: readonly TrangThaiBaiThiCam[] = ['dangNhap', 'daNop', 'daKiemTra', 'daCongBo', 'daKhoa'];

export async function getSettings(db: Db, caller: Caller, id: number): Promise<CaiDatNhapCam> {
  await loadExam(db, caller, id);
  return settingsOf(db, id);
}

export function saveSettings(db: Db, caller: Caller, id: number, input: CaiDatNhapCamInput): Promise<CaiDatNhapCam> {
  return db.transaction(async (tx) => {
    const { rights } = await loadExam(tx, caller, id, true);
    if (!rights.quanLy) throw forbidden();
    const ids = [...new Set([...input.nguoiNhapIds, ...input.nguoiKiemTraIds])];
    if ((await repo.staffNames(tx, ids)).length !== ids.length) throw badRequest('diemCam.caiDat.nhanVien.unknown');
    const before = await settingsOf(tx, id);
    const saved = await repo.saveSettings(tx, id, input.version, {
      moNhapTu: input.moNhapTu ? new Date(input.moNhapTu) : null,
      moNhapDen: input.moNhapDen ? new Date(input.moNhapDen) : null,
      nguoiNhapIds: [...new Set(input.nguoiNhapIds)],
      nguoiKiemTraIds: [...new Set(input.nguoiKiemTraIds)],
    });
    if (!saved) throw conflict();
    const after = await settingsOf(tx, id);
    await audit(tx, caller, { action: 'update', entity: 'BaiThiCamCaiDat', entityId: id, before, after });
    return after;
  });
}

/** The Cambridge subject classes the caller reaches with their exams and how far the marks are. */
export async function listClasses(db: Db, caller: Caller, query: LopMonHocCamQuery): Promise<LopMonHocCam[]> {
  const classes = await repo.listClasses(db, scopeOf(caller.user), query.search);
  const exams = await repo.listExamProgress(
    db,
    classes.map((c) => c.id),
  );
  const rows = classes.map((c) => ({
    ...c,
    baiThi: exams
      .filter((e) => e.lopMonHocId === c.id)
      .map(({ lopMonHocId: _, moNhapDen, ...e }) => ({
        ...e,
        trangThai: e.trangThai as TrangThaiBaiThiCam,
        moNhapDen: moNhapDen ? new Date(moNhapDen).toISOString() : null,
      })),
  }));
  const wanted = query.trangThai;
  if (!wanted) return rows;
  return rows.filter((c) =>
    c.baiThi.some((e) =>
      wanted === 'chuaDu' ? e.trangThai === 'dangNhap' && e.soDaNhap < c.soHocSinh : e.trangThai === wanted,
    ),
  );
}

const GRADE_ORDER = [...CAMBRIDGE_GRADES, 'U'];
const r2 = (v: number | null) => (v === null ? null : roundTo(v, 2));

/** Analysis of one exam: distribution, mean / median / SD, grade counts, component facility, the grade level's classes. */
export async function analyse(db: Db, caller: Caller, id: number): Promise<PhanTichBaiThi> {
  const { exam } = await loadExam(db, caller, id);
  const results = await resultsOfExam(db, exam);
  const graded = results.filter((r) => r.tongDiem !== null);
  const totals = graded.map((r) => r.tongDiem!);
  const hasThresholds = exam.nguongDiem != null && Object.keys(exam.nguongDiem).length > 0;
  const siblings = await repo.listSiblingExams(db, exam);
  const soSanhLop: PhanTichBaiThi['soSanhLop'] = [];
  for (const s of siblings) {
    const other = s.baiThiCamId === exam.id ? exam : await findExamById(db, s.baiThiCamId);
    if (!other) continue;
    const rows = s.baiThiCamId === exam.id ? results : await resultsOfExam(db, other);
    const done = rows.filter((r) => r.tongDiem !== null);
    const pct = done.map((r) => (other.tongToiDa > 0 ? (100 * r.tongDiem!) / other.tongToiDa : 0));
    const atLeastC = done.filter((r) => r.xepLoai != null && ['A*', 'A', 'B', 'C'].includes(r.xepLoai)).length;
    soSanhLop.push({
      baiThiCamId: s.baiThiCamId,
      tenLop: s.tenLop,
      soCoDiem: done.length,
      trungBinhPhanTram: r2(mean(pct)),
      trungViPhanTram: r2(median(pct)),
      tiLeDatC:
        other.nguongDiem && Object.keys(other.nguongDiem).length > 0 && done.length > 0
          ? roundTo((100 * atLeastC) / done.length, 1)
          : null,
    });
  }
  return {
    baiThi: exam,
    soHocSinh: results.length,
    soCoDiem: graded.length,
    soVang: results.filter((r) => r.vangThi).length,
    trungBinh: r2(mean(totals)),
    trungVi: r2(median(totals)),
    doLechChuan: r2(standardDeviation(totals)),
    thapNhat: totals.length ? Math.min(...totals) : null,
    caoNhat: totals.length ? Math.max(...totals) : null,
    phanBo: histogram(totals, exam.tongToiDa, 10),
    xepLoai: hasThresholds
      ? gradeCounts(
          graded.map((r) => r.xepLoai),
          GRADE_ORDER,
        )
      : [],
    thanhPhan: exam.thanhPhan.map((c, i) => {
      const marks = results.flatMap((r) => (r.vangThi || r.diem[i] == null ? [] : [r.diem[i]!]));
      const f = facility(marks, c.diemToiDa);
      return {
        ten: c.ten,
        diemToiDa: c.diemToiDa,
        trungBinh: r2(mean(marks)),
        doKho: f === null ? null : roundTo(f, 3),
      };
    }),
    soSanhLop,
  };
}

/**
 * For report cards and the student area: a student's results of published or locked Cambridge exams (the caller
 * decides who may read them; a student sees only their own, and never an analysis).
 */
export function listPublishedResultsOfStudent(db: DbOrTx, hocSinhId: number, namHocId?: number) {
  return repo.listPublishedResultsOfStudent(db, hocSinhId, namHocId);
}

/** For statistics across exams: the stored results of exams (refreshed by every state move of an exam). */
export function listStoredResults(db: DbOrTx, examIds: number[]) {
  return repo.listResults(db, examIds);
}
