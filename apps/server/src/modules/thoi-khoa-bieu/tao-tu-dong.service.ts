import { type Lang, type LanTao, translateMessage } from '@hpl/shared';
import type { Db, DbOrTx } from '../../db/client';
import { audit } from '../../lib/audit';
import type { Caller } from '../../lib/caller';
import { badRequest, notFound } from '../../lib/errors';
import { enqueue, findActiveByKey, findJob, type JobKind, type JobRunner, queuePosition } from '../../lib/jobs';
import { listRoomsWithType } from '../danh-muc';
import { findSubjectClassesByIds, listTeachingAssignmentsOfYear } from '../lop-mon-hoc';
import { listClassesWithRoomOfYear } from '../lop-quan-ly';
import { findStaffByIds } from '../nhan-vien';
import { settingsOf } from './cai-dat.service';
import {
  buildSolverInput,
  type GenerationData,
  lessonsFromPlacements,
  type StoredReason,
  storedReasons,
} from './generation-input';
import { runSolverInWorker, solve } from './solver';
import { isEditable } from './thoi-khoa-bieu.policy';
import * as repo from './thoi-khoa-bieu.repository';
import { mixedSetsOf } from './tiet-hoc.service';

/**
 * Generating a draft from the year's teaching assignments: a job (`thoi-khoa-bieu.generate`) per run, one at a time
 * per instance (the solver's worker takes up to 512 MB and a core), the others queued with their position shown. One
 * queued or running generation per draft (the job's singleton key).
 */

export const GENERATE = 'thoi-khoa-bieu.generate';
const draftKey = (phienBanId: number) => `phien-ban:${phienBanId}`;

interface GeneratePayload {
  runId: number;
  phienBanId: number;
  timeLimitMs: number;
}

/** Whether a generation of the draft is queued or running (publishing waits for it). */
export async function isGenerating(db: DbOrTx, phienBanId: number) {
  return (await findActiveByKey(db, GENERATE, draftKey(phienBanId))) !== undefined;
}

async function generationData(db: DbOrTx, namHocId: number, hocKyId: number): Promise<GenerationData> {
  const [settings, assignments, classes, rooms, subjects, unavailable, preferred] = await Promise.all([
    settingsOf(db, namHocId),
    listTeachingAssignmentsOfYear(db, namHocId),
    listClassesWithRoomOfYear(db, namHocId),
    listRoomsWithType(db),
    repo.listSubjectAttributes(db),
    repo.listUnavailable(db, namHocId),
    repo.listPreferredDays(db, namHocId),
  ]);
  return {
    settings,
    hocKyId,
    assignments,
    mixedSets: await mixedSetsOf(
      db,
      assignments.map((a) => ({ lopQuanLyId: a.lopQuanLyId, lopMonHocId: a.id })),
    ),
    classes,
    rooms,
    subjects: new Map(subjects.map((s) => [s.monHocId, s])),
    unavailable,
    preferred,
  };
}

/** A run as the screen shows it: while its job is queued or running, the job tells the state, position and progress. */
async function presentRun(db: DbOrTx, run: repo.RunRow, reasons: LanTao['lyDo']): Promise<LanTao> {
  const job = run.jobId ? await findJob(db, run.jobId) : undefined;
  const stored = ['xong', 'khong_kha_thi', 'da_dung'].includes(run.trangThai);
  let trangThai = run.trangThai as LanTao['trangThai'];
  if (job?.state === 'queued') trangThai = 'cho';
  else if (job?.state === 'running') trangThai = 'dang_chay';
  else if (job?.state === 'failed' && !stored) trangThai = 'loi';
  else if (job?.state === 'cancelled' && !stored) trangThai = 'da_dung';
  const progress = job?.state === 'running' ? (job.progress as { daXep?: number; diem?: number } | null) : null;
  return {
    id: run.id,
    phienBanId: run.phienBanId,
    trangThai,
    viTriHangDoi: job ? (await queuePosition(db, job)) || null : null,
    daXep: progress?.daXep ?? run.daXep,
    tongSo: run.tongSo,
    diem: progress?.diem ?? run.diem,
    lyDo: reasons,
    batDauLuc: run.batDauLuc.toISOString(),
    ketThucLuc: run.ketThucLuc?.toISOString() ?? job?.finishedAt?.toISOString() ?? null,
  };
}

/** Why the input cannot be placed, in the reader's language, with the subject classes, classes and teachers named. */
async function explainReasons(
  db: DbOrTx,
  namHocId: number,
  reasons: StoredReason[],
  lang: Lang,
): Promise<LanTao['lyDo']> {
  if (reasons.length === 0) return [];
  const subjectClassIds = [...new Set(reasons.flatMap((r) => r.lopMonHocIds))];
  const subjectClasses = new Map(
    (subjectClassIds.length ? await findSubjectClassesByIds(db, subjectClassIds) : []).map((s) => [s.id, s.tenLop]),
  );
  const teacherIds = [...new Set(reasons.flatMap((r) => r.nhanVienIds))];
  const teachers = new Map((teacherIds.length ? await findStaffByIds(db, teacherIds) : []).map((t) => [t.id, t.hoTen]));
  const classes = new Map((await listClassesWithRoomOfYear(db, namHocId)).map((c) => [c.id, c.tenLop]));
  const list = (ids: number[], names: Map<number, string>) =>
    ids.length === 0
      ? '—'
      : ids
          .slice(0, 12)
          .map((id) => names.get(id) ?? `#${id}`)
          .join(', ') + (ids.length > 12 ? ', …' : '');
  return reasons.map((r) => ({
    rangBuoc: r.constraint,
    moTa: translateMessage(`thoiKhoaBieu.reason.${r.constraint}`, lang, {
      activities: list(r.lopMonHocIds, subjectClasses),
      classes: list(r.lopQuanLyIds, classes),
      teachers: list(r.nhanVienIds, teachers),
    }),
  }));
}

export async function getRun(db: Db, id: number, lang: Lang): Promise<LanTao> {
  const run = await repo.findRun(db, id);
  if (!run) throw notFound();
  const version = await repo.findVersion(db, run.phienBanId);
  return presentRun(db, run, await explainReasons(db, version?.namHocId ?? 0, run.lyDo as StoredReason[], lang));
}

/** Stops a generation: a queued one never starts; a running one stores the best timetable found so far. */
export async function stopRun(db: Db, jobs: JobRunner, caller: Caller, id: number, lang: Lang): Promise<LanTao> {
  const run = await repo.findRun(db, id);
  if (!run) throw notFound();
  if (run.jobId) {
    const stopped = await jobs.cancel(run.jobId);
    if (stopped?.state === 'cancelled' && !stopped.startedAt)
      await repo.updateRun(db, id, { trangThai: 'da_dung', ketThucLuc: new Date() });
  }
  await audit(db, caller, { action: 'stop', entity: 'LanTaoThoiKhoaBieu', entityId: id });
  return getRun(db, id, lang);
}

/** Stores a generation's outcome: its lessons replace the draft's, and the reasons for what could not be placed. */
async function finishRun(
  db: Db,
  runId: number,
  phienBanId: number,
  input: ReturnType<typeof buildSolverInput>,
  result: Awaited<ReturnType<typeof runSolverInWorker>>,
  stopped: boolean,
) {
  await db.transaction(async (tx) => {
    // What could be placed is kept even when some lessons could not: the manager sees it beside the reasons.
    if (result.placements.length > 0) {
      await repo.deleteLessonsOf(tx, phienBanId);
      await repo.insertLessons(
        tx,
        lessonsFromPlacements(input, result.placements).map((l) => ({ ...l, phienBanId })),
      );
    }
    await repo.updateRun(tx, runId, {
      trangThai: result.ok ? (stopped ? 'da_dung' : 'xong') : 'khong_kha_thi',
      daXep: result.placements.length,
      diem: result.ok ? Math.round(result.softScore) : null,
      lyDo: result.ok ? [] : storedReasons(input, result.reasons),
      ketThucLuc: new Date(),
    });
  });
}

/**
 * The generation job: reads the draft's data as it is when the run starts, solves in the solver's worker (progress
 * as the job's), stores the outcome. Cancelled, it stores the best found so far; on shutdown it stores nothing and
 * runs again after the restart.
 */
export const generateKind: JobKind<GeneratePayload, { trangThai: string }> = {
  kind: GENERATE,
  concurrency: 1,
  async run({ payload, db, signal, progress }) {
    const version = await repo.findVersion(db, payload.phienBanId);
    if (!version) throw notFound();
    if (!isEditable(version.trangThai)) throw badRequest('thoiKhoaBieu.readOnly');
    const data = await generationData(db, version.namHocId, version.hocKyId);
    const input = buildSolverInput(data, { timeLimitMs: payload.timeLimitMs });
    await repo.updateRun(db, payload.runId, {
      trangThai: 'dang_chay',
      tongSo: input.activities.reduce((n, a) => n + a.perWeek, 0),
    });
    const result = await runSolverInWorker(input, {
      signal,
      onProgress: (p) => progress({ daXep: p.placed, diem: Math.round(p.softScore) }),
    });
    if (signal.reason === 'shutdown' || signal.reason === 'lost') throw new Error('generation interrupted');
    await finishRun(db, payload.runId, payload.phienBanId, input, result, signal.aborted);
    return { trangThai: result.ok ? 'xong' : 'khong_kha_thi' };
  },
};

/**
 * Queues the generation of a draft and answers at once; the run's position, progress, score and outcome are read
 * with `getRun`.
 */
export async function startGeneration(
  db: Db,
  jobs: JobRunner,
  caller: Caller,
  phienBanId: number,
  options: { timeLimitMs?: number },
): Promise<LanTao> {
  const run = await db.transaction(async (tx) => {
    await repo.lockVersion(tx, phienBanId);
    const version = await repo.findVersion(tx, phienBanId);
    if (!version) throw notFound();
    if (!isEditable(version.trangThai)) throw badRequest('thoiKhoaBieu.readOnly');
    const data = await generationData(tx, version.namHocId, version.hocKyId);
    if (data.assignments.length === 0) throw badRequest('thoiKhoaBieu.taoTuDong.noAssignments');
    const tongSo = buildSolverInput(data, { timeLimitMs: 1 }).activities.reduce((n, a) => n + a.perWeek, 0);
    const created = await repo.insertRun(tx, { phienBanId, tongSo, taoBoi: caller.user.accountId, trangThai: 'cho' });
    const { job, created: queued } = await enqueue<GeneratePayload>(tx, GENERATE, {
      payload: { runId: created.id, phienBanId, timeLimitMs: options.timeLimitMs ?? 30_000 },
      ownerAccountId: caller.user.accountId,
      singletonKey: draftKey(phienBanId),
    });
    if (!queued) throw badRequest('thoiKhoaBieu.taoTuDong.running');
    await repo.updateRun(tx, created.id, { jobId: job.id });
    await audit(tx, caller, {
      action: 'generate',
      entity: 'LanTaoThoiKhoaBieu',
      entityId: created.id,
      after: { phienBanId },
    });
    return { ...created, jobId: job.id };
  });
  jobs.poke();
  return presentRun(db, run, []);
}

/**
 * Generates a timetable synchronously (small time limit) and stores it as a version, published when asked: the demo
 * school's timetable. Answers the version id, or the reasons when the input cannot be placed.
 */
export async function generateTimetableNow(
  db: DbOrTx,
  params: { namHocId: number; hocKyId: number; ten: string; ngayApDung: string; publish: boolean; timeLimitMs: number },
): Promise<{ phienBanId: number; placed: number; complete: boolean; reasons: StoredReason[] }> {
  const data = await generationData(db, params.namHocId, params.hocKyId);
  const input = buildSolverInput(data, { timeLimitMs: params.timeLimitMs, seed: 1 });
  const result = solve(input);
  const phienBanId = await repo.insertVersion(db, {
    namHocId: params.namHocId,
    hocKyId: params.hocKyId,
    ten: params.ten,
    ngayApDung: params.ngayApDung,
    trangThai: params.publish ? 'cong_bo' : 'nhap',
    congBoLuc: params.publish ? new Date() : null,
  });
  const lessons = lessonsFromPlacements(input, result.placements).map((l) => ({ ...l, phienBanId }));
  await repo.insertLessons(db, lessons);
  return {
    phienBanId,
    placed: lessons.length,
    complete: result.ok,
    reasons: result.ok ? [] : storedReasons(input, result.reasons),
  };
}
