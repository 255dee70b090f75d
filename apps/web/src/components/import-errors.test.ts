import type { HocSinhImportRow, ImportRowError } from '@hpl/shared/hoc-sinh/contract';
import { describe, expect, it } from 'vitest';
import { computeProgress, countErrorsByColumn, groupImportErrors } from './import-errors';

const error = (dong: number, cot: string | null, thongBao: string): ImportRowError => ({
  dong,
  cot,
  tenCot: cot ? `Tên ${cot}` : null,
  thongBao,
});

const row = (dong: number): HocSinhImportRow => ({
  dong,
  maHocSinh: `HS${dong}`,
  hoTen: `Học sinh ${dong}`,
  gioiTinh: null,
  ngaySinh: null,
  email: null,
  dienThoai: null,
  diaChi: null,
  tenLop: null,
  phuHuynhHoTen: null,
  phuHuynhQuanHe: null,
  phuHuynhDienThoai: null,
});

describe('groupImportErrors', () => {
  it('groups by row in ascending order, then by column, keeping whole-row messages apart', () => {
    const groups = groupImportErrors(
      [
        error(9, 'email', 'Email sai'),
        error(3, 'hoTen', 'Thiếu họ tên'),
        error(3, 'ngaySinh', 'Ngày sai'),
        error(9, null, 'Trùng dòng 4'),
        error(3, 'hoTen', 'Quá dài'),
      ],
      [row(3), row(4)],
    );
    expect(groups.map((g) => g.dong)).toEqual([3, 9]);
    expect(groups[0]?.byColumn).toEqual({ hoTen: ['Thiếu họ tên', 'Quá dài'], ngaySinh: ['Ngày sai'] });
    expect(groups[0]?.row?.maHocSinh).toBe('HS3');
    expect(groups[1]?.general).toEqual(['Trùng dòng 4']);
    expect(groups[1]?.row).toBeUndefined();
  });

  it('reports the same message once per cell', () => {
    const groups = groupImportErrors([
      error(2, 'email', 'x'),
      error(2, 'email', 'x'),
      error(2, null, 'y'),
      error(2, null, 'y'),
    ]);
    expect(groups).toHaveLength(1);
    expect(groups[0]?.byColumn.email).toEqual(['x']);
    expect(groups[0]?.general).toEqual(['y']);
  });

  it('gives an empty list for a valid file', () => {
    expect(groupImportErrors([], [row(2)])).toEqual([]);
  });
});

describe('countErrorsByColumn', () => {
  it('counts per column, most errors first, ignoring whole-row errors', () => {
    expect(
      countErrorsByColumn([
        error(2, 'email', 'a'),
        error(3, 'email', 'b'),
        error(3, 'hoTen', 'c'),
        error(4, null, 'd'),
      ]),
    ).toEqual([
      { cot: 'email', tenCot: 'Tên email', count: 2 },
      { cot: 'hoTen', tenCot: 'Tên hoTen', count: 1 },
    ]);
  });
});

describe('computeProgress', () => {
  it('is a bounded whole percentage', () => {
    expect(computeProgress(0, 0)).toBe(0);
    expect(computeProgress(750, 1500)).toBe(50);
    expect(computeProgress(1, 3)).toBe(33);
    expect(computeProgress(10, 5)).toBe(100);
  });
});
