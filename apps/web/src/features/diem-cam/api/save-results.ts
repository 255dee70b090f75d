import type { LuuKetQuaInput, LuuKetQuaResult } from '@hpl/shared/diem-cam/ket-qua';
import { api } from '../../../lib/api';

/** `PUT /api/DiemCam/ketQua/{id}`: saves changed students' marks, all or nothing (409 when one changed meanwhile). */
export function saveResults(id: number, input: LuuKetQuaInput): Promise<LuuKetQuaResult> {
  return api.put<LuuKetQuaResult>(`/DiemCam/ketQua/${id}`, input, { silent: true });
}
