import { lazy } from 'react';
import { withChunkTimeout } from '../../lib/lazy-page';

/**
 * The staff chat's window (conversations, attachments, the message list) in a chunk of its own, loaded when it is
 * first opened: the hub connection and the header's unseen badge run without it. Render it inside a Suspense.
 */
export const ChatDrawer = lazy(() =>
  withChunkTimeout(import('./components/chat-drawer')).then((m) => ({ default: m.ChatDrawer })),
);
