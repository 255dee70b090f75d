import type { LopQuanLy } from '@hpl/shared';
import { exportColumn as col, type ListExport } from '../../lib/excel-export';

/** The homeroom-class list as Excel columns (`GET /api/LopQuanLy/xuatExcel`): what the web table shows. */
export const lopQuanLyExport: ListExport<LopQuanLy> = {
  sheet: { vi: 'Lớp quản lý', en: 'Homeroom classes' },
  columns: [
    col<LopQuanLy>('Năm học', 'Academic year', (r) => r.tenNamHoc, 12),
    col<LopQuanLy>('Tên lớp', 'Class name', (r) => r.tenLop, 12),
    col<LopQuanLy>('Khối', 'Grade', (r) => r.tenKhoi, 12),
    col<LopQuanLy>('Hệ học', 'Education system', (r) => r.tenHeHoc, 24),
    col<LopQuanLy>('Phòng học', 'Room', (r) => r.tenPhong, 12),
    col<LopQuanLy>('Giáo viên chủ nhiệm', 'Homeroom teacher', (r) => r.tenGvcn, 28),
    col<LopQuanLy>('Sĩ số', 'Students', (r) => r.siSo, 10),
  ],
};
