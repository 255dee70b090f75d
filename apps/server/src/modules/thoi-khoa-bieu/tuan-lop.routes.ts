import { lopMonHocAuthority, lopQuanLyAuthority, zEnvelope, zIdParams, zTuanCuaToi, zTuanQuery } from '@hpl/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../lib/caller';
import { ok } from '../../lib/envelope';
import * as service from './tuan-lop.service';

const tags = ['ThoiKhoaBieu'];
const week = { 200: zEnvelope(zTuanCuaToi) };

/**
 * A class's week for its page, scoped as the page is: a teacher only a class they teach, a student only their own
 * subject class or homeroom; another id → 404.
 */
export const tuanLopRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/ThoiKhoaBieu/lopCuaToi/:id',
    {
      config: { auth: lopMonHocAuthority.cuaToi },
      schema: { tags, params: zIdParams, querystring: zTuanQuery, response: week },
    },
    async (request) =>
      ok(await service.subjectClassWeek(app.db, callerOf(request), request.params.id, 'teacher', request.query.ngay)),
  );
  app.get(
    '/api/ThoiKhoaBieu/lopCuaEm/:id',
    {
      config: { auth: lopMonHocAuthority.cuaEm },
      schema: { tags, params: zIdParams, querystring: zTuanQuery, response: week },
    },
    async (request) =>
      ok(await service.subjectClassWeek(app.db, callerOf(request), request.params.id, 'student', request.query.ngay)),
  );
  app.get(
    '/api/ThoiKhoaBieu/lopQuanLyCuaEm',
    { config: { auth: lopQuanLyAuthority.cuaEm }, schema: { tags, querystring: zTuanQuery, response: week } },
    async (request) => ok(await service.homeroomWeek(app.db, callerOf(request), request.query.ngay)),
  );
};
