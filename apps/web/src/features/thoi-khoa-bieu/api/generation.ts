import type { LanTao } from '@hpl/shared/thoi-khoa-bieu/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { thoiKhoaBieuKeys } from './keys';

/** `POST /api/ThoiKhoaBieu/phienBan/{id}/taoTuDong`: queues the draft's generation (one runs per server at a time). */
export function startGeneration(phienBanId: number): Promise<LanTao> {
  return api.post<LanTao>(`/ThoiKhoaBieu/phienBan/${phienBanId}/taoTuDong`, {});
}

/** `GET /api/ThoiKhoaBieu/lanTao/{id}`: progress, score and outcome of a generation. */
export function fetchRun(id: number, signal?: AbortSignal): Promise<LanTao> {
  return api.get<LanTao>(`/ThoiKhoaBieu/lanTao/${id}`, { signal });
}

/** `POST /api/ThoiKhoaBieu/lanTao/{id}/dung`: stop; the best timetable found so far is kept. */
export function stopRun(id: number): Promise<LanTao> {
  return api.post<LanTao>(`/ThoiKhoaBieu/lanTao/${id}/dung`, {});
}

export function useStartGeneration() {
  return useMutation({ mutationFn: startGeneration });
}

const isActive = (run: LanTao | undefined) => run?.trangThai === 'cho' || run?.trangThai === 'dang_chay';

/** Polls a run every second while it waits or runs; when it ends, the version and the list are read again. */
export function useRun(id: number | null, phienBanId: number | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: thoiKhoaBieuKeys.run(id ?? 0),
    enabled: id !== null,
    queryFn: async ({ signal }) => {
      const run = await fetchRun(id!, signal);
      if (!isActive(run)) {
        await queryClient.invalidateQueries({ queryKey: thoiKhoaBieuKeys.versions() });
        if (phienBanId) await queryClient.invalidateQueries({ queryKey: thoiKhoaBieuKeys.version(phienBanId) });
      }
      return run;
    },
    refetchInterval: (query) => (isActive(query.state.data) || !query.state.data ? 1000 : false),
  });
}

export function useStopRun() {
  return useMutation({ mutationFn: stopRun });
}
