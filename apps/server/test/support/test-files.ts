import { PassThrough } from 'node:stream';
import { HOC_SINH_IMPORT_COLUMNS } from '@hpl/shared';
import ExcelJS from 'exceljs';

/** A multipart/form-data body with one file per entry, for `app.inject` in tests and benchmarks. */
export function multipartBody(files: { field?: string; name: string; type: string; data: Buffer }[]) {
  const boundary = `----hpl${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const f of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'file'}"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Writes rows with the streaming writer (cheap even for 100,000 rows). */
export async function buildWorkbook(
  header: readonly string[] | null,
  rows: Iterable<(string | number | Date | null)[]>,
): Promise<Buffer> {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise((resolve) => stream.on('end', resolve));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: false, useStyles: false });
  const sheet = workbook.addWorksheet('Sheet1');
  if (header) sheet.addRow([...header]).commit();
  for (const row of rows) sheet.addRow(row).commit();
  sheet.commit();
  await workbook.commit();
  await done;
  return Buffer.concat(chunks);
}

/** Valid student import rows: codes `${prefix}00001…`, optional class name for every row. */
export function* studentRows(count: number, prefix = 'IMP', tenLop: string | null = null) {
  for (let i = 1; i <= count; i++) {
    yield [
      `${prefix}${String(i).padStart(5, '0')}`,
      `Nguyễn Văn Nhập ${i}`,
      i % 2 ? 'Nam' : 'Nữ',
      `${String((i % 28) + 1).padStart(2, '0')}/0${(i % 9) + 1}/2012`,
      `${prefix.toLowerCase()}${i}@student.hpl.edu.vn`,
      '0901234567',
      '1 Lê Lợi',
      tenLop,
      `Trần Thị Mẹ ${i}`,
      'mẹ',
      '0912345678',
    ];
  }
}

export const studentHeader = HOC_SINH_IMPORT_COLUMNS.map((c) => c.vi);

/** A downloaded workbook (an `inject` answer's raw payload), read back to check what a user would open. */
export async function readWorkbook(payload: Buffer | Uint8Array): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as never);
  return workbook;
}
