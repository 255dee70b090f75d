import type { Lang } from '@hpl/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isSameOriginRequest } from '../../lib/same-origin';
import type { SessionUser } from '../../lib/session-user';
import { findPasswordHash, setPasswordHash } from './auth.repository';
import { ACCOUNT_PAGE_PATH } from './auth.service';
import { escapeHtml, renderAlert, renderLanguageSwitch, renderPage } from './auth-pages';
import { text } from './auth-pages-texts';
import { endProviderSessionsOf } from './oidc-adapter';
import { langFromCookieHeader } from './oidc-provider-factory';
import { hashPassword, isStrongEnough, verifyPassword } from './password';

interface AccountPageState {
  error?: string;
  done?: boolean;
}

function renderAccountPage(lang: Lang, user: SessionUser, hasPassword: boolean, state: AccountPageState = {}): string {
  const form = hasPassword
    ? `<form method="post" action="${ACCOUNT_PAGE_PATH}/password">
<input type="hidden" name="lang" value="${lang}">
<input type="text" name="username" autocomplete="username" value="${escapeHtml(user.username)}" hidden>
<label for="currentPassword">${escapeHtml(text(lang, 'currentPassword'))}</label>
<input id="currentPassword" name="currentPassword" type="password" autocomplete="current-password" required maxlength="200">
<label for="newPassword">${escapeHtml(text(lang, 'newPassword'))}</label>
<input id="newPassword" name="newPassword" type="password" autocomplete="new-password" required minlength="10" maxlength="200" aria-describedby="passwordRule">
<p class="hint" id="passwordRule">${escapeHtml(text(lang, 'passwordRule'))}</p>
<label for="confirmPassword">${escapeHtml(text(lang, 'confirmPassword'))}</label>
<input id="confirmPassword" name="confirmPassword" type="password" autocomplete="new-password" required maxlength="200">
<button type="submit">${escapeHtml(text(lang, 'save'))}</button>
</form>`
    : renderAlert(text(lang, 'noLocalPassword'));
  return renderPage(
    lang,
    text(lang, 'accountTitle'),
    `<h1>${escapeHtml(text(lang, 'changePassword'))}</h1>
<p>${escapeHtml(text(lang, 'signedInAs', { name: user.hoTen, username: user.username }))}</p>
${renderAlert(state.error)}${state.done ? renderAlert(text(lang, 'passwordChanged'), 'ok') : ''}
${form}
<nav><a href="/home">${escapeHtml(text(lang, 'backToPortal'))}</a></nav>
${renderLanguageSwitch(lang, (l) => `${ACCOUNT_PAGE_PATH}?lang=${l}`)}`,
  );
}

function send(reply: FastifyReply, html: string, status = 200) {
  return reply
    .code(status)
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .send(html);
}

/**
 * The bundled provider's account page (`links.account` of /api/auth/me): change one's own password. It uses the
 * portal session; the SameSite=Strict cookie and an Origin check keep other sites from posting to it.
 */
export async function accountPageRoutes(app: FastifyInstance) {
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    const hasLocalPassword = async (accountId: number) => (await findPasswordHash(app.db, accountId)) !== null;
    const langOf = (request: FastifyRequest, explicit?: string): Lang =>
      explicit === 'en' || explicit === 'vi' ? explicit : langFromCookieHeader(request.headers.cookie);
    const signIn = (reply: FastifyReply) =>
      reply.redirect(`/api/auth/login?returnUrl=${encodeURIComponent(ACCOUNT_PAGE_PATH)}`, 303);

    scope.get<{ Querystring: { lang?: string } }>(ACCOUNT_PAGE_PATH, async (request, reply) => {
      if (!request.user) return signIn(reply);
      const lang = langOf(request, request.query.lang);
      if (request.query.lang === lang)
        reply.header('Set-Cookie', `hpl_lang=${lang}; Path=/; Max-Age=31536000; SameSite=Lax`);
      return send(reply, renderAccountPage(lang, request.user, await hasLocalPassword(request.user.accountId)));
    });

    scope.post<{ Body: Record<string, string | undefined> }>(
      `${ACCOUNT_PAGE_PATH}/password`,
      { config: { rateLimit: { max: 10, timeWindow: '1 minute' } } },
      async (request, reply) => {
        const user = request.user;
        if (!user) return signIn(reply);
        const body = request.body ?? {};
        const lang = langOf(request, body.lang);
        if (!isSameOriginRequest(request, new URL(app.config.publicUrl).origin)) return reply.code(403).send();
        const hash = await findPasswordHash(app.db, user.accountId);
        if (!hash) return send(reply, renderAccountPage(lang, user, false), 400);
        const fail = (key: 'currentPasswordWrong' | 'passwordTooWeak' | 'passwordMismatch') =>
          send(reply, renderAccountPage(lang, user, true, { error: text(lang, key) }), 400);
        const next = body.newPassword ?? '';
        if (!(await verifyPassword(hash, body.currentPassword ?? ''))) return fail('currentPasswordWrong');
        if (!isStrongEnough(next)) return fail('passwordTooWeak');
        if (next !== body.confirmPassword) return fail('passwordMismatch');
        await setPasswordHash(app.db, user.accountId, await hashPassword(next));
        // Other devices sign in again with the new password; this session stays.
        await app.sessions.destroyOthersOf(user.accountId, user.sessionId);
        await endProviderSessionsOf(app.db, user.accountId);
        request.log.info({ accountId: user.accountId }, 'password changed');
        return send(reply, renderAccountPage(lang, user, true, { done: true }));
      },
    );
  });
}
