import {
  danhGiaTamLyAuthority,
  zDotDanhGia,
  zDotDanhGiaInput,
  zDotDanhGiaListQuery,
  zDotTrangThaiInput,
  zEnvelope,
  zIdParams,
  zPage,
} from '@hpl/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../lib/caller';
import { ok } from '../../lib/envelope';
import * as service from './dot-danh-gia.service';

const tags = ['DanhGiaTamLy'];
const read = { auth: danhGiaTamLyAuthority.read };
const write = { auth: danhGiaTamLyAuthority.write };
const base = '/api/DanhGiaTamLy/dotDanhGia';

/** Campaigns: an instrument version given to grade levels and classes between dates (draft → open → closed). */
export const dotDanhGiaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    base,
    {
      config: read,
      schema: { tags, querystring: zDotDanhGiaListQuery, response: { 200: zEnvelope(zPage(zDotDanhGia)) } },
    },
    async (request) => ok(await service.listCampaigns(app.db, request.query)),
  );
  app.get(
    `${base}/:id`,
    { config: read, schema: { tags, params: zIdParams, response: { 200: zEnvelope(zDotDanhGia) } } },
    async (request) => ok(await service.getCampaign(app.db, request.params.id)),
  );
  app.post(
    base,
    { config: write, schema: { tags, body: zDotDanhGiaInput, response: { 200: zEnvelope(zDotDanhGia) } } },
    async (request) => ok(await service.createCampaign(app.db, callerOf(request), request.body)),
  );
  app.put(
    `${base}/:id`,
    {
      config: write,
      schema: { tags, params: zIdParams, body: zDotDanhGiaInput, response: { 200: zEnvelope(zDotDanhGia) } },
    },
    async (request) => ok(await service.updateCampaign(app.db, callerOf(request), request.params.id, request.body)),
  );
  app.put(
    `${base}/:id/trangThai`,
    {
      config: write,
      schema: { tags, params: zIdParams, body: zDotTrangThaiInput, response: { 200: zEnvelope(zDotDanhGia) } },
    },
    async (request) => ok(await service.setCampaignState(app.db, callerOf(request), request.params.id, request.body)),
  );
  app.delete(
    `${base}/:id`,
    { config: write, schema: { tags, params: zIdParams, response: { 200: zEnvelope(z.null()) } } },
    async (request) => {
      await service.deleteCampaign(app.db, callerOf(request), request.params.id);
      return ok(null);
    },
  );
};
