import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './auth/auth.routes';
import { chatBotRoutes } from './chat-bot/chat-bot.routes';
import { danhBaRoutes } from './danh-ba/danh-ba.routes';
import { danhMucRoutes } from './danh-muc/danh-muc.routes';
import { diemDanhRoutes } from './diem-danh/diem-danh.routes';
import { donNghiPhepRoutes } from './don-nghi-phep/don-nghi-phep.routes';
import { healthRoutes } from './health/health.routes';
import { hocSinhRoutes } from './hoc-sinh/hoc-sinh.routes';
import { lopMonHocRoutes } from './lop-mon-hoc/lop-mon-hoc.routes';
import { lopQuanLyRoutes } from './lop-quan-ly/lop-quan-ly.routes';
import { mediasRoutes } from './medias/medias.routes';
import { namHocRoutes } from './nam-hoc/nam-hoc.routes';
import { nhanVienRoutes } from './nhan-vien/nhan-vien.routes';
import { notificationRoutes } from './notifications/notifications.routes';
import { phongBanRoutes } from './phong-ban/phong-ban.routes';
import { taiKhoanRoutes } from './tai-khoan/tai-khoan.routes';

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
  chatBotRoutes,
];
