import {
  taiKhoanAuthority,
  zEnvelope,
  zIdParams,
  zPage,
  zTaiKhoan,
  zTaiKhoanInput,
  zTaiKhoanListQuery,
  zTaiKhoanMatKhau,
  zTaiKhoanUpdate,
} from '@hpl/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../lib/caller';
import { ok } from '../../lib/envelope';
import { EXPORT_RATE_LIMIT, sendXlsx } from '../../lib/excel-export';
import { requestLang } from '../../lib/lang';
import * as service from './tai-khoan.service';
import { exportAccounts } from './tai-khoan-export';

const tags = ['TaiKhoan'];
const config = { auth: taiKhoanAuthority.quanLy };

export const taiKhoanRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ db: app.db, sessions: app.sessions });
  app.get(
    '/api/TaiKhoan/danhSachTaiKhoan',
    { config, schema: { tags, querystring: zTaiKhoanListQuery, response: { 200: zEnvelope(zPage(zTaiKhoan)) } } },
    async (request) => ok(await service.listAccounts(app.db, request.query)),
  );
  app.get(
    '/api/TaiKhoan/xuatExcel',
    {
      config: { ...config, rateLimit: EXPORT_RATE_LIMIT },
      schema: { tags, summary: 'Exports the accounts the list shows as .xlsx', querystring: zTaiKhoanListQuery },
    },
    async (request, reply) =>
      sendXlsx(reply, 'tai-khoan', await exportAccounts(app.db, request.query, requestLang(request))),
  );
  app.get(
    '/api/TaiKhoan/:id',
    { config, schema: { tags, params: zIdParams, response: { 200: zEnvelope(zTaiKhoan) } } },
    async (request) => ok(await service.getAccount(app.db, request.params.id)),
  );
  app.post(
    '/api/TaiKhoan',
    { config, schema: { tags, body: zTaiKhoanInput, response: { 200: zEnvelope(zTaiKhoanMatKhau) } } },
    async (request) => ok(await service.createAccount(app.db, callerOf(request), request.body)),
  );
  app.put(
    '/api/TaiKhoan/:id',
    { config, schema: { tags, params: zIdParams, body: zTaiKhoanUpdate, response: { 200: zEnvelope(zTaiKhoan) } } },
    async (request) => ok(await service.updateAccess(deps(), callerOf(request), request.params.id, request.body)),
  );
  app.post(
    '/api/TaiKhoan/:id/khoa',
    { config, schema: { tags, params: zIdParams, response: { 200: zEnvelope(zTaiKhoan) } } },
    async (request) => ok(await service.lock(deps(), callerOf(request), request.params.id)),
  );
  app.post(
    '/api/TaiKhoan/:id/moKhoa',
    { config, schema: { tags, params: zIdParams, response: { 200: zEnvelope(zTaiKhoan) } } },
    async (request) => ok(await service.unlock(deps(), callerOf(request), request.params.id)),
  );
  app.post(
    '/api/TaiKhoan/:id/datLaiMatKhau',
    { config, schema: { tags, params: zIdParams, response: { 200: zEnvelope(zTaiKhoanMatKhau) } } },
    async (request) => ok(await service.resetAccountPassword(deps(), callerOf(request), request.params.id)),
  );
};
