import type { HocSinhChuNhiem } from '@hpl/shared/chu-nhiem/contract';
import type { TrangThaiDiemDanh } from '@hpl/shared/diem-danh/contract';

export interface DraftRow {
  trangThai: TrangThaiDiemDanh;
  ghiChu: string;
}
export type AttendanceDraft = Record<number, DraftRow>;

/** The page's starting draft: today's recorded status, or present for a student not yet recorded. */
export function draftOf(students: readonly HocSinhChuNhiem[]): AttendanceDraft {
  return Object.fromEntries(
    students.map((s) => [s.hocSinhId, { trangThai: s.trangThaiHomNay ?? 'co_mat', ghiChu: s.ghiChuHomNay ?? '' }]),
  );
}

/** Whether the draft differs from what is stored (a student not yet recorded always counts as a change). */
export function hasChanges(students: readonly HocSinhChuNhiem[], draft: AttendanceDraft): boolean {
  return students.some((s) => {
    const row = draft[s.hocSinhId];
    return !row || s.trangThaiHomNay !== row.trangThai || (s.ghiChuHomNay ?? '') !== row.ghiChu.trim();
  });
}

/** The draft counted by status. */
export function countDraft(draft: AttendanceDraft): Record<TrangThaiDiemDanh, number> {
  const counts: Record<TrangThaiDiemDanh, number> = { co_mat: 0, vang_co_phep: 0, vang_khong_phep: 0, di_muon: 0 };
  for (const row of Object.values(draft)) counts[row.trangThai]++;
  return counts;
}

/** One keystroke per status on a focused row: 1 present, 2 excused, 3 unexcused, 4 late (also the letters X P K M). */
export function statusOfKey(key: string): TrangThaiDiemDanh | null {
  switch (key.toLowerCase()) {
    case '1':
    case 'x':
      return 'co_mat';
    case '2':
    case 'p':
      return 'vang_co_phep';
    case '3':
    case 'k':
      return 'vang_khong_phep';
    case '4':
    case 'm':
      return 'di_muon';
    default:
      return null;
  }
}
