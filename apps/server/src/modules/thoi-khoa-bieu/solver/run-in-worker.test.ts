import { describe, expect, it } from 'vitest';
import { hardViolations, runSolverInWorker } from './index';
import { SAMPLE_SHAPES, sampleSchool } from './sample-schools';
import type { SolverProgress } from './types';

describe('runSolverInWorker', () => {
  it('solves in a worker thread and reports progress', async () => {
    const input = { ...sampleSchool(SAMPLE_SHAPES.small), timeLimitMs: 1_000 };
    const progress: SolverProgress[] = [];
    let peak = 0;
    const result = await runSolverInWorker(input, {
      onProgress: (p) => progress.push(p),
      onStats: (s) => {
        peak = s.peakHeapBytes;
      },
    });
    expect(result.ok).toBe(true);
    expect(hardViolations(input, result.placements)).toEqual([]);
    expect(progress.at(-1)).toMatchObject({ placed: progress.at(-1)!.total });
    expect(peak).toBeGreaterThan(0);
  });

  it('stops when aborted and answers with the best timetable so far', async () => {
    const input = { ...sampleSchool(SAMPLE_SHAPES.default), timeLimitMs: 600_000 };
    const controller = new AbortController();
    const started = performance.now();
    const running = runSolverInWorker(input, {
      signal: controller.signal,
      onProgress: (p) => {
        if (p.placed === p.total) controller.abort();
      },
    });
    const result = await running;
    expect(performance.now() - started).toBeLessThan(20_000);
    expect(result.ok).toBe(true);
    expect(hardViolations(input, result.placements)).toEqual([]);
  });
});
