import {
  hoSoChuyenMonAuthority,
  zEnvelope,
  zGhiChuThanhTraInput,
  zGiaoVienHoSo,
  zHoSo,
  zHoSoGiaoVien,
  zHoSoTo,
  zIdParams,
  zKiemTraInput,
  zLoaiParams,
  zTeacherParams,
} from '@hpl/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../lib/caller';
import { ok } from '../../lib/envelope';
import { DOCUMENT_MAX_BYTES, ensureMultipart, readUpload } from '../../lib/multipart';
import { registerDownloadPolicy } from '../medias';
import * as service from './ho-so-chuyen-mon.service';
import { loaiHoSoRoutes } from './loai-ho-so.routes';

const tags = ['HoSoChuyenMon'];
const teacher = { auth: hoSoChuyenMonAuthority.teacher };
const inspector = { auth: hoSoChuyenMonAuthority.inspector };
const RECORD_FILE_MAX_BYTES = 2 * DOCUMENT_MAX_BYTES;

/** `/api/HoSoChuyenMon`: my records, my department's (head), and every teacher's for inspectors (read-only + notes). */
export const hoSoChuyenMonRoutes: FastifyPluginAsyncZod = async (app) => {
  registerDownloadPolicy(service.RECORD_FILE_PURPOSE, {
    check: (user, file, db) => service.mayReadStoredFile(db, user, file.id),
  });
  await ensureMultipart(app);
  await app.register(loaiHoSoRoutes);

  app.get(
    '/api/HoSoChuyenMon/cuaToi',
    { config: teacher, schema: { tags, response: { 200: zEnvelope(z.array(zHoSo)) } } },
    async (request) => ok(await service.listMine(app.db, callerOf(request).user)),
  );
  app.get(
    '/api/HoSoChuyenMon/toCuaToi',
    { config: teacher, schema: { tags, response: { 200: zEnvelope(z.array(zHoSoTo)) } } },
    async (request) => ok(await service.listDepartment(app.db, callerOf(request).user)),
  );
  app.post(
    '/api/HoSoChuyenMon/loai/:loaiId/nop',
    {
      config: teacher,
      bodyLimit: RECORD_FILE_MAX_BYTES + 64 * 1024,
      schema: { tags, params: zLoaiParams, response: { 200: zEnvelope(z.array(zHoSo)) } },
    },
    async (request) => {
      const upload = await readUpload(request, RECORD_FILE_MAX_BYTES);
      return ok(await service.submit(app.db, app.config.uploadDir, callerOf(request), request.params.loaiId, upload));
    },
  );
  app.post(
    '/api/HoSoChuyenMon/:id/kiemTra',
    {
      config: teacher,
      schema: { tags, params: zIdParams, body: zKiemTraInput, response: { 200: zEnvelope(z.array(zHoSoTo)) } },
    },
    async (request) => ok(await service.check(app.db, callerOf(request), request.params.id, request.body)),
  );
  app.get(
    '/api/HoSoChuyenMon/thanhTra',
    { config: inspector, schema: { tags, response: { 200: zEnvelope(z.array(zGiaoVienHoSo)) } } },
    async () => ok(await service.listTeachersForInspection(app.db)),
  );
  app.get(
    '/api/HoSoChuyenMon/thanhTra/:nhanVienId',
    { config: inspector, schema: { tags, params: zTeacherParams, response: { 200: zEnvelope(zHoSoGiaoVien) } } },
    async (request) => ok(await service.getTeacherRecords(app.db, callerOf(request), request.params.nhanVienId)),
  );
  app.post(
    '/api/HoSoChuyenMon/thanhTra/:nhanVienId/ghiChu',
    {
      config: inspector,
      schema: { tags, params: zTeacherParams, body: zGhiChuThanhTraInput, response: { 200: zEnvelope(zHoSoGiaoVien) } },
    },
    async (request) => ok(await service.addNote(app.db, callerOf(request), request.params.nhanVienId, request.body)),
  );
};
