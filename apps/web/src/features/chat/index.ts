// Staff chat (the Onlines drawer): hub connection, conversations, presence and the unseen badge.

export { onChatNotification } from './chat-connection';
export { ChatDrawer } from './chat-drawer-lazy';
export { mayUseChat, useChatConnection, useChatStatus, useChatTotalUnseen } from './use-chat-connection';
