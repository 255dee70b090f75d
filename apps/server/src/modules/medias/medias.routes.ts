import { AVATAR_PATH, zAvatarKey, zIdParams } from '@hpl/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../lib/caller';
import { notFound } from '../../lib/errors';
import { type OpenedFile, openBlob } from '../../lib/uploads';
import { downloadName } from './download-name';
import { AVATAR_PURPOSE, mayDownload } from './medias.policy';
import { findStoredFile, listStoredByHash } from './medias.repository';

const INLINE_TYPES = /^(image\/(png|jpeg|gif|webp|svg\+xml)|application\/pdf)$/;

/**
 * `GET /api/medias/files/{fileId}/download` (attachments, documents) and `GET /api/medias/avatars/{key}` (people's
 * photos, by content hash): a stored file after the per-purpose authorisation check.
 */
export const mediasRoutes: FastifyPluginAsyncZod = async (app) => {
  type StoredFile = { sha256: string; mimeType: string; id: number };

  async function send(request: FastifyRequest, reply: FastifyReply, file: StoredFile, name: string) {
    const etag = `"${file.sha256}"`;
    reply
      .header('ETag', etag)
      .header('Cache-Control', 'private, max-age=86400')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cross-Origin-Resource-Policy', 'same-origin');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    let body: OpenedFile;
    try {
      body = await openBlob(app.config.uploadDir, file.sha256);
    } catch {
      request.log.error({ fileId: file.id }, 'stored file missing on disk');
      throw notFound();
    }
    if (file.mimeType === 'image/svg+xml') {
      // An SVG can carry scripts: opened directly it must not run any.
      reply.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    }
    const inline = INLINE_TYPES.test(file.mimeType);
    return reply
      .header('Content-Type', inline ? file.mimeType : 'application/octet-stream')
      .header('Content-Disposition', downloadName(inline ? 'inline' : 'attachment', name, file.mimeType))
      .header('Content-Length', body.size)
      .send(body.stream);
  }

  app.get(
    '/api/medias/files/:id/download',
    {
      config: { auth: '*' },
      schema: { tags: ['Medias'], summary: 'Downloads a stored file (attachment, document)', params: zIdParams },
    },
    async (request, reply) => {
      const user = callerOf(request).user;
      const file = await findStoredFile(app.db, request.params.id);
      // Photos are served by content hash only, so counting ids finds none. Someone else's private file answers
      // exactly like a missing one.
      if (!file || file.purpose === AVATAR_PURPOSE || !(await mayDownload(app.db, user, file))) throw notFound();
      return send(request, reply, file, file.originalName);
    },
  );

  app.get(
    `${AVATAR_PATH}/:key`,
    {
      config: { auth: '*' },
      schema: {
        tags: ['Medias'],
        summary: "A person's photo, to those who may see the person",
        params: z.object({ key: zAvatarKey }),
      },
    },
    async (request, reply) => {
      const user = callerOf(request).user;
      const stored = await listStoredByHash(app.db, request.params.key, AVATAR_PURPOSE);
      // The same photo may be stored for several people: one the user may see is enough.
      for (const file of stored) {
        if (await mayDownload(app.db, user, file)) return send(request, reply, file, 'anh-dai-dien');
      }
      throw notFound();
    },
  );
};
