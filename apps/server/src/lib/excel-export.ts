import { PassThrough } from 'node:stream';
import type { Lang, Page } from '@hpl/shared';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { rateLimitFor } from './rate-limit';

/**
 * THE Excel export of the server: every "export what the list shows" endpoint describes its columns here and hands
 * over the same list function its danhSach route uses. Rows are streamed to the response page by page, so a large
 * export neither waits for the whole result nor holds the workbook in memory.
 */

export type Bilingual = { vi: string; en: string };
type Cell = string | number | boolean | Date | null | undefined;

export interface ExportColumn<T> {
  header: Bilingual;
  width?: number;
  value: (row: T, lang: Lang) => Cell;
}

export interface ExportSheet<T> {
  name: Bilingual;
  columns: ExportColumn<T>[];
  rows: Iterable<T> | AsyncIterable<T>;
}

/** What a list screen exports: its sheet name and the columns it shows (`GET /api/<R>/xuatExcel`). */
export interface ListExport<T> {
  sheet: Bilingual;
  columns: ExportColumn<T>[];
}

/** One export column with its header in both languages. */
export const exportColumn = <T>(
  vi: string,
  en: string,
  value: ExportColumn<T>['value'],
  width?: number,
): ExportColumn<T> => ({ header: { vi, en }, value, width });

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const PAGE = 1_000;

/**
 * Exports are costly (every matching row): ten a minute per account (per address for anonymous callers, who are
 * refused anyway) keeps a stuck button or a script from monopolising the database.
 */
export const EXPORT_RATE_LIMIT = rateLimitFor(10, '1 minute');

/** Translates an enum code through a bilingual table, leaving unknown codes as they are. */
export const labelOf = (labels: Record<string, Bilingual>, code: string | null | undefined, lang: Lang) =>
  code == null ? '' : (labels[code]?.[lang] ?? code);

const VN_TIME = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Ho_Chi_Minh',
  dateStyle: 'short',
  timeStyle: 'short',
});
/** An ISO instant as the school reads it: `yyyy-mm-dd hh:mm`, Vietnam time (a sheet has no time zone). */
export const formatVnDateTime = (iso: string | null | undefined) => (iso ? VN_TIME.format(new Date(iso)) : '');

/** Erases a sheet's row type so sheets of different rows go into one workbook. */
export const sheetOf = <T>(sheet: ExportSheet<T>) => sheet as unknown as ExportSheet<unknown>;

/** Writes sheets with a bold, frozen header row in the request's language to a stream (errors destroy it). */
export function streamWorkbook(lang: Lang, sheets: ExportSheet<unknown>[]): PassThrough {
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  workbook.creator = 'HPL Portal';
  const write = async () => {
    for (const spec of sheets) {
      const sheet = workbook.addWorksheet(spec.name[lang].slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
      sheet.columns = spec.columns.map((c) => ({ header: c.header[lang], width: c.width ?? 18 }));
      sheet.getRow(1).font = { bold: true };
      sheet.getRow(1).commit();
      for await (const row of spec.rows) {
        sheet.addRow(spec.columns.map((c) => c.value(row, lang) ?? '')).commit();
      }
      sheet.commit();
    }
    await workbook.commit();
  };
  write().catch((error) => stream.destroy(error));
  return stream;
}

/** Every row of a paged list, read `PAGE` rows at a time after the first page already read. */
async function* readPages<T>(first: Page<T>, fetchPage: (pageIndex: number, pageSize: number) => Promise<Page<T>>) {
  let page = first;
  for (let pageIndex = 1; ; pageIndex++) {
    yield* page.items;
    if (page.items.length < PAGE || pageIndex * PAGE >= page.totalCount) return;
    page = await fetchPage(pageIndex + 1, PAGE);
  }
}

/**
 * One sheet of every row a list query matches. `fetchPage` is the list's own function with the caller's filters
 * and sort (the order must end on a unique column so pages neither repeat nor skip rows).
 */
export async function exportList<T>(
  lang: Lang,
  sheet: { name: Bilingual; columns: ExportColumn<T>[] },
  fetchPage: (pageIndex: number, pageSize: number) => Promise<Page<T>>,
): Promise<{ stream: PassThrough; totalCount: number }> {
  const first = await fetchPage(1, PAGE);
  const rows = readPages(first, fetchPage);
  return { stream: streamWorkbook(lang, [sheetOf({ ...sheet, rows })]), totalCount: first.totalCount };
}

/** Sends an export as an attachment `<stem>-<yyyy-mm-dd>.xlsx`; `X-Total-Count` lets the client show progress. */
export function sendXlsx(reply: FastifyReply, stem: string, exported: { stream: PassThrough; totalCount?: number }) {
  reply
    .header('Content-Type', XLSX_TYPE)
    .header('Content-Disposition', `attachment; filename="${stem}-${new Date().toISOString().slice(0, 10)}.xlsx"`);
  if (exported.totalCount !== undefined) reply.header('X-Total-Count', String(exported.totalCount));
  return reply.send(exported.stream);
}
