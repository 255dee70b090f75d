import { createRequire } from 'node:module';
import path from 'node:path';
import { AppError, badRequest } from '../../lib/errors';
import { checkPdfStreams, DOCUMENT_LIMITS, type DocumentLimits, verifyDocxSizes } from './document-checks';

/**
 * Turns an uploaded knowledge-base file into text: PDF (pdf.js), DOCX (mammoth, headings kept as Markdown "#"),
 * Markdown and plain text (UTF-8). The kind is decided from the bytes and the name, not from what the browser claims.
 * `extractText` runs in the extraction worker (`extract-in-worker.ts`), never on the request thread: the structure is
 * checked first (`document-checks.ts`), then pages and characters are capped while reading.
 */
export type DocumentKind = 'pdf' | 'docx' | 'markdown' | 'text';

export const DOCUMENT_MIME: Record<DocumentKind, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  markdown: 'text/markdown',
  text: 'text/plain',
};

export function sniffDocumentKind(buffer: Buffer, fileName: string): DocumentKind | null {
  const name = fileName.toLowerCase();
  if (buffer.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (buffer.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04])))
    return name.endsWith('.docx') ? 'docx' : null;
  if (buffer.includes(0)) return null;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(buffer);
  } catch {
    return null;
  }
  return /\.(md|markdown)$/.test(name) ? 'markdown' : 'text';
}

/** pdf.js reads the metrics of the 14 standard PDF fonts (Helvetica, Times…) from its package, not the network. */
function standardFontFolder(): string {
  const require = createRequire(import.meta.url);
  return `${path.dirname(require.resolve('pdfjs-dist/package.json'))}/standard_fonts/`;
}

const tooManyPages = (limits: DocumentLimits) =>
  new AppError(413, 'chatBot.document.tooManyPages', { max: limits.maxPages });
const tooMuchText = (limits: DocumentLimits) =>
  new AppError(413, 'chatBot.document.tooMuchText', { max: limits.maxCharacters.toLocaleString('en') });

async function extractPdf(buffer: Buffer, limits: DocumentLimits): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({
    data: new Uint8Array(buffer),
    standardFontDataUrl: standardFontFolder(),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
  }).promise;
  try {
    if (document.numPages > limits.maxPages) throw tooManyPages(limits);
    const pages: string[] = [];
    let characters = 0;
    for (let n = 1; n <= document.numPages; n++) {
      const page = await document.getPage(n);
      const content = await page.getTextContent();
      let text = '';
      for (const item of content.items) {
        if (!('str' in item)) continue;
        text += item.str;
        if (item.hasEOL) text += '\n';
      }
      pages.push(text);
      page.cleanup();
      characters += text.length;
      if (characters > limits.maxCharacters) throw tooMuchText(limits);
    }
    return pages.join('\n\n');
  } finally {
    await document.destroy();
  }
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** mammoth's HTML as Markdown-like text: headings keep their level, paragraphs and list items one per line. */
export function htmlToText(html: string): string {
  return html
    .replace(/<h([1-6])[^>]*>/g, (_m, level: string) => `\n\n${'#'.repeat(Number(level))} `)
    .replace(/<li[^>]*>/g, '\n- ')
    .replace(/<\/(h[1-6]|p|li|tr|table)>|<br\s*\/?>/g, '\n\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (m, code: string) => {
      if (code[0] === '#') {
        const n = code[1] === 'x' || code[1] === 'X' ? Number.parseInt(code.slice(2), 16) : Number(code.slice(1));
        return Number.isFinite(n) ? String.fromCodePoint(n) : m;
      }
      return ENTITIES[code.toLowerCase()] ?? m;
    });
}

async function extractDocx(buffer: Buffer, fileName: string, limits: DocumentLimits): Promise<string> {
  await verifyDocxSizes(buffer, fileName, limits);
  const mammoth = await import('mammoth');
  const result = await mammoth.convertToHtml({ buffer });
  // Markup is at most a few times the text: the HTML is cut before it is turned into text.
  return htmlToText(result.value.slice(0, limits.maxCharacters * 4 + 1));
}

/**
 * The text of a document and whether its headings are Markdown ("#"); unreadable files are the user's 400, files
 * beyond the limits (unpacked size, pages, characters) 413.
 */
export async function extractText(
  buffer: Buffer,
  kind: DocumentKind,
  fileName: string,
  limits: DocumentLimits = DOCUMENT_LIMITS,
): Promise<{ text: string; format: 'markdown' | 'text' }> {
  let text: string;
  try {
    if (kind === 'pdf') {
      checkPdfStreams(buffer, fileName, limits);
      text = await extractPdf(buffer, limits);
    } else if (kind === 'docx') text = await extractDocx(buffer, fileName, limits);
    else text = buffer.toString('utf8').replace(/^\uFEFF/, '');
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw badRequest('chatBot.document.unreadable', { name: fileName });
  }
  if (text.length > limits.maxCharacters) throw tooMuchText(limits);
  // Text extracted from PDFs may contain NUL or lone surrogates, which PostgreSQL text cannot hold.
  text = Array.from(text.replaceAll('\0', ''), (c) => (c.length === 1 && /[\uD800-\uDFFF]/.test(c) ? '' : c)).join('');
  return { text, format: kind === 'text' || kind === 'pdf' ? 'text' : 'markdown' };
}
