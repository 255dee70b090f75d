import { describe, expect, it } from 'vitest';
import { decimalsOf } from './exact-number';

describe('decimalsOf', () => {
  it.each([
    [200, 0],
    [1.6, 1],
    [7.45, 2],
    [0.125, 3],
    [1 / 3, 3],
  ])('%d has %d decimals', (value, expected) => {
    expect(decimalsOf(value)).toBe(expected);
  });
});
