import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { AppError, badRequest } from './errors';

/** One data row of an uploaded sheet: its spreadsheet row number and the cell values as text or Date. */
export interface SheetRow {
  dong: number;
  cells: (string | Date | number | null)[];
}

const isZip = (buffer: Buffer) => buffer.length >= 4 && buffer.readUInt32LE(0) === 0x04034b50;
const looksLikeText = (buffer: Buffer) => !buffer.subarray(0, 4096).includes(0);

/** Plain value of a cell, whatever exceljs made of it (rich text, hyperlink, formula result). */
export function cellValue(value: unknown): string | Date | number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (typeof value === 'number' || value instanceof Date) return value;
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'object') {
    const v = value as { richText?: { text: string }[]; text?: unknown; result?: unknown; error?: unknown };
    if (v.richText) return cellValue(v.richText.map((r) => r.text).join(''));
    if (v.text !== undefined) return cellValue(v.text);
    if (v.result !== undefined) return cellValue(v.result);
  }
  return null;
}

/** A cell as trimmed text (dates as YYYY-MM-DD, numbers without exponent). */
export function cellText(value: string | Date | number | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : String(value);
  return value;
}

/** Excel day serial (1900 system) → Date. */
const fromSerial = (serial: number) => new Date(Math.round((serial - 25_569) * 86_400_000));

/** A date cell: a real date, an Excel serial, `dd/mm/yyyy` or `yyyy-mm-dd`; null when unreadable. */
export function cellDate(value: string | Date | number | null | undefined): string | null | 'invalid' {
  if (value === null || value === undefined) return null;
  let date: Date | null = null;
  if (value instanceof Date) date = value;
  else if (typeof value === 'number') date = value > 0 && value < 2_958_466 ? fromSerial(value) : null;
  else {
    const vn = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value);
    const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    if (vn) date = new Date(Date.UTC(Number(vn[3]), Number(vn[2]) - 1, Number(vn[1])));
    else if (iso) date = new Date(Date.UTC(Number(iso[1]), Number(iso[2]) - 1, Number(iso[3])));
    if (date && (vn ? date.getUTCDate() !== Number(vn[1]) : date.getUTCDate() !== Number(iso![3]))) date = null;
  }
  if (!date || Number.isNaN(date.getTime())) return 'invalid';
  return date.toISOString().slice(0, 10);
}

function parseCsvLine(line: string, separator: string): string[] {
  const out: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        current += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else current += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === separator) {
      out.push(current);
      current = '';
    } else current += ch;
  }
  out.push(current);
  return out;
}

export interface ReadSheetOptions {
  /** Data rows allowed; one more makes the whole file refused (the reader stops there, memory stays flat). */
  maxRows: number;
  allowCsv?: boolean;
}

/**
 * Reads the first worksheet of an .xlsx upload (streaming: rows are not all held by exceljs) or a CSV text.
 * Row 1 is the header. Throws readable 400s for a file that is not a spreadsheet, an empty sheet, or too many rows.
 */
export async function readSheet(
  buffer: Buffer,
  fileName: string,
  options: ReadSheetOptions,
): Promise<{ header: string[]; rows: SheetRow[] }> {
  const tooMany = () => badRequest('import.tooManyRows', { max: options.maxRows.toLocaleString('vi-VN') });
  if (!isZip(buffer)) {
    if (options.allowCsv && looksLikeText(buffer)) return readCsv(buffer, options, tooMany);
    throw badRequest(options.allowCsv ? 'import.notTable' : 'import.notSpreadsheet', { name: fileName });
  }
  const rows: SheetRow[] = [];
  let header: string[] = [];
  const input = Readable.from(buffer);
  try {
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
      sharedStrings: 'cache',
      hyperlinks: 'ignore',
      styles: 'cache',
      worksheets: 'emit',
      entries: 'emit',
    });
    for await (const sheet of reader) {
      for await (const row of sheet) {
        const values = (row.values as unknown[]).slice(1).map(cellValue);
        if (row.number === 1) {
          header = values.map((v) => cellText(v) ?? '');
          continue;
        }
        if (values.every((v) => v === null)) continue;
        if (rows.length >= options.maxRows) throw tooMany();
        rows.push({ dong: row.number, cells: values });
      }
      break;
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw badRequest('import.notSpreadsheet', { name: fileName });
  } finally {
    input.destroy();
  }
  if (rows.length === 0) throw badRequest('import.empty');
  return { header, rows };
}

function readCsv(buffer: Buffer, options: ReadSheetOptions, tooMany: () => AppError) {
  const text = buffer.toString('utf8').replace(/^\uFEFF/, '');
  const lines = text.split(/\r?\n/);
  const separator = (lines[0]?.split(';').length ?? 0) > (lines[0]?.split(',').length ?? 0) ? ';' : ',';
  const header = parseCsvLine(lines[0] ?? '', separator).map((h) => h.trim());
  const rows: SheetRow[] = [];
  for (let i = 1; i < lines.length; i++) {
    if (!lines[i]!.trim()) continue;
    if (rows.length >= options.maxRows) throw tooMany();
    rows.push({
      dong: i + 1,
      cells: parseCsvLine(lines[i]!, separator).map((c) => (c.trim() === '' ? null : c.trim())),
    });
  }
  if (rows.length === 0) throw badRequest('import.empty');
  return { header, rows };
}

/** The header row must name the template's columns in order (either language, accents and case ignored). */
export function assertHeader(header: string[], columns: readonly { vi: string; en: string }[]) {
  const norm = (s: string) =>
    s
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/đ/gi, 'd')
      .trim()
      .toLowerCase();
  columns.forEach((column, i) => {
    const got = norm(header[i] ?? '');
    if (got !== norm(column.vi) && got !== norm(column.en)) {
      throw badRequest('import.badHeader', { col: String.fromCharCode(65 + i), expected: column.vi });
    }
  });
}
