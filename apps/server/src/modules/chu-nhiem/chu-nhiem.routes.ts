import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { lopChuNhiemRoutes } from './lop-chu-nhiem.routes';

/** The homeroom tools' routes, one file per resource. */
export const chuNhiemRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(lopChuNhiemRoutes);
};
