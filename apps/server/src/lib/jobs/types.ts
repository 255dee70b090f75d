import type { Db } from '../../db/client';

export const JOB_STATES = ['queued', 'running', 'succeeded', 'failed', 'cancelled'] as const;
export type JobState = (typeof JOB_STATES)[number];
export const isFinished = (state: string) => state === 'succeeded' || state === 'failed' || state === 'cancelled';

/** Why a job failed: a catalogue message (translated when read, in the reader's language) and its HTTP meaning. */
export interface JobError {
  key: string;
  params?: Record<string, string | number>;
  /** The status a request waiting for the job answers (400 for the user's file, 413 for a too-large one…). */
  status?: number;
  /** Extra data the module shows beside the message (e.g. an import's rows with problems). */
  details?: unknown;
}

/** A job as the store holds it. */
export interface Job<P = unknown, R = unknown> {
  id: string;
  kind: string;
  ownerAccountId: number | null;
  state: JobState;
  payload: P;
  progress: Record<string, number> | null;
  result: R | null;
  error: JobError | null;
  singletonKey: string | null;
  onceKey: string | null;
  runAt: Date;
  attempts: number;
  maxAttempts: number;
  cancelRequested: boolean;
  leaseOwner: string | null;
  leaseExpiresAt: Date | null;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
}

/** What a handler gets: its job, the database, a signal and a way to report progress. */
export interface JobContext<P> {
  job: Job<P>;
  payload: P;
  db: Db;
  /**
   * Aborted when the job is cancelled (`reason` 'cancelled'), when this instance shuts down ('shutdown': the job is
   * queued again and runs after the restart) or when its lease was taken over ('lost').
   */
  signal: AbortSignal;
  /** Stores progress (at most every `progressEveryMs`; the last value is always written before the job ends). */
  progress(value: Record<string, number>): void;
}

/**
 * A kind of long-running work, defined by the module that owns it (see docs/conventions-notes.md, "Long-running
 * work"). The handler's answer becomes the job's result; throwing an `AppError` (or `JobFailure`) fails the job with
 * that message; anything else fails it with `jobs.failed` and is logged.
 */
export interface JobKind<P = unknown, R = unknown> {
  /** `<module>.<what>`. */
  kind: string;
  /** Jobs of this kind one instance runs at once (default 1); the others wait queued. */
  concurrency?: number;
  /** Runs before failing for good (default 1): a crashed instance's job is queued again while attempts remain. */
  maxAttempts?: number;
  run(context: JobContext<P>): Promise<R>;
}

/** A handler's planned failure: the message (and status) the owner is shown. */
export class JobFailure extends Error {
  constructor(readonly error: JobError) {
    super(error.key);
  }
}
