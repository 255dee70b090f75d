// Long-running work (imports, generations, indexing, mass sending, conversions, digests): one table, one runner.
export { jobsPlugin } from './plugin';
export { JobRunner, type JobRunnerOptions } from './runner';
export {
  type EnqueueOptions,
  enqueue,
  findActiveByKey,
  findByOnceKey,
  findJob,
  findOwnJob,
  queuePosition,
} from './store';
export { isFinished, type Job, type JobContext, type JobError, JobFailure, type JobKind, type JobState } from './types';
