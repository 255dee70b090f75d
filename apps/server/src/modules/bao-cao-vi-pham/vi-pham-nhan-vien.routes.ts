import {
  viPhamNhanVienAuthority,
  zEnvelope,
  zIdParams,
  zNhanVienTim,
  zPage,
  zThongKeViPhamNv,
  zThongKeViPhamNvQuery,
  zViPhamHocSinhTimQuery,
  zViPhamNhanVien,
  zViPhamNhanVienBoQua,
  zViPhamNhanVienInput,
  zViPhamNhanVienListQuery,
  zViPhamNhanVienVeToi,
  zViPhamNhanVienXacNhan,
} from '@hpl/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../lib/caller';
import { ok } from '../../lib/envelope';
import { EXPORT_RATE_LIMIT, sendXlsx } from '../../lib/excel-export';
import { requestLang } from '../../lib/lang';
import * as service from './vi-pham-nhan-vien.service';
import { exportStaffStatistics } from './vi-pham-nhan-vien-export';

const tags = ['BaoCaoViPhamNhanVien'];
const staff = { auth: viPhamNhanVienAuthority.nhanVien };
const managers = { auth: viPhamNhanVienAuthority.quanLy };
const statistics = { auth: viPhamNhanVienAuthority.thongKe };

/** `/api/BaoCaoViPhamNhanVien`: staff misconduct reports, the reporter anonymous to the reported person. */
export const viPhamNhanVienRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/BaoCaoViPhamNhanVien/timNhanVien',
    {
      config: staff,
      schema: { tags, querystring: zViPhamHocSinhTimQuery, response: { 200: zEnvelope(z.array(zNhanVienTim)) } },
    },
    async (request) => ok(await service.searchStaff(app.db, callerOf(request).user, request.query.search)),
  );
  app.get(
    '/api/BaoCaoViPhamNhanVien/lichSu',
    {
      config: staff,
      schema: { tags, querystring: zViPhamNhanVienListQuery, response: { 200: zEnvelope(zPage(zViPhamNhanVien)) } },
    },
    async (request) => ok(await service.listReports(app.db, callerOf(request).user, request.query, false)),
  );
  app.get(
    '/api/BaoCaoViPhamNhanVien/cuaToi',
    {
      config: staff,
      schema: {
        tags,
        querystring: zViPhamNhanVienListQuery,
        response: { 200: zEnvelope(zPage(zViPhamNhanVienVeToi)) },
      },
    },
    async (request) => ok(await service.listAboutMe(app.db, callerOf(request).user, request.query)),
  );
  app.get(
    '/api/BaoCaoViPhamNhanVien/danhSach',
    {
      config: managers,
      schema: { tags, querystring: zViPhamNhanVienListQuery, response: { 200: zEnvelope(zPage(zViPhamNhanVien)) } },
    },
    async (request) => ok(await service.listReports(app.db, callerOf(request).user, request.query, true)),
  );
  app.get(
    '/api/BaoCaoViPhamNhanVien/thongKe',
    {
      config: statistics,
      schema: { tags, querystring: zThongKeViPhamNvQuery, response: { 200: zEnvelope(zThongKeViPhamNv) } },
    },
    async (request) => ok(await service.statistics(app.db, callerOf(request).user, request.query)),
  );
  app.get(
    '/api/BaoCaoViPhamNhanVien/thongKe/xuatExcel',
    { config: { ...statistics, rateLimit: EXPORT_RATE_LIMIT }, schema: { tags, querystring: zThongKeViPhamNvQuery } },
    async (request, reply) =>
      sendXlsx(
        reply,
        'thong-ke-vi-pham-nhan-vien',
        exportStaffStatistics(
          await service.statistics(app.db, callerOf(request).user, request.query),
          requestLang(request),
        ),
      ),
  );
  app.get(
    '/api/BaoCaoViPhamNhanVien/:id',
    {
      config: staff,
      // The reported person's answer is the anonymous shape: the serializer drops any field it does not declare.
      schema: {
        tags,
        params: zIdParams,
        response: { 200: zEnvelope(z.union([zViPhamNhanVien, zViPhamNhanVienVeToi])) },
      },
    },
    async (request) => ok(await service.getReport(app.db, callerOf(request).user, request.params.id)),
  );
  app.post(
    '/api/BaoCaoViPhamNhanVien',
    { config: staff, schema: { tags, body: zViPhamNhanVienInput, response: { 200: zEnvelope(zViPhamNhanVien) } } },
    async (request) => ok(await service.reportStaff(app.db, callerOf(request), request.body)),
  );
  app.post(
    '/api/BaoCaoViPhamNhanVien/:id/xacNhan',
    {
      config: managers,
      schema: { tags, params: zIdParams, body: zViPhamNhanVienXacNhan, response: { 200: zEnvelope(zViPhamNhanVien) } },
    },
    async (request) =>
      ok(
        await service.decideReport(app.db, callerOf(request), request.params.id, {
          action: 'xacNhan',
          ...request.body,
        }),
      ),
  );
  app.post(
    '/api/BaoCaoViPhamNhanVien/:id/boQua',
    {
      config: managers,
      schema: { tags, params: zIdParams, body: zViPhamNhanVienBoQua, response: { 200: zEnvelope(zViPhamNhanVien) } },
    },
    async (request) =>
      ok(
        await service.decideReport(app.db, callerOf(request), request.params.id, { action: 'boQua', ...request.body }),
      ),
  );
};
