import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { divideHalfUp, toTenths } from './decimal';
import {
  learningLevel,
  levelRank,
  PRIMARY_QUALITY_RATINGS,
  PRIMARY_RATINGS,
  primaryYearResult,
  summerRetake,
  termAverage,
  yearAverage,
} from './rules';

/** Any mark of the 0–10 scale with one decimal, as a number. */
const mark = fc.integer({ min: 0, max: 100 }).map((t) => t / 10);

/** Exact check with BigInt: r (tenths) is S/n rounded half up iff 2rn − n ≤ 2S < 2rn + n. */
function isHalfUpOf(resultTenths: number, sumTenths: number, count: number): boolean {
  const r = BigInt(resultTenths);
  const s = BigInt(sumTenths);
  const n = BigInt(count);
  return 2n * r * n - n <= 2n * s && 2n * s < 2n * r * n + n;
}

describe('properties', () => {
  const termInput = fc.record({ regular: fc.array(mark, { minLength: 1, maxLength: 6 }), gk: mark, ck: mark });

  it('the term average lies between the lowest and the highest mark', () => {
    fc.assert(
      fc.property(termInput, ({ regular, gk, ck }) => {
        const avg = termAverage(regular, gk, ck);
        const all = [...regular, gk, ck];
        return avg >= Math.min(...all) && avg <= Math.max(...all);
      }),
    );
  });

  it('the year average lies between the two term averages', () => {
    fc.assert(
      fc.property(mark, mark, (a, b) => {
        const y = yearAverage(a, b);
        return y >= Math.min(a, b) && y <= Math.max(a, b);
      }),
    );
  });

  it('the rounding equals the exact rational computation (random combinations of any length)', {
    timeout: 60_000,
  }, () => {
    fc.assert(
      fc.property(termInput, ({ regular, gk, ck }) => {
        const sum = regular.reduce((s, m) => s + toTenths(m), 0) + 2 * toTenths(gk) + 3 * toTenths(ck);
        return isHalfUpOf(toTenths(termAverage(regular, gk, ck)), sum, regular.length + 5);
      }),
      { numRuns: 5000 },
    );
  });

  // A million combinations: about 3 s on an idle machine; the budget leaves room for a loaded one.
  it('the rounding equals the exact rational computation for every mark combination of one TX, GK and CK', {
    timeout: 120_000,
  }, () => {
    let checked = 0;
    for (let tx = 0; tx <= 100; tx++)
      for (let gk = 0; gk <= 100; gk++)
        for (let ck = 0; ck <= 100; ck++) {
          const r = toTenths(termAverage([tx / 10], gk / 10, ck / 10));
          if (!isHalfUpOf(r, tx + 2 * gk + 3 * ck, 6)) throw new Error(`wrong for ${tx} ${gk} ${ck}: ${r}`);
          checked++;
        }
    expect(checked).toBe(101 ** 3);
  });

  it('the year average equals the exact rational computation for every pair of term averages', {
    timeout: 60_000,
  }, () => {
    for (let a = 0; a <= 100; a++)
      for (let b = 0; b <= 100; b++) expect(isHalfUpOf(toTenths(yearAverage(a / 10, b / 10)), a + 2 * b, 3)).toBe(true);
  });

  it('half-up integer division agrees with BigInt rationals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 1, max: 1000 }), (num, den) =>
        isHalfUpOf(divideHalfUp(num, den), num, den),
      ),
    );
  });

  it('adding a regular mark equal to the (rounded) term average never changes the result', () => {
    fc.assert(
      fc.property(termInput, ({ regular, gk, ck }) => {
        const avg = termAverage(regular, gk, ck);
        return termAverage([...regular, avg], gk, ck) === avg;
      }),
    );
  });

  it('adding a regular mark equal to an exact (unrounded) average keeps the average', { timeout: 60_000 }, () => {
    // Build marks whose exact weighted average is a one-decimal value: n + 5 weights summing to (n + 5) × target.
    fc.assert(
      fc.property(termInput, ({ regular, gk, ck }) => {
        const sum = regular.reduce((s, m) => s + toTenths(m), 0) + 2 * toTenths(gk) + 3 * toTenths(ck);
        const weight = regular.length + 5;
        fc.pre(sum % weight === 0);
        const exact = sum / weight / 10;
        return termAverage([...regular, exact], gk, ck) === exact && termAverage(regular, gk, ck) === exact;
      }),
      { numRuns: 3000 },
    );
  });

  it('lowering one mark never raises the term average', () => {
    fc.assert(
      fc.property(termInput, fc.nat(), fc.integer({ min: 1, max: 100 }), ({ regular, gk, ck }, at, drop) => {
        const marks = [...regular, gk, ck];
        const i = at % marks.length;
        const lowered = marks.map((m, j) => (j === i ? Math.max(0, toTenths(m) - drop) / 10 : m));
        const before = termAverage(regular, gk, ck);
        const after = termAverage(lowered.slice(0, regular.length), lowered.at(-2)!, lowered.at(-1)!);
        return after <= before;
      }),
    );
  });

  it('the learning level (raw and adjusted) never rises when one mark falls or one comment turns Chưa đạt', {
    timeout: 60_000,
  }, () => {
    const comment = fc.constantFrom<'Đạt' | 'Chưa đạt'>('Đạt', 'Đạt', 'Đạt', 'Chưa đạt');
    // Marks biased toward the thresholds, where the interesting cases are.
    const avg = fc.oneof(mark, fc.constantFrom(3.4, 3.5, 4.9, 5, 6.4, 6.5, 7.9, 8, 9, 10));
    fc.assert(
      fc.property(
        fc.array(avg, { minLength: 6, maxLength: 12 }),
        fc.array(comment, { maxLength: 4 }),
        fc.nat(),
        fc.integer({ min: 1, max: 100 }),
        (scored, comments, at, drop) => {
          const before = learningLevel(scored, comments);
          const i = at % scored.length;
          const lower = scored.map((m, j) => (j === i ? Math.max(0, toTenths(m) - drop) / 10 : m));
          const after = learningLevel(lower, comments);
          const failed = learningLevel(scored, [...comments.slice(1), 'Chưa đạt']);
          return (
            levelRank(after.raw) <= levelRank(before.raw) &&
            levelRank(after.adjusted) <= levelRank(before.adjusted) &&
            levelRank(failed.adjusted) <= levelRank(learningLevel(scored, [...comments.slice(1), 'Đạt']).adjusted)
          );
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('after a summer retake the decision is promoted or repeating, and better retakes never make it worse', () => {
    const avg = fc.oneof(mark, fc.constantFrom(3.4, 3.5, 4.9, 5, 6.4, 6.5));
    fc.assert(
      fc.property(
        fc.array(fc.record({ average: avg, retake: mark, bump: fc.integer({ min: 0, max: 30 }) }), {
          minLength: 6,
          maxLength: 10,
        }),
        (subjects) => {
          const input = (extra: number) => ({
            conduct: 'Khá' as const,
            absences: 0,
            scored: subjects.map((s, key) => ({
              key,
              average: s.average,
              retake: Math.min(100, toTenths(s.retake) + extra * s.bump) / 10,
            })),
            comments: [],
          });
          const low = summerRetake(input(0));
          const high = summerRetake(input(1));
          if (low.before.promotion !== 'KiemTraLai') return low.after === null;
          return (
            ['LenLop', 'OLai'].includes(low.after!.promotion) &&
            levelRank(high.after!.learning.adjusted) >= levelRank(low.after!.learning.adjusted)
          );
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('primary: the year-end result never rises when a rating or a test mark falls', () => {
    const rank = (r: string) => ['ChuaHoanThanh', 'HoanThanh', 'HoanThanhTot', 'HoanThanhXuatSac'].indexOf(r);
    const rating = fc.constantFrom(...PRIMARY_RATINGS);
    const quality = fc.constantFrom(...PRIMARY_QUALITY_RATINGS);
    const test = fc.integer({ min: 1, max: 10 });
    fc.assert(
      fc.property(
        fc.array(rating, { minLength: 1, maxLength: 10 }),
        fc.array(quality, { minLength: 1, maxLength: 15 }),
        fc.array(test, { minLength: 1, maxLength: 6 }),
        fc.nat(),
        fc.integer({ min: 1, max: 9 }),
        (subjects, qualities, tests, at, drop) => {
          const before = rank(primaryYearResult({ subjects, qualities, tests }));
          const i = at % tests.length;
          const lowerTest = tests.map((m, j) => (j === i ? Math.max(1, m - drop) : m));
          const worse = (r: (typeof PRIMARY_RATINGS)[number]) =>
            PRIMARY_RATINGS[Math.min(2, PRIMARY_RATINGS.indexOf(r) + 1)]!;
          const lowerSubject = subjects.map((r, j) => (j === at % subjects.length ? worse(r) : r));
          return (
            rank(primaryYearResult({ subjects, qualities, tests: lowerTest })) <= before &&
            rank(primaryYearResult({ subjects: lowerSubject, qualities, tests })) <= before
          );
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('the adjustment raises a result by at most one level and never lowers it', () => {
    fc.assert(
      fc.property(fc.array(mark, { minLength: 6, maxLength: 12 }), (scored) => {
        const { raw, adjusted } = learningLevel(scored, []);
        const delta = levelRank(adjusted) - levelRank(raw);
        return delta === 0 || delta === 1;
      }),
    );
  });
});
