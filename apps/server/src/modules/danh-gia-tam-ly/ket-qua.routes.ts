import { danhGiaTamLyAuthority, zEnvelope, zKetQuaTracNghiem, zKetQuaTracNghiemQuery, zPage } from '@hpl/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../lib/caller';
import { ok } from '../../lib/envelope';
import { EXPORT_RATE_LIMIT, sendXlsx } from '../../lib/excel-export';
import { requestLang } from '../../lib/lang';
import * as service from './ket-qua.service';
import { exportResults } from './ket-qua-export';

const tags = ['DanhGiaTamLy'];
const config = { auth: danhGiaTamLyAuthority.ketQua };
const base = '/api/DanhGiaTamLy/ketQua';

/** `ketQuaTracNghiemTamLy`: results across students with filters and export (specialists only; reads logged). */
export const ketQuaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    base,
    {
      config,
      schema: { tags, querystring: zKetQuaTracNghiemQuery, response: { 200: zEnvelope(zPage(zKetQuaTracNghiem)) } },
    },
    async (request) => ok(await service.listResults(app.db, callerOf(request), request.query)),
  );
  app.get(
    `${base}/xuatExcel`,
    {
      config: { ...config, rateLimit: EXPORT_RATE_LIMIT },
      schema: { tags, summary: 'Exports the results the list shows as .xlsx', querystring: zKetQuaTracNghiemQuery },
    },
    async (request, reply) =>
      sendXlsx(
        reply,
        'ket-qua-trac-nghiem',
        await exportResults(app.db, callerOf(request), request.query, requestLang(request)),
      ),
  );
};
