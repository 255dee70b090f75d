import { foldVietnamese } from '@hpl/shared/text-fold';

/**
 * Accent- and case-insensitive matching of Vietnamese text, the one rule every picker and client-side filter uses
 * (the server's `f_unaccent` search follows the same rule): "toan" finds "Toán", "dang" finds "Đặng". The fold itself
 * is the shared one (`@hpl/shared/text-fold`), which the server's imports and the chatbot use too.
 */

/** Whether `text` contains what was typed, ignoring accents, case and surrounding spaces. */
export function matchesSearch(text: string, typed: string): boolean {
  return foldVietnamese(text).includes(foldVietnamese(typed.trim()));
}

function textOf(value: unknown): string {
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map(textOf).join(' ');
  return '';
}

/**
 * An antd `filterOption` reading the option's `prop` (default `label`, antd's own default being `value`), so option
 * lists filter the way search boxes do.
 */
export function optionFilter(prop: string | string[] = 'label') {
  const props = Array.isArray(prop) ? prop : [prop];
  return (typed: string, option: object | undefined): boolean => {
    if (!option) return false;
    const record = option as Record<string, unknown>;
    return props.some((p) => matchesSearch(textOf(record[p]), typed));
  };
}
