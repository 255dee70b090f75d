import { describe, expect, it } from 'vitest';
import { signLink, verifyLink } from './signed-link';

const key = Buffer.alloc(32, 7);
const now = new Date('2026-11-28T03:00:00Z');
const exp = Math.floor(now.getTime() / 1000) + 3600;

describe('signed notice links', () => {
  it('opens with the claims it was signed with', () => {
    const token = signLink(key, { nguoiNhanId: 42, phienBan: 1, exp });
    expect(verifyLink(key, token, now)).toEqual({ nguoiNhanId: 42, phienBan: 1, exp });
  });

  it('refuses a tampered token: another recipient, version, expiry, signature or key', () => {
    const token = signLink(key, { nguoiNhanId: 42, phienBan: 1, exp });
    const [id, version, expiry, signature] = token.split('.') as [string, string, string, string];
    expect(verifyLink(key, `43.${version}.${expiry}.${signature}`, now)).toBeNull();
    expect(verifyLink(key, `${id}.2.${expiry}.${signature}`, now)).toBeNull();
    expect(verifyLink(key, `${id}.${version}.${Number(expiry) + 86_400}.${signature}`, now)).toBeNull();
    const flipped = signature.slice(0, -1) + (signature.endsWith('A') ? 'B' : 'A');
    expect(verifyLink(key, `${id}.${version}.${expiry}.${flipped}`, now)).toBeNull();
    expect(verifyLink(Buffer.alloc(32, 8), token, now)).toBeNull();
    for (const junk of ['', 'abc', `${token}x`, `${token}.1`, token.replace('.', '..'), '1.1.1.%00']) {
      expect(verifyLink(key, junk, now)).toBeNull();
    }
  });

  it('refuses an expired token, at its expiry exactly', () => {
    const token = signLink(key, { nguoiNhanId: 42, phienBan: 1, exp });
    expect(verifyLink(key, token, new Date(exp * 1000 - 1))).not.toBeNull();
    expect(verifyLink(key, token, new Date(exp * 1000))).toBeNull();
  });
});
