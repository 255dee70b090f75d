import type { LopPhanCong, TaiGiaoVien } from '@hpl/shared/phan-cong-giang-day/contract';
import { describe, expect, it } from 'vitest';
import { filterClasses, filterTeachers, loadStatusOf } from './load-status';

describe('loadStatusOf', () => {
  it.each([
    [{ soLop: 0, chenhLech: -19, vuotTran: false }, 'idle'],
    [{ soLop: 3, chenhLech: 12, vuotTran: true }, 'over-cap'],
    [{ soLop: 3, chenhLech: 2, vuotTran: false }, 'over'],
    [{ soLop: 3, chenhLech: -2.5, vuotTran: false }, 'under'],
    [{ soLop: 3, chenhLech: 0, vuotTran: false }, 'ok'],
  ] as const)('%o → %s', (t, expected) => {
    expect(loadStatusOf(t)).toBe(expected);
  });
});

const cls = (id: number, tenLop: string, maHeHoc: string, teachers: string[]) =>
  ({
    id,
    tenLop,
    tenMonHoc: tenLop.split(' - ')[0],
    maMonHoc: 'X',
    maHeHoc,
    tenLopQuanLy: tenLop.split(' - ')[1],
    giaoVien: teachers.map((hoTen, i) => ({ id: i, hoTen })),
  }) as LopPhanCong;

describe('filterClasses', () => {
  const rows = [cls(1, 'Toán - 10A1', 'VN', ['Nguyễn Văn An']), cls(2, 'English - 10C1', 'CAM', [])];
  it.each([
    [{ search: '' }, [1, 2]],
    [{ search: 'toan' }, [1]],
    [{ search: 'AN' }, [1]],
    [{ search: '', heHoc: 'CAM' }, [2]],
    [{ search: '', unassigned: true }, [2]],
  ])('%o', (filter, ids) => {
    expect(filterClasses(rows, filter).map((c) => c.id)).toEqual(ids);
  });
});

describe('filterTeachers', () => {
  const t = (id: number, hoTen: string, chenhLech: number) =>
    ({
      nhanVienId: id,
      hoTen,
      maNhanVien: `NV${id}`,
      tenPhongBan: 'Tổ Toán',
      soLop: 2,
      chenhLech,
      vuotTran: false,
    }) as TaiGiaoVien;
  const rows = [t(1, 'Lê Thị Hồng Nhung', -3), t(2, 'Phạm Minh Tuấn', 4)];
  it('searches name, code and department without accents', () => {
    expect(filterTeachers(rows, 'nhung').map((r) => r.nhanVienId)).toEqual([1]);
    expect(filterTeachers(rows, 'to toan').map((r) => r.nhanVienId)).toEqual([1, 2]);
  });
  it('keeps only a load status', () => {
    expect(filterTeachers(rows, '', 'over').map((r) => r.nhanVienId)).toEqual([2]);
  });
});
