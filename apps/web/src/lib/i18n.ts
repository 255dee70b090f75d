import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { formatNumber } from './format-number';

/** UI languages: VN (`vi`) is the default, US (`en`) the fallback (spec §1, §9). */
export const LANGUAGES = ['vi', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'vi';

/**
 * Catalogues: `locales/<lang>/<namespace>.json`, one namespace per module, named after it (kebab-case). Keys are flat
 * (no nesting), so a key like `danhba.nhanvien` can sit beside `danhba`.
 *
 * Each catalogue is its own chunk, fetched when first needed and only in the language shown: the core namespaces
 * below before the first render (main.tsx), a module's namespace with the route that shows it (`lazyPage` in
 * route-components.tsx waits for both the page's code and its namespace, so no raw key ever flashes). A
 * `useTranslation('<ns>')` of a namespace not loaded yet suspends until it arrives (react-i18next's Suspense).
 */
const catalogueLoaders = import.meta.glob<{ default: Record<string, string> }>('../locales/*/*.json');

/** Loaded before anything renders: errors and actions (`common`), the menu's labels (`routes`), the frame (`shell`). */
export const CORE_NAMESPACES = ['common', 'routes', 'shell'] as const;

/** Loaded with the signed-in frame's chunk (app/root.tsx): the header's notification bell and chat. */
export const SHELL_NAMESPACES = ['notifications', 'chat'] as const;

/** The namespaces that have a catalogue (from the file names), e.g. for a check in tests. */
export function catalogueNamespaces(): string[] {
  const names = Object.keys(catalogueLoaders).map((file) => /locales\/[^/]+\/([^/]+)\.json$/.exec(file)?.[1] ?? '');
  return [...new Set(names)].filter(Boolean).sort();
}

/**
 * i18next backend over Vite's per-file dynamic imports. A failed fetch is handed to i18next without its retry flag:
 * a chunk that is gone after a redeploy does not come back by retrying (lazyPage detects that case and reloads).
 */
const lazyCatalogues = {
  type: 'backend' as const,
  init() {},
  read(lang: string, ns: string, callback: (error: unknown, data: Record<string, string> | boolean) => void) {
    const load = catalogueLoaders[`../locales/${lang}/${ns}.json`];
    if (!load) {
      callback(new Error(`No catalogue ${lang}/${ns}.json`), false);
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error, false),
    );
  },
};

/**
 * Loads namespaces in the current language; rejects with the first failure (i18next's own promise always resolves,
 * which would let a page render raw keys).
 */
export function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  const missing = namespaces.filter((ns) => !i18n.hasLoadedNamespace(ns));
  if (missing.length === 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    void i18n.loadNamespaces(missing, (errors) => {
      const failures = (Array.isArray(errors) ? errors : errors ? [errors] : []) as unknown[];
      const failure = failures.find(Boolean);
      if (failure) reject(failure instanceof Error ? failure : new Error(String(failure)));
      else resolve();
    });
  });
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

type Catalogues = Record<string, Record<string, Record<string, string>>>;

/**
 * Starts i18n in the user's language and resolves once the core namespaces of that language are in (main.tsx renders
 * after it). Tests pass every catalogue at once (`bundled`, test-support/i18n-setup.ts) and fetch nothing.
 */
export async function startI18n(lang: Language, bundled?: Catalogues): Promise<void> {
  if (!bundled) i18n.use(lazyCatalogues);
  await i18n
    .use(initReactI18next)
    .use(numberFormatter)
    .init({
      lng: lang,
      ...(bundled ? { resources: bundled } : {}),
      // No fallback language: it would fetch every catalogue twice (vi and en). locales/catalogues.test.ts fails on a
      // key missing in either language, so a fallback would never be used.
      fallbackLng: false,
      defaultNS: 'common',
      ns: [...CORE_NAMESPACES],
      keySeparator: false,
      // Every number put into a message ("Tổng {{total}} bản ghi", "{{count}} ngày") is written the language's way
      // (numberFormatter below); other values pass through unchanged.
      interpolation: { escapeValue: false, alwaysFormat: true },
      initAsync: false,
      returnNull: false,
    });
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}
