import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors';
import { redisRateLimitStore } from '../lib/redis-rate-limit-store';
import { isSameOriginRequest } from '../lib/same-origin';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Security headers (CSP with frame-ancestors, nosniff, HSTS behind HTTPS), rate limits for costly routes, and the
 * one check that every state-changing API request comes from the portal's own pages: the SameSite cookie alone lets
 * a sibling subdomain of the school post with the user's session.
 */
export default fp(async function security(app: FastifyInstance) {
  const publicUrl = new URL(app.config.publicUrl);
  const https = publicUrl.protocol === 'https:';
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method) || !request.url.startsWith('/api/')) return;
    if (!isSameOriginRequest(request, publicUrl.origin)) throw new AppError(403, 'error.crossSite');
  });
  await app.register(helmet, {
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
  // Routes opt in with `config.rateLimit` (sign-in, imports, exports, chatbot); nothing is limited globally. With
  // Redis (REDIS_URL) the counts live there, so a limit per account holds across instances; a Redis failure lets the
  // request through rather than refusing everyone. Without Redis, each instance counts in its own memory.
  await app.register(rateLimit, {
    global: false,
    ...(app.redis ? { store: redisRateLimitStore(app.redis.pub), skipOnError: true } : {}),
  });
});
