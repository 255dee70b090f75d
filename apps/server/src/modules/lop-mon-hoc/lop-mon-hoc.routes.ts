import {
  lopMonHocAuthority,
  zEnvelope,
  zIdParams,
  zLopMonHoc,
  zLopMonHocListQuery,
  zLopQuanLyHocSinh,
  zPage,
} from '@hpl/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as service from './lop-mon-hoc.service';

const tags = ['LopMonHoc'];
/** The move screen (quanly, Admin) and the timetable managers, who build subject classes, read them. */
const config = { auth: lopMonHocAuthority.read };
const ok = <T>(data: T) => ({ succeeded: true as const, data });

export const lopMonHocRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/LopMonHoc/danhSachLopMonHoc',
    { config, schema: { tags, querystring: zLopMonHocListQuery, response: { 200: zEnvelope(zPage(zLopMonHoc)) } } },
    async (request) => ok(await service.listSubjectClasses(app.db, request.query)),
  );
  app.get(
    '/api/LopMonHoc/:id/danhSachHocSinh',
    { config, schema: { tags, params: zIdParams, response: { 200: zEnvelope(z.array(zLopQuanLyHocSinh)) } } },
    async (request) => ok(await service.listMembersOf(app.db, request.params.id)),
  );
};
