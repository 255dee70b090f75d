import {
  diemCamAuthority,
  zBaiThiCam,
  zBaiThiCamInput,
  zBaiThiCamListQuery,
  zEnvelope,
  zIdParams,
  zPage,
} from '@hpl/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../lib/caller';
import { ok } from '../../lib/envelope';
import { saoChepBaiThiRoutes } from './bai-thi-cam-sao-chep.routes';
import * as service from './diem-cam.service';
import { monHocCamRoutes } from './mon-hoc-cam.routes';
import { thangQuyDoiRoutes } from './thang-quy-doi.routes';

const tags = ['DiemCam'];
const read = { auth: diemCamAuthority.read };
const write = { auth: diemCamAuthority.write };

/** `/api/DiemCam/...`: Cambridge exams of subject classes with their components and grade thresholds. */
export const diemCamRoutes: FastifyPluginAsyncZod = async (app) => {
  // Configuration: Cambridge subjects, conversion scales, copying exams.
  await app.register(monHocCamRoutes);
  await app.register(thangQuyDoiRoutes);
  await app.register(saoChepBaiThiRoutes);
  app.get(
    '/api/DiemCam/danhSachBaiThi',
    {
      config: read,
      schema: { tags, querystring: zBaiThiCamListQuery, response: { 200: zEnvelope(zPage(zBaiThiCam)) } },
    },
    async (request) => ok(await service.listExams(app.db, callerOf(request), request.query)),
  );
  app.get(
    '/api/DiemCam/baiThi/:id',
    { config: read, schema: { tags, params: zIdParams, response: { 200: zEnvelope(zBaiThiCam) } } },
    async (request) => ok(await service.getExam(app.db, callerOf(request), request.params.id)),
  );
  app.post(
    '/api/DiemCam/baiThi',
    { config: write, schema: { tags, body: zBaiThiCamInput, response: { 200: zEnvelope(zBaiThiCam) } } },
    async (request) => ok(await service.createExam(app.db, callerOf(request), request.body)),
  );
  app.put(
    '/api/DiemCam/baiThi/:id',
    {
      config: write,
      schema: { tags, params: zIdParams, body: zBaiThiCamInput, response: { 200: zEnvelope(zBaiThiCam) } },
    },
    async (request) => ok(await service.updateExam(app.db, callerOf(request), request.params.id, request.body)),
  );
  app.delete(
    '/api/DiemCam/baiThi/:id',
    { config: write, schema: { tags, params: zIdParams, response: { 200: zEnvelope(z.null()) } } },
    async (request) => {
      await service.deleteExam(app.db, callerOf(request), request.params.id);
      return ok(null);
    },
  );
};
