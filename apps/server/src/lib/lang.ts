import type { Lang } from '@hpl/shared';
import type { FastifyRequest } from 'fastify';

/** The request's language: the web client sends `Accept-Language` following the user's choice; Vietnamese is the default. */
export function requestLang(request: FastifyRequest): Lang {
  const header = request.headers['accept-language'] ?? '';
  const first = header.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : 'vi';
}
