import {
  hoSoTamLyAuthority,
  zBuoiInput,
  zChuyenTuyenInput,
  zChuyenTuyenParams,
  zEnvelope,
  zHoSoSummary,
  zHoSoTamLy,
  zIdParams,
  zMoHoSoInput,
  zTheoDoiChuyenTuyenInput,
  zTrangThaiHoSoInput,
  zTruyCapHoSo,
} from '@hpl/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../lib/caller';
import { ok } from '../../lib/envelope';
import * as referrals from './chuyen-tuyen.service';
import * as service from './ho-so.service';
import { effectiveKeys, keyRequired } from './note-cipher';

const tags = ['HoSoTamLy'];
const team = { auth: hoSoTamLyAuthority.hoSo };
const base = '/api/HoSoTamLy/hoSo';

/** `hoSoTamLyHocSinh`: confidential case records, psychology team only; notes encrypted at rest, reads logged. */
export const hoSoRoutes: FastifyPluginAsyncZod = async (app) => {
  const keys = effectiveKeys(app.config.tamLyNoteKeys, keyRequired(app.config));
  app.get(
    base,
    { config: team, schema: { tags, response: { 200: zEnvelope(z.array(zHoSoSummary)) } } },
    async (request) => ok(await service.listRecords(app.db, callerOf(request))),
  );
  app.post(
    base,
    { config: team, schema: { tags, body: zMoHoSoInput, response: { 200: zEnvelope(zHoSoSummary) } } },
    async (request) => ok(await service.openRecord(app.db, callerOf(request), request.body.maHocSinh)),
  );
  app.get(
    `${base}/:id`,
    { config: team, schema: { tags, params: zIdParams, response: { 200: zEnvelope(zHoSoTamLy) } } },
    async (request) => ok(await service.getRecord(app.db, callerOf(request), keys, request.params.id)),
  );
  app.post(
    `${base}/:id/buoi`,
    { config: team, schema: { tags, params: zIdParams, body: zBuoiInput, response: { 200: zEnvelope(zHoSoTamLy) } } },
    async (request) => ok(await service.addSession(app.db, callerOf(request), keys, request.params.id, request.body)),
  );
  app.post(
    `${base}/:id/chuyenTuyen`,
    {
      config: team,
      schema: { tags, params: zIdParams, body: zChuyenTuyenInput, response: { 200: zEnvelope(zHoSoTamLy) } },
    },
    async (request) =>
      ok(await referrals.addReferral(app.db, callerOf(request), keys, request.params.id, request.body)),
  );
  app.put(
    `${base}/:id/chuyenTuyen/:chuyenTuyenId`,
    {
      config: team,
      schema: {
        tags,
        params: zChuyenTuyenParams,
        body: zTheoDoiChuyenTuyenInput,
        response: { 200: zEnvelope(zHoSoTamLy) },
      },
    },
    async (request) =>
      ok(
        await referrals.followUpReferral(
          app.db,
          callerOf(request),
          keys,
          request.params.id,
          request.params.chuyenTuyenId,
          request.body,
        ),
      ),
  );
  app.put(
    `${base}/:id/trangThai`,
    {
      config: team,
      schema: { tags, params: zIdParams, body: zTrangThaiHoSoInput, response: { 200: zEnvelope(zHoSoTamLy) } },
    },
    async (request) =>
      ok(await service.setRecordState(app.db, callerOf(request), keys, request.params.id, request.body.trangThai)),
  );
  app.get(
    `${base}/:id/truyCap`,
    { config: team, schema: { tags, params: zIdParams, response: { 200: zEnvelope(z.array(zTruyCapHoSo)) } } },
    async (request) => ok(await service.recordAccessLog(app.db, request.params.id)),
  );
};
