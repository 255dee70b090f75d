import type { Authority } from '../auth';

/**
 * Who may call the ThoiKhoaBieu API: the server's route config and the web's controls read it from here. Which rows a caller
 * sees is the server policy's business (`thoi-khoa-bieu.policy.ts`).
 */
export const thoiKhoaBieuAuthority = {
  read: '*',
  write: '*',
} as const satisfies Record<'read' | 'write', Authority>;
