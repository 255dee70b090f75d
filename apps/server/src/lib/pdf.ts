import { createRequire } from 'node:module';
import type { FastifyReply } from 'fastify';
import PDFDocument from 'pdfkit';

/**
 * The one way the server makes a PDF: an A4 pdfkit document held in memory with the embedded Be Vietnam Pro font
 * (OFL) registered as `regular` and `bold`, so Vietnamese and English print the same everywhere. Used by the
 * report cards of diem-vn and diem-cam.
 */
const require = createRequire(import.meta.url);
const FONT_REGULAR = require.resolve('@expo-google-fonts/be-vietnam-pro/400Regular/BeVietnamPro_400Regular.ttf');
const FONT_BOLD = require.resolve('@expo-google-fonts/be-vietnam-pro/700Bold/BeVietnamPro_700Bold.ttf');

export interface SchoolHeader {
  tenTruong: string;
  diaChi: string | null;
}

/** A new document and the promise of its bytes once `doc.end()` is called. */
export function createPdf(title: string): { doc: PDFKit.PDFDocument; done: Promise<Buffer> } {
  const doc = new PDFDocument({ size: 'A4', margin: 48, autoFirstPage: false, info: { Title: title } });
  doc.registerFont('regular', FONT_REGULAR);
  doc.registerFont('bold', FONT_BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

/** The bordered row of a simple table at the current position; moves `doc.y` below it. */
export function drawTableRow(
  doc: PDFKit.PDFDocument,
  columns: readonly { width: number; align?: 'left' | 'center' }[],
  cells: readonly string[],
  options: { bold?: boolean; height?: number } = {},
) {
  const left = doc.page.margins.left;
  const height = options.height ?? 18;
  let x = left;
  const y = doc.y;
  cells.forEach((text, i) => {
    const column = columns[i]!;
    doc.rect(x, y, column.width, height).stroke('#888888');
    doc
      .font(options.bold ? 'bold' : 'regular')
      .fontSize(9)
      .fillColor('#000000')
      .text(text, x + 4, y + 5, { width: column.width - 8, align: column.align ?? 'left', lineBreak: false });
    x += column.width;
  });
  doc.x = left;
  doc.y = y + height;
}

/** Answers a PDF as a download named `name.pdf`. */
export function sendPdf(reply: FastifyReply, name: string, pdf: Buffer) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${name}.pdf"`)
    .send(pdf);
}
