/**
 * Which page each screen of the route table (packages/shared/src/routes.ts) shows. Feature helpers add their pages
 * here with ONE line each: `'/full/path/:id': lazyPage(() => import('../features/<domain>/pages/<page>'), ['<domain>']),`
 * — the second argument names the translation namespaces the page needs beyond the core ones (its module's, named
 * after it); they load with the page (route-namespaces.test.ts checks the list against the page's imports).
 * A screen not listed renders the "not built yet" page — never a fake screen.
 */
import { lazyPage, type PageComponent } from '../lib/lazy-page';

export const routeComponents: Readonly<Record<string, PageComponent>> = {
  '/chunhiem/guithongbaodenphuhuynh': lazyPage(
    () => import('../features/thong-bao-gui-phu-huynh/pages/parent-notices-page'),
    ['thong-bao-gui-phu-huynh'],
  ),
  '/tuyensinh/xetduyethoso': lazyPage(() => import('../features/tuyen-sinh/pages/tuyen-sinh-page'), ['tuyen-sinh']),
  '/chunhiem/dangkyhuyantrua': lazyPage(
    () => import('../features/ban-tru/pages/lunch-cancellations-page'),
    ['ban-tru'],
  ),
  '/bantru/thongkediemdanh': lazyPage(
    () => import('../features/ban-tru/pages/semi-boarding-statistics-page'),
    ['ban-tru'],
  ),
  '/chunhiem/danhGiaVeHocSinh': lazyPage(
    () => import('../features/danh-gia-tam-ly/pages/danh-gia-ve-hoc-sinh-page'),
    ['danh-gia-tam-ly'],
  ),
  '/chunhiem/loptoichunhiem': lazyPage(() => import('../features/chu-nhiem/pages/my-homerooms-page'), ['chu-nhiem']),
  '/chunhiem/loptoichunhiem/:id/thongtinlophoc': lazyPage(
    () => import('../features/chu-nhiem/pages/homeroom-class-page'),
    ['chu-nhiem', 'thoi-khoa-bieu'],
  ),
  '/quanlynhansu/visapassportworkpermit': lazyPage(
    () => import('../features/giay-to-tuy-than/pages/giay-to-tuy-than-page'),
    ['giay-to-tuy-than'],
  ),
  '/hoSoCuaToi/giayToCuaToi': lazyPage(
    () => import('../features/giay-to-tuy-than/pages/giay-to-cua-toi-page'),
    ['giay-to-tuy-than'],
  ),
  '/hoSoCuaToi/thongKeSoLieu': lazyPage(
    () => import('../features/thong-ke-so-lieu/pages/thong-ke-so-lieu-page'),
    ['thong-ke-so-lieu'],
  ),
  '/hoSoCuaToi/lichSuDiemDanhMay': lazyPage(
    () => import('../features/diem-danh/pages/punch-history-page'),
    ['diem-danh'],
  ),
  '/hplawards/board': lazyPage(
    () => import('../features/khen-thuong/pages/khen-thuong-page'),
    ['khen-thuong', 'hoc-sinh'],
  ),
  '/systems/reportBug': lazyPage(() => import('../features/bao-loi/pages/bao-loi-page'), ['bao-loi']),
  '/chuyenmon/giaoancuatoi': lazyPage(() => import('../features/giao-an/pages/my-plans-page'), ['giao-an']),
  '/chuyenmon/giaoancuatoi/taogiaoan': lazyPage(
    () => import('../features/giao-an/pages/create-plan-page'),
    ['giao-an'],
  ),
  '/chuyenmon/giaoancuatoi/:id': lazyPage(() => import('../features/giao-an/pages/plan-page'), ['giao-an']),
  '/chuyenmon/bienbandugio': lazyPage(
    () => import('../features/bien-ban-du-gio/pages/my-observations-page'),
    ['bien-ban-du-gio'],
  ),
  '/quanlynhansu/bienbandugio': lazyPage(
    () => import('../features/bien-ban-du-gio/pages/hr-observations-page'),
    ['bien-ban-du-gio'],
  ),
  '/chuyenmon/hosochuyenmon': lazyPage(
    () => import('../features/ho-so-chuyen-mon/pages/my-records-page'),
    ['ho-so-chuyen-mon'],
  ),
  '/thanhtra/hosochuyenmon': lazyPage(
    () => import('../features/ho-so-chuyen-mon/pages/inspection-page'),
    ['ho-so-chuyen-mon'],
  ),
  '/chuyenmon/thongkekhaosat': lazyPage(
    () => import('../features/khao-sat-giao-vien/pages/ket-qua-cua-toi-page'),
    ['khao-sat-giao-vien'],
  ),
  '/baoCao/thongKeKhaoSatGiaoVien': lazyPage(
    () => import('../features/khao-sat-giao-vien/pages/thong-ke-cambridge-page'),
    ['khao-sat-giao-vien'],
  ),
  '/baoCao/thongKeKhaoSatGiaoVienVN': lazyPage(
    () => import('../features/khao-sat-giao-vien/pages/thong-ke-vn-page'),
    ['khao-sat-giao-vien'],
  ),
  '/quanlynhansu/caidatchuyenmon': lazyPage(
    () => import('../features/giao-an/pages/settings-page'),
    ['giao-an', 'bien-ban-du-gio', 'ho-so-chuyen-mon'],
  ),
  '/chuyenmon/giaoancanduyet': lazyPage(() => import('../features/giao-an/pages/queue-page'), ['giao-an']),
  '/chuyenmon/giaoancanduyet/:id': lazyPage(() => import('../features/giao-an/pages/review-page'), ['giao-an']),
  '/chuyenmon/filegiaoan/:id/xemtruoc': lazyPage(
    () => import('../features/giao-an/pages/file-preview-page'),
    ['giao-an'],
  ),
  '/baoCaoViPhamHocSinh/baoCaoViPham': lazyPage(
    () => import('../features/bao-cao-vi-pham/pages/report-page'),
    ['bao-cao-vi-pham'],
  ),
  '/baoCaoViPhamHocSinh/danhSachViPham': lazyPage(
    () => import('../features/bao-cao-vi-pham/pages/incident-list-page'),
    ['bao-cao-vi-pham'],
  ),
  '/baoCaoViPhamNhanVien/baoCaoViPham': lazyPage(
    () => import('../features/bao-cao-vi-pham/pages/staff-report-page'),
    ['bao-cao-vi-pham'],
  ),
  '/baoCaoViPhamNhanVien/lichSuBaoCaoViPham': lazyPage(
    () => import('../features/bao-cao-vi-pham/pages/staff-history-page'),
    ['bao-cao-vi-pham'],
  ),
  '/baoCaoViPhamNhanVien/danhSachBaoCaoViPhamNhanVienCuaToi': lazyPage(
    () => import('../features/bao-cao-vi-pham/pages/staff-about-me-page'),
    ['bao-cao-vi-pham'],
  ),
  '/baoCaoViPhamNhanVien/danhSachBaoCaoViPham': lazyPage(
    () => import('../features/bao-cao-vi-pham/pages/staff-managers-page'),
    ['bao-cao-vi-pham'],
  ),
  '/baoCaoViPhamHocSinh/thongKeViPham': lazyPage(
    () => import('../features/bao-cao-vi-pham/pages/statistics-page'),
    ['bao-cao-vi-pham'],
  ),
  '/baoCaoViPhamHocSinh/dtbHanhVi': lazyPage(
    () => import('../features/bao-cao-vi-pham/pages/behaviour-page'),
    ['bao-cao-vi-pham'],
  ),
  '/doanDoi/danhGiaNenNepHocSinh': lazyPage(
    () => import('../features/bao-cao-vi-pham/pages/class-discipline-page'),
    ['bao-cao-vi-pham'],
  ),
  '/baoCaoViPhamNhanVien/thongKeBaoCaoViPham': lazyPage(
    () => import('../features/bao-cao-vi-pham/pages/staff-statistics-page'),
    ['bao-cao-vi-pham'],
  ),
  '/baoCao/hanhViHocSinh': lazyPage(
    () => import('../features/bao-cao-vi-pham/pages/behaviour-report-page'),
    ['bao-cao-vi-pham'],
  ),
  '/hocsinh/viPham': lazyPage(() => import('../features/bao-cao-vi-pham/pages/my-incidents-page'), ['bao-cao-vi-pham']),
  '/baoCaoViPhamHocSinh/:id': lazyPage(
    () => import('../features/bao-cao-vi-pham/pages/incident-detail-page'),
    ['bao-cao-vi-pham'],
  ),
  '/baoCaoViPham/baocaovipham/:id': lazyPage(
    () => import('../features/bao-cao-vi-pham/pages/incident-detail-page'),
    ['bao-cao-vi-pham'],
  ),
  '/baocaovipham/:id/download': lazyPage(
    () => import('../features/bao-cao-vi-pham/pages/evidence-download-page'),
    ['bao-cao-vi-pham'],
  ),
  '/hoSoTamLy/danhSachDangKyThamVan': lazyPage(
    () => import('../features/ho-so-tam-ly/pages/danh-sach-dang-ky-page'),
    ['ho-so-tam-ly'],
  ),
  '/hoSoTamLy/caiDatNhanTamLy': lazyPage(
    () => import('../features/ho-so-tam-ly/pages/cai-dat-nhan-page'),
    ['ho-so-tam-ly'],
  ),
  '/hoSoTamLy/ketQuaTracNghiemTamLy': lazyPage(
    () => import('../features/danh-gia-tam-ly/pages/ket-qua-trac-nghiem-page'),
    ['danh-gia-tam-ly'],
  ),
  '/hoSoTamLy/hoSoTamLyHocSinh': lazyPage(
    () => import('../features/ho-so-tam-ly/pages/ho-so-tam-ly-hoc-sinh-page'),
    ['ho-so-tam-ly'],
  ),
  '/dangkythamvan': lazyPage(() => import('../features/ho-so-tam-ly/pages/dang-ky-tham-van-page'), ['ho-so-tam-ly']),
  '/danhGiaTamLyHocSinh/baiDanhGia': lazyPage(
    () => import('../features/danh-gia-tam-ly/pages/bai-danh-gia-page'),
    ['danh-gia-tam-ly'],
  ),
  '/danhGiaTamLyHocSinh/tongQuanDanhGiaCauTraLoi': lazyPage(
    () => import('../features/danh-gia-tam-ly/pages/tong-quan-danh-gia-page'),
    ['danh-gia-tam-ly'],
  ),
  '/danhGiaTamLyHocSinh/tongQuanCauTraLoiTungHocSinh': lazyPage(
    () => import('../features/danh-gia-tam-ly/pages/tong-quan-hoc-sinh-page'),
    ['danh-gia-tam-ly'],
  ),
  '/danhGiaTamLyHocSinh/tongQuanNhomCauHoiTamLyLopMonHoc': lazyPage(
    () => import('../features/danh-gia-tam-ly/pages/tong-quan-lop-page'),
    ['danh-gia-tam-ly'],
  ),
  '/danhGiaTamLyHocSinh/bieuDoSoSanh': lazyPage(
    () => import('../features/danh-gia-tam-ly/pages/bieu-do-so-sanh-page'),
    ['danh-gia-tam-ly'],
  ),
  '/danhGiaTamLyHocSinh/quanLyBaiDanhGiaTamLy': lazyPage(
    () => import('../features/danh-gia-tam-ly/pages/quan-ly-bai-danh-gia-page'),
    ['danh-gia-tam-ly'],
  ),
  '/quanlythoikhoabieu/phanconggiangday': lazyPage(
    () => import('../features/phan-cong-giang-day/pages/phan-cong-giang-day-page'),
    ['phan-cong-giang-day'],
  ),
  '/quanlythoikhoabieu/lopmonhocvn': lazyPage(
    () => import('../features/lop-mon-hoc/pages/lop-mon-hoc-vn-page'),
    ['lop-mon-hoc', 'phan-cong-giang-day'],
  ),
  '/quanlythoikhoabieu/lopmonhoccam': lazyPage(
    () => import('../features/lop-mon-hoc/pages/lop-mon-hoc-cam-page'),
    ['lop-mon-hoc', 'phan-cong-giang-day'],
  ),
  '/chuyenmon/lophoccuatoi': lazyPage(() => import('../features/lop-mon-hoc/pages/my-classes-page'), ['lop-mon-hoc']),
  '/chuyenmon/lophoccuatoi/:id/thongtinlophoc': lazyPage(
    () => import('../features/lop-mon-hoc/pages/teacher-class-page'),
    ['lop-mon-hoc', 'thoi-khoa-bieu', 'diem-cam'],
  ),
  '/hocsinh/lopmonhoc': lazyPage(() => import('../features/lop-mon-hoc/pages/student-classes-page'), ['lop-mon-hoc']),
  '/hocsinh/lopmonhoc/:id/thongtinlophoc': lazyPage(
    () => import('../features/lop-mon-hoc/pages/student-class-page'),
    ['lop-mon-hoc', 'thoi-khoa-bieu'],
  ),
  '/hocsinh/lopquanly': lazyPage(
    () => import('../features/lop-quan-ly/pages/my-homeroom-page'),
    ['lop-quan-ly', 'thoi-khoa-bieu'],
  ),
  '/quanlythoikhoabieu/phancongthoikhoabieu': lazyPage(
    () => import('../features/thoi-khoa-bieu/pages/thoi-khoa-bieu-page'),
    ['thoi-khoa-bieu'],
  ),
  '/quanlythoikhoabieu/phancongdaythay': lazyPage(
    () => import('../features/thoi-khoa-bieu/pages/day-thay-page'),
    ['thoi-khoa-bieu'],
  ),
  '/chuyenmon/thoikhoabieucuatoi': lazyPage(
    () => import('../features/thoi-khoa-bieu/pages/my-week-page'),
    ['thoi-khoa-bieu'],
  ),
  '/hocsinh/thoiKhoaBieu': lazyPage(() => import('../features/thoi-khoa-bieu/pages/my-week-page'), ['thoi-khoa-bieu']),
  '/home': lazyPage(() => import('../features/dashboard/pages/home-page'), ['dashboard', 'khao-sat-giao-vien']),
  '/dashboard/workplace': lazyPage(() => import('../features/dashboard/pages/workplace-page'), ['dashboard']),
  '/yeucaudexuat/donnghiphep': lazyPage(
    () => import('../features/don-nghi-phep/pages/don-nghi-phep-page'),
    ['don-nghi-phep'],
  ),
  '/quanly/namhoc': lazyPage(() => import('../features/nam-hoc/pages/nam-hoc-page'), ['nam-hoc']),
  '/quanly/hehoc': lazyPage(() => import('../features/danh-muc/pages/he-hoc-page'), ['danh-muc']),
  '/quanly/khoi': lazyPage(() => import('../features/danh-muc/pages/khoi-page'), ['danh-muc']),
  '/quanly/khoiHeHoc': lazyPage(() => import('../features/danh-muc/pages/khoi-he-hoc-page'), ['danh-muc']),
  '/quanly/truongHoc': lazyPage(() => import('../features/danh-muc/pages/truong-hoc-page'), ['danh-muc']),
  '/quanly/toanha': lazyPage(() => import('../features/danh-muc/pages/toa-nha-page'), ['danh-muc']),
  '/quanly/tangToaNha': lazyPage(() => import('../features/danh-muc/pages/tang-toa-nha-page'), ['danh-muc']),
  '/quanly/loaiphong': lazyPage(() => import('../features/danh-muc/pages/loai-phong-page'), ['danh-muc']),
  '/quanly/phong': lazyPage(() => import('../features/danh-muc/pages/phong-page'), ['danh-muc']),
  '/quanly/monhoc': lazyPage(() => import('../features/danh-muc/pages/mon-hoc-page'), ['danh-muc']),
  '/quanly/LopQuanLy': lazyPage(() => import('../features/lop-quan-ly/pages/lop-quan-ly-page'), ['lop-quan-ly']),
  '/quanly/phongban': lazyPage(() => import('../features/phong-ban/pages/phong-ban-page'), ['phong-ban']),
  // HR's view of the same departments (QuanLyNhanSu.PhongBanNhanSu): the one page, the one API.
  '/quanlynhansu/phongban': lazyPage(() => import('../features/phong-ban/pages/phong-ban-page'), ['phong-ban']),
  '/quanly/hocsinh': lazyPage(() => import('../features/hoc-sinh/pages/students-page'), ['hoc-sinh']),
  '/quanly/hocsinh/:id/hoso': lazyPage(() => import('../features/hoc-sinh/pages/student-profile-page'), ['hoc-sinh']),
  '/quanly/hocSinhChuyenLop': lazyPage(() => import('../features/hoc-sinh/pages/move-class-page'), ['hoc-sinh']),
  '/quanly/hocSinhChuyenLopMonHoc': lazyPage(
    () => import('../features/hoc-sinh/pages/move-subject-class-page'),
    ['hoc-sinh'],
  ),
  '/quanly/hocSinhChuyenTruong': lazyPage(
    () => import('../features/hoc-sinh/pages/school-transfer-page'),
    ['hoc-sinh'],
  ),
  '/quanly/taiKhoan': lazyPage(() => import('../features/tai-khoan/pages/accounts-page'), ['hoc-sinh', 'tai-khoan']),
  '/quanly/taiLieuChatBot': lazyPage(() => import('../features/chat-bot/pages/chat-bot-documents-page'), ['chat-bot']),
  '/danhba/nhanvien': lazyPage(() => import('../features/danh-ba/pages/staff-directory-page'), ['danh-ba']),
  '/danhba/hocsinh': lazyPage(
    () => import('../features/danh-ba/pages/student-directory-page'),
    ['danh-ba', 'hoc-sinh'],
  ),
  '/danhba/nhanvien/:id/hoso': lazyPage(() => import('../features/danh-ba/pages/staff-profile-page'), ['danh-ba']),
  '/danhba/hocsinh/:id/hoso': lazyPage(() => import('../features/danh-ba/pages/student-profile-page'), ['danh-ba']),
  '/quanly/thongKeTrangThaiDiemDanh': lazyPage(
    () => import('../features/diem-danh/pages/attendance-statistics-page'),
    ['diem-danh', 'hoc-sinh'],
  ),
  '/baoCao/thongKeTrangThaiDiemDanh': lazyPage(
    () => import('../features/diem-danh/pages/attendance-statistics-page'),
    ['diem-danh', 'hoc-sinh'],
  ),
  '/quanlydiemcam/monhoc': lazyPage(() => import('../features/diem-cam/pages/cambridge-subjects-page'), ['diem-cam']),
  '/quanlydiemcam/quanlybaithicam': lazyPage(() => import('../features/diem-cam/pages/exams-page'), ['diem-cam']),
  '/quanlydiemcam/thangquydoidiem': lazyPage(
    () => import('../features/diem-cam/pages/conversion-scales-page'),
    ['diem-cam'],
  ),
  '/quanlydiemvn/lopmonhoc': lazyPage(() => import('../features/diem-vn/pages/subject-classes-page'), ['diem-vn']),
  '/quanlydiemvn/monhoc': lazyPage(() => import('../features/diem-vn/pages/subjects-page'), ['diem-vn']),
  '/quanlydiemvn/caidatnhapdiemvn': lazyPage(
    () => import('../features/diem-vn/pages/entry-settings-page'),
    ['diem-vn'],
  ),
  '/quanlydiemvn/xuatphieudiem': lazyPage(
    () => import('../features/diem-vn/pages/report-cards-export-page'),
    ['diem-vn'],
  ),
  '/quanlydiemvn/tongKet': lazyPage(() => import('../features/diem-vn/pages/summary-page'), ['diem-vn']),
  '/hocsinh/phieuketquahoctap': lazyPage(() => import('../features/diem-vn/pages/report-card-page'), ['diem-vn']),
  '/chuyenmon/sodiemnhanxet': lazyPage(() => import('../features/diem-vn/pages/gradebook-page'), ['diem-vn']),
  '/quanlydiemcam/lopmonhoc': lazyPage(() => import('../features/diem-cam/pages/cambridge-classes-page'), ['diem-cam']),
  '/quanlydiemcam/quanlyketquadiemthicam': lazyPage(
    () => import('../features/diem-cam/pages/results-page'),
    ['diem-cam'],
  ),
  '/quanlydiemcam/caidatnhapdiemcam': lazyPage(
    () => import('../features/diem-cam/pages/entry-settings-page'),
    ['diem-cam'],
  ),
  '/quanlydiemcam/phantichdiem': lazyPage(() => import('../features/diem-cam/pages/analysis-page'), ['diem-cam']),
  '/quanlydiemcam/xuatphieudiem': lazyPage(() => import('../features/diem-cam/pages/report-cards-page'), ['diem-cam']),
  '/quanlydiemcam/thongkediem': lazyPage(() => import('../features/diem-cam/pages/statistics-page'), ['diem-cam']),
  '/systems/releaseNotes': lazyPage(() => import('../features/systems/pages/release-notes-page'), ['systems']),
};

/** Pages outside the main layout (sign-in, callbacks, error pages). */
export const bareComponents: Readonly<Record<string, PageComponent>> = {
  '/login': lazyPage(() => import('../features/session/pages/login-page')),
  '/signin-callback': lazyPage(() => import('../features/session/pages/callback-page')),
  '/silent-callback': lazyPage(() => import('../features/session/pages/callback-page')),
  '/signout-callback': lazyPage(() => import('../features/session/pages/callback-page')),
  '/401': lazyPage(() => import('./pages/unauthorized-page')),
  '/403': lazyPage(() => import('./pages/forbidden-page')),
  '/404': lazyPage(() => import('./pages/not-found-page')),
  '/thongbaoguiphuhuynh/xem': lazyPage(
    () => import('../features/thong-bao-gui-phu-huynh/pages/public-notice-page'),
    ['thong-bao-gui-phu-huynh'],
  ),
  '/thongbaoguiphuhuynh/:id/download': lazyPage(
    () => import('../features/thong-bao-gui-phu-huynh/pages/attachment-download-page'),
    ['thong-bao-gui-phu-huynh'],
  ),
};

export const NotBuiltPage = lazyPage(() => import('./pages/not-built-page'));

export function findPageComponent(fullPath: string): PageComponent {
  return routeComponents[fullPath] ?? NotBuiltPage;
}

/** Whether a screen has its page yet: menus, home cards and shortcuts mark the others as coming later. */
export function isBuilt(fullPath: string): boolean {
  return fullPath in routeComponents;
}
