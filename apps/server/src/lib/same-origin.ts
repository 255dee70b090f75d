import type { FastifyRequest } from 'fastify';

/**
 * Whether a request comes from the portal's own pages, as far as a browser tells. `Sec-Fetch-Site` is set by the
 * browser and cannot be forged by a page: only `same-origin` (or `none`, typed by the user) passes, so a sibling
 * subdomain (`same-site`) is refused although the SameSite cookie would go with it. Without it, `Origin` must be the
 * portal's. A request with neither is not from a browser on another site (browsers send `Origin` with every
 * cross-origin POST, PUT, PATCH and DELETE): scripts and other non-browser clients pass, and still need a session.
 */
export function isSameOriginRequest(request: FastifyRequest, publicOrigin: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site === 'same-origin' || site === 'none';
  const origin = request.headers.origin;
  return origin === undefined || origin === publicOrigin;
}
