import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SETTINGS,
  diffSettings,
  hasStoredTheme,
  mergeSettings,
  readStoredSettings,
  SETTING_STORAGE_KEY,
  writeStoredSettings,
} from './settings';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
    data,
  };
}

describe('settings', () => {
  it('has the defaults of spec §9', () => {
    expect(DEFAULT_SETTINGS).toMatchObject({
      lang: 'vi',
      theme: { mode: 'dark', color: '#1677ff' },
      layout: 'side',
      fixedSideBar: true,
      fixedHeader: false,
      pageWidth: 'fixed',
      multiPage: false,
      cachePage: true,
      filterMenu: true,
      animate: { disabled: true, name: 'bounce', direction: 'left' },
    });
  });

  it('diffs only what differs, nested objects key by key', () => {
    expect(diffSettings(DEFAULT_SETTINGS)).toEqual({});
    const changed = {
      ...DEFAULT_SETTINGS,
      multiPage: true,
      theme: { ...DEFAULT_SETTINGS.theme, mode: 'light' as const },
    };
    expect(diffSettings(changed)).toEqual({ multiPage: true, theme: { mode: 'light' } });
  });

  it('merges stored differences over the defaults and drops wrong types and values', () => {
    const merged = mergeSettings({ layout: 'mix', theme: { mode: 'night' }, fixedHeader: 'yes', unknown: 1 });
    expect(merged.layout).toBe('mix');
    expect(merged.theme).toEqual({ ...DEFAULT_SETTINGS.theme, mode: 'night' });
    expect(merged.fixedHeader).toBe(false);
    expect(merged).not.toHaveProperty('unknown');
    expect(mergeSettings({ layout: 'sideways', theme: { mode: 'pink' } })).toEqual(DEFAULT_SETTINGS);
    expect(mergeSettings('garbage')).toEqual(DEFAULT_SETTINGS);
  });

  it('round-trips through storage storing only differences, and removes the key when nothing differs', () => {
    const storage = memoryStorage();
    const changed = { ...DEFAULT_SETTINGS, lang: 'en' as const, weekMode: true };
    writeStoredSettings(changed, storage);
    expect(JSON.parse(storage.data.get(SETTING_STORAGE_KEY) ?? '')).toEqual({ lang: 'en', weekMode: true });
    expect(readStoredSettings(storage)).toEqual(changed);
    writeStoredSettings(DEFAULT_SETTINGS, storage);
    expect(storage.data.has(SETTING_STORAGE_KEY)).toBe(false);
  });

  it('ignores unparseable stored settings and detects a stored theme', () => {
    expect(readStoredSettings(memoryStorage({ setting: '{oops' }))).toEqual(DEFAULT_SETTINGS);
    expect(hasStoredTheme(memoryStorage({ setting: '{"theme":{"mode":"light"}}' }))).toBe(true);
    expect(hasStoredTheme(memoryStorage({ setting: '{"layout":"mix"}' }))).toBe(false);
  });
});
