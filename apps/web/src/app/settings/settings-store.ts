import { create } from 'zustand';
import { i18n } from '../../lib/i18n';
import { DEFAULT_SETTINGS, readStoredSettings, type Settings, writeStoredSettings } from './settings';

interface SettingsState {
  settings: Settings;
  /** Applies a change now; `save()` persists it. */
  update: (patch: Partial<Settings>) => void;
  save: () => void;
  /** Language switches persist at once: they must survive a reload without opening the drawer. */
  setLanguage: (lang: Settings['lang']) => void;
}

export const useSettingsStore = create<SettingsState>((set, get) => ({
  settings: readStoredSettings(),
  update: (patch) => set({ settings: { ...get().settings, ...patch } }),
  save: () => writeStoredSettings(get().settings),
  setLanguage: (lang) => {
    const settings = { ...get().settings, lang };
    set({ settings });
    writeStoredSettings({ ...readStoredSettings(), lang });
    void i18n.changeLanguage(lang);
  },
}));

export function useSettings(): Settings {
  return useSettingsStore((s) => s.settings);
}

export { DEFAULT_SETTINGS };
