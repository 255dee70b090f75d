import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { formatNumber } from './format-number';
import type { Language } from './i18n';

export { formatNumber };

import { currentLanguage } from './i18n';

/**
 * THE formatters of numbers, percentages and dates, by the interface language: vi 128.674 · 3,4 % · 0,5 ·
 * 15/03/2027; en 128,674 · 3.4% · 0.5 · 15 Mar 2027. Every table, statistic and chart label uses them, with a fixed
 * number of decimals per column (pass the same `decimals` for every cell of a column).
 */
const DATE_FORMATS: Record<Language, { date: string; dateTime: string; dayMonth: string }> = {
  vi: { date: 'DD/MM/YYYY', dateTime: 'DD/MM/YYYY HH:mm', dayMonth: 'DD/MM' },
  // Day and month spelled out: neither an American nor a British reader can swap them.
  en: { date: 'D MMM YYYY', dateTime: 'D MMM YYYY HH:mm', dayMonth: 'D MMM' },
};

/** An API date (`YYYY-MM-DD` or a timestamp) or a picker's value. */
type DateValue = string | Dayjs | null | undefined;

/** A percentage given in percent units (3.4 → "3,4 %" / "3.4%"), one decimal unless told otherwise. */
export function formatPercent(lang: Language, value: number | null | undefined, decimals = 1): string {
  const number = formatNumber(lang, value, decimals);
  if (!number) return '';
  // Vietnamese typography separates the sign by a (non-breaking) space.
  return lang === 'vi' ? `${number}\u00a0%` : `${number}%`;
}

/** An API date (`YYYY-MM-DD` or a timestamp); '' when missing. */
export function formatDate(lang: Language, value: DateValue): string {
  return value ? dayjs(value).locale(lang).format(DATE_FORMATS[lang].date) : '';
}

export function formatDateTime(lang: Language, value: DateValue): string {
  return value ? dayjs(value).locale(lang).format(DATE_FORMATS[lang].dateTime) : '';
}

/** Short day labels of charts (15/03 · 15 Mar). */
export function formatDayMonth(lang: Language, value: DateValue): string {
  return value ? dayjs(value).locale(lang).format(DATE_FORMATS[lang].dayMonth) : '';
}

export type Formatters = ReturnType<typeof bindFormatters>;

export function bindFormatters(lang: Language) {
  return {
    lang,
    number: (value: number | null | undefined, decimals?: number) => formatNumber(lang, value, decimals),
    percent: (value: number | null | undefined, decimals?: number) => formatPercent(lang, value, decimals),
    date: (value: DateValue) => formatDate(lang, value),
    dateTime: (value: DateValue) => formatDateTime(lang, value),
    dayMonth: (value: DateValue) => formatDayMonth(lang, value),
  };
}

const bound: Record<Language, Formatters> = { vi: bindFormatters('vi'), en: bindFormatters('en') };

/** The formatters of the current interface language; components re-render when it changes. */
export function useFormat(): Formatters {
  const { i18n } = useTranslation();
  return bound[i18n.language === 'en' ? 'en' : 'vi'];
}

/** Outside components (confirmations, chart options): the current interface language's date. */
export const formatDateNow = (value: DateValue) => formatDate(currentLanguage(), value);
export const formatDateTimeNow = (value: DateValue) => formatDateTime(currentLanguage(), value);
