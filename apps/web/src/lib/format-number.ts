/**
 * Numbers by interface language, apart from lib/format so the i18n set-up can use it without an import cycle.
 * Languages are 'vi' | 'en' (lib/i18n's Language).
 */
const LOCALES: Record<'vi' | 'en', string> = { vi: 'vi-VN', en: 'en-US' };
const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(lang: 'vi' | 'en', decimals: number): Intl.NumberFormat {
  const key = `${lang}:${decimals}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[lang], { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    numberFormats.set(key, format);
  }
  return format;
}

/** A count or measure with thousands separators and exactly `decimals` decimals (default none); '' for null. */
export function formatNumber(lang: 'vi' | 'en', value: number | null | undefined, decimals = 0): string {
  return value === null || value === undefined || !Number.isFinite(value)
    ? ''
    : numberFormat(lang, decimals).format(value);
}
