import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CAMBRIDGE_GRADES,
  type ConversionScale,
  convert,
  gradeFromThresholds,
  gradeOfPum,
  PUM_BANDS,
  pum,
  weightedTotal,
} from './rules';

/** The thresholds of the issue (the Geography 0460 example), on a weighted total out of 200. */
const GEO = { 'A*': 181, A: 156, B: 131, C: 107, D: 90, E: 73, F: 58, G: 43 };
const GEO_MAX = 200;

describe('worked examples of cambridge-grading.md and the issue', () => {
  it('the grade is the highest whose minimum the weighted total meets, U below the lowest', () => {
    expect(gradeFromThresholds(200, GEO)).toBe('A*');
    expect(gradeFromThresholds(181, GEO)).toBe('A*');
    expect(gradeFromThresholds(180, GEO)).toBe('A');
    expect(gradeFromThresholds(180.9, GEO)).toBe('A');
    expect(gradeFromThresholds(156, GEO)).toBe('A');
    expect(gradeFromThresholds(155, GEO)).toBe('B');
    expect(gradeFromThresholds(107, GEO)).toBe('C');
    expect(gradeFromThresholds(106, GEO)).toBe('D');
    expect(gradeFromThresholds(43, GEO)).toBe('G');
    expect(gradeFromThresholds(42.9, GEO)).toBe('U');
    expect(gradeFromThresholds(0, GEO)).toBe('U');
  });

  it('each grade owns a fixed PUM band: A* 90–100, A 80–89, …, G 20–29, U 0–19', () => {
    expect(PUM_BANDS['A*']).toEqual({ min: 90, max: 100 });
    expect(PUM_BANDS.A).toEqual({ min: 80, max: 89 });
    expect(PUM_BANDS.C).toEqual({ min: 60, max: 69 });
    expect(PUM_BANDS.G).toEqual({ min: 20, max: 29 });
    expect(PUM_BANDS.U).toEqual({ min: 0, max: 19 });
  });

  it('a mark on a threshold gets the bottom of its band', () => {
    const expected = [90, 80, 70, 60, 50, 40, 30, 20];
    expect(CAMBRIDGE_GRADES.map((g) => pum(GEO[g], GEO, GEO_MAX))).toEqual(expected);
  });

  it('inside a band the PUM is linear between the grade threshold and the next one, rounded down', () => {
    expect(pum(143, GEO, GEO_MAX)).toBe(74); // B: 70 + 12 × 10 / 25 = 74.8
    expect(pum(120, GEO, GEO_MAX)).toBe(65); // C: 60 + 13 × 10 / 24 = 65.41…
    expect(pum(180, GEO, GEO_MAX)).toBe(89); // A: 80 + 24 × 10 / 25 = 89.6 — never reaches A*'s 90
    expect(pum(57, GEO, GEO_MAX)).toBe(29); // G: 20 + 14 × 10 / 15 = 29.33…
    expect(pum(98, GEO, GEO_MAX)).toBe(54); // D: 50 + 8 × 10 / 17 = 54.70…
  });

  it('for A* the band runs from the A* threshold up to the maximum mark', () => {
    expect(pum(190, GEO, GEO_MAX)).toBe(94); // 90 + 9 × 10 / 19 = 94.73…
    expect(pum(199, GEO, GEO_MAX)).toBe(99); // 90 + 18 × 10 / 19 = 99.47…
    expect(pum(200, GEO, GEO_MAX)).toBe(100);
  });

  it('U runs from 0 to the lowest threshold on 0–19', () => {
    expect(pum(0, GEO, GEO_MAX)).toBe(0);
    expect(pum(21.5, GEO, GEO_MAX)).toBe(10); // 21.5 × 20 / 43 = 10 exactly
    expect(pum(42, GEO, GEO_MAX)).toBe(19); // 42 × 20 / 43 = 19.53…
    expect(pum(42.9, GEO, GEO_MAX)).toBe(19);
  });

  it('exact on boundaries that binary floating point misses (186.7, 111.8, 95.1 fall exactly on a step)', () => {
    expect(pum(186.7, GEO, GEO_MAX)).toBe(93); // 5.7 × 10 / 19 = 3 exactly; floats say 2.99…
    expect(Math.floor(((186.7 - 181) * 10) / 19)).toBe(2); // the trap
    expect(pum(111.8, GEO, GEO_MAX)).toBe(62);
    expect(pum(95.1, GEO, GEO_MAX)).toBe(53);
    expect(pum(78.1, GEO, GEO_MAX)).toBe(43);
  });

  it('the weighted total is Σ(raw mark × weighting), exact in decimals', () => {
    expect(
      weightedTotal([
        { raw: 61, weighting: 1 },
        { raw: 48, weighting: 1.25 },
      ]),
    ).toBe(121);
    expect(
      weightedTotal([
        { raw: 0.1, weighting: 1 },
        { raw: 0.2, weighting: 1 },
      ]),
    ).toBe(0.3);
    expect(weightedTotal([{ raw: null, weighting: 2 }])).toBe(0);
    expect(weightedTotal([])).toBe(0);
  });

  it('a band lookup converts a percentage: ≥ 90 % → A*, …', () => {
    const scale: ConversionScale = {
      kind: 'band',
      bands: [
        { min: 90, result: 'A*' },
        { min: 80, result: 'A' },
        { min: 70, result: 'B' },
        { min: 60, result: 'C' },
      ],
    };
    expect(convert(95, scale)).toBe('A*');
    expect(convert(90, scale)).toBe('A*');
    expect(convert(89.9, scale)).toBe('A');
    expect(convert(60, scale)).toBe('C');
    expect(convert(59, scale)).toBe('U');
    expect(convert(59, { ...scale, below: 'Ungraded' })).toBe('Ungraded');
  });

  it('a band lookup converts a grade to a 10-point mark: A* → 9.5', () => {
    const scale: ConversionScale = {
      kind: 'band',
      bands: [
        { grade: 'A*', result: 9.5 },
        { grade: 'A', result: 8.5 },
        { grade: 'B', result: 7.5 },
      ],
    };
    expect(convert('A*', scale)).toBe(9.5);
    expect(convert('a', scale)).toBe(8.5);
    expect(() => convert('C', scale)).toThrow(RangeError);
    expect(convert('C', { ...scale, below: 0 })).toBe(0);
  });

  it('the linear rule: 10-point mark = percentage ÷ 10, rounded (half up) to 0.1', () => {
    const linear: ConversionScale = { kind: 'linear' };
    expect(convert(87, linear)).toBe(8.7);
    expect(convert(87.44, linear)).toBe(8.7);
    expect(convert(87.45, linear)).toBe(8.7); // 8.745 → 8.7 (one decimal of the result)
    expect(convert(87.5, linear)).toBe(8.8); // 8.75 → 8.8, half up
    expect(convert(100, linear)).toBe(10);
    expect(convert(0, linear)).toBe(0);
    expect(convert(104, linear)).toBe(10);
    expect(convert(-3, linear)).toBe(0);
    // A raw mark out of a maximum becomes a percentage first: 61 / 80 = 76.25 % → 7.6.
    expect(convert(61, { kind: 'linear', maxMark: 80 })).toBe(7.6);
    expect(convert(63, { kind: 'linear', maxMark: 80 })).toBe(7.9); // 78.75 % → 7.875 → 7.9
  });
});

describe('edge cases', () => {
  it('unsorted thresholds give the same grades and PUM', () => {
    const shuffled = { G: 43, C: 107, 'A*': 181, E: 73, A: 156, F: 58, D: 90, B: 131 };
    for (const total of [0, 42, 43, 100, 107, 150, 181, 195, 200]) {
      expect(gradeFromThresholds(total, shuffled)).toBe(gradeFromThresholds(total, GEO));
      expect(pum(total, shuffled, GEO_MAX)).toBe(pum(total, GEO, GEO_MAX));
    }
  });

  it('missing grades are not awarded; without A* the top grade stops at its band top', () => {
    const noStar = { A: 156, B: 131, C: 107 };
    expect(gradeFromThresholds(199, noStar)).toBe('A');
    expect(pum(200, noStar, GEO_MAX)).toBe(89);
    expect(pum(178, noStar, GEO_MAX)).toBe(85); // 80 + 22 × 10 / 44 = 85
    expect(gradeFromThresholds(100, noStar)).toBe('U');
    expect(pum(100, noStar, GEO_MAX)).toBe(18); // U: 100 × 20 / 107 = 18.69…
    const gap = { A: 80, C: 40 }; // no B: C runs up to A's threshold
    expect(gradeFromThresholds(79, gap)).toBe('C');
    expect(pum(60, gap, 100)).toBe(65);
    const nulls = { 'A*': null, A: 80, B: undefined, C: 40 };
    expect(gradeFromThresholds(90, nulls)).toBe('A');
    expect(pum(60, nulls, 100)).toBe(65);
  });

  it('no thresholds at all: everything is U with PUM 0', () => {
    expect(gradeFromThresholds(50, {})).toBe('U');
    expect(pum(50, {}, 100)).toBe(0);
  });

  it('totals outside 0…max are clamped; the A* threshold at the maximum gives 100', () => {
    expect(pum(250, GEO, GEO_MAX)).toBe(100);
    expect(pum(-5, GEO, GEO_MAX)).toBe(0);
    expect(pum(50, { 'A*': 50, A: 40 }, 50)).toBe(100);
  });

  it('a U key and other grade keys are tolerated; equal minimums give the better grade', () => {
    expect(gradeFromThresholds(10, { ...GEO, U: 0 })).toBe('U');
    expect(gradeFromThresholds(185, { ...GEO, A: 181 })).toBe('A*');
    expect(gradeFromThresholds(72, { '9': 90, '7': 70, '4': 50, '1': 20 })).toBe('7');
    expect(gradeFromThresholds(90, { a: 80, 'a*': 90 })).toBe('A*');
  });

  it('not-a-number inputs are refused', () => {
    expect(() => gradeFromThresholds(Number.NaN, GEO)).toThrow(RangeError);
    expect(() => pum(10, GEO, Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => convert(Number.NaN, { kind: 'linear' })).toThrow(RangeError);
  });

  it('lenient scale shapes: `type`, `lookup`, `minimum`/`grade`, a grade record', () => {
    const loose = {
      type: 'lookup',
      bands: [
        { minimum: 50, grade: 'Pass' },
        { minimum: 80, grade: 'Merit' },
      ],
    } as unknown as ConversionScale;
    expect(convert(85, loose)).toBe('Merit');
    expect(convert(60, loose)).toBe('Pass');
    const record = { kind: 'band', bands: { 'A*': 9.5, A: 8.5 } } as unknown as ConversionScale;
    expect(convert('A*', record)).toBe(9.5);
    expect(convert(47, { type: 'linear' } as unknown as ConversionScale)).toBe(4.7);
    expect(() => convert(1, { kind: 'curve' } as unknown as ConversionScale)).toThrow(RangeError);
  });
});

/** A maximum mark and thresholds strictly decreasing A* → G inside it, with some grades possibly left out. */
const thresholdsArb = fc
  .integer({ min: 16, max: 300 })
  .chain((maxMark) =>
    fc
      .uniqueArray(fc.integer({ min: 1, max: maxMark }), { minLength: 8, maxLength: 8 })
      .chain((mins) =>
        fc.tuple(fc.constant(maxMark), fc.constant(mins), fc.array(fc.boolean(), { minLength: 8, maxLength: 8 })),
      ),
  )
  .map(([maxMark, mins, keep]) => {
    const sorted = [...mins].sort((a, b) => b - a);
    const thresholds: Record<string, number> = {};
    CAMBRIDGE_GRADES.forEach((g, i) => {
      if (keep[i]) thresholds[g] = sorted[i]!;
    });
    return { maxMark, thresholds };
  });

/** A total in tenths between 0 and the maximum mark. */
const totalIn = (maxMark: number) => fc.integer({ min: 0, max: maxMark * 10 }).map((t) => t / 10);

describe('properties', () => {
  it('the PUM is monotonic in the raw mark', () => {
    fc.assert(
      fc.property(
        thresholdsArb.chain((t) => fc.tuple(fc.constant(t), totalIn(t.maxMark), totalIn(t.maxMark))),
        ({ 0: { maxMark, thresholds }, 1: a, 2: b }) => {
          const [lo, hi] = a <= b ? [a, b] : [b, a];
          expect(pum(lo, thresholds, maxMark)).toBeLessThanOrEqual(pum(hi, thresholds, maxMark));
        },
      ),
      { numRuns: 500 },
    );
  });

  it("the PUM stays inside the grade's band, and the grade from thresholds agrees with the PUM band", () => {
    fc.assert(
      fc.property(
        thresholdsArb.chain((t) => fc.tuple(fc.constant(t), totalIn(t.maxMark))),
        ([{ maxMark, thresholds }, total]) => {
          const grade = gradeFromThresholds(total, thresholds) as keyof typeof PUM_BANDS;
          const uniform = pum(total, thresholds, maxMark);
          expect(Number.isInteger(uniform)).toBe(true);
          expect(uniform).toBeGreaterThanOrEqual(PUM_BANDS[grade].min);
          expect(uniform).toBeLessThanOrEqual(PUM_BANDS[grade].max);
          expect(gradeOfPum(uniform)).toBe(grade);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('the PUM at a threshold is the bottom of the band, at the maximum with A* it is 100', () => {
    fc.assert(
      fc.property(thresholdsArb, ({ maxMark, thresholds }) => {
        for (const [grade, min] of Object.entries(thresholds)) {
          if (grade === 'A*' && min === maxMark) continue; // the maximum mark itself: 100
          expect(pum(min, thresholds, maxMark)).toBe(PUM_BANDS[grade as keyof typeof PUM_BANDS].min);
        }
        if ('A*' in thresholds) expect(pum(maxMark, thresholds, maxMark)).toBe(100);
      }),
      { numRuns: 300 },
    );
  });

  it('the linear conversion is percentage ÷ 10 rounded half up to 0.1 and monotonic', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10000 }), fc.integer({ min: 0, max: 10000 }), (a, b) => {
        const pa = a / 100;
        const result = convert(pa, { kind: 'linear' }) as number;
        // |result × 100 − pa × 10| ≤ 0.5 in hundredths-of-percent units, exactly: result ×1000 vs a
        const r = Math.round(result * 10);
        expect(2 * r * 100 - 100 <= 2 * a && 2 * a < 2 * r * 100 + 100).toBe(true);
        if (a <= b) expect(result).toBeLessThanOrEqual(convert(b / 100, { kind: 'linear' }) as number);
      }),
      { numRuns: 500 },
    );
  });
});
