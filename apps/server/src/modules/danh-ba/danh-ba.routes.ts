import {
  zDanhBaHocSinh,
  zDanhBaHocSinhHoSo,
  zDanhBaHocSinhQuery,
  zDanhBaNhanVien,
  zDanhBaNhanVienHoSo,
  zDanhBaNhanVienQuery,
  zEnvelope,
  zIdParams,
  zPage,
} from '@hpl/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/route-auth';
import * as service from './danh-ba.service';

const tags = ['DanhBa'];
const config = { auth: { role: ['GiaoVien'] as const } };
const ok = <T>(data: T) => ({ succeeded: true as const, data });

export const danhBaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/DanhBa/danhSachNhanVien',
    {
      config,
      schema: { tags, querystring: zDanhBaNhanVienQuery, response: { 200: zEnvelope(zPage(zDanhBaNhanVien)) } },
    },
    async (request) => ok(await service.listStaff(app.db, request.query)),
  );
  app.get(
    '/api/DanhBa/nhanVien/:id',
    { config, schema: { tags, params: zIdParams, response: { 200: zEnvelope(zDanhBaNhanVienHoSo) } } },
    async (request) => ok(await service.getStaffProfile(app.db, request.params.id)),
  );
  app.get(
    '/api/DanhBa/danhSachHocSinh',
    { config, schema: { tags, querystring: zDanhBaHocSinhQuery, response: { 200: zEnvelope(zPage(zDanhBaHocSinh)) } } },
    async (request) => ok(await service.listStudents(app.db, request.query)),
  );
  app.get(
    '/api/DanhBa/hocSinh/:id',
    { config, schema: { tags, params: zIdParams, response: { 200: zEnvelope(zDanhBaHocSinhHoSo) } } },
    async (request) => ok(await service.getStudentProfile(app.db, requireUser(request), request.params.id)),
  );
};
