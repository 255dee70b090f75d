import { passesAuthority } from '@hpl/shared/auth';
import type { Me } from '@hpl/shared/auth/contract';
import { CHAT_AUTHORITY } from '@hpl/shared/chat/authority';
import { useEffect } from 'react';
import { connectChat, disconnectChat } from './chat-connection';
import { useChatStore } from './chat-store';

/** Whether the signed-in user uses the staff chat (every account but students). */
export function mayUseChat(me: Pick<Me, 'roles' | 'permissions'>): boolean {
  return passesAuthority(CHAT_AUTHORITY.use, me);
}

/** Keeps the page connected to the chat hub while the shell is shown. */
export function useChatConnection(me: Me) {
  const allowed = mayUseChat(me);
  const username = me.user.username;
  useEffect(() => {
    if (!allowed) return;
    connectChat(username);
    return () => disconnectChat();
  }, [allowed, username]);
}

export const useChatStatus = () => useChatStore((s) => s.status);
export const useChatTotalUnseen = () => useChatStore((s) => s.data.totalUnseen);
