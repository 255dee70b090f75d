import { isRawMark } from '@hpl/shared/diem-cam/ket-qua';
import { foldVietnamese } from '@hpl/shared/text-fold';

/**
 * What a teacher types in a Cambridge results cell: a raw mark (comma or point, up to two decimals, 0 to the
 * component's maximum) or nothing; in the absent column x (or V / A) = absent, nothing = present.
 */
const fold = (text: string) => foldVietnamese(text.trim());

export function parseRawMark(text: string, max: number): { ok: true; value: number | null } | { ok: false } {
  const folded = fold(text);
  if (folded === '') return { ok: true, value: null };
  if (!/^\d+([.,]\d{1,2})?$/.test(folded)) return { ok: false };
  const mark = Number(folded.replace(',', '.'));
  return isRawMark(mark, max) ? { ok: true, value: mark } : { ok: false };
}

export function parseAbsent(text: string): { ok: true; value: boolean } | { ok: false } {
  const folded = fold(text);
  if (folded === '') return { ok: true, value: false };
  return ['x', 'v', 'a', 'vang', 'absent'].includes(folded) ? { ok: true, value: true } : { ok: false };
}

/** A mark as people write it: the language's decimal separator. */
export function formatRawMark(mark: number | null, lang: string): string {
  if (mark == null) return '';
  const text = String(mark);
  return lang === 'vi' ? text.replace('.', ',') : text;
}
