import {
  baoLoiAuthority,
  zAnhChupBaoLoi,
  zBaoLoi,
  zBaoLoiChiTiet,
  zBaoLoiChuyenTrangThai,
  zBaoLoiInput,
  zBaoLoiListQuery,
  zEnvelope,
  zIdParams,
  zPage,
} from '@hpl/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../lib/caller';
import { ok } from '../../lib/envelope';
import { ensureMultipart, readUpload } from '../../lib/multipart';
import { registerDownloadPolicy } from '../medias';
import * as service from './bao-loi.service';

const tags = ['BaoLoi'];
const read = { auth: baoLoiAuthority.read };
const write = { auth: baoLoiAuthority.write };
const admin = { auth: baoLoiAuthority.xuLy };

/** `/api/BaoLoi`: staff file bug reports (with a screenshot) and follow their own; Admin moves every report on. */
export const baoLoiRoutes: FastifyPluginAsyncZod = async (app) => {
  // Screenshots download through /api/medias/files/{id}/download: the reporter (owner) and Admin.
  registerDownloadPolicy(service.BUG_SCREENSHOT_PURPOSE, { authority: baoLoiAuthority.xuLy });
  await ensureMultipart(app);

  app.get(
    '/api/BaoLoi/danhSachBaoLoi',
    { config: read, schema: { tags, querystring: zBaoLoiListQuery, response: { 200: zEnvelope(zPage(zBaoLoi)) } } },
    async (request) => ok(await service.listReports(app.db, callerOf(request), request.query)),
  );
  app.post(
    '/api/BaoLoi/anhChup',
    {
      config: write,
      bodyLimit: service.BUG_SCREENSHOT_MAX_BYTES + 64 * 1024,
      schema: {
        tags,
        summary: 'Upload a screenshot (PNG, JPEG or WebP)',
        response: { 200: zEnvelope(zAnhChupBaoLoi) },
      },
    },
    async (request) => {
      const upload = await readUpload(request, service.BUG_SCREENSHOT_MAX_BYTES);
      return ok(await service.storeScreenshot(app.db, app.config.uploadDir, callerOf(request), upload));
    },
  );
  app.get(
    '/api/BaoLoi/:id',
    { config: read, schema: { tags, params: zIdParams, response: { 200: zEnvelope(zBaoLoiChiTiet) } } },
    async (request) => ok(await service.getReport(app.db, callerOf(request), request.params.id)),
  );
  app.post(
    '/api/BaoLoi',
    { config: write, schema: { tags, body: zBaoLoiInput, response: { 200: zEnvelope(zBaoLoiChiTiet) } } },
    async (request) => ok(await service.createReport(app.db, callerOf(request), request.body)),
  );
  app.post(
    '/api/BaoLoi/:id/chuyenTrangThai',
    {
      config: admin,
      schema: { tags, params: zIdParams, body: zBaoLoiChuyenTrangThai, response: { 200: zEnvelope(zBaoLoiChiTiet) } },
    },
    async (request) => ok(await service.moveReport(app.db, callerOf(request), request.params.id, request.body)),
  );
};
