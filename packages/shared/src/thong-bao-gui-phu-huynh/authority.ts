import type { Authority } from '../auth';

/**
 * Who may call the ThongBaoGuiPhuHuynh API: the server's route config and the web's controls read it from here. Which rows a caller
 * sees is the server policy's business (`thong-bao-gui-phu-huynh.policy.ts`).
 */
export const thongBaoGuiPhuHuynhAuthority = {
  read: '*',
  write: '*',
} as const satisfies Record<'read' | 'write', Authority>;
