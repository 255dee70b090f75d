import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { accountPageRoutes } from '../modules/auth/account-page.routes';
import { createDatabaseAccountSource } from '../modules/auth/oidc-accounts';
import { createDatabaseAdapterFactory, purgeExpiredOidcPayloads } from '../modules/auth/oidc-adapter';
import { mountOidcProvider } from '../modules/auth/oidc-interactions';
import { createOidcProvider, PORTAL_API_SCOPE } from '../modules/auth/oidc-provider-factory';
import { loadBundledProviderSecrets } from '../modules/auth/oidc-settings';

export const BUNDLED_PROVIDER_PATH = '/oidc';
const PURGE_EVERY_MS = 10 * 60 * 1000;

/**
 * The bundled OpenID provider, mounted at `/oidc` when no external OIDC_ISSUER is configured: accounts from the
 * portal database, storage in `oidc_payload`, keys generated on the first start and kept in `cai_dat_he_thong`.
 */
export default fp(async function oidcProvider(app: FastifyInstance) {
  const { config } = app;
  if (!config.oidc.bundled) return;
  const secrets = await loadBundledProviderSecrets(app.db);
  const accounts = createDatabaseAccountSource(app.db);
  const restartUrl = '/api/auth/login';
  const provider = createOidcProvider({
    issuer: `${config.publicUrl}${BUNDLED_PROVIDER_PATH}`,
    clients: [
      {
        client_id: config.oidc.clientId,
        client_secret: config.oidc.clientSecret ?? secrets.clientSecret,
        redirect_uris: [`${config.publicUrl}/signin-callback`],
        post_logout_redirect_uris: [`${config.publicUrl}/signout-callback`],
      },
    ],
    accounts,
    adapter: createDatabaseAdapterFactory(app.db),
    jwks: secrets.jwks,
    cookieKeys: secrets.cookieKeys,
    apiResource: { indicator: `${config.publicUrl}/api`, scope: PORTAL_API_SCOPE },
    proxy: config.trustProxy,
    restartUrl,
  });
  provider.on('server_error', (_ctx, error) => app.log.error({ err: error }, 'identity provider error'));
  await mountOidcProvider(app, {
    provider,
    accounts,
    mountPath: BUNDLED_PROVIDER_PATH,
    restartUrl,
    // A flood guard only (argon2 costs CPU): a school's sign-ins share one NAT address. Guessing is limited by the
    // failure counts of login-throttle.ts.
    loginRateLimit: { max: 600, timeWindow: '1 minute' },
  });
  await accountPageRoutes(app);

  const purge = setInterval(() => {
    purgeExpiredOidcPayloads(app.db).catch((error) => app.log.warn({ err: error }, 'purging provider rows failed'));
  }, PURGE_EVERY_MS);
  purge.unref();
  app.addHook('onClose', async () => clearInterval(purge));
});
