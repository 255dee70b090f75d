import { describe, expect, it } from 'vitest';
import { THEME_COLORS } from '../settings/settings';
import { contrastRatio, readablePrimaryOnWhite } from './theme-provider';

describe('readablePrimaryOnWhite', () => {
  it('gives every preset a tone with 4.5:1 against white, changing it no more than needed', () => {
    for (const { key, value } of THEME_COLORS) {
      const tone = readablePrimaryOnWhite(value);
      expect(contrastRatio(tone, '#ffffff'), key).toBeGreaterThanOrEqual(4.5);
      if (contrastRatio(value, '#ffffff') >= 4.5) expect(tone, key).toBe(value);
      else expect(contrastRatio(tone, '#ffffff'), key).toBeLessThan(5);
    }
  });

  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#1677ff', '#ffffff')).toBeCloseTo(4.1, 1);
  });
});
