import type { GiaoAnChiTiet, GiaoAnInput, PlanDecision } from '@hpl/shared/giao-an/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { giaoAnKeys } from './keys';

function useInvalidating<A, R>(run: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: giaoAnKeys.all }),
  });
}

/** `POST /api/GiaoAn` (new draft) or `PUT /api/GiaoAn/{id}` with the version read (409 if stale). */
export function useSavePlan() {
  return useInvalidating(({ id, input }: { id: number | null; input: GiaoAnInput }) =>
    id === null
      ? api.post<GiaoAnChiTiet>('/GiaoAn', input, { silent: true })
      : api.put<GiaoAnChiTiet>(`/GiaoAn/${id}`, input, { silent: true }),
  );
}

/** `DELETE /api/GiaoAn/{id}`: a draft never submitted. */
export function useDeletePlan() {
  return useInvalidating((id: number) => api.delete<null>(`/GiaoAn/${id}`));
}

/** `POST /api/GiaoAn/{id}/nop`: submit (or resubmit); a new version is kept. */
export function useSubmitPlan() {
  return useInvalidating(({ id, version }: { id: number; version: number }) =>
    api.post<GiaoAnChiTiet>(`/GiaoAn/${id}/nop`, { version }),
  );
}

/** `POST /api/GiaoAn/{id}/duyet` or `/traLai`: the head's decision with comments per section. */
export function useDecidePlan() {
  return useInvalidating(
    ({ id, action, decision }: { id: number; action: 'approve' | 'return'; decision: PlanDecision }) =>
      api.post<GiaoAnChiTiet>(`/GiaoAn/${id}/${action === 'approve' ? 'duyet' : 'traLai'}`, decision),
  );
}
