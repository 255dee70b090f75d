/** Failed sign-ins allowed before each further attempt has to wait. */
export const FREE_FAILED_SIGN_INS = 5;
const FIRST_WAIT_SECONDS = 30;
const MAX_WAIT_SECONDS = 15 * 60;

/** How long an account waits after `failures` consecutive failed sign-ins: 0, then 30 s doubling up to 15 min. */
export function signInWaitSeconds(failures: number): number {
  if (failures < FREE_FAILED_SIGN_INS) return 0;
  return Math.min(MAX_WAIT_SECONDS, FIRST_WAIT_SECONDS * 2 ** (failures - FREE_FAILED_SIGN_INS));
}

/** Seconds left before the account may try again (0 = may try now). */
export function secondsUntilNextAttempt(failures: number, lastFailedAt: Date | null, now = Date.now()): number {
  if (!lastFailedAt) return 0;
  const waitMs = signInWaitSeconds(failures) * 1000 - (now - lastFailedAt.getTime());
  return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
}
