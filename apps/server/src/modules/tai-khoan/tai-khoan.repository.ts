import type { TaiKhoanInput, TaiKhoanListQuery } from '@hpl/shared';
import { and, asc, eq, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { hocSinh, nhanVien, taiKhoan } from '../../db/schema';
import { orderByOf, pageOfSelect, unaccentContains } from '../../lib/list';
import { byNameKey } from '../../lib/name-order';

/** Accounts with the name and code of the person they belong to (staff or student). */
export function selectAccounts(db: DbOrTx) {
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
    })
    .from(taiKhoan)
    .leftJoin(nhanVien, eq(nhanVien.id, taiKhoan.nhanVienId))
    .leftJoin(hocSinh, eq(hocSinh.id, taiKhoan.hocSinhId))
    .$dynamic();
}

export type AccountRow = Awaited<ReturnType<typeof selectAccounts>>[number];

/** One page of accounts and the total the filter matches. */
export function listAccounts(db: DbOrTx, q: TaiKhoanListQuery) {
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
  return pageOfSelect(db, q, () => selectAccounts(db), and(...where), order);
}

export async function findAccount(db: DbOrTx, id: number) {
  const [row] = await selectAccounts(db).where(eq(taiKhoan.id, id));
  return row;
}

/** The name of the staff member or student an account is for, when they exist (not deleted). */
export async function findOwnerName(db: DbOrTx, owner: { nhanVienId?: number | null; hocSinhId?: number | null }) {
  const [row] = owner.nhanVienId
    ? await db
        .select({ hoTen: nhanVien.hoTen })
        .from(nhanVien)
        .where(and(eq(nhanVien.id, owner.nhanVienId), isNull(nhanVien.deletedAt)))
    : await db
        .select({ hoTen: hocSinh.hoTen })
        .from(hocSinh)
        .where(and(eq(hocSinh.id, owner.hocSinhId!), isNull(hocSinh.deletedAt)));
  return row;
}

/** The account a staff member or student already has, if any. */
export async function findAccountOf(db: DbOrTx, owner: { nhanVienId?: number | null; hocSinhId?: number | null }) {
  const [row] = await db
    .select({ username: taiKhoan.username })
    .from(taiKhoan)
    .where(owner.nhanVienId ? eq(taiKhoan.nhanVienId, owner.nhanVienId) : eq(taiKhoan.hocSinhId, owner.hocSinhId!));
  return row;
}

export async function isUsernameTaken(db: DbOrTx, username: string): Promise<boolean> {
  const [row] = await db
    .select({ id: taiKhoan.id })
    .from(taiKhoan)
    .where(sql`lower(${taiKhoan.username}) = lower(${username})`);
  return row !== undefined;
}

export async function insertAccount(db: DbOrTx, input: TaiKhoanInput, passwordHash: string): Promise<number> {
  const [created] = await db
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
  return created!.id;
}

/** Updates only when the stored version is the expected one; false when it changed meanwhile. */
export async function updateAccess(
  db: DbOrTx,
  id: number,
  expectedVersion: number,
  access: { roles: string[]; permissions: string[] },
): Promise<boolean> {
  const changed = await db
    .update(taiKhoan)
    .set({ roles: access.roles, permissions: access.permissions, version: sql`${taiKhoan.version} + 1` })
    .where(and(eq(taiKhoan.id, id), eq(taiKhoan.version, expectedVersion)))
    .returning({ id: taiKhoan.id });
  return changed.length > 0;
}

/** The sign-in account of a student (the profile shows it), or undefined. */
export async function findAccountOfStudent(db: DbOrTx, hocSinhId: number) {
  const [row] = await db
    .select({ id: taiKhoan.id, username: taiKhoan.username, lockedAt: taiKhoan.lockedAt })
    .from(taiKhoan)
    .where(eq(taiKhoan.hocSinhId, hocSinhId));
  return row;
}

/** The accounts of these staff members (those who have one), e.g. to notify them. */
export function findAccountsOfStaff(db: DbOrTx, nhanVienIds: number[]) {
  return db
    .select({ id: taiKhoan.id, nhanVienId: taiKhoan.nhanVienId })
    .from(taiKhoan)
    .where(inArray(taiKhoan.nhanVienId, nhanVienIds.concat(0)));
}

/** Whose account this is (staff or student), its roles and whether it is locked, e.g. to serve its calendar feed. */
export async function findAccountOwner(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: taiKhoan.id,
      roles: taiKhoan.roles,
      nhanVienId: taiKhoan.nhanVienId,
      hocSinhId: taiKhoan.hocSinhId,
      lockedAt: taiKhoan.lockedAt,
    })
    .from(taiKhoan)
    .where(eq(taiKhoan.id, id));
  return row;
}

/** The staff accounts holding a role (not locked), with the staff member's name: e.g. who may receive requests. */
export function listStaffAccountsWithRole(db: DbOrTx, role: string) {
  return db
    .select({ id: taiKhoan.id, hoTen: nhanVien.hoTen })
    .from(taiKhoan)
    .innerJoin(nhanVien, eq(nhanVien.id, taiKhoan.nhanVienId))
    .where(and(sql`${role} = any(${taiKhoan.roles})`, isNull(taiKhoan.lockedAt)))
    .orderBy(asc(nhanVien.hoTen), asc(taiKhoan.id));
}
