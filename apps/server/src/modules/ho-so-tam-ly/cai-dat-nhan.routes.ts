import { hoSoTamLyAuthority, zCaiDatNhan, zCaiDatNhanCongKhai, zCaiDatNhanInput, zEnvelope } from '@hpl/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../lib/caller';
import { ok } from '../../lib/envelope';
import * as service from './cai-dat-nhan.service';

const tags = ['HoSoTamLy'];
const base = '/api/HoSoTamLy/caiDatNhan';

/** `caiDatNhanTamLy`: the intake settings (team with the records permission); their public part for the form. */
export const caiDatNhanRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${base}/congKhai`,
    {
      config: { auth: hoSoTamLyAuthority.dangKy },
      schema: { tags, response: { 200: zEnvelope(zCaiDatNhanCongKhai) } },
    },
    async () => ok(await service.publicSettings(app.db)),
  );
  app.get(
    base,
    { config: { auth: hoSoTamLyAuthority.caiDat }, schema: { tags, response: { 200: zEnvelope(zCaiDatNhan) } } },
    async () => ok(await service.getSettings(app.db)),
  );
  app.put(
    base,
    {
      config: { auth: hoSoTamLyAuthority.caiDat },
      schema: { tags, body: zCaiDatNhanInput, response: { 200: zEnvelope(zCaiDatNhan) } },
    },
    async (request) => ok(await service.saveSettings(app.db, callerOf(request), request.body)),
  );
};
