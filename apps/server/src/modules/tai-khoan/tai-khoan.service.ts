import type { TaiKhoan, TaiKhoanInput, TaiKhoanListQuery, TaiKhoanUpdate } from '@hpl/shared';
import type { Db, DbOrTx } from '../../db/client';
import { type Actor, audit } from '../../lib/audit';
import { AppError, badRequest, conflict, notFound, PG_UNIQUE_VIOLATION, pgErrorCode } from '../../lib/errors';
import { generatePassword, hashPassword, lockAccount, resetPassword, type SecurityDeps, unlockAccount } from '../auth';
import * as repo from './tai-khoan.repository';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** Presenter: output fields listed explicitly (never the password hash). */
const present = ({ lockedAt, lastSignInAt, createdAt, ...r }: repo.AccountRow): TaiKhoan => ({
  ...r,
  lockedAt: iso(lockedAt),
  lastSignInAt: iso(lastSignInAt),
  createdAt: createdAt.toISOString(),
});

export async function listAccounts(db: Db, q: TaiKhoanListQuery) {
  const page = await repo.listAccounts(db, q);
  return { ...page, items: page.items.map(present) };
}

export async function getAccount(db: DbOrTx, id: number): Promise<TaiKhoan> {
  const row = await repo.findAccount(db, id);
  if (!row) throw notFound();
  return present(row);
}

/** Student accounts carry only HocSinh and no permissions: a management right on a student account is a mistake. */
function assertRolesFit(isStudent: boolean, roles: string[], permissions: string[]) {
  if (isStudent && (roles.some((r) => r !== 'HocSinh') || permissions.length > 0))
    throw badRequest('taiKhoan.studentRoles', {}, 'roles');
}

export async function createAccount(db: Db, actor: Actor, input: TaiKhoanInput) {
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  try {
    const id = await db.transaction(async (tx) => {
      const owner = await repo.findOwnerName(tx, input);
      if (!owner) throw badRequest('taiKhoan.owner.notFound', {}, input.nhanVienId ? 'nhanVienId' : 'hocSinhId');
      assertRolesFit(!!input.hocSinhId, input.roles, input.permissions);
      const existing = await repo.findAccountOf(tx, input);
      if (existing) throw badRequest('taiKhoan.owner.hasAccount', { name: owner.hoTen, username: existing.username });
      if (await repo.isUsernameTaken(tx, input.username)) {
        throw badRequest('taiKhoan.username.duplicate', { name: input.username }, 'username');
      }
      const createdId = await repo.insertAccount(tx, input, passwordHash);
      const after = await getAccount(tx, createdId);
      await audit(tx, actor, { action: 'create', entity: 'tai_khoan', entityId: createdId, after });
      return createdId;
    });
    return { taiKhoan: await getAccount(db, id), matKhauTam: password };
  } catch (error) {
    if (!(error instanceof AppError) && pgErrorCode(error) === PG_UNIQUE_VIOLATION) {
      throw badRequest('taiKhoan.username.duplicate', { name: input.username }, 'username');
    }
    throw error;
  }
}

/** Role changes take effect at the next request: the account's sessions end so new claims are issued. */
export async function updateAccess(deps: SecurityDeps, actor: Actor, id: number, input: TaiKhoanUpdate) {
  await deps.db.transaction(async (tx) => {
    const before = await getAccount(tx, id);
    if (input.version !== undefined && input.version !== before.version) throw conflict();
    if (
      id === actor.accountId &&
      ((before.roles.includes('Admin') && !input.roles.includes('Admin')) ||
        (before.permissions.includes('QuanLy.TaiKhoan') && !input.permissions.includes('QuanLy.TaiKhoan')))
    ) {
      throw badRequest('taiKhoan.selfAdmin', {}, 'roles');
    }
    assertRolesFit(!!before.hocSinhId, input.roles, input.permissions);
    if (!(await repo.updateAccess(tx, id, before.version, input))) throw conflict();
    await audit(tx, actor, {
      action: 'update',
      entity: 'tai_khoan',
      entityId: id,
      before: { roles: before.roles, permissions: before.permissions },
      after: { roles: input.roles, permissions: input.permissions },
    });
  });
  if (id !== actor.accountId) await deps.sessions.destroyAllOf(id);
  // One's own change keeps the session: its cached roles are read again at the next request, on every instance.
  else deps.sessions.accountChanged(id);
  return getAccount(deps.db, id);
}

export async function lock(deps: SecurityDeps, actor: Actor, id: number) {
  const account = await getAccount(deps.db, id);
  if (id === actor.accountId) throw badRequest('taiKhoan.selfLock');
  if (account.lockedAt) throw badRequest('taiKhoan.alreadyLocked');
  await lockAccount(deps, actor, id);
  return getAccount(deps.db, id);
}

export async function unlock(deps: SecurityDeps, actor: Actor, id: number) {
  const account = await getAccount(deps.db, id);
  if (!account.lockedAt) throw badRequest('taiKhoan.notLocked');
  await unlockAccount(deps, actor, id);
  return getAccount(deps.db, id);
}

export async function resetAccountPassword(deps: SecurityDeps, actor: Actor, id: number) {
  await getAccount(deps.db, id);
  const matKhauTam = await resetPassword(deps, actor, id);
  return { taiKhoan: await getAccount(deps.db, id), matKhauTam };
}
