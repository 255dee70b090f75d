import {
  DIEM_VN_AUTHORITY,
  zEnvelope,
  zHocSinhParams,
  zLichSuTieuHoc,
  zLichSuTieuHocQuery,
  zLopChuNhiem,
  zLopChuNhiemQuery,
  zLopMonHocParams,
  zLopMonHocTieuHoc,
  zLopMonHocTieuHocQuery,
  zLopQuanLyParams,
  zLuuPhamChatInput,
  zLuuTieuHocInput,
  zLuuTieuHocResult,
  zPhamChatLop,
  zPhieuKetQuaQuery,
  zPhieuTieuHoc,
  zSoDiemTieuHoc,
  zTongKetTieuHoc,
} from '@hpl/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../lib/caller';
import { ok } from '../../lib/envelope';
import { EXPORT_RATE_LIMIT } from '../../lib/excel-export';
import { sendPdf } from '../../lib/pdf';
import * as service from './tieu-hoc.service';
import * as primaryReports from './tieu-hoc-phieu-ket-qua.service';
import * as primarySummary from './tieu-hoc-tong-ket.service';

/** Primary (Circular 27) routes of the DiemVN API, under /api/DiemVN/tieuHoc. */

const tags = ['DiemVN'];
const teacher = { auth: DIEM_VN_AUTHORITY.teacher };
const office = { auth: DIEM_VN_AUTHORITY.office };
const student = { auth: DIEM_VN_AUTHORITY.student };
const studentOrStaff = { auth: DIEM_VN_AUTHORITY.report };

export const tieuHocRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/DiemVN/tieuHoc/lopMonHoc',
    {
      config: teacher,
      schema: { tags, querystring: zLopMonHocTieuHocQuery, response: { 200: zEnvelope(z.array(zLopMonHocTieuHoc)) } },
    },
    async (request) => ok(await service.listPrimaryClasses(app.db, callerOf(request), request.query)),
  );

  app.get(
    '/api/DiemVN/tieuHoc/soDiem/:lopMonHocId',
    { config: teacher, schema: { tags, params: zLopMonHocParams, response: { 200: zEnvelope(zSoDiemTieuHoc) } } },
    async (request) => ok(await service.getPrimaryGradebook(app.db, callerOf(request), request.params.lopMonHocId)),
  );

  app.put(
    '/api/DiemVN/tieuHoc/soDiem/:lopMonHocId',
    {
      config: teacher,
      schema: {
        tags,
        params: zLopMonHocParams,
        body: zLuuTieuHocInput,
        response: { 200: zEnvelope(zLuuTieuHocResult) },
      },
    },
    async (request) =>
      ok(await service.savePrimaryEntries(app.db, callerOf(request), request.params.lopMonHocId, request.body)),
  );

  app.get(
    '/api/DiemVN/tieuHoc/soDiem/:lopMonHocId/lichSu',
    {
      config: teacher,
      schema: {
        tags,
        params: zLopMonHocParams,
        querystring: zLichSuTieuHocQuery,
        response: { 200: zEnvelope(z.array(zLichSuTieuHoc)) },
      },
    },
    async (request) =>
      ok(await service.primaryEntryHistory(app.db, callerOf(request), request.params.lopMonHocId, request.query)),
  );

  app.get(
    '/api/DiemVN/tieuHoc/lopChuNhiem',
    {
      config: teacher,
      schema: { tags, querystring: zLopChuNhiemQuery, response: { 200: zEnvelope(z.array(zLopChuNhiem)) } },
    },
    async (request) => ok(await primarySummary.listPrimaryHomerooms(app.db, callerOf(request), request.query)),
  );

  app.get(
    '/api/DiemVN/tieuHoc/phamChat/:lopQuanLyId',
    { config: teacher, schema: { tags, params: zLopQuanLyParams, response: { 200: zEnvelope(zPhamChatLop) } } },
    async (request) => ok(await primarySummary.getQualities(app.db, callerOf(request), request.params.lopQuanLyId)),
  );

  app.put(
    '/api/DiemVN/tieuHoc/phamChat/:lopQuanLyId',
    {
      config: teacher,
      schema: { tags, params: zLopQuanLyParams, body: zLuuPhamChatInput, response: { 200: zEnvelope(zPhamChatLop) } },
    },
    async (request) =>
      ok(await primarySummary.saveQualities(app.db, callerOf(request), request.params.lopQuanLyId, request.body)),
  );

  app.get(
    '/api/DiemVN/tieuHoc/tongKet/:lopQuanLyId',
    { config: teacher, schema: { tags, params: zLopQuanLyParams, response: { 200: zEnvelope(zTongKetTieuHoc) } } },
    async (request) =>
      ok(await primarySummary.getPrimarySummary(app.db, callerOf(request), request.params.lopQuanLyId)),
  );

  app.post(
    '/api/DiemVN/tieuHoc/tongKet/:lopQuanLyId/tinh',
    { config: teacher, schema: { tags, params: zLopQuanLyParams, response: { 200: zEnvelope(zTongKetTieuHoc) } } },
    async (request) =>
      ok(await primarySummary.storePrimarySummary(app.db, callerOf(request), request.params.lopQuanLyId, false)),
  );

  app.post(
    '/api/DiemVN/tieuHoc/tongKet/:lopQuanLyId/xacNhan',
    { config: office, schema: { tags, params: zLopQuanLyParams, response: { 200: zEnvelope(zTongKetTieuHoc) } } },
    async (request) =>
      ok(await primarySummary.storePrimarySummary(app.db, callerOf(request), request.params.lopQuanLyId, true)),
  );

  app.get(
    '/api/DiemVN/tieuHoc/phieuKetQua',
    {
      config: student,
      schema: { tags, querystring: zPhieuKetQuaQuery, response: { 200: zEnvelope(zPhieuTieuHoc.nullable()) } },
    },
    async (request) => {
      const caller = callerOf(request);
      return ok(
        await primaryReports.getPrimaryReport(app.db, caller, caller.user.hocSinhId ?? -1, request.query.namHocId),
      );
    },
  );

  app.get(
    '/api/DiemVN/tieuHoc/phieuKetQua/pdf',
    { config: student, schema: { tags, querystring: zPhieuKetQuaQuery } },
    async (request, reply) => {
      const caller = callerOf(request);
      const pdf = await primaryReports.primaryReportPdf(
        app.db,
        caller,
        caller.user.hocSinhId ?? -1,
        request.query.namHocId,
      );
      return sendPdf(reply, 'phieu-ket-qua-hoc-tap', pdf);
    },
  );

  app.get(
    '/api/DiemVN/tieuHoc/phieuKetQua/:hocSinhId',
    {
      config: studentOrStaff,
      schema: {
        tags,
        params: zHocSinhParams,
        querystring: zPhieuKetQuaQuery,
        response: { 200: zEnvelope(zPhieuTieuHoc.nullable()) },
      },
    },
    async (request) =>
      ok(
        await primaryReports.getPrimaryReport(
          app.db,
          callerOf(request),
          request.params.hocSinhId,
          request.query.namHocId,
        ),
      ),
  );

  app.get(
    '/api/DiemVN/tieuHoc/phieuKetQua/:hocSinhId/pdf',
    { config: studentOrStaff, schema: { tags, params: zHocSinhParams, querystring: zPhieuKetQuaQuery } },
    async (request, reply) => {
      const pdf = await primaryReports.primaryReportPdf(
        app.db,
        callerOf(request),
        request.params.hocSinhId,
        request.query.namHocId,
      );
      return sendPdf(reply, `phieu-ket-qua-${request.params.hocSinhId}`, pdf);
    },
  );

  app.get(
    '/api/DiemVN/tieuHoc/xuatPhieuDiem/:lopQuanLyId',
    { config: { ...office, rateLimit: EXPORT_RATE_LIMIT }, schema: { tags, params: zLopQuanLyParams } },
    async (request, reply) => {
      const { tenLop, pdf } = await primaryReports.classPrimaryReportPdf(
        app.db,
        callerOf(request),
        request.params.lopQuanLyId,
      );
      return sendPdf(reply, `phieu-ket-qua-lop-${tenLop}`, pdf);
    },
  );
};
