import {
  LOAI_TAI_LIEU,
  type LoaiTaiLieu,
  mayMoveTo,
  TAI_LIEU_MAX_MB,
  TIEU_CHI_DANH_GIA,
  type TrangThaiHoSo,
} from '@hpl/shared';

/**
 * Admissions rules as pure functions. Applications are school-wide records that only the admissions office reaches
 * (QuanLyTuyenSinh): there is no per-caller scope, the route authority is the whole rule.
 */

/** Why a manual step is refused (a catalogue key), or null when it is allowed. Enrolment has its own endpoint. */
export function transitionProblem(
  from: TrangThaiHoSo,
  to: TrangThaiHoSo,
  lichKiemTra: string | null | undefined,
): string | null {
  if (to === 'daNhapHoc' || !mayMoveTo(from, to)) return 'tuyenSinh.chuyen.invalid';
  if (to === 'henKiemTra' && !lichKiemTra) return 'tuyenSinh.lichKiemTra.required';
  return null;
}

/** Reviewers score while the application is being reviewed, tested or evaluated (before the decision). */
export const mayScore = (trangThai: TrangThaiHoSo) =>
  trangThai === 'dangXet' || trangThai === 'henKiemTra' || trangThai === 'daDanhGia';

/** A reviewer's total: the mean of the rubric's criteria, one decimal. */
export function rubricTotal(diem: Record<string, number>): number {
  const values = TIEU_CHI_DANH_GIA.map((k) => diem[k] ?? 0);
  return Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10;
}

/** The types a document of this kind may have (read from its bytes): the photo an image, scans a PDF or an image. */
export function acceptsType(loai: LoaiTaiLieu, mimeType: string | null): boolean {
  if (!mimeType) return false;
  if (loai === 'anhThe') return mimeType.startsWith('image/');
  return mimeType === 'application/pdf' || mimeType.startsWith('image/');
}

export const maxBytesOf = (loai: LoaiTaiLieu) => TAI_LIEU_MAX_MB[loai] * 1024 * 1024;

/** The largest request the inbound endpoint reads: every document at its limit, in base64, plus the fields. */
export const INBOUND_BODY_LIMIT = Math.ceil((Math.max(...LOAI_TAI_LIEU.map(maxBytesOf)) * 8 * 4) / 3) + 256 * 1024;

/** The school year after `tenNamHoc` ("2026-2027" → "2027-2028"). */
export function nextYearName(tenNamHoc: string | undefined, today: string): string {
  const start = Number(tenNamHoc?.slice(0, 4)) || Number(today.slice(0, 4));
  return `${start + 1}-${start + 2}`;
}
