import { Worker } from 'node:worker_threads';
import type { SolverInput, SolverProgress, SolverResult } from './solver';

/**
 * Runs the solver in a worker thread so the server keeps answering; `signal` asks it to stop and return the best
 * result so far. (The solver's own `runSolverInWorker` has the same shape and replaces this at merge.)
 */
export function runGenerationInWorker(
  input: SolverInput,
  options: { onProgress?: (progress: SolverProgress) => void; signal?: AbortSignal } = {},
): Promise<SolverResult> {
  const file = import.meta.url.endsWith('.ts') ? './generation-worker-dev.mjs' : './tkb-generation-worker.js';
  const stopFlag = new SharedArrayBuffer(4);
  const worker = new Worker(new URL(file, import.meta.url), { workerData: { input, stopFlag } });
  const stop = () => Atomics.store(new Int32Array(stopFlag), 0, 1);
  if (options.signal?.aborted) stop();
  options.signal?.addEventListener('abort', stop, { once: true });
  return new Promise<SolverResult>((resolve, reject) => {
    let done = false;
    worker.on(
      'message',
      (message: { type: 'progress'; progress: SolverProgress } | { type: 'done'; result: SolverResult }) => {
        if (message.type === 'progress') options.onProgress?.(message.progress);
        else {
          done = true;
          resolve(message.result);
          void worker.terminate();
        }
      },
    );
    worker.once('error', reject);
    worker.once('exit', (code) => {
      options.signal?.removeEventListener('abort', stop);
      if (!done) reject(new Error(`the timetable worker exited with code ${code}`));
    });
  });
}
