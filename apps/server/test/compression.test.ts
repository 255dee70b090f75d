import { brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const get = async (url: string, encoding: string, as?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: {
      'accept-encoding': encoding,
      ...(as ? { cookie: `Authorization=${await t.cookieFor(as)}` } : {}),
    },
  });

describe('compressed answers', () => {
  it('compresses API JSON above the threshold with brotli when the client accepts it', async () => {
    const response = await get('/api/DanhBa/danhSachNhanVien?pageSize=-1', 'br, gzip', 'giaovien');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    const json = JSON.parse(brotliDecompressSync(response.rawPayload).toString('utf8'));
    expect(json.succeeded).toBe(true);
    expect(json.data.items.length).toBeGreaterThan(10);
    expect(response.rawPayload.length).toBeLessThan(JSON.stringify(json).length / 2);
  });

  it('leaves small answers and clients that accept no encoding alone', async () => {
    expect((await get('/api/health', 'br')).headers['content-encoding']).toBeUndefined();
    const plain = await get('/api/DanhBa/danhSachNhanVien?pageSize=-1', 'identity', 'giaovien');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().succeeded).toBe(true);
  });

  it('streams an Excel export untouched (xlsx is compressed already)', async () => {
    const response = await get('/api/DanhBa/xuatExcelNhanVien', 'br, gzip', 'giaovien');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/spreadsheetml/);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');
  });
});

describe('compressed request bodies', () => {
  // No client of the portal compresses what it sends, so bodies are not decompressed (a hook less on every route):
  // a gzipped body is refused as bad input, in the envelope, and nothing is written.
  it('refuses a gzipped JSON body with 400 in the envelope', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/DonNghiPhep',
      headers: {
        cookie: `Authorization=${await t.cookieFor('giaovien')}`,
        'content-type': 'application/json',
        'content-encoding': 'gzip',
      },
      payload: gzipSync(JSON.stringify({ lyDo: 'Việc gia đình' })),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ succeeded: false });
    expect(response.json().errors.length).toBeGreaterThan(0);
  });
});
