import zlib from 'node:zlib';

/**
 * Hostile .xlsx files for the import limits, built without ever holding their unpacked size in memory: a part is a
 * head, a body unit repeated N times and a tail, each deflated on its own with a full flush, so the deflate stream of
 * the unit is simply repeated (a 2.5 GB part costs a few MB and about a second).
 */

interface Part {
  name: string;
  data: Buffer;
  crc: number;
  size: number;
  method: 0 | 8;
}

const FULL_FLUSH = { finishFlush: zlib.constants.Z_FULL_FLUSH };

function storedPart(name: string, text: string): Part {
  const data = Buffer.from(text);
  return { name, data, crc: zlib.crc32(data), size: data.length, method: 0 };
}

/** A deflated part whose unpacked content is `head + unit × times + tail`. */
export function repeatedPart(name: string, head: string, unit: Buffer, times: number, tail: string): Part {
  const headBytes = Buffer.from(head);
  const tailBytes = Buffer.from(tail);
  const unitDeflated = zlib.deflateRawSync(unit, FULL_FLUSH);
  const pieces = [zlib.deflateRawSync(headBytes, FULL_FLUSH)];
  let crc = zlib.crc32(headBytes);
  for (let i = 0; i < times; i++) {
    pieces.push(unitDeflated);
    crc = zlib.crc32(unit, crc);
  }
  pieces.push(zlib.deflateRawSync(tailBytes));
  crc = zlib.crc32(tailBytes, crc);
  const size = headBytes.length + unit.length * times + tailBytes.length;
  return { name, data: Buffer.concat(pieces), crc, size, method: 8 };
}

/** A deflated part from generated text chunks (streaming deflate: only the compressed bytes are kept). */
export function generatedPart(name: string, chunks: Iterable<string>): Part {
  const deflate = zlib.deflateRawSync;
  const out: Buffer[] = [];
  let crc = 0;
  let size = 0;
  let batch: string[] = [];
  let batchLength = 0;
  const flush = (last: boolean) => {
    const bytes = Buffer.from(batch.join(''));
    crc = zlib.crc32(bytes, crc);
    size += bytes.length;
    out.push(deflate(bytes, last ? {} : FULL_FLUSH));
    batch = [];
    batchLength = 0;
  };
  for (const chunk of chunks) {
    batch.push(chunk);
    batchLength += chunk.length;
    if (batchLength > 1 << 20) flush(false);
  }
  flush(true);
  return { name, data: Buffer.concat(out), crc, size, method: 8 };
}

/** A zip of the parts; `declare` may state other unpacked sizes in the central directory than the real ones. */
export function zipOf(parts: Part[], declare: Record<string, number> = {}): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const size = declare[part.name] ?? part.size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0, 6);
    local.writeUInt16LE(part.method, 8);
    local.writeUInt32LE(part.crc >>> 0, 14);
    local.writeUInt32LE(part.data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, part.data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(part.method, 10);
    central.writeUInt32LE(part.crc >>> 0, 16);
    central.writeUInt32LE(part.data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += 30 + name.length + part.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>`;
const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`;
const WORKBOOK_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/></Relationships>`;
const SHEET_HEAD = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>`;
const SHEET_TAIL = '</sheetData></worksheet>';
const SST_HEAD = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">`;

const HEADER_ROW =
  '<row r="1"><c r="A1" t="inlineStr"><is><t>Ma</t></is></c><c r="B1" t="inlineStr"><is><t>Ngay</t></is></c></row>';

/** A workbook from its first sheet's XML parts and, optionally, a shared-strings part. */
function workbookOf(sheet: Part, sharedStrings?: Part, declare?: Record<string, number>): Buffer {
  return zipOf(
    [
      storedPart('[Content_Types].xml', CONTENT_TYPES),
      storedPart('_rels/.rels', ROOT_RELS),
      storedPart('xl/workbook.xml', WORKBOOK),
      storedPart('xl/_rels/workbook.xml.rels', WORKBOOK_RELS),
      ...(sharedStrings ? [sharedStrings] : []),
      sheet,
    ],
    declare,
  );
}

const GiB = 1024 ** 3;

/** Shared strings that unpack to about `bytes` (2.5 GB by default): 1 KB strings, a few MB on the wire. */
export function sharedStringsBomb(bytes = 2.5 * GiB): Buffer {
  const item = `<si><t>${'A'.repeat(1024 - 16)}</t></si>`;
  const unit = Buffer.from(item.repeat(1024));
  const sst = repeatedPart('xl/sharedStrings.xml', SST_HEAD, unit, Math.ceil(bytes / unit.length), '</sst>');
  const sheet = storedPart(
    'xl/worksheets/sheet1.xml',
    `${SHEET_HEAD}${HEADER_ROW}<row r="2"><c r="A2" t="s"><v>0</v></c><c r="B2" t="s"><v>1</v></c></row>${SHEET_TAIL}`,
  );
  return workbookOf(sheet, sst);
}

/** One inline-string cell of `chars` characters (200 M by default) on row 2. */
export function hugeCellBomb(chars = 200 * 1024 * 1024, declare?: number): Buffer {
  const unit = Buffer.from('B'.repeat(1 << 20));
  const sheet = repeatedPart(
    'xl/worksheets/sheet1.xml',
    `${SHEET_HEAD}${HEADER_ROW}<row r="2"><c r="A2" t="inlineStr"><is><t>`,
    unit,
    Math.ceil(chars / unit.length),
    `</t></is></c></row>${SHEET_TAIL}`,
  );
  return workbookOf(sheet, undefined, declare === undefined ? {} : { [sheet.name]: declare });
}

/** `rows` empty rows (3 million by default) between the header and one data row at the very end. */
export function emptyRowsBomb(rows = 3_000_000): Buffer {
  function* xml() {
    yield SHEET_HEAD + HEADER_ROW;
    for (let from = 2; from < rows + 2; from += 10_000) {
      let chunk = '';
      for (let r = from; r < Math.min(from + 10_000, rows + 2); r++) chunk += `<row r="${r}"/>`;
      yield chunk;
    }
    const last = rows + 2;
    yield `<row r="${last}"><c r="A${last}" t="inlineStr"><is><t>X1</t></is></c></row>${SHEET_TAIL}`;
  }
  return workbookOf(generatedPart('xl/worksheets/sheet1.xml', xml()));
}

/** A sheet with `columns` filled cells on row 2. */
export function wideRowWorkbook(columns: number): Buffer {
  let cells = '';
  for (let c = 0; c < columns; c++) cells += `<c t="inlineStr"><is><t>v${c}</t></is></c>`;
  return workbookOf(
    generatedPart('xl/worksheets/sheet1.xml', [`${SHEET_HEAD}${HEADER_ROW}<row r="2">${cells}</row>${SHEET_TAIL}`]),
  );
}
