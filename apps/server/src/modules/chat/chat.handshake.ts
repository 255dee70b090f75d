import type { IncomingHttpHeaders } from 'node:http';
import { requestLang } from '../../lib/lang';
import type { SessionUser } from '../../lib/session-user';
import { SESSION_COOKIE } from '../auth';
import { mayChat } from './chat.policy';
import type { SocketData } from './chat.rooms';

/** What the handshake needs from the app: the session store's `load` and the cookie parser of `@fastify/cookie`. */
export interface HandshakeDeps {
  loadSession(cookie: string): Promise<SessionUser | null>;
  parseCookie(header: string): Record<string, string | undefined>;
}

/**
 * Authenticates a socket's handshake by the session cookie (the Origin is checked before, by `allowRequest`): the
 * socket's data (cookie, user, language of `Accept-Language`), or the error the client sees (`unauthenticated`,
 * `forbidden` for an account that may not chat).
 */
export async function handshake(
  deps: HandshakeDeps,
  headers: IncomingHttpHeaders,
): Promise<{ data: SocketData } | { error: 'unauthenticated' | 'forbidden' }> {
  const cookie = headers.cookie ? deps.parseCookie(headers.cookie)[SESSION_COOKIE] : undefined;
  const user = cookie ? await deps.loadSession(cookie).catch(() => null) : null;
  if (!user || !cookie) return { error: 'unauthenticated' };
  if (!mayChat(user)) return { error: 'forbidden' };
  return { data: { cookie, user, lang: requestLang({ headers }) } };
}

/** The handshake as Socket.IO middleware (`io.use`). */
export function handshakeMiddleware(deps: HandshakeDeps) {
  return async (
    socket: { request: { headers: IncomingHttpHeaders }; data: unknown },
    next: (error?: Error) => void,
  ) => {
    const result = await handshake(deps, socket.request.headers);
    if ('error' in result) return next(new Error(result.error));
    socket.data = result.data;
    next();
  };
}
