import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareNames, nameSortKey } from './name-order';

const sorted = (names: string[]) => [...names].sort(compareNames);

describe('Vietnamese name order', () => {
  it('sorts by given name first, so Đỗ and Đặng are not pushed to the end', () => {
    expect(sorted(['Nguyễn Văn Vinh', 'Đỗ Đức Cường', 'Trần Thị Yến', 'Đặng Minh An'])).toEqual([
      'Đặng Minh An',
      'Đỗ Đức Cường',
      'Nguyễn Văn Vinh',
      'Trần Thị Yến',
    ]);
  });

  it('puts đ after d and before e: Bùi Bảo Đạt before Bùi Bảo Yến', () => {
    expect(sorted(['Bùi Bảo Yến', 'Bùi Bảo Đạt', 'Lê Văn Dũng', 'Phạm Thị Em'])).toEqual([
      'Lê Văn Dũng',
      'Bùi Bảo Đạt',
      'Phạm Thị Em',
      'Bùi Bảo Yến',
    ]);
  });

  it('orders the same given name by the rest of the name: Hồ before Huỳnh', () => {
    expect(sorted(['Huỳnh Văn Nam', 'Hồ Văn Nam', 'Hoàng Văn Nam'])).toEqual([
      'Hoàng Văn Nam',
      'Hồ Văn Nam',
      'Huỳnh Văn Nam',
    ]);
  });

  it('orders given names by their letters before their tones: Hải before Hùng', () => {
    expect(sorted(['Lê Văn Hùng', 'Lê Minh Hải', 'Lê Văn Huy', 'Lê Văn Hà'])).toEqual([
      'Lê Văn Hà',
      'Lê Minh Hải',
      'Lê Văn Hùng',
      'Lê Văn Huy',
    ]);
  });

  it('orders the letters of the Vietnamese alphabet', () => {
    const alphabet = 'a ă â b c d đ e ê g h i k l m n o ô ơ p q r s t u ư v x y'.split(' ');
    expect(sorted([...alphabet].reverse())).toEqual(alphabet);
  });

  it('orders tones ngang, huyền, hỏi, ngã, sắc, nặng within a syllable, and a syllable before longer ones', () => {
    expect(sorted(['mạ', 'mac', 'má', 'mã', 'mả', 'mà', 'ma', 'mă'])).toEqual([
      'ma',
      'mà',
      'mả',
      'mã',
      'má',
      'mạ',
      'mac',
      'mă',
    ]);
    expect(compareNames('Lê Thị Ác', 'Lê Thị Ách')).toBeLessThan(0);
  });

  it('compares the rest of the name syllable by syllable', () => {
    expect(sorted(['Lệ Anh Thu', 'Lê Văn Thu'])).toEqual(['Lê Văn Thu', 'Lệ Anh Thu']);
    expect(sorted(['Nguyễn Văn An', 'Nguyễn An'])).toEqual(['Nguyễn An', 'Nguyễn Văn An']);
  });

  it('ignores case, spacing, composed or decomposed input and where the tone mark sits', () => {
    expect(nameSortKey('  nguyễn   văn  AN ')).toBe(nameSortKey('Nguyễn Văn An'));
    expect(nameSortKey('Nguyễn Văn An'.normalize('NFD'))).toBe(nameSortKey('Nguyễn Văn An'));
    expect(nameSortKey('Trần Thị Hoà')).toBe(nameSortKey('Trần Thị Hòa'));
  });

  it('gives plain ASCII keys, so byte order in the database equals the order here', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 30 }), (name) => {
        expect(nameSortKey(name)).toMatch(/^[\x20-\x7e]*$/);
      }),
    );
  });

  it('agrees with ICU Vietnamese collation on single syllables', () => {
    const icu = new Intl.Collator('vi');
    const letters = 'a ă â b c d đ e ê g h i k l m n o ô ơ p q r s t u ư v x y'.split(' ');
    const tones = ['', '\u0300', '\u0309', '\u0303', '\u0301', '\u0323'];
    const syllable = fc
      .tuple(fc.array(fc.constantFrom(...letters), { minLength: 1, maxLength: 5 }), fc.constantFrom(...tones))
      .map(([chars, tone]) => {
        const vowel = chars.findIndex((c) => 'aăâeêioôơuưy'.includes(c));
        if (vowel >= 0) chars[vowel] += tone;
        return chars.join('').normalize('NFC');
      });
    fc.assert(
      fc.property(syllable, syllable, (a, b) => {
        expect(Math.sign(compareNames(a, b))).toBe(Math.sign(icu.compare(a, b)));
      }),
      { numRuns: 2000 },
    );
  });
});
