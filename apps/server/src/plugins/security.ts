import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Security headers (CSP with frame-ancestors, nosniff, HSTS behind HTTPS) and rate limits for costly routes. */
export default fp(async function security(app: FastifyInstance) {
  const https = app.config.publicUrl.startsWith('https://');
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
        connectSrc: ["'self'", 'ws:', 'wss:'],
        formAction: ["'self'", ...(app.config.oidc.issuer ? [new URL(app.config.oidc.issuer).origin] : [])],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
      },
    },
    hsts: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  // Routes opt in with `config.rateLimit` (sign-in, imports, exports); nothing is limited globally.
  await app.register(rateLimit, { global: false });
});
