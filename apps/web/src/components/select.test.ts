import { describe, expect, it } from 'vitest';
import { selectName, withFoldedSearch } from './select';

type Filter = (typed: string, option: object) => boolean;

function filterOf(showSearch: ReturnType<typeof withFoldedSearch>): Filter {
  if (!showSearch || showSearch === true) throw new Error('no search config');
  return showSearch.filterOption as Filter;
}

describe('Select search', () => {
  it('a plain searchable select finds "Toán" from "toan"', () => {
    expect(filterOf(withFoldedSearch(true))('toan', { label: 'Toán - 10A1' })).toBe(true);
  });

  it('keeps the caller’s option prop and a server-side search', () => {
    const byTitle = filterOf(withFoldedSearch({ optionFilterProp: 'title' }));
    expect(byTitle('to toan', { label: 'x', title: 'Tổ Toán' })).toBe(true);
    const onSearch = () => {};
    expect(withFoldedSearch({ filterOption: false, onSearch })).toEqual({ filterOption: false, onSearch });
    expect(withFoldedSearch(false)).toBe(false);
    expect(withFoldedSearch(undefined)).toBeUndefined();
  });
});

describe('selectName', () => {
  it('names a filter by its placeholder unless a label, an aria name or a form item names it', () => {
    expect(selectName({ placeholder: 'Khối' })).toBe('Khối');
    expect(selectName({ placeholder: 'Khối', 'aria-label': 'Khối học' })).toBe('Khối học');
    expect(selectName({ placeholder: 'Khối', 'aria-labelledby': 'x' })).toBeUndefined();
    expect(selectName({ placeholder: 'Khối', id: 'form_khoi' })).toBeUndefined();
    expect(selectName({})).toBeUndefined();
  });
});
