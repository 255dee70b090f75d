import type { NhapChamCongResult, NhapDiemDanhResult } from '@hpl/shared/diem-danh/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { diemDanhKeys } from './keys';

const IMPORT_TIMEOUT_MS = 5 * 60_000;

function asForm(file: File): FormData {
  const form = new FormData();
  form.append('file', file, file.name);
  return form;
}

/**
 * `POST /api/DiemDanh/nhapExcel`: the school's attendance sheet, all or nothing (`hopLe` false = nothing written).
 * Silent: refusals are shown inside the import dialog.
 */
export function importAttendanceSheet(file: File): Promise<NhapDiemDanhResult> {
  return api.post<NhapDiemDanhResult>('/DiemDanh/nhapExcel', asForm(file), {
    timeoutMs: IMPORT_TIMEOUT_MS,
    silent: true,
  });
}

/** `POST /api/ChamCong/nhapFile`: the attendance machine's log (CSV or Excel); re-importing the same file adds nothing. */
export function importPunchLog(file: File): Promise<NhapChamCongResult> {
  return api.post<NhapChamCongResult>('/ChamCong/nhapFile', asForm(file), {
    timeoutMs: IMPORT_TIMEOUT_MS,
    silent: true,
  });
}

export function useImportAttendanceSheet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importAttendanceSheet,
    onSuccess: (result) => {
      if (result.hopLe) void queryClient.invalidateQueries({ queryKey: diemDanhKeys.all });
    },
  });
}

export function useImportPunchLog() {
  return useMutation({ mutationFn: importPunchLog });
}
