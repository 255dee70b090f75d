import { PERMISSIONS } from '@hpl/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { taiKhoan } from '../../db/schema';
import { generatePassword } from './account-security';
import { hashPassword } from './password';

/**
 * A production start on an empty database: create `admin` (Admin, every permission) with a random password shown
 * once in the log. No password is ever written in the repository.
 */
export async function ensureInitialAdmin(db: Db, log: (message: string) => void): Promise<boolean> {
  const [{ count }] = (await db.select({ count: sql<number>`count(*)::int` }).from(taiKhoan)) as [{ count: number }];
  if (count > 0) return false;
  const password = generatePassword();
  const inserted = await db
    .insert(taiKhoan)
    .values({
      username: 'admin',
      passwordHash: await hashPassword(password),
      roles: ['Admin'],
      permissions: [...PERMISSIONS],
    })
    .onConflictDoNothing()
    .returning({ id: taiKhoan.id });
  if (inserted.length === 0) return false;
  log(
    `Created the first account "admin" with the password: ${password}\n` +
      'Sign in and change it now (account menu → account page); this password is not shown again.',
  );
  return true;
}
