import {
  hoSoChuyenMonAuthority,
  zEnvelope,
  zIdParams,
  zLoaiHoSoInput,
  zLoaiHoSoListQuery,
  zLoaiHoSoQuanLy,
  zPage,
} from '@hpl/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../lib/caller';
import { ok } from '../../lib/envelope';
import { requestLang } from '../../lib/lang';
import * as service from './loai-ho-so.service';

const tags = ['LoaiHoSo'];
const settings = { auth: hoSoChuyenMonAuthority.settings };
const one = { 200: zEnvelope(zLoaiHoSoQuanLy) };

/** `/api/LoaiHoSo`: the record types of the active year, the school's managed list (HR), paged like every list. */
export const loaiHoSoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/LoaiHoSo/danhSachLoaiHoSo',
    {
      config: settings,
      schema: { tags, querystring: zLoaiHoSoListQuery, response: { 200: zEnvelope(zPage(zLoaiHoSoQuanLy)) } },
    },
    async (request) => ok(await service.listTypes(app.db, request.query, requestLang(request))),
  );
  app.post(
    '/api/LoaiHoSo',
    { config: settings, schema: { tags, body: zLoaiHoSoInput, response: one } },
    async (request) => ok(await service.createType(app.db, callerOf(request), request.body)),
  );
  app.put(
    '/api/LoaiHoSo/:id',
    { config: settings, schema: { tags, params: zIdParams, body: zLoaiHoSoInput, response: one } },
    async (request) => ok(await service.updateType(app.db, callerOf(request), request.params.id, request.body)),
  );
  app.delete(
    '/api/LoaiHoSo/:id',
    { config: settings, schema: { tags, params: zIdParams, response: { 200: zEnvelope(z.null()) } } },
    async (request) => {
      await service.deleteType(app.db, callerOf(request), request.params.id);
      return ok(null);
    },
  );
};
