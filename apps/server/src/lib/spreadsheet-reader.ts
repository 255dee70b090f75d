import { AppError, badRequest } from './errors';
import {
  cellName,
  DEFAULT_SHEET_LIMITS,
  type ReadSheetOptions,
  RowCollector,
  refuse,
  type Sheet,
  type SheetLimits,
} from './spreadsheet-limits';
import { readXlsx } from './spreadsheet-xlsx';

export * from './spreadsheet-limits';

const isZip = (buffer: Buffer) => buffer.length >= 4 && buffer.readUInt32LE(0) === 0x04034b50;
const looksLikeText = (buffer: Buffer) => !buffer.subarray(0, 4096).includes(0);

/**
 * Reads the first worksheet of an .xlsx upload, or a CSV text when allowed. Row 1 is the header. Every limit of
 * `SheetLimits` is enforced while reading; a file that is not a spreadsheet, empty, or past a limit is refused with a
 * readable 400/413.
 */
export async function readSheet(buffer: Buffer, fileName: string, options: ReadSheetOptions): Promise<Sheet> {
  const limits: SheetLimits = { ...DEFAULT_SHEET_LIMITS, ...options };
  if (!isZip(buffer)) {
    if (options.allowCsv && looksLikeText(buffer)) return readCsv(buffer, limits);
    throw badRequest(options.allowCsv ? 'import.notTable' : 'import.notSpreadsheet', { name: fileName });
  }
  let sheet: Sheet;
  try {
    sheet = await readXlsx(buffer, limits);
  } catch (error) {
    // The zip's inner checks do not know the file's name: every "not a spreadsheet" names it here.
    if (error instanceof AppError && error.messageKey !== 'import.notSpreadsheet') throw error;
    throw badRequest('import.notSpreadsheet', { name: fileName });
  }
  if (sheet.rows.length === 0) throw badRequest('import.empty');
  return sheet;
}

function readCsv(buffer: Buffer, limits: SheetLimits): Sheet {
  const collector = new RowCollector(limits);
  const text = buffer.toString('utf8').replace(/^\uFEFF/, '');
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const separator = firstLine.split(';').length > firstLine.split(',').length ? ';' : ',';
  let lineStart = 0;
  for (let dong = 1; lineStart <= text.length; dong++) {
    let lineEnd = text.indexOf('\n', lineStart);
    if (lineEnd === -1) lineEnd = text.length;
    const line = text.slice(lineStart, lineEnd).replace(/\r$/, '');
    lineStart = lineEnd + 1;
    if (lineEnd === text.length && line === '') break;
    if (dong % 1_000 === 0) collector.checkTime();
    const cells = parseCsvLine(line, separator).map((c, i) => {
      const value = c.trim();
      if (value.length > limits.maxCellChars) throw refuse.cellTooLong(limits, cellName(i, dong));
      return value === '' ? null : value;
    });
    collector.add(dong, cells);
  }
  if (collector.rows.length === 0) throw badRequest('import.empty');
  return { header: collector.header, rows: collector.rows };
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
