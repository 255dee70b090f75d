import type { PhongBan } from '@hpl/shared';
import { type Bilingual, exportColumn as col, type ListExport, labelOf } from '../../lib/excel-export';

const LOAI_PHONG_BAN: Record<string, Bilingual> = {
  to_chuyen_mon: { vi: 'Tổ chuyên môn', en: 'Subject group' },
  hanh_chinh: { vi: 'Hành chính', en: 'Administration' },
};

/** The department list as Excel columns (`GET /api/PhongBan/xuatExcel`): what the web table shows. */
export const phongBanExport: ListExport<PhongBan> = {
  sheet: { vi: 'Phòng ban', en: 'Departments' },
  columns: [
    col<PhongBan>('Tên phòng ban', 'Department name', (r) => r.tenPhongBan, 30),
    col<PhongBan>('Tên tiếng Anh', 'English name', (r) => r.tenPhongBanEn, 30),
    col<PhongBan>('Loại', 'Kind', (r, lang) => labelOf(LOAI_PHONG_BAN, r.loai, lang)),
    col<PhongBan>('Trưởng phòng', 'Head', (r) => r.tenTruongPhong, 28),
    col<PhongBan>('Thành viên', 'Members', (r) => r.soThanhVien, 12),
  ],
};
