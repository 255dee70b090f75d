import zlib from 'node:zlib';
import { repeatedPart, zipOf } from './xlsx-bombs';

/**
 * Hostile knowledge-base documents for the chatbot's upload limits, built without holding their unpacked size:
 * a zlib stream of zeros is its deflated 64 KiB unit repeated (full flushes), so a 1 GB stream costs about a MB.
 */

const UNIT = 64 * 1024;

/** A zlib (RFC 1950) stream that inflates to `bytes` zero bytes (a multiple of 64 KiB). */
export function zerosZlib(bytes: number): Buffer {
  const unit = zlib.deflateRawSync(Buffer.alloc(UNIT), { finishFlush: zlib.constants.Z_FULL_FLUSH });
  const times = Math.ceil(bytes / UNIT);
  const adler = Buffer.alloc(4);
  // Adler-32 of n zeros: A stays 1, B adds A once per byte.
  adler.writeUInt32BE((((times * UNIT) % 65521) * 65536 + 1) >>> 0);
  return Buffer.concat([
    Buffer.from([0x78, 0x9c]),
    ...Array(times).fill(unit),
    zlib.deflateRawSync(Buffer.alloc(0)),
    adler,
  ]);
}

/** A PDF of `pages` pages (offsets computed, as a writer would); page 1's content stream is `content` when given. */
export function buildPdf(lines: string[], options: { content?: Buffer; pages?: number } = {}): Buffer {
  const pages = options.pages ?? 1;
  const text = Buffer.from(lines.map((l, i) => `BT /F1 12 Tf 72 ${720 - i * 20} Td (${l}) Tj ET`).join('\n'), 'latin1');
  const stream = options.content ?? text;
  const kids = Array.from({ length: pages }, (_, i) => `${5 + i} 0 R`).join(' ');
  const objects: Buffer[] = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from(`<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`),
    Buffer.concat([
      Buffer.from(`<< /Length ${stream.length}${options.content ? ' /Filter /FlateDecode' : ''} >>\nstream\n`),
      stream,
      Buffer.from('\nendstream'),
    ]),
    Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'),
    ...Array.from({ length: pages }, () =>
      Buffer.from(
        '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 3 0 R /Resources << /Font << /F1 4 0 R >> >> >>',
      ),
    ),
  ];
  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n')];
  let length = chunks[0]!.length;
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(length);
    const chunk = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), o, Buffer.from('\nendobj\n')]);
    chunks.push(chunk);
    length += chunk.length;
  });
  let tail = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) tail += `${String(o).padStart(10, '0')} 00000 n \n`;
  tail += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`;
  return Buffer.concat([...chunks, Buffer.from(tail, 'latin1')]);
}

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';

/**
 * A DOCX whose main part unpacks to about `bytes` (a paragraph of "a"); `declared` states another size in the central
 * directory (a zip that lies about what it holds).
 */
export function docxBomb(bytes: number, declared?: number): Buffer {
  const part = (name: string, text: string) => repeatedPart(name, text, Buffer.alloc(0), 0, '');
  const main = repeatedPart(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8"?><w:document ${W}><w:body><w:p><w:r><w:t>`,
    Buffer.alloc(UNIT, 'a'),
    Math.ceil(bytes / UNIT),
    '</w:t></w:r></w:p></w:body></w:document>',
  );
  return zipOf(
    [
      part(
        '[Content_Types].xml',
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
      part(
        '_rels/.rels',
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
      ),
      main,
    ],
    declared === undefined ? {} : { 'word/document.xml': declared },
  );
}
