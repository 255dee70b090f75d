import type { FastifyPluginAsync } from 'fastify';
import { danhBaRoutes } from '../danh-ba/danh-ba.routes';
import { diemDanhRoutes } from '../diem-danh/diem-danh.routes';
import { hocSinhRoutes } from '../hoc-sinh/hoc-sinh.routes';
import { lopMonHocRoutes } from '../lop-mon-hoc/lop-mon-hoc.routes';
import { lopQuanLyRoutes } from '../lop-quan-ly/lop-quan-ly.routes';
import { nhanVienResource } from '../nhan-vien/nhan-vien.resource';
import { phongBanRoutes } from '../phong-ban/phong-ban.routes';
import { taiKhoanRoutes } from '../tai-khoan/tai-khoan.routes';
import { crudRoutes } from './crud-resource';
import { danhMucRoutes } from './danh-muc.routes';

/** Every module of school master data and accounts (issue 4), registered from modules/index.ts with one line. */
export const masterDataRoutes: FastifyPluginAsync = async (app) => {
  await app.register(danhMucRoutes);
  await app.register(lopQuanLyRoutes);
  await app.register(lopMonHocRoutes);
  await app.register(phongBanRoutes);
  await app.register(crudRoutes(nhanVienResource));
  await app.register(hocSinhRoutes);
  await app.register(taiKhoanRoutes);
  await app.register(danhBaRoutes);
  await app.register(diemDanhRoutes);
};
