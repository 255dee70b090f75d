import type { PrimaryQualityRating, PrimaryRating } from '@hpl/shared/grades-vn/rules';
import { fold } from './cell-text';

/**
 * What a teacher types in a primary grid cell and how it reads back. Ratings: T = Hoàn thành tốt, H = Hoàn thành,
 * C = Chưa hoàn thành (also HTT / HT / CHT); periodic tests: a whole mark 1..10; qualities and competences:
 * T = Tốt, Đ (or D) = Đạt, C = Cần cố gắng. Nothing = empty.
 */
export type Parsed<V> = { ok: true; value: V | null } | { ok: false };

const RATINGS: Record<string, PrimaryRating> = {
  t: 'HoanThanhTot',
  htt: 'HoanThanhTot',
  'hoan thanh tot': 'HoanThanhTot',
  h: 'HoanThanh',
  ht: 'HoanThanh',
  'hoan thanh': 'HoanThanh',
  c: 'ChuaHoanThanh',
  cht: 'ChuaHoanThanh',
  'chua hoan thanh': 'ChuaHoanThanh',
};
const QUALITIES: Record<string, PrimaryQualityRating> = {
  t: 'Tot',
  tot: 'Tot',
  d: 'Dat',
  dat: 'Dat',
  c: 'CanCoGang',
  ccg: 'CanCoGang',
  'can co gang': 'CanCoGang',
};

export function parseRating(text: string): Parsed<PrimaryRating> {
  const folded = fold(text);
  if (folded === '') return { ok: true, value: null };
  const value = RATINGS[folded];
  return value ? { ok: true, value } : { ok: false };
}

export function formatRating(value: PrimaryRating | null | undefined): string {
  if (!value) return '';
  return value === 'HoanThanhTot' ? 'HTT' : value === 'HoanThanh' ? 'HT' : 'CHT';
}

export function parseTestMark(text: string): Parsed<number> {
  const folded = fold(text);
  if (folded === '') return { ok: true, value: null };
  if (!/^\d{1,2}$/.test(folded)) return { ok: false };
  const mark = Number(folded);
  return mark >= 1 && mark <= 10 ? { ok: true, value: mark } : { ok: false };
}

export function parseQuality(text: string): Parsed<PrimaryQualityRating> {
  const folded = fold(text);
  if (folded === '') return { ok: true, value: null };
  const value = QUALITIES[folded];
  return value ? { ok: true, value } : { ok: false };
}

export function formatQuality(value: PrimaryQualityRating | null | undefined): string {
  if (!value) return '';
  return value === 'Tot' ? 'T' : value === 'Dat' ? 'Đ' : 'C';
}

/** A primary entry as words (a change request's old or new value): "Hoàn thành tốt · Điểm KTĐK 9 · “comment”". */
export function formatPrimaryValue(
  value: { mucDat: PrimaryRating | null; diemKiemTra: number | null; nhanXet: string | null } | null | undefined,
  t: (key: string) => string,
): string {
  if (!value) return '';
  return [
    value.mucDat ? t(`diem-vn:tieuHoc.result.${value.mucDat}`) : '',
    value.diemKiemTra == null ? '' : `${t('diem-vn:tieuHoc.field.kt')} ${value.diemKiemTra}`,
    value.nhanXet ? `“${value.nhanXet}”` : '',
  ]
    .filter(Boolean)
    .join(' · ');
}
