import {
  chuNhiemAuthority,
  zDiemDanhHomNayInput,
  zDiemDanhHomNayResult,
  zEnvelope,
  zIdParams,
  zLopToiChuNhiem,
  zLopToiChuNhiemQuery,
  zThongTinLopChuNhiem,
  zTuanCuaToi,
  zTuanQuery,
} from '@hpl/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../lib/caller';
import { ok } from '../../lib/envelope';
import { EXPORT_RATE_LIMIT, sendXlsx } from '../../lib/excel-export';
import { requestLang } from '../../lib/lang';
import * as service from './lop-chu-nhiem.service';
import { exportClassList } from './lop-chu-nhiem-export';

const tags = ['ChuNhiem'];
const config = { auth: chuNhiemAuthority.lop };

/** `/api/ChuNhiem/lopToiChuNhiem` and `/api/ChuNhiem/lop/{id}…`: my homeroom classes and a class's page. */
export const lopChuNhiemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/ChuNhiem/lopToiChuNhiem',
    { config, schema: { tags, querystring: zLopToiChuNhiemQuery, response: { 200: zEnvelope(zLopToiChuNhiem) } } },
    async (request) => ok(await service.listMyHomerooms(app.db, callerOf(request).user, request.query)),
  );
  app.get(
    '/api/ChuNhiem/lop/:id',
    { config, schema: { tags, params: zIdParams, response: { 200: zEnvelope(zThongTinLopChuNhiem) } } },
    async (request) => ok(await service.getClassInfo(app.db, callerOf(request).user, request.params.id)),
  );
  app.put(
    '/api/ChuNhiem/lop/:id/diemDanh',
    {
      config,
      schema: {
        tags,
        summary: "Records today's attendance of the class (the school's date)",
        params: zIdParams,
        body: zDiemDanhHomNayInput,
        response: { 200: zEnvelope(zDiemDanhHomNayResult) },
      },
    },
    async (request) => ok(await service.recordToday(app.db, callerOf(request), request.params.id, request.body)),
  );
  app.get(
    '/api/ChuNhiem/lop/:id/thoiKhoaBieu',
    {
      config,
      schema: { tags, params: zIdParams, querystring: zTuanQuery, response: { 200: zEnvelope(zTuanCuaToi) } },
    },
    async (request) =>
      ok(await service.getClassTimetable(app.db, callerOf(request).user, request.params.id, request.query.ngay)),
  );
  app.get(
    '/api/ChuNhiem/lop/:id/xuatExcel',
    {
      config: { ...config, rateLimit: EXPORT_RATE_LIMIT },
      schema: { tags, summary: 'Exports the class list with guardians as .xlsx', params: zIdParams },
    },
    async (request, reply) => {
      const result = await exportClassList(app.db, callerOf(request).user, request.params.id, requestLang(request));
      return sendXlsx(reply, 'danh-sach-lop', result);
    },
  );
};
