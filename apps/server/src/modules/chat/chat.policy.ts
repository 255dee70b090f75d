import { CHAT_AUTHORITY, passesAuthority } from '@hpl/shared';
import type { SessionUser } from '../../lib/session-user';

/** Whether the user may use the staff chat at all (students may not). */
export function mayChat(user: Pick<SessionUser, 'roles' | 'permissions'>): boolean {
  return passesAuthority(CHAT_AUTHORITY.use, user);
}

export function isAdmin(user: Pick<SessionUser, 'roles'>): boolean {
  return user.roles.includes('Admin');
}

/** The key that makes the same two people reuse one conversation. */
export function pairKeyOf(a: number, b: number): string {
  return a < b ? `${a}:${b}` : `${b}:${a}`;
}

/** A message is viewed when every participant other than its sender has seen it. */
export function isViewed(
  message: { id: number; senderAccountId: number },
  seen: readonly { accountId: number; lastSeenMessageId: number }[],
): boolean {
  const others = seen.filter((p) => p.accountId !== message.senderAccountId);
  return others.length > 0 && others.every((p) => p.lastSeenMessageId >= message.id);
}

/** A fixed-window counter per account: at most `max` messages per `windowMs`. */
export function createMemoryRateLimiter(max: number, windowMs: number) {
  const windows = new Map<number, { start: number; count: number }>();
  return {
    async take(accountId: number): Promise<boolean> {
      const now = Date.now();
      const current = windows.get(accountId);
      if (!current || now - current.start >= windowMs) {
        if (windows.size > 10_000) windows.clear();
        windows.set(accountId, { start: now, count: 1 });
        return true;
      }
      current.count += 1;
      return current.count <= max;
    },
  };
}
