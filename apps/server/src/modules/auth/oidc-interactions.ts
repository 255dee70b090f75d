import { setTimeout as sleep } from 'node:timers/promises';
import type { Lang } from '@hpl/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Provider } from 'oidc-provider';
import providerStorage from 'oidc-provider/lib/helpers/als.js';
import { disableWhenIdle } from '../../lib/async-context';
import { AUTO_SUBMIT_SCRIPT, INTERACTION_BASE, renderLoginPage, renderMessagePage } from './auth-pages';
import { describeWait, text } from './auth-pages-texts';
import { SignInThrottle } from './login-throttle';
import type { OidcAccountSource } from './oidc-accounts';
import { langFromCookieHeader } from './oidc-provider-factory';

export interface MountOidcOptions {
  provider: Provider;
  accounts: OidcAccountSource;
  /** Path the provider answers under (the issuer's path), e.g. `/oidc`. */
  mountPath: string;
  /** Where "sign in again" leads when a sign-in request expired. */
  restartUrl: string;
  /** Per-IP limit of sign-in form posts (needs @fastify/rate-limit registered on the app). */
  loginRateLimit?: { max: number; timeWindow: string | number };
}

/**
 * oidc-provider's storage (one per process, shared by every provider instance) is enabled only while one of their
 * requests runs: left enabled after the first sign-in, it made every later request of the portal a third dearer on
 * Node 20 and 22 (lib/async-context.ts).
 */
const whileSigningIn = disableWhenIdle(providerStorage);

const LANG_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

function pageLang(request: FastifyRequest, explicit?: unknown): Lang {
  if (explicit === 'en' || explicit === 'vi') return explicit;
  return langFromCookieHeader(request.headers.cookie);
}

function sendHtml(reply: FastifyReply, html: string, status = 200) {
  return reply
    .code(status)
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .send(html);
}

/**
 * Mounts an OpenID provider on a Fastify app: the provider's own endpoints under `mountPath` (it owns every path
 * there) and the server-rendered sign-in pages under `/interaction`. Works for the bundled provider and for a second
 * provider instance in tests.
 */
export async function mountOidcProvider(app: FastifyInstance, options: MountOidcOptions): Promise<void> {
  const { provider, accounts, mountPath } = options;
  const callback = provider.callback();
  const throttle = new SignInThrottle();

  await app.register(async (scope) => {
    // The provider reads request bodies itself: leave the stream untouched whatever the content type.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      reply.hijack();
      const raw = request.raw as typeof request.raw & { originalUrl?: string };
      raw.originalUrl = raw.url;
      raw.url = raw.url?.slice(mountPath.length) || '/';
      if (!raw.url.startsWith('/')) raw.url = `/${raw.url}`;
      whileSigningIn(() => callback(raw, reply.raw)).catch((error: unknown) => {
        request.log.error({ err: error }, 'identity provider request failed');
      });
    };
    scope.all(mountPath, handler);
    scope.all(`${mountPath}/*`, handler);
  });

  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    scope.get(`${INTERACTION_BASE}/assets/auto-submit.js`, async (_request, reply) =>
      reply
        .header('Content-Type', 'text/javascript; charset=utf-8')
        .header('Cache-Control', 'public, max-age=3600')
        .send(AUTO_SUBMIT_SCRIPT),
    );

    const renderExpired = (reply: FastifyReply, lang: Lang) =>
      sendHtml(
        reply,
        renderMessagePage(lang, text(lang, 'signInTitle'), text(lang, 'requestExpired'), {
          href: options.restartUrl,
          label: text(lang, 'startAgain'),
        }),
        400,
      );

    async function loadInteraction(request: FastifyRequest, reply: FastifyReply, uid: string) {
      try {
        const interaction = await provider.interactionDetails(request.raw, reply.raw);
        return interaction.uid === uid ? interaction : null;
      } catch {
        return null;
      }
    }

    scope.get<{ Params: { uid: string }; Querystring: { lang?: string } }>(
      `${INTERACTION_BASE}/:uid`,
      async (request, reply) => {
        const lang = pageLang(request, request.query.lang);
        if (request.query.lang === 'vi' || request.query.lang === 'en') {
          reply.header('Set-Cookie', `hpl_lang=${lang}; Path=/; Max-Age=${LANG_COOKIE_MAX_AGE}; SameSite=Lax`);
        }
        const interaction = await loadInteraction(request, reply, request.params.uid);
        if (!interaction) return renderExpired(reply, lang);
        if (interaction.prompt.name === 'login') {
          const hint = typeof interaction.params.login_hint === 'string' ? interaction.params.login_hint : undefined;
          return sendHtml(reply, renderLoginPage({ lang, uid: interaction.uid, username: hint }));
        }
        if (interaction.prompt.name === 'consent') {
          reply.hijack();
          await grantConsent(provider, request, reply, interaction);
          return;
        }
        return renderExpired(reply, lang);
      },
    );

    scope.post<{ Params: { uid: string }; Body: Record<string, string | undefined> }>(
      `${INTERACTION_BASE}/:uid/login`,
      {
        config: options.loginRateLimit ? { rateLimit: options.loginRateLimit } : {},
        // The rate limiter's refusal is shown on the form, not as JSON.
        errorHandler: (error, request, reply) => {
          const lang = pageLang(request, (request.body as Record<string, string> | undefined)?.lang);
          if ((error as { statusCode?: number }).statusCode === 429) {
            const after = Number(reply.getHeader('retry-after')) || 60;
            return sendHtml(
              reply,
              renderLoginPage({
                lang,
                uid: request.params.uid,
                error: text(lang, 'throttled', { after: describeWait(lang, after) }),
              }),
              429,
            );
          }
          request.log.error({ err: error }, 'sign-in form failed');
          return renderExpired(reply, lang);
        },
      },
      async (request, reply) => {
        const body = request.body ?? {};
        const lang = pageLang(request, body.lang);
        const username = (body.username ?? '').trim().slice(0, 100);
        const password = (body.password ?? '').slice(0, 200);
        const interaction = await loadInteraction(request, reply, request.params.uid);
        if (interaction?.prompt.name !== 'login') return renderExpired(reply, lang);
        const form = (error: string, status: number) =>
          sendHtml(reply, renderLoginPage({ lang, uid: interaction.uid, username, error }), status);
        if (!username || !password) return form(text(lang, 'missingFields'), 400);
        const decision = throttle.check(username, request.ip);
        if (!decision.allowed) {
          reply.header('Retry-After', String(decision.retryAfterSeconds));
          return form(text(lang, 'throttled', { after: describeWait(lang, decision.retryAfterSeconds) }), 429);
        }
        if (decision.delayMs > 0) await sleep(decision.delayMs);
        const result = await accounts.authenticate(username, password);
        if (!result.ok) {
          request.log.info({ username, reason: result.reason }, 'sign-in refused');
          if (result.reason === 'locked') return form(text(lang, 'locked'), 403);
          throttle.recordFailure(username, request.ip);
          return form(text(lang, 'wrongPassword'), 401);
        }
        throttle.recordSuccess(username, request.ip);
        request.log.info({ accountId: result.accountId }, 'signed in');
        reply.hijack();
        await provider.interactionFinished(
          request.raw,
          reply.raw,
          { login: { accountId: result.accountId } },
          { mergeWithLastSubmission: false },
        );
      },
    );
  });
}

/** First-party clients only: grant what the client asked for without a consent screen. */
async function grantConsent(
  provider: Provider,
  request: FastifyRequest,
  reply: FastifyReply,
  interaction: Awaited<ReturnType<Provider['interactionDetails']>>,
) {
  const accountId = interaction.session?.accountId;
  const clientId = String(interaction.params.client_id);
  const details = interaction.prompt.details as {
    missingOIDCScope?: string[];
    missingOIDCClaims?: string[];
    missingResourceScopes?: Record<string, string[]>;
  };
  try {
    const existing = interaction.grantId ? await provider.Grant.find(interaction.grantId) : undefined;
    const grant = existing ?? new provider.Grant({ accountId: String(accountId), clientId });
    if (details.missingOIDCScope) grant.addOIDCScope(details.missingOIDCScope.join(' '));
    if (details.missingOIDCClaims) grant.addOIDCClaims(details.missingOIDCClaims);
    for (const [indicator, scopes] of Object.entries(details.missingResourceScopes ?? {})) {
      grant.addResourceScope(indicator, scopes.join(' '));
    }
    const grantId = await grant.save();
    await provider.interactionFinished(
      request.raw,
      reply.raw,
      { consent: existing ? {} : { grantId } },
      { mergeWithLastSubmission: true },
    );
  } catch (error) {
    request.log.error({ err: error }, 'automatic consent failed');
    if (!reply.raw.headersSent) {
      reply.raw.statusCode = 500;
      reply.raw.setHeader('Content-Type', 'text/plain; charset=utf-8');
    }
    reply.raw.end('Sign-in failed / Đăng nhập thất bại');
  }
}
