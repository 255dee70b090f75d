import {
  khenThuongAuthority,
  zAnhKhenThuong,
  zEnvelope,
  zIdParams,
  zKhenThuong,
  zKhenThuongAn,
  zKhenThuongInput,
  zKhenThuongListQuery,
  zPage,
} from '@hpl/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../lib/caller';
import { ok } from '../../lib/envelope';
import { ensureMultipart, readUpload } from '../../lib/multipart';
import { registerDownloadPolicy } from '../medias';
import * as service from './khen-thuong.service';

const tags = ['KhenThuong'];
const read = { auth: khenThuongAuthority.read };
const write = { auth: khenThuongAuthority.write };

/** `/api/KhenThuong`: the awards board for everyone signed in; Admin posts, edits and hides entries. */
export const khenThuongRoutes: FastifyPluginAsyncZod = async (app) => {
  // Photos download through /api/medias/files/{id}/download for whoever sees the entry on the board.
  registerDownloadPolicy(service.AWARD_PHOTO_PURPOSE, {
    check: (user, file, db) => service.mayDownloadPhoto(db, user, file.id),
  });
  await ensureMultipart(app);

  app.get(
    '/api/KhenThuong/danhSachKhenThuong',
    {
      config: read,
      schema: { tags, querystring: zKhenThuongListQuery, response: { 200: zEnvelope(zPage(zKhenThuong)) } },
    },
    async (request) => ok(await service.listAwards(app.db, callerOf(request).user, request.query)),
  );
  app.post(
    '/api/KhenThuong/anh',
    {
      config: write,
      bodyLimit: service.AWARD_PHOTO_MAX_BYTES + 64 * 1024,
      schema: {
        tags,
        summary: 'Upload an award photo (PNG, JPEG or WebP)',
        response: { 200: zEnvelope(zAnhKhenThuong) },
      },
    },
    async (request) => {
      const upload = await readUpload(request, service.AWARD_PHOTO_MAX_BYTES);
      return ok(await service.storePhoto(app.db, app.config.uploadDir, callerOf(request), upload));
    },
  );
  app.get(
    '/api/KhenThuong/:id',
    { config: read, schema: { tags, params: zIdParams, response: { 200: zEnvelope(zKhenThuong) } } },
    async (request) => ok(await service.getAward(app.db, callerOf(request).user, request.params.id)),
  );
  app.post(
    '/api/KhenThuong',
    { config: write, schema: { tags, body: zKhenThuongInput, response: { 200: zEnvelope(zKhenThuong) } } },
    async (request) => ok(await service.createAward(app.db, callerOf(request), request.body)),
  );
  app.put(
    '/api/KhenThuong/:id',
    {
      config: write,
      schema: { tags, params: zIdParams, body: zKhenThuongInput, response: { 200: zEnvelope(zKhenThuong) } },
    },
    async (request) => ok(await service.updateAward(app.db, callerOf(request), request.params.id, request.body)),
  );
  app.post(
    '/api/KhenThuong/:id/an',
    {
      config: write,
      schema: { tags, params: zIdParams, body: zKhenThuongAn, response: { 200: zEnvelope(zKhenThuong) } },
    },
    async (request) => ok(await service.setHidden(app.db, callerOf(request), request.params.id, request.body)),
  );
};
