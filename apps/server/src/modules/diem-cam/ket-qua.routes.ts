import {
  diemCamKetQuaAuthority,
  IMPORT_MAX_BYTES,
  zBaiThiCam,
  zBangDiemCam,
  zCaiDatNhapCam,
  zCaiDatNhapCamInput,
  zChuyenTrangThaiInput,
  zEnvelope,
  zIdParams,
  zLopMonHocCam,
  zLopMonHocCamQuery,
  zLuuKetQuaInput,
  zLuuKetQuaResult,
  zNhapKetQuaQuery,
  zNhapKetQuaResult,
  zPhanTichBaiThi,
} from '@hpl/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../lib/caller';
import { ok } from '../../lib/envelope';
import { EXPORT_RATE_LIMIT, sendXlsx } from '../../lib/excel-export';
import { SPREADSHEET_IMPORT } from '../../lib/import-gate';
import { requestLang } from '../../lib/lang';
import { ensureMultipart, readUpload } from '../../lib/multipart';
import * as service from './ket-qua.service';
import { exportResults } from './ket-qua-export';
import { importResults } from './ket-qua-import';

const tags = ['DiemCam'];
const read = { auth: diemCamKetQuaAuthority.read };
const write = { auth: diemCamKetQuaAuthority.write };
const manage = { auth: diemCamKetQuaAuthority.manage };

/**
 * `/api/DiemCam/ketQua/...`: results of Cambridge exams (marks grid, saving, workflow, Excel), entry settings, the
 * subject classes' progress and the analysis of an exam. `:id` is the exam's id.
 */
export const diemCamKetQuaRoutes: FastifyPluginAsyncZod = async (app) => {
  await ensureMultipart(app);
  app.get(
    '/api/DiemCam/lopMonHoc',
    {
      config: read,
      schema: { tags, querystring: zLopMonHocCamQuery, response: { 200: zEnvelope(z.array(zLopMonHocCam)) } },
    },
    async (request) => ok(await service.listClasses(app.db, callerOf(request), request.query)),
  );
  app.get(
    '/api/DiemCam/ketQua/:id',
    { config: read, schema: { tags, params: zIdParams, response: { 200: zEnvelope(zBangDiemCam) } } },
    async (request) => ok(await service.getResults(app.db, callerOf(request), request.params.id)),
  );
  app.put(
    '/api/DiemCam/ketQua/:id',
    {
      config: write,
      schema: { tags, params: zIdParams, body: zLuuKetQuaInput, response: { 200: zEnvelope(zLuuKetQuaResult) } },
    },
    async (request) => ok(await service.saveResults(app.db, callerOf(request), request.params.id, request.body)),
  );
  app.post(
    '/api/DiemCam/ketQua/:id/trangThai',
    {
      config: write,
      schema: { tags, params: zIdParams, body: zChuyenTrangThaiInput, response: { 200: zEnvelope(zBaiThiCam) } },
    },
    async (request) => ok(await service.moveState(app.db, callerOf(request), request.params.id, request.body)),
  );
  app.get(
    '/api/DiemCam/ketQua/:id/xuatExcel',
    { config: { ...read, rateLimit: EXPORT_RATE_LIMIT }, schema: { tags, params: zIdParams } },
    async (request, reply) => {
      const book = await service.getResults(app.db, callerOf(request), request.params.id);
      return sendXlsx(reply, 'ket-qua-thi-cam', exportResults(book, requestLang(request)));
    },
  );
  app.post(
    '/api/DiemCam/ketQua/:id/nhapExcel',
    {
      config: { ...write, ...SPREADSHEET_IMPORT },
      bodyLimit: IMPORT_MAX_BYTES + 64 * 1024,
      schema: {
        tags,
        summary: 'Import raw marks of an exam (all or nothing; thuNghiem=true only checks and previews)',
        params: zIdParams,
        querystring: zNhapKetQuaQuery,
        response: { 200: zEnvelope(zNhapKetQuaResult) },
      },
    },
    async (request) => {
      const upload = await readUpload(request, IMPORT_MAX_BYTES);
      return ok(
        await importResults(app.db, callerOf(request), request.params.id, upload, {
          ...request.query,
          lang: requestLang(request),
        }),
      );
    },
  );
  app.get(
    '/api/DiemCam/caiDatNhap/:id',
    { config: read, schema: { tags, params: zIdParams, response: { 200: zEnvelope(zCaiDatNhapCam) } } },
    async (request) => ok(await service.getSettings(app.db, callerOf(request), request.params.id)),
  );
  app.put(
    '/api/DiemCam/caiDatNhap/:id',
    {
      config: manage,
      schema: { tags, params: zIdParams, body: zCaiDatNhapCamInput, response: { 200: zEnvelope(zCaiDatNhapCam) } },
    },
    async (request) => ok(await service.saveSettings(app.db, callerOf(request), request.params.id, request.body)),
  );
  app.get(
    '/api/DiemCam/phanTich/:id',
    { config: read, schema: { tags, params: zIdParams, response: { 200: zEnvelope(zPhanTichBaiThi) } } },
    async (request) => ok(await service.analyse(app.db, callerOf(request), request.params.id)),
  );
};
