import type {
  HeHoc,
  Khoi,
  KhoiHeHoc,
  Lang,
  LoaiPhong,
  MonHoc,
  Phong,
  TangToaNha,
  ToaNha,
  TruongHoc,
} from '@hpl/shared';
import { type Bilingual, exportColumn as col, labelOf } from '../../lib/excel-export';

/**
 * What each structure screen shows, as Excel columns (`GET /api/<R>/xuatExcel`): the same columns and labels as the
 * web tables, in the request's language. Resources pick theirs up with `export: danhMucExports.<resource>`.
 */

const CAP_HOC: Record<string, Bilingual> = {
  tieu_hoc: { vi: 'Tiểu học', en: 'Primary' },
  thcs: { vi: 'THCS', en: 'Lower secondary' },
  thpt: { vi: 'THPT', en: 'Upper secondary' },
};
const HINH_THUC: Record<string, Bilingual> = {
  diem: { vi: 'Cho điểm', en: 'Scored' },
  nhan_xet: { vi: 'Nhận xét', en: 'By comment' },
};

const capHocList = (codes: string[], lang: Lang) => codes.map((c) => labelOf(CAP_HOC, c, lang)).join(', ');

export const danhMucExports = {
  heHoc: {
    sheet: { vi: 'Hệ học', en: 'Education systems' },
    columns: [
      col<HeHoc>('Mã hệ học', 'Code', (r) => r.ma, 12),
      col<HeHoc>('Tên hệ học', 'Name', (r) => r.tenHeHoc, 30),
      col<HeHoc>('Tên tiếng Anh', 'English name', (r) => r.tenHeHocEn, 30),
    ],
  },
  khoi: {
    sheet: { vi: 'Khối', en: 'Grade levels' },
    columns: [
      col<Khoi>('Tên khối', 'Grade level name', (r) => r.tenKhoi),
      col<Khoi>('Tên tiếng Anh', 'English name', (r) => r.tenKhoiEn),
      col<Khoi>('Thứ tự', 'Order', (r) => r.thuTu, 10),
      col<Khoi>('Cấp học', 'School level', (r, lang) => labelOf(CAP_HOC, r.capHoc, lang)),
    ],
  },
  khoiHeHoc: {
    sheet: { vi: 'Khối - Hệ học', en: 'Grade levels per programme' },
    columns: [
      col<KhoiHeHoc>('Hệ học', 'Education system', (r, lang) => (lang === 'en' && r.tenHeHocEn) || r.tenHeHoc, 30),
      col<KhoiHeHoc>('Khối', 'Grade level', (r, lang) => (lang === 'en' && r.tenKhoiEn) || r.tenKhoi),
    ],
  },
  monHoc: {
    sheet: { vi: 'Môn học', en: 'Subjects' },
    columns: [
      col<MonHoc>('Mã môn', 'Code', (r) => r.maMonHoc, 14),
      col<MonHoc>('Tên môn học', 'Subject name', (r) => r.tenMonHoc, 30),
      col<MonHoc>('Tên tiếng Anh', 'English name', (r) => r.tenMonHocEn, 30),
      col<MonHoc>('Hệ học', 'Education system', (r, lang) => (lang === 'en' && r.tenHeHocEn) || r.tenHeHoc, 24),
      col<MonHoc>('Số tiết/tuần', 'Periods/week', (r) => r.soTietTuan, 12),
      col<MonHoc>('Hình thức đánh giá', 'Assessment', (r, lang) => labelOf(HINH_THUC, r.hinhThucDanhGia, lang)),
      col<MonHoc>('Mã syllabus', 'Syllabus code', (r) => r.maSyllabus, 14),
    ],
  },
  truongHoc: {
    sheet: { vi: 'Trường học', en: 'Schools' },
    columns: [
      col<TruongHoc>('Tên trường / cơ sở', 'School / campus name', (r) => r.tenTruong, 34),
      col<TruongHoc>('Địa chỉ', 'Address', (r) => r.diaChi, 40),
      col<TruongHoc>('Cấp học', 'School levels', (r, lang) => capHocList(r.capHoc, lang), 30),
      col<TruongHoc>('Số toà nhà', 'Buildings', (r) => r.soToaNha, 12),
    ],
  },
  toaNha: {
    sheet: { vi: 'Toà nhà', en: 'Buildings' },
    columns: [
      col<ToaNha>('Tên toà nhà', 'Building name', (r) => r.tenToaNha, 24),
      col<ToaNha>('Trường / cơ sở', 'School / campus', (r) => r.tenTruong, 34),
      col<ToaNha>('Số tầng', 'Floors', (r) => r.soTang, 10),
    ],
  },
  tangToaNha: {
    sheet: { vi: 'Tầng', en: 'Floors' },
    columns: [
      col<TangToaNha>('Toà nhà', 'Building', (r) => r.tenToaNha, 24),
      col<TangToaNha>('Tên tầng', 'Floor name', (r) => r.tenTang),
      col<TangToaNha>('Thứ tự', 'Order', (r) => r.thuTu, 10),
      col<TangToaNha>('Số phòng', 'Rooms', (r) => r.soPhong, 10),
    ],
  },
  loaiPhong: {
    sheet: { vi: 'Loại phòng', en: 'Room types' },
    columns: [
      col<LoaiPhong>('Tên loại phòng', 'Room type', (r) => r.tenLoaiPhong, 30),
      col<LoaiPhong>('Tên tiếng Anh', 'English name', (r) => r.tenLoaiPhongEn, 30),
      col<LoaiPhong>('Số phòng', 'Rooms', (r) => r.soPhong, 10),
    ],
  },
  phong: {
    sheet: { vi: 'Phòng', en: 'Rooms' },
    columns: [
      col<Phong>('Tên phòng', 'Room name', (r) => r.tenPhong),
      col<Phong>('Toà nhà', 'Building', (r) => r.tenToaNha, 24),
      col<Phong>('Tầng', 'Floor', (r) => r.tenTang),
      col<Phong>('Loại phòng', 'Room type', (r, lang) => (lang === 'en' && r.tenLoaiPhongEn) || r.tenLoaiPhong, 24),
      col<Phong>('Sức chứa', 'Capacity', (r) => r.sucChua, 10),
    ],
  },
};
