import { lopQuanLyAuthority, zEnvelope, zIdParams, zLopQuanLyHocSinh } from '@hpl/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../lib/caller';
import { createCrudService, crudRoutes } from '../../lib/crud-resource';
import { listStudentsOfClass } from './lop-quan-ly.repository';
import { lopQuanLyResource } from './lop-quan-ly.resource';

const service = createCrudService(lopQuanLyResource);

/** Homeroom classes: generic CRUD plus the class's student list (sorted by given name, Vietnamese style). */
export const lopQuanLyRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(crudRoutes(lopQuanLyResource));
  app.get(
    '/api/LopQuanLy/:id/danhSachHocSinh',
    {
      config: { auth: lopQuanLyAuthority.quanLy },
      schema: { tags: ['LopQuanLy'], params: zIdParams, response: { 200: zEnvelope(z.array(zLopQuanLyHocSinh)) } },
    },
    async (request) => {
      await service.get(app.db, callerOf(request), request.params.id);
      return { succeeded: true as const, data: await listStudentsOfClass(app.db, request.params.id) };
    },
  );
};
