/**
 * Sign-in throttling of the bundled provider. Everything is keyed by the username AS TYPED (normalised), never by
 * whether the account exists, so an unknown username is throttled exactly like a real one and the answers reveal
 * nothing. Three limits, each aimed at one attack without locking out a school that signs in from one NAT address:
 *
 * - (username, address) pair: after 5 failures that pair waits 30 s, doubling up to 15 minutes. It is the only limit
 *   that refuses a correct password, and only to the address that was guessing.
 * - username, from any address: after 10 failures in 15 minutes each attempt is spaced out (1 s doubling up to 10 s,
 *   queued one after another), so guesses from many addresses are slowed while the owner still signs in, a few
 *   seconds late. An attempt that would queue for more than 30 s is refused with a Retry-After instead.
 * - address: counts DISTINCT usernames that failed from it in 15 minutes. It may reach 30 plus the number of distinct
 *   accounts that signed in successfully from it in the last hour: a school, where most people type their password
 *   right, earns a large allowance; one client trying a password across many accounts earns none. Past it, only
 *   usernames that already signed in from that address get through.
 *
 * Kept in memory: each instance counts its own share, which makes the limits per instance.
 */

const PAIR_FREE_FAILURES = 5;
const PAIR_FIRST_WAIT_MS = 30_000;
const PAIR_MAX_WAIT_MS = 15 * 60_000;
const PAIR_FORGET_MS = 60 * 60_000;

const ACCOUNT_WINDOW_MS = 15 * 60_000;
const ACCOUNT_FREE_FAILURES = 10;
const ACCOUNT_FIRST_SPACING_MS = 1_000;
const ACCOUNT_MAX_SPACING_MS = 10_000;
const ACCOUNT_MAX_QUEUE_MS = 30_000;

const ADDRESS_FAILURE_WINDOW_MS = 15 * 60_000;
const ADDRESS_SUCCESS_WINDOW_MS = 60 * 60_000;
/** Distinct failing usernames an address may have before any successful sign-in from it. */
export const ADDRESS_BASE_ALLOWANCE = 30;

/** Entries kept per map before the oldest are forgotten (bounds memory under a flood of made-up names). */
const MAX_ENTRIES = 50_000;

export type SignInDecision = { allowed: true; delayMs: number } | { allowed: false; retryAfterSeconds: number };

/** The username as the throttle counts it: what the account lookup would match. */
export function throttleKey(username: string): string {
  return username.trim().toLowerCase();
}

interface PairState {
  failures: number;
  lastFailureAt: number;
}

interface AccountState {
  failures: number[];
  nextSlotAt: number;
}

interface AddressState {
  /** Username → time of its latest failure from this address. */
  failed: Map<string, number>;
  /** Username → time of its latest successful sign-in from this address. */
  succeeded: Map<string, number>;
}

function remember<K, V>(map: Map<K, V>, key: K, value: V): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > MAX_ENTRIES) map.delete(map.keys().next().value as K);
}

function dropOlderThan(map: Map<string, number>, cutoff: number): void {
  for (const [key, at] of map) if (at <= cutoff) map.delete(key);
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

export class SignInThrottle {
  private readonly pairs = new Map<string, PairState>();
  private readonly accounts = new Map<string, AccountState>();
  private readonly addresses = new Map<string, AddressState>();

  /** Whether an attempt may go ahead now, after `delayMs`, or is refused. Reserves the account's next slot. */
  check(username: string, address: string, now = Date.now()): SignInDecision {
    const name = throttleKey(username);
    const pairWait = this.pairWaitMs(name, address, now);
    if (pairWait > 0) return { allowed: false, retryAfterSeconds: seconds(pairWait) };
    const addressWait = this.addressWaitMs(name, address, now);
    if (addressWait > 0) return { allowed: false, retryAfterSeconds: seconds(addressWait) };
    return this.takeAccountSlot(name, now);
  }

  recordFailure(username: string, address: string, now = Date.now()): void {
    const name = throttleKey(username);
    const pairKey = `${name}\n${address}`;
    const pair = this.pairs.get(pairKey);
    const fresh = pair && now - pair.lastFailureAt < PAIR_FORGET_MS;
    remember(this.pairs, pairKey, { failures: fresh ? pair.failures + 1 : 1, lastFailureAt: now });

    const account = this.accounts.get(name) ?? { failures: [], nextSlotAt: 0 };
    account.failures = account.failures.filter((at) => now - at < ACCOUNT_WINDOW_MS);
    account.failures.push(now);
    if (account.failures.length > 64) account.failures.shift();
    remember(this.accounts, name, account);

    const state = this.addressState(address, now);
    remember(state.failed, name, now);
  }

  /** A correct password: the pair starts afresh and the address earns allowance for one more distinct account. */
  recordSuccess(username: string, address: string, now = Date.now()): void {
    const name = throttleKey(username);
    this.pairs.delete(`${name}\n${address}`);
    const state = this.addressState(address, now);
    state.failed.delete(name);
    remember(state.succeeded, name, now);
  }

  private pairWaitMs(name: string, address: string, now: number): number {
    const pair = this.pairs.get(`${name}\n${address}`);
    if (!pair || pair.failures < PAIR_FREE_FAILURES) return 0;
    const wait = Math.min(PAIR_MAX_WAIT_MS, PAIR_FIRST_WAIT_MS * 2 ** (pair.failures - PAIR_FREE_FAILURES));
    return pair.lastFailureAt + wait - now;
  }

  private addressWaitMs(name: string, address: string, now: number): number {
    const state = this.addresses.get(address);
    if (!state) return 0;
    dropOlderThan(state.failed, now - ADDRESS_FAILURE_WINDOW_MS);
    dropOlderThan(state.succeeded, now - ADDRESS_SUCCESS_WINDOW_MS);
    if (state.failed.size < ADDRESS_BASE_ALLOWANCE + state.succeeded.size) return 0;
    if (state.succeeded.has(name)) return 0;
    // The address may try a new username again once enough of its failures have aged out of the window.
    const excess = state.failed.size - (ADDRESS_BASE_ALLOWANCE + state.succeeded.size);
    const times = [...state.failed.values()].sort((a, b) => a - b);
    return times[Math.min(excess, times.length - 1)]! + ADDRESS_FAILURE_WINDOW_MS - now;
  }

  private takeAccountSlot(name: string, now: number): SignInDecision {
    const account = this.accounts.get(name);
    if (!account) return { allowed: true, delayMs: 0 };
    account.failures = account.failures.filter((at) => now - at < ACCOUNT_WINDOW_MS);
    if (account.failures.length < ACCOUNT_FREE_FAILURES) return { allowed: true, delayMs: 0 };
    const spacing = Math.min(
      ACCOUNT_MAX_SPACING_MS,
      ACCOUNT_FIRST_SPACING_MS * 2 ** (account.failures.length - ACCOUNT_FREE_FAILURES),
    );
    const startAt = Math.max(now, account.nextSlotAt);
    if (startAt - now > ACCOUNT_MAX_QUEUE_MS) return { allowed: false, retryAfterSeconds: seconds(startAt - now) };
    account.nextSlotAt = startAt + spacing;
    return { allowed: true, delayMs: startAt - now };
  }

  private addressState(address: string, now: number): AddressState {
    const state = this.addresses.get(address) ?? { failed: new Map(), succeeded: new Map() };
    dropOlderThan(state.failed, now - ADDRESS_FAILURE_WINDOW_MS);
    dropOlderThan(state.succeeded, now - ADDRESS_SUCCESS_WINDOW_MS);
    remember(this.addresses, address, state);
    return state;
  }
}
