import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { baiDanhGiaRoutes } from './bai-danh-gia.routes';
import { dotDanhGiaRoutes } from './dot-danh-gia.routes';
import { ketQuaRoutes } from './ket-qua.routes';
import { phieuTraLoiRoutes } from './phieu-tra-loi.routes';
import { tongQuanRoutes } from './tong-quan.routes';
import { veHocSinhRoutes } from './ve-hoc-sinh.routes';

/** `/api/DanhGiaTamLy`: student wellbeing, one file set per resource. */
export const danhGiaTamLyRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(baiDanhGiaRoutes);
  await app.register(dotDanhGiaRoutes);
  await app.register(phieuTraLoiRoutes);
  await app.register(tongQuanRoutes);
  await app.register(ketQuaRoutes);
  await app.register(veHocSinhRoutes);
};
