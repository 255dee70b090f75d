import { type ThemeConfig, theme } from 'antd';
import type { Settings } from '../settings/settings';

/** Mixes a #rrggbb colour with white: primary-coloured text on dark backgrounds needs the lighter tone (WCAG AA). */
export function lighten(hex: string, amount: number): string {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  if (Number.isNaN(n)) return hex;
  const mix = (shift: number) => Math.round(((n >> shift) & 255) + (255 - ((n >> shift) & 255)) * amount);
  return `#${[16, 8, 0].map((s) => mix(s).toString(16).padStart(2, '0')).join('')}`;
}

/** Mixes a #rrggbb colour with black. */
export function darken(hex: string, amount: number): string {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  if (Number.isNaN(n)) return hex;
  const mix = (shift: number) => Math.round(((n >> shift) & 255) * (1 - amount));
  return `#${[16, 8, 0].map((x) => mix(x).toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG 2 contrast ratio of two #rrggbb colours (1 … 21). */
export function contrastRatio(a: string, b: string): number {
  const luminance = (hex: string) => {
    const n = Number.parseInt(hex.replace('#', ''), 16);
    const [r, g, bl] = [16, 8, 0].map((shift) => {
      const c = ((n >> shift) & 255) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (bl ?? 0);
  };
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((high ?? 0) + 0.05) / ((low ?? 0) + 0.05);
}

/**
 * The preset darkened just enough for 4.5:1 against white (WCAG AA): white text on primary buttons and primary text on
 * white pages stay readable. The presets themselves (antd's, e.g. #1677ff at 4.1:1) are a little too light for that.
 */
export function readablePrimaryOnWhite(hex: string): string {
  for (let step = 0; step <= 30; step++) {
    const candidate = darken(hex, step * 0.02);
    if (contrastRatio(candidate, '#ffffff') >= 4.5) return candidate;
  }
  return darken(hex, 0.6);
}

/** antd's theme for a settings object before the contrast pass (`buildTheme`). */
function baseTheme(settings: Settings): ThemeConfig {
  const { mode, color, success, warning, error } = settings.theme;
  const token = {
    colorPrimary: color,
    colorInfo: color,
    colorSuccess: success,
    colorWarning: warning,
    colorError: error,
  };
  if (mode === 'light') {
    // Primary-coloured text on the pale selected backgrounds needs a darker tone for a 4.5:1 contrast.
    const readableOnLight = darken(color, 0.3);
    const primary = readablePrimaryOnWhite(color);
    return {
      algorithm: theme.defaultAlgorithm,
      token: {
        ...token,
        colorPrimary: primary,
        colorInfo: primary,
        colorLink: readableOnLight,
        colorTextDescription: 'rgba(0, 0, 0, 0.62)',
        colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
        // Placeholders name what a search or filter field takes (antd's 25% grey is 1.9:1): 4.5:1 like other text.
        colorTextPlaceholder: 'rgba(0, 0, 0, 0.6)',
      },
      components: {
        Layout: { headerBg: '#ffffff', siderBg: '#ffffff', triggerBg: '#ffffff', triggerColor: 'rgba(0,0,0,0.88)' },
        Menu: { itemSelectedColor: readableOnLight, horizontalItemSelectedColor: readableOnLight },
        Tabs: { itemSelectedColor: readableOnLight, itemActiveColor: readableOnLight, itemHoverColor: readableOnLight },
      },
    };
  }
  const readable = lighten(color, 0.35);
  const darkComponents = {
    Tabs: { itemSelectedColor: readable, itemActiveColor: readable, itemHoverColor: readable, inkBarColor: readable },
  };
  if (mode === 'night') {
    return {
      algorithm: theme.darkAlgorithm,
      token: {
        ...token,
        colorLink: readable,
        colorBgBase: '#05070d',
        colorTextBase: '#e6dcc8',
        colorTextDescription: 'rgba(230, 220, 200, 0.68)',
        colorTextTertiary: 'rgba(230, 220, 200, 0.68)',
        colorTextPlaceholder: 'rgba(230, 220, 200, 0.6)',
      },
      components: { ...darkComponents, Layout: { headerBg: '#0a0d16', siderBg: '#0a0d16', bodyBg: '#05070d' } },
    };
  }
  return {
    algorithm: theme.darkAlgorithm,
    token: {
      ...token,
      colorLink: readable,
      // antd's dark description grey (45% white, e.g. breadcrumb links) is 4.4:1 on the black layout: below WCAG AA.
      colorTextDescription: 'rgba(255, 255, 255, 0.65)',
      colorTextTertiary: 'rgba(255, 255, 255, 0.65)',
      colorTextPlaceholder: 'rgba(255, 255, 255, 0.6)',
    },
    components: { ...darkComponents, Layout: { headerBg: '#141414', siderBg: '#141414' } },
  };
}

/** antd's preset colours: a tag of colour c writes `c7` on `c1`. */
const PRESETS = [
  'blue',
  'purple',
  'cyan',
  'green',
  'magenta',
  'pink',
  'red',
  'orange',
  'yellow',
  'volcano',
  'geekblue',
  'gold',
  'lime',
] as const;
const STATUSES = ['Success', 'Info', 'Warning', 'Error'] as const;
const AA = 4.6;

/** `color` lightened (dark themes) or darkened (light) in small steps until it reads 4.5:1 on every background. */
function readableOn(color: string, backgrounds: string[], dark: boolean): string {
  for (let step = 0; step <= 25; step++) {
    const candidate = dark ? lighten(color, step * 0.04) : darken(color, step * 0.04);
    if (backgrounds.every((bg) => contrastRatio(candidate, bg) >= AA)) return candidate;
  }
  return dark ? '#ffffff' : '#000000';
}

const isHex = (value: unknown): value is string => typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value);

/**
 * antd's theme of a settings object: dark (default), light, or night (darker, warmer text for evening work), with
 * every coloured text raised to WCAG AA: tags write their colour on a pale (or, dark, deep) tint of it, and status
 * colours (success, info/processing, warning, error: tags, danger buttons, messages) are text too. antd's own tones
 * (e.g. green on pale green, 3.4:1; dark info blue on its tint, 3.4:1) fall short, so the shortfalls are corrected
 * here once for every screen, whatever colours the settings choose.
 */
export function buildTheme(settings: Settings): ThemeConfig {
  const config = baseTheme(settings);
  const dark = settings.theme.mode !== 'light';
  const tokens = theme.getDesignToken(config) as unknown as Record<string, unknown>;
  const fixes: Record<string, string> = {};
  for (const preset of PRESETS) {
    const text = tokens[`${preset}7`];
    const bg = tokens[`${preset}1`];
    if (isHex(text) && isHex(bg) && contrastRatio(text, bg) < AA) fixes[`${preset}7`] = readableOn(text, [bg], dark);
  }
  const container = tokens.colorBgContainer;
  for (const status of STATUSES) {
    const seed = (config.token as Record<string, unknown>)[`color${status}`];
    const backgrounds = [tokens[`color${status}Bg`], container].filter(isHex);
    const passes = (t: Record<string, unknown>) => {
      const text = t[`color${status}`];
      return isHex(text) && backgrounds.every((bg) => contrastRatio(text, bg) >= AA);
    };
    if (!isHex(seed) || passes(tokens)) continue;
    // The status colour is a seed: antd derives its tints from it, so those stay pinned to the original ones and
    // the seed moves until the colour antd derives from it reads 4.5:1.
    const pinned: Record<string, string> = {};
    for (const key of ['Bg', 'BgHover', 'Border', 'BorderHover']) {
      const value = tokens[`color${status}${key}`];
      if (isHex(value)) pinned[`color${status}${key}`] = value;
    }
    for (let step = 1; step <= 25; step++) {
      const candidate = dark ? lighten(seed, step * 0.04) : darken(seed, step * 0.04);
      const trial = { ...config, token: { ...config.token, ...fixes, ...pinned, [`color${status}`]: candidate } };
      if (passes(theme.getDesignToken(trial) as unknown as Record<string, unknown>)) {
        Object.assign(fixes, pinned, { [`color${status}`]: candidate });
        break;
      }
    }
  }
  return { ...config, token: { ...config.token, ...fixes } };
}
