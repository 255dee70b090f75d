import { describe, expect, it } from 'vitest';
import { formatNumberColumns } from './number-columns';
import { decimalsOf } from './statistic';

type Row = { soNgay: number; ten: string; nam: number | null };
const rows: Row[] = [
  { soNgay: 1, ten: 'A', nam: 2026 },
  { soNgay: 0.5, ten: 'B', nam: null },
  { soNgay: 1488, ten: 'C', nam: 2027 },
];
const cellsOf = (column: object, values: readonly unknown[]) =>
  values.map((v) => (column as { render: (value: unknown) => string }).render(v));

describe('number columns', () => {
  it('take as many decimals as their most precise value, at most two', () => {
    expect(decimalsOf([1, 2, 3], 2)).toBe(0);
    expect(decimalsOf([1, 0.5, 2], 2)).toBe(1);
    expect(decimalsOf([1.1, 2], 2)).toBe(1);
    expect(decimalsOf([0.25, 1], 2)).toBe(2);
    expect(decimalsOf([1 / 3], 2)).toBe(2);
    expect(decimalsOf([], 2)).toBe(0);
  });

  it('format a right-aligned plain column by the language, with the same decimals down the column', () => {
    const [days] = formatNumberColumns(
      [{ title: 'Số ngày', dataIndex: 'soNgay', align: 'right' as const }],
      rows,
      'vi',
    );
    expect(
      cellsOf(
        days ?? {},
        rows.map((r) => r.soNgay),
      ),
    ).toEqual(['1,0', '0,5', '1.488,0']);
    const [en] = formatNumberColumns([{ title: 'Days', dataIndex: 'soNgay', align: 'right' as const }], rows, 'en');
    expect(
      cellsOf(
        en ?? {},
        rows.map((r) => r.soNgay),
      ),
    ).toEqual(['1.0', '0.5', '1,488.0']);
  });

  it('honour declared decimals and leave text, rendered and left-aligned columns alone', () => {
    const columns = [
      { title: 'Số ngày', dataIndex: 'soNgay', decimals: 2 },
      { title: 'Tên', dataIndex: 'ten', align: 'right' as const },
      { title: 'Năm', dataIndex: 'nam' },
      { title: 'X', dataIndex: 'soNgay', align: 'right' as const, render: () => 'x' },
    ];
    const [days, name, year, rendered] = formatNumberColumns(columns, rows, 'vi');
    expect(cellsOf(days ?? {}, [0.5])).toEqual(['0,50']);
    expect(days).toMatchObject({ align: 'right' });
    expect(days).not.toHaveProperty('decimals');
    expect(name).toEqual(columns[1]);
    expect(year).toBe(columns[2]);
    expect(rendered).toBe(columns[3]);
  });
});
