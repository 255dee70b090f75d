import { zEnvelope, zLoginQuery, zLogoutResult, zMe } from '@hpl/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as client from 'openid-client';
import { z } from 'zod';
import { callerOf } from '../../lib/caller';
import { ok } from '../../lib/envelope';
import {
  describeMe,
  finishSignIn,
  isLocalPath,
  isRefreshDue,
  type PendingSignIn,
  refreshIfDue,
  SignInRefused,
  signOut,
  startSignIn,
} from './auth.service';
import { renderMessagePage, renderRedirectPage } from './auth-pages';
import { text } from './auth-pages-texts';
import { langFromCookieHeader } from './oidc-provider-factory';
import { RelyingParty } from './relying-party';
import { SESSION_COOKIE } from './session-store';

const tags = ['Auth'];
/** The sign-in state cookie lives for one sign-in at most; one per state, so parallel tabs do not collide. */
const PENDING_COOKIE_PREFIX = 'hpl_signin_';
const PENDING_MAX_AGE_S = 15 * 60;
const CALLBACK_PATH = '/signin-callback';

function encodePending(pending: PendingSignIn): string {
  return Buffer.from(JSON.stringify(pending)).toString('base64url');
}

function decodePending(value: string | undefined): PendingSignIn | null {
  if (!value) return null;
  try {
    const parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as PendingSignIn;
    return typeof parsed.codeVerifier === 'string' && typeof parsed.nonce === 'string' ? parsed : null;
  } catch {
    return null;
  }
}

function sendPage(reply: FastifyReply, html: string, status: number) {
  return reply
    .code(status)
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .send(html);
}

/**
 * Sign-in as a backend-for-frontend: the browser only ever holds the httpOnly `Authorization` session cookie; the
 * provider's tokens stay in the session row and are refreshed here before they expire.
 */
const authRoutesPlugin: FastifyPluginAsyncZod = async (app) => {
  const rp = new RelyingParty(app);
  const cookieBase = { httpOnly: true, secure: app.config.secureCookies, path: '/' } as const;

  // After the session is loaded (plugins/session.ts): renew tokens close to expiry; a refused renewal ends the session.
  // Synchronous unless a renewal is due: no promise per request.
  app.addHook('onRequest', (request, reply, done) => {
    const user = request.user;
    if (!user || !request.url.startsWith('/api/') || !isRefreshDue(app, user.sessionId)) {
      done();
      return;
    }
    refreshIfDue(app, rp, user.sessionId).then((kept) => {
      if (!kept) {
        request.user = null;
        reply.clearCookie(SESSION_COOKIE, { path: '/' });
      }
      done();
    }, done);
  });

  const lang = (request: FastifyRequest) => langFromCookieHeader(request.headers.cookie);
  const restartLink = (request: FastifyRequest, returnUrl?: string) => ({
    href: `/api/auth/login${returnUrl && isLocalPath(returnUrl) ? `?returnUrl=${encodeURIComponent(returnUrl)}` : ''}`,
    label: text(lang(request), 'startAgain'),
  });

  app.get(
    '/api/auth/login',
    {
      config: { auth: 'public', rateLimit: SIGN_IN_FLOOD_GUARD },
      schema: { tags, summary: 'Starts sign-in: redirects to the identity provider', querystring: zLoginQuery },
    },
    async (request, reply) => {
      let started: Awaited<ReturnType<typeof startSignIn>>;
      try {
        started = await startSignIn(rp, request.query);
      } catch (error) {
        request.log.error({ err: error }, 'identity provider unreachable');
        const l = request.query.lang ?? lang(request);
        return sendPage(
          reply,
          renderMessagePage(
            l,
            text(l, 'errorTitle'),
            text(l, 'providerUnreachable'),
            restartLink(request, request.query.returnUrl),
          ),
          503,
        );
      }
      reply.setCookie(`${PENDING_COOKIE_PREFIX}${started.state}`, encodePending(started.pending), {
        ...cookieBase,
        path: CALLBACK_PATH,
        // Lax: the provider's redirect back is a top-level navigation from another site when the issuer is external.
        sameSite: 'lax',
        maxAge: PENDING_MAX_AGE_S,
      });
      if (request.query.lang) {
        reply.setCookie('hpl_lang', request.query.lang, { path: '/', maxAge: 365 * 24 * 60 * 60, sameSite: 'lax' });
      }
      return reply.redirect(started.url, 303);
    },
  );

  app.get(
    CALLBACK_PATH,
    {
      config: { rateLimit: SIGN_IN_FLOOD_GUARD },
      schema: { hide: true, querystring: z.record(z.string(), z.string()) },
    },
    async (request, reply) => {
      const l = lang(request);
      const query = request.query;
      const state = query.state ?? '';
      const cookieName = `${PENDING_COOKIE_PREFIX}${state}`;
      const pending = /^[\w-]{1,100}$/.test(state) ? decodePending(request.cookies[cookieName]) : null;
      if (pending) reply.clearCookie(cookieName, { path: CALLBACK_PATH });
      if (query.error) {
        request.log.info({ error: query.error, description: query.error_description }, 'provider refused sign-in');
        return sendPage(
          reply,
          renderMessagePage(
            l,
            text(l, 'errorTitle'),
            text(l, 'callbackFailed'),
            restartLink(request, pending?.returnUrl),
            `${text(l, 'errorCode')}: ${query.error}`,
          ),
          400,
        );
      }
      if (!pending) {
        return sendPage(
          reply,
          renderMessagePage(l, text(l, 'errorTitle'), text(l, 'requestExpired'), restartLink(request)),
          400,
        );
      }
      try {
        const currentUrl = new URL(request.url, app.config.publicUrl);
        const session = await finishSignIn(app, rp, currentUrl, state, pending);
        reply.setCookie(SESSION_COOKIE, session.cookieValue, {
          ...cookieBase,
          sameSite: 'strict',
          expires: session.expiresAt,
        });
        request.log.info({ accountId: session.accountId }, 'session opened');
        const target = isLocalPath(pending.returnUrl) ? pending.returnUrl : '/home';
        // A Strict cookie set at the end of a cross-site redirect chain is not sent on the next redirect hop.
        if (rp.issuerIsCrossOrigin) return sendPage(reply, renderRedirectPage(l, target), 200);
        return reply.redirect(target, 303);
      } catch (error) {
        if (error instanceof SignInRefused) {
          return sendPage(
            reply,
            renderMessagePage(
              l,
              text(l, 'errorTitle'),
              text(l, error.reason === 'locked' ? 'locked' : 'noPortalAccount'),
              restartLink(request),
            ),
            403,
          );
        }
        const known = error instanceof client.ResponseBodyError || error instanceof client.AuthorizationResponseError;
        request.log[known ? 'warn' : 'error']({ err: error }, 'sign-in callback failed');
        return sendPage(
          reply,
          renderMessagePage(
            l,
            text(l, 'errorTitle'),
            text(l, 'callbackFailed'),
            restartLink(request, pending.returnUrl),
          ),
          400,
        );
      }
    },
  );

  app.get(
    '/api/auth/me',
    { config: { auth: '*' }, schema: { tags, summary: 'The signed-in user', response: { 200: zEnvelope(zMe) } } },
    async (request) => ok(await describeMe(app, callerOf(request).user)),
  );

  app.post(
    '/api/auth/logout',
    {
      config: { auth: '*' },
      schema: {
        tags,
        summary: 'Ends the session; answers the provider sign-out URL',
        response: { 200: zEnvelope(zLogoutResult) },
      },
    },
    async (request, reply) => {
      const redirectUrl = await signOut(app, rp, callerOf(request).user.sessionId);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return ok({ redirectUrl });
    },
  );
};

/** Not encapsulated: the token-renewal hook must run for every API route. */
/**
 * Per-address flood guard of the sign-in redirects. Generous on purpose: a school's staff sign in at the same minute
 * from one NAT address; password guessing is limited by failures (login-throttle.ts), not here.
 */
const SIGN_IN_FLOOD_GUARD = { max: 600, timeWindow: '1 minute' };

export const authRoutes = fp(authRoutesPlugin, { name: 'auth-routes' });
