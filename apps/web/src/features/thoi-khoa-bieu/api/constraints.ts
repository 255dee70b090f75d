import type { GiaoVienThoiKhoaBieuInput, RangBuoc } from '@hpl/shared/thoi-khoa-bieu/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { thoiKhoaBieuKeys } from './keys';

/** `GET /api/ThoiKhoaBieu/rangBuoc`: subjects' attributes and teachers' unavailable slots of the active year. */
export function useConstraints(enabled: boolean) {
  return useQuery({
    queryKey: thoiKhoaBieuKeys.constraints(),
    queryFn: ({ signal }) => api.get<RangBuoc>('/ThoiKhoaBieu/rangBuoc', { signal }),
    enabled,
  });
}

/** `PUT /api/ThoiKhoaBieu/giaoVien/{id}`: replaces a teacher's unavailable slots and preferred days. */
export function useSaveTeacherConstraints() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ nhanVienId, ...input }: GiaoVienThoiKhoaBieuInput & { nhanVienId: number }) =>
      api.put(`/ThoiKhoaBieu/giaoVien/${nhanVienId}`, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: thoiKhoaBieuKeys.constraints() }),
  });
}
