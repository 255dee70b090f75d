import {
  danhGiaTamLyAuthority,
  zBaiVeHocSinh,
  zEnvelope,
  zPhieuVeHocSinh,
  zTraLoiInput,
  zVeHocSinhParams,
} from '@hpl/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../lib/caller';
import { ok } from '../../lib/envelope';
import * as service from './ve-hoc-sinh.service';

const tags = ['DanhGiaTamLy'];
const teacher = { auth: danhGiaTamLyAuthority.giaoVien };
const base = '/api/DanhGiaTamLy/veHocSinh';

/** A homeroom teacher answering a teacher-report instrument about their own students; never a score back. */
export const veHocSinhRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    base,
    { config: teacher, schema: { tags, response: { 200: zEnvelope(z.array(zBaiVeHocSinh)) } } },
    async (request) => ok(await service.myStudents(app.db, callerOf(request).user)),
  );
  app.get(
    `${base}/:dotId/:hocSinhId`,
    { config: teacher, schema: { tags, params: zVeHocSinhParams, response: { 200: zEnvelope(zPhieuVeHocSinh) } } },
    async (request) =>
      ok(await service.sheetAbout(app.db, callerOf(request).user, request.params.dotId, request.params.hocSinhId)),
  );
  app.put(
    `${base}/:dotId/:hocSinhId`,
    {
      config: teacher,
      schema: { tags, params: zVeHocSinhParams, body: zTraLoiInput, response: { 200: zEnvelope(z.null()) } },
    },
    async (request) =>
      ok(
        await service.saveAbout(
          app.db,
          callerOf(request),
          request.params.dotId,
          request.params.hocSinhId,
          request.body.traLoi,
        ),
      ),
  );
  app.post(
    `${base}/:dotId/:hocSinhId/nop`,
    {
      config: teacher,
      schema: {
        tags,
        params: zVeHocSinhParams,
        body: zTraLoiInput,
        response: { 200: zEnvelope(z.object({ nopLuc: z.string() })) },
      },
    },
    async (request) =>
      ok(
        await service.submitAbout(
          app.db,
          callerOf(request),
          request.params.dotId,
          request.params.hocSinhId,
          request.body.traLoi,
        ),
      ),
  );
};
