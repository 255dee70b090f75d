import type { FastifyInstance } from 'fastify';
import * as client from 'openid-client';
import { PORTAL_API_SCOPE } from './oidc-provider-factory';
import { loadBundledProviderSecrets } from './oidc-settings';

/** Rediscover the provider at most this often after a failure (it may start after the portal). */
const RETRY_DISCOVERY_MS = 5_000;

/**
 * The portal as an OpenID relying party (openid-client 6). With the bundled provider, requests to it are injected
 * into this very server instead of going out through PUBLIC_URL, which may not be reachable from inside (TLS proxy,
 * container networking) — and tests need no listening socket.
 */
export class RelyingParty {
  private configuration?: Promise<client.Configuration>;
  private failedAt = 0;

  constructor(private readonly app: FastifyInstance) {}

  get issuer(): string {
    const { oidc, publicUrl } = this.app.config;
    return oidc.issuer ?? `${publicUrl}/oidc`;
  }

  /** Whether the provider lives on another origin (then the callback answers with a same-origin hop). */
  get issuerIsCrossOrigin(): boolean {
    return new URL(this.issuer).origin !== new URL(this.app.config.publicUrl).origin;
  }

  get redirectUri(): string {
    return `${this.app.config.publicUrl}/signin-callback`;
  }

  get postLogoutRedirectUri(): string {
    return `${this.app.config.publicUrl}/signout-callback`;
  }

  /** Scopes asked for: the configured ones, plus the API scope of the bundled provider's resource server. */
  get scope(): string {
    const scopes = new Set(this.app.config.oidc.scopes.split(/\s+/).filter(Boolean));
    scopes.add('openid');
    if (this.app.config.oidc.bundled) scopes.add(PORTAL_API_SCOPE);
    return [...scopes].join(' ');
  }

  /** The discovered provider configuration, cached; a failed discovery is retried on a later call. */
  config(): Promise<client.Configuration> {
    if (this.configuration && !(this.failedAt && Date.now() - this.failedAt > RETRY_DISCOVERY_MS)) {
      return this.configuration;
    }
    this.failedAt = 0;
    this.configuration = this.discover().catch((error) => {
      this.failedAt = Date.now();
      throw error;
    });
    return this.configuration;
  }

  private async discover(): Promise<client.Configuration> {
    const { oidc, publicUrl } = this.app.config;
    const secret = oidc.bundled
      ? (oidc.clientSecret ?? (await loadBundledProviderSecrets(this.app.db)).clientSecret)
      : (oidc.clientSecret as string);
    const issuer = new URL(this.issuer);
    const execute = issuer.protocol === 'http:' ? [client.allowInsecureRequests] : [];
    const fetchImpl = oidc.bundled ? this.injectingFetch(new URL(publicUrl)) : undefined;
    return client.discovery(
      issuer,
      oidc.clientId,
      oidc.bundled ? { id_token_signed_response_alg: 'ES256' } : undefined,
      client.ClientSecretBasic(secret),
      { execute, timeout: 10, ...(fetchImpl ? { [client.customFetch]: fetchImpl } : {}) },
    );
  }

  /** A fetch that answers requests to this server's own origin by injection and everything else over the network. */
  private injectingFetch(publicUrl: URL): client.CustomFetch {
    return async (url, options) => {
      const target = new URL(url);
      if (target.origin !== publicUrl.origin) return fetch(url, options as RequestInit);
      const headers: Record<string, string> = {};
      new Headers(options.headers as HeadersInit).forEach((value, key) => {
        headers[key] = value;
      });
      headers.host = publicUrl.host;
      headers['x-forwarded-proto'] = publicUrl.protocol.slice(0, -1);
      const body = options.body;
      const response = await this.app.inject({
        method: options.method as 'GET' | 'POST',
        url: `${target.pathname}${target.search}`,
        headers,
        ...(body === undefined || body === null ? {} : { payload: typeof body === 'string' ? body : String(body) }),
      });
      const responseHeaders = new Headers();
      for (const [key, value] of Object.entries(response.headers)) {
        if (value === undefined) continue;
        for (const item of [value].flat()) responseHeaders.append(key, String(item));
      }
      const noBody = response.statusCode === 204 || response.statusCode === 304;
      return new Response(noBody ? null : new Uint8Array(response.rawPayload), {
        status: response.statusCode,
        headers: responseHeaders,
      });
    };
  }
}
