import {
  danhBaAuthority,
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
import { callerOf } from '../../lib/caller';
import { ok } from '../../lib/envelope';
import { EXPORT_RATE_LIMIT, sendXlsx } from '../../lib/excel-export';
import { requestLang } from '../../lib/lang';
import { AVATAR_PURPOSE, registerDownloadPolicy } from '../medias';
import * as service from './danh-ba.service';
import { exportStaffDirectory, exportStudentDirectory } from './danh-ba-export';

const tags = ['DanhBa'];
const config = { auth: danhBaAuthority.read };
/** An Excel export takes its list's query and the export rate limit. */
const exportOptions = <Q>(summary: string, querystring: Q) => ({
  config: { ...config, rateLimit: EXPORT_RATE_LIMIT },
  schema: { tags, summary, querystring },
});

export const danhBaRoutes: FastifyPluginAsyncZod = async (app) => {
  // People's photos follow the directory's rules of who sees whom.
  registerDownloadPolicy(AVATAR_PURPOSE, { check: (user, file, db) => service.maySeePhoto(db, user, file.id) });

  app.get(
    '/api/DanhBa/danhSachNhanVien',
    {
      config,
      schema: { tags, querystring: zDanhBaNhanVienQuery, response: { 200: zEnvelope(zPage(zDanhBaNhanVien)) } },
    },
    async (request) => ok(await service.listStaff(app.db, request.query)),
  );
  app.get(
    '/api/DanhBa/xuatExcelNhanVien',
    exportOptions('Exports the staff directory the list shows as .xlsx', zDanhBaNhanVienQuery),
    async (request, reply) =>
      sendXlsx(reply, 'danh-ba-nhan-vien', await exportStaffDirectory(app.db, request.query, requestLang(request))),
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
    '/api/DanhBa/xuatExcelHocSinh',
    exportOptions('Exports the student directory the list shows as .xlsx', zDanhBaHocSinhQuery),
    async (request, reply) =>
      sendXlsx(reply, 'danh-ba-hoc-sinh', await exportStudentDirectory(app.db, request.query, requestLang(request))),
  );
  app.get(
    '/api/DanhBa/hocSinh/:id',
    { config, schema: { tags, params: zIdParams, response: { 200: zEnvelope(zDanhBaHocSinhHoSo) } } },
    async (request) => ok(await service.getStudentProfile(app.db, callerOf(request).user, request.params.id)),
  );
};
