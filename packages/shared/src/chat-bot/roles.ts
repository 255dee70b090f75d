import type { AccessSubject } from '../auth';

/**
 * Who sees the floating chatbot, without the contract's schemas: the signed-in frame asks this on every page, and
 * importing the contract would bring zod into the first page (contract.ts re-exports both).
 */

/** Spec §2, §6: the floating chatbot is for Admin, GiaoVien and HocSinh. */
export const CHATBOT_ROLES = ['Admin', 'GiaoVien', 'HocSinh'] as const;

export function mayUseChatBot(user: AccessSubject): boolean {
  return CHATBOT_ROLES.some((r) => user.roles.includes(r));
}
