import type { TaiKhoan, TaiKhoanInput, TaiKhoanListQuery, TaiKhoanUpdate } from '@hpl/shared';
import { and, asc, eq, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { hocSinh, nhanVien, taiKhoan } from '../../db/schema';
import { type Actor, audit } from '../../lib/audit';
import { AppError, badRequest, conflict, notFound, PG_UNIQUE_VIOLATION, pgErrorCode } from '../../lib/errors';
import { limitOffset, orderByOf, pageOf, unaccentContains } from '../../lib/list';
import { byNameKey } from '../../lib/name-order';
import {
  generatePassword,
  lockAccount,
  resetPassword,
  type SecurityDeps,
  unlockAccount,
} from '../auth/account-security';
import { hashPassword } from '../auth/password';

const iso = (d: Date | null) => d?.toISOString() ?? null;

function select(db: DbOrTx) {
  return db
    .select({
      id: taiKhoan.id,
      username: taiKhoan.username,
      roles: taiKhoan.roles,
      permissions: taiKhoan.permissions,
      nhanVienId: taiKhoan.nhanVienId,
      hocSinhId: taiKhoan.hocSinhId,
      hoTen: sql<string | null>`coalesce(${nhanVien.hoTen}, ${hocSinh.hoTen})`,
      maNguoiDung: sql<string | null>`coalesce(${nhanVien.maNhanVien}, ${hocSinh.maHocSinh})`,
      lockedAt: taiKhoan.lockedAt,
      lastSignInAt: taiKhoan.lastSignInAt,
      coMatKhau: sql<boolean>`${taiKhoan.passwordHash} is not null`,
      createdAt: taiKhoan.createdAt,
      version: taiKhoan.version,
      _total: sql<number>`cast(count(*) over() as integer)`,
    })
    .from(taiKhoan)
    .leftJoin(nhanVien, eq(nhanVien.id, taiKhoan.nhanVienId))
    .leftJoin(hocSinh, eq(hocSinh.id, taiKhoan.hocSinhId))
    .$dynamic();
}

type Row = Awaited<ReturnType<typeof select>>[number];
/** Presenter: output fields listed explicitly (never the password hash). */
const present = ({ _total, lockedAt, lastSignInAt, createdAt, ...r }: Row): TaiKhoan => ({
  ...r,
  lockedAt: iso(lockedAt),
  lastSignInAt: iso(lastSignInAt),
  createdAt: createdAt.toISOString(),
});

export async function listAccounts(db: Db, q: TaiKhoanListQuery) {
  const where: (SQL | undefined)[] = [
    q.search
      ? or(
          unaccentContains(taiKhoan.username, q.search),
          unaccentContains(nhanVien.hoTen, q.search),
          unaccentContains(hocSinh.hoTen, q.search),
          unaccentContains(nhanVien.maNhanVien, q.search),
          unaccentContains(hocSinh.maHocSinh, q.search),
        )
      : undefined,
    q.role ? sql`${q.role} = any(${taiKhoan.roles})` : undefined,
    q.permission ? sql`${q.permission} = any(${taiKhoan.permissions})` : undefined,
    q.khoa === 'true' ? isNotNull(taiKhoan.lockedAt) : q.khoa === 'false' ? isNull(taiKhoan.lockedAt) : undefined,
    q.loai === 'nhan_vien'
      ? isNotNull(taiKhoan.nhanVienId)
      : q.loai === 'hoc_sinh'
        ? isNotNull(taiKhoan.hocSinhId)
        : undefined,
  ];
  // Accounts are people: by the owner's name in Vietnamese order; accounts of no person (services) last.
  const ownerName = byNameKey(sql`coalesce(${nhanVien.hoTenSapXep}, ${hocSinh.hoTenSapXep}, '~')`);
  const order = orderByOf(
    q.sort,
    {
      username: taiKhoan.username,
      hoTen: ownerName,
      lastSignInAt: taiKhoan.lastSignInAt,
      createdAt: taiKhoan.createdAt,
    },
    [asc(ownerName), asc(taiKhoan.username), asc(taiKhoan.id)],
  );
  const { limit, offset } = limitOffset(q);
  let query = select(db)
    .where(and(...where))
    .orderBy(...order);
  if (limit !== undefined) query = query.limit(limit).offset(offset ?? 0);
  const rows = await query;
  return pageOf(q, rows.map(present), rows[0]?._total ?? 0);
}

export async function getAccount(db: DbOrTx, id: number): Promise<TaiKhoan> {
  const [row] = await select(db).where(eq(taiKhoan.id, id));
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
      const owner = input.nhanVienId
        ? (
            await tx
              .select({ hoTen: nhanVien.hoTen })
              .from(nhanVien)
              .where(and(eq(nhanVien.id, input.nhanVienId), isNull(nhanVien.deletedAt)))
          )[0]
        : (
            await tx
              .select({ hoTen: hocSinh.hoTen })
              .from(hocSinh)
              .where(and(eq(hocSinh.id, input.hocSinhId!), isNull(hocSinh.deletedAt)))
          )[0];
      if (!owner) throw badRequest('taiKhoan.owner.notFound', {}, input.nhanVienId ? 'nhanVienId' : 'hocSinhId');
      assertRolesFit(!!input.hocSinhId, input.roles, input.permissions);
      const [existing] = await tx
        .select({ username: taiKhoan.username })
        .from(taiKhoan)
        .where(input.nhanVienId ? eq(taiKhoan.nhanVienId, input.nhanVienId) : eq(taiKhoan.hocSinhId, input.hocSinhId!));
      if (existing) throw badRequest('taiKhoan.owner.hasAccount', { name: owner.hoTen, username: existing.username });
      const [taken] = await tx
        .select({ id: taiKhoan.id })
        .from(taiKhoan)
        .where(sql`lower(${taiKhoan.username}) = lower(${input.username})`);
      if (taken) throw badRequest('taiKhoan.username.duplicate', { name: input.username }, 'username');
      const [created] = await tx
        .insert(taiKhoan)
        .values({
          username: input.username,
          passwordHash,
          roles: input.roles,
          permissions: input.permissions,
          nhanVienId: input.nhanVienId ?? null,
          hocSinhId: input.hocSinhId ?? null,
        })
        .returning({ id: taiKhoan.id });
      const after = await getAccount(tx, created!.id);
      await audit(tx, actor, { action: 'create', entity: 'tai_khoan', entityId: created!.id, after });
      return created!.id;
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
    const changed = await tx
      .update(taiKhoan)
      .set({ roles: input.roles, permissions: input.permissions, version: sql`${taiKhoan.version} + 1` })
      .where(and(eq(taiKhoan.id, id), eq(taiKhoan.version, before.version)))
      .returning({ id: taiKhoan.id });
    if (changed.length === 0) throw conflict();
    await audit(tx, actor, {
      action: 'update',
      entity: 'tai_khoan',
      entityId: id,
      before: { roles: before.roles, permissions: before.permissions },
      after: { roles: input.roles, permissions: input.permissions },
    });
  });
  if (id !== actor.accountId) await deps.sessions.destroyAllOf(id);
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
