import { giaoAnAuthority, zEnvelope, zIdParams, zPlanFilePreview } from '@hpl/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../lib/caller';
import { ok } from '../../lib/envelope';
import * as preview from './xem-truoc.service';

const tags = ['GiaoAn'];
const read = { auth: giaoAnAuthority.read };

/**
 * The preview of a plan file (`chuyenmon/filegiaoan/:id/xemtruoc`, :id = the plan file): what it is and whether it can
 * be shown, then the bytes to show — PDFs and images as stored, DOCX/PPTX as the PDF LibreOffice made of them.
 */
export const xemTruocRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/GiaoAn/tep/:id',
    { config: read, schema: { tags, params: zIdParams, response: { 200: zEnvelope(zPlanFilePreview) } } },
    async (request) => ok(await preview.describeFile(app.db, callerOf(request).user, request.params.id)),
  );
  app.get(
    '/api/GiaoAn/tep/:id/xemTruoc',
    { config: read, schema: { tags, params: zIdParams } },
    async (request, reply) => {
      const shown = await preview.previewBytes(app.db, app.config.uploadDir, callerOf(request).user, request.params.id);
      return (
        reply
          .header('Content-Type', shown.mimeType)
          .header('Content-Disposition', 'inline')
          .header('Cache-Control', 'private, max-age=3600')
          .header('X-Content-Type-Options', 'nosniff')
          // Shown in a frame of the portal's own preview page, and nowhere else; nothing in it runs.
          .header(
            'Content-Security-Policy',
            // The browser's PDF viewer embeds the document itself (object-src 'self'); nothing else may load or run.
            "default-src 'none'; object-src 'self'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'",
          )
          .header('X-Frame-Options', 'SAMEORIGIN')
          .header('Content-Length', shown.body.size)
          .send(shown.body.stream)
      );
    },
  );
};
