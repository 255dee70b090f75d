/**
 * Descriptive statistics of exam results (`phantichdiem`): pure functions over plain numbers, shared by the server's
 * analysis and anything else that summarises marks. Empty input gives null, never NaN.
 */

/** Rounds to a number of decimals, half away from zero (for display-stable figures). */
export function roundTo(value: number, decimals = 2): number {
  const f = 10 ** decimals;
  return (Math.sign(value) * Math.round(Math.abs(value) * f + Number.EPSILON * f)) / f;
}

export function mean(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  let sum = 0;
  for (const v of values) sum += v;
  return sum / values.length;
}

/** The middle value (the mean of the two middle values for an even count). */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Population standard deviation (the whole cohort sat the exam, not a sample of it). */
export function standardDeviation(values: readonly number[]): number | null {
  const m = mean(values);
  if (m === null) return null;
  let sum = 0;
  for (const v of values) sum += (v - m) ** 2;
  return Math.sqrt(sum / values.length);
}

export interface HistogramBin {
  /** Inclusive lower bound. */
  tu: number;
  /** Exclusive upper bound, except the last bin, which includes the maximum. */
  den: number;
  soLuong: number;
}

/**
 * Counts of values in `bins` equal-width bins from 0 to `max` (the last bin includes `max`); values outside 0…max
 * are clamped into the first or last bin.
 */
export function histogram(values: readonly number[], max: number, bins = 10): HistogramBin[] {
  if (!(max > 0) || bins < 1) return [];
  const width = max / bins;
  const result = Array.from({ length: bins }, (_, i) => ({
    tu: roundTo(i * width, 4),
    den: roundTo((i + 1) * width, 4),
    soLuong: 0,
  }));
  for (const v of values) {
    const i = Math.min(bins - 1, Math.max(0, Math.floor(v / width)));
    result[i]!.soLuong += 1;
  }
  return result;
}

/** How many results have each grade, in the order given (grades not in the order come after, U last). */
export function gradeCounts(
  grades: readonly (string | null)[],
  order: readonly string[],
): { xepLoai: string; soLuong: number }[] {
  const counts = new Map<string, number>(order.map((g) => [g, 0]));
  for (const g of grades) if (g != null) counts.set(g, (counts.get(g) ?? 0) + 1);
  return [...counts].map(([xepLoai, soLuong]) => ({ xepLoai, soLuong }));
}

/** Facility of a component: the mean mark as a share of its maximum (0…1); null without marks. */
export function facility(marks: readonly number[], max: number): number | null {
  const m = mean(marks);
  return m === null || !(max > 0) ? null : m / max;
}
