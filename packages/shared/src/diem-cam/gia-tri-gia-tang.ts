import { CAMBRIDGE_GRADES } from '../grades-cambridge/rules';

/**
 * Groundwork of `thongkediem` (statistics across exams and years): the value added between a Checkpoint result and the
 * IGCSE result of the same students. Cambridge publishes no fixed Checkpoint cut-scores, so prior attainment is
 * grouped by score ranges of the 0–50 scale; the cohort's mean IGCSE points in each range is what a student of that
 * range is expected to reach, and value added is the actual minus the expected points, averaged per group (a class, a
 * subject teacher…). Positive: the group did better than students with the same Checkpoint results.
 */

/** IGCSE points: A* 8 … G 1, U 0 (A*–G); a 9–1 grade is its own number. Undefined for anything else. */
export function igcsePoints(grade: string): number | undefined {
  const g = grade.trim().toUpperCase();
  const index = (CAMBRIDGE_GRADES as readonly string[]).indexOf(g);
  if (index >= 0) return CAMBRIDGE_GRADES.length - index;
  if (g === 'U') return 0;
  const n = Number(g);
  return /^[1-9]$/.test(g) && Number.isInteger(n) ? n : undefined;
}

export interface ValueAddedPair {
  /** Checkpoint result on the 0–50 scale. */
  checkpoint: number;
  /** IGCSE grade of the same student in the same subject (A*–G, U or 9–1). */
  igcse: string;
  /** What the result is summarised by (class, teacher, subject…). */
  group: string;
}

export interface ValueAddedGroup {
  group: string;
  students: number;
  /** Mean of (actual − expected) IGCSE points, rounded to 0.01. */
  valueAdded: number;
}

/** The Checkpoint score range (of `width` points, 5 by default) a result falls in: 0–4 → 0, 5–9 → 1, … 50 → 9. */
export function checkpointRange(score: number, width = 5): number {
  const clamped = Math.max(0, Math.min(50, score));
  return Math.min(Math.floor(clamped / width), Math.floor(49.999 / width));
}

/**
 * Value added per group. Pairs whose grade is not an IGCSE grade or whose Checkpoint result is not a number are left
 * out (they are not counted as students). Groups come sorted by name.
 */
export function valueAddedByGroup(pairs: readonly ValueAddedPair[], width = 5): ValueAddedGroup[] {
  const usable = pairs.flatMap((p) => {
    const points = igcsePoints(p.igcse);
    return points === undefined || !Number.isFinite(p.checkpoint)
      ? []
      : [{ ...p, points, range: checkpointRange(p.checkpoint, width) }];
  });
  const byRange = new Map<number, { sum: number; n: number }>();
  for (const p of usable) {
    const r = byRange.get(p.range) ?? { sum: 0, n: 0 };
    byRange.set(p.range, { sum: r.sum + p.points, n: r.n + 1 });
  }
  const byGroup = new Map<string, { residual: number; n: number }>();
  for (const p of usable) {
    const range = byRange.get(p.range)!;
    const g = byGroup.get(p.group) ?? { residual: 0, n: 0 };
    byGroup.set(p.group, { residual: g.residual + p.points - range.sum / range.n, n: g.n + 1 });
  }
  return [...byGroup.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([group, g]) => ({ group, students: g.n, valueAdded: Math.round((g.residual / g.n) * 100) / 100 || 0 }));
}
