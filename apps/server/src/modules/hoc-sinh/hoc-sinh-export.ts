import {
  type ChuyenTruong,
  HOC_SINH_IMPORT_COLUMNS,
  type HocSinh,
  type HocSinhListQuery,
  type Lang,
  type zChuyenTruongListQuery,
} from '@hpl/shared';
import ExcelJS from 'exceljs';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { type Bilingual, type ExportColumn, exportList, labelOf } from '../../lib/excel-export';
import { listStudents } from './hoc-sinh.repository';
import { listTransferPage } from './hoc-sinh.service';

const STATUS: Record<string, Bilingual> = {
  dang_hoc: { vi: 'Đang học', en: 'Studying' },
  chuyen_truong: { vi: 'Chuyển trường', en: 'Transferred' },
  tot_nghiep: { vi: 'Tốt nghiệp', en: 'Graduated' },
  thoi_hoc: { vi: 'Thôi học', en: 'Left' },
};
export const GENDER: Record<string, Bilingual> = { nam: { vi: 'Nam', en: 'Male' }, nu: { vi: 'Nữ', en: 'Female' } };

const heading = (i: number) => HOC_SINH_IMPORT_COLUMNS[i]!;
// The layout matches the import template (plus status) so an export can be edited and re-imported.
const COLUMNS: ExportColumn<HocSinh>[] = [
  { header: heading(0), width: 14, value: (s) => s.maHocSinh },
  { header: heading(1), width: 28, value: (s) => s.hoTen },
  { header: heading(2), width: 10, value: (s, lang) => labelOf(GENDER, s.gioiTinh, lang) },
  { header: heading(3), width: 14, value: (s) => s.ngaySinh },
  { header: heading(4), width: 30, value: (s) => s.email },
  { header: heading(5), width: 14, value: (s) => s.dienThoai },
  { header: heading(6), width: 36, value: (s) => s.diaChi },
  { header: heading(7), width: 10, value: (s) => s.tenLop },
  { header: { vi: 'Trạng thái', en: 'Status' }, width: 16, value: (s, lang) => labelOf(STATUS, s.trangThai, lang) },
];

/** Streams the students the list shows (same filters and sort; every page, not only the one on screen) as .xlsx. */
export function exportStudents(db: Db, query: HocSinhListQuery, lang: Lang) {
  return exportList(lang, { name: { vi: 'Học sinh', en: 'Students' }, columns: COLUMNS }, (pageIndex, pageSize) =>
    listStudents(db, { ...query, pageIndex, pageSize }),
  );
}

const TRANSFER_KIND: Record<string, Bilingual> = {
  di: { vi: 'Chuyển đi', en: 'Transfer out' },
  den: { vi: 'Chuyển đến', en: 'Transfer in' },
};

const TRANSFER_COLUMNS: ExportColumn<ChuyenTruong>[] = [
  { header: { vi: 'Ngày', en: 'Date' }, width: 12, value: (r) => r.ngay },
  { header: { vi: 'Loại', en: 'Kind' }, width: 14, value: (r, lang) => labelOf(TRANSFER_KIND, r.loai, lang) },
  { header: { vi: 'Mã học sinh', en: 'Student code' }, width: 14, value: (r) => r.maHocSinh },
  { header: { vi: 'Họ tên', en: 'Full name' }, width: 28, value: (r) => r.hoTen },
  { header: { vi: 'Lớp', en: 'Class' }, width: 10, value: (r) => r.tenLop },
  { header: { vi: 'Trường đi/đến', en: 'Other school' }, width: 30, value: (r) => r.truongKhac },
  { header: { vi: 'Lý do', en: 'Reason' }, width: 40, value: (r) => r.lyDo },
  { header: { vi: 'Số tài liệu', en: 'Documents' }, width: 10, value: (r) => r.taiLieu.length },
];

/** The school-transfer history the list shows (same filters), every page. */
export function exportTransfers(db: Db, query: z.infer<typeof zChuyenTruongListQuery>, lang: Lang) {
  return exportList(
    lang,
    { name: { vi: 'Chuyển trường', en: 'School transfers' }, columns: TRANSFER_COLUMNS },
    (pageIndex, pageSize) => listTransferPage(db, { ...query, pageIndex, pageSize }),
  );
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
