import {
  baoCaoViPhamAuthority,
  zEnvelope,
  zEvidenceFile,
  zIdParams,
  zMaViPham,
  zMaViPhamInput,
  zMaViPhamListQuery,
  zPage,
  zThongKeViPham,
  zThongKeViPhamQuery,
  zViPhamBoQua,
  zViPhamHocSinh,
  zViPhamHocSinhChiTiet,
  zViPhamHocSinhInput,
  zViPhamHocSinhListQuery,
  zViPhamHocSinhTim,
  zViPhamHocSinhTimQuery,
  zViPhamKhieuNaiInput,
  zViPhamPhuHuynhXacNhan,
  zViPhamTietHoc,
  zViPhamTietHocQuery,
  zViPhamTuKiemDiemInput,
  zViPhamTuTrinhInput,
  zViPhamXacMinh,
  zViPhamXacMinhNhieu,
  zViPhamXacNhan,
  zViPhamXuLyKhieuNai,
} from '@hpl/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../lib/caller';
import { ok } from '../../lib/envelope';
import { EXPORT_RATE_LIMIT, sendXlsx } from '../../lib/excel-export';
import { requestLang } from '../../lib/lang';
import { rawUploadOf } from '../../lib/multipart';
import { registerDownloadPolicy } from '../medias';
import { hanhViRoutes } from './hanh-vi.routes';
import * as codes from './ma-vi-pham.service';
import { EVIDENCE_MAX_BYTES, EVIDENCE_PURPOSE, storeEvidence } from './minh-chung';
import { nenNepRoutes } from './nen-nep.routes';
import { statistics } from './thong-ke.service';
import { lessonsForReport } from './tiet-hoc.service';
import { recordGuardianConfirmation, writeSelfReview } from './tu-kiem-diem.service';
import * as service from './vi-pham-hoc-sinh.service';
import { exportIncidents } from './vi-pham-hoc-sinh-export';
import { viPhamNhanVienRoutes } from './vi-pham-nhan-vien.routes';
import * as staffReports from './vi-pham-nhan-vien.service';

const tags = ['BaoCaoViPham'];
const report = { auth: baoCaoViPhamAuthority.baoCao };
const office = { auth: baoCaoViPhamAuthority.vanPhong };
const detail = { auth: baoCaoViPhamAuthority.chiTiet };

/** `/api/MaViPham` (violation codes) and `/api/BaoCaoViPham` (student incidents under Circular 19/2025). */
export const baoCaoViPhamRoutes: FastifyPluginAsyncZod = async (app) => {
  // Evidence downloads through /api/medias/files/{id}/download: the uploader, and whoever sees an incident it belongs to.
  registerDownloadPolicy(EVIDENCE_PURPOSE, {
    check: async (user, file, db) =>
      (await service.mayDownloadEvidence(db, user, file.id)) ||
      (await staffReports.mayDownloadStaffEvidence(db, user, file.id)),
  });
  // Evidence arrives as the raw file body (name in X-File-Name, URL-encoded); the type is decided from the bytes.
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: EVIDENCE_MAX_BYTES }, (_request, body, done) =>
    done(null, body),
  );

  // The behaviour score (dtbHanhVi): before `/api/BaoCaoViPham/:id` is matched, static paths win anyway.
  await app.register(hanhViRoutes);
  // Staff misconduct reports (baoCaoViPhamNhanVien/*); their evidence uses the same upload route and purpose.
  await app.register(viPhamNhanVienRoutes);
  // The Youth Union's weekly class discipline (doanDoi/danhGiaNenNepHocSinh).
  await app.register(nenNepRoutes);

  app.get(
    '/api/MaViPham/danhSachMaViPham',
    {
      config: report,
      schema: { tags, querystring: zMaViPhamListQuery, response: { 200: zEnvelope(z.array(zMaViPham)) } },
    },
    async (request) => ok(await codes.listCodes(app.db, callerOf(request).user, request.query)),
  );
  app.post(
    '/api/MaViPham',
    { config: office, schema: { tags, body: zMaViPhamInput, response: { 200: zEnvelope(zMaViPham) } } },
    async (request) => ok(await codes.createCode(app.db, callerOf(request), request.body)),
  );
  app.put(
    '/api/MaViPham/:id',
    {
      config: office,
      schema: { tags, params: zIdParams, body: zMaViPhamInput, response: { 200: zEnvelope(zMaViPham) } },
    },
    async (request) => ok(await codes.updateCode(app.db, callerOf(request), request.params.id, request.body)),
  );

  app.get(
    '/api/BaoCaoViPham/timHocSinh',
    {
      config: report,
      schema: { tags, querystring: zViPhamHocSinhTimQuery, response: { 200: zEnvelope(z.array(zViPhamHocSinhTim)) } },
    },
    async (request) => ok(await service.searchStudents(app.db, request.query.search)),
  );
  app.get(
    '/api/BaoCaoViPham/tietHoc',
    {
      config: report,
      schema: { tags, querystring: zViPhamTietHocQuery, response: { 200: zEnvelope(z.array(zViPhamTietHoc)) } },
    },
    async (request) =>
      ok(await lessonsForReport(app.db, callerOf(request).user, request.query.ngay, request.query.hocSinhIds ?? [])),
  );
  app.post(
    '/api/BaoCaoViPham/minhChung',
    { config: report, bodyLimit: EVIDENCE_MAX_BYTES, schema: { tags, response: { 200: zEnvelope(zEvidenceFile) } } },
    async (request) => ok(await storeEvidence(app.db, app.config.uploadDir, callerOf(request), rawUploadOf(request))),
  );
  app.get(
    '/api/BaoCaoViPham/danhSachViPham',
    {
      config: detail,
      schema: { tags, querystring: zViPhamHocSinhListQuery, response: { 200: zEnvelope(zPage(zViPhamHocSinh)) } },
    },
    async (request) => ok(await service.listIncidents(app.db, callerOf(request).user, request.query)),
  );
  app.post(
    '/api/BaoCaoViPham/xacMinhNhieu',
    {
      config: office,
      schema: { tags, body: zViPhamXacMinhNhieu, response: { 200: zEnvelope(z.object({ daXacMinh: z.number() })) } },
    },
    async (request) => ok(await service.verifyMany(app.db, callerOf(request), request.body.ids)),
  );
  app.get(
    '/api/BaoCaoViPham/:id',
    { config: detail, schema: { tags, params: zIdParams, response: { 200: zEnvelope(zViPhamHocSinhChiTiet) } } },
    async (request) => ok(await service.getIncident(app.db, callerOf(request).user, request.params.id)),
  );
  app.post(
    '/api/BaoCaoViPham',
    {
      config: report,
      schema: { tags, body: zViPhamHocSinhInput, response: { 200: zEnvelope(zViPhamHocSinhChiTiet) } },
    },
    async (request) => ok(await service.reportIncident(app.db, callerOf(request), request.body)),
  );
  const decision = { tags, params: zIdParams, response: { 200: zEnvelope(zViPhamHocSinhChiTiet) } };
  app.post(
    '/api/BaoCaoViPham/:id/xacMinh',
    { config: office, schema: { ...decision, body: zViPhamXacMinh } },
    async (request) =>
      ok(await service.decide(app.db, callerOf(request), request.params.id, { action: 'xacMinh', ...request.body })),
  );
  app.post(
    '/api/BaoCaoViPham/:id/xacNhan',
    { config: office, schema: { ...decision, body: zViPhamXacNhan } },
    async (request) =>
      ok(await service.decide(app.db, callerOf(request), request.params.id, { action: 'xacNhan', ...request.body })),
  );
  app.post(
    '/api/BaoCaoViPham/:id/boQua',
    { config: office, schema: { ...decision, body: zViPhamBoQua } },
    async (request) =>
      ok(await service.decide(app.db, callerOf(request), request.params.id, { action: 'boQua', ...request.body })),
  );
  app.post(
    '/api/BaoCaoViPham/:id/tuTrinh',
    { config: detail, schema: { ...decision, body: zViPhamTuTrinhInput } },
    async (request) => ok(await service.recordOwnAccount(app.db, callerOf(request), request.params.id, request.body)),
  );
  app.post(
    '/api/BaoCaoViPham/:id/khieuNai',
    { config: detail, schema: { ...decision, body: zViPhamKhieuNaiInput } },
    async (request) => ok(await service.appeal(app.db, callerOf(request), request.params.id, request.body.noiDung)),
  );
  app.post(
    '/api/BaoCaoViPham/:id/xuLyKhieuNai',
    { config: office, schema: { ...decision, body: zViPhamXuLyKhieuNai } },
    async (request) => ok(await service.decideAppeal(app.db, callerOf(request), request.params.id, request.body)),
  );
  // The self-review: the student writes their own (404 for anyone else); the guardian's confirmation is recorded by
  // the student's homeroom teacher or the office (the service answers 404 to everyone else).
  app.post(
    '/api/BaoCaoViPham/:id/tuKiemDiem',
    { config: detail, schema: { ...decision, body: zViPhamTuKiemDiemInput } },
    async (request) => ok(await writeSelfReview(app.db, callerOf(request), request.params.id, request.body.noiDung)),
  );
  app.post(
    '/api/BaoCaoViPham/:id/tuKiemDiem/phuHuynh',
    { config: detail, schema: { ...decision, body: zViPhamPhuHuynhXacNhan } },
    async (request) => ok(await recordGuardianConfirmation(app.db, callerOf(request), request.params.id, request.body)),
  );
  app.get(
    '/api/BaoCaoViPham/thongKe',
    {
      config: office,
      schema: { tags, querystring: zThongKeViPhamQuery, response: { 200: zEnvelope(zThongKeViPham) } },
    },
    async (request) => ok(await statistics(app.db, request.query)),
  );
  app.get(
    '/api/BaoCaoViPham/xuatExcel',
    { config: { ...office, rateLimit: EXPORT_RATE_LIMIT }, schema: { tags, querystring: zViPhamHocSinhListQuery } },
    async (request, reply) =>
      sendXlsx(
        reply,
        'vi-pham-hoc-sinh',
        await exportIncidents(app.db, callerOf(request).user, request.query, requestLang(request)),
      ),
  );
};
