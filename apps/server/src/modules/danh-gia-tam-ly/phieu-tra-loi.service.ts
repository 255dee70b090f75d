import {
  type BaiCuaToi,
  type PhieuCuaToi,
  scoreAnswers,
  type TamLyAnswers,
  type TamLyDefinition,
  unansweredQuestions,
} from '@hpl/shared';
import type { Db } from '../../db/client';
import { audit } from '../../lib/audit';
import type { Caller } from '../../lib/caller';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { schoolToday } from '../../lib/school-date';
import type { SessionUser } from '../../lib/session-user';
import { findHomeroomOfStudent } from '../lop-quan-ly';
import { answerSheetAccess } from './danh-gia-tam-ly.policy';
import * as repo from './phieu-tra-loi.repository';

const ENTITY = 'TamLyPhieuTraLoi';

/** The student's homeroom of the active year, or undefined (no student, no class: no assessment is theirs). */
async function homeOf(db: Db, user: Pick<SessionUser, 'hocSinhId'>): Promise<repo.Homeroom | undefined> {
  if (user.hocSinhId === null) return undefined;
  const home = await findHomeroomOfStudent(db, user.hocSinhId);
  return home && home.khoiId !== null ? { id: home.id, khoiId: home.khoiId, namHocId: home.namHocId } : undefined;
}

export const answeredCount = (traLoi: TamLyAnswers | null) => (traLoi ? Object.keys(traLoi).length : 0);

/** The open assessments for me and how far I am; never a score. */
export async function myAssessments(db: Db, user: SessionUser): Promise<BaiCuaToi[]> {
  const home = await homeOf(db, user);
  if (!home || user.hocSinhId === null) return [];
  const rows = await repo.listOpenFor(db, user.hocSinhId, home, schoolToday());
  return rows.map((r) => ({
    dotId: r.dotId,
    ten: r.ten,
    tenBai: r.tenBai,
    tenBaiEn: r.tenBaiEn,
    denNgay: r.denNgay,
    soCauHoi: r.soCauHoi,
    soDaTraLoi: answeredCount(r.traLoi),
    tienDo: r.nopLuc ? 'daNop' : answeredCount(r.traLoi) > 0 ? 'dangLam' : 'chuaLam',
  }));
}

/** One open campaign of mine, resolved once: anything else (another class's, closed, not mine) is 404. */
async function resolve(db: Db, user: SessionUser, dotId: number) {
  const home = await homeOf(db, user);
  if (!home || user.hocSinhId === null || answerSheetAccess(user, user.hocSinhId) !== 'self') throw notFound();
  const row = await repo.findOpenFor(db, dotId, user.hocSinhId, home, schoolToday());
  if (!row) throw notFound();
  return { row, home, hocSinhId: user.hocSinhId };
}

/** What a student is shown: texts only, no option score, band or reversed flag. */
export function forStudent(definition: TamLyDefinition) {
  return {
    instructions: definition.instructions,
    options: definition.options.map((o) => o.label),
    groups: definition.groups.map((g) => ({ key: g.key, title: g.title })),
    questions: definition.questions.map((q) => ({ key: q.key, group: q.group, text: q.text })),
  };
}

export async function mySheet(db: Db, user: SessionUser, dotId: number): Promise<PhieuCuaToi> {
  const { row } = await resolve(db, user, dotId);
  return {
    dotId: row.dotId,
    ten: row.ten,
    denNgay: row.denNgay,
    ...forStudent(row.dinhNghia),
    traLoi: row.traLoi ?? {},
    daNop: row.nopLuc !== null,
  };
}

/** Only the instrument's questions, each with an index of its options. */
export function checkAnswers(definition: TamLyDefinition, traLoi: TamLyAnswers) {
  const keys = new Set(definition.questions.map((q) => q.key));
  for (const [key, index] of Object.entries(traLoi)) {
    if (!keys.has(key) || index >= definition.options.length) throw badRequest('danhGiaTamLy.phieu.invalid');
  }
}

/** Saves the answers given so far (merged over the saved ones); a submitted sheet does not change (409). */
export async function saveMySheet(db: Db, caller: Caller, dotId: number, traLoi: TamLyAnswers): Promise<null> {
  const { row, hocSinhId } = await resolve(db, caller.user, dotId);
  checkAnswers(row.dinhNghia, traLoi);
  if (row.nopLuc) throw conflict('danhGiaTamLy.phieu.submitted');
  if (!(await repo.saveProgress(db, dotId, hocSinhId, traLoi))) {
    throw conflict('danhGiaTamLy.phieu.submitted');
  }
  return null;
}

/**
 * Submits once: every question answered, the scores computed and stored for the team, a follow-up flag when a group
 * falls in a follow-up band. The student gets no score back; the audit row names the campaign, never the answers.
 */
export function submitMySheet(
  db: Db,
  caller: Caller,
  dotId: number,
  traLoi: TamLyAnswers,
): Promise<{ nopLuc: string }> {
  return db.transaction(async (tx) => {
    const { row, home, hocSinhId } = await resolve(tx as Db, caller.user, dotId);
    checkAnswers(row.dinhNghia, traLoi);
    if (row.nopLuc) throw conflict('danhGiaTamLy.phieu.submitted');
    const all = { ...(row.traLoi ?? {}), ...traLoi };
    const missing = unansweredQuestions(row.dinhNghia, all);
    if (missing.length > 0) throw badRequest('danhGiaTamLy.phieu.incomplete', { count: missing.length });
    const ketQua = scoreAnswers(row.dinhNghia, all);
    const saved = await repo.submit(tx, dotId, hocSinhId, {
      traLoi: all,
      ketQua,
      canTheoDoi: ketQua.some((s) => s.followUp),
      home,
    });
    if (!saved) throw conflict('danhGiaTamLy.phieu.submitted');
    await audit(tx, caller, { action: 'submit', entity: ENTITY, entityId: saved.id, after: { dotId } });
    return { nopLuc: saved.nopLuc!.toISOString() };
  });
}
