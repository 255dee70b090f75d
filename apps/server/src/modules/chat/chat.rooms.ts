import type { Lang } from '@hpl/shared';
import type { Socket } from 'socket.io';
import type { SessionUser } from '../../lib/session-user';

/*
 * The chat hub's Socket.IO rooms and the data each socket carries, shared by the handshake, presence, invocations and
 * pushes (chat.handshake.ts, chat.hub-presence.ts, chat.invocations.ts, chat.pushes.ts).
 */

export const accountRoom = (id: number) => `a:${id}`;
export const sessionRoom = (id: string) => `s:${id}`;
/** The sockets that see an account's online dot: its conversation partners, contacts shown and supporters. */
export const watchRoom = (id: number) => `w:${id}`;
export const ADMINS = 'admins';
/** Every connected staff member (the supporters setting is told to all). */
export const STAFF = 'staff';
/** Who hears that an account came online or went offline: the accounts watching it, and Admin (spec §6). */
export const observersOf = (id: number) => [watchRoom(id), ADMINS];

export interface SocketData {
  cookie: string;
  user: SessionUser;
  lang: Lang;
}
export type ChatSocket = Socket<Record<string, never>, Record<string, never>, Record<string, never>, SocketData>;

/** `socket.emit` for the pushes, whose names and payloads the shared contract defines. */
export const emitterOf = (socket: ChatSocket) =>
  socket.emit.bind(socket) as (event: string, payload: unknown) => boolean;

/** The socket sees these accounts' online dots from now on (PushUserOnline / PushUserOffline). */
export async function watch(socket: ChatSocket, accounts: { id: number }[]) {
  const rooms = accounts.filter((a) => a.id !== socket.data.user.accountId).map((a) => watchRoom(a.id));
  if (rooms.length > 0) await socket.join(rooms);
}
