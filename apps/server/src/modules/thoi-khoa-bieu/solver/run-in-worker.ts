import { type ResourceLimits, Worker } from 'node:worker_threads';
import type { SolverInput, SolverProgress, SolverResult } from './types';

/** Measured in the worker: the solver's own heap at its highest (sampled at each progress report and at the end). */
export interface SolverWorkerStats {
  peakHeapBytes: number;
  elapsedMs: number;
}

export interface RunSolverOptions {
  onProgress?: (progress: SolverProgress) => void;
  /** Aborting stops the search; the promise then resolves with the best result found so far. */
  signal?: AbortSignal;
  /** The worker's heap limits (default: 512 MB old generation, so a runaway input cannot take the server down). */
  resourceLimits?: ResourceLimits;
  onStats?: (stats: SolverWorkerStats) => void;
}

/**
 * Runs `solve` in a worker thread so the server keeps answering while a timetable is generated. Progress arrives as
 * the solver reports it (every 200 ms at most); the abort signal raises a flag the solver polls between steps.
 */
export function runSolverInWorker(input: SolverInput, options: RunSolverOptions = {}): Promise<SolverResult> {
  // Bundled: dist/timetable-solver-worker.js beside main.js. From the sources: a bootstrap that loads worker.ts via tsx
  // (the pathname, because tsx's tsImport adds a query to the URL).
  const fromSources = new URL(import.meta.url).pathname.endsWith('.ts');
  const file = fromSources ? './worker-dev.mjs' : './timetable-solver-worker.js';
  const stop = new SharedArrayBuffer(4);
  const flag = new Int32Array(stop);
  const started = performance.now();
  return new Promise<SolverResult>((resolve, reject) => {
    const worker = new Worker(new URL(file, import.meta.url), {
      workerData: { input, stop },
      resourceLimits: options.resourceLimits ?? { maxOldGenerationSizeMb: 512 },
    });
    let settled = false;
    const onAbort = () => Atomics.store(flag, 0, 1);
    if (options.signal?.aborted) onAbort();
    options.signal?.addEventListener('abort', onAbort, { once: true });
    const finish = () => {
      settled = true;
      options.signal?.removeEventListener('abort', onAbort);
    };
    worker.on(
      'message',
      (
        message:
          | { type: 'progress'; progress: SolverProgress }
          | { type: 'result'; result: SolverResult; peakHeapBytes: number },
      ) => {
        if (message.type === 'progress') {
          options.onProgress?.(message.progress);
          return;
        }
        finish();
        options.onStats?.({ peakHeapBytes: message.peakHeapBytes, elapsedMs: Math.round(performance.now() - started) });
        resolve(message.result);
        void worker.terminate();
      },
    );
    worker.on('error', (error) => {
      if (settled) return;
      finish();
      reject(error);
    });
    worker.on('exit', (code) => {
      if (settled) return;
      finish();
      reject(new Error(`the timetable solver's worker exited with code ${code} before answering`));
    });
  });
}
