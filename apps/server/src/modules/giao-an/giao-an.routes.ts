import {
  giaoAnAuthority,
  zEnvelope,
  zGiaoAn,
  zGiaoAnCaiDat,
  zGiaoAnCaiDatInput,
  zGiaoAnChiTiet,
  zGiaoAnInput,
  zGiaoAnListQuery,
  zIdParams,
  zMyPlanClass,
  zPage,
  zPlanCopy,
  zPlanDecision,
  zPlanFileParams,
  zPlanLayouts,
  zPlanSubmit,
  zPlanTeacherCount,
} from '@hpl/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../lib/caller';
import { ok } from '../../lib/envelope';
import { ensureMultipart, readUpload } from '../../lib/multipart';
import { registerDownloadPolicy } from '../medias';
import * as settings from './cai-dat.service';
import * as service from './giao-an.service';
import { PLAN_FILE_MAX_BYTES, PLAN_FILE_PURPOSE } from './tep-giao-an';
import { countsPerTeacher } from './thong-ke.service';
import { xemTruocRoutes } from './xem-truoc.routes';

const tags = ['GiaoAn'];
const read = { auth: giaoAnAuthority.read };
const write = { auth: giaoAnAuthority.write };
const approve = { auth: giaoAnAuthority.approve };
const settingsAuth = { auth: giaoAnAuthority.settings };
const detail = { 200: zEnvelope(zGiaoAnChiTiet) };

/** `/api/GiaoAn`: a teacher's lesson plans, their files and versions, and the department head's decisions. */
export const giaoAnRoutes: FastifyPluginAsyncZod = async (app) => {
  // Plan files download through /api/medias/files/{id}/download: the uploader, and whoever may read a plan they are
  // attached to (its teacher, the head of the teacher's department once it was submitted).
  registerDownloadPolicy(PLAN_FILE_PURPOSE, {
    check: (user, file, db) => service.mayReadStoredFile(db, user, file.id),
  });
  await ensureMultipart(app);
  await app.register(xemTruocRoutes);

  app.get(
    '/api/GiaoAn/danhSachGiaoAn',
    { config: read, schema: { tags, querystring: zGiaoAnListQuery, response: { 200: zEnvelope(zPage(zGiaoAn)) } } },
    async (request) => ok(await service.listMyPlans(app.db, callerOf(request).user, request.query)),
  );
  app.get(
    '/api/GiaoAn/danhSachCanDuyet',
    { config: approve, schema: { tags, querystring: zGiaoAnListQuery, response: { 200: zEnvelope(zPage(zGiaoAn)) } } },
    async (request) => ok(await service.listQueue(app.db, callerOf(request).user, request.query)),
  );
  app.get(
    '/api/GiaoAn/thongKeGiaoVien',
    { config: approve, schema: { tags, response: { 200: zEnvelope(z.array(zPlanTeacherCount)) } } },
    async (request) => ok(await countsPerTeacher(app.db, callerOf(request).user)),
  );
  app.get(
    '/api/GiaoAn/lopMonHocCuaToi',
    { config: write, schema: { tags, response: { 200: zEnvelope(z.array(zMyPlanClass)) } } },
    async (request) => ok(await service.listMyClasses(app.db, callerOf(request).user)),
  );
  app.get(
    '/api/GiaoAn/bocCuc',
    { config: write, schema: { tags, response: { 200: zEnvelope(zPlanLayouts) } } },
    async () => ok(await settings.getLayouts(app.db)),
  );
  app.get(
    '/api/GiaoAn/caiDat',
    { config: settingsAuth, schema: { tags, response: { 200: zEnvelope(zGiaoAnCaiDat) } } },
    async () => ok(await settings.getSettings(app.db)),
  );
  app.put(
    '/api/GiaoAn/caiDat',
    { config: settingsAuth, schema: { tags, body: zGiaoAnCaiDatInput, response: { 200: zEnvelope(zGiaoAnCaiDat) } } },
    async (request) => ok(await settings.saveSettings(app.db, callerOf(request), request.body)),
  );
  app.get('/api/GiaoAn/:id', { config: read, schema: { tags, params: zIdParams, response: detail } }, async (request) =>
    ok(await service.getPlan(app.db, callerOf(request).user, request.params.id)),
  );
  app.post('/api/GiaoAn', { config: write, schema: { tags, body: zGiaoAnInput, response: detail } }, async (request) =>
    ok(await service.createPlan(app.db, callerOf(request), request.body)),
  );
  app.put(
    '/api/GiaoAn/:id',
    { config: write, schema: { tags, params: zIdParams, body: zGiaoAnInput, response: detail } },
    async (request) => ok(await service.updatePlan(app.db, callerOf(request), request.params.id, request.body)),
  );
  app.delete(
    '/api/GiaoAn/:id',
    { config: write, schema: { tags, params: zIdParams, response: { 200: zEnvelope(z.null()) } } },
    async (request) => {
      await service.deletePlan(app.db, callerOf(request), request.params.id);
      return ok(null);
    },
  );
  app.post(
    '/api/GiaoAn/:id/nop',
    { config: write, schema: { tags, params: zIdParams, body: zPlanSubmit, response: detail } },
    async (request) => ok(await service.submitPlan(app.db, callerOf(request), request.params.id, request.body.version)),
  );
  app.post(
    '/api/GiaoAn/:id/saoChep',
    { config: write, schema: { tags, params: zIdParams, body: zPlanCopy, response: detail } },
    async (request) =>
      ok(await service.copyPlan(app.db, callerOf(request), request.params.id, request.body.lopMonHocIds)),
  );
  for (const [path, action] of [
    ['duyet', 'approve'],
    ['traLai', 'return'],
  ] as const) {
    app.post(
      `/api/GiaoAn/:id/${path}`,
      { config: approve, schema: { tags, params: zIdParams, body: zPlanDecision, response: detail } },
      async (request) =>
        ok(await service.decidePlan(app.db, callerOf(request), request.params.id, action, request.body)),
    );
  }
  app.post(
    '/api/GiaoAn/:id/tep',
    {
      config: write,
      bodyLimit: PLAN_FILE_MAX_BYTES + 64 * 1024,
      schema: { tags, params: zIdParams, response: detail },
    },
    async (request) => {
      const upload = await readUpload(request, PLAN_FILE_MAX_BYTES);
      return ok(await service.attachFile(app.db, app.config.uploadDir, callerOf(request), request.params.id, upload));
    },
  );
  app.delete(
    '/api/GiaoAn/:id/tep/:tepId',
    { config: write, schema: { tags, params: zPlanFileParams, response: detail } },
    async (request) => ok(await service.removeFile(app.db, callerOf(request), request.params.id, request.params.tepId)),
  );
};
