import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { hocSinh, nhanVien, phienDangNhap, taiKhoan } from '../../db/schema';
import type { SessionUser } from '../../lib/session-user';
import { avatarKeyOf } from '../../lib/uploads';

export const SESSION_COOKIE = 'Authorization';
/**
 * How long a loaded session is trusted without reading the database again. Ends and role changes drop the cached
 * entries at once on this instance and, with Redis, on every other one (plugins/session.ts publishes them); this
 * time bounds what a lost message could leave behind.
 */
const CACHE_TTL_MS = 15_000;
const CACHE_MAX = 5_000;

export interface SessionTokens {
  accessToken?: string;
  refreshToken?: string;
  idToken?: string;
  /** Epoch ms when the access token expires. */
  expiresAt?: number;
}

/** A session, or an account's sessions (all, or all but one), that just ended: live connections close with it. */
export type SessionEnd = { sessionId: string } | { accountId: number; exceptSessionId?: string };

const hashId = (cookieValue: string) => createHash('sha256').update(cookieValue).digest('base64url');

/** What the `tokens` column holds: the tokens themselves, or sealed with SESSION_SECRET. `expiresAt` stays readable. */
type StoredTokens = SessionTokens | { expiresAt?: number; sealed: string };

/**
 * AES-256-GCM with a key derived from SESSION_SECRET, so a database dump yields no usable provider tokens. Without a
 * secret the tokens are stored as issued (the README recommends setting it in production).
 */
export function createTokenSealer(secret: string | undefined) {
  const key = secret ? createHash('sha256').update(`hpl-session-tokens:${secret}`).digest() : null;
  return {
    seal(tokens: SessionTokens): StoredTokens {
      if (!key) return tokens;
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(JSON.stringify(tokens), 'utf8'), cipher.final()]);
      return { expiresAt: tokens.expiresAt, sealed: Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64') };
    },
    open(stored: StoredTokens | null | undefined): SessionTokens | null {
      if (!stored) return null;
      if (!('sealed' in stored)) return stored;
      if (!key) return null;
      try {
        const raw = Buffer.from(stored.sealed, 'base64');
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
        decipher.setAuthTag(raw.subarray(12, 28));
        return JSON.parse(Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8'));
      } catch {
        // Sealed with another secret (rotated): the session has no usable tokens and ends at the next refresh.
        return null;
      }
    },
  };
}

/** Server-side sessions keyed by the hash of the httpOnly cookie value. */
export class SessionStore {
  private cache = new Map<
    string,
    { user: SessionUser; expiresAt: number; cachedAt: number; accessTokenExpiresAt: number | null }
  >();

  private readonly ids = new Map<string, string>();
  private readonly sealer: ReturnType<typeof createTokenSealer>;
  private readonly endListeners = new Set<(end: SessionEnd) => void>();

  /** Calls `listener` whenever sessions end by sign-out, lock or password change (the chat hub closes sockets). */
  onEnd(listener: (end: SessionEnd) => void): () => void {
    this.endListeners.add(listener);
    return () => this.endListeners.delete(listener);
  }

  private broadcast: ((change: SessionEnd) => void) | null = null;
  /** Counts drops: a load that read the database before a drop does not cache what it read. */
  private changes = 0;

  private ended(end: SessionEnd): void {
    for (const listener of this.endListeners) listener(end);
    this.broadcast?.(end);
  }

  /** Tells the other instances (through Redis) about every end and role change, so they drop their cached entries. */
  useBroadcast(send: (change: SessionEnd) => void): void {
    this.broadcast = send;
  }

  /** Drops the cached entries a change concerns, without touching the database: what another instance reports. */
  forget(change: SessionEnd): void {
    this.changes++;
    if ('sessionId' in change) {
      this.cache.delete(change.sessionId);
      return;
    }
    for (const [key, entry] of this.cache)
      if (entry.user.accountId === change.accountId && key !== change.exceptSessionId) this.cache.delete(key);
  }

  /** The account's roles or permissions changed: its sessions read them again at their next request, everywhere. */
  accountChanged(accountId: number): void {
    this.forget({ accountId });
    this.broadcast?.({ accountId });
  }

  constructor(
    private readonly db: Db,
    secret?: string,
  ) {
    this.sealer = createTokenSealer(secret);
  }

  async create(accountId: number, tokens: SessionTokens, expiresAt: Date): Promise<string> {
    const cookieValue = randomBytes(32).toString('base64url');
    await this.db
      .insert(phienDangNhap)
      .values({ id: hashId(cookieValue), taiKhoanId: accountId, tokens: this.sealer.seal(tokens), expiresAt });
    return cookieValue;
  }

  /**
   * The session id (hash) of a cookie value. The hash of a cookie seen before is remembered: a SHA-256 per request was
   * 1.3 % of a signed-in read's CPU.
   */
  private idOf(cookieValue: string): string {
    let id = this.ids.get(cookieValue);
    if (id === undefined) {
      id = hashId(cookieValue);
      if (this.ids.size >= CACHE_MAX) this.ids.clear();
      this.ids.set(cookieValue, id);
    }
    return id;
  }

  /**
   * What `load` would answer, when it is known without the database: null for no or a malformed cookie, the user of
   * a session loaded seconds ago; undefined when the database must be read. Lets the session hook stay synchronous.
   */
  cached(cookieValue: string | undefined): SessionUser | null | undefined {
    if (!cookieValue || cookieValue.length > 200) return null;
    const now = Date.now();
    const cached = this.cache.get(this.idOf(cookieValue));
    if (cached && now - cached.cachedAt < CACHE_TTL_MS && cached.expiresAt > now) return cached.user;
    return undefined;
  }

  async load(cookieValue: string | undefined): Promise<SessionUser | null> {
    const known = this.cached(cookieValue);
    if (known !== undefined || !cookieValue) return known ?? null;
    const id = this.idOf(cookieValue);
    const now = Date.now();
    const changesBefore = this.changes;
    const [row] = await this.db
      .select({
        accountId: taiKhoan.id,
        username: taiKhoan.username,
        roles: taiKhoan.roles,
        permissions: taiKhoan.permissions,
        nhanVienId: taiKhoan.nhanVienId,
        hocSinhId: taiKhoan.hocSinhId,
        staffName: nhanVien.hoTen,
        staffAvatar: avatarKeyOf(nhanVien.anhDaiDien),
        studentName: hocSinh.hoTen,
        studentAvatar: avatarKeyOf(hocSinh.anhDaiDien),
        expiresAt: phienDangNhap.expiresAt,
        accessTokenExpiresAt: sql<string | null>`${phienDangNhap.tokens}->>'expiresAt'`,
      })
      .from(phienDangNhap)
      .innerJoin(taiKhoan, eq(taiKhoan.id, phienDangNhap.taiKhoanId))
      .leftJoin(nhanVien, eq(nhanVien.id, taiKhoan.nhanVienId))
      .leftJoin(hocSinh, eq(hocSinh.id, taiKhoan.hocSinhId))
      .where(and(eq(phienDangNhap.id, id), gt(phienDangNhap.expiresAt, new Date(now)), isNull(taiKhoan.lockedAt)));
    if (!row) {
      this.cache.delete(id);
      return null;
    }
    const user: SessionUser = {
      accountId: row.accountId,
      username: row.username,
      roles: row.roles,
      permissions: row.permissions,
      nhanVienId: row.nhanVienId,
      hocSinhId: row.hocSinhId,
      hoTen: row.staffName ?? row.studentName ?? row.username,
      anhDaiDien: row.staffAvatar ?? row.studentAvatar ?? null,
      sessionId: id,
    };
    if (changesBefore !== this.changes) return user;
    if (this.cache.size >= CACHE_MAX) this.cache.clear();
    this.cache.set(id, {
      user,
      expiresAt: row.expiresAt.getTime(),
      cachedAt: now,
      accessTokenExpiresAt: row.accessTokenExpiresAt ? Number(row.accessTokenExpiresAt) : null,
    });
    return user;
  }

  /** When the session's access token expires (epoch ms), as last loaded; null when the session holds none. */
  accessTokenExpiresAt(sessionId: string): number | null {
    return this.cache.get(sessionId)?.accessTokenExpiresAt ?? null;
  }

  /** When the session ends, read from the database. */
  async expiresAt(sessionId: string): Promise<Date | null> {
    const [row] = await this.db
      .select({ expiresAt: phienDangNhap.expiresAt })
      .from(phienDangNhap)
      .where(eq(phienDangNhap.id, sessionId));
    return row?.expiresAt ?? null;
  }

  async tokens(sessionId: string): Promise<SessionTokens | null> {
    const [row] = await this.db
      .select({ tokens: phienDangNhap.tokens })
      .from(phienDangNhap)
      .where(eq(phienDangNhap.id, sessionId));
    return this.sealer.open(row?.tokens as StoredTokens | undefined);
  }

  async update(sessionId: string, tokens: SessionTokens, expiresAt?: Date): Promise<void> {
    this.cache.delete(sessionId);
    await this.db
      .update(phienDangNhap)
      .set({ tokens: this.sealer.seal(tokens), lastSeenAt: new Date(), ...(expiresAt ? { expiresAt } : {}) })
      .where(eq(phienDangNhap.id, sessionId));
  }

  async destroy(sessionId: string): Promise<void> {
    this.forget({ sessionId });
    await this.db.delete(phienDangNhap).where(eq(phienDangNhap.id, sessionId));
    this.ended({ sessionId });
  }

  /** Ends every session of an account (lock, password reset, role change). */
  async destroyAllOf(accountId: number): Promise<void> {
    this.forget({ accountId });
    await this.db.delete(phienDangNhap).where(eq(phienDangNhap.taiKhoanId, accountId));
    this.ended({ accountId });
  }

  /** Ends every other session of an account (own password change keeps the current one). */
  async destroyOthersOf(accountId: number, keepSessionId: string): Promise<void> {
    this.forget({ accountId, exceptSessionId: keepSessionId });
    await this.db
      .delete(phienDangNhap)
      .where(and(eq(phienDangNhap.taiKhoanId, accountId), ne(phienDangNhap.id, keepSessionId)));
    this.ended({ accountId, exceptSessionId: keepSessionId });
  }

  async purgeExpired(): Promise<void> {
    await this.db.delete(phienDangNhap).where(lt(phienDangNhap.expiresAt, new Date()));
  }
}
