import { StringDecoder } from 'node:string_decoder';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import yauzl from 'yauzl';
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

const isZip = (buffer: Buffer) => buffer.length >= 4 && buffer.readUInt32LE(0) === 0x04034b50;
const looksLikeText = (buffer: Buffer) => !buffer.subarray(0, 4096).includes(0);
const format = (n: number) => n.toLocaleString('vi-VN');

/** Refusals of a file past a limit: readable, in the request's language, never a 500. */
const refuse = {
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

/** Collects rows under the limits; shared by the .xlsx and CSV readers. */
class RowCollector {
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

function cellName(column: number, row: number): string {
  let name = '';
  for (let n = column + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return `${name}${row}`;
}

/** Column index (0-based) of a reference such as `AB12`; -1 when absent or malformed. */
function columnOf(ref: string | undefined): number {
  if (!ref) return -1;
  let column = 0;
  let i = 0;
  for (; i < ref.length && i < 4; i++) {
    const code = ref.charCodeAt(i);
    if (code < 65 || code > 90) break;
    column = column * 26 + (code - 64);
  }
  return i === 0 ? -1 : column - 1;
}

// ---------------------------------------------------------------------------------------------------------------
// .xlsx

type Entries = Map<string, yauzl.Entry>;

function openZip(buffer: Buffer): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.fromBuffer(buffer, { lazyEntries: true, validateEntrySizes: true, strictFileNames: false }, (error, zip) =>
      error ? reject(error) : resolve(zip),
    ),
  );
}

/** The central directory, checked before any part is unpacked: declared sizes, alone and together. */
function listEntries(zip: yauzl.ZipFile, limits: SheetLimits): Promise<Entries> {
  return new Promise((resolve, reject) => {
    const entries: Entries = new Map();
    let total = 0;
    zip.on('entry', (entry: yauzl.Entry) => {
      total += entry.uncompressedSize;
      if (entries.size >= limits.maxParts) return reject(badRequest('import.notSpreadsheet', { name: '' }));
      if (entry.uncompressedSize > limits.maxPartBytes || total > limits.maxTotalBytes) {
        return reject(refuse.unpackedTooLarge(limits));
      }
      entries.set(entry.fileName.replace(/^\/+/, ''), entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', reject);
    zip.readEntry();
  });
}

/**
 * Streams one part through a SAX parser. yauzl stops a part that unpacks to more than it declared, and no text run
 * between two tags may exceed what the longest allowed cell could take, so the parser never holds a huge string.
 */
async function parsePart(
  zip: yauzl.ZipFile,
  entry: yauzl.Entry,
  collector: RowCollector,
  maxTextBytes: number,
  onTooLongText: () => AppError,
  handlers: (parser: SaxesParser) => void,
): Promise<void> {
  const stream = await new Promise<NodeJS.ReadableStream>((resolve, reject) =>
    zip.openReadStream(entry, (error, readStream) => (error ? reject(error) : resolve(readStream))),
  );
  const parser = new SaxesParser({ position: false });
  let failure: unknown = null;
  parser.on('error', (error) => {
    failure ??= error;
  });
  handlers(parser);
  const decoder = new StringDecoder('utf8');
  let textRun = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      collector.checkTime();
      let from = 0;
      for (let lt = chunk.indexOf(60, from); ; lt = chunk.indexOf(60, from)) {
        if (lt === -1) {
          textRun += chunk.length - from;
          break;
        }
        textRun = 0;
        from = lt + 1;
      }
      if (textRun > maxTextBytes) throw onTooLongText();
      parser.write(decoder.write(chunk));
      if (failure) throw failure;
    }
    parser.write(decoder.end());
    parser.close();
    if (failure) throw failure;
  } finally {
    (stream as NodeJS.ReadableStream & { destroy(): void }).destroy();
  }
}

const localName = (tag: { name: string }) => {
  const colon = tag.name.indexOf(':');
  return colon === -1 ? tag.name : tag.name.slice(colon + 1);
};

function attribute(tag: SaxesTagPlain, name: string): string | undefined {
  const attributes = tag.attributes as Record<string, string>;
  if (name in attributes) return attributes[name];
  for (const key of Object.keys(attributes)) if (key.endsWith(`:${name}`)) return attributes[key];
  return undefined;
}

/** Resolves a relationship target (relative to `xl/`, or absolute from the package root). */
const partPath = (target: string) =>
  target.startsWith('/') ? target.slice(1) : `xl/${target}`.replace(/[^/]+\/\.\.\//g, '');

// Built-in number formats that show dates or times (ECMA-376 §18.8.30, with the East Asian date formats).
const DATE_FORMAT_IDS = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47,
]);
for (let id = 50; id <= 58; id++) DATE_FORMAT_IDS.add(id);

function isDateFormat(code: string): boolean {
  const bare = code.replace(/"[^"]*"|\\.|\[[^\]]*\]/g, '');
  return /[dmyhs]/i.test(bare) && !/^general$/i.test(bare.trim());
}

interface Workbook {
  sheetPath: string | null;
  sharedStringsPath: string | null;
  stylesPath: string | null;
  date1904: boolean;
}

async function readWorkbook(zip: yauzl.ZipFile, entries: Entries, collector: RowCollector): Promise<Workbook> {
  const smallPart = 4 * 1024 * 1024;
  const tooLong = () => badRequest('import.notSpreadsheet', { name: '' });
  const relations = new Map<string, { type: string; target: string }>();
  const rels = entries.get('xl/_rels/workbook.xml.rels');
  if (rels) {
    await parsePart(zip, rels, collector, smallPart, tooLong, (parser) =>
      parser.on('opentag', (tag) => {
        if (localName(tag) !== 'Relationship') return;
        const id = attribute(tag, 'Id');
        const target = attribute(tag, 'Target');
        if (id && target) relations.set(id, { type: attribute(tag, 'Type') ?? '', target });
      }),
    );
  }
  let firstSheetRel: string | undefined;
  let date1904 = false;
  const workbook = entries.get('xl/workbook.xml');
  if (!workbook) throw tooLong();
  await parsePart(zip, workbook, collector, smallPart, tooLong, (parser) =>
    parser.on('opentag', (tag) => {
      const name = localName(tag);
      if (name === 'workbookPr') date1904 = ['1', 'true'].includes(attribute(tag, 'date1904') ?? '');
      if (name === 'sheet' && firstSheetRel === undefined) firstSheetRel = attribute(tag, 'id');
    }),
  );
  const byType = (suffix: string) => [...relations.values()].find((r) => r.type.endsWith(suffix))?.target;
  const sheetTarget = (firstSheetRel && relations.get(firstSheetRel)?.target) ?? 'worksheets/sheet1.xml';
  const sharedStrings = byType('/sharedStrings') ?? 'sharedStrings.xml';
  const styles = byType('/styles') ?? 'styles.xml';
  const present = (target: string) => (entries.has(partPath(target)) ? partPath(target) : null);
  return {
    sheetPath: present(sheetTarget),
    sharedStringsPath: present(sharedStrings),
    stylesPath: present(styles),
    date1904,
  };
}

/** Which cell styles (`s` attribute) display numbers as dates. */
async function readDateStyles(zip: yauzl.ZipFile, entry: yauzl.Entry, collector: RowCollector): Promise<Set<number>> {
  const customFormats = new Map<number, string>();
  const styleFormats: number[] = [];
  let inCellXfs = false;
  await parsePart(
    zip,
    entry,
    collector,
    4 * 1024 * 1024,
    () => badRequest('import.notSpreadsheet', { name: '' }),
    (parser) => {
      parser.on('opentag', (tag) => {
        const name = localName(tag);
        if (name === 'numFmt')
          customFormats.set(Number(attribute(tag, 'numFmtId')), attribute(tag, 'formatCode') ?? '');
        else if (name === 'cellXfs') inCellXfs = true;
        else if (name === 'xf' && inCellXfs) styleFormats.push(Number(attribute(tag, 'numFmtId') ?? 0));
      });
      parser.on('closetag', (tag) => {
        if (localName(tag) === 'cellXfs') inCellXfs = false;
      });
    },
  );
  const dates = new Set<number>();
  styleFormats.forEach((formatId, style) => {
    const custom = customFormats.get(formatId);
    if (DATE_FORMAT_IDS.has(formatId) || (custom !== undefined && isDateFormat(custom))) dates.add(style);
  });
  return dates;
}

/** The shared-strings table, refused once it holds more characters than allowed. */
async function readSharedStrings(
  zip: yauzl.ZipFile,
  entry: yauzl.Entry,
  collector: RowCollector,
  limits: SheetLimits,
): Promise<string[]> {
  const strings: string[] = [];
  let total = 0;
  let current = '';
  let inText = false;
  let inPhonetic = false;
  const tooLong = () => refuse.cellTooLong(limits, '—');
  await parsePart(zip, entry, collector, limits.maxCellChars * 8, tooLong, (parser) => {
    const onText = (text: string) => {
      if (!inText || inPhonetic) return;
      current += text;
      if (current.length > limits.maxCellChars) throw tooLong();
    };
    parser.on('opentag', (tag) => {
      const name = localName(tag);
      if (name === 'si') current = '';
      else if (name === 't') inText = true;
      else if (name === 'rPh') inPhonetic = true;
    });
    parser.on('text', onText);
    parser.on('cdata', onText);
    parser.on('closetag', (tag) => {
      const name = localName(tag);
      if (name === 't') inText = false;
      else if (name === 'rPh') inPhonetic = false;
      else if (name === 'si') {
        total += current.length;
        if (total > limits.maxSharedStringChars) throw refuse.unpackedTooLarge(limits);
        strings.push(current);
      }
    });
  });
  return strings;
}

const fromSerial = (serial: number, date1904: boolean) =>
  new Date(Math.round((serial - 25_569 + (date1904 ? 1_462 : 0)) * 86_400_000));

/** The value a cell shows: text trimmed (empty → null), numbers, dates for date-formatted numbers. */
function cellOf(
  type: string,
  raw: string,
  inline: string,
  style: number,
  context: { strings: string[]; dateStyles: Set<number>; date1904: boolean },
): SheetCell {
  let value: SheetCell = null;
  switch (type) {
    case 's':
      value = context.strings[Number(raw)] ?? null;
      break;
    case 'inlineStr':
      value = inline;
      break;
    case 'str':
    case 'd':
      value = raw;
      break;
    case 'b':
      value = raw === '1' || raw === 'true' ? 'true' : 'false';
      break;
    case 'e':
      return null;
    default: {
      if (raw.trim() === '') return null;
      const number = Number(raw);
      if (!Number.isFinite(number)) return null;
      if (context.dateStyles.has(style)) {
        const date = fromSerial(number, context.date1904);
        return Number.isNaN(date.getTime()) ? null : date;
      }
      return number;
    }
  }
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return trimmed === '' ? null : trimmed;
  }
  return value;
}

async function readXlsx(buffer: Buffer, limits: SheetLimits): Promise<Sheet> {
  const collector = new RowCollector(limits);
  const zip = await openZip(buffer);
  try {
    const entries = await listEntries(zip, limits);
    const workbook = await readWorkbook(zip, entries, collector);
    if (!workbook.sheetPath) throw badRequest('import.empty');
    const dateStyles = workbook.stylesPath
      ? await readDateStyles(zip, entries.get(workbook.stylesPath)!, collector)
      : new Set<number>();
    const strings = workbook.sharedStringsPath
      ? await readSharedStrings(zip, entries.get(workbook.sharedStringsPath)!, collector, limits)
      : [];
    const context = { strings, dateStyles, date1904: workbook.date1904 };

    let rowNumber = 0;
    let cells: SheetCell[] = [];
    let column = -1;
    let cellRef = '';
    let cellType = '';
    let cellStyle = 0;
    let raw = '';
    let inline = '';
    let inValue = false;
    let inInline = false;
    let inPhonetic = false;
    const tooLong = () => refuse.cellTooLong(limits, cellRef || cellName(column, rowNumber));
    await parsePart(zip, entries.get(workbook.sheetPath)!, collector, limits.maxCellChars * 8, tooLong, (parser) => {
      const onText = (text: string) => {
        if (inValue) raw += text;
        else if (inInline && !inPhonetic) inline += text;
        else return;
        if (raw.length > limits.maxCellChars || inline.length > limits.maxCellChars) throw tooLong();
      };
      parser.on('opentag', (tag) => {
        switch (localName(tag)) {
          case 'row': {
            const r = Number(attribute(tag, 'r'));
            rowNumber = Number.isInteger(r) && r > 0 ? r : rowNumber + 1;
            cells = [];
            column = -1;
            break;
          }
          case 'c': {
            cellRef = attribute(tag, 'r') ?? '';
            const at = columnOf(cellRef);
            column = at >= 0 ? at : column + 1;
            if (column >= limits.maxColumns) throw refuse.tooManyColumns(limits);
            cellType = attribute(tag, 't') ?? 'n';
            cellStyle = Number(attribute(tag, 's') ?? 0);
            raw = '';
            inline = '';
            break;
          }
          case 'v':
            inValue = true;
            break;
          case 'is':
            inInline = true;
            break;
          case 'rPh':
            inPhonetic = true;
            break;
        }
      });
      parser.on('text', onText);
      parser.on('cdata', onText);
      parser.on('closetag', (tag) => {
        switch (localName(tag)) {
          case 'v':
            inValue = false;
            break;
          case 'is':
            inInline = false;
            break;
          case 'rPh':
            inPhonetic = false;
            break;
          case 'c': {
            const value = cellOf(cellType, raw, inline, cellStyle, context);
            if (value !== null) {
              while (cells.length < column) cells.push(null);
              cells[column] = value;
            }
            break;
          }
          case 'row':
            collector.add(rowNumber, cells);
            break;
        }
      });
    });
    return { header: collector.header, rows: collector.rows };
  } finally {
    zip.close();
  }
}
