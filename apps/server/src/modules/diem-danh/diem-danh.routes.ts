import {
  diemDanhAuthority,
  zChamCong,
  zChamCongCuaToiQuery,
  zChamCongListQuery,
  zDiemDanh,
  zDiemDanhListQuery,
  zEnvelope,
  zGhiDiemDanhInput,
  zNhapChamCongResult,
  zNhapDiemDanhResult,
  zPage,
  zThongKeDiemDanh,
  zThongKeDiemDanhQuery,
} from '@hpl/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../lib/caller';
import { ok } from '../../lib/envelope';
import { EXPORT_RATE_LIMIT, sendXlsx } from '../../lib/excel-export';
import { SPREADSHEET_IMPORT } from '../../lib/import-gate';
import { requestLang } from '../../lib/lang';
import { ensureMultipart, readUpload } from '../../lib/multipart';
import * as service from './diem-danh.service';
import { exportAttendanceStatistics } from './thong-ke-export';
import { yeuCauSuaRoutes } from './yeu-cau-sua.routes';

const FILE_MAX = 20 * 1024 * 1024;

export const diemDanhRoutes: FastifyPluginAsyncZod = async (app) => {
  await ensureMultipart(app);
  // My month of punches and punch corrections (hoSoCuaToi/lichSuDiemDanhMay), decided by HR.
  await app.register(yeuCauSuaRoutes);
  app.get(
    '/api/DiemDanh/thongKeTrangThaiDiemDanh',
    {
      config: { auth: diemDanhAuthority.thongKe },
      schema: {
        tags: ['DiemDanh'],
        querystring: zThongKeDiemDanhQuery,
        response: { 200: zEnvelope(zThongKeDiemDanh) },
      },
    },
    async (request) => ok(await service.statistics(app.db, request.query)),
  );
  app.get(
    '/api/DiemDanh/xuatExcelThongKe',
    {
      config: { auth: diemDanhAuthority.thongKe, rateLimit: EXPORT_RATE_LIMIT },
      schema: {
        tags: ['DiemDanh'],
        summary: 'Exports the statistics the screen shows (same filters) as .xlsx',
        querystring: zThongKeDiemDanhQuery.extend({ xem: z.enum(['lop', 'ngay']).default('lop') }),
      },
    },
    async (request, reply) => {
      const { xem, ...query } = request.query;
      const result = await exportAttendanceStatistics(app.db, query, xem, requestLang(request));
      return sendXlsx(reply, 'thong-ke-diem-danh', result);
    },
  );
  app.get(
    '/api/DiemDanh/danhSachDiemDanh',
    {
      config: { auth: diemDanhAuthority.thongKe },
      schema: { tags: ['DiemDanh'], querystring: zDiemDanhListQuery, response: { 200: zEnvelope(zPage(zDiemDanh)) } },
    },
    async (request) => ok(await service.listAttendance(app.db, request.query)),
  );
  app.get(
    '/api/ChamCong/danhSachChamCong',
    {
      config: { auth: diemDanhAuthority.chamCong },
      schema: { tags: ['ChamCong'], querystring: zChamCongListQuery, response: { 200: zEnvelope(zPage(zChamCong)) } },
    },
    async (request) => ok(await service.listPunches(app.db, request.query)),
  );
  app.get(
    '/api/ChamCong/danhSachChamCongCuaToi',
    {
      // Every staff member reads their own punches, nobody else's.
      config: { auth: diemDanhAuthority.chamCongCuaToi },
      schema: {
        tags: ['ChamCong'],
        querystring: zChamCongCuaToiQuery,
        response: { 200: zEnvelope(zPage(zChamCong)) },
      },
    },
    async (request) => ok(await service.listMyPunches(app.db, callerOf(request).user, request.query)),
  );
  app.put(
    '/api/DiemDanh',
    {
      config: { auth: diemDanhAuthority.ghi },
      schema: {
        tags: ['DiemDanh'],
        body: zGhiDiemDanhInput,
        response: { 200: zEnvelope(z.object({ soHocSinh: z.number().int() })) },
      },
    },
    async (request) => ok(await service.record(app.db, callerOf(request), request.body)),
  );
  app.post(
    '/api/DiemDanh/nhapExcel',
    {
      config: { auth: diemDanhAuthority.ghi, ...SPREADSHEET_IMPORT },
      bodyLimit: FILE_MAX + 65_536,
      schema: { tags: ['DiemDanh'], response: { 200: zEnvelope(zNhapDiemDanhResult) } },
    },
    async (request) =>
      ok(
        await service.importAttendance(
          app.db,
          callerOf(request),
          await readUpload(request, FILE_MAX),
          requestLang(request),
        ),
      ),
  );
  app.post(
    '/api/ChamCong/nhapFile',
    {
      config: { auth: diemDanhAuthority.chamCong, ...SPREADSHEET_IMPORT },
      bodyLimit: FILE_MAX + 65_536,
      schema: { tags: ['ChamCong'], response: { 200: zEnvelope(zNhapChamCongResult) } },
    },
    async (request) =>
      ok(
        await service.importPunches(
          app.db,
          callerOf(request),
          await readUpload(request, FILE_MAX),
          requestLang(request),
        ),
      ),
  );
};
