import { PassThrough } from 'node:stream';
import { HOC_SINH_IMPORT_COLUMNS, type HocSinhListQuery, type Lang } from '@hpl/shared';
import ExcelJS from 'exceljs';
import type { Db } from '../../db/client';
import { listStudents } from './hoc-sinh.repository';

const PAGE = 1_000;
const STATUS: Record<string, { vi: string; en: string }> = {
  dang_hoc: { vi: 'Đang học', en: 'Studying' },
  chuyen_truong: { vi: 'Chuyển trường', en: 'Transferred' },
  tot_nghiep: { vi: 'Tốt nghiệp', en: 'Graduated' },
  thoi_hoc: { vi: 'Thôi học', en: 'Left' },
};

/**
 * Streams the students the list shows (same filters and sort; every page, not only the one on screen) as .xlsx: rows are written to the
 * response as they are read, so a large export neither waits nor holds the workbook in memory. The column layout
 * matches the import template (plus status) so an export can be edited and re-imported.
 */
export async function exportStudents(db: Db, query: HocSinhListQuery, lang: Lang) {
  const first = await listStudents(db, { ...query, pageIndex: 1, pageSize: PAGE });
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(lang === 'vi' ? 'Học sinh' : 'Students');
  const headers = [...HOC_SINH_IMPORT_COLUMNS.slice(0, 8).map((c) => c[lang]), lang === 'vi' ? 'Trạng thái' : 'Status'];
  sheet.columns = headers.map((header, i) => ({ header, width: [14, 28, 10, 14, 30, 14, 36, 10, 16][i] }));
  sheet.getRow(1).font = { bold: true };
  const gender = (g: string | null) =>
    g === 'nam' ? (lang === 'vi' ? 'Nam' : 'Male') : g === 'nu' ? (lang === 'vi' ? 'Nữ' : 'Female') : '';
  const write = async () => {
    let page = first;
    let pageIndex = 1;
    for (;;) {
      for (const s of page.items) {
        sheet
          .addRow([
            s.maHocSinh,
            s.hoTen,
            gender(s.gioiTinh),
            s.ngaySinh ?? '',
            s.email ?? '',
            s.dienThoai ?? '',
            s.diaChi ?? '',
            s.tenLop ?? '',
            STATUS[s.trangThai]?.[lang] ?? s.trangThai,
          ])
          .commit();
      }
      if (pageIndex * PAGE >= page.totalCount) break;
      pageIndex++;
      page = await listStudents(db, { ...query, pageIndex, pageSize: PAGE });
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error) => stream.destroy(error));
  return { stream, totalCount: first.totalCount };
}

/** The empty import template (headers in the request's language, one example row). */
export async function importTemplate(lang: Lang): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(lang === 'vi' ? 'Học sinh' : 'Students');
  sheet.columns = HOC_SINH_IMPORT_COLUMNS.map((c) => ({ header: c[lang], width: 18 }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRow([
    'HS90001',
    'Nguyễn Văn A',
    'Nam',
    '15/08/2012',
    'hs90001@student.hpl.edu.vn',
    '0901234567',
    '12 Lê Lợi, TP. Hồ Chí Minh',
    '10A1',
    'Nguyễn Văn B',
    'cha',
    '0912345678',
  ]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
