import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Compresses answers above 1 KB on the fly (API JSON, index.html) with brotli at a fast level, or gzip. The web
 * assets are compressed at build time and served as they are (`preCompressed` in web.ts: an answer that already has
 * a Content-Encoding is left alone), and types that are compressed already (xlsx, PNG, JPEG) are never recompressed.
 */
export default fp(async function compression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    // Answers only: no client of the portal sends a compressed body, and decompression would cost every route a
    // hook per request (a compressed body is refused as bad JSON, like any body that is not JSON).
    globalDecompression: false,
  });
});
