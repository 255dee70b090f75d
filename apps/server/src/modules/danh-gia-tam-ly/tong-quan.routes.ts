import {
  danhGiaTamLyAuthority,
  zCanTheoDoi,
  zDotIdParams,
  zEnvelope,
  zKetQuaTamLyHocSinh,
  zSoSanh,
  zSoSanhQuery,
  zTongQuanDot,
  zTongQuanLop,
} from '@hpl/shared';
import { zId } from '@hpl/shared/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../lib/caller';
import { ok } from '../../lib/envelope';
import * as service from './tong-quan.service';

const tags = ['DanhGiaTamLy'];
const read = { auth: danhGiaTamLyAuthority.read };
const base = '/api/DanhGiaTamLy/tongQuan';

/** The specialist's overviews: aggregates (hidden below 5 respondents) and individual results (audit-logged reads). */
export const tongQuanRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${base}/:dotId`,
    { config: read, schema: { tags, params: zDotIdParams, response: { 200: zEnvelope(zTongQuanDot) } } },
    async (request) => ok(await service.campaignOverview(app.db, request.params.dotId)),
  );
  app.get(
    `${base}/:dotId/theoLop`,
    { config: read, schema: { tags, params: zDotIdParams, response: { 200: zEnvelope(z.array(zTongQuanLop)) } } },
    async (request) => ok(await service.classOverview(app.db, request.params.dotId)),
  );
  app.get(
    `${base}/:dotId/canTheoDoi`,
    { config: read, schema: { tags, params: zDotIdParams, response: { 200: zEnvelope(z.array(zCanTheoDoi)) } } },
    async (request) => ok(await service.followUpList(app.db, callerOf(request), request.params.dotId)),
  );
  app.get(
    '/api/DanhGiaTamLy/hocSinh/:hocSinhId/ketQua',
    {
      config: read,
      schema: { tags, params: z.object({ hocSinhId: zId }), response: { 200: zEnvelope(zKetQuaTamLyHocSinh) } },
    },
    async (request) => ok(await service.studentResults(app.db, callerOf(request), request.params.hocSinhId)),
  );
  app.get(
    '/api/DanhGiaTamLy/soSanh',
    { config: read, schema: { tags, querystring: zSoSanhQuery, response: { 200: zEnvelope(zSoSanh) } } },
    async (request) => ok(await service.compare(app.db, request.query)),
  );
};
