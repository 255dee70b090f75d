import {
  type Lang,
  type LopPhanCong,
  type NhapPhanCongResult,
  PHAN_CONG_IMPORT_COLUMNS,
  translateMessage,
} from '@hpl/shared';
import type { Db } from '../../db/client';
import { audit } from '../../lib/audit';
import type { Caller } from '../../lib/caller';
import { badRequest } from '../../lib/errors';
import { exportColumn as col, sheetOf, streamWorkbook } from '../../lib/excel-export';
import type { Upload } from '../../lib/multipart';
import { cellText, foldText, readSheet } from '../../lib/spreadsheet';
import { setTeachersOfMany } from '../lop-mon-hoc';
import { assertYearOpen, getYearOrActive } from '../nam-hoc';
import { listTeachingStaff } from '../nhan-vien';
import { getSummary } from './phan-cong-giang-day.service';

/*
 * The assignment sheet: one row per subject class of the year, its teachers by staff code (`;`-separated). The export
 * is the import's template: edit the codes, import with a dry run, then for real. All or nothing: any bad row writes
 * nothing; rows whose teachers do not change are skipped.
 */
const [ID, TEN, MON, LQL, TIET, MA, TEN_GV] = PHAN_CONG_IMPORT_COLUMNS;
const MAX_ROWS = 5_000;
const MAX_TEACHERS = 6;

export async function exportAssignments(db: Db, namHocId: number | undefined, lang: Lang) {
  const { lop } = await getSummary(db, namHocId);
  const staff = await listTeachingStaff(db, [...new Set(lop.flatMap((c) => c.giaoVien.map((g) => g.id)))]);
  const codeOf = new Map(staff.map((s) => [s.id, s.maNhanVien]));
  const columns = [
    col<LopPhanCong>(ID.vi, ID.en, (r) => r.id, 14),
    col<LopPhanCong>(TEN.vi, TEN.en, (r) => r.tenLop, 28),
    col<LopPhanCong>(MON.vi, MON.en, (r) => r.tenMonHoc, 20),
    col<LopPhanCong>(LQL.vi, LQL.en, (r) => r.tenLopQuanLy, 12),
    col<LopPhanCong>(TIET.vi, TIET.en, (r) => r.tietTuan, 10),
    col<LopPhanCong>(MA.vi, MA.en, (r) => r.giaoVien.map((g) => codeOf.get(g.id) ?? '').join('; '), 22),
    col<LopPhanCong>(TEN_GV.vi, TEN_GV.en, (r) => r.giaoVien.map((g) => g.hoTen).join('; '), 32),
  ];
  return {
    stream: streamWorkbook(lang, [sheetOf({ name: { vi: 'Phân công', en: 'Assignments' }, columns, rows: lop })]),
    totalCount: lop.length,
  };
}

export async function importAssignments(
  db: Db,
  caller: Caller,
  upload: Upload,
  options: { namHocId: number; thuNghiem: boolean; lang: Lang },
): Promise<NhapPhanCongResult> {
  const { lang } = options;
  const year = await getYearOrActive(db, options.namHocId);
  await assertYearOpen(db, year.id, 'phanCong.namHoc.closed');
  const sheet = await readSheet(upload.buffer, upload.filename, { maxRows: MAX_ROWS });
  const header = sheet.header.map((h) => foldText(h ?? ''));
  const at = (c: { vi: string; en: string }) => header.findIndex((h) => h === foldText(c.vi) || h === foldText(c.en));
  const idAt = at(ID);
  const codeAt = at(MA);
  if (idAt < 0) throw badRequest('phanCong.import.noClassColumn');
  if (codeAt < 0) throw badRequest('phanCong.import.noTeacherColumn');

  const { lop } = await getSummary(db, year.id);
  const classById = new Map(lop.map((c) => [c.id, c]));
  const staff = await listTeachingStaff(db, [...new Set(lop.flatMap((c) => c.giaoVien.map((g) => g.id)))]);
  const staffByCode = new Map(staff.map((s) => [foldText(s.maNhanVien), s.id]));
  const loi: NhapPhanCongResult['loi'] = [];
  const error = (dong: number, cot: (typeof PHAN_CONG_IMPORT_COLUMNS)[number] | null, key: string, value = '') =>
    loi.push({
      dong,
      cot: cot?.key ?? null,
      tenCot: cot ? cot[lang] : null,
      thongBao: translateMessage(key, lang, { value }),
    });
  const seen = new Set<number>();
  const changes: { lopMonHocId: number; nhanVienIds: number[] }[] = [];
  let soDong = 0;
  for (const row of sheet.rows) {
    const idText = cellText(row.cells[idAt])?.trim() ?? '';
    if (!idText) continue;
    soDong++;
    const id = /^\d{1,9}$/.test(idText) ? Number(idText) : Number.NaN;
    const cls = classById.get(id);
    if (!cls) {
      error(row.dong, ID, 'phanCong.import.unknownClass', idText);
      continue;
    }
    if (seen.has(id)) {
      error(row.dong, ID, 'phanCong.import.duplicateClass', idText);
      continue;
    }
    seen.add(id);
    const codes = (cellText(row.cells[codeAt]) ?? '')
      .split(/[;,\n]/)
      .map((c) => c.trim())
      .filter(Boolean);
    const ids: number[] = [];
    let bad = false;
    for (const code of codes) {
      const staffId = staffByCode.get(foldText(code));
      if (staffId === undefined) {
        error(row.dong, MA, 'phanCong.import.unknownTeacher', code);
        bad = true;
      } else if (!ids.includes(staffId)) ids.push(staffId);
    }
    if (ids.length > MAX_TEACHERS) {
      error(row.dong, MA, 'phanCong.import.tooManyTeachers');
      bad = true;
    }
    if (bad) continue;
    const now = cls.giaoVien.map((g) => g.id);
    const same = now.length === ids.length && now.every((n) => ids.includes(n));
    if (!same) changes.push({ lopMonHocId: id, nhanVienIds: ids });
  }
  const result = { soDong, soLop: changes.length, loi: loi.slice(0, 500), daLuu: false };
  if (options.thuNghiem || loi.length > 0 || changes.length === 0) return result;
  await db.transaction(async (tx) => {
    await setTeachersOfMany(tx, changes);
    await audit(tx, caller, {
      action: 'import',
      entity: 'LopMonHocGiaoVien',
      entityId: year.id,
      after: { lop: changes },
      reason: upload.filename,
    });
  });
  return { ...result, daLuu: true };
}
