import { CHAT_PUSHES } from '@hpl/shared';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { sessionUserOf } from '../../../test/support/session-users';
import { AppError } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import { publishNotifications } from '../notifications';
import type { HubContext } from './chat.hub-context';
import { onConnection } from './chat.hub-presence';
import { registerInvocation } from './chat.invocations';
import { createMemoryPresence } from './chat.presence';
import { listenForPushes } from './chat.pushes';
import type { ChatSocket } from './chat.rooms';

/*
 * The hub's parts alone, without Socket.IO or a database: presence (rooms joined, online/offline told once per account,
 * the race of a socket closed while it was being counted), one invocation (session re-checked, payload validated,
 * errors answered in the envelope) and the pushes from outside (ended sessions close their sockets, notifications
 * reach the recipients' rooms). The whole hub through real sockets is tested in chat.test.ts and chat.redis.test.ts.
 */

const user = (over: Partial<SessionUser> = {}) => sessionUserOf({ sessionId: 'sess-1', ...over });

/** A Socket.IO server stand-in that records what was sent to which rooms and which rooms were disconnected. */
function fakeIo() {
  const emitted: { rooms: string[]; except: string[]; event: string; payload: unknown }[] = [];
  const disconnected: { rooms: string[]; except: string[] }[] = [];
  const target = (rooms: string[], except: string[] = []) => ({
    emit: (event: string, payload: unknown) => emitted.push({ rooms, except, event, payload }),
    except: (more: string | string[]) => target(rooms, [...except, ...([] as string[]).concat(more)]),
    disconnectSockets: () => disconnected.push({ rooms, except }),
    socketsJoin: () => {},
  });
  const io = {
    to: (rooms: string | string[]) => target(([] as string[]).concat(rooms)),
    in: (rooms: string | string[]) => target(([] as string[]).concat(rooms)),
  };
  return { io, emitted, disconnected };
}

function fakeSocket(data: { user: SessionUser; cookie?: string }) {
  const handlers = new Map<string, (...args: unknown[]) => unknown>();
  const socket = {
    data: { cookie: data.cookie ?? 'cookie', user: data.user, lang: 'vi' as const },
    joined: [] as string[],
    disconnected: false,
    join: async (rooms: string | string[]) => void socket.joined.push(...([] as string[]).concat(rooms)),
    on: (event: string, handler: (...args: unknown[]) => unknown) => void handlers.set(event, handler),
    disconnect: vi.fn(() => {
      socket.disconnected = true;
    }),
    fire: (event: string, ...args: unknown[]) => handlers.get(event)?.(...args),
  };
  return socket;
}

function context(over: Partial<HubContext> & { sessionUser?: SessionUser | null } = {}) {
  const { io, emitted, disconnected } = fakeIo();
  let closing = false;
  const endListeners: ((end: unknown) => void)[] = [];
  const log = { error: vi.fn() };
  const ctx = {
    app: {
      log,
      sessions: {
        load: async () => (over.sessionUser === undefined ? user() : over.sessionUser),
        onEnd: (listener: (end: unknown) => void) => {
          endListeners.push(listener);
          return () => {};
        },
      },
    },
    io,
    presence: createMemoryPresence(),
    limiter: { take: async () => true },
    onlineAmong: async () => new Set<number>(),
    profilesOf: async () => [],
    isClosing: () => closing,
    track: <T>(work: () => Promise<T>) => work(),
    ...over,
  } as unknown as HubContext;
  return { ctx, emitted, disconnected, log, endListeners, close: () => (closing = true) };
}

const asSocket = (s: ReturnType<typeof fakeSocket>) => s as unknown as ChatSocket;
const events = (emitted: { event: string }[]) => emitted.map((e) => e.event);

describe('chat hub presence', () => {
  it("joins the account's, the session's and the staff rooms (Admin also the admins' room)", async () => {
    const { ctx } = context();
    const teacher = fakeSocket({ user: user() });
    await onConnection(ctx, asSocket(teacher), async () => {});
    expect(teacher.joined).toEqual(['a:7', 's:sess-1', 'staff']);
    const admin = fakeSocket({ user: user({ accountId: 1, roles: ['Admin'], sessionId: 'sess-a' }) });
    await onConnection(ctx, asSocket(admin), async () => {});
    expect(admin.joined).toContain('admins');
  });

  it('tells the observers once when an account comes online, and once when its last tab goes', async () => {
    const { ctx, emitted } = context();
    const initial = vi.fn(async () => {});
    const first = fakeSocket({ user: user() });
    const second = fakeSocket({ user: user({ sessionId: 'sess-2' }) });
    await onConnection(ctx, asSocket(first), initial);
    await onConnection(ctx, asSocket(second), initial);
    expect(emitted.filter((e) => e.event === CHAT_PUSHES.userOnline)).toHaveLength(1);
    expect(emitted[0]?.rooms).toEqual(['w:7', 'admins']);
    expect(initial).toHaveBeenCalledTimes(2);

    first.fire('disconnect');
    await vi.waitFor(() => expect(ctx.presence.onlineAmong([7])).resolves.toEqual(new Set([7])));
    expect(events(emitted)).not.toContain(CHAT_PUSHES.userOffline);
    second.fire('disconnect');
    await vi.waitFor(() => expect(events(emitted)).toContain(CHAT_PUSHES.userOffline));
    expect(await ctx.presence.online()).toEqual([]);
  });

  it('a socket closed while it was being counted is taken off again and gets no initial state', async () => {
    const { ctx, emitted } = context();
    const socket = fakeSocket({ user: user() });
    socket.disconnected = true;
    const initial = vi.fn(async () => {});
    await onConnection(ctx, asSocket(socket), initial);
    expect(initial).not.toHaveBeenCalled();
    expect(await ctx.presence.online()).toEqual([]);
    expect(events(emitted)).toEqual([CHAT_PUSHES.userOffline]);
  });

  it('while the hub shuts down, a new socket is not counted online', async () => {
    const { ctx, emitted, close } = context();
    close();
    await onConnection(ctx, asSocket(fakeSocket({ user: user() })), async () => {});
    expect(await ctx.presence.online()).toEqual([]);
    expect(emitted).toEqual([]);
  });
});

describe('one chat invocation', () => {
  const schema = z.object({ text: z.string().min(1, 'chat.content.required') });

  async function invoke(ctx: HubContext, socket: ReturnType<typeof fakeSocket>, payload: unknown, run: () => unknown) {
    registerInvocation(ctx, asSocket(socket), 'Send', schema, async () => run());
    const ack = vi.fn();
    await socket.fire('Send', payload, ack);
    return ack.mock.calls[0]?.[0];
  }

  it('answers the envelope with the data when the session holds and the payload is valid', async () => {
    const { ctx } = context();
    expect(await invoke(ctx, fakeSocket({ user: user() }), { text: 'chào' }, () => 42)).toEqual({
      succeeded: true,
      data: 42,
    });
  });

  it('an ended session is refused and the socket closed', async () => {
    const { ctx } = context({ sessionUser: null });
    const socket = fakeSocket({ user: user() });
    const run = vi.fn();
    const answer = await invoke(ctx, socket, { text: 'chào' }, run);
    expect(answer.succeeded).toBe(false);
    expect(run).not.toHaveBeenCalled();
    expect(socket.disconnect).toHaveBeenCalled();
  });

  it('a bad payload, an expected refusal and an unexpected failure each answer errors, never data', async () => {
    const { ctx, log } = context();
    const bad = await invoke(ctx, fakeSocket({ user: user() }), { text: '' }, () => 1);
    expect(bad).toMatchObject({ succeeded: false });
    expect(bad.errors).toHaveLength(1);
    expect(bad.errors[0]).not.toBe('chat.content.required'); // the message itself, in the socket's language

    const refused = await invoke(ctx, fakeSocket({ user: user() }), { text: 'x' }, () => {
      throw new AppError(429, 'chat.rateLimited');
    });
    expect(refused).toMatchObject({ succeeded: false });
    expect(log.error).not.toHaveBeenCalled();

    const failed = await invoke(ctx, fakeSocket({ user: user() }), { text: 'x' }, () => {
      throw new Error('boom');
    });
    expect(failed).toMatchObject({ succeeded: false });
    expect(failed.errors.join(' ')).not.toContain('boom');
    expect(log.error).toHaveBeenCalledTimes(1);
  });

  it('a call without an acknowledgement is ignored, and none runs while the hub shuts down', async () => {
    const { ctx, close } = context();
    const socket = fakeSocket({ user: user() });
    const run = vi.fn();
    registerInvocation(ctx, asSocket(socket), 'Send', schema, async () => run());
    await socket.fire('Send', { text: 'x' });
    close();
    const ack = vi.fn();
    await socket.fire('Send', { text: 'x' }, ack);
    expect(run).not.toHaveBeenCalled();
    expect(ack.mock.calls[0]?.[0]).toMatchObject({ succeeded: false });
  });
});

describe('pushes from outside the hub', () => {
  it("an ended session closes that session's sockets; signing out everywhere else keeps the current one", () => {
    const { ctx, disconnected, endListeners } = context();
    const stop = listenForPushes(ctx);
    endListeners[0]?.({ sessionId: 'sess-9' });
    endListeners[0]?.({ accountId: 7, exceptSessionId: 'sess-1' });
    endListeners[0]?.({ accountId: 8 });
    expect(disconnected).toEqual([
      { rooms: ['s:sess-9'], except: [] },
      { rooms: ['a:7'], except: ['s:sess-1'] },
      { rooms: ['a:8'], except: [] },
    ]);
    for (const s of stop) s();
  });

  it("a published notification reaches its recipients' rooms, and stops once unsubscribed", () => {
    const { ctx, emitted } = context();
    const stop = listenForPushes(ctx);
    publishNotifications([7, 8, 7]);
    expect(emitted).toEqual([{ rooms: ['a:7', 'a:8'], except: [], event: CHAT_PUSHES.notification, payload: {} }]);
    for (const s of stop) s();
    publishNotifications([9]);
    expect(emitted).toHaveLength(1);
  });
});
