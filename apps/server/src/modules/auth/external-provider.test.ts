import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formAction, freePort, HttpBrowser } from '../../../test/support/http-browser';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import type { OidcAccountSource } from './oidc-accounts';
import { mountOidcProvider } from './oidc-interactions';
import { createOidcProvider } from './oidc-provider-factory';
import { generateProviderSecrets } from './oidc-settings';

/**
 * "Any standards-compliant provider works without code changes": a second, separately configured provider (its own
 * issuer, port, keys, client id and secret, in-memory storage, its own users) stands in for Keycloak or Entra ID.
 */
const EXTERNAL_USER = { username: 'an.nguyen', password: 'Sso-Password-2026', sub: 'ext-7f3a9c' };

let external: FastifyInstance;
let externalBase: string;
let t: TestApp;
let base: string;

beforeAll(async () => {
  const [externalPort, portalPort] = [await freePort(), await freePort()];
  externalBase = `http://127.0.0.1:${externalPort}`;
  base = `http://127.0.0.1:${portalPort}`;
  const accounts: OidcAccountSource = {
    async findAccount(id) {
      // The external provider knows the teacher by its own subject; preferred_username links to the portal account.
      return id === EXTERNAL_USER.sub ? { sub: id, name: 'An Nguyen (SSO)', preferred_username: 'giaovien' } : null;
    },
    async authenticate(username, password) {
      return username === EXTERNAL_USER.username && password === EXTERNAL_USER.password
        ? { ok: true, accountId: EXTERNAL_USER.sub }
        : { ok: false, reason: 'invalid' };
    },
  };
  const secrets = generateProviderSecrets();
  const provider = createOidcProvider({
    issuer: `${externalBase}/oidc`,
    clients: [
      {
        client_id: 'portal-at-external',
        client_secret: 'external-client-secret-value',
        redirect_uris: [`${base}/signin-callback`],
        post_logout_redirect_uris: [`${base}/signout-callback`],
        id_token_signed_response_alg: 'RS256',
      },
    ],
    accounts,
    jwks: secrets.jwks,
    cookieKeys: secrets.cookieKeys,
    apiResource: { indicator: 'urn:external:api', scope: 'external-api' },
    restartUrl: `${base}/api/auth/login`,
  });
  external = Fastify({ logger: false });
  await mountOidcProvider(external, { provider, accounts, mountPath: '/oidc', restartUrl: `${base}/api/auth/login` });
  await external.listen({ port: externalPort, host: '127.0.0.1' });

  t = await createTestApp({
    PUBLIC_URL: base,
    OIDC_ISSUER: `${externalBase}/oidc`,
    OIDC_CLIENT_ID: 'portal-at-external',
    OIDC_CLIENT_SECRET: 'external-client-secret-value',
  });
  await t.app.listen({ port: portalPort, host: '127.0.0.1' });
});

afterAll(async () => {
  await t?.close();
  await external?.close();
});

describe('an external OpenID provider (OIDC_ISSUER)', () => {
  it('signs in through the other provider and maps the user by preferred_username', async () => {
    const browser = new HttpBrowser();
    const login = await browser.go(`${base}/api/auth/login?returnUrl=/NamHoc`);
    expect(login.url.startsWith(`${externalBase}/interaction/`)).toBe(true);
    const hop = await browser.go(formAction(login), {
      form: { username: EXTERNAL_USER.username, password: EXTERNAL_USER.password },
    });
    // The provider is another origin: the callback answers a same-origin page so the Strict cookie is sent next.
    expect(hop.url.startsWith(`${base}/signin-callback`)).toBe(true);
    expect(hop.status).toBe(200);
    expect(hop.body).toContain('<meta http-equiv="refresh" content="0;url=/NamHoc">');
    expect(browser.cookies.get('Authorization')).toBeTruthy();

    const me = await browser.request(`${base}/api/auth/me`);
    expect(me.status).toBe(200);
    const data = JSON.parse(me.body).data;
    expect(data.user.username).toBe('giaovien');
    expect(data.user.hoTen).toBe('Nguyễn Văn An');
    expect(data.links.account).toBeNull();

    const out = await browser.request(`${base}/api/auth/logout`, { method: 'POST' });
    const redirectUrl = new URL(JSON.parse(out.body).data.redirectUrl);
    expect(redirectUrl.origin).toBe(externalBase);
    expect(redirectUrl.searchParams.get('id_token_hint')).toBeTruthy();
  });

  it('does not mount the bundled provider', async () => {
    const response = await fetch(`${base}/oidc/.well-known/openid-configuration`);
    // Without the provider the path is only the web app's fallback (or a 404 when the web app is not built).
    expect(await response.text()).not.toContain('"issuer"');
  });

  it('refuses a provider user without a portal account', async () => {
    await t.db.execute(
      "update tai_khoan set external_subject = null, username = 'giaovien-moved' where username = 'giaovien'" as never,
    );
    const browser = new HttpBrowser();
    const login = await browser.go(`${base}/api/auth/login`);
    const page = await browser.go(formAction(login), {
      form: { username: EXTERNAL_USER.username, password: EXTERNAL_USER.password },
    });
    expect(page.status).toBe(403);
    expect(page.body).toContain('chưa được cấp quyền sử dụng cổng thông tin');
    expect(browser.cookies.has('Authorization')).toBe(false);
  });
});
