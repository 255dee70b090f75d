import { describe, expect, it } from 'vitest';
import { formatAverage, formatCellText, parseCellText, splitPastedBlock } from './cell-text';

describe('gradebook cell text', () => {
  it('reads marks with a comma or a point, and refuses what is not a mark', () => {
    expect(parseCellText('6,8', 'diem')).toEqual({ ok: true, value: { trangThai: 'diem', giaTri: 6.8 } });
    expect(parseCellText(' 10 ', 'diem')).toEqual({ ok: true, value: { trangThai: 'diem', giaTri: 10 } });
    expect(parseCellText('0', 'diem')).toEqual({ ok: true, value: { trangThai: 'diem', giaTri: 0 } });
    for (const bad of ['11', '7,25', '-1', 'abc', '7.', '10,5', 'Đ']) expect(parseCellText(bad, 'diem').ok).toBe(false);
  });

  it('reads exempt, absent, empty and the comment results', () => {
    expect(parseCellText('m', 'diem')).toEqual({ ok: true, value: { trangThai: 'mien' } });
    expect(parseCellText('Vắng', 'diem')).toEqual({ ok: true, value: { trangThai: 'vang' } });
    expect(parseCellText('', 'diem')).toEqual({ ok: true, value: null });
    expect(parseCellText('đ', 'nhan_xet')).toEqual({ ok: true, value: { trangThai: 'diem', ketQua: 'Đạt' } });
    expect(parseCellText('CĐ', 'nhan_xet')).toEqual({ ok: true, value: { trangThai: 'diem', ketQua: 'Chưa đạt' } });
    expect(parseCellText('7', 'nhan_xet').ok).toBe(false);
  });

  it('writes cells back the way they are typed, in the language’s decimal style', () => {
    expect(formatCellText({ trangThai: 'diem', giaTri: 6.8 }, 'vi')).toBe('6,8');
    expect(formatCellText({ trangThai: 'diem', giaTri: 6.8 }, 'en')).toBe('6.8');
    expect(formatCellText({ trangThai: 'diem', giaTri: 7 }, 'vi')).toBe('7');
    expect(formatCellText({ trangThai: 'mien' }, 'vi')).toBe('M');
    expect(formatCellText({ trangThai: 'diem', ketQua: 'Chưa đạt' }, 'vi')).toBe('CĐ');
    expect(formatAverage(7, 'vi')).toBe('7,0');
    expect(formatAverage(null, 'vi')).toBe('');
  });

  it('splits a column or a block pasted from a spreadsheet', () => {
    expect(splitPastedBlock('7\r\n8,5\r\n9\r\n')).toEqual([['7'], ['8,5'], ['9']]);
    expect(splitPastedBlock('7\t8\n9\t10')).toEqual([
      ['7', '8'],
      ['9', '10'],
    ]);
  });
});
