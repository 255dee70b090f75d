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

/**
 * Failed sign-ins per client address, over a sliding window. Only failures count: a whole school signs in from one
 * NAT address at 8 o'clock and must not be slowed down, while a script guessing passwords across many accounts is.
 * Kept in memory: each instance counts its own share, which only makes the limit per instance.
 */
export class AddressFailureLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly maxFailures = 30,
    private readonly windowMs = 10 * 60_000,
  ) {}

  private recent(address: string, now: number): number[] {
    const kept = (this.failures.get(address) ?? []).filter((at) => now - at < this.windowMs);
    if (kept.length > 0) this.failures.set(address, kept);
    else this.failures.delete(address);
    return kept;
  }

  /** Seconds before the address may try again (0 = now). */
  secondsUntilAllowed(address: string, now = Date.now()): number {
    const recent = this.recent(address, now);
    if (recent.length < this.maxFailures) return 0;
    const oldestThatCounts = recent[recent.length - this.maxFailures]!;
    return Math.max(1, Math.ceil((oldestThatCounts + this.windowMs - now) / 1000));
  }

  recordFailure(address: string, now = Date.now()): void {
    const recent = this.recent(address, now);
    recent.push(now);
    this.failures.set(address, recent);
    if (this.failures.size > 10_000) this.failures.delete(this.failures.keys().next().value!);
  }
}
