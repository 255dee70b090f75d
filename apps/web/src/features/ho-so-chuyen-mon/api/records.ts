import type {
  GhiChuThanhTraInput,
  GiaoVienHoSo,
  HoSo,
  HoSoGiaoVien,
  HoSoTo,
  KiemTraInput,
} from '@hpl/shared/ho-so-chuyen-mon/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { hoSoKeys } from './keys';

/** `GET /api/HoSoChuyenMon/cuaToi`: my records of this year. */
export function useMyRecords() {
  return useQuery({
    queryKey: hoSoKeys.mine(),
    queryFn: ({ signal }) => api.get<HoSo[]>('/HoSoChuyenMon/cuaToi', { signal }),
  });
}

/** `GET /api/HoSoChuyenMon/toCuaToi`: the records of the department I head (empty: I head none). */
export function useDepartmentRecords() {
  return useQuery({
    queryKey: hoSoKeys.department(),
    queryFn: ({ signal }) => api.get<HoSoTo[]>('/HoSoChuyenMon/toCuaToi', { signal }),
  });
}

function useInvalidating<A, R>(run: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: run, onSettled: () => queryClient.invalidateQueries({ queryKey: hoSoKeys.all }) });
}

/** `POST /api/HoSoChuyenMon/loai/{loaiId}/nop` (multipart `file`). */
export function useHandIn() {
  return useInvalidating(({ loaiId, file }: { loaiId: number; file: File }) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return api.post<HoSo[]>(`/HoSoChuyenMon/loai/${loaiId}/nop`, form, { timeoutMs: 120_000 });
  });
}

/** `POST /api/HoSoChuyenMon/{id}/kiemTra`: the head's check. */
export function useCheckRecord() {
  return useInvalidating(({ id, input }: { id: number; input: KiemTraInput }) =>
    api.post<HoSoTo[]>(`/HoSoChuyenMon/${id}/kiemTra`, input),
  );
}

/** `GET /api/HoSoChuyenMon/thanhTra`: every teacher, for inspectors. */
export function useTeachersForInspection() {
  return useQuery({
    queryKey: hoSoKeys.teachers(),
    queryFn: ({ signal }) => api.get<GiaoVienHoSo[]>('/HoSoChuyenMon/thanhTra', { signal }),
  });
}

/** `GET /api/HoSoChuyenMon/thanhTra/{id}`: one teacher's records and notes (the read is audit-logged). */
export function useTeacherRecords(id: number | null) {
  return useQuery({
    queryKey: hoSoKeys.teacher(id ?? 0),
    queryFn: ({ signal }) => api.get<HoSoGiaoVien>(`/HoSoChuyenMon/thanhTra/${id}`, { signal }),
    enabled: id !== null,
  });
}

/** `POST /api/HoSoChuyenMon/thanhTra/{id}/ghiChu`: an inspection note with its checklist. */
export function useAddInspectionNote() {
  return useInvalidating(({ id, input }: { id: number; input: GhiChuThanhTraInput }) =>
    api.post<HoSoGiaoVien>(`/HoSoChuyenMon/thanhTra/${id}/ghiChu`, input),
  );
}

export const fileUrl = (fileId: number) => `/api/medias/files/${fileId}/download`;
