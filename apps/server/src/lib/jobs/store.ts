import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { jobs } from '../../db/schema/jobs';
import type { Job, JobError, JobState } from './types';

/*
 * The job table's queries. A job belongs to the account that asked for it: `findOwnJob` and `cancelOwnJob` take
 * that account as their scope (someone else's job is not found). The runner's claim, lease and finish queries are
 * not per-caller: they are keyed by the instance holding the lease.
 */

const asJob = <P, R>(row: typeof jobs.$inferSelect) => row as unknown as Job<P, R>;

export interface EnqueueOptions<P> {
  payload: P;
  /** The account the job is for; only it reads its progress. */
  ownerAccountId?: number | null;
  /** Not before this moment (default now). */
  runAt?: Date;
  /** Only one queued or running job of the kind with this key: a second enqueue answers the first job. */
  singletonKey?: string;
  /** Only one job of the kind with this key unless it failed or was cancelled ("once per day"). */
  onceKey?: string;
  maxAttempts?: number;
}

/**
 * Adds a job, in the caller's transaction if given one (so a module writes its record and its job together). With a
 * singleton or once key already taken, nothing is added: the existing job is answered with `created: false`.
 */
export async function enqueue<P>(
  db: DbOrTx,
  kind: string,
  options: EnqueueOptions<P>,
): Promise<{ job: Job<P>; created: boolean }> {
  const [row] = await db
    .insert(jobs)
    .values({
      id: randomUUID(),
      kind,
      ownerAccountId: options.ownerAccountId ?? null,
      payload: (options.payload ?? {}) as object,
      singletonKey: options.singletonKey ?? null,
      onceKey: options.onceKey ?? null,
      runAt: options.runAt ?? new Date(),
      maxAttempts: options.maxAttempts ?? 1,
    })
    .onConflictDoNothing()
    .returning();
  if (row) return { job: asJob<P, never>(row), created: true };
  const keys: SQL[] = [];
  if (options.singletonKey)
    keys.push(and(eq(jobs.singletonKey, options.singletonKey), inArray(jobs.state, ['queued', 'running'])) as SQL);
  if (options.onceKey)
    keys.push(and(eq(jobs.onceKey, options.onceKey), inArray(jobs.state, ['queued', 'running', 'succeeded'])) as SQL);
  const [existing] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, kind), or(...keys)));
  if (!existing) throw new Error(`job ${kind}: the insert conflicted but no job holds its key`);
  return { job: asJob<P, never>(existing), created: false };
}

export async function findJob<P = unknown, R = unknown>(db: DbOrTx, id: string): Promise<Job<P, R> | undefined> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  return row ? asJob<P, R>(row) : undefined;
}

/** The caller's job, or undefined: another account's job is not found (404), like a missing one. */
export async function findOwnJob<P = unknown, R = unknown>(
  db: DbOrTx,
  ownerAccountId: number | null,
  id: string,
  kind?: string,
): Promise<Job<P, R> | undefined> {
  if (ownerAccountId === null) return undefined;
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, id), eq(jobs.ownerAccountId, ownerAccountId), kind ? eq(jobs.kind, kind) : undefined));
  return row ? asJob<P, R>(row) : undefined;
}

/** The queued or running job of a kind holding a singleton key. */
export async function findActiveByKey(db: DbOrTx, kind: string, singletonKey: string) {
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, kind), eq(jobs.singletonKey, singletonKey), inArray(jobs.state, ['queued', 'running'])));
  return row ? asJob(row) : undefined;
}

/** The newest job of a kind with a once key (whatever its state). */
export async function findByOnceKey(db: DbOrTx, kind: string, onceKey: string) {
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, kind), eq(jobs.onceKey, onceKey)))
    .orderBy(sql`${jobs.createdAt} desc`)
    .limit(1);
  return row ? asJob(row) : undefined;
}

/** 1 for the next queued job of its kind to start, 2 for the one after…; 0 when it is not queued. */
export async function queuePosition(db: DbOrTx, job: Pick<Job, 'id' | 'kind' | 'state'>) {
  if (job.state !== 'queued') return 0;
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(jobs)
    .where(
      and(
        eq(jobs.kind, job.kind),
        eq(jobs.state, 'queued'),
        sql`(${jobs.runAt}, ${jobs.createdAt}, ${jobs.id}) < (select j.run_at, j.created_at, j.id from jobs j where j.id = ${job.id})`,
      ),
    );
  return (row?.n ?? 0) + 1;
}

/**
 * Cancels a job: a queued one at once; a running one is asked to stop (its instance sees the request at its next
 * heartbeat, or at once when it runs here). Answers the job as it is now; a finished job is left as it was.
 */
export async function requestCancel(db: DbOrTx, id: string): Promise<Job | undefined> {
  await db
    .update(jobs)
    .set({ state: 'cancelled', cancelRequested: true, finishedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(jobs.id, id), eq(jobs.state, 'queued')));
  await db
    .update(jobs)
    .set({ cancelRequested: true, updatedAt: new Date() })
    .where(and(eq(jobs.id, id), eq(jobs.state, 'running')));
  return findJob(db, id);
}

/* The runner's queries */

/** Takes the next due job of a kind for this instance (skipping rows another instance is taking at this moment). */
export async function claimNext(db: DbOrTx, kind: string, instance: string, leaseMs: number) {
  const [row] = await db
    .update(jobs)
    .set({
      state: 'running',
      leaseOwner: instance,
      leaseExpiresAt: sql`now() + ${`${leaseMs} milliseconds`}::interval`,
      attempts: sql`${jobs.attempts} + 1`,
      startedAt: sql`coalesce(${jobs.startedAt}, now())`,
      updatedAt: new Date(),
    })
    .where(
      eq(
        jobs.id,
        sql`(select ${jobs.id} from ${jobs} where ${jobs.kind} = ${kind} and ${jobs.state} = 'queued' and ${jobs.runAt} <= now() order by ${jobs.runAt}, ${jobs.createdAt}, ${jobs.id} limit 1 for update skip locked)`,
      ),
    )
    .returning();
  return row ? asJob(row) : undefined;
}

/** Renews this instance's leases; answers the jobs still held, with whether their cancellation was asked. */
export async function renewLeases(db: DbOrTx, ids: string[], instance: string, leaseMs: number) {
  if (ids.length === 0) return [];
  return db
    .update(jobs)
    .set({ leaseExpiresAt: sql`now() + ${`${leaseMs} milliseconds`}::interval` })
    .where(and(inArray(jobs.id, ids), eq(jobs.leaseOwner, instance), eq(jobs.state, 'running')))
    .returning({ id: jobs.id, cancelRequested: jobs.cancelRequested });
}

export async function writeProgress(db: DbOrTx, id: string, instance: string, progress: Record<string, number>) {
  await db
    .update(jobs)
    .set({ progress })
    .where(and(eq(jobs.id, id), eq(jobs.leaseOwner, instance), eq(jobs.state, 'running')));
}

/** Ends a job this instance holds; false when its lease was lost meanwhile (another instance owns the outcome). */
export async function finish(
  db: DbOrTx,
  id: string,
  instance: string,
  outcome: { state: Exclude<JobState, 'queued' | 'running'>; result?: unknown; error?: JobError | null },
) {
  const rows = await db
    .update(jobs)
    .set({
      state: outcome.state,
      result: outcome.result ?? null,
      error: outcome.error ?? null,
      leaseOwner: null,
      leaseExpiresAt: null,
      finishedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(and(eq(jobs.id, id), eq(jobs.leaseOwner, instance), eq(jobs.state, 'running')))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Puts this instance's unfinished jobs back in the queue (a shutdown is not a failed attempt). */
export async function release(db: DbOrTx, ids: string[], instance: string) {
  if (ids.length === 0) return;
  await db
    .update(jobs)
    .set({
      state: 'queued',
      leaseOwner: null,
      leaseExpiresAt: null,
      attempts: sql`greatest(${jobs.attempts} - 1, 0)`,
      updatedAt: new Date(),
    })
    .where(and(inArray(jobs.id, ids), eq(jobs.leaseOwner, instance), eq(jobs.state, 'running')));
}

export const ABANDONED: JobError = { key: 'jobs.abandoned', status: 500 };

/**
 * Jobs whose lease expired (their instance stopped without releasing them): queued again while attempts remain,
 * failed otherwise; a job whose cancellation was asked is cancelled.
 */
export async function recoverExpired(db: DbOrTx) {
  // One transaction, so the three statements share one now(): a lease expiring between them was failed by the third
  // although an attempt was left (seen in CI).
  return db.transaction((tx) => recoverExpiredIn(tx));
}

async function recoverExpiredIn(db: DbOrTx) {
  const expired = and(eq(jobs.state, 'running'), lt(jobs.leaseExpiresAt, sql`now()`));
  const common = { leaseOwner: null, leaseExpiresAt: null, updatedAt: new Date() };
  const cancelled = await db
    .update(jobs)
    .set({ ...common, state: 'cancelled', finishedAt: new Date() })
    .where(and(expired, eq(jobs.cancelRequested, true)))
    .returning({ id: jobs.id });
  const retried = await db
    .update(jobs)
    .set({ ...common, state: 'queued' })
    .where(and(expired, lt(jobs.attempts, jobs.maxAttempts)))
    .returning({ id: jobs.id });
  const failed = await db
    .update(jobs)
    .set({ ...common, state: 'failed', error: ABANDONED, finishedAt: new Date() })
    .where(expired)
    .returning({ id: jobs.id });
  return { cancelled: cancelled.length, retried: retried.length, failed: failed.length };
}

/** Forgets finished jobs older than `before`. */
export async function purgeFinished(db: DbOrTx, before: Date) {
  await db
    .delete(jobs)
    .where(and(inArray(jobs.state, ['succeeded', 'failed', 'cancelled']), lt(jobs.finishedAt, before)));
}

/** Jobs of some kinds in a state, oldest first (for tests and operations). */
export function listJobs(db: DbOrTx, kinds: string[], states: JobState[]) {
  return db
    .select()
    .from(jobs)
    .where(and(inArray(jobs.kind, kinds), inArray(jobs.state, states)))
    .orderBy(asc(jobs.createdAt));
}
