import type { CaiDatNhapCam, CaiDatNhapCamInput } from '@hpl/shared/diem-cam/ket-qua';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { diemCamKetQuaKeys } from './ket-qua-keys';

/** `GET /api/DiemCam/caiDatNhap/{id}`: an exam's entry window and who enters / checks its marks. */
export function useEntrySettings(id: number | null) {
  return useQuery({
    queryKey: diemCamKetQuaKeys.settings(id ?? 0),
    queryFn: ({ signal }) => api.get<CaiDatNhapCam>(`/DiemCam/caiDatNhap/${id}`, { signal }),
    enabled: id !== null,
  });
}

/** `PUT /api/DiemCam/caiDatNhap/{id}` (the Cambridge office). */
export function useSaveEntrySettings(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CaiDatNhapCamInput) => api.put<CaiDatNhapCam>(`/DiemCam/caiDatNhap/${id}`, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: diemCamKetQuaKeys.all }),
  });
}
