import type { IncomingHttpHeaders } from 'node:http';
import type { Lang } from '@hpl/shared';

/**
 * The request's language: the web client sends `Accept-Language` following the user's choice; Vietnamese is the default.
 * Takes anything with headers: a route's request, or a socket's handshake request.
 */
export function requestLang(request: { headers: IncomingHttpHeaders }): Lang {
  const header = request.headers['accept-language'] ?? '';
  const first = header.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : 'vi';
}
