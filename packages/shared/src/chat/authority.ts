import type { Authority } from '../auth';

/**
 * Who may use the staff chat (spec §1: internal staff chat): every signed-in account except students. The header
 * icon is Admin's (spec §6); the supporters setting is Admin's.
 */
export const CHAT_AUTHORITY = {
  use: { exceptRole: ['HocSinh'] },
  manage: { role: ['Admin'] },
} as const satisfies Record<string, Authority>;
