import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { crudRoutes } from '../../lib/crud-resource';
import { heHocResource, khoiHeHocResource, khoiResource, monHocResource } from './chuong-trinh.resources';
import {
  loaiPhongResource,
  phongResource,
  tangToaNhaResource,
  toaNhaResource,
  truongHocResource,
} from './co-so-vat-chat.resources';

/** The school structure screens of `quanly`: one generic CRUD per resource. */
export const danhMucRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const resource of [
    heHocResource,
    khoiResource,
    khoiHeHocResource,
    monHocResource,
    truongHocResource,
    toaNhaResource,
    tangToaNhaResource,
    loaiPhongResource,
    phongResource,
  ]) {
    await app.register(crudRoutes(resource as never));
  }
};
