import { describe, expect, it } from 'vitest';
import { foldText, matchesOption } from './use-select-options';

describe('select search', () => {
  it('ignores Vietnamese diacritics and case', () => {
    expect(foldText('Nguyễn Văn Đức')).toBe('nguyen van duc');
    expect(matchesOption('nguyen van d', { label: 'Nguyễn Văn Đức (GV01)' })).toBe(true);
    expect(matchesOption('tang 2', { label: 'Tầng 2' })).toBe(true);
    expect(matchesOption('tang 3', { label: 'Tầng 2' })).toBe(false);
  });
});
