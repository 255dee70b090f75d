import { timingSafeEqual } from 'node:crypto';
import {
  IMPORT_MAX_BYTES,
  passesAuthority,
  tuyenSinhAuthority,
  zBangHoSo,
  zBangHoSoQuery,
  zChuyenTrangThai,
  zDanhGiaInput,
  zEnvelope,
  zErrorEnvelope,
  zHoSoNhanVao,
  zHoSoNhanVaoKetQua,
  zHoSoTuyenSinh,
  zHoSoTuyenSinhChiTiet,
  zHoSoTuyenSinhInput,
  zHoSoTuyenSinhListQuery,
  zIdParams,
  zLopNhapHoc,
  zNhapHocInput,
  zNhapHoSoQuery,
  zNhapHoSoResult,
  zPage,
  zThongKeTuyenSinh,
} from '@hpl/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/audit';
import { callerOf } from '../../lib/caller';
import { ok } from '../../lib/envelope';
import { AppError, notFound } from '../../lib/errors';
import { EXPORT_RATE_LIMIT, sendXlsx, XLSX_TYPE } from '../../lib/excel-export';
import { SPREADSHEET_IMPORT } from '../../lib/import-gate';
import { requestLang } from '../../lib/lang';
import { ensureMultipart, readUpload } from '../../lib/multipart';
import { sendPdf } from '../../lib/pdf';
import { rateLimitFor } from '../../lib/rate-limit';
import { schoolToday } from '../../lib/school-date';
import { registerDownloadPolicy } from '../medias';
import { ADMISSION_DOCUMENT_PURPOSE, receiveApplication } from './nhan-vao.service';
import { decisionMailKind } from './thu-gui-phu-huynh';
import { renderDecisionLetter } from './thu-quyet-dinh';
import { INBOUND_BODY_LIMIT } from './tuyen-sinh.policy';
import * as service from './tuyen-sinh.service';
import { exportApplications } from './tuyen-sinh-export';
import { importApplications, importTemplate } from './tuyen-sinh-import';

const tags = ['TuyenSinh'];
const office = { auth: tuyenSinhAuthority.office };
const review = { auth: tuyenSinhAuthority.review };

function sameKey(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

const INBOUND_DESCRIPTION = `For the school's public admissions site. Send the key of \`TUYEN_SINH_API_KEY\` in the
\`X-Api-Key\` header and the application as JSON; documents go in \`taiLieu\` with their bytes in base64 (\`noiDung\`).
The type is read from the bytes: a birth certificate (\`giayKhaiSinh\`) or report card (\`hocBa\`) is a PDF or an image
(JPEG, PNG, WebP) of at most 5 MB, the photo (\`anhThe\`) an image of at most 2 MB; at most 8 documents. Posting the same
\`maHoSoNguon\` again answers the application already made (\`taoMoi: false\`), never a second one. Answers: 200 with the
application; 400 for a bad payload or a document of the wrong type; 401 for a missing or wrong key; 404 when the
portal has no key configured (the intake is off); 413 for a document over its limit or a body over ${Math.round(
  INBOUND_BODY_LIMIT / 1024 / 1024,
)} MB — every refusal in the error envelope \`{ succeeded: false, errors }\`.`;

/** `/api/TuyenSinh`: applications for next year — the public site's intake, review, decision, letters and enrolment. */
export const tuyenSinhRoutes: FastifyPluginAsyncZod = async (app) => {
  registerDownloadPolicy(ADMISSION_DOCUMENT_PURPOSE, {
    check: (user, file, db) =>
      service.mayDownloadFile(db, user, file.id, passesAuthority(tuyenSinhAuthority.office, user)),
  });
  await ensureMultipart(app);
  app.jobs.define(decisionMailKind(app.config.mail));

  app.post(
    '/api/TuyenSinh/hoSo',
    {
      // 'public' for the route table: the site has no session; the key is checked before the body is validated.
      config: { auth: 'public', rateLimit: rateLimitFor(120, '1 minute') },
      bodyLimit: INBOUND_BODY_LIMIT,
      preValidation: async (request) => {
        const key = app.config.tuyenSinh.apiKey;
        if (!key) throw notFound();
        const given = request.headers['x-api-key'];
        if (typeof given !== 'string' || !sameKey(given, key)) throw new AppError(401, 'tuyenSinh.apiKey.invalid');
      },
      schema: {
        tags,
        summary: 'Receive an application from the public admissions site (API key)',
        description: INBOUND_DESCRIPTION,
        headers: z.object({ 'x-api-key': z.string().optional() }),
        body: zHoSoNhanVao,
        response: {
          200: zEnvelope(zHoSoNhanVaoKetQua),
          400: zErrorEnvelope,
          401: zErrorEnvelope,
          404: zErrorEnvelope,
          413: zErrorEnvelope,
        },
      },
    },
    async (request) =>
      ok(await receiveApplication(app.db, app.config.uploadDir, { ...actorOf(request), hoTen: null }, request.body)),
  );
  app.post(
    '/api/TuyenSinh',
    {
      config: office,
      bodyLimit: INBOUND_BODY_LIMIT,
      schema: {
        tags,
        summary: 'The office enters an application',
        body: zHoSoTuyenSinhInput,
        response: { 200: zEnvelope(zHoSoNhanVaoKetQua) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      return ok(
        await receiveApplication(app.db, app.config.uploadDir, { ...caller, hoTen: caller.user.hoTen }, request.body),
      );
    },
  );
  app.get(
    '/api/TuyenSinh/nhapExcel/mau',
    { config: office, schema: { tags, summary: 'The template of the applications spreadsheet' } },
    async (request, reply) =>
      reply
        .header('Content-Type', XLSX_TYPE)
        .header('Content-Disposition', 'attachment; filename="mau-ho-so-tuyen-sinh.xlsx"')
        .send(await importTemplate(requestLang(request))),
  );
  app.post(
    '/api/TuyenSinh/nhapExcel',
    {
      config: { ...office, ...SPREADSHEET_IMPORT },
      bodyLimit: IMPORT_MAX_BYTES + 64 * 1024,
      schema: {
        tags,
        summary: 'Import applications from a spreadsheet (all or nothing; thuNghiem=true, the default, only checks)',
        querystring: zNhapHoSoQuery,
        response: { 200: zEnvelope(zNhapHoSoResult) },
      },
    },
    async (request) => {
      const upload = await readUpload(request, IMPORT_MAX_BYTES);
      return ok(
        await importApplications(app.db, callerOf(request), upload, {
          ...request.query,
          lang: requestLang(request),
        }),
      );
    },
  );
  app.get(
    '/api/TuyenSinh/danhSachHoSo',
    {
      config: office,
      schema: { tags, querystring: zHoSoTuyenSinhListQuery, response: { 200: zEnvelope(zPage(zHoSoTuyenSinh)) } },
    },
    async (request) => ok(await service.listApplications(app.db, request.query)),
  );
  app.get(
    '/api/TuyenSinh/bangHoSo',
    { config: office, schema: { tags, querystring: zBangHoSoQuery, response: { 200: zEnvelope(zBangHoSo) } } },
    async (request) => ok(await service.boardOf(app.db, request.query)),
  );
  app.get(
    '/api/TuyenSinh/thongKe',
    { config: office, schema: { tags, response: { 200: zEnvelope(zThongKeTuyenSinh) } } },
    async () => ok(await service.statisticsOf(app.db)),
  );
  app.get(
    '/api/TuyenSinh/xuatExcel',
    { config: { ...office, rateLimit: EXPORT_RATE_LIMIT }, schema: { tags, querystring: zHoSoTuyenSinhListQuery } },
    async (request, reply) =>
      sendXlsx(reply, 'ho-so-tuyen-sinh', await exportApplications(app.db, request.query, requestLang(request))),
  );
  app.get(
    '/api/TuyenSinh/hoSo/:id',
    { config: office, schema: { tags, params: zIdParams, response: { 200: zEnvelope(zHoSoTuyenSinhChiTiet) } } },
    async (request) => ok(await service.getApplication(app.db, request.params.id)),
  );
  app.get(
    '/api/TuyenSinh/hoSo/:id/thuQuyetDinh',
    { config: office, schema: { tags, summary: 'The decision letter (PDF, Vietnamese)', params: zIdParams } },
    async (request, reply) => {
      const { maHoSo, pdf } = await renderDecisionLetter(app.db, request.params.id, schoolToday());
      return sendPdf(reply, `thu-quyet-dinh-${maHoSo}`, pdf);
    },
  );
  app.post(
    '/api/TuyenSinh/hoSo/:id/chuyenTrangThai',
    {
      config: review,
      schema: { tags, params: zIdParams, body: zChuyenTrangThai, response: { 200: zEnvelope(zHoSoTuyenSinhChiTiet) } },
    },
    async (request) => {
      const mailGuardians = !!app.config.mail.smtpUrl;
      const moved = await service.moveApplication(app.db, callerOf(request), request.params.id, request.body, {
        mailGuardians,
      });
      if (mailGuardians) app.jobs.poke();
      return ok(moved);
    },
  );
  app.put(
    '/api/TuyenSinh/hoSo/:id/danhGia',
    {
      config: review,
      schema: { tags, params: zIdParams, body: zDanhGiaInput, response: { 200: zEnvelope(zHoSoTuyenSinhChiTiet) } },
    },
    async (request) => ok(await service.scoreApplication(app.db, callerOf(request), request.params.id, request.body)),
  );
  app.get(
    '/api/TuyenSinh/hoSo/:id/lopNhapHoc',
    { config: review, schema: { tags, params: zIdParams, response: { 200: zEnvelope(zLopNhapHoc) } } },
    async (request) => ok(await service.listEnrolmentClasses(app.db, request.params.id)),
  );
  app.post(
    '/api/TuyenSinh/hoSo/:id/nhapHoc',
    {
      config: review,
      schema: { tags, params: zIdParams, body: zNhapHocInput, response: { 200: zEnvelope(zHoSoTuyenSinhChiTiet) } },
    },
    async (request) => ok(await service.enrolApplication(app.db, callerOf(request), request.params.id, request.body)),
  );
};
