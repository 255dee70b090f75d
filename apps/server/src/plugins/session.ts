import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_COOKIE, SessionStore } from '../modules/auth/session-store';

/** Loads the signed-in user from the httpOnly `Authorization` cookie before any route runs. */
export default fp(async function session(app: FastifyInstance) {
  await app.register(cookie);
  app.decorate('sessions', new SessionStore(app.db, app.config.sessionSecret));
  app.addHook('onRequest', async (request) => {
    const value = request.cookies[SESSION_COOKIE];
    request.user = value ? await app.sessions.load(value) : null;
  });
});
