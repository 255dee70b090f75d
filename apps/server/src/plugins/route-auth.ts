import { type Authority, passesAuthority } from '@hpl/shared';
import type { FastifyInstance, FastifyRequest, preValidationHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthenticated } from '../lib/errors';
import type { SessionUser } from '../lib/session-user';
import { API_DOCS_AUTHORITY } from './openapi';

/**
 * What a route declares in `config.auth`: `'public'` (no session needed), `'*'` (any signed-in user) or an
 * authority named in `packages/shared/src/<domain>/authority.ts` (usually the whole chain of the screens that use the
 * endpoint, `allOf`/`anyOf` included). Ownership is checked by the service.
 */
export type RouteAuth = 'public' | Authority;

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: RouteAuth;
  }
  interface FastifyInstance {
    routeAuthTable: { method: string; url: string; auth: RouteAuth }[];
  }
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

export class UndeclaredRouteAuthError extends Error {}

/** The signed-in user, or 401: the user half of `callerOf` (lib/caller.ts); routes use `callerOf`, never this. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthenticated();
  return request.user;
}

/**
 * Refuses to register an API route that does not declare who may call it, and enforces the declaration before
 * validation and the handler: 401 without a session, 403 without the role or permission. Every declaration is kept
 * in `app.routeAuthTable` for the API access snapshot test and the OpenAPI document.
 */
export default fp(async function routeAuth(app: FastifyInstance) {
  app.decorateRequest('user', null);
  const table: { method: string; url: string; auth: RouteAuth }[] = [];
  app.decorate('routeAuthTable', table);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    // The OpenAPI browser's routes (registered by @fastify/swagger-ui, which declares nothing) are staff-only.
    const auth = route.url.startsWith('/api/docs') ? API_DOCS_AUTHORITY : route.config?.auth;
    if (auth === undefined) {
      throw new UndeclaredRouteAuthError(
        `Route ${String(route.method)} ${route.url} declares no permission: set config.auth ('public', '*' or an authority).`,
      );
    }
    for (const method of [route.method].flat()) if (method !== 'HEAD') table.push({ method, url: route.url, auth });
    if (auth === 'public') return;
    // A synchronous hook: no promise per request.
    const check: preValidationHookHandler = (request, _reply, done) => {
      if (!request.user) done(unauthenticated());
      else if (!passesAuthority(auth, request.user)) done(forbidden());
      else done();
    };
    // Before validation: an anonymous or forbidden caller learns nothing from the shape of its input.
    const existing = route.preValidation;
    route.preValidation = existing ? [check, ...(Array.isArray(existing) ? existing : [existing])] : [check];
  });
});
