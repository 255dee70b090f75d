import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A guardian's signed link: `<recipient id>.<link version>.<expiry, unix seconds>.<HMAC-SHA256, base64url>` keyed by
 * the configured link key. The token alone proves which recipient row it opens and until when; the row then says
 * whether the link was revoked (`thuHoiLuc`, or a newer `phienBan`) and whether the notice was recalled.
 */
export interface LinkClaims {
  nguoiNhanId: number;
  phienBan: number;
  /** Expiry, unix seconds. */
  exp: number;
}

const signatureOf = (key: Buffer, body: string) => createHmac('sha256', key).update(`hpl-notice:${body}`).digest();

export function signLink(key: Buffer, claims: LinkClaims): string {
  const body = `${claims.nguoiNhanId}.${claims.phienBan}.${claims.exp}`;
  return `${body}.${signatureOf(key, body).toString('base64url')}`;
}

/** The claims of an authentic, unexpired token; null for anything else (tampered, malformed, expired). */
export function verifyLink(key: Buffer, token: string, now = new Date()): LinkClaims | null {
  const match = /^(\d{1,10})\.(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const body = `${match[1]}.${match[2]}.${match[3]}`;
  const given = Buffer.from(match[4]!, 'base64url');
  const expected = signatureOf(key, body);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const claims = { nguoiNhanId: Number(match[1]), phienBan: Number(match[2]), exp: Number(match[3]) };
  if (claims.exp * 1000 <= now.getTime()) return null;
  return claims;
}

/** The guardian's page for a token, on the portal's public address. */
export function noticePageUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/thongbaoguiphuhuynh/xem?t=${encodeURIComponent(token)}`;
}
