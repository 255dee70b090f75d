import { describe, expect, it } from 'vitest';
import { createTokenSealer } from './session-store';

const tokens = {
  accessToken: 'access-token-value',
  refreshToken: 'refresh-token-value',
  idToken: 'id-token-value',
  expiresAt: 1_800_000_000_000,
};

describe('token sealing at rest', () => {
  it('keeps tokens unreadable in the stored value and opens them with the same secret', () => {
    const sealer = createTokenSealer('a-session-secret-of-thirty-two-chars!');
    const stored = sealer.seal(tokens);
    expect(JSON.stringify(stored)).not.toContain('token-value');
    expect(stored.expiresAt).toBe(tokens.expiresAt);
    expect(sealer.open(stored)).toEqual(tokens);
  });

  it('gives no tokens for another secret, and stores tokens as issued without a secret', () => {
    const stored = createTokenSealer('a-session-secret-of-thirty-two-chars!').seal(tokens);
    expect(createTokenSealer('another-secret-another-secret-another').open(stored)).toBeNull();
    const plain = createTokenSealer(undefined);
    expect(plain.seal(tokens)).toEqual(tokens);
    expect(plain.open(tokens)).toEqual(tokens);
  });
});
