import { CHAT_PUSHES } from '@hpl/shared';
import type { HubContext } from './chat.hub-context';
import { isAdmin } from './chat.policy';
import { ADMINS, accountRoom, type ChatSocket, observersOf, STAFF, sessionRoom } from './chat.rooms';
import * as service from './chat.service';

/**
 * Presence on the hub: a socket joins its rooms, is counted online (its observers hear `userOnline` when the account
 * came online) and gets its initial state; on disconnect the account goes offline once its last socket is gone.
 */
export function onConnection(
  ctx: HubContext,
  socket: ChatSocket,
  pushInitialState: (socket: ChatSocket) => Promise<void>,
) {
  const { io, presence } = ctx;
  const { user } = socket.data;
  void socket.join([accountRoom(user.accountId), sessionRoom(user.sessionId), STAFF]);
  if (isAdmin(user)) void socket.join(ADMINS);
  let counted = false;
  socket.on('disconnect', () => {
    if (!counted || ctx.isClosing()) return;
    void presence
      .disconnect(user.accountId)
      .then((offline) => {
        if (offline) io.to(observersOf(user.accountId)).emit(CHAT_PUSHES.userOffline, service.profileOf(user));
      })
      .catch(() => {});
  });
  return ctx.track(async () => {
    if (ctx.isClosing()) return;
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
  });
}

/** Tells the observers of accounts that went offline (presence expiry, another instance's crash, shutdown). */
export async function announceOffline(ctx: HubContext, ids: number[]) {
  for (const profile of await ctx.profilesOf(ids)) {
    ctx.io.to(observersOf(profile.id)).emit(CHAT_PUSHES.userOffline, profile);
  }
}
