import type { FastifyRequest } from 'fastify';
import { requireUser } from '../plugins/route-auth';
import { type Actor, actorOf } from './audit';
import type { SessionUser } from './session-user';

/**
 * Who is asking, as services and repositories take it: the signed-in user (whose scope limits what a query returns)
 * and the audit identity of the request. Routes build it once with `callerOf(request)`.
 */
export interface Caller extends Actor {
  user: SessionUser;
}

/** The caller of a signed-in route (`config.auth` other than `'public'` guarantees a user). */
export function callerOf(request: FastifyRequest): Caller {
  return { ...actorOf(request), user: requireUser(request) };
}
