/**
 * The Cambridge assessment rules as pure functions (see the domain notes `cambridge-grading.md`), shared by the entry
 * grid's live preview and the server that stores results: the grade a weighted total earns against published
 * thresholds, the percentage uniform mark (PUM) and the school's conversion scales. Ratios are computed exactly on
 * integers (every decimal input is scaled to an integer first), so a mark that sits exactly on a band boundary is never
 * pushed below it by binary floating point.
 */

/** The IGCSE grades from the best down, without U (the result below the lowest threshold). */
export const CAMBRIDGE_GRADES = ['A*', 'A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
export type CambridgeGrade = (typeof CAMBRIDGE_GRADES)[number];
export const UNGRADED = 'U';

/** The fixed PUM band of each grade: A* 90–100, A 80–89, …, G 20–29, U 0–19. */
export const PUM_BANDS: Readonly<Record<CambridgeGrade | 'U', { min: number; max: number }>> = {
  'A*': { min: 90, max: 100 },
  A: { min: 80, max: 89 },
  B: { min: 70, max: 79 },
  C: { min: 60, max: 69 },
  D: { min: 50, max: 59 },
  E: { min: 40, max: 49 },
  F: { min: 30, max: 39 },
  G: { min: 20, max: 29 },
  U: { min: 0, max: 19 },
};

/** Thresholds map grade letters to minimum marks; a missing (or null) grade is simply not awarded. */
export type GradeThresholds = Readonly<Record<string, number | null | undefined>>;

function assertFinite(value: number, what: string): void {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new RangeError(`${what} is not a number: ${value}`);
}

/** Rank of a grade key: A* 0 … G 7, other keys (e.g. 9–1 grades) after them in their own order. */
function gradeRank(grade: string): number {
  const i = (CAMBRIDGE_GRADES as readonly string[]).indexOf(grade.trim().toUpperCase());
  if (i >= 0) return i;
  const n = Number(grade);
  return Number.isFinite(n) ? 100 - n : 1000;
}

/**
 * The thresholds that award a grade, best first: by minimum mark descending; equal minimums keep the better grade
 * first (A* before A, 9 before 8). `U` keys and missing values are ignored.
 */
function orderedThresholds(thresholds: GradeThresholds): { grade: string; min: number }[] {
  const list: { grade: string; min: number }[] = [];
  for (const [key, min] of Object.entries(thresholds ?? {})) {
    if (min === null || min === undefined || typeof min !== 'number' || !Number.isFinite(min)) continue;
    const grade = (CAMBRIDGE_GRADES as readonly string[]).includes(key.trim().toUpperCase())
      ? key.trim().toUpperCase()
      : key.trim();
    if (grade === '' || grade === UNGRADED) continue;
    list.push({ grade, min });
  }
  return list.sort((a, b) => b.min - a.min || gradeRank(a.grade) - gradeRank(b.grade));
}

/** The highest grade whose minimum the total meets; `'U'` below the lowest threshold (or when there are none). */
export function gradeFromThresholds(total: number, thresholds: GradeThresholds): string {
  assertFinite(total, 'A total');
  const met = orderedThresholds(thresholds).find((t) => total >= t.min);
  return met ? met.grade : UNGRADED;
}

/** Number of decimal places of a finite number (at most 9 are kept; more are rounded away). */
function decimalsOf(value: number): number {
  if (Number.isInteger(value)) return 0;
  const text = value.toString();
  const exp = text.match(/e([+-]\d+)$/);
  if (exp) return Math.min(9, Math.max(0, -Number(exp[1]) + (text.split('e')[0]!.split('.')[1]?.length ?? 0)));
  return Math.min(9, text.split('.')[1]?.length ?? 0);
}

/** The values as BigInts on one common decimal scale (so ratios of them are exact). */
function scaled(...values: number[]): bigint[] {
  const decimals = Math.max(0, ...values.map(decimalsOf));
  const factor = 10 ** decimals;
  return values.map((v) => BigInt(Math.round(v * factor)));
}

/** floor(a / b) for b > 0 and any sign of a. */
function floorDiv(a: bigint, b: bigint): bigint {
  const q = a / b;
  return a % b !== 0n && a < 0n ? q - 1n : q;
}

/**
 * The percentage uniform mark. Each grade owns a fixed band (A* 90–100, A 80–89, …, G 20–29, U 0–19); inside the
 * band the mark is interpolated linearly from the grade's threshold to the next higher grade's threshold (for the
 * top grade, up to the maximum mark; for U, from 0 to the lowest threshold), then rounded down. A total at or above
 * the maximum mark with A* earns 100; a top grade other than A* stops at its band's top (or stays at its bottom
 * when its threshold is the maximum mark). Totals are clamped to
 * 0…maxMark. Keys other than A*–G are ignored here.
 */
export function pum(total: number, thresholds: GradeThresholds, maxMark: number): number {
  assertFinite(total, 'A total');
  assertFinite(maxMark, 'A maximum mark');
  const ordered = orderedThresholds(thresholds).filter((t) => t.grade in PUM_BANDS);
  const mark = Math.max(0, Math.min(total, Math.max(maxMark, 0)));
  const index = ordered.findIndex((t) => mark >= t.min);
  const grade = (index >= 0 ? ordered[index]!.grade : UNGRADED) as CambridgeGrade | 'U';
  const band = PUM_BANDS[grade];
  // Where the band starts and where the next band starts, in raw marks.
  const from = index >= 0 ? ordered[index]!.min : 0;
  const to = index > 0 ? ordered[index - 1]!.min : index === 0 ? maxMark : (ordered[ordered.length - 1]?.min ?? 0);
  const width = grade === 'A*' ? 10 : band.max + 1 - band.min;
  let offset: number;
  if (to <= from) {
    // A degenerate band (the top threshold at the maximum mark, or no threshold at all): the maximum mark with A*
    // earns 100, any other grade the bottom of its band.
    offset = grade === 'A*' && mark >= to ? width : 0;
  } else {
    const [m, f, t] = scaled(mark, from, to);
    offset = Number(floorDiv((m! - f!) * BigInt(width), t! - f!));
  }
  return Math.max(band.min, Math.min(band.max, band.min + offset));
}

/** The grade whose PUM band holds a uniform mark (the inverse of the band table). */
export function gradeOfPum(uniformMark: number): CambridgeGrade | 'U' {
  for (const grade of CAMBRIDGE_GRADES) if (uniformMark >= PUM_BANDS[grade].min) return grade;
  return UNGRADED;
}

/** One component of an exam: the raw mark and its weighting. */
export interface WeightedComponent {
  raw: number | null | undefined;
  weighting: number;
}

/** The weighted total Σ(raw mark × weighting), exact to the decimals of its inputs; a missing raw mark counts 0. */
export function weightedTotal(components: readonly WeightedComponent[]): number {
  const parts = components.map(({ raw, weighting }) => {
    const r = raw ?? 0;
    assertFinite(r, 'A raw mark');
    assertFinite(weighting, 'A weighting');
    return { product: scaled(r)[0]! * scaled(weighting)[0]!, decimals: decimalsOf(r) + decimalsOf(weighting) };
  });
  const decimals = Math.max(0, ...parts.map((p) => p.decimals));
  const sum = parts.reduce((acc, p) => acc + p.product * 10n ** BigInt(decimals - p.decimals), 0n);
  return Number(sum) / 10 ** decimals;
}

/** One band of a band-lookup scale: a value of at least `min` converts to `result`. */
export interface ConversionBand {
  min: number;
  result: string | number;
}

/** A lookup from a grade (or band name) to a result, e.g. A* → 9.5. */
export interface ConversionGradeBand {
  grade: string;
  result: string | number;
}

/**
 * A school's conversion scale (thang quy đổi điểm), in one of its two forms:
 * - `band`: ordered bands — a numeric value converts to the result of the highest band whose `min` it meets (≥ 90 →
 *   A*), `below` (default `'U'`, or 0 when the results are numbers) under the lowest; bands given as `{ grade, result }`
 *   convert a grade instead (A* → 9.5);
 * - `linear`: the 10-point mark = percentage ÷ `divisor` (10) rounded half up to `decimals` (1) places; with
 *   `maxMark`, the value is a raw mark out of it and becomes a percentage first. The result stays within 0…100 ÷ divisor.
 */
export type ConversionScale =
  | {
      kind: 'band';
      bands: readonly (ConversionBand | ConversionGradeBand)[];
      below?: string | number;
    }
  | { kind: 'linear'; divisor?: number; decimals?: number; maxMark?: number };

type LooseRecord = Record<string, unknown>;

const BAND_KINDS = new Set(['band', 'bands', 'lookup', 'band-lookup', 'bandlookup', 'banded', 'table']);

function bandMin(band: LooseRecord): number | undefined {
  for (const key of ['min', 'minimum', 'from', 'atLeast', 'threshold', 'gte']) {
    const v = band[key];
    if (typeof v === 'number' && Number.isFinite(v)) return v;
    if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  }
  return undefined;
}

function bandResult(band: LooseRecord, keyedByMin: boolean): string | number | undefined {
  for (const key of ['result', 'to', 'value', 'mark', 'score', ...(keyedByMin ? ['grade', 'band', 'label'] : [])]) {
    const v = band[key];
    if (typeof v === 'number' || typeof v === 'string') return v;
  }
  return undefined;
}

/** Round half up of a non-negative rational num / den, as an integer. */
function roundHalfUp(num: bigint, den: bigint): bigint {
  return floorDiv(2n * num + den, 2n * den);
}

/**
 * Converts a mark with a school's conversion scale: a band lookup (≥ 90 % → A*, or A* → 9.5) or the linear rule
 * (10-point mark = % ÷ 10, rounded to 0.1). Also accepts `type` for `kind`, `'lookup'`/`'bands'` for `'band'`, band
 * objects with `minimum`/`from` and `grade`/`value`/`mark`, and a `{ grade: result }` record as `bands`.
 */
export function convert(value: number | string, scale: ConversionScale): string | number {
  const loose = scale as unknown as LooseRecord;
  const kind = String(loose.kind ?? loose.type ?? (loose.bands ? 'band' : 'linear')).toLowerCase();
  if (kind === 'linear') {
    const divisor = typeof loose.divisor === 'number' && loose.divisor > 0 ? loose.divisor : 10;
    const decimals = typeof loose.decimals === 'number' ? Math.max(0, Math.min(6, Math.floor(loose.decimals))) : 1;
    const maxMark = typeof loose.maxMark === 'number' && loose.maxMark > 0 ? loose.maxMark : undefined;
    const numeric = typeof value === 'number' ? value : Number(value);
    assertFinite(numeric, 'A value to convert');
    const percent = Math.max(0, Math.min(numeric, maxMark ?? 100));
    // result = round(percent × 10^decimals / divisor) / 10^decimals, with percent = raw × 100 / maxMark.
    const [p, d, m] = scaled(percent, divisor, maxMark ?? 1);
    const places = 10n ** BigInt(decimals);
    const num = maxMark ? p! * 100n * places : p! * places;
    const den = maxMark ? d! * m! : d!;
    const units = roundHalfUp(num, den);
    const result = Number(units) / 10 ** decimals;
    return Math.min(result, 100 / divisor);
  }
  if (!BAND_KINDS.has(kind)) throw new RangeError(`Unknown conversion scale: ${kind}`);
  const rawBands = loose.bands;
  const bands: LooseRecord[] = Array.isArray(rawBands)
    ? (rawBands as LooseRecord[])
    : rawBands && typeof rawBands === 'object'
      ? Object.entries(rawBands as LooseRecord).map(([grade, result]) => ({ grade, result }))
      : [];
  const byMin = bands
    .map((b) => ({ min: bandMin(b), result: bandResult(b, true) }))
    .filter((b): b is ConversionBand => b.min !== undefined && b.result !== undefined)
    .sort((a, b) => b.min - a.min);
  const numeric = typeof value === 'number' ? value : value.trim() !== '' ? Number(value) : Number.NaN;
  if (byMin.length > 0 && Number.isFinite(numeric)) {
    const met = byMin.find((b) => numeric >= b.min);
    if (met) return met.result;
    if (loose.below !== undefined) return loose.below as string | number;
    return typeof byMin[0]!.result === 'number' ? 0 : UNGRADED;
  }
  const key = String(value).trim().toUpperCase();
  const graded = bands.find((b) => typeof b.grade === 'string' && b.grade.trim().toUpperCase() === key);
  const result = graded ? bandResult(graded, false) : undefined;
  if (result !== undefined) return result;
  if (loose.below !== undefined) return loose.below as string | number;
  throw new RangeError(`The scale has no band for ${String(value)}`);
}
