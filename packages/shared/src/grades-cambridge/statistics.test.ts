import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { facility, gradeCounts, histogram, mean, median, roundTo, standardDeviation } from './statistics';

describe('statistics', () => {
  it('mean, median and the population standard deviation of a known set', () => {
    const v = [2, 4, 4, 4, 5, 5, 7, 9];
    expect(mean(v)).toBe(5);
    expect(median(v)).toBe(4.5);
    expect(standardDeviation(v)).toBe(2);
    expect(median([3, 1, 2])).toBe(2);
  });

  it('answers null for no values, never NaN', () => {
    expect(mean([])).toBeNull();
    expect(median([])).toBeNull();
    expect(standardDeviation([])).toBeNull();
    expect(facility([], 10)).toBeNull();
  });

  it('histogram: equal bins from 0 to the maximum, the maximum in the last bin', () => {
    const bins = histogram([0, 9.99, 10, 199, 200], 200, 10);
    expect(bins).toHaveLength(10);
    expect(bins[0]).toEqual({ tu: 0, den: 20, soLuong: 3 });
    expect(bins[9]).toEqual({ tu: 180, den: 200, soLuong: 2 });
    expect(histogram([1], 0)).toEqual([]);
  });

  it('grade counts keep the given order and count unknown grades after it', () => {
    expect(gradeCounts(['A', 'B', 'A', null, '9'], ['A*', 'A', 'B'])).toEqual([
      { xepLoai: 'A*', soLuong: 0 },
      { xepLoai: 'A', soLuong: 2 },
      { xepLoai: 'B', soLuong: 1 },
      { xepLoai: '9', soLuong: 1 },
    ]);
  });

  it('facility is the mean mark over the maximum', () => {
    expect(facility([30, 50], 80)).toBe(0.5);
  });

  it('rounds half away from zero', () => {
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(-2.5, 0)).toBe(-3);
  });

  it('properties: min ≤ median, mean ≤ max; SD ≥ 0; the histogram counts every value', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 2000 }), { minLength: 1, maxLength: 200 }), (raw) => {
        const v = raw.map((x) => x / 10);
        const lo = Math.min(...v);
        const hi = Math.max(...v);
        for (const m of [mean(v)!, median(v)!]) {
          expect(m).toBeGreaterThanOrEqual(lo - 1e-9);
          expect(m).toBeLessThanOrEqual(hi + 1e-9);
        }
        expect(standardDeviation(v)!).toBeGreaterThanOrEqual(0);
        expect(histogram(v, 200, 10).reduce((n, b) => n + b.soLuong, 0)).toBe(v.length);
      }),
      { numRuns: 300 },
    );
  });
});
