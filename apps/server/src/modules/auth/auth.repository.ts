import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { hocSinh, lopQuanLy, lopQuanLyHocSinh, nhanVien, phongBan, taiKhoan } from '../../db/schema';
import { prepared } from '../../lib/prepared';
import { avatarKeyOf } from '../../lib/uploads';
import { activeYearId } from '../nam-hoc';

/*
 * Sign-in and the signed-in user's own account. Every read here is of the caller's own rows (their account, their
 * staff or student record), so the scope is the account id itself. `/api/auth/me` reads the staff and student rows
 * with their department and class in one query each: they are the caller's own, and the shell needs them on every
 * start, so they are prepared reads (lib/prepared.ts).
 */

const accountColumns = { id: taiKhoan.id, lockedAt: taiKhoan.lockedAt, externalSubject: taiKhoan.externalSubject };

export async function findAccountById(db: DbOrTx, id: number) {
  const [row] = await db.select(accountColumns).from(taiKhoan).where(eq(taiKhoan.id, id));
  return row;
}

export async function findAccountBySubject(db: DbOrTx, subject: string) {
  const [row] = await db.select(accountColumns).from(taiKhoan).where(eq(taiKhoan.externalSubject, subject));
  return row;
}

/** An account not yet linked to any external subject whose username is one of `names` (lower case). */
export async function findUnlinkedAccountByName(db: DbOrTx, names: string[]) {
  const [row] = await db
    .select(accountColumns)
    .from(taiKhoan)
    .where(
      and(or(...names.map((name) => eq(sql`lower(${taiKhoan.username})`, name))), isNull(taiKhoan.externalSubject)),
    )
    .limit(1);
  return row;
}

export async function linkSubject(db: DbOrTx, accountId: number, subject: string) {
  await db.update(taiKhoan).set({ externalSubject: subject }).where(eq(taiKhoan.id, accountId));
}

export async function recordSignIn(db: DbOrTx, accountId: number) {
  await db.update(taiKhoan).set({ lastSignInAt: new Date() }).where(eq(taiKhoan.id, accountId));
}

export async function findExternalSubject(db: DbOrTx, accountId: number) {
  const [row] = await db
    .select({ externalSubject: taiKhoan.externalSubject })
    .from(taiKhoan)
    .where(eq(taiKhoan.id, accountId));
  return row?.externalSubject ?? null;
}

/** The account's local password hash (null: it signs in elsewhere). */
export async function findPasswordHash(db: DbOrTx, accountId: number) {
  const [row] = await db.select({ hash: taiKhoan.passwordHash }).from(taiKhoan).where(eq(taiKhoan.id, accountId));
  return row?.hash ?? null;
}

export async function setPasswordHash(db: DbOrTx, accountId: number, hash: string) {
  await db.update(taiKhoan).set({ passwordHash: hash }).where(eq(taiKhoan.id, accountId));
}

/** The caller's own staff record as the shell shows it. */
export async function findOwnStaff(db: DbOrTx, nhanVienId: number) {
  const [row] = await prepared(db, 'auth.own-staff', () =>
    db
      .select({
        id: nhanVien.id,
        maNhanVien: nhanVien.maNhanVien,
        hoTen: nhanVien.hoTen,
        anhDaiDien: avatarKeyOf(nhanVien.anhDaiDien),
        phongBan: phongBan.tenPhongBan,
        phongBanEn: phongBan.tenPhongBanEn,
        chucVu: nhanVien.chucVu,
        chucVuEn: nhanVien.chucVuEn,
      })
      .from(nhanVien)
      .leftJoin(phongBan, eq(phongBan.id, nhanVien.phongBanId))
      .where(eq(nhanVien.id, sql.placeholder('id')))
      .prepare('auth.own-staff'),
  ).execute({ id: nhanVienId });
  return row;
}

/** The caller's own student record with their current class of the active year. */
export async function findOwnStudent(db: DbOrTx, hocSinhId: number) {
  const values = { id: hocSinhId };
  const [row] = await prepared(db, 'auth.own-student', () =>
    db
      .select({
        id: hocSinh.id,
        maHocSinh: hocSinh.maHocSinh,
        hoTen: hocSinh.hoTen,
        anhDaiDien: avatarKeyOf(hocSinh.anhDaiDien),
      })
      .from(hocSinh)
      .where(eq(hocSinh.id, sql.placeholder('id')))
      .prepare('auth.own-student'),
  ).execute(values);
  if (!row) return undefined;
  const [current] = await prepared(db, 'auth.own-class', () =>
    db
      .select({ tenLop: lopQuanLy.tenLop })
      .from(lopQuanLyHocSinh)
      .innerJoin(lopQuanLy, eq(lopQuanLy.id, lopQuanLyHocSinh.lopQuanLyId))
      .where(
        and(
          eq(lopQuanLyHocSinh.hocSinhId, sql.placeholder('id')),
          isNull(lopQuanLyHocSinh.denNgay),
          eq(lopQuanLy.namHocId, activeYearId()),
        ),
      )
      .limit(1)
      .prepare('auth.own-class'),
  ).execute(values);
  return { ...row, lop: current?.tenLop ?? null };
}
