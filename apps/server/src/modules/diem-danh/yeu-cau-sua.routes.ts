import {
  diemDanhAuthority,
  zDuyetYeuCauSua,
  zEnvelope,
  zIdParams,
  zPage,
  zThangCuaToi,
  zThangCuaToiQuery,
  zYeuCauSuaChamCong,
  zYeuCauSuaChamCongInput,
  zYeuCauSuaListQuery,
} from '@hpl/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../lib/caller';
import { ok } from '../../lib/envelope';
import * as service from './yeu-cau-sua.service';

const tags = ['ChamCong'];
/** My punches screen (every staff member); HR decides on corrections. */
const mine = { auth: diemDanhAuthority.chamCongCuaToi };
const hr = { auth: diemDanhAuthority.chamCong };

/** `/api/ChamCong`: my month of punches and my corrections; HR's list of corrections to decide. */
export const yeuCauSuaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/ChamCong/thangCuaToi',
    { config: mine, schema: { tags, querystring: zThangCuaToiQuery, response: { 200: zEnvelope(zThangCuaToi) } } },
    async (request) => ok(await service.myMonth(app.db, callerOf(request).user, request.query.thang)),
  );
  app.get(
    '/api/ChamCong/yeuCauSuaCuaToi',
    {
      config: mine,
      schema: { tags, querystring: zYeuCauSuaListQuery, response: { 200: zEnvelope(zPage(zYeuCauSuaChamCong)) } },
    },
    async (request) => ok(await service.listRequests(app.db, callerOf(request).user, request.query, false)),
  );
  app.get(
    '/api/ChamCong/danhSachYeuCauSua',
    {
      config: hr,
      schema: { tags, querystring: zYeuCauSuaListQuery, response: { 200: zEnvelope(zPage(zYeuCauSuaChamCong)) } },
    },
    async (request) => ok(await service.listRequests(app.db, callerOf(request).user, request.query, true)),
  );
  app.post(
    '/api/ChamCong/yeuCauSua',
    { config: mine, schema: { tags, body: zYeuCauSuaChamCongInput, response: { 200: zEnvelope(zYeuCauSuaChamCong) } } },
    async (request) => ok(await service.createRequest(app.db, callerOf(request), request.body)),
  );
  for (const [path, trangThai] of [
    ['duyet', 'daDuyet'],
    ['tuChoi', 'tuChoi'],
  ] as const) {
    app.post(
      `/api/ChamCong/yeuCauSua/:id/${path}`,
      {
        config: hr,
        schema: { tags, params: zIdParams, body: zDuyetYeuCauSua, response: { 200: zEnvelope(zYeuCauSuaChamCong) } },
      },
      async (request) =>
        ok(await service.decideRequest(app.db, callerOf(request), request.params.id, trangThai, request.body)),
    );
  }
};
