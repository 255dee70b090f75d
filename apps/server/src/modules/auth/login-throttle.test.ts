import { describe, expect, it } from 'vitest';
import { ADDRESS_BASE_ALLOWANCE, SignInThrottle } from './login-throttle';

const SCHOOL = '203.0.113.10';
const HOME = '198.51.100.7';
const t0 = Date.UTC(2026, 8, 7, 1, 0, 0);

describe('SignInThrottle', () => {
  it('refuses a (username, address) pair after 5 failures, and only that pair', () => {
    const throttle = new SignInThrottle();
    for (let i = 0; i < 5; i++) {
      expect(throttle.check('hocsinh', SCHOOL, t0 + i).allowed).toBe(true);
      throttle.recordFailure('HocSinh ', SCHOOL, t0 + i);
    }
    expect(throttle.check('hocsinh', SCHOOL, t0 + 10)).toEqual({ allowed: false, retryAfterSeconds: 30 });
    expect(throttle.check('hocsinh', HOME, t0 + 10)).toEqual({ allowed: true, delayMs: 0 });
    expect(throttle.check('giaovien', SCHOOL, t0 + 10)).toEqual({ allowed: true, delayMs: 0 });
    expect(throttle.check('hocsinh', SCHOOL, t0 + 31_000).allowed).toBe(true);
    throttle.recordFailure('hocsinh', SCHOOL, t0 + 31_000);
    expect(throttle.check('hocsinh', SCHOOL, t0 + 31_001)).toEqual({ allowed: false, retryAfterSeconds: 60 });
    throttle.recordSuccess('hocsinh', SCHOOL, t0 + 100_000);
    expect(throttle.check('hocsinh', SCHOOL, t0 + 100_001).allowed).toBe(true);
  });

  it('spaces out attempts on a username guessed from many addresses instead of refusing its owner', () => {
    const throttle = new SignInThrottle();
    for (let i = 0; i < 12; i++) throttle.recordFailure('giaovien', `192.0.2.${i}`, t0 + i);
    const now = t0 + 1_000;
    // 12 failures: each attempt takes the next slot, 4 s apart; the owner's correct password is only delayed.
    expect(throttle.check('giaovien', HOME, now)).toEqual({ allowed: true, delayMs: 0 });
    expect(throttle.check('giaovien', '192.0.2.50', now)).toEqual({ allowed: true, delayMs: 4_000 });
    expect(throttle.check('giaovien', '192.0.2.51', now)).toEqual({ allowed: true, delayMs: 8_000 });
    for (let i = 0; i < 6; i++) throttle.check('giaovien', `192.0.2.${60 + i}`, now);
    // A queue longer than 30 s is refused rather than kept waiting.
    expect(throttle.check('giaovien', '192.0.2.70', now).allowed).toBe(false);
    // Failures older than 15 minutes no longer count.
    expect(throttle.check('giaovien', HOME, t0 + 16 * 60_000)).toEqual({ allowed: true, delayMs: 0 });
  });

  it('lets a school behind one address live with many students typing wrong passwords', () => {
    const throttle = new SignInThrottle();
    let now = t0;
    // 8:00: 1,500 students sign in from the school's one address; one in ten mistypes once or twice first.
    for (let i = 0; i < 1500; i++) {
      const student = `hs${i}`;
      if (i % 10 === 0) {
        expect(throttle.check(student, SCHOOL, now).allowed).toBe(true);
        throttle.recordFailure(student, SCHOOL, now++);
      }
      if (i % 20 === 0) {
        expect(throttle.check(student, SCHOOL, now).allowed).toBe(true);
        throttle.recordFailure(student, SCHOOL, now++);
      }
      expect(throttle.check(student, SCHOOL, now), student).toEqual({ allowed: true, delayMs: 0 });
      throttle.recordSuccess(student, SCHOOL, now++);
    }
    // 50 more students who have not signed in yet each get it wrong: an unrelated account still signs in.
    for (let i = 0; i < 50; i++) throttle.recordFailure(`late${i}`, SCHOOL, now++);
    expect(throttle.check('giaovien', SCHOOL, now)).toEqual({ allowed: true, delayMs: 0 });
  });

  it('stops one address trying a password across many usernames, but not the accounts that signed in from it', () => {
    const throttle = new SignInThrottle();
    throttle.recordSuccess('gvcn', HOME, t0);
    let refusedAt = -1;
    for (let i = 0; i < 100 && refusedAt < 0; i++) {
      if (!throttle.check(`user${i}`, HOME, t0 + i).allowed) refusedAt = i;
      else throttle.recordFailure(`user${i}`, HOME, t0 + i);
    }
    // The base allowance plus one for the account that signed in.
    expect(refusedAt).toBe(ADDRESS_BASE_ALLOWANCE + 1);
    expect(throttle.check('gvcn', HOME, t0 + 200)).toEqual({ allowed: true, delayMs: 0 });
    // Other addresses are untouched; the address itself may try new names once its failures age out.
    expect(throttle.check('user99', SCHOOL, t0 + 200).allowed).toBe(true);
    expect(throttle.check('user99', HOME, t0 + 16 * 60_000).allowed).toBe(true);
  });

  it('treats a username that does not exist exactly like one that does', () => {
    const throttle = new SignInThrottle();
    const answers = (name: string) => {
      const seen = [];
      for (let i = 0; i < 7; i++) {
        const decision = throttle.check(name, SCHOOL, t0 + i);
        seen.push(decision);
        if (decision.allowed) throttle.recordFailure(name, SCHOOL, t0 + i);
      }
      return seen;
    };
    expect(answers('no-such-user')).toEqual(answers('giaovien'));
  });
});
