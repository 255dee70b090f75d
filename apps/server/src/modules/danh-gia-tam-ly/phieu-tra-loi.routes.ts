import { danhGiaTamLyAuthority, zBaiCuaToi, zDotIdParams, zEnvelope, zPhieuCuaToi, zTraLoiInput } from '@hpl/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../lib/caller';
import { ok } from '../../lib/envelope';
import * as service from './phieu-tra-loi.service';

const tags = ['DanhGiaTamLy'];
const student = { auth: danhGiaTamLyAuthority.hocSinh };
const base = '/api/DanhGiaTamLy/cuaToi';

/** `baiDanhGia`: a student's own open assessments — answered as they go, submitted once, never a score back. */
export const phieuTraLoiRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    base,
    { config: student, schema: { tags, response: { 200: zEnvelope(z.array(zBaiCuaToi)) } } },
    async (request) => ok(await service.myAssessments(app.db, callerOf(request).user)),
  );
  app.get(
    `${base}/:dotId`,
    { config: student, schema: { tags, params: zDotIdParams, response: { 200: zEnvelope(zPhieuCuaToi) } } },
    async (request) => ok(await service.mySheet(app.db, callerOf(request).user, request.params.dotId)),
  );
  app.put(
    `${base}/:dotId`,
    {
      config: student,
      schema: { tags, params: zDotIdParams, body: zTraLoiInput, response: { 200: zEnvelope(z.null()) } },
    },
    async (request) =>
      ok(await service.saveMySheet(app.db, callerOf(request), request.params.dotId, request.body.traLoi)),
  );
  app.post(
    `${base}/:dotId/nop`,
    {
      config: student,
      schema: {
        tags,
        params: zDotIdParams,
        body: zTraLoiInput,
        response: { 200: zEnvelope(z.object({ nopLuc: z.string() })) },
      },
    },
    async (request) =>
      ok(await service.submitMySheet(app.db, callerOf(request), request.params.dotId, request.body.traLoi)),
  );
};
