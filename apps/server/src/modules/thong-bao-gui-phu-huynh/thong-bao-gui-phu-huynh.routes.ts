import {
  thongBaoGuiPhuHuynhAuthority,
  zEnvelope,
  zGuiKetQua,
  zGuiKhoiInput,
  zGuiKhoiKetQua,
  zGuiThongBaoInput,
  zIdParams,
  zLienKetQuery,
  zNguoiNhanParams,
  zPage,
  zTepDinhKem,
  zThongBaoChiTiet,
  zThongBaoCongKhai,
  zThongBaoGuiPhuHuynh,
  zThongBaoGuiPhuHuynhInput,
  zThongBaoGuiPhuHuynhListQuery,
  zXacNhanKetQua,
} from '@hpl/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../lib/caller';
import { ok } from '../../lib/envelope';
import { notFound } from '../../lib/errors';
import { DOCUMENT_MAX_BYTES, ensureMultipart, readUpload } from '../../lib/multipart';
import { rateLimitFor } from '../../lib/rate-limit';
import { type OpenedFile, openBlob } from '../../lib/uploads';
import { registerDownloadPolicy } from '../medias';
import * as publicSide from './cong-khai.service';
import { sendToGradeLevel } from './gui-khoi.service';
import { noticeSettingsOf } from './notice-settings';
import { sendNoticeKind } from './send-job';
import * as service from './thong-bao-gui-phu-huynh.service';

const tags = ['ThongBaoGuiPhuHuynh'];
const manage = { auth: thongBaoGuiPhuHuynhAuthority.quanLy };
/** The guardian's page is public; a link guessed or replayed in bulk meets this limit per address. */
const guardian = { auth: 'public' as const, rateLimit: rateLimitFor(60, '1 minute') };
const zId = z.object({ id: z.number().int() });

/**
 * `/api/ThongBaoGuiPhuHuynh`: a class's notices to parents (the homeroom teacher or Admin), their sending through the
 * job queue, and `/congKhai/*`, what a guardian reaches with a signed link.
 */
export const thongBaoGuiPhuHuynhRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = noticeSettingsOf(app.config);
  if (!app.config.parentNotices.linkKeyStable) {
    app.log.warn('PARENT_NOTICE_LINK_KEY and SESSION_SECRET are unset: parents’ notice links end at the next restart');
  }
  app.jobs.define(sendNoticeKind(settings));
  registerDownloadPolicy(service.ATTACHMENT_PURPOSE, {
    check: (user, file, db) => service.mayDownloadAttachment(db, user, file.id),
  });
  await ensureMultipart(app);

  app.get(
    '/api/ThongBaoGuiPhuHuynh/danhSachThongBaoGuiPhuHuynh',
    {
      config: manage,
      schema: {
        tags,
        querystring: zThongBaoGuiPhuHuynhListQuery,
        response: { 200: zEnvelope(zPage(zThongBaoGuiPhuHuynh)) },
      },
    },
    async (request) => ok(await service.listNotices(app.db, callerOf(request).user, request.query)),
  );
  app.get(
    '/api/ThongBaoGuiPhuHuynh/:id',
    { config: manage, schema: { tags, params: zIdParams, response: { 200: zEnvelope(zThongBaoChiTiet) } } },
    async (request) => ok(await service.getNotice(app.db, settings, callerOf(request).user, request.params.id)),
  );
  app.post(
    '/api/ThongBaoGuiPhuHuynh',
    { config: manage, schema: { tags, body: zThongBaoGuiPhuHuynhInput, response: { 200: zEnvelope(zId) } } },
    async (request) => ok(await service.createNotice(app.db, callerOf(request), request.body)),
  );
  app.put(
    '/api/ThongBaoGuiPhuHuynh/:id',
    {
      config: manage,
      schema: { tags, params: zIdParams, body: zThongBaoGuiPhuHuynhInput, response: { 200: zEnvelope(zId) } },
    },
    async (request) => ok(await service.updateNotice(app.db, callerOf(request), request.params.id, request.body)),
  );
  app.delete(
    '/api/ThongBaoGuiPhuHuynh/:id',
    { config: manage, schema: { tags, params: zIdParams, response: { 200: zEnvelope(zId) } } },
    async (request) => ok(await service.deleteNotice(app.db, callerOf(request), request.params.id)),
  );
  app.post(
    '/api/ThongBaoGuiPhuHuynh/:id/gui',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Sends a draft now or schedules it (the send job delivers the e-mails)',
        params: zIdParams,
        body: zGuiThongBaoInput,
        response: { 200: zEnvelope(zGuiKetQua) },
      },
    },
    async (request) => {
      const result = await service.sendNotice(app.db, settings, callerOf(request), request.params.id, request.body);
      app.jobs.poke();
      return ok(result);
    },
  );
  app.post(
    '/api/ThongBaoGuiPhuHuynh/guiKhoi',
    {
      config: { auth: thongBaoGuiPhuHuynhAuthority.guiKhoi },
      schema: {
        tags,
        summary: 'The office sends a notice to the guardians of every homeroom class of a grade level (one per class)',
        body: zGuiKhoiInput,
        response: { 200: zEnvelope(zGuiKhoiKetQua) },
      },
    },
    async (request) => {
      const result = await sendToGradeLevel(app.db, settings, callerOf(request), request.body);
      app.jobs.poke();
      return ok(result);
    },
  );
  app.post(
    '/api/ThongBaoGuiPhuHuynh/:id/guiLai',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Mails the notice again to the guardians who have not opened it',
        params: zIdParams,
        response: { 200: zEnvelope(zGuiKetQua) },
      },
    },
    async (request) => {
      const result = await service.resendUnopened(app.db, settings, callerOf(request), request.params.id);
      app.jobs.poke();
      return ok(result);
    },
  );
  app.post(
    '/api/ThongBaoGuiPhuHuynh/:id/thuHoi',
    { config: manage, schema: { tags, params: zIdParams, response: { 200: zEnvelope(zGuiKetQua) } } },
    async (request) => ok(await service.recallNotice(app.db, callerOf(request), request.params.id)),
  );
  app.post(
    '/api/ThongBaoGuiPhuHuynh/:id/nguoiNhan/:nguoiNhanId/thuHoiLienKet',
    { config: manage, schema: { tags, params: zNguoiNhanParams, response: { 200: zEnvelope(zId) } } },
    async (request) =>
      ok(await service.revokeLink(app.db, callerOf(request), request.params.id, request.params.nguoiNhanId)),
  );
  app.post(
    '/api/ThongBaoGuiPhuHuynh/tepDinhKem',
    {
      config: manage,
      schema: { tags, summary: 'Uploads an attachment (multipart, 10 MB)', response: { 200: zEnvelope(zTepDinhKem) } },
    },
    async (request) => {
      const upload = await readUpload(request, DOCUMENT_MAX_BYTES);
      return ok(await service.storeAttachment(app.db, app.config.uploadDir, callerOf(request), upload));
    },
  );

  app.get(
    '/api/ThongBaoGuiPhuHuynh/congKhai',
    {
      config: guardian,
      schema: { tags, querystring: zLienKetQuery, response: { 200: zEnvelope(zThongBaoCongKhai) } },
    },
    async (request) => ok(await publicSide.openNotice(app.db, settings, request.query.t)),
  );
  app.post(
    '/api/ThongBaoGuiPhuHuynh/congKhai/xacNhan',
    {
      config: guardian,
      schema: { tags, querystring: zLienKetQuery, response: { 200: zEnvelope(zXacNhanKetQua) } },
    },
    async (request) => ok(await publicSide.acknowledge(app.db, settings, request.query.t)),
  );
  app.get(
    '/api/ThongBaoGuiPhuHuynh/congKhai/tep/:id',
    {
      config: guardian,
      schema: {
        tags,
        summary: "An attachment through the guardian's link",
        params: zIdParams,
        querystring: zLienKetQuery,
      },
    },
    async (request, reply) => {
      const file = await publicSide.attachmentFor(app.db, settings, request.query.t, request.params.id);
      let body: OpenedFile;
      try {
        body = await openBlob(app.config.uploadDir, file.sha256);
      } catch {
        request.log.error({ fileId: file.id }, 'stored file missing on disk');
        throw notFound();
      }
      return reply
        .header('Content-Type', file.mimeType)
        .header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.originalName)}`)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('Cache-Control', 'private, no-store')
        .header('Content-Length', body.size)
        .send(body.stream);
    },
  );
};
