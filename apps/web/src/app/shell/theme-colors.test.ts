import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, THEME_COLORS } from '../settings/settings';
import { buildTheme, contrastRatio, readablePrimaryOnWhite } from './theme-tokens';

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

describe('buildTheme: coloured text reads 4.5:1 in every theme and primary colour', () => {
  const presets = ['blue', 'green', 'red', 'orange', 'gold', 'lime', 'cyan', 'purple', 'volcano', 'yellow'];
  for (const mode of ['dark', 'light', 'night'] as const) {
    for (const { key, value } of [THEME_COLORS[0], THEME_COLORS[7]]) {
      it(`${mode}, ${key}: tags, statuses and placeholders`, () => {
        const settings = { ...DEFAULT_SETTINGS, theme: { ...DEFAULT_SETTINGS.theme, mode, color: value } };
        const t = theme.getDesignToken(buildTheme(settings)) as unknown as Record<string, string>;
        for (const preset of presets) {
          expect(contrastRatio(t[`${preset}7`] ?? '', t[`${preset}1`] ?? ''), preset).toBeGreaterThanOrEqual(4.5);
        }
        for (const status of ['Success', 'Info', 'Warning', 'Error']) {
          const color = t[`color${status}`] ?? '';
          expect(contrastRatio(color, t[`color${status}Bg`] ?? ''), status).toBeGreaterThanOrEqual(4.5);
          expect(contrastRatio(color, t.colorBgContainer ?? ''), status).toBeGreaterThanOrEqual(4.5);
        }
        expect(t.colorTextPlaceholder).toMatch(/0\.6\)$/);
      });
    }
  }
});
