import {
  bienBanDuGioAuthority,
  zBienBanDuGio,
  zBienBanDuGioChiTiet,
  zBienBanInput,
  zDuGioAck,
  zDuGioCaiDat,
  zDuGioCaiDatInput,
  zDuGioInput,
  zDuGioListQuery,
  zDuGioThongKeQuery,
  zDuGioThongKeTheoGiaoVien,
  zDuGioThongKeTheoPhongBan,
  zDuGioVersion,
  zEnvelope,
  zIdParams,
  zPage,
  zPerson,
  zTietDay,
  zTietDayQuery,
} from '@hpl/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../lib/caller';
import { ok } from '../../lib/envelope';
import { EXPORT_RATE_LIMIT, sendXlsx } from '../../lib/excel-export';
import { requestLang } from '../../lib/lang';
import { sendPdf } from '../../lib/pdf';
import * as service from './bien-ban-du-gio.service';
import { exportObservations } from './bien-ban-du-gio-export';
import { renderMinutePdf } from './bien-ban-pdf';
import { getRubricSettings, saveRubricSettings } from './cai-dat.service';

const tags = ['BienBanDuGio'];
const teacher = { auth: bienBanDuGioAuthority.teacher };
const hr = { auth: bienBanDuGioAuthority.hr };
const either = { auth: bienBanDuGioAuthority.either };
const settings = { auth: bienBanDuGioAuthority.settings };
const detail = { 200: zEnvelope(zBienBanDuGioChiTiet) };

/** `/api/BienBanDuGio`: class observations, their minutes (the rubric setting), acknowledgement, lock, HR's overview. */
export const bienBanDuGioRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/BienBanDuGio/danhSach',
    {
      config: teacher,
      schema: { tags, querystring: zDuGioListQuery, response: { 200: zEnvelope(zPage(zBienBanDuGio)) } },
    },
    async (request) => ok(await service.listMine(app.db, callerOf(request).user, request.query)),
  );
  app.get(
    '/api/BienBanDuGio/tatCa',
    { config: hr, schema: { tags, querystring: zDuGioListQuery, response: { 200: zEnvelope(zPage(zBienBanDuGio)) } } },
    async (request) => ok(await service.listAll(app.db, request.query)),
  );
  app.get(
    '/api/BienBanDuGio/xuatExcel',
    { config: { ...hr, rateLimit: EXPORT_RATE_LIMIT }, schema: { tags, querystring: zDuGioListQuery } },
    async (request, reply) =>
      sendXlsx(reply, 'bien-ban-du-gio', await exportObservations(app.db, request.query, requestLang(request))),
  );
  app.get(
    '/api/BienBanDuGio/caiDat',
    { config: settings, schema: { tags, response: { 200: zEnvelope(zDuGioCaiDat) } } },
    async () => ok(await getRubricSettings(app.db)),
  );
  app.put(
    '/api/BienBanDuGio/caiDat',
    { config: settings, schema: { tags, body: zDuGioCaiDatInput, response: { 200: zEnvelope(zDuGioCaiDat) } } },
    async (request) => ok(await saveRubricSettings(app.db, callerOf(request), request.body)),
  );
  app.get(
    '/api/BienBanDuGio/thongKe',
    {
      config: hr,
      schema: { tags, querystring: zDuGioThongKeQuery, response: { 200: zEnvelope(zDuGioThongKeTheoPhongBan) } },
    },
    async (request) => ok(await service.statistics(app.db, request.query.hocKy)),
  );
  app.get(
    '/api/BienBanDuGio/thongKeGiaoVien',
    {
      config: hr,
      schema: { tags, querystring: zDuGioThongKeQuery, response: { 200: zEnvelope(zDuGioThongKeTheoGiaoVien) } },
    },
    async (request) => ok(await service.statisticsPerTeacher(app.db, request.query.hocKy)),
  );
  app.get(
    '/api/BienBanDuGio/giaoVien',
    { config: either, schema: { tags, response: { 200: zEnvelope(z.array(zPerson)) } } },
    async (request) => ok(await service.schedulableTeachers(app.db, callerOf(request).user)),
  );
  app.get(
    '/api/BienBanDuGio/tietDay',
    { config: either, schema: { tags, querystring: zTietDayQuery, response: { 200: zEnvelope(z.array(zTietDay)) } } },
    async (request) => ok(await service.lessonsOf(app.db, request.query.giaoVienId, request.query.ngay)),
  );
  app.get(
    '/api/BienBanDuGio/:id',
    { config: either, schema: { tags, params: zIdParams, response: detail } },
    async (request) => ok(await service.getObservation(app.db, callerOf(request).user, request.params.id)),
  );
  app.get(
    '/api/BienBanDuGio/:id/pdf',
    { config: { ...either, rateLimit: EXPORT_RATE_LIMIT }, schema: { tags, params: zIdParams } },
    async (request, reply) => {
      const lang = requestLang(request);
      const { name, pdf } = await renderMinutePdf(app.db, callerOf(request).user, request.params.id, lang);
      return sendPdf(reply, name, pdf);
    },
  );
  app.post(
    '/api/BienBanDuGio',
    { config: either, schema: { tags, body: zDuGioInput, response: detail } },
    async (request) => ok(await service.schedule(app.db, callerOf(request), request.body)),
  );
  app.put(
    '/api/BienBanDuGio/:id/bienBan',
    { config: teacher, schema: { tags, params: zIdParams, body: zBienBanInput, response: detail } },
    async (request) => ok(await service.fill(app.db, callerOf(request), request.params.id, request.body)),
  );
  app.post(
    '/api/BienBanDuGio/:id/nop',
    { config: teacher, schema: { tags, params: zIdParams, body: zDuGioVersion, response: detail } },
    async (request) =>
      ok(await service.transition(app.db, callerOf(request), request.params.id, 'submit', request.body)),
  );
  app.post(
    '/api/BienBanDuGio/:id/xacNhan',
    { config: teacher, schema: { tags, params: zIdParams, body: zDuGioAck, response: detail } },
    async (request) =>
      ok(await service.transition(app.db, callerOf(request), request.params.id, 'acknowledge', request.body)),
  );
  app.post(
    '/api/BienBanDuGio/:id/khoa',
    { config: either, schema: { tags, params: zIdParams, body: zDuGioVersion, response: detail } },
    async (request) => ok(await service.transition(app.db, callerOf(request), request.params.id, 'lock', request.body)),
  );
  app.delete(
    '/api/BienBanDuGio/:id',
    { config: either, schema: { tags, params: zIdParams, response: { 200: zEnvelope(z.null()) } } },
    async (request) => {
      await service.remove(app.db, callerOf(request), request.params.id);
      return ok(null);
    },
  );
};
