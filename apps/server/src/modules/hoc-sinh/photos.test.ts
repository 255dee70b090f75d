import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { multipartBody } from '../../../test/support/test-files';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

// Issue 24 §5 saw a 50 MB photo answered 400 on a running server: asked over a real socket, as a browser sends it.
it('answers 413, naming the file, to a 50 MB student or staff photo sent over HTTP', { timeout: 120_000 }, async () => {
  const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
  const { body, headers } = multipartBody([
    { name: 'anh-the.png', type: 'image/png', data: Buffer.concat([png, Buffer.alloc(50 * 1024 * 1024)]) },
  ]);
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const cookie = `Authorization=${await t.cookieFor('admin')}`;
  for (const url of ['/api/HocSinh/1/anhDaiDien', '/api/NhanVien/1/anhDaiDien']) {
    const response = await fetch(`${address}${url}`, {
      method: 'POST',
      headers: { ...headers, cookie, 'accept-language': 'en' },
      body,
    });
    expect(response.status, url).toBe(413);
    expect(((await response.json()) as { errors: string[] }).errors[0]).toContain('anh-the.png');
  }
});
