import {
  type AddOrOpenInput,
  CHAT_INVOCATIONS,
  CHAT_PUSHES,
  type ChatAck,
  translateMessage,
  zAddOrOpenInput,
  zGetContactsInput,
  zMarkSeenInput,
  zSendMessageInput,
} from '@hpl/shared';
import type { Socket } from 'socket.io';
import type { z } from 'zod';
import { AppError } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import type { HubContext } from './chat.hub-context';
import { accountRoom, type ChatSocket, emitterOf, watch, watchRoom } from './chat.rooms';
import * as service from './chat.service';

/**
 * One invocation of a socket: the session is checked again (it may have ended since the handshake), the payload
 * validated, and the answer acknowledged as the envelope (`succeeded`, `data` or `errors` in the socket's language).
 */
export function registerInvocation<S extends z.ZodType, T>(
  ctx: HubContext,
  socket: ChatSocket,
  name: string,
  schema: S,
  run: (input: z.infer<S>, user: SessionUser) => Promise<T>,
) {
  const { app } = ctx;
  async function answer(payload: unknown, reply: (answer: ChatAck<T>) => void) {
    const { lang } = socket.data;
    const fail = (key: string, params: Record<string, string | number> = {}) =>
      reply({ succeeded: false, errors: [translateMessage(key, lang, params)] });
    if (ctx.isClosing()) return fail('chat.failed');
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
    await ctx.track(() => answer(payload, ack as (answer: ChatAck<T>) => void));
  });
}

/** The hub's invocations (spec §7): send, mark seen, add or open a conversation, search contacts. */
export function registerInvocations(ctx: HubContext, socket: ChatSocket) {
  const { app, io, limiter, onlineAmong } = ctx;
  const emit = emitterOf(socket);

  registerInvocation(ctx, socket, CHAT_INVOCATIONS.send, zSendMessageInput, async (input, user) => {
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

  registerInvocation(ctx, socket, CHAT_INVOCATIONS.markSeen, zMarkSeenInput, async (messageId, user) => {
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

  registerInvocation(ctx, socket, CHAT_INVOCATIONS.addOrOpen, zAddOrOpenInput, async (input: AddOrOpenInput, user) => {
    const { conversation, participantIds } = await service.addOrOpenConversation(app.db, user, input, onlineAmong);
    // Every participant's tabs, on every instance, now see the others' online dots.
    for (const id of participantIds) {
      const others = participantIds.filter((other) => other !== id).map(watchRoom);
      if (others.length > 0) io.in(accountRoom(id)).socketsJoin(others);
    }
    emit(CHAT_PUSHES.addOrOpen, conversation);
    return conversation;
  });

  registerInvocation(ctx, socket, CHAT_INVOCATIONS.contacts, zGetContactsInput, async (search, user) => {
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
