import type { NhapPhanCongResult } from '@hpl/shared/phan-cong-giang-day/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, saveBlob } from '../../../lib/api';
import { phanCongGiangDayKeys } from './keys';

const IMPORT_TIMEOUT_MS = 5 * 60_000;

/** `GET /api/PhanCongGiangDay/xuatExcel`: the year's assignment sheet (also the import's template). */
export async function exportAssignments(namHocId: number, yearName: string) {
  const fileName = `phan-cong-giang-day-${yearName}.xlsx`;
  saveBlob(await api.download('/PhanCongGiangDay/xuatExcel', { query: { namHocId }, fileName }), fileName);
}

/** `POST /api/PhanCongGiangDay/nhapExcel`: all or nothing; `thuNghiem` only checks. Silent: the dialog shows refusals. */
export function importAssignments(file: File, namHocId: number, thuNghiem: boolean) {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.post<NhapPhanCongResult>('/PhanCongGiangDay/nhapExcel', form, {
    query: { namHocId, thuNghiem: String(thuNghiem) },
    timeoutMs: IMPORT_TIMEOUT_MS,
    silent: true,
  });
}

export function useImportAssignments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, namHocId, thuNghiem }: { file: File; namHocId: number; thuNghiem: boolean }) =>
      importAssignments(file, namHocId, thuNghiem),
    onSuccess: (result) => {
      if (result.daLuu) void queryClient.invalidateQueries({ queryKey: phanCongGiangDayKeys.all });
    },
  });
}
