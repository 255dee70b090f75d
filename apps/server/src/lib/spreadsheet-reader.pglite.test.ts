import { translateMessage } from '@hpl/shared';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { buildWorkbook } from '../../test/support/test-files';
import { emptyRowsBomb, hugeCellBomb, sharedStringsBomb, wideRowWorkbook } from '../../test/support/xlsx-bombs';
import { AppError } from './errors';
import { readSheet } from './spreadsheet-reader';

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  const app = error as AppError;
  return { status: app.statusCode, message: translateMessage(app.messageKey, 'en', app.params) };
}

describe('the spreadsheet reader', () => {
  it('reads text, numbers, dates and blanks of a real workbook, header first', async () => {
    const file = await buildWorkbook(
      ['Mã', 'Ngày', 'Số'],
      [
        ['HS01', new Date(Date.UTC(2012, 4, 17)), 7.5],
        [null, null, null],
        ['  HS02  ', '17/05/2012', 0],
      ],
    );
    const sheet = await readSheet(file, 'a.xlsx', { maxRows: 10 });
    expect(sheet.header).toEqual(['Mã', 'Ngày', 'Số']);
    expect(sheet.rows).toHaveLength(2);
    expect(sheet.rows[0]!.dong).toBe(2);
    expect(sheet.rows[0]!.cells[0]).toBe('HS01');
    expect(sheet.rows[0]!.cells[2]).toBe(7.5);
    expect(sheet.rows[1]).toEqual({ dong: 4, cells: ['HS02', '17/05/2012', 0] });
  });

  it('refuses parts declared larger than the limit before unpacking them (2.5 GB shared strings)', async () => {
    const file = sharedStringsBomb();
    expect(file.length).toBeLessThan(10 * 1024 * 1024);
    const before = process.memoryUsage().rss;
    const { status, message } = await refusal(readSheet(file, 'bomb.xlsx', { maxRows: 100 }));
    expect(status).toBe(413);
    expect(message).toBe(
      'The workbook unpacks to more than 128 MB. Remove unneeded data or split it into several files.',
    );
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024);
  });

  it('stops a part that unpacks to more than its zip entry declares', async () => {
    const { status } = await refusal(readSheet(hugeCellBomb(8 * 1024 * 1024, 4096), 'liar.xlsx', { maxRows: 100 }));
    expect(status).toBe(400);
  });

  it('refuses a cell longer than Excel allows without holding it', async () => {
    const { status, message } = await refusal(readSheet(hugeCellBomb(1024 * 1024), 'cell.xlsx', { maxRows: 100 }));
    expect(status).toBe(400);
    expect(message).toBe('Cell A2 is longer than 32.767 characters, beyond what Excel allows. Shorten that cell.');
  });

  it('counts empty rows and row positions towards the limit', async () => {
    const { status, message } = await refusal(readSheet(emptyRowsBomb(50_000), 'rows.xlsx', { maxRows: 100 }));
    expect(status).toBe(400);
    expect(message).toBe(
      'The sheet is longer than 5.101 rows (empty rows included). Delete the extra empty rows or split the file.',
    );
  });

  it('refuses data beyond the column limit', async () => {
    const { message } = await refusal(readSheet(wideRowWorkbook(101), 'wide.xlsx', { maxRows: 100 }));
    expect(message).toBe('The sheet has data beyond its first 100 columns. Delete the extra columns and upload again.');
    await expect(readSheet(wideRowWorkbook(100), 'ok.xlsx', { maxRows: 100 })).resolves.toBeTruthy();
  });

  it('caps the shared-strings table it keeps', async () => {
    const { status } = await refusal(
      readSheet(sharedStringsBomb(4 * 1024 * 1024), 'sst.xlsx', { maxRows: 100, maxSharedStringChars: 1024 * 1024 }),
    );
    expect(status).toBe(413);
  });

  it('stops reading past its time limit', async () => {
    const { message } = await refusal(readSheet(emptyRowsBomb(1_000), 'slow.xlsx', { maxRows: 100, maxMillis: -1 }));
    expect(message).toBe(
      'Reading the workbook took longer than 0 seconds and was stopped. Split it into smaller files.',
    );
  });

  it('applies the same row, column and cell limits to CSV', async () => {
    const csv = (text: string) => Buffer.from(text);
    const blank = `Ma;Ngay\n${'\n'.repeat(6_000)}X;1\n`;
    expect((await refusal(readSheet(csv(blank), 'a.csv', { maxRows: 100, allowCsv: true }))).status).toBe(400);
    const long = `Ma;Ngay\n${'x'.repeat(40_000)};1\n`;
    expect((await refusal(readSheet(csv(long), 'b.csv', { maxRows: 100, allowCsv: true }))).message).toContain(
      'Cell A2',
    );
    const ok = await readSheet(csv('Ma;Ngay\r\nX;"1;2"\r\n\r\n'), 'c.csv', { maxRows: 100, allowCsv: true });
    expect(ok).toEqual({ header: ['Ma', 'Ngay'], rows: [{ dong: 2, cells: ['X', '1;2'] }] });
  });
  it('names the file in every "not a spreadsheet" refusal, inner checks included', async () => {
    const zip = (files: Record<string, string>) => {
      const z = new JSZip();
      for (const [name, text] of Object.entries(files)) z.file(name, text);
      return z.generateAsync({ type: 'nodebuffer' });
    };
    const noWorkbook = await zip({ '[Content_Types].xml': '<Types/>' });
    const tooManyParts = await zip(Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`p${i}.xml`, '<a/>'])));
    for (const [file, options] of [
      [noWorkbook, { maxRows: 10 }],
      [tooManyParts, { maxRows: 10, maxParts: 5 }],
    ] as const) {
      const { status, message } = await refusal(readSheet(file, 'diem-lop-10A1.xlsx', options));
      expect(status).toBe(400);
      expect(message).toContain('diem-lop-10A1.xlsx');
      expect(message).not.toContain('""');
    }
  });
});
