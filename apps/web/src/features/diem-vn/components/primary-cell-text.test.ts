import { describe, expect, it } from 'vitest';
import {
  formatPrimaryValue,
  formatQuality,
  formatRating,
  parseQuality,
  parseRating,
  parseTestMark,
} from './primary-cell-text';

describe('primary cell text', () => {
  it('reads ratings from one key or the abbreviations, and writes them back as abbreviations', () => {
    expect(parseRating('t')).toEqual({ ok: true, value: 'HoanThanhTot' });
    expect(parseRating(' H ')).toEqual({ ok: true, value: 'HoanThanh' });
    expect(parseRating('CHT')).toEqual({ ok: true, value: 'ChuaHoanThanh' });
    expect(parseRating('Hoàn thành tốt')).toEqual({ ok: true, value: 'HoanThanhTot' });
    expect(parseRating('')).toEqual({ ok: true, value: null });
    expect(parseRating('x')).toEqual({ ok: false });
    for (const value of ['HoanThanhTot', 'HoanThanh', 'ChuaHoanThanh'] as const)
      expect(parseRating(formatRating(value))).toEqual({ ok: true, value });
  });

  it('takes whole test marks from 1 to 10 only', () => {
    expect(parseTestMark('10')).toEqual({ ok: true, value: 10 });
    expect(parseTestMark('1')).toEqual({ ok: true, value: 1 });
    expect(parseTestMark('')).toEqual({ ok: true, value: null });
    for (const text of ['0', '11', '7,5', '7.5', 'a']) expect(parseTestMark(text)).toEqual({ ok: false });
  });

  it('reads qualities as T / Đ (or D) / C', () => {
    expect(parseQuality('T')).toEqual({ ok: true, value: 'Tot' });
    expect(parseQuality('đ')).toEqual({ ok: true, value: 'Dat' });
    expect(parseQuality('d')).toEqual({ ok: true, value: 'Dat' });
    expect(parseQuality('c')).toEqual({ ok: true, value: 'CanCoGang' });
    expect(parseQuality('h')).toEqual({ ok: false });
    expect(formatQuality('Dat')).toBe('Đ');
  });

  it('writes the primary value of a change request as words, skipping what is empty', () => {
    const t = (key: string) =>
      ({ 'diem-vn:tieuHoc.result.HoanThanhTot': 'Completed well', 'diem-vn:tieuHoc.field.kt': 'Test' })[key] ?? key;
    expect(formatPrimaryValue({ mucDat: 'HoanThanhTot', diemKiemTra: 9, nhanXet: 'Good work.' }, t)).toBe(
      'Completed well · Test 9 · “Good work.”',
    );
    expect(formatPrimaryValue({ mucDat: null, diemKiemTra: null, nhanXet: 'Only a comment' }, t)).toBe(
      '“Only a comment”',
    );
    expect(formatPrimaryValue(null, t)).toBe('');
  });
});
