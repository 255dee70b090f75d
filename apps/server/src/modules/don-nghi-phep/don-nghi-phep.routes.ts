import {
  donNghiPhepAuthority,
  passesAuthority,
  zDinhKem,
  zDonNghiPhep,
  zDonNghiPhepChiTiet,
  zDonNghiPhepInput,
  zDonNghiPhepListQuery,
  zDonNghiPhepUpdate,
  zEnvelope,
  zIdParams,
  zLeaveBalance,
  zLeaveBalanceQuery,
  zLeaveCalendarEntry,
  zLeaveCalendarQuery,
  zLeaveDecision,
  zLoaiNghiPhep,
  zLoaiNghiPhepInput,
  zLoaiNghiPhepUpdate,
  zPage,
  zWorkingDaysQuery,
  zWorkingDaysResult,
} from '@hpl/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../lib/caller';
import { ok } from '../../lib/envelope';
import { EXPORT_RATE_LIMIT, sendXlsx } from '../../lib/excel-export';
import { requestLang } from '../../lib/lang';
import { rawUploadOf } from '../../lib/multipart';
import { registerDownloadPolicy } from '../medias';
import { LEAVE_ATTACHMENT_MAX_BYTES, LEAVE_ATTACHMENT_PURPOSE, storeAttachment } from './dinh-kem';
import * as service from './don-nghi-phep.service';
import { exportRequests } from './don-nghi-phep-export';
import * as types from './loai-nghi-phep.service';
import { leaveEntitlementRoutes } from './so-ngay-phep.routes';

const tags = ['DonNghiPhep'];
/** Staff file leave (route group yeucaudexuat is for GiaoVien); HR reads and exports every request. */
const staff = { auth: donNghiPhepAuthority.nhanVien };
const hr = { auth: donNghiPhepAuthority.nhanSu };
const admin = { auth: donNghiPhepAuthority.loaiNghiPhep };

const TRANSITION_PATHS = {
  duyet: 'approve',
  tuChoi: 'decline',
  huy: 'cancel',
  xinHuy: 'requestCancel',
  xacNhanHuy: 'confirmCancel',
  tuChoiHuy: 'rejectCancel',
} as const satisfies Record<string, service.TransitionAction>;

export const donNghiPhepRoutes: FastifyPluginAsyncZod = async (app) => {
  // Attachments download through /api/medias/files/{id}/download: the uploader (owner), HR, and the approver of a
  // request that refers to the file.
  registerDownloadPolicy(LEAVE_ATTACHMENT_PURPOSE, {
    authority: donNghiPhepAuthority.nhanSu,
    check: (user, file, db) => service.mayDownloadAttachment(db, user, file.id),
  });

  // Attachments arrive as the raw file body (Content-Type of the file, name in X-File-Name, URL-encoded); the type is
  // decided from the bytes. Scoped to this plugin, so other modules' parsers are untouched.
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: LEAVE_ATTACHMENT_MAX_BYTES }, (_request, body, done) =>
    done(null, body),
  );

  // HR's per-person annual entitlement setting (GET/PUT /api/DonNghiPhep/soNgayPhep).
  await app.register(leaveEntitlementRoutes);

  app.get(
    '/api/DonNghiPhep/danhSachDonNghiPhep',
    {
      config: staff,
      schema: { tags, querystring: zDonNghiPhepListQuery, response: { 200: zEnvelope(zPage(zDonNghiPhep)) } },
    },
    async (request) => ok(await service.listRequests(app.db, callerOf(request).user, request.query)),
  );

  app.get(
    '/api/DonNghiPhep/soNgayPhepConLai',
    { config: staff, schema: { tags, querystring: zLeaveBalanceQuery, response: { 200: zEnvelope(zLeaveBalance) } } },
    async (request) => ok(await service.getBalance(app.db, callerOf(request).user, request.query.namHocId)),
  );

  app.get(
    '/api/DonNghiPhep/soNgayLamViec',
    {
      config: staff,
      schema: { tags, querystring: zWorkingDaysQuery, response: { 200: zEnvelope(zWorkingDaysResult) } },
    },
    async (request) => ok(await service.countDays(app.db, request.query)),
  );

  app.get(
    '/api/DonNghiPhep/lichNghi',
    {
      config: hr,
      schema: { tags, querystring: zLeaveCalendarQuery, response: { 200: zEnvelope(z.array(zLeaveCalendarEntry)) } },
    },
    async (request) => ok(await service.listCalendar(app.db, request.query)),
  );

  app.get(
    '/api/DonNghiPhep/xuatExcel',
    { config: { ...hr, rateLimit: EXPORT_RATE_LIMIT }, schema: { tags, querystring: zDonNghiPhepListQuery } },
    async (request, reply) =>
      sendXlsx(
        reply,
        'don-nghi-phep',
        await exportRequests(app.db, callerOf(request).user, request.query, requestLang(request)),
      ),
  );

  app.post(
    '/api/DonNghiPhep/dinhKem',
    { config: staff, bodyLimit: LEAVE_ATTACHMENT_MAX_BYTES, schema: { tags, response: { 200: zEnvelope(zDinhKem) } } },
    async (request) => ok(await storeAttachment(app.db, app.config.uploadDir, callerOf(request), rawUploadOf(request))),
  );

  app.get(
    '/api/DonNghiPhep/:id',
    { config: staff, schema: { tags, params: zIdParams, response: { 200: zEnvelope(zDonNghiPhepChiTiet) } } },
    async (request) => ok(await service.getRequest(app.db, callerOf(request).user, request.params.id)),
  );

  app.post(
    '/api/DonNghiPhep',
    { config: staff, schema: { tags, body: zDonNghiPhepInput, response: { 200: zEnvelope(zDonNghiPhepChiTiet) } } },
    async (request) => ok(await service.createRequest(app.db, callerOf(request), request.body)),
  );

  app.put(
    '/api/DonNghiPhep/:id',
    {
      config: staff,
      schema: { tags, params: zIdParams, body: zDonNghiPhepUpdate, response: { 200: zEnvelope(zDonNghiPhepChiTiet) } },
    },
    async (request) => ok(await service.updateRequest(app.db, callerOf(request), request.params.id, request.body)),
  );

  for (const [path, action] of Object.entries(TRANSITION_PATHS)) {
    app.post(
      `/api/DonNghiPhep/:id/${path}`,
      {
        config: staff,
        schema: { tags, params: zIdParams, body: zLeaveDecision, response: { 200: zEnvelope(zDonNghiPhepChiTiet) } },
      },
      async (request) =>
        ok(await service.transitionRequest(app.db, callerOf(request), request.params.id, action, request.body)),
    );
  }

  // Leave types: master data. Everyone who files leave reads the active ones; Admin manages them.
  const typeTags = ['LoaiNghiPhep'];
  app.get(
    '/api/LoaiNghiPhep/danhSachLoaiNghiPhep',
    {
      config: staff,
      schema: {
        tags: typeTags,
        querystring: z.object({ tatCa: z.enum(['true', 'false']).optional() }),
        response: { 200: zEnvelope(z.array(zLoaiNghiPhep)) },
      },
    },
    async (request) => {
      const user = callerOf(request).user;
      const includeRetired = request.query.tatCa === 'true' && passesAuthority(donNghiPhepAuthority.loaiNghiPhep, user);
      return ok(await types.listLeaveTypes(app.db, includeRetired));
    },
  );

  app.post(
    '/api/LoaiNghiPhep',
    {
      config: admin,
      schema: { tags: typeTags, body: zLoaiNghiPhepInput, response: { 200: zEnvelope(zLoaiNghiPhep) } },
    },
    async (request) => ok(await types.createLeaveType(app.db, callerOf(request), request.body)),
  );

  app.put(
    '/api/LoaiNghiPhep/:id',
    {
      config: admin,
      schema: {
        tags: typeTags,
        params: zIdParams,
        body: zLoaiNghiPhepUpdate,
        response: { 200: zEnvelope(zLoaiNghiPhep) },
      },
    },
    async (request) => ok(await types.updateLeaveType(app.db, callerOf(request), request.params.id, request.body)),
  );
};
