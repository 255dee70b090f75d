/** The timetable solver: assignments in, placements out (see types.ts); pure, and runnable in a worker thread. */

export { hardViolations } from './check';
export { runSolverInWorker } from './run-in-worker';
export { DEFAULT_WEIGHTS, scoreOf } from './score';
export { DEFAULT_TIME_LIMIT_MS, solve } from './solve';
export type * from './types';
