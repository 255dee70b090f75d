import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkpointRange, igcsePoints, valueAddedByGroup } from './gia-tri-gia-tang';

describe('igcsePoints', () => {
  it.each([
    ['A*', 8],
    ['a', 7],
    ['G', 1],
    ['U', 0],
    ['9', 9],
    ['1', 1],
    ['0', undefined],
    ['Good', undefined],
  ])('%s → %s', (grade, points) => {
    expect(igcsePoints(grade)).toBe(points);
  });
});

describe('checkpointRange', () => {
  it.each([
    [0, 0],
    [4.9, 0],
    [5, 1],
    [49, 9],
    [50, 9],
    [-3, 0],
    [70, 9],
  ])('%d → %d', (score, range) => {
    expect(checkpointRange(score)).toBe(range);
  });
});

describe('valueAddedByGroup', () => {
  it('compares each student with the cohort of the same Checkpoint range', () => {
    // Range 40–44: cohort mean (A* 8 + B 6) / 2 = 7; range 20–24: (C 5 + E 3) / 2 = 4.
    const result = valueAddedByGroup([
      { checkpoint: 42, igcse: 'A*', group: '10C1' },
      { checkpoint: 20, igcse: 'C', group: '10C1' },
      { checkpoint: 44, igcse: 'B', group: '10C2' },
      { checkpoint: 23, igcse: 'E', group: '10C2' },
      { checkpoint: 30, igcse: 'absent', group: '10C2' },
    ]);
    expect(result).toEqual([
      { group: '10C1', students: 2, valueAdded: 1 },
      { group: '10C2', students: 2, valueAdded: -1 },
    ]);
  });

  it('is empty without usable pairs', () => {
    expect(valueAddedByGroup([])).toEqual([]);
  });

  it('the value added of the whole cohort, weighted by students, is zero (property)', () => {
    const pair = fc.record({
      checkpoint: fc.integer({ min: 0, max: 50 }),
      igcse: fc.constantFrom('A*', 'A', 'B', 'C', 'D', 'E', 'F', 'G', 'U'),
      group: fc.constantFrom('a', 'b', 'c'),
    });
    fc.assert(
      fc.property(fc.array(pair, { minLength: 1, maxLength: 60 }), (pairs) => {
        const groups = valueAddedByGroup(pairs);
        const total = groups.reduce((sum, g) => sum + g.valueAdded * g.students, 0);
        expect(Math.abs(total)).toBeLessThanOrEqual(0.005 * pairs.length + 1e-9);
        expect(groups.reduce((n, g) => n + g.students, 0)).toBe(pairs.length);
      }),
    );
  });
});
