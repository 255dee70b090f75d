import {
  donNghiPhepAuthority,
  zEnvelope,
  zLeaveBalanceQuery,
  zLeaveEntitlement,
  zLeaveEntitlementParams,
  zLeaveEntitlementQuery,
  zLeaveEntitlementUpdate,
  zPage,
} from '@hpl/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../lib/caller';
import { ok } from '../../lib/envelope';
import * as service from './so-ngay-phep.service';

const tags = ['DonNghiPhep'];
/** Entitlements are an HR setting: the whole school's staff, read and written by QuanLyNhanSu only. */
const hr = { auth: donNghiPhepAuthority.nhanSu };

export const leaveEntitlementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/DonNghiPhep/soNgayPhep',
    {
      config: hr,
      schema: { tags, querystring: zLeaveEntitlementQuery, response: { 200: zEnvelope(zPage(zLeaveEntitlement)) } },
    },
    async (request) => ok(await service.listEntitlements(app.db, request.query)),
  );

  app.put(
    '/api/DonNghiPhep/soNgayPhep/:nhanVienId',
    {
      config: hr,
      schema: {
        tags,
        params: zLeaveEntitlementParams,
        querystring: zLeaveBalanceQuery,
        body: zLeaveEntitlementUpdate,
        response: { 200: zEnvelope(zLeaveEntitlement) },
      },
    },
    async (request) =>
      ok(
        await service.setEntitlement(
          app.db,
          callerOf(request),
          request.params.nhanVienId,
          request.body,
          request.query.namHocId,
        ),
      ),
  );
};
