import SwaggerParser from '@apidevtools/swagger-parser';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import routeAuth, { UndeclaredRouteAuthError } from '../src/plugins/route-auth';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('HTTP platform', () => {
  it('sends security headers: CSP with frame-ancestors, nosniff, and a request id', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/home' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toMatch(/frame-ancestors 'none'/);
    expect(csp).toMatch(/default-src 'self'/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-request-id']).toBeTruthy();
  });

  it('answers JSON with the headers a JSON body needs: a CSP that forbids everything, nosniff, CORP', async () => {
    for (const url of ['/api/health', '/api/NamHoc/danhSachNamHoc']) {
      const response = await t.app.inject({ method: 'GET', url }); // 200, and 401 in the envelope
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(response.headers['x-request-id']).toBeTruthy();
      for (const name of ['x-frame-options', 'referrer-policy', 'cross-origin-opener-policy', 'x-xss-protection']) {
        expect(response.headers[name]).toBeUndefined();
      }
    }
  });

  it('sends HSTS only when the portal is served over HTTPS', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const https = await createTestApp({ PUBLIC_URL: 'https://portal.example.edu.vn' });
    try {
      for (const url of ['/api/health', '/home']) {
        const response = await https.app.inject({ method: 'GET', url });
        expect(response.headers['strict-transport-security']).toMatch(/max-age=31536000/);
      }
    } finally {
      await https.close();
    }
  });

  it('keeps the caller-provided request id for log correlation', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'trace-123' },
    });
    expect(response.headers['x-request-id']).toBe('trace-123');
  });

  it('serves the OpenAPI document generated from the contracts to signed-in staff only', async () => {
    for (const url of ['/api/docs/json', '/api/docs', '/api/docs/yaml']) {
      expect((await t.api('GET', url)).status, `${url} anonymous`).toBe(401);
      expect((await t.api('GET', url, { as: 'hocsinh' })).status, `${url} as a student`).toBe(403);
    }
    expect((await t.api('GET', '/api/docs', { as: 'giaovien' })).status).toBe(200);
    const response = await t.api<never>('GET', '/api/docs/json', { as: 'giaovien' });
    expect(response.status).toBe(200);
    const document = response.body as unknown as { openapi: string; paths: Record<string, object> };
    expect(document.openapi).toMatch(/^3\./);
    expect(document.paths).toHaveProperty(['/api/NamHoc/danhSachNamHoc']);
    expect(document.paths['/api/NamHoc/danhSachNamHoc']).toHaveProperty('get');
  });

  it('describes the API in a document a strict OpenAPI validator accepts, without the OIDC provider mounts', async () => {
    const document = (await t.api<never>('GET', '/api/docs/json', { as: 'admin' })).body as unknown as {
      paths: Record<string, object>;
    };
    expect(Object.keys(document.paths).filter((path) => path.startsWith('/oidc'))).toEqual([]);
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
  });

  it('answers an unknown /api path with the 404 envelope in the request language', async () => {
    const vi = await t.api('GET', '/api/KhongTonTai/abc');
    expect(vi.status).toBe(404);
    expect(vi.body.succeeded).toBe(false);
    expect(vi.body.errors?.[0]).toEqual(expect.any(String));
    const en = await t.api('POST', '/api/KhongTonTai/abc', { lang: 'en', body: {} });
    expect(en.status).toBe(404);
    expect(en.body.succeeded).toBe(false);
    expect(en.body.errors?.[0]).not.toEqual(vi.body.errors?.[0]);
  });

  it('refuses to register an /api route that declares no auth', async () => {
    const app = Fastify({ logger: false });
    await app.register(routeAuth);
    await expect(
      app.register(async (scope) => {
        scope.get('/api/undeclared', async () => ({ ok: true }));
      }),
    ).rejects.toThrow(UndeclaredRouteAuthError);
    await app.close();
  });

  it('accepts an explicitly public route and records it in the route table', async () => {
    const app = Fastify({ logger: false });
    await app.register(routeAuth);
    app.get('/api/open', { config: { auth: 'public' } }, async () => ({ ok: true }));
    await app.ready();
    expect(app.routeAuthTable).toContainEqual({ method: 'GET', url: '/api/open', auth: 'public' });
    await app.close();
  });
});
