import {
  hoSoTamLyAuthority,
  zDangKyCuaToi,
  zDangKyThamVan,
  zDangKyThamVanInput,
  zDangKyThamVanListQuery,
  zEnvelope,
  zIdParams,
  zPage,
  zXuLyThamVanInput,
} from '@hpl/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../lib/caller';
import { ok } from '../../lib/envelope';
import { caiDatNhanRoutes } from './cai-dat-nhan.routes';
import * as service from './dang-ky-tham-van.service';
import { hoSoRoutes } from './ho-so.routes';

const tags = ['HoSoTamLy'];
const anyone = { auth: hoSoTamLyAuthority.dangKy };
const team = { auth: hoSoTamLyAuthority.quanLy };
const base = '/api/HoSoTamLy/dangKyThamVan';

/** Counselling requests (`dangkythamvan`, `danhSachDangKyThamVan`): filed by anyone, handled by the team. */
export const hoSoTamLyRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(hoSoRoutes);
  await app.register(caiDatNhanRoutes);
  app.post(
    base,
    { config: anyone, schema: { tags, body: zDangKyThamVanInput, response: { 200: zEnvelope(zDangKyCuaToi) } } },
    async (request) => ok(await service.fileRequest(app.db, callerOf(request), request.body)),
  );
  app.get(
    `${base}/cuaToi`,
    { config: anyone, schema: { tags, response: { 200: zEnvelope(z.array(zDangKyCuaToi)) } } },
    async (request) => ok(await service.myRequests(app.db, callerOf(request).user)),
  );
  app.get(
    base,
    {
      config: team,
      schema: { tags, querystring: zDangKyThamVanListQuery, response: { 200: zEnvelope(zPage(zDangKyThamVan)) } },
    },
    async (request) => ok(await service.listRequests(app.db, callerOf(request), request.query)),
  );
  app.get(
    `${base}/:id`,
    {
      config: anyone,
      schema: { tags, params: zIdParams, response: { 200: zEnvelope(z.union([zDangKyThamVan, zDangKyCuaToi])) } },
    },
    async (request) => ok(await service.getRequest(app.db, callerOf(request), request.params.id)),
  );
  app.put(
    `${base}/:id/xuLy`,
    {
      config: team,
      schema: { tags, params: zIdParams, body: zXuLyThamVanInput, response: { 200: zEnvelope(zDangKyThamVan) } },
    },
    async (request) => ok(await service.handleRequest(app.db, callerOf(request), request.params.id, request.body)),
  );
};
