import type { Page } from '@hpl/shared/api';
import type { LoaiPhong, MonHoc } from '@hpl/shared/danh-muc/contract';
import type { MonHocThoiKhoaBieuInput } from '@hpl/shared/thoi-khoa-bieu/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { thoiKhoaBieuKeys } from './keys';

/** Every subject and room type (`GET /api/MonHoc/danhSachMonHoc`, `GET /api/LoaiPhong/danhSachLoaiPhong`), for the rules. */
export function useSubjectsAndRoomTypes(enabled: boolean) {
  return useQuery({
    queryKey: thoiKhoaBieuKeys.subjectsAndRoomTypes(),
    queryFn: async ({ signal }) => {
      const [subjects, roomTypes] = await Promise.all([
        api.get<Page<MonHoc>>('/MonHoc/danhSachMonHoc', { query: { pageSize: -1 }, signal }),
        api.get<Page<LoaiPhong>>('/LoaiPhong/danhSachLoaiPhong', { query: { pageSize: -1 }, signal }),
      ]);
      return { subjects: subjects.items, roomTypes: roomTypes.items };
    },
    enabled,
    staleTime: 60_000,
  });
}

/** `PUT /api/ThoiKhoaBieu/monHoc/{id}`: a subject's required room type, double periods and morning preference. */
export function useSaveSubjectRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ monHocId, ...input }: MonHocThoiKhoaBieuInput & { monHocId: number }) =>
      api.put(`/ThoiKhoaBieu/monHoc/${monHocId}`, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: thoiKhoaBieuKeys.constraints() }),
  });
}
