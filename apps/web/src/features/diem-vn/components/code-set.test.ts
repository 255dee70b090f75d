import { describe, expect, it } from 'vitest';
import { codeSet } from './cell-text';

describe('codeSet (the typed codes of either circular)', () => {
  const set = codeSet<'Tot' | 'Dat'>({ Tot: { code: 'T', also: ['tốt'] }, Dat: { code: 'Đ', also: ['đạt', 'dd'] } });

  it('reads a value from its code or any other spelling, in any case, with or without accents', () => {
    for (const text of ['T', 't', ' Tốt ', 'TOT']) expect(set.parse(text)).toEqual({ ok: true, value: 'Tot' });
    for (const text of ['Đ', 'd', 'Đạt', 'dat', 'DD']) expect(set.parse(text)).toEqual({ ok: true, value: 'Dat' });
  });

  it('reads nothing as empty and refuses what is not a code', () => {
    expect(set.parse('  ')).toEqual({ ok: true, value: null });
    for (const text of ['x', 'to', 'tot dat']) expect(set.parse(text)).toEqual({ ok: false });
  });

  it('writes a value back as its code, and nothing as empty', () => {
    expect(set.format('Dat')).toBe('Đ');
    expect(set.format(null)).toBe('');
    expect(set.format(undefined)).toBe('');
  });
});
