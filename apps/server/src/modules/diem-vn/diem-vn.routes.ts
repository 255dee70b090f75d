/** Vietnamese-programme grades API (/api/DiemVN): gradebooks, entry windows, publication, change requests, conduct, summaries, reports. */
import {
  DIEM_VN_AUTHORITY,
  IMPORT_MAX_BYTES,
  zCaiDat,
  zCaiDatInput,
  zCongBoInput,
  zCotNhap,
  zCotNhapInput,
  zDuyetInput,
  zEnvelope,
  zHocSinhParams,
  zIdParams,
  zLichSuO,
  zLichSuQuery,
  zLopChuNhiem,
  zLopChuNhiemQuery,
  zLopMonHocParams,
  zLopMonHocVn,
  zLopMonHocVnQuery,
  zLopQuanLyParams,
  zLuuDiemInput,
  zLuuDiemResult,
  zMonHocVn,
  zMonHocVnInput,
  zMonHocVnQuery,
  zNamHocQuery,
  zNhanXetInput,
  zNhapDiemQuery,
  zNhapDiemResult,
  zPhieuKetQua,
  zPhieuKetQuaQuery,
  zRenLuyen,
  zRenLuyenInput,
  zSoDiem,
  zTinhTatCaInput,
  zTinhTatCaResult,
  zTongKetLop,
  zTongKetQuery,
  zYeuCauSua,
  zYeuCauSuaInput,
  zYeuCauSuaQuery,
} from '@hpl/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { asReport } from '../../db/priority';
import { callerOf } from '../../lib/caller';
import { ok } from '../../lib/envelope';
import { EXPORT_RATE_LIMIT, sendXlsx } from '../../lib/excel-export';
import { SPREADSHEET_IMPORT } from '../../lib/import-gate';
import { requestLang } from '../../lib/lang';
import { ensureMultipart, readUpload } from '../../lib/multipart';
import { sendPdf } from '../../lib/pdf';
import * as settings from './cai-dat.service';
import * as service from './diem-vn.service';
import { exportClassMarkBook, exportGradebook, exportSummary } from './diem-vn-export';
import { importMarkSheet } from './diem-vn-import';
import * as subjects from './mon-hoc.service';
import * as reports from './phieu-ket-qua.service';
import * as conduct from './ren-luyen.service';
import * as gradebook from './so-diem.service';
import * as summary from './tong-ket.service';
import * as requests from './yeu-cau-sua.service';

const tags = ['DiemVN'];
const teacher = { auth: DIEM_VN_AUTHORITY.teacher };
const office = { auth: DIEM_VN_AUTHORITY.office };
const student = { auth: DIEM_VN_AUTHORITY.student };
const studentOrStaff = { auth: DIEM_VN_AUTHORITY.report };

export const diemVnRoutes: FastifyPluginAsyncZod = async (app) => {
  await ensureMultipart(app);
  app.get(
    '/api/DiemVN/monHoc',
    { config: office, schema: { tags, querystring: zMonHocVnQuery, response: { 200: zEnvelope(z.array(zMonHocVn)) } } },
    async (request) => ok(await subjects.listSubjects(app.db, request.query)),
  );

  app.put(
    '/api/DiemVN/monHoc',
    { config: office, schema: { tags, body: zMonHocVnInput, response: { 200: zEnvelope(zMonHocVn) } } },
    async (request) => ok(await subjects.saveSubject(app.db, callerOf(request), request.body)),
  );

  app.get(
    '/api/DiemVN/lopMonHoc',
    {
      config: teacher,
      schema: { tags, querystring: zLopMonHocVnQuery, response: { 200: zEnvelope(z.array(zLopMonHocVn)) } },
    },
    async (request) => ok(await service.listClasses(app.db, callerOf(request), request.query)),
  );

  app.get(
    '/api/DiemVN/soDiem/:lopMonHocId',
    { config: teacher, schema: { tags, params: zLopMonHocParams, response: { 200: zEnvelope(zSoDiem) } } },
    async (request) => ok(await gradebook.getGradebook(app.db, callerOf(request), request.params.lopMonHocId)),
  );

  app.get(
    '/api/DiemVN/soDiem/:lopMonHocId/xuatExcel',
    { config: { ...teacher, rateLimit: EXPORT_RATE_LIMIT }, schema: { tags, params: zLopMonHocParams } },
    async (request, reply) => {
      const book = await gradebook.getGradebook(app.db, callerOf(request), request.params.lopMonHocId);
      return sendXlsx(reply, 'so-diem', exportGradebook(book, requestLang(request)));
    },
  );

  app.put(
    '/api/DiemVN/soDiem/:lopMonHocId',
    {
      config: teacher,
      schema: { tags, params: zLopMonHocParams, body: zLuuDiemInput, response: { 200: zEnvelope(zLuuDiemResult) } },
    },
    async (request) =>
      ok(await gradebook.saveCells(app.db, callerOf(request), request.params.lopMonHocId, request.body)),
  );

  app.post(
    '/api/DiemVN/soDiem/:lopMonHocId/nhapExcel',
    {
      config: { ...teacher, ...SPREADSHEET_IMPORT },
      bodyLimit: IMPORT_MAX_BYTES + 64 * 1024,
      schema: {
        tags,
        summary: 'Import a term of the mark sheet (all or nothing; thuNghiem=true only checks)',
        params: zLopMonHocParams,
        querystring: zNhapDiemQuery,
        response: { 200: zEnvelope(zNhapDiemResult) },
      },
    },
    async (request) => {
      const upload = await readUpload(request, IMPORT_MAX_BYTES);
      return ok(
        await importMarkSheet(app.db, callerOf(request), request.params.lopMonHocId, upload, {
          ...request.query,
          lang: requestLang(request),
        }),
      );
    },
  );

  app.put(
    '/api/DiemVN/soDiem/:lopMonHocId/nhanXet',
    {
      config: teacher,
      schema: {
        tags,
        params: zLopMonHocParams,
        body: zNhanXetInput,
        response: {
          200: zEnvelope(
            z.object({ hocKy: z.number(), hocSinhId: z.number(), noiDung: z.string(), version: z.number() }),
          ),
        },
      },
    },
    async (request) =>
      ok(await gradebook.saveComment(app.db, callerOf(request), request.params.lopMonHocId, request.body)),
  );

  app.get(
    '/api/DiemVN/soDiem/:lopMonHocId/lichSu',
    {
      config: teacher,
      schema: {
        tags,
        params: zLopMonHocParams,
        querystring: zLichSuQuery,
        response: { 200: zEnvelope(z.array(zLichSuO)) },
      },
    },
    async (request) =>
      ok(await gradebook.cellHistory(app.db, callerOf(request), request.params.lopMonHocId, request.query)),
  );

  app.get(
    '/api/DiemVN/cotNhap',
    { config: teacher, schema: { tags, querystring: zNamHocQuery, response: { 200: zEnvelope(z.array(zCotNhap)) } } },
    async (request) => ok(await settings.listWindows(app.db, request.query.namHocId)),
  );

  app.put(
    '/api/DiemVN/cotNhap',
    { config: office, schema: { tags, body: zCotNhapInput, response: { 200: zEnvelope(zCotNhap) } } },
    async (request) => ok(await settings.saveWindow(app.db, callerOf(request), request.body)),
  );

  app.post(
    '/api/DiemVN/congBo',
    {
      config: office,
      schema: { tags, body: zCongBoInput, response: { 200: zEnvelope(z.object({ soLop: z.number().int() })) } },
    },
    async (request) => ok(await settings.setPublication(app.db, callerOf(request), request.body)),
  );

  app.get(
    '/api/DiemVN/caiDat',
    { config: teacher, schema: { tags, querystring: zNamHocQuery, response: { 200: zEnvelope(zCaiDat) } } },
    async (request) => ok(await settings.getSettings(app.db, request.query.namHocId)),
  );

  app.put(
    '/api/DiemVN/caiDat',
    { config: office, schema: { tags, body: zCaiDatInput, response: { 200: zEnvelope(zCaiDat) } } },
    async (request) => ok(await settings.saveSettings(app.db, callerOf(request), request.body)),
  );

  app.get(
    '/api/DiemVN/yeuCauSua',
    {
      config: teacher,
      schema: { tags, querystring: zYeuCauSuaQuery, response: { 200: zEnvelope(z.array(zYeuCauSua)) } },
    },
    async (request) => ok(await requests.listRequests(app.db, callerOf(request), request.query)),
  );

  app.post(
    '/api/DiemVN/yeuCauSua',
    { config: teacher, schema: { tags, body: zYeuCauSuaInput, response: { 200: zEnvelope(zYeuCauSua) } } },
    async (request) => ok(await requests.createRequest(app.db, callerOf(request), request.body)),
  );

  for (const [path, decision] of [
    ['duyet', 'da_duyet'],
    ['tuChoi', 'tu_choi'],
  ] as const) {
    app.post(
      `/api/DiemVN/yeuCauSua/:id/${path}`,
      {
        config: office,
        schema: { tags, params: zIdParams, body: zDuyetInput, response: { 200: zEnvelope(zYeuCauSua) } },
      },
      async (request) =>
        ok(await requests.decideRequest(app.db, callerOf(request), request.params.id, decision, request.body)),
    );
  }

  app.get(
    '/api/DiemVN/lopChuNhiem',
    {
      config: teacher,
      schema: { tags, querystring: zLopChuNhiemQuery, response: { 200: zEnvelope(z.array(zLopChuNhiem)) } },
    },
    async (request) => ok(await summary.listHomerooms(app.db, callerOf(request), request.query)),
  );

  app.get(
    '/api/DiemVN/renLuyen/:lopQuanLyId',
    { config: teacher, schema: { tags, params: zLopQuanLyParams, response: { 200: zEnvelope(zRenLuyen) } } },
    async (request) => ok(await conduct.getConduct(app.db, callerOf(request), request.params.lopQuanLyId)),
  );

  app.put(
    '/api/DiemVN/renLuyen/:lopQuanLyId',
    {
      config: teacher,
      schema: { tags, params: zLopQuanLyParams, body: zRenLuyenInput, response: { 200: zEnvelope(zRenLuyen) } },
    },
    async (request) =>
      ok(await conduct.setConduct(app.db, callerOf(request), request.params.lopQuanLyId, request.body)),
  );

  app.get(
    '/api/DiemVN/tongKet/:lopQuanLyId',
    {
      config: teacher,
      schema: { tags, params: zLopQuanLyParams, querystring: zTongKetQuery, response: { 200: zEnvelope(zTongKetLop) } },
    },
    // A report: on the embedded database its queries give way to interactive reads (db/priority.ts).
    async (request) =>
      ok(
        await asReport(() =>
          summary.getSummary(app.db, callerOf(request), request.params.lopQuanLyId, request.query.hocKy),
        ),
      ),
  );

  app.get(
    '/api/DiemVN/tongKet/:lopQuanLyId/xuatExcel',
    {
      config: { ...office, rateLimit: EXPORT_RATE_LIMIT },
      schema: { tags, params: zLopQuanLyParams, querystring: zTongKetQuery },
    },
    async (request, reply) => {
      const data = await summary.getSummary(app.db, callerOf(request), request.params.lopQuanLyId, request.query.hocKy);
      return sendXlsx(reply, `tong-ket-${data.tenLop}`, exportSummary(data, requestLang(request)));
    },
  );

  app.get(
    '/api/DiemVN/tongKet/:lopQuanLyId/soDiem',
    { config: { ...office, rateLimit: EXPORT_RATE_LIMIT }, schema: { tags, params: zLopQuanLyParams } },
    async (request, reply) => {
      const {
        tenLop,
        books,
        summary: year,
      } = await summary.classMarkBooks(app.db, callerOf(request), request.params.lopQuanLyId);
      return sendXlsx(reply, `so-diem-${tenLop}`, exportClassMarkBook(books, year, requestLang(request)));
    },
  );

  app.post(
    '/api/DiemVN/tongKet/tinhTatCa',
    {
      config: office,
      schema: { tags, body: zTinhTatCaInput, response: { 200: zEnvelope(zTinhTatCaResult) } },
    },
    async (request) => ok(await summary.computeYear(app.db, callerOf(request), request.body)),
  );

  app.post(
    '/api/DiemVN/tongKet/:lopQuanLyId/tinh',
    {
      config: teacher,
      schema: { tags, params: zLopQuanLyParams, querystring: zTongKetQuery, response: { 200: zEnvelope(zTongKetLop) } },
    },
    async (request) =>
      ok(await summary.recomputeSummary(app.db, callerOf(request), request.params.lopQuanLyId, request.query.hocKy)),
  );

  app.post(
    '/api/DiemVN/tongKet/:lopQuanLyId/xacNhan',
    {
      config: office,
      schema: { tags, params: zLopQuanLyParams, querystring: zTongKetQuery, response: { 200: zEnvelope(zTongKetLop) } },
    },
    async (request) =>
      ok(await summary.confirmSummary(app.db, callerOf(request), request.params.lopQuanLyId, request.query.hocKy)),
  );

  app.post(
    '/api/DiemVN/tongKet/:lopQuanLyId/sauHe',
    { config: office, schema: { tags, params: zLopQuanLyParams, response: { 200: zEnvelope(zTongKetLop) } } },
    async (request) => ok(await summary.reclassifyAfterRetake(app.db, callerOf(request), request.params.lopQuanLyId)),
  );

  app.get(
    '/api/DiemVN/phieuKetQua',
    { config: student, schema: { tags, querystring: zPhieuKetQuaQuery, response: { 200: zEnvelope(zPhieuKetQua) } } },
    async (request) => {
      const caller = callerOf(request);
      return ok(await reports.getReport(app.db, caller, caller.user.hocSinhId ?? -1, request.query.namHocId));
    },
  );

  app.get(
    '/api/DiemVN/phieuKetQua/pdf',
    { config: student, schema: { tags, querystring: zPhieuKetQuaQuery } },
    async (request, reply) => {
      const caller = callerOf(request);
      const pdf = await reports.reportPdf(app.db, caller, caller.user.hocSinhId ?? -1, request.query.namHocId);
      return sendPdf(reply, 'phieu-ket-qua-hoc-tap', pdf);
    },
  );

  app.get(
    '/api/DiemVN/phieuKetQua/:hocSinhId/pdf',
    { config: studentOrStaff, schema: { tags, params: zHocSinhParams, querystring: zPhieuKetQuaQuery } },
    async (request, reply) => {
      const pdf = await reports.reportPdf(app.db, callerOf(request), request.params.hocSinhId, request.query.namHocId);
      return sendPdf(reply, `phieu-ket-qua-${request.params.hocSinhId}`, pdf);
    },
  );

  app.get(
    '/api/DiemVN/xuatPhieuDiem/:lopQuanLyId',
    { config: { ...office, rateLimit: EXPORT_RATE_LIMIT }, schema: { tags, params: zLopQuanLyParams } },
    async (request, reply) => {
      const { tenLop, pdf } = await reports.classReportPdf(app.db, callerOf(request), request.params.lopQuanLyId);
      return sendPdf(reply, `phieu-ket-qua-lop-${tenLop}`, pdf);
    },
  );

  app.get(
    '/api/DiemVN/phieuKetQua/:hocSinhId',
    {
      config: studentOrStaff,
      schema: {
        tags,
        params: zHocSinhParams,
        querystring: zPhieuKetQuaQuery,
        response: { 200: zEnvelope(zPhieuKetQua) },
      },
    },
    async (request) =>
      ok(await reports.getReport(app.db, callerOf(request), request.params.hocSinhId, request.query.namHocId)),
  );
};
