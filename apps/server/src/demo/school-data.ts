/** Fixed facts of the demo school: departments, subjects of both programmes, the demo accounts. */
import { PERMISSIONS, type Permission, type Role } from '@hpl/shared';

export const DEMO_PASSWORD = 'HplDemo@2026';

export const DEPARTMENTS = [
  { key: 'toan', ten: 'Tổ Toán', en: 'Mathematics department', loai: 'to_chuyen_mon' },
  { key: 'van', ten: 'Tổ Ngữ văn', en: 'Literature department', loai: 'to_chuyen_mon' },
  { key: 'anh', ten: 'Tổ Tiếng Anh', en: 'English department', loai: 'to_chuyen_mon' },
  { key: 'khtn', ten: 'Tổ Khoa học tự nhiên', en: 'Natural sciences department', loai: 'to_chuyen_mon' },
  { key: 'khxh', ten: 'Tổ Khoa học xã hội', en: 'Social sciences department', loai: 'to_chuyen_mon' },
  { key: 'tin', ten: 'Tổ Tin học - Công nghệ', en: 'Computing and technology department', loai: 'to_chuyen_mon' },
  { key: 'tcnt', ten: 'Tổ Thể chất - Nghệ thuật', en: 'Physical education and arts department', loai: 'to_chuyen_mon' },
  { key: 'tieuhoc', ten: 'Tổ Tiểu học', en: 'Primary department', loai: 'to_chuyen_mon' },
  { key: 'cam', ten: 'Tổ Cambridge', en: 'Cambridge programme department', loai: 'to_chuyen_mon' },
  { key: 'hcns', ten: 'Phòng Hành chính - Nhân sự', en: 'Administration and HR office', loai: 'hanh_chinh' },
  { key: 'daotao', ten: 'Phòng Đào tạo', en: 'Academic office', loai: 'hanh_chinh' },
  { key: 'tuyensinh', ten: 'Phòng Tuyển sinh', en: 'Admissions office', loai: 'hanh_chinh' },
  { key: 'hocduong', ten: 'Phòng Công tác học sinh', en: 'Student affairs office', loai: 'hanh_chinh' },
] as const;
export type DepartmentKey = (typeof DEPARTMENTS)[number]['key'];

type Cap = 'tieu_hoc' | 'thcs' | 'thpt';
export interface SubjectFact {
  ma: string;
  ten: string;
  en: string;
  he: 'VN' | 'CAM';
  caps: Cap[];
  tiet: number;
  danhGia: 'diem' | 'nhan_xet';
  dept: DepartmentKey;
  syllabus?: string;
}

export const SUBJECTS: SubjectFact[] = [
  {
    ma: 'TV',
    ten: 'Tiếng Việt',
    en: 'Vietnamese',
    he: 'VN',
    caps: ['tieu_hoc'],
    tiet: 7,
    danhGia: 'diem',
    dept: 'tieuhoc',
  },
  {
    ma: 'TOAN-TH',
    ten: 'Toán (Tiểu học)',
    en: 'Mathematics (primary)',
    he: 'VN',
    caps: ['tieu_hoc'],
    tiet: 5,
    danhGia: 'diem',
    dept: 'tieuhoc',
  },
  {
    ma: 'TNXH',
    ten: 'Tự nhiên và Xã hội',
    en: 'Nature and society',
    he: 'VN',
    caps: ['tieu_hoc'],
    tiet: 2,
    danhGia: 'nhan_xet',
    dept: 'tieuhoc',
  },
  {
    ma: 'TOAN',
    ten: 'Toán',
    en: 'Mathematics',
    he: 'VN',
    caps: ['thcs', 'thpt'],
    tiet: 4,
    danhGia: 'diem',
    dept: 'toan',
  },
  {
    ma: 'VAN',
    ten: 'Ngữ văn',
    en: 'Literature',
    he: 'VN',
    caps: ['thcs', 'thpt'],
    tiet: 4,
    danhGia: 'diem',
    dept: 'van',
  },
  {
    ma: 'ANH',
    ten: 'Tiếng Anh',
    en: 'English',
    he: 'VN',
    caps: ['tieu_hoc', 'thcs', 'thpt'],
    tiet: 3,
    danhGia: 'diem',
    dept: 'anh',
  },
  {
    ma: 'KHTN',
    ten: 'Khoa học tự nhiên',
    en: 'Natural science',
    he: 'VN',
    caps: ['thcs'],
    tiet: 4,
    danhGia: 'diem',
    dept: 'khtn',
  },
  { ma: 'LY', ten: 'Vật lý', en: 'Physics', he: 'VN', caps: ['thpt'], tiet: 2, danhGia: 'diem', dept: 'khtn' },
  { ma: 'HOA', ten: 'Hoá học', en: 'Chemistry', he: 'VN', caps: ['thpt'], tiet: 2, danhGia: 'diem', dept: 'khtn' },
  { ma: 'SINH', ten: 'Sinh học', en: 'Biology', he: 'VN', caps: ['thpt'], tiet: 2, danhGia: 'diem', dept: 'khtn' },
  {
    ma: 'LSDL',
    ten: 'Lịch sử và Địa lí',
    en: 'History and geography',
    he: 'VN',
    caps: ['thcs'],
    tiet: 3,
    danhGia: 'diem',
    dept: 'khxh',
  },
  { ma: 'SU', ten: 'Lịch sử', en: 'History', he: 'VN', caps: ['thpt'], tiet: 2, danhGia: 'diem', dept: 'khxh' },
  {
    ma: 'GDKTPL',
    ten: 'Giáo dục kinh tế và pháp luật',
    en: 'Economics and law',
    he: 'VN',
    caps: ['thpt'],
    tiet: 2,
    danhGia: 'diem',
    dept: 'khxh',
  },
  {
    ma: 'TIN',
    ten: 'Tin học',
    en: 'Informatics',
    he: 'VN',
    caps: ['thcs', 'thpt'],
    tiet: 1,
    danhGia: 'diem',
    dept: 'tin',
  },
  {
    ma: 'GDTC',
    ten: 'Giáo dục thể chất',
    en: 'Physical education',
    he: 'VN',
    caps: ['tieu_hoc', 'thcs', 'thpt'],
    tiet: 2,
    danhGia: 'nhan_xet',
    dept: 'tcnt',
  },
  {
    ma: 'AMNHAC',
    ten: 'Âm nhạc',
    en: 'Music',
    he: 'VN',
    caps: ['tieu_hoc', 'thcs'],
    tiet: 1,
    danhGia: 'nhan_xet',
    dept: 'tcnt',
  },
  {
    ma: 'MYTHUAT',
    ten: 'Mỹ thuật',
    en: 'Fine arts',
    he: 'VN',
    caps: ['tieu_hoc', 'thcs'],
    tiet: 1,
    danhGia: 'nhan_xet',
    dept: 'tcnt',
  },
  {
    ma: 'HDTN',
    ten: 'Hoạt động trải nghiệm, hướng nghiệp',
    en: 'Experiential and career activities',
    he: 'VN',
    caps: ['thcs', 'thpt'],
    tiet: 3,
    danhGia: 'nhan_xet',
    dept: 'hocduong',
  },
  {
    ma: 'CP-MATH',
    ten: 'Cambridge Primary Mathematics',
    en: 'Cambridge Primary Mathematics',
    he: 'CAM',
    caps: ['tieu_hoc'],
    tiet: 4,
    danhGia: 'diem',
    dept: 'cam',
    syllabus: '0096',
  },
  {
    ma: 'CP-ENG',
    ten: 'Cambridge Primary English',
    en: 'Cambridge Primary English',
    he: 'CAM',
    caps: ['tieu_hoc'],
    tiet: 5,
    danhGia: 'diem',
    dept: 'cam',
    syllabus: '0058',
  },
  {
    ma: 'CP-SCI',
    ten: 'Cambridge Primary Science',
    en: 'Cambridge Primary Science',
    he: 'CAM',
    caps: ['tieu_hoc'],
    tiet: 3,
    danhGia: 'diem',
    dept: 'cam',
    syllabus: '0097',
  },
  {
    ma: 'CLS-MATH',
    ten: 'Cambridge Lower Secondary Mathematics',
    en: 'Cambridge Lower Secondary Mathematics',
    he: 'CAM',
    caps: ['thcs'],
    tiet: 4,
    danhGia: 'diem',
    dept: 'cam',
    syllabus: '0862',
  },
  {
    ma: 'CLS-ENG',
    ten: 'Cambridge Lower Secondary English',
    en: 'Cambridge Lower Secondary English',
    he: 'CAM',
    caps: ['thcs'],
    tiet: 5,
    danhGia: 'diem',
    dept: 'cam',
    syllabus: '0861',
  },
  {
    ma: 'CLS-SCI',
    ten: 'Cambridge Lower Secondary Science',
    en: 'Cambridge Lower Secondary Science',
    he: 'CAM',
    caps: ['thcs'],
    tiet: 3,
    danhGia: 'diem',
    dept: 'cam',
    syllabus: '0893',
  },
  {
    ma: 'IG-MATH',
    ten: 'IGCSE Mathematics',
    en: 'IGCSE Mathematics',
    he: 'CAM',
    caps: ['thpt'],
    tiet: 5,
    danhGia: 'diem',
    dept: 'cam',
    syllabus: '0580',
  },
  {
    ma: 'IG-ESL',
    ten: 'IGCSE English as a Second Language',
    en: 'IGCSE English as a Second Language',
    he: 'CAM',
    caps: ['thpt'],
    tiet: 5,
    danhGia: 'diem',
    dept: 'cam',
    syllabus: '0510',
  },
  {
    ma: 'IG-SCI',
    ten: 'IGCSE Combined Science',
    en: 'IGCSE Combined Science',
    he: 'CAM',
    caps: ['thpt'],
    tiet: 4,
    danhGia: 'diem',
    dept: 'cam',
    syllabus: '0653',
  },
  {
    ma: 'IG-CS',
    ten: 'IGCSE Computer Science',
    en: 'IGCSE Computer Science',
    he: 'CAM',
    caps: ['thpt'],
    tiet: 3,
    danhGia: 'diem',
    dept: 'cam',
    syllabus: '0478',
  },
];

export interface DemoAccount {
  username: string;
  roles: Role[];
  permissions: Permission[];
  /** Which staff or student the account belongs to. */
  person:
    | {
        kind: 'staff';
        hoTen: string;
        gioiTinh: 'nam' | 'nu';
        dept: DepartmentKey;
        chucVu: string;
        chucVuEn: string;
        head?: boolean;
        homeroom?: boolean;
      }
    | { kind: 'student' };
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    username: 'admin',
    roles: ['Admin', 'GiaoVien'],
    permissions: [...PERMISSIONS],
    person: {
      kind: 'staff',
      hoTen: 'Trần Quốc Bảo',
      gioiTinh: 'nam',
      dept: 'hcns',
      chucVu: 'Quản trị hệ thống',
      chucVuEn: 'System administrator',
    },
  },
  {
    username: 'giaovien',
    roles: ['GiaoVien'],
    permissions: [],
    person: {
      kind: 'staff',
      hoTen: 'Nguyễn Văn An',
      gioiTinh: 'nam',
      dept: 'toan',
      chucVu: 'Giáo viên Toán',
      chucVuEn: 'Mathematics teacher',
    },
  },
  {
    username: 'gvcn',
    roles: ['GiaoVien'],
    permissions: [],
    person: {
      kind: 'staff',
      hoTen: 'Lê Thị Hồng Nhung',
      gioiTinh: 'nu',
      dept: 'van',
      chucVu: 'Giáo viên Ngữ văn',
      chucVuEn: 'Literature teacher',
      homeroom: true,
    },
  },
  {
    username: 'totruong',
    roles: ['GiaoVien'],
    permissions: [],
    person: {
      kind: 'staff',
      hoTen: 'Phạm Minh Tuấn',
      gioiTinh: 'nam',
      dept: 'toan',
      chucVu: 'Tổ trưởng Tổ Toán',
      chucVuEn: 'Head of the mathematics department',
      head: true,
    },
  },
  { username: 'hocsinh', roles: ['HocSinh'], permissions: [], person: { kind: 'student' } },
  {
    username: 'tamly',
    roles: ['GiaoVien', 'ChuyenVienTamLy'],
    permissions: ['QuanLyHoSoTamLy.Admin'],
    person: {
      kind: 'staff',
      hoTen: 'Đỗ Thu Trang',
      gioiTinh: 'nu',
      dept: 'hocduong',
      chucVu: 'Chuyên viên tâm lý',
      chucVuEn: 'Psychology specialist',
    },
  },
  {
    username: 'thanhtra',
    roles: ['ThanhTra'],
    permissions: [],
    person: {
      kind: 'staff',
      hoTen: 'Võ Đức Thắng',
      gioiTinh: 'nam',
      dept: 'daotao',
      chucVu: 'Thanh tra chuyên môn',
      chucVuEn: 'Academic inspector',
    },
  },
  {
    username: 'bantru',
    roles: ['GiaoVien'],
    permissions: ['BanTru.ThongKe'],
    person: {
      kind: 'staff',
      hoTen: 'Hoàng Thị Mai',
      gioiTinh: 'nu',
      dept: 'hocduong',
      chucVu: 'Phụ trách bán trú',
      chucVuEn: 'Semi-boarding coordinator',
    },
  },
  {
    username: 'doandoi',
    roles: ['GiaoVien'],
    permissions: ['DoanDoi.QuanLyNenNep'],
    person: {
      kind: 'staff',
      hoTen: 'Bùi Quang Huy',
      gioiTinh: 'nam',
      dept: 'hocduong',
      chucVu: 'Bí thư Đoàn trường',
      chucVuEn: 'Youth Union secretary',
    },
  },
  {
    username: 'daotao',
    roles: ['GiaoVien'],
    permissions: ['QuanLyDiemCam', 'QuanLyDiemVN', 'QuanLyThoiKhoaBieu', 'QuanLyThoiKhoaBieu.QuanLy'],
    person: {
      kind: 'staff',
      hoTen: 'Ngô Thanh Hương',
      gioiTinh: 'nu',
      dept: 'daotao',
      chucVu: 'Chuyên viên đào tạo',
      chucVuEn: 'Academic officer',
    },
  },
  {
    username: 'tuyensinh',
    roles: ['GiaoVien'],
    permissions: ['QuanLyTuyenSinh', 'QuanLyTuyenSinh.XetDuyetHoSo'],
    person: {
      kind: 'staff',
      hoTen: 'Dương Khánh Linh',
      gioiTinh: 'nu',
      dept: 'tuyensinh',
      chucVu: 'Chuyên viên tuyển sinh',
      chucVuEn: 'Admissions officer',
    },
  },
  {
    username: 'nhansu',
    roles: ['GiaoVien'],
    permissions: ['QuanLyNhanSu', 'QuanLyNhanSu.VisaPassport', 'QuanLyNhanSu.PhongBanNhanSu'],
    person: {
      kind: 'staff',
      hoTen: 'Huỳnh Ngọc Hân',
      gioiTinh: 'nu',
      dept: 'hcns',
      chucVu: 'Trưởng phòng Hành chính - Nhân sự',
      chucVuEn: 'Head of the administration and HR office',
      head: true,
    },
  },
  {
    username: 'baocao',
    roles: ['GiaoVien'],
    permissions: ['Report', 'Report.HanhViHocSinh', 'Report.KhaoSatGiaoVien', 'BaoCaoViPhamNhanVien.ThongKe'],
    person: {
      kind: 'staff',
      hoTen: 'Lý Hoàng Nam',
      gioiTinh: 'nam',
      dept: 'daotao',
      chucVu: 'Trưởng phòng Đào tạo',
      chucVuEn: 'Head of the academic office',
      head: true,
    },
  },
];

export const SIZES = {
  small: { staff: 30, studentsPerClass: 4, classesPerGrade: { VN: 1, CAM: 1 } },
  default: { staff: 150, studentsPerClass: 31, classesPerGrade: { VN: 3, CAM: 1 } },
  large: { staff: 420, studentsPerClass: 35, classesPerGrade: { VN: 9, CAM: 3 } },
} as const;
export type DemoSize = keyof typeof SIZES;
