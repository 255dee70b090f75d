import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { AppError } from '../lib/errors';
import { redisRateLimitStore } from '../lib/redis-rate-limit-store';
import { isSameOriginRequest } from '../lib/same-origin';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by the security plugin on API routes that declare a response schema: their answers are JSON. */
    answersJson?: boolean;
  }
}

type Headers = [string, string | number | readonly string[]][];

/**
 * What a JSON answer needs of helmet's headers: a JSON body is not a document, so it needs no policy for scripts,
 * styles, referrers or DNS prefetching. Its CSP forbids everything, itself included in a frame, in case a browser is
 * ever led to render it; nosniff keeps it from being read as anything but JSON, and Cross-Origin-Resource-Policy keeps
 * other sites' pages from loading it. HSTS is kept behind HTTPS. With helmet's eleven headers, a signed-in read cost
 * 62 µs of CPU instead of 52, and its client read 0.5 KB more (docs/request-cost.md).
 */
export function jsonAnswerHeaders(documentHeaders: Headers): Headers {
  const kept = new Set(['x-content-type-options', 'cross-origin-resource-policy', 'strict-transport-security']);
  return [
    ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
    ...documentHeaders.filter(([name]) => kept.has(name.toLowerCase())),
  ];
}

/**
 * The headers helmet writes, worked out once: they depend only on the configuration. (@fastify/helmet built the
 * helmet middleware anew, CSP directives parsed, on every request: 5 % of a signed-in read's CPU, docs/request-cost.md.)
 */
export function helmetHeaders(options: HelmetOptions): Headers {
  const headers = new Map<string, string | number | readonly string[]>();
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => headers.set(name, value),
    removeHeader: (name: string) => headers.delete(name),
  };
  helmet(options)({} as never, response as never, (error?: unknown) => {
    if (error) throw error;
  });
  return [...headers];
}

/**
 * Security headers (CSP with frame-ancestors, nosniff, HSTS behind HTTPS), rate limits for costly routes, and the
 * one check that every state-changing API request comes from the portal's own pages: the SameSite cookie alone lets
 * a sibling subdomain of the school post with the user's session.
 */
export default fp(async function security(app: FastifyInstance) {
  const publicUrl = new URL(app.config.publicUrl);
  const https = publicUrl.protocol === 'https:';
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // antd writes its CSS-in-JS into <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        // Socket.IO connects to the portal itself; 'self' does not cover ws(s): in every browser.
        connectSrc: ["'self'", `${https ? 'wss' : 'ws'}://${publicUrl.host}`],
        formAction: ["'self'", ...(app.config.oidc.issuer ? [new URL(app.config.oidc.issuer).origin] : [])],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
      },
    },
    hsts: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  const jsonHeaders = jsonAnswerHeaders(headers);
  // An API route that declares a response schema answers JSON (its errors too, in the envelope); every other answer
  // (the web app, the sign-in pages, the API browser, files, exports, unknown paths) gets helmet's whole set.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/') && route.schema?.response) route.config = { ...route.config, answersJson: true };
  });
  // One synchronous hook: the security headers, then the same-origin check of state-changing API requests. A JSON
  // answer is written by Fastify, so its headers go with Fastify's own: one object that Node checks once when it
  // writes the head (a header set on the raw response makes Node re-check every header of the answer one by one).
  // Every other answer gets them on the raw response, where the sign-in provider and the file routes write their
  // own (plugins/web.ts removes the document-only ones from assets there).
  app.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.config.answersJson) {
      for (const [name, value] of jsonHeaders) reply.header(name, value);
    } else {
      const raw = reply.raw;
      for (const [name, value] of headers) raw.setHeader(name, value);
    }
    if (STATE_CHANGING.has(request.method) && request.url.startsWith('/api/')) {
      if (!isSameOriginRequest(request, publicUrl.origin)) {
        done(new AppError(403, 'error.crossSite'));
        return;
      }
    }
    done();
  });
  // Routes opt in with `config.rateLimit` (sign-in, imports, exports, chatbot); nothing is limited globally. With
  // Redis (REDIS_URL) the counts live there, so a limit per account holds across instances; a Redis failure lets the
  // request through rather than refusing everyone. Without Redis, each instance counts in its own memory.
  await app.register(rateLimit, {
    global: false,
    ...(app.redis ? { store: redisRateLimitStore(app.redis.pub), skipOnError: true } : {}),
  });
});
