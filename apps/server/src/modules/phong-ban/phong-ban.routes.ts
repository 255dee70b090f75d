import {
  phongBanAuthority,
  zEnvelope,
  zIdParams,
  zPhongBanPhoPhong,
  zPhongBanThanhVien,
  zPhongBanThanhVienParams,
  zPhongBanThemThanhVien,
} from '@hpl/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../lib/caller';
import { crudRoutes } from '../../lib/crud-resource';
import { ok } from '../../lib/envelope';
import { phongBanResource } from './phong-ban.resource';
import * as service from './phong-ban.service';

const tags = ['PhongBan'];

export const phongBanRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(crudRoutes(phongBanResource));
  app.get(
    '/api/PhongBan/:id/danhSachThanhVien',
    {
      config: { auth: phongBanAuthority.read },
      schema: { tags, params: zIdParams, response: { 200: zEnvelope(z.array(zPhongBanThanhVien)) } },
    },
    async (request) => ok(await service.listMembers(app.db, request.params.id)),
  );
  app.post(
    '/api/PhongBan/:id/thanhVien',
    {
      config: { auth: phongBanAuthority.write },
      schema: { tags, params: zIdParams, body: zPhongBanThemThanhVien, response: { 200: zEnvelope(z.null()) } },
    },
    async (request) => {
      await service.addMembers(app.db, callerOf(request), request.params.id, request.body.nhanVienIds);
      return ok(null);
    },
  );
  app.put(
    '/api/PhongBan/:id/phoPhong/:nhanVienId',
    {
      config: { auth: phongBanAuthority.write },
      schema: {
        tags,
        params: zPhongBanThanhVienParams,
        body: zPhongBanPhoPhong,
        response: { 200: zEnvelope(z.null()) },
      },
    },
    async (request) => {
      const { id, nhanVienId } = request.params;
      await service.setDeputy(app.db, callerOf(request), id, nhanVienId, request.body.laPhoPhong);
      return ok(null);
    },
  );
  app.delete(
    '/api/PhongBan/:id/thanhVien/:nhanVienId',
    {
      config: { auth: phongBanAuthority.write },
      schema: { tags, params: zPhongBanThanhVienParams, response: { 200: zEnvelope(z.null()) } },
    },
    async (request) => {
      await service.removeMember(app.db, callerOf(request), request.params.id, request.params.nhanVienId);
      return ok(null);
    },
  );
};
