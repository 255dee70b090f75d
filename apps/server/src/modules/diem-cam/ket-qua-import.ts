import { type Lang, type NhapKetQuaResult, translateMessage } from '@hpl/shared';
import type { Db } from '../../db/client';
import type { Caller } from '../../lib/caller';
import { badRequest, conflict, PG_UNIQUE_VIOLATION, pgErrorCode } from '../../lib/errors';
import type { Upload } from '../../lib/multipart';
import { cellText, foldText, readSheet } from '../../lib/spreadsheet';
import { decideMarkWrite, isEntryOpen } from './ket-qua.policy';
import {
  assertMayWrite,
  loadExam,
  markProblem,
  type ResultChange,
  resultOf,
  resultsOfExam,
  writeChanges,
} from './ket-qua.service';
import { ABSENT_HEADER } from './ket-qua-export';

/**
 * Import of an exam's raw marks in the layout of its export: a "Mã học sinh" / "Student code" column, one column per
 * component headed by its name, an optional "Vắng thi" / "Absent" column (x). All or nothing: every row is checked
 * first and any problem writes nothing; a dry run (the default) answers the preview. An empty cell leaves the mark as
 * it is; the changes are written in one transaction, each changed student audited with the import as the reason.
 */
const MAX_ROWS = 500;
const ABSENT_WORDS = new Set(['x', 'v', 'a', 'vang', 'vang thi', 'absent']);

export async function importResults(
  db: Db,
  caller: Caller,
  id: number,
  upload: Upload,
  options: { thuNghiem: boolean; lang: Lang },
  now = new Date(),
): Promise<NhapKetQuaResult> {
  const { access, rights, exam } = await loadExam(db, caller, id);
  assertMayWrite(decideMarkWrite(rights, access.trangThai, isEntryOpen(access, now)));
  const sheet = await readSheet(upload.buffer, upload.filename, { maxRows: MAX_ROWS });
  const header = sheet.header.map((h) => foldText(h ?? ''));
  const codeAt = header.findIndex((h) => h === foldText('Mã học sinh') || h === foldText('Student code'));
  if (codeAt < 0) throw badRequest('diemCam.import.noCode');
  const componentAt = exam.thanhPhan.map((c) => header.indexOf(foldText(c.ten)));
  if (componentAt.every((at) => at < 0)) throw badRequest('diemCam.import.noColumns');
  const absentAt = header.findIndex((h) => h === foldText(ABSENT_HEADER.vi) || h === foldText(ABSENT_HEADER.en));

  const current = await resultsOfExam(db, exam);
  const byCode = new Map(current.map((r) => [foldText(r.maHocSinh), r]));
  const loi: NhapKetQuaResult['loi'] = [];
  const error = (dong: number, cot: string | null, key: string, params: Record<string, string | number> = {}) =>
    loi.push({ dong, cot, thongBao: translateMessage(key, options.lang, params) });
  const changes: ResultChange[] = [];
  const seen = new Set<number>();
  let soDong = 0;
  for (const row of sheet.rows) {
    const code = cellText(row.cells[codeAt])?.trim() ?? '';
    if (!code) continue;
    soDong++;
    const before = byCode.get(foldText(code));
    if (!before) {
      error(row.dong, null, 'diemCam.import.unknownStudent', { code });
      continue;
    }
    if (seen.has(before.hocSinhId)) {
      error(row.dong, null, 'diemCam.ketQua.duplicate');
      continue;
    }
    seen.add(before.hocSinhId);
    const diem = [...before.diem];
    let vangThi = before.vangThi;
    if (absentAt >= 0) {
      const text = foldText(cellText(row.cells[absentAt]) ?? '');
      vangThi = text !== '' && ABSENT_WORDS.has(text);
    }
    let ok = true;
    exam.thanhPhan.forEach((c, i) => {
      const at = componentAt[i]!;
      if (at < 0) return;
      const text = cellText(row.cells[at])?.trim() ?? '';
      if (!text) return;
      if (ABSENT_WORDS.has(foldText(text))) {
        vangThi = true;
        return;
      }
      const value = Number(text.replace(',', '.'));
      if (
        !/^\d+([.,]\d+)?$/.test(text) ||
        markProblem(
          exam,
          exam.thanhPhan.map((_, j) => (j === i ? value : null)),
        )
      ) {
        error(row.dong, c.ten, 'diemCam.import.badMark', { value: text, component: c.ten, max: c.diemToiDa });
        ok = false;
        return;
      }
      diem[i] = value;
    });
    if (!ok) continue;
    const same = before.vangThi === vangThi && before.diem.every((v, i) => v === diem[i]);
    if (!same) changes.push({ hocSinhId: before.hocSinhId, diem, vangThi, version: before.version });
  }
  const changed = new Map(changes.map((c) => [c.hocSinhId, c]));
  const xemTruoc = current.map((r) => {
    const c = changed.get(r.hocSinhId);
    return c
      ? resultOf(
          exam,
          { id: r.hocSinhId, maHocSinh: r.maHocSinh, hoTen: r.hoTen },
          {
            ...c,
            id: 0,
            baiThiCamId: id,
            tongDiem: null,
            xepLoai: null,
            pum: null,
            diemQuyDoi: null,
            thangQuyDoiId: null,
            version: r.version,
          },
        )
      : r;
  });
  const result = { soDong, soThayDoi: changes.length, loi: loi.slice(0, 500), xemTruoc, daLuu: false };
  if (options.thuNghiem || loi.length > 0 || changes.length === 0) return result;
  try {
    await db.transaction(async (tx) => {
      const locked = await loadExam(tx, caller, id, true);
      assertMayWrite(decideMarkWrite(locked.rights, locked.access.trangThai, isEntryOpen(locked.access, now)));
      await writeChanges(tx, caller, locked.exam, changes, translateMessage('diemCam.import.reason', 'vi'));
    });
  } catch (e) {
    if (pgErrorCode(e) === PG_UNIQUE_VIOLATION) throw conflict();
    throw e;
  }
  return { ...result, daLuu: true };
}
