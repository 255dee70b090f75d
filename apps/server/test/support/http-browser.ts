import { createServer } from 'node:net';

/** A free TCP port on loopback (to know PUBLIC_URL before the server listens). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface Page {
  status: number;
  url: string;
  body: string;
  headers: Headers;
}

/**
 * A minimal browser for HTTP-level sign-in tests: a cookie jar (by name; expired cookies removed) and redirects
 * followed by hand, so every hop of the OpenID flow goes through the real servers.
 */
export class HttpBrowser {
  readonly cookies = new Map<string, string>();
  /** Every URL visited, in order (redirect hops included). */
  readonly visited: string[] = [];

  /** `headers` go with every request (e.g. `x-forwarded-for` to sign in from another address behind a proxy). */
  constructor(private readonly headers: Record<string, string> = {}) {}

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private store(headers: Headers) {
    for (const line of headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const index = pair!.indexOf('=');
      const name = pair!.slice(0, index).trim();
      const value = pair!.slice(index + 1).trim();
      const expired = attributes.some((a) => {
        const [key, val] = a.trim().split('=');
        if (key?.toLowerCase() === 'max-age') return Number(val) <= 0;
        if (key?.toLowerCase() === 'expires') return new Date(val ?? '').getTime() < Date.now();
        return false;
      });
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /** One request, no redirect following. */
  async request(
    url: string,
    init: { method?: string; form?: Record<string, string>; headers?: Record<string, string> } = {},
  ): Promise<Page> {
    this.visited.push(url);
    const headers: Record<string, string> = { ...this.headers, ...init.headers };
    if (this.cookies.size) headers.cookie = this.cookieHeader();
    let body: string | undefined;
    if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    }
    const response = await fetch(url, {
      method: init.method ?? (body ? 'POST' : 'GET'),
      headers,
      body,
      redirect: 'manual',
    });
    this.store(response.headers);
    return { status: response.status, url, body: await response.text(), headers: response.headers };
  }

  /** A request, then its redirects (GET), until a page that is not a redirect. */
  async go(url: string, init: Parameters<HttpBrowser['request']>[1] = {}, maxHops = 20): Promise<Page> {
    let page = await this.request(url, init);
    for (let hop = 0; hop < maxHops && page.status >= 300 && page.status < 400; hop++) {
      const location = page.headers.get('location');
      if (!location) break;
      page = await this.request(new URL(location, page.url).href);
    }
    return page;
  }
}

/** The `action` of the first form of an HTML page, absolute. */
export function formAction(page: Page): string {
  const match = /<form[^>]*action="([^"]+)"/.exec(page.body);
  if (!match) throw new Error(`No form on ${page.url} (status ${page.status}):\n${page.body.slice(0, 500)}`);
  return new URL(match[1]!.replace(/&amp;/g, '&'), page.url).href;
}
