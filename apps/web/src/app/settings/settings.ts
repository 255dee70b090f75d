/**
 * The shell settings of spec §3 with the defaults of spec §9. Only differences from the defaults are stored (under
 * localStorage `setting`), so changing a default later reaches every user who never touched that option.
 */
import type { Language } from '../../lib/i18n';

export type ThemeMode = 'dark' | 'light' | 'night';
export type MenuLayout = 'side' | 'head' | 'mix';
export type PageWidth = 'fluid' | 'fixed';
export type AnimationName = 'bounce' | 'fade' | 'slide' | 'zoom';
export type AnimationDirection = 'left' | 'right' | 'up' | 'down';

export interface FooterLink {
  title: string;
  href: string;
}

export interface Settings {
  lang: Language;
  theme: { color: string; mode: ThemeMode; success: string; warning: string; error: string };
  layout: MenuLayout;
  fixedHeader: boolean;
  fixedSideBar: boolean;
  /** The tab bar is locked (the lock icon): it stays visible while the page scrolls. */
  fixedTabs: boolean;
  pageWidth: PageWidth;
  /** Colour-weak mode. */
  weekMode: boolean;
  multiPage: boolean;
  cachePage: boolean;
  hideSetting: boolean;
  systemName: string;
  copyright: string;
  /** Routes always come from the shared route table; kept for the stored shape of spec §3. */
  asyncRoutes: boolean;
  showPageTitle: boolean;
  filterMenu: boolean;
  animate: { disabled: boolean; name: AnimationName; direction: AnimationDirection };
  footerLinks: FooterLink[];
}

export const SETTING_STORAGE_KEY = 'setting';

/** antd's daybreak blue: the product's primary colour (spec §1). */
export const THEME_COLORS = [
  { key: 'blue', value: '#1677ff' },
  { key: 'cyan', value: '#13c2c2' },
  { key: 'green', value: '#52c41a' },
  { key: 'purple', value: '#722ed1' },
  { key: 'magenta', value: '#eb2f96' },
  { key: 'red', value: '#f5222d' },
  { key: 'orange', value: '#fa8c16' },
  { key: 'gold', value: '#faad14' },
] as const;

export const ANIMATION_NAMES: readonly AnimationName[] = ['bounce', 'fade', 'slide', 'zoom'];
export const ANIMATION_DIRECTIONS: readonly AnimationDirection[] = ['left', 'right', 'up', 'down'];

export const DEFAULT_SETTINGS: Settings = {
  lang: 'vi',
  theme: { color: '#1677ff', mode: 'dark', success: '#52c41a', warning: '#faad14', error: '#ff4d4f' },
  layout: 'side',
  fixedHeader: false,
  fixedSideBar: true,
  fixedTabs: false,
  pageWidth: 'fixed',
  weekMode: false,
  multiPage: false,
  cachePage: true,
  hideSetting: false,
  systemName: 'HPL Portal',
  copyright: 'HPL',
  asyncRoutes: false,
  showPageTitle: true,
  filterMenu: true,
  animate: { disabled: true, name: 'bounce', direction: 'left' },
  footerLinks: [],
};

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Keys whose value differs from the base; objects compared key by key, arrays as a whole. */
export function diffSettings(settings: Settings, base: Settings = DEFAULT_SETTINGS): Partial<Settings> {
  const diff = (value: unknown, reference: unknown): unknown => {
    if (isPlainObject(value) && isPlainObject(reference)) {
      const out: Record<string, unknown> = {};
      for (const key of Object.keys(reference)) {
        const d = diff(value[key], reference[key]);
        if (d !== undefined) out[key] = d;
      }
      return Object.keys(out).length ? out : undefined;
    }
    return JSON.stringify(value) === JSON.stringify(reference) ? undefined : value;
  };
  return (diff(settings, base) ?? {}) as Partial<Settings>;
}

/**
 * The defaults overlaid with stored differences. Unknown keys and values of the wrong type are dropped, so an old or
 * hand-edited `setting` can never break the shell.
 */
export function mergeSettings(stored: unknown, base: Settings = DEFAULT_SETTINGS): Settings {
  const merge = (reference: unknown, value: unknown): unknown => {
    if (isPlainObject(reference)) {
      if (!isPlainObject(value)) return reference;
      const out: Record<string, unknown> = {};
      for (const key of Object.keys(reference)) out[key] = merge(reference[key], value[key]);
      return out;
    }
    if (Array.isArray(reference)) return Array.isArray(value) ? value : reference;
    return typeof value === typeof reference ? value : reference;
  };
  const merged = merge(base, stored) as Settings;
  return isAllowed(merged) ? merged : { ...merged, ...pickAllowed(merged, base) };
}

const allowed = {
  lang: ['vi', 'en'],
  mode: ['dark', 'light', 'night'],
  layout: ['side', 'head', 'mix'],
  pageWidth: ['fluid', 'fixed'],
} as const;

function isAllowed(s: Settings): boolean {
  return (
    allowed.lang.includes(s.lang) &&
    allowed.mode.includes(s.theme.mode) &&
    allowed.layout.includes(s.layout) &&
    allowed.pageWidth.includes(s.pageWidth) &&
    ANIMATION_NAMES.includes(s.animate.name) &&
    ANIMATION_DIRECTIONS.includes(s.animate.direction)
  );
}

function pickAllowed(s: Settings, base: Settings): Partial<Settings> {
  return {
    lang: allowed.lang.includes(s.lang) ? s.lang : base.lang,
    theme: { ...s.theme, mode: allowed.mode.includes(s.theme.mode) ? s.theme.mode : base.theme.mode },
    layout: allowed.layout.includes(s.layout) ? s.layout : base.layout,
    pageWidth: allowed.pageWidth.includes(s.pageWidth) ? s.pageWidth : base.pageWidth,
    animate: {
      ...s.animate,
      name: ANIMATION_NAMES.includes(s.animate.name) ? s.animate.name : base.animate.name,
      direction: ANIMATION_DIRECTIONS.includes(s.animate.direction) ? s.animate.direction : base.animate.direction,
    },
  };
}

export function readStoredSettings(storage: Pick<Storage, 'getItem'> = localStorage): Settings {
  try {
    const raw = storage.getItem(SETTING_STORAGE_KEY);
    return mergeSettings(raw ? (JSON.parse(raw) as Json) : {});
  } catch {
    return DEFAULT_SETTINGS;
  }
}

/** Writes only the differences; no differences → the key is removed. */
export function writeStoredSettings(
  settings: Settings,
  storage: Pick<Storage, 'setItem' | 'removeItem'> = localStorage,
) {
  const diff = diffSettings(settings);
  if (Object.keys(diff).length === 0) storage.removeItem(SETTING_STORAGE_KEY);
  else storage.setItem(SETTING_STORAGE_KEY, JSON.stringify(diff));
}

/** True when the stored differences change the theme (spec §8: warn that a locally saved theme exists). */
export function hasStoredTheme(storage: Pick<Storage, 'getItem'> = localStorage): boolean {
  try {
    const raw = storage.getItem(SETTING_STORAGE_KEY);
    return raw ? isPlainObject((JSON.parse(raw) as Record<string, unknown>).theme) : false;
  } catch {
    return false;
  }
}
