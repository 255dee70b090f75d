import type { Lang } from '@hpl/shared';
import { text } from './auth-pages-texts';

/** Where the server-rendered sign-in pages live: outside `/oidc`, which the provider owns entirely. */
export const INTERACTION_BASE = '/interaction';
/** The one script of these pages (the CSP forbids inline scripts): submits the provider's sign-out form. */
export const AUTO_SUBMIT_SCRIPT_PATH = `${INTERACTION_BASE}/assets/auto-submit.js`;
export const AUTO_SUBMIT_SCRIPT = "document.getElementById('op.logoutForm')?.submit();\n";

export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );
}

/* No web fonts, no external assets: the pages must render on a school network without internet. */
const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#141414;color:#e8e8e8;
font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
main{width:100%;max-width:380px;margin:24px;padding:32px;background:#1f1f1f;border:1px solid #303030;border-radius:12px}
.brand{margin:0 0 4px;color:#1677ff;font-weight:600;letter-spacing:.02em}
h1{margin:0 0 8px;font-size:24px}
p{margin:0 0 16px;color:#bfbfbf}
label{display:block;margin:14px 0 6px;font-weight:500}
input{width:100%;padding:10px 12px;border:1px solid #424242;border-radius:8px;background:#141414;color:#fff;font-size:15px}
input:focus{outline:2px solid #1677ff;outline-offset:1px;border-color:#1677ff}
button,.button{display:block;width:100%;margin-top:20px;padding:10px 12px;border:0;border-radius:8px;background:#1677ff;color:#fff;
font-size:15px;font-weight:600;text-align:center;text-decoration:none;cursor:pointer}
button.secondary{background:transparent;border:1px solid #424242;color:#e8e8e8;margin-top:10px}
button:hover,.button:hover{filter:brightness(1.1)}
.alert{margin:16px 0 0;padding:10px 12px;border-radius:8px;background:#2a1215;border:1px solid #58181c;color:#ff7875}
.ok{margin:16px 0 0;padding:10px 12px;border-radius:8px;background:#162312;border:1px solid #274916;color:#95de64}
.hint{margin:6px 0 0;font-size:13px;color:#8c8c8c}
nav{margin-top:20px;text-align:center;font-size:14px;color:#8c8c8c}
a{color:#4096ff}
a[aria-current]{color:#e8e8e8;text-decoration:none;font-weight:600}
code{color:#bfbfbf}
`;

/**
 * The portal's icon, the one the web app's index.html names (sign-in.test.ts keeps the two equal). Without one the
 * browser asks for /favicon.ico on these pages, which the portal does not serve (a 404 in the console and an empty tab
 * icon on the sign-in page).
 */
const ICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' " +
  "rx='6' fill='%231677ff'/%3E%3Ctext x='16' y='22' font-size='14' font-family='Arial' font-weight='700' " +
  "fill='white' text-anchor='middle'%3EHPL%3C/text%3E%3C/svg%3E";

/** The page frame shared by the sign-in, account, error and redirect pages. */
export function renderPage(lang: Lang, title: string, body: string, head = ''): string {
  return `<!DOCTYPE html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} — ${escapeHtml(text(lang, 'appName'))}</title>
<link rel="icon" href="${ICON}">
<style>${STYLE}</style>
${head}
</head>
<body>
<main>
<p class="brand">${escapeHtml(text(lang, 'appName'))}</p>
${body}
</main>
</body>
</html>`;
}

/** Links that switch the page's language (kept as plain links: no script needed). */
export function renderLanguageSwitch(lang: Lang, hrefFor: (lang: Lang) => string): string {
  const link = (target: Lang, label: string) =>
    `<a href="${escapeHtml(hrefFor(target))}" lang="${target}"${target === lang ? ' aria-current="true"' : ''}>${label}</a>`;
  return `<nav aria-label="${escapeHtml(text(lang, 'languageSwitch'))}">${link('vi', 'Tiếng Việt')} · ${link('en', 'English')}</nav>`;
}

export function renderAlert(message: string | undefined, kind: 'alert' | 'ok' = 'alert'): string {
  if (!message) return '';
  return kind === 'alert'
    ? `<div class="alert" role="alert">${escapeHtml(message)}</div>`
    : `<div class="ok" role="status">${escapeHtml(message)}</div>`;
}

export interface LoginPageInput {
  lang: Lang;
  uid: string;
  username?: string;
  error?: string;
}

/** The bundled provider's sign-in form; labels are stable (`for=username`, `for=password`) for people and tests. */
export function renderLoginPage({ lang, uid, username, error }: LoginPageInput): string {
  const action = `${INTERACTION_BASE}/${encodeURIComponent(uid)}`;
  return renderPage(
    lang,
    text(lang, 'signInTitle'),
    `<h1>${escapeHtml(text(lang, 'signInTitle'))}</h1>
<p>${escapeHtml(text(lang, 'signInLead'))}</p>
${renderAlert(error)}
<form method="post" action="${escapeHtml(`${action}/login`)}">
<input type="hidden" name="lang" value="${lang}">
<label for="username">${escapeHtml(text(lang, 'username'))}</label>
<input id="username" name="username" autocomplete="username" autocapitalize="none" spellcheck="false" required
 maxlength="100" value="${escapeHtml(username ?? '')}"${username ? '' : ' autofocus'}>
<label for="password">${escapeHtml(text(lang, 'password'))}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required maxlength="200"${username ? ' autofocus' : ''}>
<button type="submit">${escapeHtml(text(lang, 'signInButton'))}</button>
</form>
${renderLanguageSwitch(lang, (l) => `${action}?lang=${l}`)}`,
  );
}

/** A page with a message and one link onwards (expired request, provider error, refused account). */
export function renderMessagePage(
  lang: Lang,
  title: string,
  message: string,
  link: { href: string; label: string },
  detail?: string,
): string {
  return renderPage(
    lang,
    title,
    `<h1>${escapeHtml(title)}</h1>
${renderAlert(message)}
${detail ? `<p class="hint">${escapeHtml(detail)}</p>` : ''}
<a class="button" href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a>`,
  );
}

/** A same-origin hop: a SameSite=Strict cookie set at the end of a cross-site redirect chain is sent from here on. */
export function renderRedirectPage(lang: Lang, location: string): string {
  return renderPage(
    lang,
    text(lang, 'redirecting'),
    `<h1>${escapeHtml(text(lang, 'redirecting'))}</h1>
<a class="button" href="${escapeHtml(location)}">${escapeHtml(text(lang, 'continue'))}</a>`,
    `<meta http-equiv="refresh" content="0;url=${escapeHtml(location)}">`,
  );
}
