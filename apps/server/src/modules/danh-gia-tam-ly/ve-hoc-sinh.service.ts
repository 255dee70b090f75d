import {
  type BaiVeHocSinh,
  type PhieuVeHocSinh,
  scoreAnswers,
  type TamLyAnswers,
  unansweredQuestions,
} from '@hpl/shared';
import type { Db } from '../../db/client';
import { audit } from '../../lib/audit';
import type { Caller } from '../../lib/caller';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { schoolToday } from '../../lib/school-date';
import type { SessionUser } from '../../lib/session-user';
import { findStudentNames } from '../hoc-sinh';
import { findHomeroomOfStudent, listActiveHomeroomsOf, listRosterOfClass } from '../lop-quan-ly';
import * as sheets from './phieu-tra-loi.repository';
import { answeredCount, checkAnswers, forStudent } from './phieu-tra-loi.service';
import * as repo from './ve-hoc-sinh.repository';

/**
 * A teacher-report instrument: the homeroom teacher answers it about each student of their class, one sheet per
 * student and campaign. Only the teacher's own homeroom students are reachable (another student: 404); the teacher
 * never gets a score back; the scores go to the psychology team's overviews like a student's own answers.
 */
const ENTITY = 'TamLyPhieuTraLoi';

async function homesOf(db: Db, user: SessionUser): Promise<(sheets.Homeroom & { tenLop: string })[]> {
  if (user.nhanVienId === null) return [];
  const rows = await listActiveHomeroomsOf(db, user.nhanVienId);
  return rows.flatMap((r) => (r.khoiId === null ? [] : [{ ...r, khoiId: r.khoiId }]));
}

/** The students of my homerooms in every open teacher-report campaign aimed at them, with my progress. */
export async function myStudents(db: Db, user: SessionUser): Promise<BaiVeHocSinh[]> {
  const today = schoolToday();
  const out: BaiVeHocSinh[] = [];
  for (const home of await homesOf(db, user)) {
    const campaigns = await repo.listOpenForClass(db, home, today);
    if (campaigns.length === 0) continue;
    const roster = await listRosterOfClass(db, home.id);
    const saved = await repo.sheetsOf(
      db,
      campaigns.map((c) => c.dotId),
      roster.map((s) => s.hocSinhId),
    );
    const byKey = new Map(saved.map((s) => [`${s.dotId}:${s.hocSinhId}`, s]));
    for (const c of campaigns) {
      for (const s of roster) {
        const sheet = byKey.get(`${c.dotId}:${s.hocSinhId}`);
        const n = answeredCount(sheet?.traLoi ?? null);
        out.push({
          ...c,
          hocSinhId: s.hocSinhId,
          maHocSinh: s.maHocSinh,
          hoTen: s.hoTen,
          tenLop: home.tenLop,
          soDaTraLoi: n,
          tienDo: sheet?.nopLuc ? 'daNop' : n > 0 ? 'dangLam' : 'chuaLam',
        });
      }
    }
  }
  return out;
}

/** The campaign and student, resolved once: a student outside my homerooms, or a campaign not aimed at them, is 404. */
async function resolve(db: Db, user: SessionUser, dotId: number, hocSinhId: number) {
  if (user.nhanVienId === null) throw notFound();
  const home = await findHomeroomOfStudent(db, hocSinhId);
  if (!home || home.gvcnId !== user.nhanVienId || home.khoiId === null) throw notFound();
  const homeroom = { id: home.id, khoiId: home.khoiId, namHocId: home.namHocId };
  const campaign = await repo.findOpenForClass(db, dotId, homeroom, schoolToday());
  if (!campaign) throw notFound();
  const sheet = await repo.findSheet(db, dotId, hocSinhId);
  return { campaign, sheet, home: homeroom };
}

export async function sheetAbout(db: Db, user: SessionUser, dotId: number, hocSinhId: number): Promise<PhieuVeHocSinh> {
  const { campaign, sheet } = await resolve(db, user, dotId, hocSinhId);
  const [name] = await findStudentNames(db, [hocSinhId]);
  return {
    dotId: campaign.dotId,
    ten: campaign.ten,
    denNgay: campaign.denNgay,
    ...forStudent(campaign.dinhNghia),
    traLoi: sheet?.traLoi ?? {},
    daNop: Boolean(sheet?.nopLuc),
    hocSinhId,
    hoTen: name?.hoTen ?? '',
  };
}

/** Saves my answers so far about the student (merged); a submitted sheet does not change (409). */
export async function saveAbout(
  db: Db,
  caller: Caller,
  dotId: number,
  hocSinhId: number,
  traLoi: TamLyAnswers,
): Promise<null> {
  const { campaign, sheet } = await resolve(db, caller.user, dotId, hocSinhId);
  checkAnswers(campaign.dinhNghia, traLoi);
  if (sheet?.nopLuc) throw conflict('danhGiaTamLy.phieu.submitted');
  if (!(await sheets.saveProgress(db, dotId, hocSinhId, traLoi, caller.user.accountId))) {
    throw conflict('danhGiaTamLy.phieu.submitted');
  }
  return null;
}

/** Submits once, scored for the team; the teacher gets no score back, the audit row names campaign and student. */
export function submitAbout(
  db: Db,
  caller: Caller,
  dotId: number,
  hocSinhId: number,
  traLoi: TamLyAnswers,
): Promise<{ nopLuc: string }> {
  return db.transaction(async (tx) => {
    const { campaign, sheet, home } = await resolve(tx as Db, caller.user, dotId, hocSinhId);
    checkAnswers(campaign.dinhNghia, traLoi);
    if (sheet?.nopLuc) throw conflict('danhGiaTamLy.phieu.submitted');
    const all = { ...(sheet?.traLoi ?? {}), ...traLoi };
    const missing = unansweredQuestions(campaign.dinhNghia, all);
    if (missing.length > 0) throw badRequest('danhGiaTamLy.phieu.incomplete', { count: missing.length });
    const ketQua = scoreAnswers(campaign.dinhNghia, all);
    const saved = await sheets.submit(tx, dotId, hocSinhId, {
      traLoi: all,
      ketQua,
      canTheoDoi: ketQua.some((s) => s.followUp),
      home,
      nguoiTraLoiId: caller.user.accountId,
    });
    if (!saved) throw conflict('danhGiaTamLy.phieu.submitted');
    await audit(tx, caller, { action: 'submit', entity: ENTITY, entityId: saved.id, after: { dotId, hocSinhId } });
    return { nopLuc: saved.nopLuc!.toISOString() };
  });
}
