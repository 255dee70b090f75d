import type { HocSinhChuNhiem, Lang } from '@hpl/shared';
import type { Db } from '../../db/client';
import { type ExportColumn, labelOf, sheetOf, streamWorkbook } from '../../lib/excel-export';
import type { SessionUser } from '../../lib/session-user';
import { GENDER } from '../hoc-sinh';
import { getClassInfo } from './lop-chu-nhiem.service';

const guardians = (s: HocSinhChuNhiem) =>
  s.phuHuynh.map((p) => [p.hoTen, p.quanHe, p.dienThoai, p.email].filter(Boolean).join(' · ')).join('\n');

const COLUMNS: ExportColumn<HocSinhChuNhiem & { stt: number }>[] = [
  { header: { vi: 'STT', en: 'No.' }, width: 6, value: (s) => s.stt },
  { header: { vi: 'Mã học sinh', en: 'Student code' }, width: 14, value: (s) => s.maHocSinh },
  { header: { vi: 'Họ và tên', en: 'Full name' }, width: 28, value: (s) => s.hoTen },
  { header: { vi: 'Giới tính', en: 'Gender' }, width: 10, value: (s, lang) => labelOf(GENDER, s.gioiTinh, lang) },
  { header: { vi: 'Ngày sinh', en: 'Date of birth' }, width: 12, value: (s) => s.ngaySinh },
  { header: { vi: 'Phụ huynh', en: 'Guardians' }, width: 60, value: guardians },
  { header: { vi: 'Vắng có phép (HK)', en: 'Excused (term)' }, width: 16, value: (s) => s.vangCoPhep },
  { header: { vi: 'Vắng không phép (HK)', en: 'Unexcused (term)' }, width: 18, value: (s) => s.vangKhongPhep },
  { header: { vi: 'Đi muộn (HK)', en: 'Late (term)' }, width: 12, value: (s) => s.diMuon },
];

/** The class list of the homeroom page as a sheet: students, guardians' contacts and this term's absences. */
export async function exportClassList(db: Db, user: SessionUser, id: number, lang: Lang) {
  const info = await getClassInfo(db, user, id);
  const rows = info.hocSinh.map((s, i) => ({ ...s, stt: i + 1 }));
  return {
    stem: `danh-sach-lop-${info.tenLop}`,
    stream: streamWorkbook(lang, [sheetOf({ name: { vi: info.tenLop, en: info.tenLop }, columns: COLUMNS, rows })]),
    totalCount: rows.length,
  };
}
