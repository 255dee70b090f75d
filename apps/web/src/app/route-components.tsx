/**
 * Which page each screen of the route table (packages/shared/src/routes.ts) shows. Feature helpers add their pages
 * here with ONE line each: `'/full/path/:id': lazyPage(() => import('../features/<domain>/pages/<page>')),`.
 * A screen not listed renders the "not built yet" page — never a fake screen.
 */
import { lazyPage, type PageComponent } from '../lib/lazy-page';

export const routeComponents: Readonly<Record<string, PageComponent>> = {
  '/quanlythoikhoabieu/phanconggiangday': lazyPage(
    () => import('../features/phan-cong-giang-day/pages/phan-cong-giang-day-page'),
  ),
  '/quanlythoikhoabieu/lopmonhocvn': lazyPage(() => import('../features/lop-mon-hoc/pages/lop-mon-hoc-vn-page')),
  '/quanlythoikhoabieu/lopmonhoccam': lazyPage(() => import('../features/lop-mon-hoc/pages/lop-mon-hoc-cam-page')),
  '/chuyenmon/lophoccuatoi': lazyPage(() => import('../features/lop-mon-hoc/pages/my-classes-page')),
  '/chuyenmon/lophoccuatoi/:id/thongtinlophoc': lazyPage(
    () => import('../features/lop-mon-hoc/pages/teacher-class-page'),
  ),
  '/hocsinh/lopmonhoc': lazyPage(() => import('../features/lop-mon-hoc/pages/student-classes-page')),
  '/hocsinh/lopmonhoc/:id/thongtinlophoc': lazyPage(() => import('../features/lop-mon-hoc/pages/student-class-page')),
  '/hocsinh/lopquanly': lazyPage(() => import('../features/lop-quan-ly/pages/my-homeroom-page')),
  '/quanlythoikhoabieu/phancongthoikhoabieu': lazyPage(
    () => import('../features/thoi-khoa-bieu/pages/thoi-khoa-bieu-page'),
  ),
  '/quanlythoikhoabieu/phancongdaythay': lazyPage(() => import('../features/thoi-khoa-bieu/pages/day-thay-page')),
  '/chuyenmon/thoikhoabieucuatoi': lazyPage(() => import('../features/thoi-khoa-bieu/pages/my-week-page')),
  '/hocsinh/thoiKhoaBieu': lazyPage(() => import('../features/thoi-khoa-bieu/pages/my-week-page')),
  '/home': lazyPage(() => import('../features/dashboard/pages/home-page')),
  '/dashboard/workplace': lazyPage(() => import('../features/dashboard/pages/workplace-page')),
  '/yeucaudexuat/donnghiphep': lazyPage(() => import('../features/don-nghi-phep/pages/don-nghi-phep-page')),
  '/quanly/namhoc': lazyPage(() => import('../features/nam-hoc/pages/nam-hoc-page')),
  '/quanly/hehoc': lazyPage(() => import('../features/danh-muc/pages/he-hoc-page')),
  '/quanly/khoi': lazyPage(() => import('../features/danh-muc/pages/khoi-page')),
  '/quanly/khoiHeHoc': lazyPage(() => import('../features/danh-muc/pages/khoi-he-hoc-page')),
  '/quanly/truongHoc': lazyPage(() => import('../features/danh-muc/pages/truong-hoc-page')),
  '/quanly/toanha': lazyPage(() => import('../features/danh-muc/pages/toa-nha-page')),
  '/quanly/tangToaNha': lazyPage(() => import('../features/danh-muc/pages/tang-toa-nha-page')),
  '/quanly/loaiphong': lazyPage(() => import('../features/danh-muc/pages/loai-phong-page')),
  '/quanly/phong': lazyPage(() => import('../features/danh-muc/pages/phong-page')),
  '/quanly/monhoc': lazyPage(() => import('../features/danh-muc/pages/mon-hoc-page')),
  '/quanly/LopQuanLy': lazyPage(() => import('../features/lop-quan-ly/pages/lop-quan-ly-page')),
  '/quanly/phongban': lazyPage(() => import('../features/phong-ban/pages/phong-ban-page')),
  '/quanly/hocsinh': lazyPage(() => import('../features/hoc-sinh/pages/students-page')),
  '/quanly/hocsinh/:id/hoso': lazyPage(() => import('../features/hoc-sinh/pages/student-profile-page')),
  '/quanly/hocSinhChuyenLop': lazyPage(() => import('../features/hoc-sinh/pages/move-class-page')),
  '/quanly/hocSinhChuyenLopMonHoc': lazyPage(() => import('../features/hoc-sinh/pages/move-subject-class-page')),
  '/quanly/hocSinhChuyenTruong': lazyPage(() => import('../features/hoc-sinh/pages/school-transfer-page')),
  '/quanly/taiKhoan': lazyPage(() => import('../features/tai-khoan/pages/accounts-page')),
  '/quanly/taiLieuChatBot': lazyPage(() => import('../features/chat-bot/pages/chat-bot-documents-page')),
  '/danhba/nhanvien': lazyPage(() => import('../features/danh-ba/pages/staff-directory-page')),
  '/danhba/hocsinh': lazyPage(() => import('../features/danh-ba/pages/student-directory-page')),
  '/danhba/nhanvien/:id/hoso': lazyPage(() => import('../features/danh-ba/pages/staff-profile-page')),
  '/danhba/hocsinh/:id/hoso': lazyPage(() => import('../features/danh-ba/pages/student-profile-page')),
  '/quanly/thongKeTrangThaiDiemDanh': lazyPage(() => import('../features/diem-danh/pages/attendance-statistics-page')),
  '/baoCao/thongKeTrangThaiDiemDanh': lazyPage(() => import('../features/diem-danh/pages/attendance-statistics-page')),
  '/quanlydiemcam/monhoc': lazyPage(() => import('../features/diem-cam/pages/cambridge-subjects-page')),
  '/quanlydiemcam/quanlybaithicam': lazyPage(() => import('../features/diem-cam/pages/exams-page')),
  '/quanlydiemcam/thangquydoidiem': lazyPage(() => import('../features/diem-cam/pages/conversion-scales-page')),
  '/quanlydiemvn/lopmonhoc': lazyPage(() => import('../features/diem-vn/pages/subject-classes-page')),
  '/quanlydiemvn/monhoc': lazyPage(() => import('../features/diem-vn/pages/subjects-page')),
  '/quanlydiemvn/caidatnhapdiemvn': lazyPage(() => import('../features/diem-vn/pages/entry-settings-page')),
  '/quanlydiemvn/xuatphieudiem': lazyPage(() => import('../features/diem-vn/pages/report-cards-export-page')),
  '/quanlydiemvn/tongKet': lazyPage(() => import('../features/diem-vn/pages/summary-page')),
  '/hocsinh/phieuketquahoctap': lazyPage(() => import('../features/diem-vn/pages/report-card-page')),
  '/chuyenmon/sodiemnhanxet': lazyPage(() => import('../features/diem-vn/pages/gradebook-page')),
  '/quanlydiemcam/lopmonhoc': lazyPage(() => import('../features/diem-cam/pages/cambridge-classes-page')),
  '/quanlydiemcam/quanlyketquadiemthicam': lazyPage(() => import('../features/diem-cam/pages/results-page')),
  '/quanlydiemcam/caidatnhapdiemcam': lazyPage(() => import('../features/diem-cam/pages/entry-settings-page')),
  '/quanlydiemcam/phantichdiem': lazyPage(() => import('../features/diem-cam/pages/analysis-page')),
  '/quanlydiemcam/xuatphieudiem': lazyPage(() => import('../features/diem-cam/pages/report-cards-page')),
  '/quanlydiemcam/thongkediem': lazyPage(() => import('../features/diem-cam/pages/statistics-page')),
  '/systems/releaseNotes': lazyPage(() => import('../features/systems/pages/release-notes-page')),
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
};

export const NotBuiltPage = lazyPage(() => import('./pages/not-built-page'));

export function findPageComponent(fullPath: string): PageComponent {
  return routeComponents[fullPath] ?? NotBuiltPage;
}

/** Whether a screen has its page yet: menus, home cards and shortcuts mark the others as coming later. */
export function isBuilt(fullPath: string): boolean {
  return fullPath in routeComponents;
}
