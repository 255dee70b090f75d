import { AppError, badRequest } from './errors';

/** One data row of an uploaded sheet: its spreadsheet row number and the cell values as text, number or Date. */
export interface SheetRow {
  dong: number;
  cells: SheetCell[];
}
export type SheetCell = string | Date | number | null;

/**
 * Hard limits of one spreadsheet read. Each is checked while reading, so a file past one is refused before it costs
 * more than the limit: an .xlsx is a zip whose parts can unpack a thousand times larger than the upload.
 */
export interface SheetLimits {
  /** Data rows allowed; one more refuses the whole file. */
  maxRows: number;
  /** Rows of any kind (empty ones too) past the data rows: formatted blank rows are normal, millions are not. */
  maxBlankRows: number;
  maxColumns: number;
  /** Excel's own limit for one cell. */
  maxCellChars: number;
  /** Declared unpacked size of any one part of the zip (checked from the central directory before parsing). */
  maxPartBytes: number;
  /** Declared unpacked size of all parts together. */
  maxTotalBytes: number;
  /** Characters of the shared-strings table kept in memory. */
  maxSharedStringChars: number;
  maxParts: number;
  /** Wall time of the read. */
  maxMillis: number;
}

export const DEFAULT_SHEET_LIMITS: Omit<SheetLimits, 'maxRows'> = {
  maxBlankRows: 5_000,
  maxColumns: 100,
  maxCellChars: 32_767,
  maxPartBytes: 64 * 1024 * 1024,
  maxTotalBytes: 128 * 1024 * 1024,
  maxSharedStringChars: 16 * 1024 * 1024,
  maxParts: 2_000,
  maxMillis: 30_000,
};

export interface ReadSheetOptions extends Partial<SheetLimits> {
  maxRows: number;
  allowCsv?: boolean;
}

export interface Sheet {
  header: string[];
  rows: SheetRow[];
}

const format = (n: number) => n.toLocaleString('vi-VN');

/** Refusals of a file past a limit: readable, in the request's language, never a 500. */
export const refuse = {
  tooManyRows: (limits: SheetLimits) => badRequest('import.tooManyRows', { max: format(limits.maxRows) }),
  sheetTooLong: (limits: SheetLimits) =>
    badRequest('import.sheetTooLong', { max: format(limits.maxRows + limits.maxBlankRows + 1) }),
  tooManyColumns: (limits: SheetLimits) => badRequest('import.tooManyColumns', { max: format(limits.maxColumns) }),
  cellTooLong: (limits: SheetLimits, cell: string) =>
    badRequest('import.cellTooLong', { cell, max: format(limits.maxCellChars) }),
  unpackedTooLarge: (limits: SheetLimits) =>
    new AppError(413, 'import.unpackedTooLarge', { max: Math.round(limits.maxTotalBytes / 1024 / 1024) }),
  tooSlow: (limits: SheetLimits) => badRequest('import.tooSlow', { seconds: Math.round(limits.maxMillis / 1000) }),
};

/** Collects rows under the limits; shared by the .xlsx and CSV readers. */
export class RowCollector {
  readonly rows: SheetRow[] = [];
  header: string[] = [];
  private seen = 0;
  private readonly deadline: number;

  constructor(private readonly limits: SheetLimits) {
    this.deadline = Date.now() + limits.maxMillis;
  }

  checkTime() {
    if (Date.now() > this.deadline) throw refuse.tooSlow(this.limits);
  }

  /** Every row counts towards the sheet's size, empty or not, and so does its position. */
  add(dong: number, cells: SheetCell[]) {
    this.seen++;
    const maxPosition = this.limits.maxRows + this.limits.maxBlankRows + 1;
    if (this.seen > maxPosition || dong > maxPosition) throw refuse.sheetTooLong(this.limits);
    if (cells.length > this.limits.maxColumns) throw refuse.tooManyColumns(this.limits);
    if (dong === 1) {
      this.header = cells.map((c) => (c === null ? '' : c instanceof Date ? c.toISOString().slice(0, 10) : String(c)));
      return;
    }
    if (cells.every((c) => c === null)) return;
    if (this.rows.length >= this.limits.maxRows) throw refuse.tooManyRows(this.limits);
    this.rows.push({ dong, cells });
  }
}

/** A cell's A1-style name, for messages. */
export function cellName(column: number, row: number): string {
  let name = '';
  for (let n = column + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return `${name}${row}`;
}
