import type { GiaoVienDeXuat } from '@hpl/shared/thoi-khoa-bieu/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { thoiKhoaBieuKeys } from './keys';

/** `GET /api/ThoiKhoaBieu/dayThay/deXuat`: substitutes for one lesson of a date, best first. */
export function useProposedSubstitutes(lesson: { tietHocId: number; ngay: string } | null) {
  return useQuery({
    queryKey: thoiKhoaBieuKeys.substitutes(lesson?.tietHocId ?? 0, lesson?.ngay ?? ''),
    queryFn: ({ signal }) =>
      api.get<GiaoVienDeXuat[]>('/ThoiKhoaBieu/dayThay/deXuat', {
        query: { tietHocId: lesson!.tietHocId, ngay: lesson!.ngay },
        signal,
      }),
    enabled: lesson !== null,
  });
}
