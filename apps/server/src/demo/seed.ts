import type { Db } from '../db/client';
import { namHoc, taiKhoan } from '../db/schema';
import { generateDemoSchool } from './generator';
import type { DemoSize } from './school-data';

/** Seeds the demo school only into an empty database (no year and no account yet); returns whether it did. */
export async function seedDemoIfEmpty(db: Db, uploadDir: string, size: DemoSize): Promise<boolean> {
  const [year] = await db.select({ id: namHoc.id }).from(namHoc).limit(1);
  const [account] = await db.select({ id: taiKhoan.id }).from(taiKhoan).limit(1);
  if (year || account) return false;
  await generateDemoSchool(db, uploadDir, size);
  return true;
}
