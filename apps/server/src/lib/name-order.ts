import { nameSortKey } from '@hpl/shared';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/** A person's name as stored: the name and its Vietnamese sort key, always written together. */
export function nameValues(hoTen: string): { hoTen: string; hoTenSapXep: string } {
  return { hoTen, hoTenSapXep: nameSortKey(hoTen) };
}

/**
 * A stored name key to ORDER BY: byte order (`COLLATE "C"`), which is the key's order whatever the database's default
 * collation is (a linguistic collation would skip its separators).
 */
export function byNameKey(key: AnyColumn | SQL): SQL {
  return sql`${key} collate "C"`;
}
