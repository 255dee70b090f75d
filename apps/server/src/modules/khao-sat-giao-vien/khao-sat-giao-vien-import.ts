import {
  type Lang,
  type NhapKhaoSatResult,
  SURVEY_SCORE_MAX,
  SURVEY_SCORE_MIN,
  toWellFormedText,
  translateMessage,
} from '@hpl/shared';
import type { Db } from '../../db/client';
import { audit } from '../../lib/audit';
import type { Caller } from '../../lib/caller';
import { badRequest, notFound } from '../../lib/errors';
import type { Upload } from '../../lib/multipart';
import { cellText, foldText, readSheet } from '../../lib/spreadsheet';
import { listClassesWithTeachers } from '../lop-mon-hoc';
import * as repo from './khao-sat-giao-vien.repository';

const MAX_ROWS = 20_000;
const CLASS_HEADERS = ['Lớp', 'Class', 'Lớp môn học', 'Subject class'].map(foldText);
const COMMENT_HEADERS = ['Nhận xét', 'Comment', 'Comments', 'Góp ý'].map(foldText);

/**
 * Import of an external survey form's spreadsheet export into a campaign: a "Lớp" / "Class" column (the subject class
 * as named in the portal), one column per question ("Câu 1" / "Q1" or the question's text), an optional "Nhận xét" /
 * "Comment" column; other columns (a timestamp, an e-mail the form kept) are ignored and never stored. All or
 * nothing: every row is checked first and any problem writes nothing; a dry run (the default) answers the check.
 * Imported answers carry no student and no uniqueness row (the external form kept none).
 */
export async function importAnswers(
  db: Db,
  caller: Caller,
  khaoSatId: number,
  upload: Upload,
  options: { thuNghiem: boolean; lang: Lang },
): Promise<NhapKhaoSatResult> {
  const campaign = await repo.findCampaign(db, khaoSatId);
  if (!campaign) throw notFound();
  const sheet = await readSheet(upload.buffer, upload.filename, { maxRows: MAX_ROWS, allowCsv: true });
  const header = sheet.header.map((h) => foldText(h ?? ''));
  const classAt = header.findIndex((h) => CLASS_HEADERS.includes(h));
  if (classAt < 0) throw badRequest('khaoSat.import.noClass');
  const questionAt = campaign.cauHoi.map((text, q) =>
    header.findIndex((h) => [`cau ${q + 1}`, `q${q + 1}`, `question ${q + 1}`, foldText(text)].includes(h)),
  );
  const missing = questionAt.findIndex((at) => at < 0);
  if (missing >= 0) throw badRequest('khaoSat.import.noQuestion', { n: missing + 1 });
  const commentAt = header.findIndex((h) => COMMENT_HEADERS.includes(h));

  const classes = (await listClassesWithTeachers(db, campaign.namHocId)).filter(
    (c) => c.maHeHoc === campaign.chuongTrinh,
  );
  const byName = new Map(classes.map((c) => [foldText(c.tenLop), c.id]));
  const loi: NhapKhaoSatResult['loi'] = [];
  const error = (dong: number, cot: string | null, key: string, params: Record<string, string | number> = {}) =>
    loi.push({ dong, cot, thongBao: translateMessage(key, options.lang, params) });
  const answers: repo.AnswerValues[] = [];
  let soDong = 0;
  for (const row of sheet.rows) {
    const lop = cellText(row.cells[classAt])?.trim() ?? '';
    if (!lop && row.cells.every((c) => c === null || c === '')) continue;
    soDong++;
    const lopMonHocId = byName.get(foldText(lop));
    if (lopMonHocId === undefined) {
      error(row.dong, sheet.header[classAt] ?? null, 'khaoSat.import.unknownClass', { lop });
      continue;
    }
    const diem: number[] = [];
    let ok = true;
    questionAt.forEach((at) => {
      const text = cellText(row.cells[at])?.trim() ?? '';
      const value = Number(text);
      if (!/^\d$/.test(text) || value < SURVEY_SCORE_MIN || value > SURVEY_SCORE_MAX) {
        error(row.dong, sheet.header[at] ?? null, 'khaoSat.import.badScore', { value: text });
        ok = false;
      } else diem.push(value);
    });
    const nhanXet = commentAt >= 0 ? (cellText(row.cells[commentAt])?.trim() ?? '') : '';
    if (nhanXet.length > 2000) {
      error(row.dong, sheet.header[commentAt] ?? null, 'khaoSat.import.longComment');
      ok = false;
    }
    if (ok) answers.push({ lopMonHocId, diem, nhanXet: toWellFormedText(nhanXet.replaceAll('\u0000', '')) });
  }
  const result = { soDong, soPhieu: answers.length, loi: loi.slice(0, 500), daLuu: false };
  if (options.thuNghiem || loi.length > 0 || answers.length === 0) return result;
  await db.transaction(async (tx) => {
    if (!(await repo.findCampaign(tx, khaoSatId, true))) throw notFound();
    await repo.insertImportedAnswers(tx, khaoSatId, answers);
    await audit(tx, caller, {
      action: 'import',
      entity: 'KhaoSatGiaoVien',
      entityId: khaoSatId,
      after: { tep: upload.filename, soPhieu: answers.length },
    });
  });
  return { ...result, daLuu: true };
}
