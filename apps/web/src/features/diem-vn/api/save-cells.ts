import type { LuuDiemInput, LuuDiemResult } from '@hpl/shared/diem-vn/contract';
import { api } from '../../../lib/api';

/** `PUT /api/DiemVN/soDiem/{id}`: saves changed cells of one term, all or nothing (409 when a cell changed meanwhile). */
export function saveCells(id: number, input: LuuDiemInput): Promise<LuuDiemResult> {
  return api.put<LuuDiemResult>(`/DiemVN/soDiem/${id}`, input, { silent: true });
}
