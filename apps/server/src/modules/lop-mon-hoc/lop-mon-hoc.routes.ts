import {
  lopMonHocAuthority,
  zEnvelope,
  zIdParams,
  zKetThucHocSinhInput,
  zLopCuaToi,
  zLopMonHoc,
  zLopMonHocInput,
  zLopMonHocListQuery,
  zLopMonHocUpdate,
  zLopQuanLyHocSinh,
  zPage,
  zTachNhomInput,
  zThanhVienLopMonHoc,
  zThemHocSinhInput,
  zThongTinLopGiaoVien,
} from '@hpl/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../lib/caller';
import { ok } from '../../lib/envelope';
import * as mine from './lop-hoc-cua-toi.service';
import * as service from './lop-mon-hoc.service';
import * as manage from './lop-mon-hoc-quan-ly.service';

const tags = ['LopMonHoc'];
/** The move screen (quanly, Admin) and the timetable managers, who build subject classes, read them. */
const config = { auth: lopMonHocAuthority.read };
/** The subject-class screens of the timetable office (`quanlythoikhoabieu/lopmonhocvn`, `lopmonhoccam`). */
const write = { auth: lopMonHocAuthority.write };
const zMembershipParams = zIdParams.extend({ membershipId: zIdParams.shape.id });

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
  app.post(
    '/api/LopMonHoc',
    {
      config: write,
      schema: { tags, body: zLopMonHocInput, response: { 200: zEnvelope(z.object({ id: z.number().int() })) } },
    },
    async (request) => ok(await manage.createClass(app.db, callerOf(request), request.body)),
  );
  app.put(
    '/api/LopMonHoc/:id',
    {
      config: write,
      schema: {
        tags,
        params: zIdParams,
        body: zLopMonHocUpdate,
        response: { 200: zEnvelope(z.object({ id: z.number().int(), version: z.number().int() })) },
      },
    },
    async (request) => ok(await manage.updateClass(app.db, callerOf(request), request.params.id, request.body)),
  );
  app.post(
    '/api/LopMonHoc/:id/tachNhom',
    {
      config: write,
      schema: {
        tags,
        params: zIdParams,
        body: zTachNhomInput,
        response: { 200: zEnvelope(z.object({ lopMonHocIds: z.array(z.number().int()) })) },
      },
    },
    async (request) => ok(await manage.splitClass(app.db, callerOf(request), request.params.id, request.body)),
  );
  app.get(
    '/api/LopMonHoc/:id/lichSuHocSinh',
    { config, schema: { tags, params: zIdParams, response: { 200: zEnvelope(z.array(zThanhVienLopMonHoc)) } } },
    async (request) => ok(await manage.listHistory(app.db, request.params.id)),
  );
  app.post(
    '/api/LopMonHoc/:id/hocSinh',
    {
      config: write,
      schema: {
        tags,
        params: zIdParams,
        body: zThemHocSinhInput,
        response: { 200: zEnvelope(z.object({ soHocSinh: z.number().int() })) },
      },
    },
    async (request) => ok(await manage.addStudents(app.db, callerOf(request), request.params.id, request.body)),
  );
  app.put(
    '/api/LopMonHoc/:id/hocSinh/:membershipId/ketThuc',
    {
      config: write,
      schema: {
        tags,
        params: zMembershipParams,
        body: zKetThucHocSinhInput,
        response: { 200: zEnvelope(z.object({ id: z.number().int() })) },
      },
    },
    async (request) =>
      ok(
        await manage.endStudent(
          app.db,
          callerOf(request),
          request.params.id,
          request.params.membershipId,
          request.body,
        ),
      ),
  );
  app.get(
    '/api/LopMonHoc/cuaToi',
    {
      config: { auth: lopMonHocAuthority.cuaToi },
      schema: { tags, response: { 200: zEnvelope(z.array(zLopCuaToi)) } },
    },
    async (request) => ok(await mine.listMyClasses(app.db, callerOf(request), 'teacher')),
  );
  app.get(
    '/api/LopMonHoc/cuaToi/:id',
    {
      config: { auth: lopMonHocAuthority.cuaToi },
      schema: { tags, params: zIdParams, response: { 200: zEnvelope(zThongTinLopGiaoVien) } },
    },
    async (request) => ok(await mine.getTeacherClass(app.db, callerOf(request), request.params.id)),
  );
  app.get(
    '/api/LopMonHoc/cuaEm',
    { config: { auth: lopMonHocAuthority.cuaEm }, schema: { tags, response: { 200: zEnvelope(z.array(zLopCuaToi)) } } },
    async (request) => ok(await mine.listMyClasses(app.db, callerOf(request), 'student')),
  );
  app.get(
    '/api/LopMonHoc/cuaEm/:id',
    {
      config: { auth: lopMonHocAuthority.cuaEm },
      schema: { tags, params: zIdParams, response: { 200: zEnvelope(zLopCuaToi) } },
    },
    async (request) => ok(await mine.getStudentClass(app.db, callerOf(request), request.params.id)),
  );
};
