import { zIdParams } from '@hpl/shared';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { files } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { readBlob } from '../../lib/uploads';
import { requireUser } from '../../plugins/route-auth';
import { mayDownload } from './medias.policy';

const INLINE_TYPES = /^(image\/(png|jpeg|gif|webp|svg\+xml)|application\/pdf)$/;

/** RFC 6266 / 5987: an ASCII fallback plus the UTF-8 name (Vietnamese file names). */
function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** `GET /api/medias/files/{fileId}/download`: a stored file after the per-purpose authorisation check. */
export const mediasRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/medias/files/:id/download',
    {
      config: { auth: '*' },
      schema: { tags: ['Medias'], summary: 'Downloads a stored file (avatar, attachment)', params: zIdParams },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const [file] = await app.db
        .select({
          id: files.id,
          sha256: files.sha256,
          mimeType: files.mimeType,
          size: files.size,
          originalName: files.originalName,
          purpose: files.purpose,
          ownerAccountId: files.ownerAccountId,
        })
        .from(files)
        .where(eq(files.id, request.params.id));
      // Someone else's private file answers exactly like a missing one.
      if (!file || !(await mayDownload(app.db, user, file))) throw notFound();
      const etag = `"${file.sha256}"`;
      reply
        .header('ETag', etag)
        .header('Cache-Control', 'private, max-age=86400')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cross-Origin-Resource-Policy', 'same-origin');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      let body: Buffer;
      try {
        body = await readBlob(app.config.uploadDir, file.sha256);
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
        .header('Content-Disposition', contentDisposition(inline ? 'inline' : 'attachment', file.originalName))
        .send(body);
    },
  );
};
