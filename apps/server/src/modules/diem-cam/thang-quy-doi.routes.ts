import {
  diemCamCauHinhAuthority,
  zEnvelope,
  zIdParam,
  zIdParams,
  zPage,
  zThangQuyDoi,
  zThangQuyDoiInput,
  zThangQuyDoiListQuery,
  zThangQuyDoiSaved,
} from '@hpl/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../lib/caller';
import { ok } from '../../lib/envelope';
import * as service from './thang-quy-doi.service';

const tags = ['DiemCam'];
const read = { auth: diemCamCauHinhAuthority.read };
const write = { auth: diemCamCauHinhAuthority.write };

const zApDungQuery = z.object({
  namHocId: zIdParam.optional(),
  heHocId: zIdParam.optional(),
  khoiId: zIdParam.optional(),
  monHocId: zIdParam.optional(),
});

/** `/api/DiemCam/...thangQuyDoi`: the school's versioned conversion scales. */
export const thangQuyDoiRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/DiemCam/danhSachThangQuyDoi',
    {
      config: read,
      schema: { tags, querystring: zThangQuyDoiListQuery, response: { 200: zEnvelope(zPage(zThangQuyDoi)) } },
    },
    async (request) => ok(await service.listScales(app.db, request.query)),
  );
  app.get(
    '/api/DiemCam/thangQuyDoi/apDung',
    {
      config: read,
      schema: { tags, querystring: zApDungQuery, response: { 200: zEnvelope(zThangQuyDoi.nullable()) } },
    },
    async (request) => {
      const q = request.query;
      const found = await service.findScaleFor(app.db, {
        namHocId: q.namHocId ?? null,
        heHocId: q.heHocId ?? null,
        khoiId: q.khoiId ?? null,
        monHocId: q.monHocId ?? null,
      });
      return ok(found ? await service.getScale(app.db, found.id) : null);
    },
  );
  app.get(
    '/api/DiemCam/thangQuyDoi/:id',
    { config: read, schema: { tags, params: zIdParams, response: { 200: zEnvelope(zThangQuyDoi) } } },
    async (request) => ok(await service.getScale(app.db, request.params.id)),
  );
  app.get(
    '/api/DiemCam/thangQuyDoi/:id/phienBan',
    { config: read, schema: { tags, params: zIdParams, response: { 200: zEnvelope(z.array(zThangQuyDoi)) } } },
    async (request) => ok(await service.listVersions(app.db, request.params.id)),
  );
  app.post(
    '/api/DiemCam/thangQuyDoi',
    { config: write, schema: { tags, body: zThangQuyDoiInput, response: { 200: zEnvelope(zThangQuyDoi) } } },
    async (request) => ok(await service.createScale(app.db, callerOf(request), request.body)),
  );
  app.put(
    '/api/DiemCam/thangQuyDoi/:id',
    {
      config: write,
      schema: { tags, params: zIdParams, body: zThangQuyDoiInput, response: { 200: zEnvelope(zThangQuyDoiSaved) } },
    },
    async (request) => ok(await service.updateScale(app.db, callerOf(request), request.params.id, request.body)),
  );
  app.delete(
    '/api/DiemCam/thangQuyDoi/:id',
    { config: write, schema: { tags, params: zIdParams, response: { 200: zEnvelope(z.null()) } } },
    async (request) => {
      await service.deleteScale(app.db, callerOf(request), request.params.id);
      return ok(null);
    },
  );
};
