import type { CellInput } from '@hpl/shared/diem-vn/contract';
import { isMark } from '@hpl/shared/grades-vn/decimal';

/**
 * What a teacher types in a gradebook cell and how a cell reads back. Marks take a comma or a point ("6,8", "6.8");
 * M = exempt (miễn), V = absent (vắng); comment-only subjects take Đ / CĐ (Đạt / Chưa đạt). Nothing = empty.
 */
export type ParsedCell = { ok: true; value: CellInput | null } | { ok: false };

/** Text as compared: trimmed, lower case, without accents (đ → d), single spaces. */
export const fold = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/\s+/g, ' ');

export function parseCellText(text: string, kind: 'diem' | 'nhan_xet'): ParsedCell {
  const folded = fold(text);
  if (folded === '') return { ok: true, value: null };
  if (folded === 'm' || folded === 'mien') return { ok: true, value: { trangThai: 'mien' } };
  if (folded === 'v' || folded === 'vang') return { ok: true, value: { trangThai: 'vang' } };
  if (kind === 'nhan_xet') {
    if (folded === 'd' || folded === 'dat') return { ok: true, value: { trangThai: 'diem', ketQua: 'Đạt' } };
    if (['cd', 'c', 'chua dat'].includes(folded)) return { ok: true, value: { trangThai: 'diem', ketQua: 'Chưa đạt' } };
    return { ok: false };
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
  if (value.trangThai === 'mien') return 'M';
  if (value.trangThai === 'vang') return 'V';
  if (value.ketQua) return value.ketQua === 'Đạt' ? 'Đ' : 'CĐ';
  return value.giaTri == null ? '' : formatMarkText(value.giaTri, lang);
}

/** A pasted block from a spreadsheet (the grid's keyboard splits it). */
export { splitPastedBlock } from '../../../components/grid/use-grid-keyboard';
