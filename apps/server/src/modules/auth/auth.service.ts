import type { Me } from '@hpl/shared';
import type { FastifyInstance } from 'fastify';
import * as client from 'openid-client';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../lib/session-user';
import * as repo from './auth.repository';
import type { RelyingParty } from './relying-party';
import type { SessionTokens } from './session-store';

/** A portal session lasts one school day at most, whatever the provider's token lifetimes. */
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;
/** Refresh the access token when it has less than this left. */
export const REFRESH_MARGIN_MS = 60_000;
const DEFAULT_RETURN_URL = '/home';

/** What the sign-in start leaves in a short-lived cookie for the callback. */
export interface PendingSignIn {
  codeVerifier: string;
  nonce: string;
  returnUrl: string;
}

/** A return address must stay on this site: a single leading slash, no scheme, no backslash, no control characters. */
export function isLocalPath(value: string | undefined): value is string {
  if (!value || value.length > 2000 || !/^\/(?![/\\])/.test(value) || /[\\\s]/.test(value)) return false;
  for (let i = 0; i < value.length; i++) if (value.charCodeAt(i) < 0x20 || value.charCodeAt(i) === 0x7f) return false;
  return true;
}

export async function startSignIn(rp: RelyingParty, input: { returnUrl?: string; lang?: 'vi' | 'en' }) {
  const config = await rp.config();
  const state = client.randomState();
  const pending: PendingSignIn = {
    codeVerifier: client.randomPKCECodeVerifier(),
    nonce: client.randomNonce(),
    returnUrl: isLocalPath(input.returnUrl) ? input.returnUrl : DEFAULT_RETURN_URL,
  };
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: rp.redirectUri,
    scope: rp.scope,
    response_type: 'code',
    state,
    nonce: pending.nonce,
    code_challenge: await client.calculatePKCECodeChallenge(pending.codeVerifier),
    code_challenge_method: 'S256',
    ...(input.lang ? { ui_locales: input.lang } : {}),
  });
  return { url: url.href, state, pending };
}

export type SignInFailure = 'noPortalAccount' | 'locked';

export class SignInRefused extends Error {
  constructor(readonly reason: SignInFailure) {
    super(reason);
  }
}

/**
 * Finds the portal account of a provider's user. Bundled provider: the subject is the account id. External provider:
 * the linked subject, else the account whose username equals preferred_username or email (linked on first use; an
 * account already linked to another subject is never taken over).
 */
export async function findPortalAccount(
  db: Db,
  bundled: boolean,
  claims: { sub: string; preferred_username?: unknown; email?: unknown },
) {
  if (bundled) {
    if (!/^\d{1,10}$/.test(claims.sub)) return null;
    return (await repo.findAccountById(db, Number(claims.sub))) ?? null;
  }
  const linked = await repo.findAccountBySubject(db, claims.sub);
  if (linked) return linked;
  const names = [claims.preferred_username, claims.email]
    .filter((v): v is string => typeof v === 'string' && v.length > 0)
    .map((v) => v.toLowerCase());
  if (names.length === 0) return null;
  const match = await repo.findUnlinkedAccountByName(db, names);
  if (!match) return null;
  await repo.linkSubject(db, match.id, claims.sub);
  return match;
}

function tokensOf(response: client.TokenEndpointResponse, previous?: SessionTokens): SessionTokens {
  return {
    accessToken: response.access_token,
    refreshToken: response.refresh_token ?? previous?.refreshToken,
    idToken: response.id_token ?? previous?.idToken,
    expiresAt: Date.now() + (response.expires_in ?? 3600) * 1000,
  };
}

/** Exchanges the code, maps the user to a portal account and opens a session; returns the cookie value. */
export async function finishSignIn(
  app: FastifyInstance,
  rp: RelyingParty,
  currentUrl: URL,
  state: string,
  pending: PendingSignIn,
) {
  const config = await rp.config();
  const response = await client.authorizationCodeGrant(config, currentUrl, {
    pkceCodeVerifier: pending.codeVerifier,
    expectedState: state,
    expectedNonce: pending.nonce,
    idTokenExpected: true,
  });
  let claims: Record<string, unknown> & { sub: string } = { ...response.claims()! };
  if (!app.config.oidc.bundled && !claims.preferred_username && !claims.email) {
    // Some providers keep profile claims out of the ID token; the userinfo endpoint has them.
    const userinfo = await client.fetchUserInfo(config, response.access_token, claims.sub).catch(() => null);
    if (userinfo) claims = { ...userinfo, ...claims };
  }
  const account = await findPortalAccount(app.db, app.config.oidc.bundled, claims);
  if (!account) throw new SignInRefused('noPortalAccount');
  if (account.lockedAt) throw new SignInRefused('locked');
  if (!app.config.oidc.bundled) {
    await repo.recordSignIn(app.db, account.id);
  }
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  const cookieValue = await app.sessions.create(account.id, tokensOf(response), expiresAt);
  return { cookieValue, expiresAt, accountId: account.id };
}

const refreshing = new Map<string, Promise<boolean>>();
/** Sessions found without a refresh token: nothing to renew, do not look again. */
const withoutRefreshToken = new Set<string>();

/** Whether the session's access token is about to expire and could be renewed: known without the database. */
export function isRefreshDue(app: FastifyInstance, sessionId: string): boolean {
  const expiresAt = app.sessions.accessTokenExpiresAt(sessionId);
  return !!expiresAt && expiresAt - Date.now() <= REFRESH_MARGIN_MS && !withoutRefreshToken.has(sessionId);
}

/**
 * Renews the session's access token when it is about to expire. Returns false when the provider refused (grant
 * revoked, account locked there): the session is then ended. A provider that is merely unreachable keeps the session.
 */
export function refreshIfDue(app: FastifyInstance, rp: RelyingParty, sessionId: string): Promise<boolean> {
  if (!isRefreshDue(app, sessionId)) return Promise.resolve(true);
  let running = refreshing.get(sessionId);
  if (!running) {
    running = refreshSession(app, rp, sessionId).finally(() => refreshing.delete(sessionId));
    refreshing.set(sessionId, running);
  }
  return running;
}

async function refreshSession(app: FastifyInstance, rp: RelyingParty, sessionId: string): Promise<boolean> {
  const tokens = await app.sessions.tokens(sessionId);
  if (!tokens) return false;
  if (!tokens.refreshToken) {
    if (withoutRefreshToken.size > 10_000) withoutRefreshToken.clear();
    withoutRefreshToken.add(sessionId);
    return true;
  }
  // Another instance may have refreshed already.
  if (tokens.expiresAt && tokens.expiresAt - Date.now() > REFRESH_MARGIN_MS) {
    await app.sessions.update(sessionId, tokens);
    return true;
  }
  try {
    const response = await client.refreshTokenGrant(await rp.config(), tokens.refreshToken);
    await app.sessions.update(sessionId, tokensOf(response, tokens));
    return true;
  } catch (error) {
    if (error instanceof client.ResponseBodyError && error.error === 'invalid_grant') {
      const latest = await app.sessions.tokens(sessionId);
      if (latest?.refreshToken && latest.refreshToken !== tokens.refreshToken) return true;
      app.log.info({ sessionId }, 'refresh refused by the identity provider: session ended');
      await app.sessions.destroy(sessionId);
      return false;
    }
    app.log.warn({ err: error }, 'token refresh failed; keeping the session');
    return true;
  }
}

/** Ends the portal session and answers the provider's end-session URL (with the id token hint). */
export async function signOut(app: FastifyInstance, rp: RelyingParty, sessionId: string): Promise<string> {
  const tokens = await app.sessions.tokens(sessionId);
  await app.sessions.destroy(sessionId);
  let config: client.Configuration;
  try {
    config = await rp.config();
  } catch {
    return rp.postLogoutRedirectUri;
  }
  if (tokens?.refreshToken) {
    await client.tokenRevocation(config, tokens.refreshToken).catch((error) => {
      app.log.warn({ err: error }, 'refresh token revocation failed');
    });
  }
  if (!config.serverMetadata().end_session_endpoint) return rp.postLogoutRedirectUri;
  return client.buildEndSessionUrl(config, {
    post_logout_redirect_uri: rp.postLogoutRedirectUri,
    ...(tokens?.idToken ? { id_token_hint: tokens.idToken } : {}),
  }).href;
}

/** `/api/auth/me`: the user, roles, permissions, staff or student record and the shell's links. */
export async function describeMe(app: FastifyInstance, user: SessionUser): Promise<Me> {
  const { config, db } = app;
  const [staff, student] = await Promise.all([
    user.nhanVienId ? repo.findOwnStaff(db, user.nhanVienId) : undefined,
    user.hocSinhId ? repo.findOwnStudent(db, user.hocSinhId) : undefined,
  ]);
  const sessionExpiresAt = (await app.sessions.expiresAt(user.sessionId)) ?? new Date();
  return {
    user: { id: user.accountId, username: user.username, hoTen: user.hoTen, anhDaiDien: user.anhDaiDien },
    roles: user.roles,
    permissions: user.permissions,
    nhanVien: staff ?? null,
    hocSinh: student ?? null,
    sessionExpiresAt: sessionExpiresAt.toISOString(),
    links: {
      account: config.oidc.accountUrl ?? (config.oidc.bundled ? `${config.publicUrl}${ACCOUNT_PAGE_PATH}` : null),
      ...config.links,
    },
  };
}

/** The bundled provider's account page (change own password). */
export const ACCOUNT_PAGE_PATH = '/account';

/**
 * The user's subject at the identity provider (spec §3 `sub` of the chatbot request): the linked external subject,
 * or the account id with the bundled provider.
 */
export async function subjectOf(db: Db, accountId: number): Promise<string> {
  return (await repo.findExternalSubject(db, accountId)) ?? String(accountId);
}
