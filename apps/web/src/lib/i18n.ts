import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { formatNumber } from './format-number';

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

/** The decimals a number really has (at most 2), so 0.5 stays "0,5" and 2 stays "2". */
function fractionDigits(value: number): number {
  for (let digits = 0; digits < 2; digits++) if (Number.isInteger(value * 10 ** digits)) return digits;
  return 2;
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export const i18n = i18next.createInstance();

/** 1.488 and 0,5 in Vietnamese, 1,488 and 0.5 in English; replaces i18next's built-in formatter (no named formats). */
const numberFormatter = {
  type: 'formatter' as const,
  init() {},
  format: (value: unknown, _format: string | undefined, lng: string | undefined) =>
    typeof value === 'number'
      ? formatNumber(isLanguage(lng) ? lng : DEFAULT_LANGUAGE, value, fractionDigits(value))
      : value,
  add() {},
  addCached() {},
};

void i18n
  .use(initReactI18next)
  .use(numberFormatter)
  .init({
    resources: collectResources(),
    lng: DEFAULT_LANGUAGE,
    fallbackLng: 'en',
    defaultNS: 'common',
    ns: ['common', 'routes', 'shell'],
    keySeparator: false,
    // Every number put into a message ("Tổng {{total}} bản ghi", "{{count}} ngày") is written the language's way
    // (numberFormatter below); other values pass through unchanged.
    interpolation: { escapeValue: false, alwaysFormat: true },
    initAsync: false,
    returnNull: false,
  });

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}
