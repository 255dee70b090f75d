import {
  type CellInput,
  type GradeColumn,
  isMark,
  type Lang,
  type NhapDiemResult,
  translateMessage,
} from '@hpl/shared';
import type { Db } from '../../db/client';
import type { Caller } from '../../lib/caller';
import { badRequest, conflict, PG_UNIQUE_VIOLATION, pgErrorCode } from '../../lib/errors';
import type { Upload } from '../../lib/multipart';
import { cellText, foldText, readSheet } from '../../lib/spreadsheet';
import { decideCellWrite, isWindowOpen } from './diem-vn.policy';
import * as repo from './diem-vn.repository';
import { loadClassForWrite } from './diem-vn.service';
import * as cellRepo from './so-diem.repository';
import { type CellChange, cellValueOf, termColumnsOf, writeCells } from './so-diem.service';

/**
 * Import of a subject class's mark sheet for one term, in the layout of the mark-book export (student code in a
 * "Mã học sinh" column, marks under "TX1 HK1" / "TX1 T1" …). All or nothing: every row is checked first (student of the
 * class, values, open windows) and any problem writes nothing; a dry run only reports. Empty cells leave marks as they
 * are; the changes are written in one transaction, each changed cell audited with the import as its reason.
 */
const MAX_ROWS = 200;

/** A cell's text as a value of the subject's kind, or 'invalid'. */
function parseValue(text: string, kind: 'diem' | 'nhan_xet'): CellInput | 'invalid' {
  const folded = foldText(text);
  if (folded === 'm') return { trangThai: 'mien', giaTri: null, ketQua: null };
  if (folded === 'v') return { trangThai: 'vang', giaTri: null, ketQua: null };
  if (kind === 'nhan_xet') {
    if (folded === 'd' || folded === 'dat') return { trangThai: 'diem', giaTri: null, ketQua: 'Đạt' };
    if (folded === 'cd' || folded === 'chua dat') return { trangThai: 'diem', giaTri: null, ketQua: 'Chưa đạt' };
    return 'invalid';
  }
  const mark = Number(text.replace(',', '.'));
  if (!/^\d+([.,]\d+)?$/.test(text.trim()) || !isMark(mark)) return 'invalid';
  return { trangThai: 'diem', giaTri: mark, ketQua: null };
}

export async function importMarkSheet(
  db: Db,
  caller: Caller,
  id: number,
  upload: Upload,
  options: { hocKy: number; thuNghiem: boolean; lang: Lang },
  now = new Date(),
): Promise<NhapDiemResult> {
  const { facts, relation, settings, state, members } = await loadClassForWrite(db, caller, id);
  const { hocKy, lang } = options;
  const sheet = await readSheet(upload.buffer, upload.filename, { maxRows: MAX_ROWS });

  const header = sheet.header.map((h) => foldText(h ?? ''));
  const codeAt = header.findIndex((h) => h === foldText('Mã học sinh') || h === foldText('Student code'));
  if (codeAt < 0) throw badRequest('diemVn.import.noCode');
  const kind = facts.hinhThucDanhGia === 'nhan_xet' ? 'nhan_xet' : 'diem';
  const columns = termColumnsOf(facts, settings)
    .map((cot) => ({
      cot,
      at: header.findIndex((h) => h === foldText(`${cot} HK${hocKy}`) || h === foldText(`${cot} T${hocKy}`)),
    }))
    .filter((c) => c.at >= 0);
  if (columns.length === 0) throw badRequest('diemVn.import.noColumns', { term: hocKy });

  const roster = await repo.listMembers(db, id);
  const byCode = new Map(roster.filter((m) => members.has(m.id)).map((m) => [foldText(m.maHocSinh), m.id]));
  const current = await cellRepo.listCells(db, id, { hocSinhIds: [...byCode.values()] });
  const before = new Map(current.filter((c) => c.hocKy === hocKy).map((c) => [`${c.hocSinhId}:${c.cot}`, c]));
  const loi: NhapDiemResult['loi'] = [];
  const error = (dong: number, cot: string | null, key: string, params: Record<string, string | number> = {}) =>
    loi.push({ dong, cot, tenCot: cot, thongBao: translateMessage(key, lang, params) });
  const changes: CellChange[] = [];
  const seen = new Set<number>();
  const closedReported = new Set<string>();
  let soDong = 0;
  for (const row of sheet.rows) {
    const code = cellText(row.cells[codeAt]) ?? '';
    if (!code.trim()) continue;
    soDong++;
    const hocSinhId = byCode.get(foldText(code));
    if (hocSinhId === undefined) {
      error(row.dong, null, 'diemVn.import.unknownStudent', { code });
      continue;
    }
    if (seen.has(hocSinhId)) {
      error(row.dong, null, 'diemVn.import.duplicateStudent', { code });
      continue;
    }
    seen.add(hocSinhId);
    for (const { cot, at } of columns) {
      const text = cellText(row.cells[at])?.trim() ?? '';
      if (!text) continue;
      const value = parseValue(text, kind);
      if (value === 'invalid') {
        error(row.dong, cot, 'diemVn.import.badValue', { value: text });
        continue;
      }
      const old = before.get(`${hocSinhId}:${cot}`);
      const oldValue = cellValueOf(old);
      if (
        oldValue &&
        oldValue.trangThai === value.trangThai &&
        (oldValue.giaTri ?? null) === (value.giaTri ?? null) &&
        (oldValue.ketQua ?? null) === (value.ketQua ?? null)
      )
        continue;
      const decision = decideCellWrite(relation, {
        windowOpen: isWindowOpen(state.windows.get(`${hocKy}:${cot}`), now),
        locked: state.locked(hocKy),
      });
      if (decision !== 'ok') {
        error(row.dong, cot, 'diemVn.import.closed', { column: cot, term: hocKy });
        closedReported.add(cot);
        continue;
      }
      changes.push({ hocSinhId, hocKy, cot: cot as GradeColumn, value, version: old?.version ?? 0 });
    }
  }
  const result = { hocKy, soDong, soO: changes.length, loi: loi.slice(0, 500), daLuu: false };
  if (options.thuNghiem || loi.length > 0 || changes.length === 0) return result;
  try {
    await db.transaction((tx) =>
      writeCells(tx, caller, facts, settings, changes, translateMessage('diemVn.import.reason', 'vi', {})),
    );
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw conflict();
    throw error;
  }
  return { ...result, daLuu: true };
}
