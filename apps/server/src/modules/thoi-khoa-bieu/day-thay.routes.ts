import {
  thoiKhoaBieuAuthority,
  zDanhSachDayThay,
  zDayThayQuery,
  zDeXuatQuery,
  zEnvelope,
  zGiaoVienDeXuat,
  zNgoaiLeInput,
  zThongKeDayThay,
  zThongKeDayThayQuery,
  zTietTrongNgay,
  zXoaNgoaiLeInput,
} from '@hpl/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../lib/caller';
import { ok } from '../../lib/envelope';
import { EXPORT_RATE_LIMIT, sendXlsx } from '../../lib/excel-export';
import { requestLang } from '../../lib/lang';
import * as service from './day-thay.service';
import { exportMonthlyCounts } from './day-thay-export';

const tags = ['ThoiKhoaBieu'];
const dayThay = { auth: thoiKhoaBieuAuthority.dayThay };

/** `/api/ThoiKhoaBieu/dayThay`: lessons needing cover, proposed substitutes, a date's changes, monthly counts. */
export const dayThayRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/ThoiKhoaBieu/dayThay',
    { config: dayThay, schema: { tags, querystring: zDayThayQuery, response: { 200: zEnvelope(zDanhSachDayThay) } } },
    async (request) => ok(await service.listCoverDays(app.db, request.query)),
  );
  app.get(
    '/api/ThoiKhoaBieu/dayThay/deXuat',
    {
      config: dayThay,
      schema: { tags, querystring: zDeXuatQuery, response: { 200: zEnvelope(z.array(zGiaoVienDeXuat)) } },
    },
    async (request) => ok(await service.proposeSubstitutes(app.db, request.query.tietHocId, request.query.ngay)),
  );
  app.put(
    '/api/ThoiKhoaBieu/dayThay',
    { config: dayThay, schema: { tags, body: zNgoaiLeInput, response: { 200: zEnvelope(zTietTrongNgay) } } },
    async (request) => ok(await service.saveChange(app.db, callerOf(request), request.body, requestLang(request))),
  );
  app.post(
    '/api/ThoiKhoaBieu/dayThay/xoa',
    { config: dayThay, schema: { tags, body: zXoaNgoaiLeInput, response: { 200: zEnvelope(z.boolean()) } } },
    async (request) => {
      await service.removeChange(app.db, callerOf(request), request.body);
      return ok(true);
    },
  );
  app.get(
    '/api/ThoiKhoaBieu/dayThay/thongKe',
    {
      config: dayThay,
      schema: { tags, querystring: zThongKeDayThayQuery, response: { 200: zEnvelope(zThongKeDayThay) } },
    },
    async (request) => ok(await service.monthlyCounts(app.db, request.query.thang)),
  );
  app.get(
    '/api/ThoiKhoaBieu/dayThay/thongKe/xuatExcel',
    { config: { ...dayThay, rateLimit: EXPORT_RATE_LIMIT }, schema: { tags, querystring: zThongKeDayThayQuery } },
    async (request, reply) =>
      sendXlsx(reply, 'day-thay', await exportMonthlyCounts(app.db, request.query.thang, requestLang(request))),
  );
};
