import { CHAT_HUB_PATH } from '@hpl/shared';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import { isSameOriginRequest } from '../../lib/same-origin';
import { handshakeMiddleware } from './chat.handshake';
import type { HubContext } from './chat.hub-context';
import { announceOffline, onConnection } from './chat.hub-presence';
import { registerInvocations } from './chat.invocations';
import { createMemoryRateLimiter } from './chat.policy';
import { createMemoryPresence, createRedisPresence, type Presence } from './chat.presence';
import { listenForPushes, pushInitialState, pushSupportersChanged } from './chat.pushes';
import { createRedisRateLimiter, RATE_WINDOW_MS } from './chat.rate-limit';
import type { ChatSocket } from './chat.rooms';
import * as service from './chat.service';

export interface ChatHub {
  io: Server;
  presence: Presence;
  onlineSet(): Promise<Set<number>>;
  onlineAmong: service.OnlineAmong;
  /** Admin changed the supporters: every connected staff member gets the new list and the supporters' dots. */
  supportersChanged(): Promise<void>;
  /** Tests: the instance dies without a word (no presence cleanup, sockets dropped). */
  crash(): Promise<void>;
}

/**
 * The staff chat hub (spec §7): Socket.IO on the portal's own HTTP server, websocket transport only (no sticky
 * sessions behind the proxy), the handshake authenticated by the session cookie and the Origin. With Redis the
 * adapter carries pushes between instances and presence is shared; without it one instance works alone. Its parts:
 * the handshake (chat.handshake.ts), presence (chat.hub-presence.ts), invocations (chat.invocations.ts) and pushes
 * (chat.pushes.ts), sharing the rooms of chat.rooms.ts; this file wires them and the shutdown.
 */
export function attachChatHub(app: FastifyInstance): ChatHub {
  const publicOrigin = new URL(app.config.publicUrl).origin;
  const io = new Server(app.server, {
    path: CHAT_HUB_PATH,
    transports: ['websocket'],
    serveClient: false,
    maxHttpBufferSize: 64 * 1024,
    allowRequest: (request, callback) => {
      callback(null, isSameOriginRequest({ headers: request.headers } as never, publicOrigin));
    },
  });
  app.metrics.setConnectedSockets(() => io.engine.clientsCount);
  if (app.redis) io.adapter(createAdapter(app.redis.pub, app.redis.sub, { key: `${app.config.chat.redisPrefix}:io` }));
  const presence = app.redis
    ? createRedisPresence(app.redis, {
        heartbeatMs: app.config.chat.heartbeatMs,
        expiryMs: app.config.chat.presenceExpiryMs,
        prefix: app.config.chat.redisPrefix,
      })
    : createMemoryPresence();
  const limiter = app.redis
    ? createRedisRateLimiter(app.redis, app.config.chat.messagesPer10s, app.config.chat.redisPrefix)
    : createMemoryRateLimiter(app.config.chat.messagesPer10s, RATE_WINDOW_MS);
  let closing = false;
  // Invocations and connection set-ups under way: shutdown waits for them while the adapter still works.
  let inFlight = 0;
  const ctx: HubContext = {
    app,
    io,
    presence,
    limiter,
    onlineAmong: (ids) => presence.onlineAmong(ids),
    profilesOf: (ids) => service.profilesOfAccounts(app.db, ids),
    isClosing: () => closing,
    async track(work) {
      inFlight++;
      try {
        return await work();
      } finally {
        inFlight--;
      }
    },
  };

  presence.start((ids) => void announceOffline(ctx, ids).catch(() => {}));
  io.use(
    handshakeMiddleware({
      loadSession: (cookie) => app.sessions.load(cookie),
      parseCookie: (header) => app.parseCookie(header),
    }),
  );
  io.on('connection', (raw) => {
    const socket = raw as unknown as ChatSocket;
    registerInvocations(ctx, socket);
    onConnection(ctx, socket, (s) => pushInitialState(ctx, s)).catch((error) =>
      app.log.warn({ err: error }, 'chat connect failed'),
    );
  });
  const stopListening = listenForPushes(ctx);

  // Graceful shutdown: say who goes offline while the adapter still works, then close every socket so the HTTP
  // server can finish closing; onClose closes the engine and the adapter.
  app.addHook('preClose', async () => {
    closing = true;
    for (const stop of stopListening) stop();
    const deadline = Date.now() + 10_000;
    while (inFlight > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    const offline = await presence.stop();
    if (offline.length > 0) await announceOffline(ctx, offline).catch(() => {});
    io.local.disconnectSockets(true);
  });
  app.addHook('onClose', async () => {
    await io.close();
  });

  return {
    io,
    presence,
    onlineSet: async () => new Set(await presence.online()),
    onlineAmong: ctx.onlineAmong,
    supportersChanged: () => pushSupportersChanged(ctx),
    async crash() {
      closing = true;
      for (const stop of stopListening) stop();
      presence.abandon();
      io.local.disconnectSockets(true);
    },
  };
}
