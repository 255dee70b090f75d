// The timetable generation's worker thread: runs the solver off the main thread, reports progress, stops when told.
import { parentPort, workerData } from 'node:worker_threads';
import type { SolverInput } from './solver';
import { solve } from './solver';

const { input, stopFlag } = workerData as { input: SolverInput; stopFlag: SharedArrayBuffer };
const stop = new Int32Array(stopFlag);
let lastReport = 0;
const result = solve(input, {
  onProgress: (progress) => {
    const now = Date.now();
    if (now - lastReport < 250 && progress.placed < progress.total) return;
    lastReport = now;
    parentPort?.postMessage({ type: 'progress', progress });
  },
  shouldStop: () => Atomics.load(stop, 0) === 1,
});
parentPort?.postMessage({ type: 'done', result });
