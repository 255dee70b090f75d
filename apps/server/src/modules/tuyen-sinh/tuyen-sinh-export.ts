import type { HoSoTuyenSinh, HoSoTuyenSinhListQuery, Lang } from '@hpl/shared';
import type { Db } from '../../db/client';
import { type Bilingual, exportColumn, exportList, formatVnDateTime, labelOf } from '../../lib/excel-export';
import { listApplications } from './tuyen-sinh.service';

export const STATUS_LABEL: Record<string, Bilingual> = {
  daNop: { vi: 'Đã nộp', en: 'Submitted' },
  dangXet: { vi: 'Đang xét duyệt', en: 'In review' },
  henKiemTra: { vi: 'Đã hẹn kiểm tra', en: 'Test scheduled' },
  daDanhGia: { vi: 'Đã đánh giá', en: 'Evaluated' },
  trungTuyen: { vi: 'Trúng tuyển', en: 'Accepted' },
  danhSachCho: { vi: 'Danh sách chờ', en: 'Waitlisted' },
  khongTrungTuyen: { vi: 'Không trúng tuyển', en: 'Rejected' },
  daNhapHoc: { vi: 'Đã nhập học', en: 'Enrolled' },
  daRut: { vi: 'Đã rút hồ sơ', en: 'Withdrawn' },
};
const PROGRAMME: Record<string, Bilingual> = {
  quocGia: { vi: 'Quốc gia', en: 'National' },
  cambridge: { vi: 'Cambridge', en: 'Cambridge' },
};

const columns = [
  exportColumn<HoSoTuyenSinh>('Mã hồ sơ', 'Application', (r) => r.maHoSo, 14),
  exportColumn<HoSoTuyenSinh>('Họ tên', 'Name', (r) => r.hoTen, 26),
  exportColumn<HoSoTuyenSinh>('Ngày sinh', 'Date of birth', (r) => r.ngaySinh, 12),
  exportColumn<HoSoTuyenSinh>('Khối', 'Grade', (r) => r.khoi, 8),
  exportColumn<HoSoTuyenSinh>('Chương trình', 'Programme', (r, lang) => labelOf(PROGRAMME, r.chuongTrinh, lang), 14),
  exportColumn<HoSoTuyenSinh>('Trường đang học', 'Previous school', (r) => r.truongCu ?? '', 26),
  exportColumn<HoSoTuyenSinh>('Trạng thái', 'Status', (r, lang) => labelOf(STATUS_LABEL, r.trangThai, lang), 18),
  exportColumn<HoSoTuyenSinh>('Điểm', 'Score', (r) => r.diemTrungBinh ?? '', 8),
  exportColumn<HoSoTuyenSinh>('Ngày nộp', 'Submitted on', (r) => formatVnDateTime(r.ngayNop), 18),
  exportColumn<HoSoTuyenSinh>(
    'Nguồn',
    'Source',
    (r, lang) => (r.nguon === 'web' ? 'Web' : lang === 'vi' ? 'Văn phòng' : 'Office'),
    10,
  ),
];

/** The office's export of every application matching the list's filters, in the caller's language. */
export function exportApplications(db: Db, query: HoSoTuyenSinhListQuery, lang: Lang) {
  return exportList(lang, { name: { vi: 'Hồ sơ tuyển sinh', en: 'Applications' }, columns }, (pageIndex, pageSize) =>
    listApplications(db, { ...query, pageIndex, pageSize }),
  );
}
