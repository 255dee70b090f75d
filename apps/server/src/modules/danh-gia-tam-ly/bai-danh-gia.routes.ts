import {
  danhGiaTamLyAuthority,
  zBaiDanhGia,
  zBaiDanhGiaInput,
  zBaiDanhGiaListQuery,
  zBaiDanhGiaSummary,
  zEnvelope,
  zIdParams,
  zNgungSuDungInput,
  zPage,
} from '@hpl/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../lib/caller';
import { ok } from '../../lib/envelope';
import * as service from './bai-danh-gia.service';

const tags = ['DanhGiaTamLy'];
const read = { auth: danhGiaTamLyAuthority.read };
const write = { auth: danhGiaTamLyAuthority.write };
const base = '/api/DanhGiaTamLy/baiDanhGia';

/** Instruments (`quanLyBaiDanhGiaTamLy`): the psychology team's questionnaires with their scoring and versions. */
export const baiDanhGiaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    base,
    {
      config: read,
      schema: { tags, querystring: zBaiDanhGiaListQuery, response: { 200: zEnvelope(zPage(zBaiDanhGiaSummary)) } },
    },
    async (request) => ok(await service.listInstruments(app.db, request.query)),
  );
  app.get(
    `${base}/:id`,
    { config: read, schema: { tags, params: zIdParams, response: { 200: zEnvelope(zBaiDanhGia) } } },
    async (request) => ok(await service.getInstrument(app.db, request.params.id)),
  );
  app.post(
    base,
    { config: write, schema: { tags, body: zBaiDanhGiaInput, response: { 200: zEnvelope(zBaiDanhGia) } } },
    async (request) => ok(await service.createInstrument(app.db, callerOf(request), request.body)),
  );
  app.put(
    `${base}/:id`,
    {
      config: write,
      schema: { tags, params: zIdParams, body: zBaiDanhGiaInput, response: { 200: zEnvelope(zBaiDanhGia) } },
    },
    async (request) => ok(await service.updateInstrument(app.db, callerOf(request), request.params.id, request.body)),
  );
  app.post(
    `${base}/:id/phienBanMoi`,
    { config: write, schema: { tags, params: zIdParams, response: { 200: zEnvelope(zBaiDanhGia) } } },
    async (request) => ok(await service.newVersion(app.db, callerOf(request), request.params.id)),
  );
  app.put(
    `${base}/:id/ngungSuDung`,
    {
      config: write,
      schema: { tags, params: zIdParams, body: zNgungSuDungInput, response: { 200: zEnvelope(zBaiDanhGia) } },
    },
    async (request) => ok(await service.setRetired(app.db, callerOf(request), request.params.id, request.body)),
  );
  app.delete(
    `${base}/:id`,
    { config: write, schema: { tags, params: zIdParams, response: { 200: zEnvelope(z.null()) } } },
    async (request) => {
      await service.deleteInstrument(app.db, callerOf(request), request.params.id);
      return ok(null);
    },
  );
};
