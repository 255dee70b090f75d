import { integer, timestamp } from 'drizzle-orm/pg-core';

/** Columns most tables carry: identity key, optimistic-concurrency version, timestamps. */
export const id = () => integer().primaryKey().generatedAlwaysAsIdentity();
export const version = () => integer().notNull().default(0);
export const createdAt = () => timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () => timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow();
/** Soft delete where history depends on the row. */
export const deletedAt = () => timestamp({ withTimezone: true, mode: 'date' });
