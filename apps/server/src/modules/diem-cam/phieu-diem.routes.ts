import {
  diemCamKetQuaAuthority,
  diemCamPhieuDiemAuthority,
  zEnvelope,
  zHocSinhPhieuDiemCam,
  zId,
  zIdParams,
  zNhanXetCam,
  zNhanXetCamInput,
  zPhieuDiemCamQuery,
  zThongKeCam,
  zThongKeCamQuery,
} from '@hpl/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../lib/caller';
import { ok } from '../../lib/envelope';
import { EXPORT_RATE_LIMIT, sendXlsx } from '../../lib/excel-export';
import { requestLang } from '../../lib/lang';
import * as service from './phieu-diem.service';
import { exportStatistics } from './thong-ke-export';

const tags = ['DiemCam'];
const read = { auth: diemCamPhieuDiemAuthority.read };
const stats = { auth: diemCamPhieuDiemAuthority.statistics };
const write = { auth: diemCamKetQuaAuthority.write };
const zHocSinhParams = z.object({ hocSinhId: zId });

function sendPdf(reply: FastifyReply, name: string, pdf: Buffer) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${name}.pdf"`)
    .send(pdf);
}

/**
 * `/api/DiemCam/phieuDiem/...` (report cards, PDF in English), `/api/DiemCam/ketQua/:id/nhanXet` (the teacher's
 * comment and effort per result) and `/api/DiemCam/thongKe` (statistics across exams and years, the office only).
 */
export const diemCamPhieuDiemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/DiemCam/phieuDiem/lop/:id',
    { config: read, schema: { tags, params: zIdParams, response: { 200: zEnvelope(z.array(zHocSinhPhieuDiemCam)) } } },
    async (request) => ok(await service.classStudents(app.db, callerOf(request), request.params.id)),
  );
  app.get(
    '/api/DiemCam/phieuDiem/lop/:id/pdf',
    { config: { ...read, rateLimit: EXPORT_RATE_LIMIT }, schema: { tags, params: zIdParams } },
    async (request, reply) => {
      const { pdf } = await service.classCardsPdf(app.db, callerOf(request), request.params.id);
      return sendPdf(reply, `cambridge-report-cards-${request.params.id}`, pdf);
    },
  );
  app.get(
    '/api/DiemCam/phieuDiem/hocSinh/:hocSinhId/pdf',
    { config: read, schema: { tags, params: zHocSinhParams, querystring: zPhieuDiemCamQuery } },
    async (request, reply) => {
      const { maHocSinh, pdf } = await service.studentCardPdf(
        app.db,
        callerOf(request),
        request.params.hocSinhId,
        request.query.namHocId,
      );
      return sendPdf(reply, `cambridge-report-card-${maHocSinh.replace(/[^\w-]/g, '_')}`, pdf);
    },
  );
  app.get(
    '/api/DiemCam/ketQua/:id/nhanXet',
    { config: read, schema: { tags, params: zIdParams, response: { 200: zEnvelope(z.array(zNhanXetCam)) } } },
    async (request) => ok(await service.getComments(app.db, callerOf(request), request.params.id)),
  );
  app.put(
    '/api/DiemCam/ketQua/:id/nhanXet',
    {
      config: write,
      schema: {
        tags,
        params: zIdParams,
        body: zNhanXetCamInput,
        response: { 200: zEnvelope(z.object({ soDong: z.number().int() })) },
      },
    },
    async (request) => ok(await service.saveComments(app.db, callerOf(request), request.params.id, request.body)),
  );
  app.get(
    '/api/DiemCam/thongKe',
    { config: stats, schema: { tags, querystring: zThongKeCamQuery, response: { 200: zEnvelope(zThongKeCam) } } },
    async (request) => ok(await service.statistics(app.db, request.query)),
  );
  app.get(
    '/api/DiemCam/thongKe/xuatExcel',
    { config: { ...stats, rateLimit: EXPORT_RATE_LIMIT }, schema: { tags, querystring: zThongKeCamQuery } },
    async (request, reply) =>
      sendXlsx(
        reply,
        'thong-ke-diem-cam',
        exportStatistics(await service.statistics(app.db, request.query), requestLang(request)),
      ),
  );
};
