import {
  IMPORT_MAX_BYTES,
  khaoSatGiaoVienAuthority,
  zEnvelope,
  zIdParams,
  zKetQuaCuaToi,
  zKhaoSatCuaToi,
  zKhaoSatGiaoVien,
  zKhaoSatGiaoVienInput,
  zKhaoSatGiaoVienListQuery,
  zKhaoSatTraLoiInput,
  zNhapKhaoSatQuery,
  zNhapKhaoSatResult,
  zPage,
  zThongKeKhaoSat,
  zThongKeQuery,
} from '@hpl/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../lib/caller';
import { ok } from '../../lib/envelope';
import { EXPORT_RATE_LIMIT, sendXlsx } from '../../lib/excel-export';
import { SPREADSHEET_IMPORT } from '../../lib/import-gate';
import { requestLang } from '../../lib/lang';
import { ensureMultipart, readUpload } from '../../lib/multipart';
import * as service from './khao-sat-giao-vien.service';
import { exportStatistics } from './khao-sat-giao-vien-export';
import { importAnswers } from './khao-sat-giao-vien-import';

const tags = ['KhaoSatGiaoVien'];
const report = { auth: khaoSatGiaoVienAuthority.report };
const teacher = { auth: khaoSatGiaoVienAuthority.teacher };
const student = { auth: khaoSatGiaoVienAuthority.student };

/** `/api/KhaoSatGiaoVien`: campaigns and statistics (report managers), the student's card, a teacher's results. */
export const khaoSatGiaoVienRoutes: FastifyPluginAsyncZod = async (app) => {
  await ensureMultipart(app);
  app.get(
    '/api/KhaoSatGiaoVien/danhSachKhaoSat',
    {
      config: report,
      schema: { tags, querystring: zKhaoSatGiaoVienListQuery, response: { 200: zEnvelope(zPage(zKhaoSatGiaoVien)) } },
    },
    async (request) => ok(await service.listCampaigns(app.db, request.query)),
  );
  app.get(
    '/api/KhaoSatGiaoVien/khaoSatCuaToi',
    { config: student, schema: { tags, response: { 200: zEnvelope(z.array(zKhaoSatCuaToi)) } } },
    async (request) => ok(await service.listMySurveys(app.db, callerOf(request).user)),
  );
  app.get(
    '/api/KhaoSatGiaoVien/ketQuaCuaToi',
    { config: teacher, schema: { tags, response: { 200: zEnvelope(z.array(zKetQuaCuaToi)) } } },
    async (request) => ok(await service.listMyResults(app.db, callerOf(request).user)),
  );
  app.get(
    '/api/KhaoSatGiaoVien/thongKe',
    { config: report, schema: { tags, querystring: zThongKeQuery, response: { 200: zEnvelope(zThongKeKhaoSat) } } },
    async (request) => ok(await service.statistics(app.db, request.query.khaoSatId)),
  );
  app.get(
    '/api/KhaoSatGiaoVien/thongKe/xuatExcel',
    { config: { ...report, rateLimit: EXPORT_RATE_LIMIT }, schema: { tags, querystring: zThongKeQuery } },
    async (request, reply) =>
      sendXlsx(
        reply,
        'thong-ke-khao-sat-giao-vien',
        await exportStatistics(app.db, request.query.khaoSatId, requestLang(request)),
      ),
  );
  app.get(
    '/api/KhaoSatGiaoVien/:id',
    { config: report, schema: { tags, params: zIdParams, response: { 200: zEnvelope(zKhaoSatGiaoVien) } } },
    async (request) => ok(await service.getCampaign(app.db, request.params.id)),
  );
  app.post(
    '/api/KhaoSatGiaoVien',
    { config: report, schema: { tags, body: zKhaoSatGiaoVienInput, response: { 200: zEnvelope(zKhaoSatGiaoVien) } } },
    async (request) => ok(await service.createCampaign(app.db, callerOf(request), request.body)),
  );
  app.put(
    '/api/KhaoSatGiaoVien/:id',
    {
      config: report,
      schema: { tags, params: zIdParams, body: zKhaoSatGiaoVienInput, response: { 200: zEnvelope(zKhaoSatGiaoVien) } },
    },
    async (request) => ok(await service.updateCampaign(app.db, callerOf(request), request.params.id, request.body)),
  );
  app.delete(
    '/api/KhaoSatGiaoVien/:id',
    { config: report, schema: { tags, params: zIdParams, response: { 200: zEnvelope(z.null()) } } },
    async (request) => {
      await service.deleteCampaign(app.db, callerOf(request), request.params.id);
      return ok(null);
    },
  );
  app.put(
    '/api/KhaoSatGiaoVien/:id/traLoi',
    {
      config: student,
      schema: {
        tags,
        params: zIdParams,
        body: zKhaoSatTraLoiInput,
        response: { 200: zEnvelope(z.array(zKhaoSatCuaToi)) },
      },
    },
    async (request) => ok(await service.answer(app.db, callerOf(request), request.params.id, request.body)),
  );
  app.post(
    '/api/KhaoSatGiaoVien/:id/nhapExcel',
    {
      config: { ...report, ...SPREADSHEET_IMPORT },
      bodyLimit: IMPORT_MAX_BYTES + 64 * 1024,
      schema: {
        tags,
        summary: "Import an external survey's spreadsheet export (all or nothing; thuNghiem=true only checks)",
        params: zIdParams,
        querystring: zNhapKhaoSatQuery,
        response: { 200: zEnvelope(zNhapKhaoSatResult) },
      },
    },
    async (request) => {
      const upload = await readUpload(request, IMPORT_MAX_BYTES);
      return ok(
        await importAnswers(app.db, callerOf(request), request.params.id, upload, {
          ...request.query,
          lang: requestLang(request),
        }),
      );
    },
  );
};
