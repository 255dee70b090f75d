import { translateMessage } from '@hpl/shared';
import type { FastifyRequest } from 'fastify';
import { requestLang } from './lang';

/**
 * A per-route request limit counted per account (per address for anonymous callers, who are refused anyway), answered
 * with a readable 429 in the request's language.
 */
export function rateLimitFor(max: number, timeWindow: string) {
  return {
    max,
    timeWindow,
    keyGenerator: (request: FastifyRequest) =>
      request.user ? `account:${request.user.accountId}` : `ip:${request.ip}`,
    errorResponseBuilder: (request: FastifyRequest, context: { ttl: number }) => {
      const lang = requestLang(request);
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      const after = lang === 'vi' ? `${seconds} giây` : `${seconds} seconds`;
      return Object.assign(new Error(translateMessage('error.tooManyRequests', lang, { after })), { statusCode: 429 });
    },
  };
}
