import type { CellInput } from '@hpl/shared/diem-vn/contract';
import { isMark } from '@hpl/shared/grades-vn/decimal';
import { foldVietnamese } from '@hpl/shared/text-fold';

/**
 * What a teacher types in a gradebook cell and how a cell reads back: the folding and code sets both circulars read
 * with (the primary codes are in primary-cell-text), and the secondary cells (Circular 22). Marks take a comma or a
 * point ("6,8", "6.8"); M = exempt (miễn), V = absent (vắng); comment-only subjects take Đ / CĐ (Đạt / Chưa đạt).
 * Nothing = empty.
 */

/** A cell's text read: its value (`null` when empty), or not valid. */
export type Parsed<V> = { ok: true; value: V | null } | { ok: false };

/** Text as compared: trimmed, lower case, without accents (đ → d), single spaces. */
export const fold = (text: string) => foldVietnamese(text.trim()).replace(/\s+/g, ' ');

/**
 * The codes a teacher types for a set of values, as either circular has them (ratings, qualities, results, exempt /
 * absent): each value is written back as its `code` and read from it or any of `also`, compared folded (any case, with
 * or without accents). Nothing reads as empty (`null`).
 */
export function codeSet<V extends string>(codes: Record<V, { code: string; also?: readonly string[] }>) {
  const byText = new Map<string, V>();
  for (const [value, { code, also = [] }] of Object.entries(codes) as [V, { code: string; also?: string[] }][])
    for (const text of [code, ...also]) byText.set(fold(text), value);
  return {
    parse: (text: string): Parsed<V> => {
      const folded = fold(text);
      if (folded === '') return { ok: true, value: null };
      const value = byText.get(folded);
      return value ? { ok: true, value } : { ok: false };
    },
    format: (value: V | null | undefined): string => (value ? codes[value].code : ''),
  };
}

/** Circular 22: exempt (M, miễn) and absent (V, vắng); a comment-only subject's result Đ (Đạt) / CĐ (Chưa đạt). */
const STATUS = codeSet<'mien' | 'vang'>({ mien: { code: 'M', also: ['miễn'] }, vang: { code: 'V', also: ['vắng'] } });
const RESULT = codeSet<'Đạt' | 'Chưa đạt'>({
  Đạt: { code: 'Đ', also: ['đạt'] },
  'Chưa đạt': { code: 'CĐ', also: ['c', 'chưa đạt'] },
});

export function parseCellText(text: string, kind: 'diem' | 'nhan_xet'): Parsed<CellInput> {
  const folded = fold(text);
  if (folded === '') return { ok: true, value: null };
  const status = STATUS.parse(folded);
  if (status.ok && status.value) return { ok: true, value: { trangThai: status.value } };
  if (kind === 'nhan_xet') {
    const result = RESULT.parse(folded);
    return result.ok && result.value ? { ok: true, value: { trangThai: 'diem', ketQua: result.value } } : { ok: false };
  }
  if (!/^\d{1,2}([.,]\d)?$/.test(folded)) return { ok: false };
  const mark = Number(folded.replace(',', '.'));
  return isMark(mark) ? { ok: true, value: { trangThai: 'diem', giaTri: mark } } : { ok: false };
}

/** A mark as people write it: whole marks bare ("7"), others with one decimal and the language's separator. */
export function formatMarkText(mark: number, lang: string): string {
  const text = Number.isInteger(mark) ? String(mark) : mark.toFixed(1);
  return lang === 'vi' ? text.replace('.', ',') : text;
}

/** An average always with one decimal ("7,0"). */
export function formatAverage(value: number | null, lang: string): string {
  if (value == null) return '';
  const text = value.toFixed(1);
  return lang === 'vi' ? text.replace('.', ',') : text;
}

export function formatCellText(value: CellInput | null | undefined, lang: string): string {
  if (!value) return '';
  if (value.trangThai !== 'diem') return STATUS.format(value.trangThai);
  if (value.ketQua) return RESULT.format(value.ketQua);
  return value.giaTri == null ? '' : formatMarkText(value.giaTri, lang);
}

/** A pasted block from a spreadsheet (the grid's keyboard splits it). */
export { splitPastedBlock } from '../../../components/grid/use-grid-keyboard';
