import { describe, expect, it } from 'vitest';
import { formatRawMark, parseAbsent, parseRawMark } from './mark-text';

describe('Cambridge mark text', () => {
  it('reads raw marks up to the maximum with a comma or a point', () => {
    expect(parseRawMark('62', 75)).toEqual({ ok: true, value: 62 });
    expect(parseRawMark(' 62,5 ', 75)).toEqual({ ok: true, value: 62.5 });
    expect(parseRawMark('75', 75)).toEqual({ ok: true, value: 75 });
    expect(parseRawMark('', 75)).toEqual({ ok: true, value: null });
    expect(parseRawMark('76', 75)).toEqual({ ok: false });
    expect(parseRawMark('-1', 75)).toEqual({ ok: false });
    expect(parseRawMark('1.234', 75)).toEqual({ ok: false });
    expect(parseRawMark('abc', 75)).toEqual({ ok: false });
  });

  it('reads the absent column', () => {
    expect(parseAbsent('x')).toEqual({ ok: true, value: true });
    expect(parseAbsent('V')).toEqual({ ok: true, value: true });
    expect(parseAbsent('')).toEqual({ ok: true, value: false });
    expect(parseAbsent('maybe')).toEqual({ ok: false });
  });

  it('writes marks with the language’s separator', () => {
    expect(formatRawMark(62.5, 'vi')).toBe('62,5');
    expect(formatRawMark(62.5, 'en')).toBe('62.5');
    expect(formatRawMark(null, 'en')).toBe('');
  });
});
