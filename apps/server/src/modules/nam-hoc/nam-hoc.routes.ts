import {
  namHocAuthority,
  zEnvelope,
  zHocKy,
  zHocKyParams,
  zHocKyUpdate,
  zIdParams,
  zNamHoc,
  zNamHocInput,
  zNamHocListQuery,
  zNamHocUpdate,
  zPage,
} from '@hpl/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../lib/caller';
import { ok } from '../../lib/envelope';
import { EXPORT_RATE_LIMIT, exportList, sendXlsx } from '../../lib/excel-export';
import { requestLang } from '../../lib/lang';
import * as service from './nam-hoc.service';
import { namHocExport } from './nam-hoc-export';

const tags = ['NamHoc'];
const read = { auth: namHocAuthority.read };
const write = { auth: namHocAuthority.write };

export const namHocRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/NamHoc/danhSachNamHoc',
    { config: read, schema: { tags, querystring: zNamHocListQuery, response: { 200: zEnvelope(zPage(zNamHoc)) } } },
    async (request) => ok(await service.listYears(app.db, request.query)),
  );

  app.get(
    '/api/NamHoc/xuatExcel',
    {
      config: { ...read, rateLimit: EXPORT_RATE_LIMIT },
      schema: { tags, summary: 'Exports what the list shows as .xlsx', querystring: zNamHocListQuery },
    },
    async (request, reply) => {
      const { sheet, columns } = namHocExport;
      const result = await exportList(requestLang(request), { name: sheet, columns }, (pageIndex, pageSize) =>
        service.listYears(app.db, { ...request.query, pageIndex, pageSize }),
      );
      return sendXlsx(reply, 'nam-hoc', result);
    },
  );

  app.get(
    '/api/NamHoc/:id',
    { config: read, schema: { tags, params: zIdParams, response: { 200: zEnvelope(zNamHoc) } } },
    async (request) => ok(await service.getYear(app.db, request.params.id)),
  );

  app.get(
    '/api/NamHoc/:id/danhSachHocKy',
    { config: read, schema: { tags, params: zIdParams, response: { 200: zEnvelope(z.array(zHocKy)) } } },
    async (request) => ok(await service.listTermsOfYear(app.db, request.params.id)),
  );

  app.post(
    '/api/NamHoc',
    { config: write, schema: { tags, body: zNamHocInput, response: { 200: zEnvelope(zNamHoc) } } },
    async (request) => ok(await service.createYear(app.db, callerOf(request), request.body)),
  );

  app.put(
    '/api/NamHoc/:id',
    { config: write, schema: { tags, params: zIdParams, body: zNamHocUpdate, response: { 200: zEnvelope(zNamHoc) } } },
    async (request) => ok(await service.updateYear(app.db, callerOf(request), request.params.id, request.body)),
  );

  app.put(
    '/api/NamHoc/:id/hocKy/:hocKyId',
    {
      config: write,
      schema: { tags, params: zHocKyParams, body: zHocKyUpdate, response: { 200: zEnvelope(zHocKy) } },
    },
    async (request) =>
      ok(await service.updateTerm(app.db, callerOf(request), request.params.id, request.params.hocKyId, request.body)),
  );

  app.delete(
    '/api/NamHoc/:id',
    { config: write, schema: { tags, params: zIdParams, response: { 200: zEnvelope(z.null()) } } },
    async (request) => {
      await service.deleteYear(app.db, callerOf(request), request.params.id);
      return ok(null);
    },
  );
};
