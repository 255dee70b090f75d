import type { PrimaryQualityRating, PrimaryRating } from '@hpl/shared/grades-vn/rules';
import { codeSet, fold, type Parsed } from './cell-text';

/**
 * What a teacher types in a primary grid cell and how it reads back. Ratings: T = Hoàn thành tốt, H = Hoàn thành,
 * C = Chưa hoàn thành (also HTT / HT / CHT); periodic tests: a whole mark 1..10; qualities and competences:
 * T = Tốt, Đ (or D) = Đạt, C = Cần cố gắng. Nothing = empty.
 */
const RATING = codeSet<PrimaryRating>({
  HoanThanhTot: { code: 'HTT', also: ['t', 'hoàn thành tốt'] },
  HoanThanh: { code: 'HT', also: ['h', 'hoàn thành'] },
  ChuaHoanThanh: { code: 'CHT', also: ['c', 'chưa hoàn thành'] },
});
const QUALITY = codeSet<PrimaryQualityRating>({
  Tot: { code: 'T', also: ['tốt'] },
  Dat: { code: 'Đ', also: ['đạt'] },
  CanCoGang: { code: 'C', also: ['ccg', 'cần cố gắng'] },
});
export const parseRating = RATING.parse;
export const formatRating = RATING.format;
export const parseQuality = QUALITY.parse;
export const formatQuality = QUALITY.format;

export function parseTestMark(text: string): Parsed<number> {
  const folded = fold(text);
  if (folded === '') return { ok: true, value: null };
  if (!/^\d{1,2}$/.test(folded)) return { ok: false };
  const mark = Number(folded);
  return mark >= 1 && mark <= 10 ? { ok: true, value: mark } : { ok: false };
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
