import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_COOKIE, type SessionEnd, SessionStore } from '../modules/auth/session-store';

/** The Redis channel on which instances tell each other which cached sessions to drop. */
const SESSION_CHANGES = 'hpl:session-changes';

/**
 * Loads the signed-in user from the httpOnly `Authorization` cookie before any route runs. Loaded sessions are cached
 * for seconds (session-store.ts); with Redis every end and role change is published so that each instance drops its
 * cached entries at once: signing out ends the session everywhere, not only where it was asked.
 */
export default fp(async function session(app: FastifyInstance) {
  await app.register(cookie);
  const store = new SessionStore(app.db, app.config.sessionSecret);
  app.decorate('sessions', store);
  const redis = app.redis;
  if (redis) {
    const instance = randomUUID();
    store.useBroadcast((change: SessionEnd) => {
      redis.pub.publish(SESSION_CHANGES, JSON.stringify({ instance, change })).catch((error: unknown) => {
        app.log.warn({ err: error }, 'could not publish a session change');
      });
    });
    // Not awaited: a Redis that is down at start must not keep the portal from starting (health then says so, 503);
    // without the subscription, another instance's change reaches this one's cache when the entry expires (15 s).
    redis.sub
      .subscribe(SESSION_CHANGES, (raw: string) => {
        try {
          const { instance: from, change } = JSON.parse(raw) as { instance: string; change: SessionEnd };
          if (from !== instance) store.forget(change);
        } catch {
          // Not ours: ignored.
        }
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'could not subscribe to session changes'));
  }
  // Synchronous when the session is known (no cookie, or loaded seconds ago): no promise per request.
  app.addHook('onRequest', (request, _reply, done) => {
    const value = request.cookies[SESSION_COOKIE];
    const known = store.cached(value);
    if (known !== undefined) {
      request.user = known;
      done();
      return;
    }
    store.load(value).then((user) => {
      request.user = user;
      done();
    }, done);
  });
});
