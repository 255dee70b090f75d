import { CHAT_PUSHES } from '@hpl/shared';
import { onNotificationsPublished } from '../notifications';
import type { HubContext } from './chat.hub-context';
import { isAdmin } from './chat.policy';
import { accountRoom, type ChatSocket, emitterOf, STAFF, sessionRoom, watch, watchRoom } from './chat.rooms';
import * as service from './chat.service';

/** What a socket is told once connected: conversations, contacts, supporters, unseen total, who is online. */
export async function pushInitialState(ctx: HubContext, socket: ChatSocket) {
  const { app, onlineAmong } = ctx;
  const { user } = socket.data;
  const [conversations, contacts, supporters, total] = await Promise.all([
    service.listConversations(app.db, user, onlineAmong),
    service.getContacts(app.db, user, null),
    service.listSupporterContacts(app.db, user),
    service.totalUnseen(app.db, user.accountId),
  ]);
  const emit = emitterOf(socket);
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
  if (isAdmin(user)) emit(CHAT_PUSHES.usersOnlineAdmin, await ctx.profilesOf(await ctx.presence.online()));
}

/** Admin changed the supporters: every connected staff member gets the new list and the supporters' dots. */
export async function pushSupportersChanged(ctx: HubContext) {
  const { app, io, onlineAmong } = ctx;
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

/**
 * Pushes from outside the hub: an ended session closes its sockets (one session, or every session of an account but
 * one), and a published notification tells its recipients' tabs. Answers the functions that stop listening.
 */
export function listenForPushes(ctx: HubContext): (() => void)[] {
  const { app, io } = ctx;
  return [
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
}
