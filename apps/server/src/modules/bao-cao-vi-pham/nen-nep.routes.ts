import {
  nenNepAuthority,
  zEnvelope,
  zIdParams,
  zNenNepDuyet,
  zNenNepDuyetTuan,
  zNenNepNhap,
  zNenNepTuan,
  zNenNepTuanQuery,
  zTieuChiNenNep,
  zTieuChiNenNepInput,
  zTieuChiNenNepQuery,
  zXepHang,
  zXepHangQuery,
} from '@hpl/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../lib/caller';
import { ok } from '../../lib/envelope';
import { EXPORT_RATE_LIMIT, sendXlsx } from '../../lib/excel-export';
import { requestLang } from '../../lib/lang';
import * as service from './nen-nep.service';
import { exportRanking } from './nen-nep-export';

const tags = ['DanhGiaNenNep'];
const team = { auth: nenNepAuthority.quanLy };
const base = '/api/DanhGiaNenNep';

/** `/api/DanhGiaNenNep`: the Youth Union's weekly class discipline (criteria, entries, approval, rankings). */
export const nenNepRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${base}/tieuChi`,
    {
      config: team,
      schema: { tags, querystring: zTieuChiNenNepQuery, response: { 200: zEnvelope(z.array(zTieuChiNenNep)) } },
    },
    async (request) => ok(await service.listCriteria(app.db, request.query.tatCa === 'true')),
  );
  app.post(
    `${base}/tieuChi`,
    { config: team, schema: { tags, body: zTieuChiNenNepInput, response: { 200: zEnvelope(zTieuChiNenNep) } } },
    async (request) => ok(await service.saveCriterion(app.db, callerOf(request), null, request.body)),
  );
  app.put(
    `${base}/tieuChi/:id`,
    {
      config: team,
      schema: { tags, params: zIdParams, body: zTieuChiNenNepInput, response: { 200: zEnvelope(zTieuChiNenNep) } },
    },
    async (request) => ok(await service.saveCriterion(app.db, callerOf(request), request.params.id, request.body)),
  );
  app.get(
    `${base}/tuan`,
    { config: team, schema: { tags, querystring: zNenNepTuanQuery, response: { 200: zEnvelope(zNenNepTuan) } } },
    async (request) => ok(await service.getWeek(app.db, request.query.tuan, callerOf(request).user.accountId)),
  );
  app.put(
    `${base}/tuan`,
    { config: team, schema: { tags, body: zNenNepNhap, response: { 200: zEnvelope(zNenNepTuan) } } },
    async (request) => ok(await service.saveEntry(app.db, callerOf(request), request.body)),
  );
  app.post(
    `${base}/duyetTuan`,
    { config: team, schema: { tags, body: zNenNepDuyetTuan, response: { 200: zEnvelope(zNenNepTuan) } } },
    async (request) => ok(await service.approveWeek(app.db, callerOf(request), request.body.tuan)),
  );
  app.post(
    `${base}/:id/duyet`,
    {
      config: team,
      schema: { tags, params: zIdParams, body: zNenNepDuyet, response: { 200: zEnvelope(zNenNepTuan) } },
    },
    async (request) =>
      ok(await service.approveEntry(app.db, callerOf(request), request.params.id, request.body.version)),
  );
  app.get(
    `${base}/xepHang`,
    { config: team, schema: { tags, querystring: zXepHangQuery, response: { 200: zEnvelope(zXepHang) } } },
    async (request) => ok(await service.ranking(app.db, request.query)),
  );
  app.get(
    `${base}/xepHang/xuatExcel`,
    { config: { ...team, rateLimit: EXPORT_RATE_LIMIT }, schema: { tags, querystring: zXepHangQuery } },
    async (request, reply) =>
      sendXlsx(
        reply,
        'xep-hang-nen-nep',
        exportRanking(await service.ranking(app.db, request.query), requestLang(request)),
      ),
  );
};
