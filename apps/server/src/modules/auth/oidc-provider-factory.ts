import type { Lang } from '@hpl/shared';
import Provider, { type Adapter, errors, type KoaContextWithOIDC } from 'oidc-provider';
import { AUTO_SUBMIT_SCRIPT_PATH, escapeHtml, INTERACTION_BASE, renderMessagePage, renderPage } from './auth-pages';
import { text } from './auth-pages-texts';
import type { OidcAccountSource } from './oidc-accounts';

/** The scope of the portal API's resource server (asked for by the portal's client, granted with the resource). */
export const PORTAL_API_SCOPE = 'hpl-api';

/** The scopes the provider knows. The API scope is NOT listed: it belongs to the resource server (stack notes). */
export const OIDC_SCOPES = ['openid', 'offline_access', 'profile', 'email', 'role', 'permission'];

export interface OidcClientMetadata {
  client_id: string;
  client_secret: string;
  redirect_uris: string[];
  post_logout_redirect_uris: string[];
  [key: string]: unknown;
}

export interface OidcProviderOptions {
  /** e.g. `https://portal.example.edu/oidc`; the provider must be mounted at this URL's path. */
  issuer: string;
  clients: OidcClientMetadata[];
  accounts: OidcAccountSource;
  /** Database adapter class; omitted = oidc-provider's in-memory store (tests only). */
  adapter?: new (
    name: string,
  ) => Adapter;
  jwks: { keys: Record<string, unknown>[] };
  cookieKeys: string[];
  /** The portal API as a resource server: access tokens for it are JWTs carrying `scope`. */
  apiResource: { indicator: string; scope: string };
  /** Trust X-Forwarded-* (behind a TLS proxy). */
  proxy?: boolean;
  /** Where "sign in again" leads when a sign-in request expired. */
  restartUrl: string;
}

/** The language of provider-rendered pages: the `hpl_lang` cookie set by the login page's switch; Vietnamese by default. */
export function langFromCookieHeader(header: string | undefined): Lang {
  return /(?:^|;\s*)hpl_lang=en(?:;|$)/.test(header ?? '') ? 'en' : 'vi';
}

/**
 * An OpenID provider on its own: issuer, clients and an account source in, a configured oidc-provider out. The
 * portal mounts one at `/oidc` when no external issuer is configured; tests start a second, separately configured one
 * as an "external" provider. Consent is granted by the interaction routes (all configured clients are first-party).
 */
export function createOidcProvider(options: OidcProviderOptions): Provider {
  const { apiResource, accounts } = options;
  const provider = new Provider(options.issuer, {
    ...(options.adapter ? { adapter: options.adapter } : {}),
    clients: options.clients.map((client) => ({
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
      id_token_signed_response_alg: 'ES256',
      ...client,
    })),
    jwks: options.jwks,
    cookies: { keys: options.cookieKeys },
    scopes: OIDC_SCOPES,
    claims: {
      openid: ['sub'],
      profile: ['name', 'preferred_username'],
      email: ['email'],
      role: ['role'],
      permission: ['permission'],
    },
    // The ID token carries the profile, role and permission claims: the API access token is a JWT for the resource
    // server, which the userinfo endpoint does not accept.
    conformIdTokenClaims: false,
    async findAccount(_ctx: KoaContextWithOIDC, id: string) {
      const claims = await accounts.findAccount(id);
      if (!claims) return undefined;
      return { accountId: id, claims: async () => claims };
    },
    features: {
      devInteractions: { enabled: false },
      revocation: {
        enabled: true,
        // A client revokes only its own tokens (sign-out revokes the portal's refresh token).
        allowedPolicy: async (_ctx: unknown, client: { clientId: string }, token: { clientId: string }) =>
          token.clientId === client.clientId,
      },
      rpInitiatedLogout: { enabled: true, logoutSource, postLogoutSuccessSource },
      resourceIndicators: {
        enabled: true,
        defaultResource: async () => apiResource.indicator,
        useGrantedResource: async () => true,
        async getResourceServerInfo(_ctx: KoaContextWithOIDC, indicator: string) {
          if (indicator !== apiResource.indicator) throw new errors.InvalidTarget();
          return {
            scope: apiResource.scope,
            audience: apiResource.indicator,
            accessTokenTTL: 60 * 60,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'ES256' } },
          };
        },
      },
    },
    pkce: { required: () => true },
    // offline_access only counts with prompt=consent; the portal keeps its tokens server-side and renews them, so
    // every client allowed the refresh_token grant gets one (it lives no longer than the sign-on session).
    issueRefreshToken: async (_ctx: unknown, client: { grantTypeAllowed(type: string): boolean }) =>
      client.grantTypeAllowed('refresh_token'),
    ttl: {
      AccessToken: 60 * 60,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 15 * 60,
      Grant: 14 * 24 * 60 * 60,
      RefreshToken: 14 * 24 * 60 * 60,
      Session: 12 * 60 * 60,
    },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `${INTERACTION_BASE}/${interaction.uid}` },
    clientBasedCORS: () => false,
    renderError,
  });
  provider.proxy = options.proxy ?? false;
  return provider;

  async function renderError(ctx: KoaContextWithOIDC, out: { error: string; error_description?: string }) {
    const lang = langFromCookieHeader(ctx.get('cookie'));
    ctx.type = 'html';
    ctx.body = renderMessagePage(
      lang,
      text(lang, 'errorTitle'),
      text(lang, 'errorLead'),
      { href: options.restartUrl, label: text(lang, 'startAgain') },
      `${text(lang, 'errorCode')}: ${out.error}${out.error_description ? ` — ${out.error_description}` : ''}`,
    );
  }
}

/**
 * The provider's sign-out confirmation. The portal asks for sign-out itself (with the id token hint), so the form is
 * submitted by a same-origin script; the buttons remain for browsers without scripts.
 */
async function logoutSource(ctx: KoaContextWithOIDC, form: string) {
  const lang = langFromCookieHeader(ctx.get('cookie'));
  const confirmed = form.replace('</form>', '<input type="hidden" name="logout" value="yes"></form>');
  ctx.type = 'html';
  ctx.body = renderPage(
    lang,
    text(lang, 'signOutTitle'),
    `<h1>${escapeHtml(text(lang, 'signOutTitle'))}</h1>
<p>${escapeHtml(text(lang, 'signOutLead'))}</p>
${confirmed}
<button type="submit" form="op.logoutForm">${escapeHtml(text(lang, 'signOutButton'))}</button>`,
    `<script src="${AUTO_SUBMIT_SCRIPT_PATH}" defer></script>`,
  );
}

/** Shown only when sign-out had no post-logout redirect (the portal always sends one). */
async function postLogoutSuccessSource(ctx: KoaContextWithOIDC) {
  const lang = langFromCookieHeader(ctx.get('cookie'));
  ctx.type = 'html';
  ctx.body = renderMessagePage(lang, text(lang, 'signOutTitle'), text(lang, 'signedOut'), {
    href: '/',
    label: text(lang, 'backHome'),
  });
}
