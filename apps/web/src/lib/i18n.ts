import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

/** UI languages: VN (`vi`) is the default, US (`en`) the fallback (spec §1, §9). */
export const LANGUAGES = ['vi', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'vi';

/**
 * Catalogues: `locales/<lang>/<namespace>.json`, one namespace per domain (kebab-case). Keys are flat (no nesting),
 * so a key like `danhba.nhanvien` can sit beside `danhba`.
 */
const files = import.meta.glob<{ default: Record<string, string> }>('../locales/*/*.json', { eager: true });

export function collectResources(): Record<string, Record<string, Record<string, string>>> {
  const resources: Record<string, Record<string, Record<string, string>>> = {};
  for (const [file, module] of Object.entries(files)) {
    const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(file);
    if (!match) continue;
    const [, lang, ns] = match as unknown as [string, string, string];
    resources[lang] ??= {};
    resources[lang][ns] = module.default;
  }
  return resources;
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: collectResources(),
  lng: DEFAULT_LANGUAGE,
  fallbackLng: 'en',
  defaultNS: 'common',
  ns: ['common', 'routes', 'shell'],
  keySeparator: false,
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}
