import {
  type AddOrOpenInput,
  CHAT_HUB_PATH,
  CHAT_INVOCATIONS,
  CHAT_PUSHES,
  type ChatAck,
  type ChatProfile,
  type Lang,
  translateMessage,
  zAddOrOpenInput,
  zGetContactsInput,
  zMarkSeenInput,
  zSendMessageInput,
} from '@hpl/shared';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import { Server, type Socket } from 'socket.io';
import type { z } from 'zod';
import { AppError } from '../../lib/errors';
import { isSameOriginRequest } from '../../lib/same-origin';
import type { SessionUser } from '../../lib/session-user';
import { SESSION_COOKIE } from '../auth';
import { onNotificationsPublished } from '../notifications';
import { createMemoryRateLimiter, isAdmin, mayChat } from './chat.policy';
import { createMemoryPresence, createRedisPresence, type Presence } from './chat.presence';
import * as service from './chat.service';

const RATE_WINDOW_MS = 10_000;
const accountRoom = (id: number) => `a:${id}`;
const sessionRoom = (id: string) => `s:${id}`;
/** The sockets that see an account's online dot: its conversation partners, contacts shown and supporters. */
const watchRoom = (id: number) => `w:${id}`;
const ADMINS = 'admins';
/** Every connected staff member (the supporters setting is told to all). */
const STAFF = 'staff';
/** Who hears that an account came online or went offline: the accounts watching it, and Admin (spec §6). */
const observersOf = (id: number) => [watchRoom(id), ADMINS];

interface SocketData {
  cookie: string;
  user: SessionUser;
  lang: Lang;
}
type ChatSocket = Socket<Record<string, never>, Record<string, never>, Record<string, never>, SocketData>;

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

function langOf(header: string | string[] | undefined): Lang {
  const first =
    String(header ?? '')
      .split(',')[0]
      ?.trim()
      .toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : 'vi';
}

function cookieOf(header: string | undefined): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === SESSION_COOKIE) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/**
 * The staff chat hub (spec §7): Socket.IO on the portal's own HTTP server, websocket transport only (no sticky
 * sessions behind the proxy), the handshake authenticated by the session cookie and the Origin. With Redis the
 * adapter carries pushes between instances and presence is shared; without it one instance works alone.
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
  async function track<T>(work: () => Promise<T>): Promise<T> {
    inFlight++;
    try {
      return await work();
    } finally {
      inFlight--;
    }
  }

  async function onlineSet() {
    return new Set(await presence.online());
  }
  const onlineAmong: service.OnlineAmong = (ids) => presence.onlineAmong(ids);

  async function profilesOf(ids: number[]): Promise<ChatProfile[]> {
    const rows = await service.profilesOfAccounts(app.db, ids);
    return rows;
  }

  async function announceOffline(ids: number[]) {
    for (const profile of await profilesOf(ids)) io.to(observersOf(profile.id)).emit(CHAT_PUSHES.userOffline, profile);
  }

  presence.start((ids) => void announceOffline(ids).catch(() => {}));

  io.use(async (socket, next) => {
    const cookie = cookieOf(socket.request.headers.cookie);
    const user = cookie ? await app.sessions.load(cookie).catch(() => null) : null;
    if (!user || !cookie) return next(new Error('unauthenticated'));
    if (!mayChat(user)) return next(new Error('forbidden'));
    socket.data = { cookie, user, lang: langOf(socket.request.headers['accept-language']) };
    next();
  });

  io.on('connection', (raw) => {
    const socket = raw as unknown as ChatSocket;
    const { user } = socket.data;
    registerInvocations(socket);
    void socket.join([accountRoom(user.accountId), sessionRoom(user.sessionId), STAFF]);
    if (isAdmin(user)) void socket.join(ADMINS);
    let counted = false;
    socket.on('disconnect', () => {
      if (!counted || closing) return;
      void presence
        .disconnect(user.accountId)
        .then((offline) => {
          if (offline) io.to(observersOf(user.accountId)).emit(CHAT_PUSHES.userOffline, service.profileOf(user));
        })
        .catch(() => {});
    });
    void track(async () => {
      if (closing) return;
      const cameOnline = await presence.connect(user.accountId);
      counted = true;
      if (socket.disconnected) {
        // Closed while we counted it: undo, as the disconnect handler skipped it.
        if (await presence.disconnect(user.accountId)) {
          io.to(observersOf(user.accountId)).emit(CHAT_PUSHES.userOffline, service.profileOf(user));
        }
        return;
      }
      if (cameOnline) io.to(observersOf(user.accountId)).emit(CHAT_PUSHES.userOnline, service.profileOf(user));
      await pushInitialState(socket);
    }).catch((error) => app.log.warn({ err: error }, 'chat connect failed'));
  });

  async function pushInitialState(socket: ChatSocket) {
    const { user } = socket.data;
    const [conversations, contacts, supporters, total] = await Promise.all([
      service.listConversations(app.db, user, onlineAmong),
      service.getContacts(app.db, user, null),
      service.listSupporterContacts(app.db, user),
      service.totalUnseen(app.db, user.accountId),
    ]);
    const emit = socket.emit.bind(socket) as (event: string, payload: unknown) => boolean;
    emit(CHAT_PUSHES.conversations, conversations);
    emit(CHAT_PUSHES.contacts, contacts);
    emit(CHAT_PUSHES.supporterContacts, supporters);
    emit(CHAT_PUSHES.totalUnseen, total);
    // Who of the people this user sees is online: looked up by name, so the cost does not grow with everyone online.
    const relevant = [
      ...new Set([
        ...conversations.flatMap((c) => c.participants.map((p) => p.account)),
        ...contacts.map((c) => c.account),
        ...supporters.map((c) => c.account),
      ]),
    ];
    const accounts = await service.accountIdsOf(app.db, relevant);
    // Watch them first, then read who is online: whoever comes online in between is pushed, not missed.
    await watch(socket, accounts);
    const online = await onlineAmong(accounts.map((a) => a.id));
    emit(
      CHAT_PUSHES.usersOnline,
      accounts.filter((a) => online.has(a.id)).map((a) => a.username),
    );
    if (isAdmin(user)) emit(CHAT_PUSHES.usersOnlineAdmin, await profilesOf(await presence.online()));
  }

  async function supportersChanged() {
    const supporters = await service.listSupporterProfiles(app.db);
    const all = supporters.map((s) => s.participant);
    const supporterRooms = supporters.map((s) => accountRoom(s.id));
    (supporterRooms.length > 0 ? io.to(STAFF).except(supporterRooms) : io.to(STAFF)).emit(
      CHAT_PUSHES.supporterContacts,
      all,
    );
    for (const s of supporters)
      io.to(accountRoom(s.id)).emit(
        CHAT_PUSHES.supporterContacts,
        all.filter((p) => p !== s.participant),
      );
    if (supporters.length === 0) return;
    io.in(STAFF).socketsJoin(supporters.map((s) => watchRoom(s.id)));
    const online = await onlineAmong(supporters.map((s) => s.id));
    const names = supporters.filter((s) => online.has(s.id)).map((s) => s.participant.account);
    if (names.length > 0) io.to(STAFF).emit(CHAT_PUSHES.usersOnline, names);
  }

  /** The socket sees these accounts' online dots from now on (PushUserOnline / PushUserOffline). */
  async function watch(socket: ChatSocket, accounts: { id: number }[]) {
    const rooms = accounts.filter((a) => a.id !== socket.data.user.accountId).map((a) => watchRoom(a.id));
    if (rooms.length > 0) await socket.join(rooms);
  }

  function registerInvocations(socket: ChatSocket) {
    const emit = socket.emit.bind(socket) as (event: string, payload: unknown) => boolean;
    function invocation<S extends z.ZodType, T>(
      name: string,
      schema: S,
      run: (input: z.infer<S>, user: SessionUser) => Promise<T>,
    ) {
      async function answer(payload: unknown, reply: (answer: ChatAck<T>) => void) {
        const { lang } = socket.data;
        const fail = (key: string, params: Record<string, string | number> = {}) =>
          reply({ succeeded: false, errors: [translateMessage(key, lang, params)] });
        if (closing) return fail('chat.failed');
        // The session may have ended since the handshake (another instance, expiry): check it on every call.
        const user = await app.sessions.load(socket.data.cookie).catch(() => null);
        if (!user) {
          fail('error.unauthenticated');
          socket.disconnect(true);
          return;
        }
        socket.data.user = user;
        const parsed = schema.safeParse(payload);
        if (!parsed.success) {
          reply({
            succeeded: false,
            errors: [...new Set(parsed.error.issues.map((i) => translateMessage(i.message, lang)))],
          });
          return;
        }
        try {
          reply({ succeeded: true, data: await run(parsed.data, user) });
        } catch (error) {
          if (error instanceof AppError) fail(error.messageKey, error.params);
          else {
            app.log.error({ err: error, invocation: name }, 'chat invocation failed');
            fail('chat.failed');
          }
        }
      }
      (socket as unknown as Socket).on(name, async (payload: unknown, ack: unknown) => {
        if (typeof ack !== 'function') return;
        await track(() => answer(payload, ack as (answer: ChatAck<T>) => void));
      });
    }

    invocation(CHAT_INVOCATIONS.send, zSendMessageInput, async (input, user) => {
      if (!(await limiter.take(user.accountId))) throw new AppError(429, 'chat.rateLimited');
      const { message, participantIds } = await service.sendMessage(app.db, user, input);
      io.to(participantIds.map(accountRoom)).emit(CHAT_PUSHES.newMessage, message);
      const totals = await service.totalsUnseen(
        app.db,
        participantIds.filter((id) => id !== user.accountId),
      );
      for (const [id, total] of totals) io.to(accountRoom(id)).emit(CHAT_PUSHES.totalUnseen, total);
      return message;
    });

    invocation(CHAT_INVOCATIONS.markSeen, zMarkSeenInput, async (messageId, user) => {
      const seen = await service.markSeen(app.db, user, messageId);
      io.to(accountRoom(user.accountId)).emit(CHAT_PUSHES.totalUnseen, seen.total);
      const others = seen.participantIds.filter((id) => id !== user.accountId).map(accountRoom);
      if (others.length > 0) {
        io.to(others).emit(CHAT_PUSHES.seen, {
          conversationId: seen.conversationId,
          account: user.username,
          messageId,
        });
      }
      return seen.total;
    });

    invocation(CHAT_INVOCATIONS.addOrOpen, zAddOrOpenInput, async (input: AddOrOpenInput, user) => {
      const { conversation, participantIds } = await service.addOrOpenConversation(app.db, user, input, onlineAmong);
      // Every participant's tabs, on every instance, now see the others' online dots.
      for (const id of participantIds) {
        const others = participantIds.filter((other) => other !== id).map(watchRoom);
        if (others.length > 0) io.in(accountRoom(id)).socketsJoin(others);
      }
      emit(CHAT_PUSHES.addOrOpen, conversation);
      return conversation;
    });

    invocation(CHAT_INVOCATIONS.contacts, zGetContactsInput, async (search, user) => {
      const contacts = await service.getContacts(app.db, user, search);
      emit(CHAT_PUSHES.contacts, contacts);
      const accounts = await service.accountIdsOf(
        app.db,
        contacts.map((c) => c.account),
      );
      await watch(socket, accounts);
      const online = await onlineAmong(accounts.map((a) => a.id));
      const onlineAccounts = accounts.filter((a) => online.has(a.id)).map((a) => a.username);
      if (onlineAccounts.length > 0) emit(CHAT_PUSHES.usersOnline, onlineAccounts);
      return contacts;
    });
  }

  const stopListening = [
    app.sessions.onEnd((end) => {
      if ('sessionId' in end) io.in(sessionRoom(end.sessionId)).disconnectSockets(true);
      else if (end.exceptSessionId) {
        io.in(accountRoom(end.accountId)).except(sessionRoom(end.exceptSessionId)).disconnectSockets(true);
      } else io.in(accountRoom(end.accountId)).disconnectSockets(true);
    }),
    onNotificationsPublished((recipients) => {
      io.to(recipients.map(accountRoom)).emit(CHAT_PUSHES.notification, {});
    }),
  ];

  // Graceful shutdown: say who goes offline while the adapter still works, then close every socket so the HTTP
  // server can finish closing; onClose closes the engine and the adapter.
  app.addHook('preClose', async () => {
    closing = true;
    for (const stop of stopListening) stop();
    const deadline = Date.now() + 10_000;
    while (inFlight > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    const offline = await presence.stop();
    if (offline.length > 0) await announceOffline(offline).catch(() => {});
    io.local.disconnectSockets(true);
  });
  app.addHook('onClose', async () => {
    await io.close();
  });

  return {
    io,
    presence,
    onlineSet,
    onlineAmong,
    supportersChanged,
    async crash() {
      closing = true;
      for (const stop of stopListening) stop();
      presence.abandon();
      io.local.disconnectSockets(true);
    },
  };
}

/** The flood guard shared by instances: a counter per account and 10-second window in Redis. */
function createRedisRateLimiter(redis: NonNullable<FastifyInstance['redis']>, max: number, prefix: string) {
  return {
    async take(accountId: number): Promise<boolean> {
      const key = `${prefix}:rate:${accountId}:${Math.floor(Date.now() / RATE_WINDOW_MS)}`;
      const count = await redis.pub.incr(key);
      if (count === 1) await redis.pub.pExpire(key, RATE_WINDOW_MS * 2);
      return count <= max;
    },
  };
}
