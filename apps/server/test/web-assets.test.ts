import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helmetHeaders } from '../src/plugins/security';
import web from '../src/plugins/web';

/**
 * The built web app as the server answers it (plugins/web.ts) over a scratch build: hashed assets without the
 * document-only security headers (bytes on the wire of every file), index.html with them; a file of an older build
 * answers 404, which is how the web app tells a redeploy from a network failure (lib/new-version.ts).
 */
let dir: string;
let app: FastifyInstance;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'hpl-web-assets-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><script type="module" src="/assets/index-NEW.js"></script>',
  );
  writeFileSync(path.join(dir, 'assets/index-NEW.js'), 'export const x = 1;\n'.repeat(100));
  app = Fastify();
  // The security headers as plugins/security.ts writes them: on the raw response, before any route answers.
  const headers = helmetHeaders({ contentSecurityPolicy: { directives: { frameAncestors: ["'none'"] } } });
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
  await app.register(web, { root: dir });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the built web app', () => {
  it('serves a hashed asset cached for a year, nosniff, without the document-only headers', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/index-NEW.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const name of ['content-security-policy', 'x-frame-options', 'cross-origin-opener-policy', 'etag']) {
      expect(response.headers[name], name).toBeUndefined();
    }
  });

  it('serves index.html (and deep links) uncached with the security headers', async () => {
    for (const url of ['/index.html', '/quanly/namhoc']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(String(response.headers['content-security-policy'])).toMatch(/frame-ancestors 'none'/);
      expect(response.headers['x-frame-options']).toBeTruthy();
    }
  });

  it('answers 404 for a chunk of an older build (not index.html)', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const response = await app.inject({ method, url: '/assets/nam-hoc-page-OLD.js' });
      expect(response.statusCode).toBe(404);
    }
  });
});
