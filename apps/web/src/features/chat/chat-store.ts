import { create } from 'zustand';
import { type ChatData, emptyChat } from './chat-logic';

export type ChatStatus = 'idle' | 'connecting' | 'connected' | 'reconnecting';

interface ChatStore {
  status: ChatStatus;
  data: ChatData;
  /** The drawer is shown (a message in the open conversation is then seen at once). */
  drawerOpen: boolean;
  /** How many times the new-message sound was played (shown as a data attribute for tests). */
  soundCount: number;
  update(change: (data: ChatData) => ChatData): void;
  setStatus(status: ChatStatus): void;
  setDrawerOpen(open: boolean): void;
  reset(me: string | null): void;
  ring(): void;
}

export const useChatStore = create<ChatStore>((set) => ({
  status: 'idle',
  data: emptyChat,
  drawerOpen: false,
  soundCount: 0,
  update: (change) => set((s) => ({ data: change(s.data) })),
  setStatus: (status) => set({ status }),
  setDrawerOpen: (drawerOpen) => set({ drawerOpen }),
  reset: (me) => set({ data: { ...emptyChat, me }, status: 'idle' }),
  ring: () => set((s) => ({ soundCount: s.soundCount + 1 })),
}));
