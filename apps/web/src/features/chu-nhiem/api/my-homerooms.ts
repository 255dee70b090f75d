import type { LopToiChuNhiem, ThongTinLopChuNhiem } from '@hpl/shared/chu-nhiem/contract';
import { useQuery } from '@tanstack/react-query';
import { api, saveBlob } from '../../../lib/api';
import { chuNhiemKeys } from './keys';

/** `GET /api/ChuNhiem/lopToiChuNhiem?namHocId=`: the classes I lead in the chosen year, with today's attendance. */
export function useMyHomerooms(namHocId: number | null) {
  return useQuery({
    queryKey: chuNhiemKeys.classes(namHocId),
    queryFn: ({ signal }) =>
      api.get<LopToiChuNhiem>('/ChuNhiem/lopToiChuNhiem', { query: { namHocId: namHocId ?? undefined }, signal }),
  });
}

/** `GET /api/ChuNhiem/lop/{id}`: one class I lead (404 for another teacher's class). */
export function useHomeroomClass(id: number | null) {
  return useQuery({
    queryKey: chuNhiemKeys.detail(id ?? 0),
    queryFn: ({ signal }) => api.get<ThongTinLopChuNhiem>(`/ChuNhiem/lop/${id}`, { signal, silent: true }),
    enabled: id !== null,
    retry: false,
  });
}

/** `GET /api/ChuNhiem/lop/{id}/xuatExcel`: the class list with guardians as .xlsx. */
export async function exportClassList(id: number, tenLop: string) {
  const fileName = `danh-sach-lop-${tenLop}.xlsx`;
  saveBlob(await api.download(`/ChuNhiem/lop/${id}/xuatExcel`, { fileName }), fileName);
}
