// The timetable solver's worker thread (solver/run-in-worker.ts starts it): solves the input it is given, posts
// progress and the result, and stops when the main thread raises the shared stop flag.

import { getHeapStatistics } from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';
import { solve } from './solve';
import type { SolverInput } from './types';

const { input, stop } = workerData as { input: SolverInput; stop: SharedArrayBuffer };
const flag = new Int32Array(stop);
let peakHeapBytes = 0;
const sampleHeap = () => {
  peakHeapBytes = Math.max(peakHeapBytes, getHeapStatistics().used_heap_size);
};
const result = solve(input, {
  onProgress: (progress) => {
    sampleHeap();
    parentPort!.postMessage({ type: 'progress', progress });
  },
  shouldStop: () => Atomics.load(flag, 0) !== 0,
});
sampleHeap();
parentPort!.postMessage({ type: 'result', result, peakHeapBytes });
