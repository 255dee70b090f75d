import {
  BAN_TRU_IMPORT_COLUMNS,
  BAN_TRU_IMPORT_MAX_ROWS,
  type Lang,
  type NhapDangKyResult,
  translateMessage,
} from '@hpl/shared';
import ExcelJS from 'exceljs';
import type { Db } from '../../db/client';
import { audit } from '../../lib/audit';
import type { Caller } from '../../lib/caller';
import { badRequest } from '../../lib/errors';
import type { Upload } from '../../lib/multipart';
import { assertHeader, cellText, foldText, readSheet } from '../../lib/spreadsheet';
import { findStudentsByCodes } from '../hoc-sinh';
import * as repo from './ky.repository';
import { listClassesOfPeriod } from './ky.service';

type Column = (typeof BAN_TRU_IMPORT_COLUMNS)[number]['key'];
type Problem = NhapDangKyResult['loi'][number];

const MAX_PROBLEMS = 500;
const at = Object.fromEntries(BAN_TRU_IMPORT_COLUMNS.map((c, i) => [c.key, i])) as Record<Column, number>;
const YES = new Set(['', 'co', 'yes', 'y', 'x', '1', 'true', 'dang ky']);
const NO = new Set(['khong', 'no', 'n', '0', 'false', 'huy']);

/** The period's classes (its school year's) and their current students, each with whether they are subscribed. */
async function membersOf(db: Db, kyId: number) {
  const classes = await listClassesOfPeriod(db, kyId);
  const names = new Map(classes.map((c) => [c.lopQuanLyId, c.tenLop]));
  const members = await repo.listMembersOfClasses(
    db,
    kyId,
    classes.map((c) => c.lopQuanLyId),
  );
  return members.map((m) => ({ ...m, tenLop: names.get(m.lopQuanLyId) ?? '' }));
}

/**
 * The manager's spreadsheet of a period's subscriptions: one row per student (class, code, name, Yes/No). All or
 * nothing: every row is checked — the code known, the student in a class of the period's year, the class and name
 * (when given) those of that code, no code twice — and any problem writes nothing. A dry run (the default) answers
 * the check; the real run subscribes and unsubscribes in ONE transaction with its audit row. Students the file does
 * not name keep their subscription.
 */
export async function importSubscriptions(
  db: Db,
  caller: Caller,
  kyId: number,
  upload: Upload,
  options: { thuNghiem: boolean; lang: Lang },
): Promise<NhapDangKyResult> {
  const members = await membersOf(db, kyId);
  const sheet = await readSheet(upload.buffer, upload.filename, { maxRows: BAN_TRU_IMPORT_MAX_ROWS });
  assertHeader(sheet.header, BAN_TRU_IMPORT_COLUMNS);
  const loi: Problem[] = [];
  const problem = (dong: number, cot: Column | null, key: string, params: Record<string, string | number> = {}) => {
    const column = BAN_TRU_IMPORT_COLUMNS.find((c) => c.key === cot);
    loi.push({
      dong,
      cot: column ? column[options.lang] : null,
      thongBao: translateMessage(key, options.lang, params),
    });
  };
  const rows = sheet.rows.filter(({ cells }) => cells.some((c) => c !== null && c !== undefined && c !== ''));
  if (rows.length === 0) throw badRequest('banTru.import.noRows');
  const byCode = new Map(members.map((m) => [m.maHocSinh.toLowerCase(), m]));
  const codes = rows.map(({ cells }) => cellText(cells[at.maHocSinh]) ?? '').filter(Boolean);
  const known = new Map(
    (
      await findStudentsByCodes(
        db,
        codes.filter((c) => !byCode.has(c.toLowerCase())),
      )
    ).map((s) => [s.ma.toLowerCase(), s]),
  );
  const seen = new Map<string, number>();
  const wanted = new Map<number, { dangKy: boolean; was: boolean }>();
  for (const { dong, cells } of rows) {
    const code = cellText(cells[at.maHocSinh]) ?? '';
    if (!code) {
      problem(dong, 'maHocSinh', 'banTru.import.maHocSinh.required');
      continue;
    }
    const other = seen.get(code.toLowerCase());
    if (other !== undefined) {
      problem(dong, 'maHocSinh', 'banTru.import.duplicate', { code, other });
      continue;
    }
    seen.set(code.toLowerCase(), dong);
    const answer = foldText(cellText(cells[at.dangKy]) ?? '');
    const dangKy = YES.has(answer) ? true : NO.has(answer) ? false : null;
    if (dangKy === null) problem(dong, 'dangKy', 'banTru.import.dangKy.invalid');
    const member = byCode.get(code.toLowerCase());
    if (!member) {
      const student = known.get(code.toLowerCase());
      if (student) problem(dong, 'maHocSinh', 'banTru.import.notInPeriod', { name: student.hoTen });
      else problem(dong, 'maHocSinh', 'banTru.import.maHocSinh.unknown', { code });
      continue;
    }
    const lop = cellText(cells[at.lop]);
    if (lop && foldText(lop) !== foldText(member.tenLop)) {
      problem(dong, 'lop', 'banTru.import.lop.mismatch', { name: member.hoTen, class: member.tenLop });
    }
    const hoTen = cellText(cells[at.hoTen]);
    if (hoTen && foldText(hoTen).replace(/\s+/g, ' ') !== foldText(member.hoTen).replace(/\s+/g, ' ')) {
      problem(dong, 'hoTen', 'banTru.import.hoTen.mismatch', { code, name: member.hoTen });
    }
    if (dangKy !== null) wanted.set(member.hocSinhId, { dangKy, was: member.dangKy });
  }
  const subscribe = [...wanted].filter(([, w]) => w.dangKy && !w.was).map(([id]) => id);
  const unsubscribe = [...wanted].filter(([, w]) => !w.dangKy && w.was).map(([id]) => id);
  const answer = (daLuu: boolean): NhapDangKyResult => ({
    soDong: rows.length,
    loi: loi.sort((a, b) => a.dong - b.dong).slice(0, MAX_PROBLEMS),
    daLuu,
    soDangKy: loi.length ? 0 : subscribe.length,
    soHuy: loi.length ? 0 : unsubscribe.length,
  });
  if (options.thuNghiem || loi.length > 0) return answer(false);
  await db.transaction(async (tx) => {
    await repo.subscribe(tx, kyId, subscribe);
    await repo.unsubscribe(tx, kyId, unsubscribe);
    await audit(tx, caller, {
      action: 'import',
      entity: 'KyBanTru',
      entityId: kyId,
      after: { tenTep: upload.filename, soDong: rows.length, dangKy: subscribe, huy: unsubscribe },
    });
  });
  return answer(true);
}

/** The template of a period: every current student of its classes with their subscription now, ready to edit. */
export async function subscriptionsTemplate(db: Db, kyId: number, lang: Lang): Promise<Buffer> {
  const members = await membersOf(db, kyId);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(lang === 'vi' ? 'Đăng ký bán trú' : 'Meal subscriptions');
  sheet.columns = BAN_TRU_IMPORT_COLUMNS.map((c) => ({ header: c[lang], width: c.key === 'hoTen' ? 30 : 14 }));
  sheet.getRow(1).font = { bold: true };
  const [yes, no] = lang === 'vi' ? ['Có', 'Không'] : ['Yes', 'No'];
  const sorted = [...members].sort(
    (a, b) => a.tenLop.localeCompare(b.tenLop, 'vi', { numeric: true }) || a.hoTen.localeCompare(b.hoTen, 'vi'),
  );
  for (const m of sorted) sheet.addRow([m.tenLop, m.maHocSinh, m.hoTen, m.dangKy ? yes : no]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
