import zlib from 'node:zlib';
import yauzl from 'yauzl';
import { AppError, badRequest } from '../../lib/errors';

/**
 * What a knowledge-base document may unpack to, checked before the text extraction unpacks it: a 150 KB PDF whose
 * content stream inflates to 1 GB, or a DOCX whose main part declares 200 MB, is refused (413) from its structure.
 */
export const DOCUMENT_LIMITS = {
  /** One part of a DOCX, or one decoded stream of a PDF (fonts and content; images are not decoded for text). */
  maxPartBytes: 32 * 1024 * 1024,
  /** All parts or decoded streams together. */
  maxTotalBytes: 64 * 1024 * 1024,
  maxZipEntries: 2_000,
  maxPages: 1_000,
  /** Characters of text a document may give (≈ 1,000 dense pages). */
  maxCharacters: 3_000_000,
  /** Wall time of one extraction, in its worker. */
  timeLimitMs: 60_000,
  /** The extraction worker's heap (old generation). */
  heapMb: 256,
  /** Memory the process may grow by during one extraction before the worker is stopped (buffers included). */
  maxGrowthBytes: 768 * 1024 * 1024,
};
export type DocumentLimits = typeof DOCUMENT_LIMITS;

const MB = 1024 * 1024;
export const tooLargeUnpacked = (fileName: string, limits: DocumentLimits) =>
  new AppError(413, 'chatBot.document.unpackedTooLarge', {
    name: fileName,
    max: Math.round(limits.maxPartBytes / MB),
    total: Math.round(limits.maxTotalBytes / MB),
  });

function openZip(buffer: Buffer): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.fromBuffer(buffer, { lazyEntries: true, validateEntrySizes: true, strictFileNames: false }, (error, zip) =>
      error ? reject(error) : resolve(zip),
    ),
  );
}

/**
 * A DOCX's parts from the zip's central directory, before anything is inflated: how many, and the size each declares
 * alone and together. Answers the entries; a zip that cannot be read is the user's 400.
 */
export async function checkDocxParts(buffer: Buffer, fileName: string, limits = DOCUMENT_LIMITS) {
  let zip: yauzl.ZipFile;
  try {
    zip = await openZip(buffer);
  } catch {
    throw badRequest('chatBot.document.unreadable', { name: fileName });
  }
  return new Promise<yauzl.Entry[]>((resolve, reject) => {
    const entries: yauzl.Entry[] = [];
    let total = 0;
    const fail = (error: Error) => {
      zip.close();
      reject(error);
    };
    zip.on('entry', (entry: yauzl.Entry) => {
      total += entry.uncompressedSize;
      if (entries.length >= limits.maxZipEntries)
        return fail(badRequest('chatBot.document.unreadable', { name: fileName }));
      if (entry.uncompressedSize > limits.maxPartBytes || total > limits.maxTotalBytes)
        return fail(tooLargeUnpacked(fileName, limits));
      entries.push(entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', () => fail(badRequest('chatBot.document.unreadable', { name: fileName })));
    zip.readEntry();
  });
}

/**
 * Inflates every part of a DOCX into nothing, counting: yauzl stops a part that unpacks to more than its central
 * directory declared, so after `checkDocxParts` no part can unpack beyond the limits when mammoth reads it.
 */
export async function verifyDocxSizes(buffer: Buffer, fileName: string, limits = DOCUMENT_LIMITS) {
  await checkDocxParts(buffer, fileName, limits);
  const zip = await openZip(buffer);
  await new Promise<void>((resolve, reject) => {
    const fail = () => {
      zip.close();
      reject(tooLargeUnpacked(fileName, limits));
    };
    zip.on('entry', (entry: yauzl.Entry) => {
      if (entry.fileName.endsWith('/')) return zip.readEntry();
      zip.openReadStream(entry, (error, stream) => {
        if (error || !stream) return fail();
        stream.on('error', fail);
        stream.on('end', () => zip.readEntry());
        stream.resume();
      });
    });
    zip.on('end', resolve);
    zip.on('error', fail);
    zip.readEntry();
  });
}

/** How much one stream may expand at most for filters zlib cannot measure cheaply. */
const WORST_EXPANSION: Record<string, number> = { LZWDecode: 2_800, LZW: 2_800, RunLengthDecode: 128, RL: 128 };

/**
 * Decodes a PDF's compressed streams into nothing, counting, before pdf.js reads the file: each Flate stream is
 * inflated with zlib under an output cap (a bomb stops at the cap, not at its 1 GB), images are skipped (the text
 * extraction never decodes them), and LZW / run-length streams count at their worst expansion. An encrypted PDF's
 * streams cannot be measured here; the worker's time and memory limits bound those.
 */
export function checkPdfStreams(buffer: Buffer, fileName: string, limits = DOCUMENT_LIMITS) {
  const text = buffer.toString('latin1');
  const streamStart = /\bstream(\r\n|\n|\r)/g;
  let total = 0;
  let lastEnd = 0;
  for (let match = streamStart.exec(text); match; match = streamStart.exec(text)) {
    const dataStart = match.index + match[0].length;
    const dataEnd = text.indexOf('endstream', dataStart);
    if (dataEnd < 0) break;
    const objectStart = text.lastIndexOf(' obj', match.index);
    const dictionary = text.slice(Math.max(objectStart, lastEnd, match.index - 4096), match.index);
    lastEnd = dataEnd;
    streamStart.lastIndex = dataEnd;
    if (/\/Subtype\s*\/Image\b/.test(dictionary)) continue;
    const filters = [...dictionary.matchAll(/\/(FlateDecode|Fl|LZWDecode|LZW|RunLengthDecode|RL)\b/g)].map(
      (m) => m[1]!,
    );
    if (filters.length === 0) continue;
    const raw = buffer.subarray(dataStart, dataEnd);
    let size = raw.length;
    for (const filter of filters) {
      if (filter === 'FlateDecode' || filter === 'Fl') {
        const cap = Math.min(limits.maxPartBytes, limits.maxTotalBytes - total);
        try {
          size = zlib.inflateSync(raw, { maxOutputLength: cap + 1, finishFlush: zlib.constants.Z_SYNC_FLUSH }).length;
        } catch (error) {
          if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' || error instanceof RangeError)
            throw tooLargeUnpacked(fileName, limits);
          // Not a plain zlib stream here (encrypted, or damaged): pdf.js decides, under the worker's limits.
          size = raw.length;
        }
        if (size > cap) throw tooLargeUnpacked(fileName, limits);
        break;
      }
      size *= WORST_EXPANSION[filter] ?? 1;
    }
    total += size;
    if (size > limits.maxPartBytes || total > limits.maxTotalBytes) throw tooLargeUnpacked(fileName, limits);
  }
}
