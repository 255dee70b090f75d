import {
  banTruAuthority,
  IMPORT_MAX_BYTES,
  zBepNgay,
  zBepNgayQuery,
  zDangKyLopInput,
  zDuyetHuyAnInput,
  zEnvelope,
  zHuyAnTrua,
  zHuyAnTruaInput,
  zHuyAnTruaQuery,
  zHuyAnTruaResult,
  zIdParams,
  zKyBanTru,
  zKyBanTruInput,
  zLichHuyAnTrua,
  zLopDangKyBanTru,
  zLopParams,
  zNhapDangKyQuery,
  zNhapDangKyResult,
  zSuatPhucVuInput,
  zThongKeBanTru,
  zThongKeBanTruQuery,
} from '@hpl/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../lib/caller';
import { ok } from '../../lib/envelope';
import { EXPORT_RATE_LIMIT, sendXlsx, XLSX_TYPE } from '../../lib/excel-export';
import { SPREADSHEET_IMPORT } from '../../lib/import-gate';
import { requestLang } from '../../lib/lang';
import { ensureMultipart, readUpload } from '../../lib/multipart';
import * as service from './ban-tru.service';
import { exportKitchenDay } from './ban-tru-export';
import * as ky from './ky.service';
import { importSubscriptions, subscriptionsTemplate } from './ky-import';

const tags = ['BanTru'];
const huyAn = { auth: banTruAuthority.huyAn };
const thongKe = { auth: banTruAuthority.thongKe };

/** `/api/BanTru`: a class's lunch cancellations (homeroom), the month's figures, the kitchen's day and decisions. */
export const banTruRoutes: FastifyPluginAsyncZod = async (app) => {
  await ensureMultipart(app);
  app.get(
    '/api/BanTru/huyAnTrua',
    { config: huyAn, schema: { tags, querystring: zHuyAnTruaQuery, response: { 200: zEnvelope(zLichHuyAnTrua) } } },
    async (request) => ok(await service.getClassMonth(app.db, callerOf(request), request.query)),
  );
  app.post(
    '/api/BanTru/huyAnTrua',
    { config: huyAn, schema: { tags, body: zHuyAnTruaInput, response: { 200: zEnvelope(zHuyAnTruaResult) } } },
    async (request) => ok(await service.cancelLunches(app.db, callerOf(request), request.body)),
  );
  app.delete(
    '/api/BanTru/huyAnTrua/:id',
    { config: huyAn, schema: { tags, params: zIdParams, response: { 200: zEnvelope(z.null()) } } },
    async (request) => {
      await service.withdrawCancellation(app.db, callerOf(request), request.params.id);
      return ok(null);
    },
  );
  app.get(
    '/api/BanTru/choDuyet',
    { config: thongKe, schema: { tags, response: { 200: zEnvelope(z.array(zHuyAnTrua)) } } },
    async () => ok(await service.listPending(app.db)),
  );
  app.post(
    '/api/BanTru/huyAnTrua/:id/duyet',
    {
      config: thongKe,
      schema: { tags, params: zIdParams, body: zDuyetHuyAnInput, response: { 200: zEnvelope(zHuyAnTrua) } },
    },
    async (request) => ok(await service.decide(app.db, callerOf(request), request.params.id, request.body)),
  );
  app.get(
    '/api/BanTru/thongKe',
    {
      config: thongKe,
      schema: { tags, querystring: zThongKeBanTruQuery, response: { 200: zEnvelope(zThongKeBanTru) } },
    },
    async (request) => ok(await service.monthStatistics(app.db, request.query.thang)),
  );
  app.get(
    '/api/BanTru/bepNgay',
    { config: thongKe, schema: { tags, querystring: zBepNgayQuery, response: { 200: zEnvelope(zBepNgay) } } },
    async (request) => ok(await service.kitchenDay(app.db, request.query.ngay)),
  );
  app.put(
    '/api/BanTru/suatPhucVu',
    {
      config: thongKe,
      schema: {
        tags,
        summary: 'Records the meals actually served on a day, per class',
        body: zSuatPhucVuInput,
        response: { 200: zEnvelope(zBepNgay) },
      },
    },
    async (request) => ok(await service.recordServed(app.db, callerOf(request), request.body)),
  );
  app.get(
    '/api/BanTru/bepNgay/xuatExcel',
    {
      config: { ...thongKe, rateLimit: EXPORT_RATE_LIMIT },
      schema: { tags, summary: "The kitchen's sheet of a day as .xlsx", querystring: zBepNgayQuery },
    },
    async (request, reply) =>
      sendXlsx(reply, 'bep-ngay', await exportKitchenDay(app.db, request.query.ngay, requestLang(request))),
  );
  app.get(
    '/api/BanTru/ky',
    { config: thongKe, schema: { tags, response: { 200: zEnvelope(z.array(zKyBanTru)) } } },
    async () => ok(await ky.listPeriods(app.db)),
  );
  app.post(
    '/api/BanTru/ky',
    { config: thongKe, schema: { tags, body: zKyBanTruInput, response: { 200: zEnvelope(zKyBanTru) } } },
    async (request) => ok(await ky.createPeriod(app.db, callerOf(request), request.body)),
  );
  app.put(
    '/api/BanTru/ky/:id',
    {
      config: thongKe,
      schema: { tags, params: zIdParams, body: zKyBanTruInput, response: { 200: zEnvelope(zKyBanTru) } },
    },
    async (request) => ok(await ky.updatePeriod(app.db, callerOf(request), request.params.id, request.body)),
  );
  app.get(
    '/api/BanTru/ky/:id/lop',
    { config: thongKe, schema: { tags, params: zIdParams, response: { 200: zEnvelope(z.array(zLopDangKyBanTru)) } } },
    async (request) => ok(await ky.listClassesOfPeriod(app.db, request.params.id)),
  );
  app.put(
    '/api/BanTru/ky/:id/lop/:lopQuanLyId',
    {
      config: thongKe,
      schema: { tags, params: zLopParams, body: zDangKyLopInput, response: { 200: zEnvelope(zLopDangKyBanTru) } },
    },
    async (request) =>
      ok(
        await ky.setClassSubscription(
          app.db,
          callerOf(request),
          request.params.id,
          request.params.lopQuanLyId,
          request.body.dangKy,
        ),
      ),
  );
  app.get(
    '/api/BanTru/ky/:id/nhapExcel/mau',
    {
      config: thongKe,
      schema: { tags, summary: "The period's subscriptions as the import template", params: zIdParams },
    },
    async (request, reply) =>
      reply
        .header('Content-Type', XLSX_TYPE)
        .header('Content-Disposition', 'attachment; filename="dang-ky-ban-tru.xlsx"')
        .send(await subscriptionsTemplate(app.db, request.params.id, requestLang(request))),
  );
  app.post(
    '/api/BanTru/ky/:id/nhapExcel',
    {
      config: { ...thongKe, ...SPREADSHEET_IMPORT },
      bodyLimit: IMPORT_MAX_BYTES + 64 * 1024,
      schema: {
        tags,
        summary: "Imports a period's subscriptions from a spreadsheet (all or nothing; thuNghiem=true only checks)",
        params: zIdParams,
        querystring: zNhapDangKyQuery,
        response: { 200: zEnvelope(zNhapDangKyResult) },
      },
    },
    async (request) => {
      const upload = await readUpload(request, IMPORT_MAX_BYTES);
      return ok(
        await importSubscriptions(app.db, callerOf(request), request.params.id, upload, {
          ...request.query,
          lang: requestLang(request),
        }),
      );
    },
  );
};
