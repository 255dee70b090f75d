import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formAction, freePort, HttpBrowser } from '../../../test/support/http-browser';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { buildApp } from '../../app';
import { DEMO_PASSWORD } from '../../demo/school-data';

let t: TestApp;
let port: number;
let base: string;

beforeAll(async () => {
  port = await freePort();
  base = `http://127.0.0.1:${port}`;
  t = await createTestApp({ PUBLIC_URL: base });
});
afterAll(async () => {
  await t?.close();
});

describe('bundled provider storage', () => {
  it('keeps keys and half-finished sign-ins across a restart (and between instances)', async () => {
    await t.app.listen({ port, host: '127.0.0.1' });
    const jwksBefore = await (await fetch(`${base}/oidc/jwks`)).json();
    const browser = new HttpBrowser();
    const login = await browser.go(`${base}/api/auth/login?returnUrl=/home`);
    expect(login.status).toBe(200);
    await t.app.close();

    // A new server process on the same database: same keys, and the sign-in started before continues.
    const restarted = await buildApp({ config: t.app.config, database: t.database, logger: false });
    try {
      await restarted.listen({ port, host: '127.0.0.1' });
      expect(await (await fetch(`${base}/oidc/jwks`)).json()).toEqual(jwksBefore);
      const landed = await browser.go(formAction(login), { form: { username: 'thanhtra', password: DEMO_PASSWORD } });
      expect(landed.url).toBe(`${base}/home`);
      expect((await browser.request(`${base}/api/auth/me`)).status).toBe(200);
    } finally {
      await restarted.close();
    }
  });
});
