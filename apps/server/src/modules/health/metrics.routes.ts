import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden, unauthenticated } from '../../lib/errors';

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Prometheus exposition of this instance (plugins/metrics.ts). Readable with `Authorization: Bearer <METRICS_TOKEN>`
 * or by an Admin session; anonymous callers get 401, other signed-in users 403 — in the API envelope.
 */
export const metricsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/metrics',
    // 'public' for the route table because a scraper has no session; the handler checks the token or the Admin role.
    { config: { auth: 'public' }, schema: { tags: ['system'], hide: true } },
    async (request, reply) => {
      const header = request.headers.authorization;
      const token = app.config.metricsToken;
      const bearer = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
      const byToken = !!token && !!bearer && sameToken(bearer, token);
      if (!byToken) {
        if (!request.user) throw unauthenticated();
        if (!request.user.roles.includes('Admin')) throw forbidden();
      }
      reply.header('content-type', 'text/plain; version=0.0.4; charset=utf-8');
      reply.header('cache-control', 'no-store');
      return app.metrics.render();
    },
  );
};
