import type {
  KetThucHocSinhInput,
  TachNhomInput,
  ThanhVienLopMonHoc,
  ThemHocSinhInput,
} from '@hpl/shared/lop-mon-hoc/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { lopMonHocKeys } from './keys';

/** `GET /api/LopMonHoc/{id}/lichSuHocSinh`: every membership of the class, open ones first (history kept). */
export function useClassHistory(id: number | null) {
  return useQuery({
    queryKey: lopMonHocKeys.history(id ?? 0),
    queryFn: ({ signal }) => api.get<ThanhVienLopMonHoc[]>(`/LopMonHoc/${id}/lichSuHocSinh`, { signal }),
    enabled: id !== null,
  });
}

function useClassWrite<V>(run: (v: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: lopMonHocKeys.all }),
  });
}

/** `POST /api/LopMonHoc/{id}/hocSinh`: students join from a date. */
export const useAddStudents = () =>
  useClassWrite(({ id, input }: { id: number; input: ThemHocSinhInput }) =>
    api.post<{ soHocSinh: number }>(`/LopMonHoc/${id}/hocSinh`, input),
  );

/** `PUT /api/LopMonHoc/{id}/hocSinh/{membershipId}/ketThuc`: a student leaves on a date (the row stays). */
export const useEndMembership = () =>
  useClassWrite(({ id, membershipId, input }: { id: number; membershipId: number; input: KetThucHocSinhInput }) =>
    api.put<{ id: number }>(`/LopMonHoc/${id}/hocSinh/${membershipId}/ketThuc`, input),
  );

/** `POST /api/LopMonHoc/{id}/tachNhom`: split into groups, students divided. */
export const useSplitClass = () =>
  useClassWrite(({ id, input }: { id: number; input: TachNhomInput }) =>
    api.post<{ lopMonHocIds: number[] }>(`/LopMonHoc/${id}/tachNhom`, input),
  );
