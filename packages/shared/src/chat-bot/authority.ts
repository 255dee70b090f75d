import type { Authority } from '../auth';
import { CHATBOT_ROLES } from './roles';

/**
 * Who may call the ChatBot API. Asking opens to the chatbot's roles (spec §2, §6); which topics a user may ask about
 * is decided per request (`mayUseTopic`). The knowledge base is Admin's.
 */
export const CHAT_BOT_AUTHORITY = {
  ask: { role: CHATBOT_ROLES },
  manage: { role: ['Admin'] },
} as const satisfies Record<string, Authority>;
