import type { NamHoc } from '@hpl/shared';
import { exportColumn as col, type ListExport } from '../../lib/excel-export';

/** The academic-year list as Excel columns (`GET /api/NamHoc/xuatExcel`): what the web table shows. */
export const namHocExport: ListExport<NamHoc> = {
  sheet: { vi: 'Năm học', en: 'Academic years' },
  columns: [
    col<NamHoc>('Năm học', 'Academic year', (r) => r.tenNamHoc, 14),
    col<NamHoc>('Ngày bắt đầu', 'Start date', (r) => r.ngayBatDau, 14),
    col<NamHoc>('Ngày kết thúc', 'End date', (r) => r.ngayKetThuc, 14),
    col<NamHoc>(
      'Trạng thái',
      'Status',
      (r, lang) => (r.isActive ? (lang === 'vi' ? 'Đang hoạt động' : 'Active') : ''),
      16,
    ),
  ],
};
