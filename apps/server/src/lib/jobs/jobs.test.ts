import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/support/test-app';
import { type Database, openPostgres } from '../../db/client';
import { JobRunner } from './runner';
import * as store from './store';
import type { JobKind } from './types';

/*
 * The job model on both drivers: each job runs once with two instances on one database, a crashed instance's lease
 * is taken over, a restart picks up queued and running jobs, cancellation, keys, scheduling, the owner's scope.
 */

let database: Database;
/** The second instance: on PostgreSQL its own connection pool to the same database, as another process would have. */
let second: Database;
const runners: JobRunner[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  second = database.url ? await openPostgres(database.url, { max: 3 }) : database;
});
afterAll(async () => {
  for (const runner of runners) runner.abandonForTests();
  if (second !== database) await second.close();
  await database.close();
});

/** What the runners logged (errors of polling, heartbeats, outcomes): a test that times out prints it. */
const logged: string[] = [];
const log = (level: string) => (object: unknown, message?: string) => {
  const error = (object as { err?: unknown })?.err;
  logged.push(`${level} ${message ?? ''} ${error instanceof Error ? error.message : JSON.stringify(object)}`);
};

function runner(db: Database, options: Partial<ConstructorParameters<typeof JobRunner>[0]> = {}) {
  const r = new JobRunner({
    db: db.db,
    pollMs: 50,
    leaseMs: 3_000,
    progressEveryMs: 0,
    stopGraceMs: 2_000,
    log: { error: log('error'), warn: log('warn') },
    ...options,
  });
  runners.push(r);
  return r;
}

const until = async (
  check: () => Promise<boolean> | boolean,
  what: string,
  rows: () => Promise<unknown> = async () => [],
  tries = 400,
) => {
  for (let i = 0; i < tries; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(
    `timed out waiting for ${what}; jobs: ${JSON.stringify(await rows())}; logged: ${logged.join(' | ')}`,
  );
};

const stateOf = async (id: string) => (await store.findJob(database.db, id))?.state;

describe('the job model', () => {
  it('runs each job exactly once with two instances on one database', async () => {
    const ran: { id: string; instance: string }[] = [];
    const kind = (instance: string): JobKind<{ n: number }, { n: number }> => ({
      kind: 'test.once',
      concurrency: 3,
      async run({ job, payload }) {
        ran.push({ id: job.id, instance });
        await new Promise((r) => setTimeout(r, 5));
        return { n: payload.n };
      },
    });
    const a = runner(database, { instanceId: 'a' });
    const b = runner(second, { instanceId: 'b' });
    a.define(kind('a'));
    b.define(kind('b'));
    const ids: string[] = [];
    for (let n = 0; n < 40; n++) ids.push((await store.enqueue(database.db, 'test.once', { payload: { n } })).job.id);
    a.start();
    b.start();
    await until(async () => (await store.listJobs(database.db, ['test.once'], ['succeeded'])).length === 40, 'jobs');
    await a.stop();
    await b.stop();
    expect(ran).toHaveLength(40);
    expect(new Set(ran.map((r) => r.id)).size).toBe(40);
    expect(new Set(ran.map((r) => r.instance))).toEqual(new Set(['a', 'b']));
    const rows = await store.listJobs(database.db, ['test.once'], ['succeeded']);
    expect(rows.every((r) => r.attempts === 1 && r.leaseOwner === null)).toBe(true);
    expect(rows.map((r) => (r.result as { n: number }).n).sort((x, y) => x - y)).toEqual([...Array(40).keys()]);
  });

  it("takes over a crashed instance's job once its lease expires, or fails it when no attempt is left", async () => {
    const hang: JobKind = { kind: 'test.crash', concurrency: 2, run: () => new Promise(() => {}) };
    // A lease long enough that a late heartbeat on a busy machine cannot let the instance reclaim its own job.
    const a = runner(database, { instanceId: 'crashing', leaseMs: 2_000 });
    a.define(hang);
    const retried = (await store.enqueue(database.db, 'test.crash', { payload: {}, maxAttempts: 2 })).job;
    const failed = (await store.enqueue(database.db, 'test.crash', { payload: {}, maxAttempts: 1 })).job;
    a.start();
    await until(async () => (await stateOf(retried.id)) === 'running', 'the first claim');
    await until(async () => (await stateOf(failed.id)) === 'running', 'the second claim');
    a.abandonForTests();
    expect((await store.findJob(database.db, retried.id))?.attempts).toBe(1);
    const b = runner(second, { instanceId: 'taking-over', leaseMs: 300 });
    b.define({ kind: 'test.crash', concurrency: 2, run: async () => ({ by: 'b' }) });
    b.start();
    const both = () => Promise.all([retried.id, failed.id].map((id) => store.findJob(database.db, id)));
    // Up to 20 s, printing the rows and the runners' log lines if it does not come: that is how a lease expiring
    // between the recovery's statements was found (store.ts, recoverExpired, now one transaction).
    await until(async () => (await stateOf(retried.id)) === 'succeeded', 'the takeover', both, 800);
    const done = await store.findJob(database.db, retried.id);
    expect(done?.attempts).toBe(2);
    expect(done?.result).toEqual({ by: 'b' });
    await until(async () => (await stateOf(failed.id)) === 'failed', 'the job with no attempt left');
    expect((await store.findJob(database.db, failed.id))?.error).toMatchObject({ key: 'jobs.abandoned' });
    await b.stop();
  }, 60_000);

  it('picks up queued and running jobs after a restart on the same database', async () => {
    const a = runner(database, { instanceId: 'before-restart' });
    let aStarted: string | undefined;
    a.define({
      kind: 'test.restart',
      run: ({ job, signal }) =>
        new Promise((_, reject) => {
          aStarted = job.id;
          signal.addEventListener('abort', () => reject(new Error('stopped')));
        }),
    });
    const first = (await store.enqueue(database.db, 'test.restart', { payload: { n: 1 } })).job;
    const later = (await store.enqueue(database.db, 'test.restart', { payload: { n: 2 } })).job;
    a.start();
    await until(() => aStarted !== undefined, 'the first job to start');
    // Jobs enqueued within one millisecond have no order on the embedded database (its clock counts milliseconds).
    const [running, queued] = aStarted === first.id ? [first, later] : [later, first];
    expect(await stateOf(running.id)).toBe('running');
    expect(await stateOf(queued.id)).toBe('queued');
    await a.stop();
    expect(await stateOf(running.id)).toBe('queued');
    const b = runner(database, { instanceId: 'after-restart' });
    b.define({ kind: 'test.restart', run: async ({ payload }) => payload });
    b.start();
    await until(async () => (await stateOf(queued.id)) === 'succeeded', 'both jobs');
    await until(async () => (await stateOf(running.id)) === 'succeeded', 'both jobs');
    expect((await store.findJob(database.db, running.id))?.attempts).toBe(1);
    await b.stop();
  });

  it('cancels a queued job at once and stops a running one', async () => {
    const r = runner(database, { instanceId: 'cancel' });
    let seenAbort = false;
    let started = false;
    r.define({
      kind: 'test.cancel',
      run: ({ signal }) =>
        new Promise((resolve) => {
          started = true;
          signal.addEventListener('abort', () => {
            seenAbort = true;
            resolve({ stoppedEarly: true });
          });
        }),
    });
    const first = (await store.enqueue(database.db, 'test.cancel', { payload: {} })).job;
    const second = (await store.enqueue(database.db, 'test.cancel', { payload: {} })).job;
    r.start();
    await until(() => started, 'the first job');
    expect((await r.cancel(second.id))?.state).toBe('cancelled');
    await r.cancel(first.id);
    const finished = await r.waitFor(first.id, { timeoutMs: 5_000 });
    expect(seenAbort).toBe(true);
    expect(finished.state).toBe('cancelled');
    expect(finished.result).toEqual({ stoppedEarly: true });
    await r.stop();
  });

  it('passes a cancellation asked on another instance at the next heartbeat', async () => {
    const a = runner(database, { instanceId: 'runs-it', leaseMs: 300 });
    let started = false;
    a.define({
      kind: 'test.cancel-remote',
      run: ({ signal }) =>
        new Promise((_, reject) => {
          started = true;
          signal.addEventListener('abort', () => reject(new Error(String(signal.reason))));
        }),
    });
    const job = (await store.enqueue(database.db, 'test.cancel-remote', { payload: {} })).job;
    a.start();
    await until(() => started, 'the job');
    const b = runner(second, { instanceId: 'asks' });
    await b.cancel(job.id);
    await until(async () => (await stateOf(job.id)) === 'cancelled', 'the cancellation');
    await a.stop();
  });

  it('keeps one active job per singleton key, one job per once key, and runs nothing before its time', async () => {
    const r = runner(database, { instanceId: 'keys' });
    const kind = { kind: 'test.keys', run: async () => 'done' } satisfies JobKind;
    const one = await store.enqueue(database.db, kind.kind, { payload: {}, singletonKey: 'draft:1' });
    const again = await store.enqueue(database.db, kind.kind, { payload: {}, singletonKey: 'draft:1' });
    expect(one.created).toBe(true);
    expect(again).toMatchObject({ created: false, job: { id: one.job.id } });
    const daily = await store.enqueue(database.db, kind.kind, { payload: {}, onceKey: 'digest:2026-11-27' });
    const later = await store.enqueue(database.db, kind.kind, {
      payload: {},
      runAt: new Date(Date.now() + 3_600_000),
    });
    expect(await store.queuePosition(database.db, later.job)).toBe(3);
    r.define(kind);
    r.start();
    await until(async () => (await stateOf(daily.job.id)) === 'succeeded', 'the daily job');
    await until(async () => (await stateOf(one.job.id)) === 'succeeded', 'the singleton job');
    // Finished: the singleton key is free again, the once key is not.
    expect((await store.enqueue(database.db, kind.kind, { payload: {}, singletonKey: 'draft:1' })).created).toBe(true);
    const twice = await store.enqueue(database.db, kind.kind, { payload: {}, onceKey: 'digest:2026-11-27' });
    expect(twice).toMatchObject({ created: false, job: { id: daily.job.id, state: 'succeeded' } });
    expect(await stateOf(later.job.id)).toBe('queued');
    await r.stop();
  });

  it("answers a job's progress to its owner only", async () => {
    const r = runner(database, { instanceId: 'progress' });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    r.define({
      kind: 'test.progress',
      async run({ progress }) {
        progress({ done: 3, total: 10 });
        await gate;
        return null;
      },
    });
    const job = (await store.enqueue(database.db, 'test.progress', { payload: {}, ownerAccountId: 1 })).job;
    r.start();
    await until(
      async () => (await store.findOwnJob(database.db, 1, job.id))?.progress?.done === 3,
      'the progress to be stored',
    );
    expect(await store.findOwnJob(database.db, 2, job.id)).toBeUndefined();
    expect(await store.findOwnJob(database.db, null, job.id)).toBeUndefined();
    release();
    await r.waitFor(job.id, { timeoutMs: 5_000 });
    await r.stop();
  });
});
