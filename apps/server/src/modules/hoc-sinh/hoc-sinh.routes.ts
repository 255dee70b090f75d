import {
  hocSinhAuthority,
  IMPORT_MAX_BYTES,
  nhanVienAuthority,
  zAvatarKey,
  zChuyenLopInput,
  zChuyenLopMonHocInput,
  zChuyenLopResult,
  zChuyenTruong,
  zChuyenTruongInput,
  zChuyenTruongListQuery,
  zEnvelope,
  zHocSinh,
  zHocSinhHoSo,
  zHocSinhInput,
  zHocSinhListQuery,
  zHocSinhUpdate,
  zIdParams,
  zJobParams,
  zNhapExcelQuery,
  zNhapExcelXemTruoc,
  zPage,
  zTacVuNhap,
} from '@hpl/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../lib/caller';
import { ok } from '../../lib/envelope';
import { EXPORT_RATE_LIMIT, sendXlsx, XLSX_TYPE } from '../../lib/excel-export';
import { SPREADSHEET_IMPORT } from '../../lib/import-gate';
import { requestLang } from '../../lib/lang';
import { DOCUMENT_MAX_BYTES, ensureMultipart, readUpload, readUploads } from '../../lib/multipart';
import { registerDownloadPolicy } from '../medias';
import * as moves from './chuyen-lop.service';
import * as service from './hoc-sinh.service';
import { exportStudents, exportTransfers, importTemplate } from './hoc-sinh-export';
import * as importer from './hoc-sinh-import.service';

const tags = ['HocSinh'];
const admin = { auth: hocSinhAuthority.quanLy };

// Transfer documents: whoever manages students (the uploader is one of them).
registerDownloadPolicy('transfer-document', { authority: hocSinhAuthority.quanLy });

export const hocSinhRoutes: FastifyPluginAsyncZod = async (app) => {
  // The confirmed import runs as a job (lib/jobs): its progress is read from any instance.
  app.jobs.define(importer.importKind);
  await ensureMultipart(app);

  app.get(
    '/api/HocSinh/danhSachHocSinh',
    { config: admin, schema: { tags, querystring: zHocSinhListQuery, response: { 200: zEnvelope(zPage(zHocSinh)) } } },
    async (request) => ok(await service.listStudents(app.db, request.query)),
  );

  app.get(
    '/api/HocSinh/xuatExcel',
    {
      config: { ...admin, rateLimit: EXPORT_RATE_LIMIT },
      schema: { tags, summary: 'Exports what the list shows (same filters) as .xlsx', querystring: zHocSinhListQuery },
    },
    async (request, reply) =>
      sendXlsx(reply, 'hoc-sinh', await exportStudents(app.db, request.query, requestLang(request))),
  );

  app.get(
    '/api/HocSinh/nhapExcel/mau',
    { config: admin, schema: { tags, summary: 'The import template' } },
    async (request, reply) =>
      reply
        .header('Content-Type', XLSX_TYPE)
        .header('Content-Disposition', 'attachment; filename="mau-nhap-hoc-sinh.xlsx"')
        .send(await importTemplate(requestLang(request))),
  );

  app.post(
    '/api/HocSinh/nhapExcel/xemTruoc',
    {
      config: { ...admin, ...SPREADSHEET_IMPORT },
      bodyLimit: IMPORT_MAX_BYTES + 64 * 1024,
      schema: {
        tags,
        summary: 'Step 1: parse and validate (nothing is imported)',
        querystring: zNhapExcelQuery,
        response: { 200: zEnvelope(zNhapExcelXemTruoc) },
      },
    },
    async (request) => {
      const upload = await readUpload(request, IMPORT_MAX_BYTES);
      return ok(
        await importer.previewImport(app.db, callerOf(request), upload, request.query.namHocId, requestLang(request)),
      );
    },
  );

  app.get(
    '/api/HocSinh/nhapExcel/:jobId',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Import status and progress (poll)',
        params: zJobParams,
        response: { 200: zEnvelope(zTacVuNhap) },
      },
    },
    async (request) => ok(await importer.getImportJob(app.db, callerOf(request), request.params.jobId)),
  );

  app.post(
    '/api/HocSinh/nhapExcel/:jobId/xacNhan',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Step 2: import every row in one transaction',
        params: zJobParams,
        response: { 200: zEnvelope(zTacVuNhap) },
      },
    },
    async (request) =>
      ok(await importer.commitImport(app.db, app.jobs, callerOf(request), request.params.jobId, requestLang(request))),
  );

  app.post(
    '/api/HocSinh/chuyenLop',
    { config: admin, schema: { tags, body: zChuyenLopInput, response: { 200: zEnvelope(zChuyenLopResult) } } },
    async (request) => ok(await moves.moveToClass(app.db, callerOf(request), request.body)),
  );

  app.post(
    '/api/HocSinh/chuyenLopMonHoc',
    { config: admin, schema: { tags, body: zChuyenLopMonHocInput, response: { 200: zEnvelope(zChuyenLopResult) } } },
    async (request) => ok(await moves.moveToSubjectClass(app.db, callerOf(request), request.body)),
  );

  app.get(
    '/api/HocSinh/danhSachChuyenTruong',
    {
      config: admin,
      schema: { tags, querystring: zChuyenTruongListQuery, response: { 200: zEnvelope(zPage(zChuyenTruong)) } },
    },
    async (request) => ok(await service.listTransferPage(app.db, request.query)),
  );

  app.get(
    '/api/HocSinh/xuatExcelChuyenTruong',
    {
      config: { ...admin, rateLimit: EXPORT_RATE_LIMIT },
      schema: {
        tags,
        summary: 'Exports the transfer history the list shows as .xlsx',
        querystring: zChuyenTruongListQuery,
      },
    },
    async (request, reply) =>
      sendXlsx(reply, 'chuyen-truong', await exportTransfers(app.db, request.query, requestLang(request))),
  );

  app.post(
    '/api/HocSinh/chuyenTruong',
    {
      config: admin,
      schema: { tags, body: zChuyenTruongInput, response: { 200: zEnvelope(z.object({ id: z.number().int() })) } },
    },
    async (request) => ok({ id: await moves.transferSchool(app.db, callerOf(request), request.body) }),
  );

  app.post(
    '/api/HocSinh/chuyenTruong/:id/taiLieu',
    {
      config: admin,
      bodyLimit: 5 * DOCUMENT_MAX_BYTES + 64 * 1024,
      schema: {
        tags,
        summary: 'Documents of a transfer (multipart, PDF or image)',
        params: zIdParams,
        response: { 200: zEnvelope(z.array(z.number().int())) },
      },
    },
    async (request) => {
      const uploads = await readUploads(request, DOCUMENT_MAX_BYTES, 5);
      return ok(
        await moves.attachTransferDocuments(
          app.db,
          app.config.uploadDir,
          callerOf(request),
          request.params.id,
          uploads,
        ),
      );
    },
  );

  app.get(
    '/api/HocSinh/:id/hoSo',
    { config: admin, schema: { tags, params: zIdParams, response: { 200: zEnvelope(zHocSinhHoSo) } } },
    async (request) => ok(await service.getProfile(app.db, callerOf(request), request.params.id)),
  );

  app.post(
    '/api/HocSinh/:id/anhDaiDien',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Avatar (multipart, JPEG/PNG/WebP ≤ 2 MB)',
        params: zIdParams,
        response: { 200: zEnvelope(z.object({ anhDaiDien: zAvatarKey })) },
      },
    },
    async (request) => {
      const upload = await readUpload(request, 2 * 1024 * 1024);
      return ok(
        await service.setAvatar(app.db, app.config.uploadDir, callerOf(request), request.params.id, upload, 'hocSinh'),
      );
    },
  );

  app.get(
    '/api/HocSinh/:id',
    { config: admin, schema: { tags, params: zIdParams, response: { 200: zEnvelope(zHocSinh) } } },
    async (request) => ok(await service.getStudent(app.db, request.params.id)),
  );
  app.post(
    '/api/HocSinh',
    { config: admin, schema: { tags, body: zHocSinhInput, response: { 200: zEnvelope(zHocSinh) } } },
    async (request) => ok(await service.createStudent(app.db, callerOf(request), request.body)),
  );
  app.put(
    '/api/HocSinh/:id',
    {
      config: admin,
      schema: { tags, params: zIdParams, body: zHocSinhUpdate, response: { 200: zEnvelope(zHocSinh) } },
    },
    async (request) => ok(await service.updateStudent(app.db, callerOf(request), request.params.id, request.body)),
  );
  app.delete(
    '/api/HocSinh/:id',
    { config: admin, schema: { tags, params: zIdParams, response: { 200: zEnvelope(z.null()) } } },
    async (request) => {
      await service.deleteStudent(app.db, callerOf(request), request.params.id);
      return ok(null);
    },
  );

  // Staff avatars share the same rules.
  app.post(
    '/api/NhanVien/:id/anhDaiDien',
    {
      config: { auth: nhanVienAuthority.quanLy },
      schema: {
        tags: ['NhanVien'],
        params: zIdParams,
        response: { 200: zEnvelope(z.object({ anhDaiDien: zAvatarKey })) },
      },
    },
    async (request) => {
      const upload = await readUpload(request, 2 * 1024 * 1024);
      return ok(
        await service.setAvatar(app.db, app.config.uploadDir, callerOf(request), request.params.id, upload, 'nhanVien'),
      );
    },
  );
};
