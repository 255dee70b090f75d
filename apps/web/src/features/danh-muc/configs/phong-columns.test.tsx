import { describe, expect, it, vi } from 'vitest';
import { buildColumns } from '../../../components/crud/build-columns';
import { phongConfig } from './phong.config';

const t = (key: string) => `T(${key})`;
const labels = { actions: 'Actions', edit: 'Edit', delete: 'Delete' };

describe('buildColumns', () => {
  it('translates titles, keys sortable columns by the API sort field and hides secondary ones on phones', () => {
    const columns = buildColumns(phongConfig, t, { labels });
    expect(columns.map((c) => c.key)).toEqual(['tenPhong', 'tenToaNha', 'tenTang', 'tenLoaiPhong', 'sucChua']);
    expect(columns.map((c) => c.title)).toEqual([
      'T(phong.tenPhong)',
      'T(phong.toaNhaId)',
      'T(phong.tangId)',
      'T(phong.loaiPhongId)',
      'T(phong.sucChua)',
    ]);
    expect(columns.filter((c) => c.sorter).map((c) => c.key)).toEqual([
      'tenPhong',
      'tenToaNha',
      'tenLoaiPhong',
      'sucChua',
    ]);
    expect(columns.find((c) => c.key === 'tenTang')?.responsive).toEqual(['sm']);
    expect(columns.find((c) => c.key === 'tenPhong')?.responsive).toBeUndefined();
  });

  it('adds an actions column only when the screen has actions', () => {
    const onEdit = vi.fn();
    const withActions = buildColumns(phongConfig, t, { labels, onEdit, onDelete: vi.fn() });
    expect(withActions.at(-1)).toMatchObject({ key: 'actions', title: 'Actions' });
    expect(buildColumns(phongConfig, t, { labels }).some((c) => c.key === 'actions')).toBe(false);
  });
});
