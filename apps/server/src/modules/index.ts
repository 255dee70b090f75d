import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './auth';
import { banTruRoutes } from './ban-tru';
import { baoCaoViPhamRoutes } from './bao-cao-vi-pham';
import { baoLoiRoutes } from './bao-loi';
import { bienBanDuGioRoutes } from './bien-ban-du-gio';
import { chatRoutes } from './chat';
import { chatBotRoutes } from './chat-bot';
import { chuNhiemRoutes } from './chu-nhiem';
import { danhBaRoutes } from './danh-ba';
import { danhGiaTamLyRoutes } from './danh-gia-tam-ly';
import { danhMucRoutes } from './danh-muc';
import { diemCamKetQuaRoutes, diemCamPhieuDiemRoutes, diemCamRoutes } from './diem-cam';
import { diemDanhRoutes } from './diem-danh';
import { diemVnRoutes, tieuHocRoutes } from './diem-vn';
import { donNghiPhepRoutes } from './don-nghi-phep';
import { giaoAnRoutes } from './giao-an';
import { giayToTuyThanRoutes } from './giay-to-tuy-than';
import { healthRoutes } from './health';
import { hoSoChuyenMonRoutes } from './ho-so-chuyen-mon';
import { hoSoTamLyRoutes } from './ho-so-tam-ly';
import { hocSinhRoutes } from './hoc-sinh';
import { khaoSatGiaoVienRoutes } from './khao-sat-giao-vien';
import { khenThuongRoutes } from './khen-thuong';
import { lopMonHocRoutes } from './lop-mon-hoc';
import { lopQuanLyRoutes } from './lop-quan-ly';
import { mediasRoutes } from './medias';
import { namHocRoutes } from './nam-hoc';
import { nhanVienRoutes } from './nhan-vien';
import { notificationRoutes } from './notifications';
import { phanCongGiangDayRoutes } from './phan-cong-giang-day';
import { phongBanRoutes } from './phong-ban';
import { taiKhoanRoutes } from './tai-khoan';
import { thoiKhoaBieuRoutes } from './thoi-khoa-bieu';
import { thongBaoGuiPhuHuynhRoutes } from './thong-bao-gui-phu-huynh';
import { thongKeSoLieuRoutes } from './thong-ke-so-lieu';
import { tuyenSinhRoutes } from './tuyen-sinh';

/**
 * Every API module, registered in this order. This is the one place a module is registered: a new module adds one
 * import and one line here (`npm run new:module` does it).
 */
export const modules: FastifyPluginAsync[] = [
  healthRoutes,
  authRoutes,
  mediasRoutes,
  namHocRoutes,
  donNghiPhepRoutes,
  notificationRoutes,
  danhMucRoutes,
  lopQuanLyRoutes,
  lopMonHocRoutes,
  phongBanRoutes,
  nhanVienRoutes,
  hocSinhRoutes,
  taiKhoanRoutes,
  danhBaRoutes,
  diemDanhRoutes,
  diemVnRoutes,
  tieuHocRoutes,
  chatBotRoutes,
  chatRoutes,
  diemCamRoutes,
  phanCongGiangDayRoutes,
  diemCamKetQuaRoutes,
  diemCamPhieuDiemRoutes,
  thoiKhoaBieuRoutes,
  chuNhiemRoutes,
  banTruRoutes,
  baoLoiRoutes,
  khenThuongRoutes,
  thongKeSoLieuRoutes,
  giayToTuyThanRoutes,
  giaoAnRoutes,
  bienBanDuGioRoutes,
  hoSoChuyenMonRoutes,
  baoCaoViPhamRoutes,
  danhGiaTamLyRoutes,
  hoSoTamLyRoutes,
  khaoSatGiaoVienRoutes,
  thongBaoGuiPhuHuynhRoutes,
  tuyenSinhRoutes,
];
