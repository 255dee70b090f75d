import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { baiDanhGiaRoutes } from './bai-danh-gia.routes';

/** `/api/DanhGiaTamLy`: student wellbeing, one file set per resource. */
export const danhGiaTamLyRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(baiDanhGiaRoutes);
};
