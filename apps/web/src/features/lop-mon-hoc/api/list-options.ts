import type { Page } from '@hpl/shared/api';
import type { DanhBaHocSinh } from '@hpl/shared/danh-ba/contract';
import type { HeHoc, MonHoc } from '@hpl/shared/danh-muc/contract';
import type { LopQuanLy } from '@hpl/shared/lop-quan-ly/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { lopMonHocKeys } from './keys';

/**
 * The subjects of one programme, for the class form: `GET /api/HeHoc/danhSachHeHoc` names the programme's id, then
 * `GET /api/MonHoc/danhSachMonHoc?pageSize=-1` lists its subjects.
 */
export function useSubjectOptions(maHeHoc: string) {
  return useQuery({
    queryKey: lopMonHocKeys.subjects(maHeHoc),
    queryFn: async ({ signal }) => {
      const [systems, subjects] = await Promise.all([
        api.get<Page<HeHoc>>('/HeHoc/danhSachHeHoc', { query: { pageSize: -1 }, signal }),
        api.get<Page<MonHoc>>('/MonHoc/danhSachMonHoc', { query: { pageSize: -1 }, signal }),
      ]);
      const heHocId = systems.items.find((s) => s.ma === maHeHoc)?.id;
      return subjects.items.filter((s) => s.heHocId === heHocId);
    },
    staleTime: 5 * 60_000,
  });
}

/** `GET /api/LopQuanLy/danhSachLopQuanLy?pageSize=-1&namHocId=`: the year's homeroom classes, for the class form. */
export function useHomeroomOptions(namHocId: number | null) {
  return useQuery({
    queryKey: lopMonHocKeys.homerooms(namHocId),
    queryFn: ({ signal }) =>
      api.get<Page<LopQuanLy>>('/LopQuanLy/danhSachLopQuanLy', {
        query: { pageSize: -1, namHocId: namHocId! },
        signal,
      }),
    enabled: namHocId !== null,
    staleTime: 60_000,
  });
}

/** `GET /api/DanhBa/danhSachHocSinh`: students found by name or code (the directory's list, open to the office). */
export function useStudentSearch(search: string) {
  const query = { search: search || undefined, pageSize: 20, sort: 'hoTen' };
  return useQuery({
    queryKey: lopMonHocKeys.students(query),
    queryFn: ({ signal }) => api.get<Page<DanhBaHocSinh>>('/DanhBa/danhSachHocSinh', { query, signal }),
    enabled: search.length >= 2,
  });
}
