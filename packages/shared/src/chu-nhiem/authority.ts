import type { Authority } from '../auth';
import { routeAuthority } from '../routes';

/**
 * Who may call the homeroom API: the `chunhiem/loptoichunhiem` screen's chain (teachers). Which classes a caller
 * reaches is the server policy's business (`chu-nhiem.policy.ts`: the homeroom teacher, or Admin).
 */
export const chuNhiemAuthority = {
  lop: routeAuthority('/chunhiem/loptoichunhiem'),
} as const satisfies Record<string, Authority>;
