import {
  thoiKhoaBieuAuthority,
  zCaiDatThoiKhoaBieu,
  zCaiDatThoiKhoaBieuInput,
  zChiTietPhienBan,
  zDanhSachPhienBan,
  zDoiTietInput,
  zEnvelope,
  zGiaoVienThoiKhoaBieuInput,
  zIdParams,
  zLanTao,
  zLichToken,
  zMonHocThoiKhoaBieuInput,
  zPhienBanInput,
  zPhienBanListQuery,
  zPhienBanThoiKhoaBieu,
  zRangBuoc,
  zSaoChepPhienBanInput,
  zTaoTuDongInput,
  zTietHoc,
  zTuanCuaToi,
  zTuanQuery,
  zVersionBody,
} from '@hpl/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../lib/caller';
import { ok } from '../../lib/envelope';
import { requestLang } from '../../lib/lang';
import * as caiDat from './cai-dat.service';
import { dayThayRoutes } from './day-thay.routes';
import * as lich from './lich.service';
import * as phienBan from './phien-ban.service';
import * as taoTuDong from './tao-tu-dong.service';
import * as tietHoc from './tiet-hoc.service';
import * as tuan from './tuan.service';
import { tuanLopRoutes } from './tuan-lop.routes';

const tags = ['ThoiKhoaBieu'];
const quanLy = { auth: thoiKhoaBieuAuthority.quanLy };
const cuaToi = { auth: thoiKhoaBieuAuthority.cuaToi };

/** `/api/ThoiKhoaBieu`: settings, versions, the grid and moves, generation, my week and the calendar feed. */
export const thoiKhoaBieuRoutes: FastifyPluginAsyncZod = async (app) => {
  // Generations run as jobs (lib/jobs): one at a time per instance, the others queued; a crashed instance's run is
  // failed when its lease expires.
  app.jobs.define(taoTuDong.generateKind);
  await app.register(dayThayRoutes);
  await app.register(tuanLopRoutes);
  app.get(
    '/api/ThoiKhoaBieu/caiDat',
    {
      config: quanLy,
      schema: { tags, querystring: zPhienBanListQuery, response: { 200: zEnvelope(zCaiDatThoiKhoaBieu) } },
    },
    async (request) => ok(await caiDat.getSettings(app.db, request.query.namHocId)),
  );
  app.put(
    '/api/ThoiKhoaBieu/caiDat',
    {
      config: quanLy,
      schema: { tags, body: zCaiDatThoiKhoaBieuInput, response: { 200: zEnvelope(zCaiDatThoiKhoaBieu) } },
    },
    async (request) => ok(await caiDat.saveSettings(app.db, callerOf(request), request.body)),
  );
  app.get(
    '/api/ThoiKhoaBieu/rangBuoc',
    { config: quanLy, schema: { tags, querystring: zPhienBanListQuery, response: { 200: zEnvelope(zRangBuoc) } } },
    async (request) => ok(await caiDat.getConstraints(app.db, request.query.namHocId)),
  );
  app.put(
    '/api/ThoiKhoaBieu/monHoc/:id',
    {
      config: quanLy,
      schema: {
        tags,
        params: zIdParams,
        body: zMonHocThoiKhoaBieuInput,
        response: { 200: zEnvelope(zRangBuoc.shape.monHoc.element) },
      },
    },
    async (request) =>
      ok(await caiDat.saveSubjectAttributes(app.db, callerOf(request), request.params.id, request.body)),
  );
  app.put(
    '/api/ThoiKhoaBieu/giaoVien/:id',
    {
      config: quanLy,
      schema: {
        tags,
        params: zIdParams,
        body: zGiaoVienThoiKhoaBieuInput,
        response: { 200: zEnvelope(zRangBuoc.shape.giaoVien.element) },
      },
    },
    async (request) =>
      ok(await caiDat.saveTeacherConstraints(app.db, callerOf(request), request.params.id, request.body)),
  );
  app.get(
    '/api/ThoiKhoaBieu/danhSachPhienBan',
    {
      config: quanLy,
      schema: { tags, querystring: zPhienBanListQuery, response: { 200: zEnvelope(zDanhSachPhienBan) } },
    },
    async (request) => ok(await phienBan.listVersions(app.db, request.query.namHocId)),
  );
  app.post(
    '/api/ThoiKhoaBieu/phienBan',
    { config: quanLy, schema: { tags, body: zPhienBanInput, response: { 200: zEnvelope(zPhienBanThoiKhoaBieu) } } },
    async (request) => ok(await phienBan.createVersion(app.db, callerOf(request), request.body)),
  );
  app.get(
    '/api/ThoiKhoaBieu/phienBan/:id',
    { config: quanLy, schema: { tags, params: zIdParams, response: { 200: zEnvelope(zChiTietPhienBan) } } },
    async (request) => ok(await tietHoc.getVersionDetail(app.db, request.params.id)),
  );
  app.post(
    '/api/ThoiKhoaBieu/phienBan/:id/saoChep',
    {
      config: quanLy,
      schema: {
        tags,
        params: zIdParams,
        body: zSaoChepPhienBanInput,
        response: { 200: zEnvelope(zPhienBanThoiKhoaBieu) },
      },
    },
    async (request) => ok(await phienBan.copyVersion(app.db, callerOf(request), request.params.id, request.body.ten)),
  );
  app.post(
    '/api/ThoiKhoaBieu/phienBan/:id/congBo',
    {
      config: quanLy,
      schema: { tags, params: zIdParams, body: zVersionBody, response: { 200: zEnvelope(zPhienBanThoiKhoaBieu) } },
    },
    async (request) =>
      ok(await phienBan.changeStatus(app.db, callerOf(request), request.params.id, 'cong_bo', request.body.version)),
  );
  app.post(
    '/api/ThoiKhoaBieu/phienBan/:id/luuTru',
    {
      config: quanLy,
      schema: { tags, params: zIdParams, body: zVersionBody, response: { 200: zEnvelope(zPhienBanThoiKhoaBieu) } },
    },
    async (request) =>
      ok(await phienBan.changeStatus(app.db, callerOf(request), request.params.id, 'luu_tru', request.body.version)),
  );
  app.put(
    '/api/ThoiKhoaBieu/tietHoc/:id',
    {
      config: quanLy,
      schema: { tags, params: zIdParams, body: zDoiTietInput, response: { 200: zEnvelope(zTietHoc) } },
    },
    async (request) =>
      ok(await tietHoc.moveLesson(app.db, callerOf(request), request.params.id, request.body, requestLang(request))),
  );
  app.post(
    '/api/ThoiKhoaBieu/phienBan/:id/taoTuDong',
    {
      config: quanLy,
      schema: { tags, params: zIdParams, body: zTaoTuDongInput, response: { 200: zEnvelope(zLanTao) } },
    },
    async (request) =>
      ok(
        await taoTuDong.startGeneration(app.db, app.jobs, callerOf(request), request.params.id, {
          timeLimitMs: request.body.thoiGianToiDaGiay ? request.body.thoiGianToiDaGiay * 1000 : undefined,
        }),
      ),
  );
  app.get(
    '/api/ThoiKhoaBieu/lanTao/:id',
    { config: quanLy, schema: { tags, params: zIdParams, response: { 200: zEnvelope(zLanTao) } } },
    async (request) => ok(await taoTuDong.getRun(app.db, request.params.id, requestLang(request))),
  );
  app.post(
    '/api/ThoiKhoaBieu/lanTao/:id/dung',
    { config: quanLy, schema: { tags, params: zIdParams, response: { 200: zEnvelope(zLanTao) } } },
    async (request) =>
      ok(await taoTuDong.stopRun(app.db, app.jobs, callerOf(request), request.params.id, requestLang(request))),
  );
  app.get(
    '/api/ThoiKhoaBieu/tuanCuaToi',
    { config: cuaToi, schema: { tags, querystring: zTuanQuery, response: { 200: zEnvelope(zTuanCuaToi) } } },
    async (request) => ok(await tuan.getMyWeek(app.db, callerOf(request), request.query.ngay)),
  );
  app.get(
    '/api/ThoiKhoaBieu/lichCuaToi',
    { config: cuaToi, schema: { tags, response: { 200: zEnvelope(zLichToken) } } },
    async (request) => ok(await lich.getFeedToken(app.db, callerOf(request))),
  );
  app.post(
    '/api/ThoiKhoaBieu/lichCuaToi/taoLai',
    { config: cuaToi, schema: { tags, response: { 200: zEnvelope(zLichToken) } } },
    async (request) => ok(await lich.regenerateFeedToken(app.db, callerOf(request), app.config.publicUrl)),
  );
  app.delete(
    '/api/ThoiKhoaBieu/lichCuaToi',
    { config: cuaToi, schema: { tags, response: { 200: zEnvelope(zLichToken) } } },
    async (request) => ok(await lich.revokeFeedToken(app.db, callerOf(request))),
  );
  // The phone's calendar fetches this without a session: the secret token in the address is the credential.
  app.get(
    '/api/ThoiKhoaBieu/lich/:token',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        params: z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}(\.ics)?$/, { message: 'error.notFound' }) }),
      },
    },
    async (request, reply) => {
      const body = await lich.calendarFeed(app.db, request.params.token.replace(/\.ics$/, ''), requestLang(request));
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .send(body);
    },
  );
};
