import {
  baoCaoViPhamAuthority,
  zBaoCaoHanhVi,
  zBaoCaoHanhViQuery,
  zEnvelope,
  zHanhViCaiDat,
  zHanhViCaiDatInput,
  zHanhViLop,
  zHanhViLopChon,
  zHanhViLopQuery,
  zHanhViXacNhan,
  zIdParams,
} from '@hpl/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../lib/caller';
import { ok } from '../../lib/envelope';
import { EXPORT_RATE_LIMIT, sendXlsx } from '../../lib/excel-export';
import { requestLang } from '../../lib/lang';
import * as service from './hanh-vi.service';
import { behaviourReport } from './hanh-vi-bao-cao.service';
import { exportBehaviourReport } from './hanh-vi-bao-cao-export';

const tags = ['BaoCaoViPham'];
/** Teachers reach the score of their homeroom classes, the office every class; the service checks which. */
const teacher = { auth: baoCaoViPhamAuthority.baoCao };
const office = { auth: baoCaoViPhamAuthority.vanPhong };
const report = { auth: baoCaoViPhamAuthority.baoCaoHanhVi };

/** `/api/BaoCaoViPham/hanhVi/*`: the behaviour score per student and term, its settings, confirmation into conduct. */
export const hanhViRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/BaoCaoViPham/hanhVi/caiDat',
    { config: teacher, schema: { tags, response: { 200: zEnvelope(zHanhViCaiDat) } } },
    async () => ok(await service.getSettings(app.db)),
  );
  app.put(
    '/api/BaoCaoViPham/hanhVi/caiDat',
    { config: office, schema: { tags, body: zHanhViCaiDatInput, response: { 200: zEnvelope(zHanhViCaiDat) } } },
    async (request) => ok(await service.saveSettings(app.db, callerOf(request), request.body)),
  );
  app.get(
    '/api/BaoCaoViPham/hanhVi/danhSachLop',
    { config: teacher, schema: { tags, response: { 200: zEnvelope(z.array(zHanhViLopChon)) } } },
    async (request) => ok(await service.listClasses(app.db, callerOf(request).user)),
  );
  app.get(
    '/api/BaoCaoViPham/hanhVi/lop',
    { config: teacher, schema: { tags, querystring: zHanhViLopQuery, response: { 200: zEnvelope(zHanhViLop) } } },
    async (request) =>
      ok(await service.getClassBehaviour(app.db, callerOf(request), request.query.lopQuanLyId, request.query.hocKy)),
  );
  app.post(
    '/api/BaoCaoViPham/hanhVi/lop/:id/xacNhan',
    {
      config: teacher,
      schema: { tags, params: zIdParams, body: zHanhViXacNhan, response: { 200: zEnvelope(zHanhViLop) } },
    },
    async (request) => ok(await service.confirmConduct(app.db, callerOf(request), request.params.id, request.body)),
  );
  app.get(
    '/api/BaoCaoViPham/hanhVi/baoCao',
    { config: report, schema: { tags, querystring: zBaoCaoHanhViQuery, response: { 200: zEnvelope(zBaoCaoHanhVi) } } },
    async (request) => ok(await behaviourReport(app.db, request.query.hocKy)),
  );
  app.get(
    '/api/BaoCaoViPham/hanhVi/baoCao/xuatExcel',
    { config: { ...report, rateLimit: EXPORT_RATE_LIMIT }, schema: { tags, querystring: zBaoCaoHanhViQuery } },
    async (request, reply) =>
      sendXlsx(
        reply,
        'bao-cao-hanh-vi',
        exportBehaviourReport(await behaviourReport(app.db, request.query.hocKy), requestLang(request)),
      ),
  );
};
