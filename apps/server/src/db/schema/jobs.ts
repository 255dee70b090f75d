import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

const at = () => timestamp({ withTimezone: true, mode: 'date' });

/**
 * Long-running work of every module (lib/jobs): one row per job. `state` goes queued → running → succeeded | failed |
 * cancelled. A running job is leased by one instance (`leaseOwner` until `leaseExpiresAt`, renewed by its heartbeat);
 * an expired lease is queued again or failed, by the kind's `maxAttempts`. Owned by lib/jobs: modules reach it only
 * through that library.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: text().primaryKey(),
    /** `<module>.<what>`, e.g. `thoi-khoa-bieu.generate`. */
    kind: text().notNull(),
    /** The account that asked for it (null for the system's own jobs): only it reads the job's progress. */
    ownerAccountId: integer(),
    state: text().notNull().default('queued'),
    payload: jsonb().notNull().default({}),
    progress: jsonb(),
    result: jsonb(),
    /** `{ key, params, status }`: a catalogue message, translated when read, and the HTTP status it means. */
    error: jsonb(),
    /** At most one queued or running job of the kind with this key ("one generation of a draft at a time"). */
    singletonKey: text(),
    /** At most one job of the kind with this key unless it failed or was cancelled ("the digest of 2026-11-27"). */
    onceKey: text(),
    runAt: at().notNull().defaultNow(),
    attempts: integer().notNull().default(0),
    maxAttempts: integer().notNull().default(1),
    cancelRequested: boolean().notNull().default(false),
    leaseOwner: text(),
    leaseExpiresAt: at(),
    createdAt: createdAt(),
    startedAt: at(),
    finishedAt: at(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('jobs_queued').on(t.kind, t.runAt).where(sql`${t.state} = 'queued'`),
    index('jobs_running').on(t.leaseExpiresAt).where(sql`${t.state} = 'running'`),
    index('jobs_finished').on(t.finishedAt),
    uniqueIndex('jobs_singleton').on(t.kind, t.singletonKey).where(sql`${t.state} in ('queued', 'running')`),
    uniqueIndex('jobs_once').on(t.kind, t.onceKey).where(sql`${t.state} in ('queued', 'running', 'succeeded')`),
  ],
);
