import { describe, expect, it } from 'vitest';
import { formOfRule, inputOf, previewOf, resultOf, ruleOf } from './scale-rule';

describe('scale form ↔ rule', () => {
  it('reads results as numbers when they are numbers', () => {
    expect(resultOf('9,5')).toBe(9.5);
    expect(resultOf(' A* ')).toBe('A*');
  });

  it('builds a percentage band lookup and previews it with convert', () => {
    const rule = ruleOf({
      kind: 'band',
      bandBy: 'min',
      bands: [
        { key: '90', result: 'A*' },
        { key: '80', result: 'A' },
      ],
    });
    expect(rule).toEqual({
      kind: 'band',
      bands: [
        { min: 90, result: 'A*' },
        { min: 80, result: 'A' },
      ],
    });
    expect(previewOf('95', rule)).toBe('A*');
    expect(previewOf('85', rule)).toBe('A');
    expect(previewOf('10', rule)).toBe('U');
  });

  it('builds a grade lookup (A* → 9.5) and the linear rule (% ÷ 10, 0.1)', () => {
    const grades = ruleOf({ kind: 'band', bandBy: 'grade', bands: [{ key: 'A*', result: '9.5' }], below: '0' });
    expect(previewOf('A*', grades)).toBe(9.5);
    expect(previewOf('B', grades)).toBe(0);
    const linear = ruleOf({ kind: 'linear', divisor: 10, decimals: 1 });
    expect(previewOf('74.56', linear)).toBe(7.5);
    expect(previewOf('abc', linear)).toBeNull();
  });

  it('round-trips a stored rule through the form', () => {
    const stored = { kind: 'band' as const, bands: [{ grade: 'A*', result: 9.5 }], below: 1 };
    const form = formOfRule(stored);
    expect(inputOf({ ten: 'x', ...form }).quyTac).toEqual({
      kind: 'band',
      bands: [{ grade: 'A*', result: 9.5 }],
      below: 1,
    });
  });
});
