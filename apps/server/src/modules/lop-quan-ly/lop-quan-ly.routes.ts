import { lopQuanLyAuthority, zEnvelope, zIdParams, zLopQuanLyCuaEm, zLopQuanLyHocSinh } from '@hpl/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../lib/caller';
import { createCrudService, crudRoutes } from '../../lib/crud-resource';
import { ok } from '../../lib/envelope';
import { notFound } from '../../lib/errors';
import { findHomeroomOfStudent, listClassmates, listStudentsOfClass } from './lop-quan-ly.repository';
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
      return ok(await listStudentsOfClass(app.db, request.params.id));
    },
  );
  app.get(
    '/api/LopQuanLy/cuaEm',
    {
      config: { auth: lopQuanLyAuthority.cuaEm },
      schema: {
        tags: ['LopQuanLy'],
        summary: "The student's own homeroom class: homeroom teacher and classmates (names and photos only)",
        response: { 200: zEnvelope(zLopQuanLyCuaEm) },
      },
    },
    async (request) => {
      const { hocSinhId } = callerOf(request).user;
      const homeroom = hocSinhId === null ? undefined : await findHomeroomOfStudent(app.db, hocSinhId);
      if (!homeroom) throw notFound();
      return ok({
        id: homeroom.id,
        tenLop: homeroom.tenLop,
        tenNamHoc: homeroom.tenNamHoc,
        giaoVienChuNhiem:
          homeroom.gvcnId === null
            ? null
            : { id: homeroom.gvcnId, hoTen: homeroom.gvcnTen ?? '', anhDaiDien: homeroom.gvcnAnh },
        banCungLop: (await listClassmates(app.db, homeroom.id)).filter((m) => m.id !== hocSinhId),
      });
    },
  );
};
