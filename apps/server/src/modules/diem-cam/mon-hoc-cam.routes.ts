import {
  diemCamCauHinhAuthority,
  zEnvelope,
  zIdParams,
  zMonHocCam,
  zMonHocCamInput,
  zMonHocCamListQuery,
  zPage,
} from '@hpl/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../lib/caller';
import { ok } from '../../lib/envelope';
import * as service from './mon-hoc-cam.service';

const tags = ['DiemCam'];

/** `/api/DiemCam/...monHoc`: Cambridge subjects with their syllabus code, stage and grade scale. */
export const monHocCamRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/DiemCam/danhSachMonHoc',
    {
      config: { auth: diemCamCauHinhAuthority.read },
      schema: { tags, querystring: zMonHocCamListQuery, response: { 200: zEnvelope(zPage(zMonHocCam)) } },
    },
    async (request) => ok(await service.listSubjects(app.db, request.query)),
  );
  app.put(
    '/api/DiemCam/monHoc/:id',
    {
      config: { auth: diemCamCauHinhAuthority.write },
      schema: { tags, params: zIdParams, body: zMonHocCamInput, response: { 200: zEnvelope(zMonHocCam) } },
    },
    async (request) => ok(await service.saveSubject(app.db, callerOf(request), request.params.id, request.body)),
  );
};
