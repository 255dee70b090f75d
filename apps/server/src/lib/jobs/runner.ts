import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { hostname } from 'node:os';
import type { Db } from '../../db/client';
import { AppError } from '../errors';
import * as store from './store';
import { isFinished, type Job, type JobError, JobFailure, type JobKind } from './types';

export interface JobRunnerOptions {
  db: Db;
  /** Names this instance in the leases it takes (default: host, process id and a random suffix). */
  instanceId?: string;
  /** How often the queue is looked at for due jobs enqueued elsewhere (ms). */
  pollMs?: number;
  /** How long a lease lasts without a heartbeat (ms); heartbeats come every third of it. */
  leaseMs?: number;
  /** Progress is written at most this often per job (ms). */
  progressEveryMs?: number;
  /** How long a shutdown waits for running jobs to stop before putting them back in the queue (ms). */
  stopGraceMs?: number;
  /** Finished jobs are kept this long (ms). */
  keepFinishedMs?: number;
  log?: { error(object: unknown, message?: string): void; warn(object: unknown, message?: string): void };
}

interface Running {
  job: Job;
  controller: AbortController;
  done: Promise<void>;
}

const DEFAULTS = {
  pollMs: 1_000,
  leaseMs: 30_000,
  progressEveryMs: 500,
  stopGraceMs: 5_000,
  keepFinishedMs: 14 * 24 * 3_600_000,
};

/**
 * Runs the jobs of the kinds defined on it, on this instance: claims due jobs (one kind's `concurrency` at a time),
 * keeps their leases alive, passes cancellations on, records outcomes, and takes over or fails jobs whose instance
 * stopped without a word (expired leases). Every instance runs one; the database decides who runs what.
 */
export class JobRunner {
  readonly instanceId: string;
  private readonly kinds = new Map<string, JobKind<never, unknown>>();
  private readonly running = new Map<string, Running>();
  private readonly events = new EventEmitter();
  private readonly options: typeof DEFAULTS & JobRunnerOptions;
  private pollTimer: NodeJS.Timeout | null = null;
  private heartbeatTimer: NodeJS.Timeout | null = null;
  private started = false;
  private stopping = false;
  private polling: Promise<void> | null = null;
  private pollAgain = false;
  private lastPurge = 0;

  constructor(options: JobRunnerOptions) {
    this.options = { ...DEFAULTS, ...options };
    this.instanceId = options.instanceId ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
    this.events.setMaxListeners(0);
  }

  get db() {
    return this.options.db;
  }

  /** Registers a kind (a module does it when its routes register); jobs of unknown kinds are left to others. */
  define<P, R>(kind: JobKind<P, R>): JobKind<P, R> {
    if (this.kinds.has(kind.kind)) throw new Error(`job kind ${kind.kind} is defined twice`);
    this.kinds.set(kind.kind, kind as unknown as JobKind<never, unknown>);
    if (this.started) this.poke();
    return kind;
  }

  /** Adds a job of a kind (its `maxAttempts` by default) and looks for work at once. */
  async enqueue<P>(kind: string | Pick<JobKind<P, unknown>, 'kind' | 'maxAttempts'>, options: store.EnqueueOptions<P>) {
    const defined = typeof kind === 'string' ? this.kinds.get(kind) : kind;
    const name = typeof kind === 'string' ? kind : kind.kind;
    const added = await store.enqueue(this.db, name, { maxAttempts: defined?.maxAttempts, ...options });
    this.poke();
    return added;
  }

  start() {
    if (this.started) return;
    this.started = true;
    this.stopping = false;
    this.pollTimer = setInterval(() => this.poke(), this.options.pollMs);
    this.heartbeatTimer = setInterval(() => void this.heartbeat(), Math.max(50, this.options.leaseMs / 3));
    this.pollTimer.unref();
    this.heartbeatTimer.unref();
    this.poke();
  }

  /** Looks for due jobs now (after an enqueue on this instance, a finished job, or the poll timer). */
  poke() {
    if (!this.started || this.stopping) return;
    if (this.polling) {
      this.pollAgain = true;
      return;
    }
    this.polling = this.poll()
      .catch((error) => this.options.log?.error({ err: error }, 'jobs: polling failed'))
      .finally(() => {
        this.polling = null;
        if (this.pollAgain) {
          this.pollAgain = false;
          this.poke();
        }
      });
  }

  private async poll() {
    await store.recoverExpired(this.db);
    if (Date.now() - this.lastPurge > 3_600_000) {
      this.lastPurge = Date.now();
      await store.purgeFinished(this.db, new Date(Date.now() - this.options.keepFinishedMs));
    }
    for (const kind of this.kinds.values()) {
      while (!this.stopping && this.runningOf(kind.kind) < (kind.concurrency ?? 1)) {
        const job = await store.claimNext(this.db, kind.kind, this.instanceId, this.options.leaseMs);
        if (!job) break;
        this.launch(kind, job);
      }
    }
  }

  private runningOf(kind: string) {
    let n = 0;
    for (const r of this.running.values()) if (r.job.kind === kind) n++;
    return n;
  }

  private launch(kind: JobKind<never, unknown>, job: Job) {
    const controller = new AbortController();
    let lastWrite = 0;
    let pending: Record<string, number> | null = null;
    let writing: Promise<void> = Promise.resolve();
    const writeProgress = (value: Record<string, number>) => {
      pending = null;
      lastWrite = Date.now();
      writing = writing
        .then(() => store.writeProgress(this.db, job.id, this.instanceId, value))
        .catch((error) => this.options.log?.warn({ err: error, job: job.id }, 'jobs: progress not stored'));
    };
    const context = {
      job: job as Job<never>,
      payload: job.payload as never,
      db: this.db,
      signal: controller.signal,
      progress: (value: Record<string, number>) => {
        if (Date.now() - lastWrite >= this.options.progressEveryMs) writeProgress(value);
        else pending = value;
      },
    };
    const done = (async () => {
      let outcome: Parameters<typeof store.finish>[3];
      try {
        const result = await kind.run(context);
        outcome = controller.signal.aborted
          ? { state: 'cancelled', result: result ?? null }
          : { state: 'succeeded', result: result ?? null };
      } catch (error) {
        outcome = { state: controller.signal.reason === 'cancelled' ? 'cancelled' : 'failed', error: errorOf(error) };
        if (!(error instanceof AppError || error instanceof JobFailure) && controller.signal.reason !== 'cancelled')
          this.options.log?.error({ err: error, job: job.id, kind: job.kind }, 'jobs: a job failed');
      }
      if (pending) writeProgress(pending);
      await writing;
      const reason = controller.signal.reason;
      if (reason === 'lost') return;
      if (reason === 'shutdown') {
        await store.release(this.db, [job.id], this.instanceId);
        return;
      }
      await store.finish(this.db, job.id, this.instanceId, outcome);
    })()
      .catch((error) => this.options.log?.error({ err: error, job: job.id }, 'jobs: outcome not stored'))
      .finally(() => {
        this.running.delete(job.id);
        this.events.emit(job.id);
        this.poke();
      });
    this.running.set(job.id, { job, controller, done });
  }

  private async heartbeat() {
    if (this.running.size === 0) return;
    const ids = [...this.running.keys()];
    try {
      const held = await store.renewLeases(this.db, ids, this.instanceId, this.options.leaseMs);
      const heldIds = new Set(held.map((h) => h.id));
      for (const id of ids) {
        const run = this.running.get(id);
        if (!run || run.controller.signal.aborted) continue;
        if (!heldIds.has(id)) run.controller.abort('lost');
        else if (held.find((h) => h.id === id)?.cancelRequested) run.controller.abort('cancelled');
      }
    } catch (error) {
      this.options.log?.warn({ err: error }, 'jobs: heartbeat failed');
    }
  }

  /** Cancels a job (the module has checked the caller may): a running one here stops at once, elsewhere soon. */
  async cancel(id: string): Promise<Job | undefined> {
    const job = await store.requestCancel(this.db, id);
    this.running.get(id)?.controller.abort('cancelled');
    if (job && isFinished(job.state)) this.events.emit(id);
    return job;
  }

  /**
   * Waits until a job has finished (here or on another instance) and answers it, or answers it as it is after
   * `timeoutMs` or when `signal` aborts.
   */
  async waitFor<P = unknown, R = unknown>(
    id: string,
    options: { timeoutMs: number; signal?: AbortSignal },
  ): Promise<Job<P, R>> {
    const deadline = Date.now() + options.timeoutMs;
    for (;;) {
      const job = await store.findJob<P, R>(this.db, id);
      if (!job) throw new Error(`job ${id} does not exist`);
      if (isFinished(job.state) || Date.now() >= deadline || options.signal?.aborted) return job;
      await new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          this.events.off(id, wake);
          options.signal?.removeEventListener('abort', wake);
          resolve();
        };
        const timer = setTimeout(wake, Math.min(this.options.pollMs, Math.max(0, deadline - Date.now())));
        this.events.on(id, wake);
        options.signal?.addEventListener('abort', wake, { once: true });
      });
    }
  }

  /** Stops taking jobs; running ones are asked to stop and go back to the queue for the next instance or start. */
  async stop() {
    if (!this.started) return;
    this.stopping = true;
    if (this.pollTimer) clearInterval(this.pollTimer);
    this.pollTimer = null;
    await this.polling;
    for (const run of this.running.values()) run.controller.abort('shutdown');
    const all = Promise.all([...this.running.values()].map((r) => r.done));
    await Promise.race([all, new Promise((resolve) => setTimeout(resolve, this.options.stopGraceMs).unref())]);
    if (this.heartbeatTimer) clearInterval(this.heartbeatTimer);
    this.heartbeatTimer = null;
    await store
      .release(this.db, [...this.running.keys()], this.instanceId)
      .catch((error) => this.options.log?.warn({ err: error }, 'jobs: leases not released'));
    this.running.clear();
    this.started = false;
  }

  /**
   * Forgets this instance's running jobs without a word to the database, as a crash would (tests only): their
   * leases expire and another instance takes them over.
   */
  abandonForTests() {
    this.stopping = true;
    if (this.pollTimer) clearInterval(this.pollTimer);
    if (this.heartbeatTimer) clearInterval(this.heartbeatTimer);
    for (const run of this.running.values()) run.controller.abort('lost');
    this.running.clear();
    this.started = false;
  }
}

function errorOf(error: unknown): JobError {
  if (error instanceof JobFailure) return error.error;
  if (error instanceof AppError) {
    const details = (error as { details?: unknown }).details;
    return { key: error.messageKey, params: error.params, status: error.statusCode, ...(details ? { details } : {}) };
  }
  return { key: 'jobs.failed', status: 500 };
}
