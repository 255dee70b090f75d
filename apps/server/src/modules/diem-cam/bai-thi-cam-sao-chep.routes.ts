import {
  diemCamAuthority,
  zEnvelope,
  zIdParams,
  zLopMonHocCamOption,
  zLopMonHocCamOptionQuery,
  zSaoChepBaiThiInput,
  zSaoChepBaiThiResult,
} from '@hpl/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../lib/caller';
import { ok } from '../../lib/envelope';
import * as service from './bai-thi-cam-sao-chep.service';

const tags = ['DiemCam'];

/** The classes an exam can go to, and copying an exam to other classes. */
export const saoChepBaiThiRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/DiemCam/lopMonHocQuanLy',
    {
      config: { auth: diemCamAuthority.read },
      schema: {
        tags,
        querystring: zLopMonHocCamOptionQuery,
        response: { 200: zEnvelope(z.array(zLopMonHocCamOption)) },
      },
    },
    async (request) => ok(await service.listManagedClasses(app.db, callerOf(request), request.query)),
  );
  app.post(
    '/api/DiemCam/baiThi/:id/saoChep',
    {
      config: { auth: diemCamAuthority.write },
      schema: {
        tags,
        params: zIdParams,
        body: zSaoChepBaiThiInput,
        response: { 200: zEnvelope(zSaoChepBaiThiResult) },
      },
    },
    async (request) => ok(await service.copyExam(app.db, callerOf(request), request.params.id, request.body)),
  );
};
