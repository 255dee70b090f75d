import {
  giayToAuthority,
  zEnvelope,
  zGiayTo,
  zGiayToInput,
  zGiayToListQuery,
  zIdParams,
  zPage,
  zTepGiayTo,
} from '@hpl/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../lib/caller';
import { ok } from '../../lib/envelope';
import { ensureMultipart, readUpload } from '../../lib/multipart';
import { registerDownloadPolicy } from '../medias';
import { expiryDigestKind, scheduleExpiryDigest } from './giay-to-tuy-than.digest';
import * as service from './giay-to-tuy-than.service';

const tags = ['GiayToTuyThan'];
const hr = { auth: giayToAuthority.nhanSu };
const mine = { auth: giayToAuthority.cuaToi };

/** `/api/GiayToTuyThan`: HR keeps foreign staff's identity documents; the person reads their own. */
export const giayToTuyThanRoutes: FastifyPluginAsyncZod = async (app) => {
  registerDownloadPolicy(service.IDENTITY_DOCUMENT_PURPOSE, {
    check: (user, file, db) => service.mayDownloadFile(db, user, file.id),
  });
  app.jobs.define(expiryDigestKind);
  scheduleExpiryDigest(app);
  await ensureMultipart(app);

  app.get(
    '/api/GiayToTuyThan/danhSachGiayTo',
    { config: hr, schema: { tags, querystring: zGiayToListQuery, response: { 200: zEnvelope(zPage(zGiayTo)) } } },
    async (request) => ok(await service.listDocuments(app.db, callerOf(request).user, request.query, true)),
  );
  app.get(
    '/api/GiayToTuyThan/cuaToi',
    { config: mine, schema: { tags, querystring: zGiayToListQuery, response: { 200: zEnvelope(zPage(zGiayTo)) } } },
    async (request) => ok(await service.listDocuments(app.db, callerOf(request).user, request.query, false)),
  );
  app.post(
    '/api/GiayToTuyThan/tep',
    {
      config: hr,
      bodyLimit: service.IDENTITY_DOCUMENT_MAX_BYTES + 64 * 1024,
      schema: { tags, summary: 'Upload a scan (PDF or image)', response: { 200: zEnvelope(zTepGiayTo) } },
    },
    async (request) => {
      const upload = await readUpload(request, service.IDENTITY_DOCUMENT_MAX_BYTES);
      return ok(await service.storeDocumentFile(app.db, app.config.uploadDir, callerOf(request), upload));
    },
  );
  app.post(
    '/api/GiayToTuyThan',
    { config: hr, schema: { tags, body: zGiayToInput, response: { 200: zEnvelope(zGiayTo) } } },
    async (request) => ok(await service.createDocument(app.db, callerOf(request), request.body)),
  );
  app.put(
    '/api/GiayToTuyThan/:id',
    { config: hr, schema: { tags, params: zIdParams, body: zGiayToInput, response: { 200: zEnvelope(zGiayTo) } } },
    async (request) => ok(await service.updateDocument(app.db, callerOf(request), request.params.id, request.body)),
  );
  app.delete(
    '/api/GiayToTuyThan/:id',
    { config: hr, schema: { tags, params: zIdParams, response: { 200: zEnvelope(z.null()) } } },
    async (request) => {
      await service.deleteDocument(app.db, callerOf(request), request.params.id);
      return ok(null);
    },
  );
};
