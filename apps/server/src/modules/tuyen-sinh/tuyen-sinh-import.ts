import {
  type HoSoTuyenSinhInput,
  type Lang,
  type NhapHoSoResult,
  TUYEN_SINH_IMPORT_COLUMNS,
  TUYEN_SINH_IMPORT_MAX_ROWS,
  translateMessage,
  zHoSoTuyenSinhInput,
} from '@hpl/shared';
import ExcelJS from 'exceljs';
import type { Db, DbOrTx } from '../../db/client';
import { audit } from '../../lib/audit';
import type { Caller } from '../../lib/caller';
import { badRequest } from '../../lib/errors';
import type { Upload } from '../../lib/multipart';
import { schoolToday } from '../../lib/school-date';
import { assertHeader, cellDate, cellText, foldText, readSheet, type SheetCell } from '../../lib/spreadsheet';
import { findActiveYear } from '../nam-hoc';
import { ENTITY } from './nhan-vao.service';
import { nextYearName } from './tuyen-sinh.policy';
import * as repo from './tuyen-sinh.repository';

type Column = (typeof TUYEN_SINH_IMPORT_COLUMNS)[number]['key'];
type Problem = NhapHoSoResult['loi'][number];
interface Row {
  dong: number;
  input: HoSoTuyenSinhInput;
}

const MAX_PROBLEMS = 500;
const at = Object.fromEntries(TUYEN_SINH_IMPORT_COLUMNS.map((c, i) => [c.key, i])) as Record<Column, number>;
/** A contract path (`phuHuynh.0.hoTen`) → the sheet's column. */
const GUARDIAN_COLUMN: Record<string, Column> = {
  hoTen: 'phuHuynhHoTen',
  quanHe: 'phuHuynhQuanHe',
  dienThoai: 'phuHuynhDienThoai',
  email: 'phuHuynhEmail',
};
const PROGRAMME: Record<string, HoSoTuyenSinhInput['chuongTrinh']> = {
  'quoc gia': 'quocGia',
  national: 'quocGia',
  vn: 'quocGia',
  cambridge: 'cambridge',
  cam: 'cambridge',
};
const GENDER: Record<string, 'nam' | 'nu'> = { nam: 'nam', male: 'nam', m: 'nam', nu: 'nu', female: 'nu', f: 'nu' };

const dateVi = (iso: string) => iso.split('-').reverse().join('/');

/** One row as the contract's input, and each cell that cannot be read as its problem. */
function readRow(
  cells: readonly SheetCell[],
  dong: number,
  problem: (dong: number, cot: Column | null, key: string) => void,
) {
  const text = (key: Column) => cellText(cells[at[key]]) ?? '';
  const ngaySinh = cellDate(cells[at.ngaySinh]);
  if (ngaySinh === 'invalid') problem(dong, 'ngaySinh', 'tuyenSinh.import.ngaySinh');
  const gender = foldText(text('gioiTinh'));
  if (gender && !GENDER[gender]) problem(dong, 'gioiTinh', 'tuyenSinh.gioiTinh.invalid');
  const chuongTrinh = PROGRAMME[foldText(text('chuongTrinh'))];
  if (!chuongTrinh) problem(dong, 'chuongTrinh', 'tuyenSinh.import.chuongTrinh');
  const khoi = Number(text('khoi'));
  if (!Number.isInteger(khoi) || khoi < 1 || khoi > 12) problem(dong, 'khoi', 'tuyenSinh.import.khoi');
  const parsed = zHoSoTuyenSinhInput.safeParse({
    hoTen: text('hoTen'),
    ngaySinh: ngaySinh === 'invalid' || !ngaySinh ? '' : ngaySinh,
    gioiTinh: GENDER[gender] ?? null,
    diaChi: text('diaChi'),
    chuongTrinh: chuongTrinh ?? 'quocGia',
    khoi: Number.isInteger(khoi) && khoi >= 1 && khoi <= 12 ? khoi : 1,
    truongCu: text('truongCu'),
    ghiChu: text('ghiChu'),
    phuHuynh: [
      {
        hoTen: text('phuHuynhHoTen'),
        quanHe: text('phuHuynhQuanHe') || 'Phụ huynh',
        dienThoai: text('phuHuynhDienThoai'),
        email: text('phuHuynhEmail'),
      },
    ],
  });
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    const [field, , guardianField] = issue.path.map(String);
    // An unreadable date was already reported with the sheet's wording.
    if (field === 'ngaySinh' && ngaySinh === 'invalid') continue;
    const cot = field === 'phuHuynh' ? (GUARDIAN_COLUMN[guardianField ?? ''] ?? 'phuHuynhHoTen') : (field as Column);
    problem(dong, at[cot] === undefined ? null : cot, issue.message);
  }
  return null;
}

/**
 * The office's spreadsheet of applications (exceljs template, read back through the one sheet reader that checks the
 * zip's central directory before inflating anything). All or nothing: every row is checked — cells, the same child
 * twice in the file, a child who already applied for the year — and any problem writes nothing. A dry run (the
 * default) answers the check; the real run writes every application with its first history row in ONE transaction.
 */
export async function importApplications(
  db: Db,
  caller: Caller,
  upload: Upload,
  options: { thuNghiem: boolean; lang: Lang },
): Promise<NhapHoSoResult> {
  const sheet = await readSheet(upload.buffer, upload.filename, { maxRows: TUYEN_SINH_IMPORT_MAX_ROWS });
  assertHeader(sheet.header, TUYEN_SINH_IMPORT_COLUMNS);
  const loi: Problem[] = [];
  const problem = (dong: number, cot: Column | null, key: string, params: Record<string, string | number> = {}) => {
    const column = TUYEN_SINH_IMPORT_COLUMNS.find((c) => c.key === cot);
    loi.push({
      dong,
      cot: column ? column[options.lang] : null,
      thongBao: translateMessage(key, options.lang, params),
    });
  };
  const rows: Row[] = [];
  const seen = new Map<string, number>();
  for (const { dong, cells } of sheet.rows) {
    if (cells.every((c) => c === null || c === undefined || c === '')) continue;
    const input = readRow(cells, dong, problem);
    if (!input) continue;
    const key = `${foldText(input.hoTen)}|${input.ngaySinh}`;
    const other = seen.get(key);
    if (other !== undefined) {
      problem(dong, 'hoTen', 'tuyenSinh.import.duplicateInFile', {
        name: input.hoTen,
        date: dateVi(input.ngaySinh),
        other,
      });
      continue;
    }
    seen.set(key, dong);
    rows.push({ dong, input });
  }
  const soDong = sheet.rows.filter((r) => r.cells.some((c) => c !== null && c !== undefined && c !== '')).length;
  if (soDong === 0) throw badRequest('tuyenSinh.import.noRows');

  const namHocDuTuyen = nextYearName((await findActiveYear(db))?.tenNamHoc, schoolToday());
  const reportExisting = async (tx: DbOrTx) => {
    const existing = await repo.listApplicantsBornOn(tx, namHocDuTuyen, [
      ...new Set(rows.map((r) => r.input.ngaySinh)),
    ]);
    const byKey = new Map(existing.map((e) => [`${foldText(e.hoTen)}|${e.ngaySinh}`, e.maHoSo]));
    let found = 0;
    for (const { dong, input } of rows) {
      const code = byKey.get(`${foldText(input.hoTen)}|${input.ngaySinh}`);
      if (!code) continue;
      found++;
      const params = { name: input.hoTen, date: dateVi(input.ngaySinh), code, year: namHocDuTuyen };
      problem(dong, 'hoTen', 'tuyenSinh.import.exists', params);
    }
    return found;
  };
  await reportExisting(db);
  const answer = () => ({
    soDong,
    loi: loi.sort((a, b) => a.dong - b.dong).slice(0, MAX_PROBLEMS),
    daLuu: false,
    maHoSo: [] as string[],
  });
  if (options.thuNghiem || loi.length > 0) return answer();

  const maHoSo = await db.transaction(async (tx) => {
    // Checked again inside the transaction: another import may have landed since the check above.
    if ((await reportExisting(tx)) > 0) return null;
    const codes: string[] = [];
    for (const { input } of rows) {
      const created = (await repo.insertApplication(tx, {
        maHoSoNguon: null,
        nguon: 'vanPhong',
        namHocDuTuyen,
        hoTen: input.hoTen,
        ngaySinh: input.ngaySinh,
        gioiTinh: input.gioiTinh ?? null,
        diaChi: input.diaChi,
        chuongTrinh: input.chuongTrinh,
        khoi: input.khoi,
        truongCu: input.truongCu,
        ghiChu: input.ghiChu,
        phuHuynh: input.phuHuynh,
      }))!;
      await repo.insertHistory(tx, {
        hoSoId: created.id,
        tuTrangThai: null,
        denTrangThai: 'daNop',
        taiKhoanId: caller.user.accountId,
        nguoiThucHien: caller.user.hoTen,
        ghiChu: upload.filename,
      });
      codes.push(created.maHoSo);
    }
    await audit(tx, caller, {
      action: 'import',
      entity: ENTITY,
      after: { tenTep: upload.filename, soHoSo: codes.length, maHoSo: codes },
    });
    return codes;
  });
  if (!maHoSo) return answer();
  return { ...answer(), daLuu: true, maHoSo };
}

/** The template to fill in: the header row and one example row, in the caller's language. */
export async function importTemplate(lang: Lang): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(lang === 'vi' ? 'Hồ sơ tuyển sinh' : 'Applications');
  sheet.columns = TUYEN_SINH_IMPORT_COLUMNS.map((c) => ({ header: c[lang], width: 20 }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRow([
    'Nguyễn Minh Khang',
    '14/03/2020',
    'Nam',
    'Cambridge',
    1,
    'Trường Mầm non Hoa Sen',
    '12 Lê Lợi, TP. Hồ Chí Minh',
    'Trần Thị Lan',
    'Mẹ',
    '0901234567',
    'lan@example.vn',
    '',
  ]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
