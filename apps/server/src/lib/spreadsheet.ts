import { foldVietnamese } from '@hpl/shared/text-fold';
import { badRequest } from './errors';
import type { SheetCell } from './spreadsheet-reader';

// The one reader of uploaded sheets; the helpers below interpret its cells.
export { readSheet, type Sheet, type SheetCell, type SheetRow } from './spreadsheet-reader';

/** A cell as trimmed text (dates as YYYY-MM-DD, numbers without exponent). */
export function cellText(value: SheetCell | undefined): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : String(value);
  return value;
}

/** Excel day serial (1900 system) → Date. */
const fromSerial = (serial: number) => new Date(Math.round((serial - 25_569) * 86_400_000));

/** A date cell: a real date, an Excel serial, `dd/mm/yyyy` or `yyyy-mm-dd`; null when unreadable. */
export function cellDate(value: SheetCell | undefined): string | null | 'invalid' {
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

/** A header or cell text compared the way imports do: accents, đ, case and surrounding spaces ignored. */
export const foldText = (s: string) => foldVietnamese(s).trim();

/** The header row must name the template's columns in order (either language, accents and case ignored). */
export function assertHeader(header: string[], columns: readonly { vi: string; en: string }[]) {
  columns.forEach((column, i) => {
    const got = foldText(header[i] ?? '');
    if (got !== foldText(column.vi) && got !== foldText(column.en)) {
      throw badRequest('import.badHeader', { col: String.fromCharCode(65 + i), expected: column.vi });
    }
  });
}
