import type { GiaoAnChiTiet, MyPlanClass } from '@hpl/shared/giao-an/contract';
import type { PlanLayouts } from '@hpl/shared/giao-an/sections';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { giaoAnKeys } from './keys';

/** `GET /api/GiaoAn/{id}`: the plan, its files, versions, comments and what the caller may do (404 out of reach). */
export function usePlan(id: number | null) {
  return useQuery({
    queryKey: giaoAnKeys.detail(id ?? 0),
    queryFn: ({ signal }) => api.get<GiaoAnChiTiet>(`/GiaoAn/${id}`, { signal, silent: true }),
    enabled: id !== null,
    retry: false,
  });
}

/** `GET /api/GiaoAn/lopMonHocCuaToi`: the subject classes I teach this year (what a plan can serve). */
export function useMyPlanClasses() {
  return useQuery({
    queryKey: giaoAnKeys.classes(),
    queryFn: ({ signal }) => api.get<MyPlanClass[]>('/GiaoAn/lopMonHocCuaToi', { signal }),
  });
}

/** `GET /api/GiaoAn/bocCuc`: the sections a new plan takes, per programme (a school setting). */
export function usePlanLayouts(enabled = true) {
  return useQuery({
    queryKey: giaoAnKeys.layouts(),
    queryFn: ({ signal }) => api.get<PlanLayouts>('/GiaoAn/bocCuc', { signal }),
    enabled,
  });
}
