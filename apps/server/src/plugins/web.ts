import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { translateMessage } from '@hpl/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { requestLang } from '../lib/lang';
import { webDist } from '../paths';

/**
 * Headers that only mean something on a document (helmet sets them on every answer): a hashed script or stylesheet
 * does not need them, and over HTTP/1.1 they cost ≈ 0.5 KB on each of the ~100 files of the first page. Kept on
 * assets: nosniff, Cross-Origin-Resource-Policy, Referrer-Policy.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached, and every other GET outside
 * /api answered with index.html so the client router handles deep links. Unknown /api paths get the 404 envelope.
 */
export default fp(async function web(app: FastifyInstance, options: { root?: string } = {}) {
  const root = options.root ?? webDist;
  const hasWeb = existsSync(path.join(root, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The build writes .br and .gz siblings (vite.config.ts); the browser gets the smallest it accepts.
      preCompressed: true,
      setHeaders(reply, filePath) {
        const isAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', isAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
        if (isAsset) {
          // helmet wrote them on the raw response in its onRequest hook.
          for (const name of DOCUMENT_ONLY_HEADERS) reply.raw.removeHeader(name);
          // A hashed file never changes: nothing to revalidate (index.html keeps both for its 304s).
          reply.removeHeader('etag');
          reply.removeHeader('last-modified');
        }
      },
    });
  } else {
    app.log.warn(`The web app is not built (${root}); run "npm run build" to serve it.`);
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isApi = url === '/api' || url.startsWith('/api/');
    if (!isApi && hasWeb && (request.method === 'GET' || request.method === 'HEAD') && !path.extname(url)) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send({
      succeeded: false,
      errors: [translateMessage('error.routeNotFound', requestLang(request), { path: url })],
    });
  });
});
