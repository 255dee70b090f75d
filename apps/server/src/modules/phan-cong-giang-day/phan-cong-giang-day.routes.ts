import {
  IMPORT_MAX_BYTES,
  phanCongGiangDayAuthority,
  zCaiDatPhanCong,
  zCaiDatPhanCongInput,
  zEnvelope,
  zGanGiaoVienInput,
  zGiaoVienNgan,
  zIdParams,
  zNhapPhanCongQuery,
  zNhapPhanCongResult,
  zNhiemVuGiaoVienInput,
  zPhanCongQuery,
  zPhanCongTongHop,
  zSaoChepPhanCongInput,
  zSaoChepResult,
  zSaoChepXemTruoc,
} from '@hpl/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../lib/caller';
import { ok } from '../../lib/envelope';
import { EXPORT_RATE_LIMIT, sendXlsx } from '../../lib/excel-export';
import { SPREADSHEET_IMPORT } from '../../lib/import-gate';
import { requestLang } from '../../lib/lang';
import { ensureMultipart, readUpload } from '../../lib/multipart';
import * as service from './phan-cong-giang-day.service';
import { exportAssignments, importAssignments } from './phan-cong-giang-day-excel';

const tags = ['PhanCongGiangDay'];
const read = { auth: phanCongGiangDayAuthority.read };
const write = { auth: phanCongGiangDayAuthority.write };

/** `/api/PhanCongGiangDay`: the year's teaching assignments, teachers' duties and loads, copies, Excel. */
export const phanCongGiangDayRoutes: FastifyPluginAsyncZod = async (app) => {
  await ensureMultipart(app);
  app.get(
    '/api/PhanCongGiangDay/tongHop',
    { config: read, schema: { tags, querystring: zPhanCongQuery, response: { 200: zEnvelope(zPhanCongTongHop) } } },
    async (request) => ok(await service.readSummary(app.db, callerOf(request), request.query.namHocId)),
  );
  app.put(
    '/api/PhanCongGiangDay/caiDat',
    {
      config: write,
      schema: {
        tags,
        body: zCaiDatPhanCongInput,
        response: { 200: zEnvelope(z.object({ caiDat: zCaiDatPhanCong, version: z.number().int() })) },
      },
    },
    async (request) => ok(await service.saveSettings(app.db, callerOf(request), request.body)),
  );
  app.put(
    '/api/PhanCongGiangDay/giaoVien/:id/nhiemVu',
    {
      config: write,
      schema: {
        tags,
        params: zIdParams,
        body: zNhiemVuGiaoVienInput,
        response: { 200: zEnvelope(z.object({ version: z.number().int() }).loose()) },
      },
    },
    async (request) => {
      const saved = await service.saveDuties(app.db, callerOf(request), request.params.id, request.body);
      return ok({ version: saved.version });
    },
  );
  app.put(
    '/api/PhanCongGiangDay/lopMonHoc/:id/giaoVien',
    {
      config: write,
      schema: {
        tags,
        params: zIdParams,
        body: zGanGiaoVienInput,
        response: {
          200: zEnvelope(
            z.object({ id: z.number().int(), version: z.number().int(), giaoVien: z.array(zGiaoVienNgan) }),
          ),
        },
      },
    },
    async (request) => ok(await service.assignTeachers(app.db, callerOf(request), request.params.id, request.body)),
  );
  app.get(
    '/api/PhanCongGiangDay/saoChepNamTruoc',
    { config: read, schema: { tags, querystring: zPhanCongQuery, response: { 200: zEnvelope(zSaoChepXemTruoc) } } },
    async (request) => ok(await service.previewCopy(app.db, request.query.namHocId)),
  );
  app.post(
    '/api/PhanCongGiangDay/saoChepNamTruoc',
    { config: write, schema: { tags, body: zSaoChepPhanCongInput, response: { 200: zEnvelope(zSaoChepResult) } } },
    async (request) => ok(await service.applyCopy(app.db, callerOf(request), request.body.namHocId)),
  );
  app.get(
    '/api/PhanCongGiangDay/xuatExcel',
    { config: { ...read, rateLimit: EXPORT_RATE_LIMIT }, schema: { tags, querystring: zPhanCongQuery } },
    async (request, reply) =>
      sendXlsx(
        reply,
        'phan-cong-giang-day',
        await exportAssignments(app.db, request.query.namHocId, requestLang(request)),
      ),
  );
  app.post(
    '/api/PhanCongGiangDay/nhapExcel',
    {
      config: { ...write, ...SPREADSHEET_IMPORT },
      bodyLimit: IMPORT_MAX_BYTES + 64 * 1024,
      schema: {
        tags,
        summary: 'Import the assignment sheet (all or nothing; thuNghiem=true only checks)',
        querystring: zNhapPhanCongQuery,
        response: { 200: zEnvelope(zNhapPhanCongResult) },
      },
    },
    async (request) => {
      const upload = await readUpload(request, IMPORT_MAX_BYTES);
      return ok(
        await importAssignments(app.db, callerOf(request), upload, { ...request.query, lang: requestLang(request) }),
      );
    },
  );
};
