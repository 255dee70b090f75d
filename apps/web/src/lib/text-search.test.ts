import { foldVietnamese } from '@hpl/shared/text-fold';
import { describe, expect, it } from 'vitest';
import { matchesSearch, optionFilter } from './text-search';

describe('text search', () => {
  it('folds accents, đ and case', () => {
    expect(foldVietnamese('Nguyễn Văn Đức')).toBe('nguyen van duc');
    expect(foldVietnamese('ĐẶNG Thị Ánh')).toBe('dang thi anh');
  });

  it('finds "Toán" from "toan" and "Tổ Toán" from " TO TOAN "', () => {
    expect(matchesSearch('Toán 10A1', 'toan')).toBe(true);
    expect(matchesSearch('Tổ Toán', ' TO TOAN ')).toBe(true);
    expect(matchesSearch('Tầng 2', 'tang 3')).toBe(false);
  });

  it('filters options by their label (or the named prop) accent-insensitively', () => {
    const filter = optionFilter();
    expect(filter('toan', { value: 1, label: 'Toán - 10A1' })).toBe(true);
    expect(filter('van', { value: 2, label: 'Toán - 10A1' })).toBe(false);
    expect(optionFilter(['label', 'code'])('gv01', { label: 'Nguyễn Văn An', code: 'GV01' })).toBe(true);
    expect(filter('x', undefined)).toBe(false);
  });
});
