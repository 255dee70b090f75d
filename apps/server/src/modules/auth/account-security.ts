import { randomBytes, randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { taiKhoan } from '../../db/schema';
import { type Actor, audit } from '../../lib/audit';
import { AppError, badRequest } from '../../lib/errors';
import { revokeProviderGrantsOf } from './oidc-adapter';
import { hashPassword, isStrongEnough } from './password';
import type { SessionStore } from './session-store';

/** What these functions need from the app: its database and session store. */
export interface SecurityDeps {
  db: Db;
  sessions: SessionStore;
}

const notFoundAccount = () => new AppError(404, 'auth.account.notFound');

/** Ends everything an account holds: portal sessions on every instance, provider grants and sign-on sessions. */
export async function endAllAccess({ db, sessions }: SecurityDeps, accountId: number): Promise<void> {
  await sessions.destroyAllOf(accountId);
  await revokeProviderGrantsOf(db, accountId);
}

async function updateAccount(
  deps: SecurityDeps,
  actor: Actor,
  accountId: number,
  action: string,
  set: Partial<typeof taiKhoan.$inferInsert>,
  reason?: string | null,
) {
  await deps.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ id: taiKhoan.id, lockedAt: taiKhoan.lockedAt })
      .from(taiKhoan)
      .where(eq(taiKhoan.id, accountId))
      .for('update');
    if (!before) throw notFoundAccount();
    await tx.update(taiKhoan).set(set).where(eq(taiKhoan.id, accountId));
    // The audit row never holds a password hash.
    const { passwordHash: _omitted, ...after } = set;
    await audit(tx, actor, { action, entity: 'tai_khoan', entityId: accountId, before, after, reason: reason ?? null });
  });
}

/** Locks an account: it cannot sign in, and its sessions end at once here and within a minute on other instances. */
export async function lockAccount(deps: SecurityDeps, actor: Actor, accountId: number, reason?: string | null) {
  await updateAccount(deps, actor, accountId, 'lock', { lockedAt: new Date() }, reason);
  await endAllAccess(deps, accountId);
}

/** Unlocks an account and forgets its failed sign-ins. */
export async function unlockAccount(deps: SecurityDeps, actor: Actor, accountId: number, reason?: string | null) {
  await updateAccount(
    deps,
    actor,
    accountId,
    'unlock',
    { lockedAt: null, failedSignIns: 0, lastFailedSignInAt: null },
    reason,
  );
}

/** A random password that passes the portal's rule (letters and digits, 16 characters). */
export function generatePassword(): string {
  const raw = randomBytes(12).toString('base64url').replace(/[-_]/g, 'x');
  return `${raw.slice(0, 6)}${randomInt(10, 100)}${raw.slice(6, 14)}`;
}

/**
 * Sets a new password (a generated one when none is given, returned so the administrator can hand it over) and ends
 * every session of the account.
 */
export async function resetPassword(
  deps: SecurityDeps,
  actor: Actor,
  accountId: number,
  newPassword?: string,
): Promise<string> {
  const password = newPassword ?? generatePassword();
  if (!isStrongEnough(password)) throw badRequest('auth.password.tooWeak', {}, 'password');
  const passwordHash = await hashPassword(password);
  await updateAccount(deps, actor, accountId, 'resetPassword', {
    passwordHash,
    failedSignIns: 0,
    lastFailedSignInAt: null,
  });
  await endAllAccess(deps, accountId);
  return password;
}
