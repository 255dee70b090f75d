import type { DanhBaHocSinh, DanhBaNhanVien, Lang, zDanhBaHocSinhQuery, zDanhBaNhanVienQuery } from '@hpl/shared';
import { localName } from '@hpl/shared/local-name';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { type ExportColumn, exportList, labelOf } from '../../lib/excel-export';
import { GENDER } from '../hoc-sinh';
import { listStaff, listStudents } from './danh-ba.service';

/*
 * The directory exports are built only from the directory lists' rows (`DanhBaNhanVien`, `DanhBaHocSinh`): what
 * every teacher may see. Date of birth, phone and family contacts of students stay in the profiles, which check
 * who is asking.
 */

const STAFF_COLUMNS: ExportColumn<DanhBaNhanVien>[] = [
  { header: { vi: 'Mã nhân viên', en: 'Staff code' }, width: 14, value: (r) => r.maNhanVien },
  { header: { vi: 'Họ tên', en: 'Full name' }, width: 28, value: (r) => r.hoTen },
  {
    header: { vi: 'Phòng ban', en: 'Department' },
    width: 28,
    value: (r, lang) => localName(lang, r.tenPhongBan, r.tenPhongBanEn),
  },
  { header: { vi: 'Chức vụ', en: 'Position' }, width: 22, value: (r, lang) => localName(lang, r.chucVu, r.chucVuEn) },
  { header: { vi: 'Email', en: 'E-mail' }, width: 32, value: (r) => r.email },
  { header: { vi: 'Điện thoại', en: 'Phone' }, width: 14, value: (r) => r.dienThoai },
];

const STUDENT_COLUMNS: ExportColumn<DanhBaHocSinh>[] = [
  { header: { vi: 'Mã học sinh', en: 'Student code' }, width: 14, value: (r) => r.maHocSinh },
  { header: { vi: 'Họ tên', en: 'Full name' }, width: 28, value: (r) => r.hoTen },
  { header: { vi: 'Giới tính', en: 'Gender' }, width: 10, value: (r, lang) => labelOf(GENDER, r.gioiTinh, lang) },
  { header: { vi: 'Lớp', en: 'Class' }, width: 10, value: (r) => r.tenLop },
  { header: { vi: 'Email', en: 'E-mail' }, width: 32, value: (r) => r.email },
];

export function exportStaffDirectory(db: Db, query: z.infer<typeof zDanhBaNhanVienQuery>, lang: Lang) {
  return exportList(
    lang,
    { name: { vi: 'Danh bạ nhân viên', en: 'Staff directory' }, columns: STAFF_COLUMNS },
    (pageIndex, pageSize) => listStaff(db, { ...query, pageIndex, pageSize }),
  );
}

export function exportStudentDirectory(db: Db, query: z.infer<typeof zDanhBaHocSinhQuery>, lang: Lang) {
  return exportList(
    lang,
    { name: { vi: 'Danh bạ học sinh', en: 'Student directory' }, columns: STUDENT_COLUMNS },
    (pageIndex, pageSize) => listStudents(db, { ...query, pageIndex, pageSize }),
  );
}
