import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { hocSinh, nhanVien, taiKhoan } from '../../db/schema';
import { verifyPassword } from './password';

/** What the provider puts into tokens for an account (filtered by the granted scopes). */
export interface OidcAccountClaims {
  sub: string;
  name?: string;
  preferred_username?: string;
  email?: string;
  role?: string[];
  permission?: string[];
}

export type AuthenticateResult = { ok: true; accountId: string } | { ok: false; reason: 'invalid' | 'locked' };

/** Where a provider instance finds its accounts: the portal database for the bundled one, anything in tests. */
export interface OidcAccountSource {
  findAccount(accountId: string): Promise<OidcAccountClaims | null>;
  authenticate(username: string, password: string): Promise<AuthenticateResult>;
}

/**
 * Accounts of the portal database (`tai_khoan`): argon2 passwords and lock. Throttling is the caller's
 * (login-throttle.ts); the failure columns only record what happened.
 */
export function createDatabaseAccountSource(db: Db): OidcAccountSource {
  return {
    async findAccount(accountId) {
      if (!/^\d{1,10}$/.test(accountId)) return null;
      const [row] = await db
        .select({
          id: taiKhoan.id,
          username: taiKhoan.username,
          roles: taiKhoan.roles,
          permissions: taiKhoan.permissions,
          lockedAt: taiKhoan.lockedAt,
          staffName: nhanVien.hoTen,
          studentName: hocSinh.hoTen,
          staffEmail: nhanVien.email,
        })
        .from(taiKhoan)
        .leftJoin(nhanVien, eq(nhanVien.id, taiKhoan.nhanVienId))
        .leftJoin(hocSinh, eq(hocSinh.id, taiKhoan.hocSinhId))
        .where(eq(taiKhoan.id, Number(accountId)));
      // A locked account has no claims: the provider then refuses its sessions and refresh tokens.
      if (!row || row.lockedAt) return null;
      return {
        sub: String(row.id),
        name: row.staffName ?? row.studentName ?? row.username,
        preferred_username: row.username,
        ...(row.staffEmail ? { email: row.staffEmail } : {}),
        role: row.roles,
        permission: row.permissions,
      };
    },

    async authenticate(username, password) {
      const [row] = await db
        .select({
          id: taiKhoan.id,
          passwordHash: taiKhoan.passwordHash,
          lockedAt: taiKhoan.lockedAt,
        })
        .from(taiKhoan)
        .where(eq(sql`lower(${taiKhoan.username})`, username.trim().toLowerCase()));
      // An unknown username costs the same argon2 verification (of a dummy hash) as a real one.
      const valid = await verifyPassword(row?.passwordHash, password);
      if (!row) return { ok: false, reason: 'invalid' };
      if (!valid) {
        await db
          .update(taiKhoan)
          .set({ failedSignIns: sql`${taiKhoan.failedSignIns} + 1`, lastFailedSignInAt: new Date() })
          .where(eq(taiKhoan.id, row.id));
        return { ok: false, reason: 'invalid' };
      }
      // Only someone who knows the password learns that the account is locked.
      if (row.lockedAt) return { ok: false, reason: 'locked' };
      await db
        .update(taiKhoan)
        .set({ failedSignIns: 0, lastFailedSignInAt: null, lastSignInAt: new Date() })
        .where(eq(taiKhoan.id, row.id));
      return { ok: true, accountId: String(row.id) };
    },
  };
}
