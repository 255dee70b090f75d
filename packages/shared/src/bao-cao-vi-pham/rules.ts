/**
 * Circular 19/2025/TT-BGDĐT (in force since 31 October 2025): the only disciplinary measures a school may record,
 * by level of school. Suspension and expulsion no longer exist and have no code here, so no request can carry them.
 */
import type { CAP_HOC } from '../danh-muc/contract';

type CapHoc = (typeof CAP_HOC)[number];

/** Every measure of the circular, lightest first. */
export const BIEN_PHAP = ['nhac_nho', 'yeu_cau_xin_loi', 'phe_binh', 'tu_kiem_diem'] as const;
export type BienPhap = (typeof BIEN_PHAP)[number];

/** Primary: reminder, apology. Lower and upper secondary: reminder, criticism, self-review. */
export const BIEN_PHAP_THEO_CAP: Readonly<Record<CapHoc, readonly BienPhap[]>> = {
  tieu_hoc: ['nhac_nho', 'yeu_cau_xin_loi'],
  thcs: ['nhac_nho', 'phe_binh', 'tu_kiem_diem'],
  thpt: ['nhac_nho', 'phe_binh', 'tu_kiem_diem'],
};

/** The measures allowed for every student of an incident (an unknown level allows none). */
export function bienPhapChoPhep(capHocs: readonly string[]): BienPhap[] {
  if (capHocs.length === 0) return [];
  return BIEN_PHAP.filter((m) =>
    capHocs.every((cap) => (BIEN_PHAP_THEO_CAP as Record<string, readonly BienPhap[] | undefined>)[cap]?.includes(m)),
  );
}

/** Whether a measure may be recorded for students of these levels. */
export function isBienPhapHopLe(bienPhap: string, capHocs: readonly string[]): boolean {
  return (bienPhapChoPhep(capHocs) as string[]).includes(bienPhap);
}

/** Incident workflow: reported → verified → confirmed (with a measure) or dismissed (with a reason). */
export const TRANG_THAI_VI_PHAM = ['da_bao_cao', 'da_xac_minh', 'da_xac_nhan', 'bo_qua'] as const;
export type TrangThaiViPham = (typeof TRANG_THAI_VI_PHAM)[number];

/** Level of a violation: 1 harms the student, 2 the group or class, 3 the school. */
export const MUC_DO_VI_PHAM = [1, 2, 3] as const;

export const DOI_TUONG_VI_PHAM = ['hoc_sinh', 'nhan_vien'] as const;
export type DoiTuongViPham = (typeof DOI_TUONG_VI_PHAM)[number];

/** The behaviour score's settings (the school's): start value, clamp, and the thresholds of the proposed conduct. */
export interface HanhViCaiDat {
  diemBatDau: number;
  diemToiThieu: number;
  diemToiDa: number;
  nguongTot: number;
  nguongKha: number;
  nguongDat: number;
}

export const HANH_VI_MAC_DINH: HanhViCaiDat = {
  diemBatDau: 100,
  diemToiThieu: 0,
  diemToiDa: 100,
  nguongTot: 90,
  nguongKha: 70,
  nguongDat: 50,
};

/** The behaviour score of a term: the start value plus the confirmed incidents' points, clamped to the range. */
export function diemHanhVi(points: readonly number[], s: HanhViCaiDat = HANH_VI_MAC_DINH): number {
  const raw = points.reduce((sum, p) => sum + p, s.diemBatDau);
  return Math.min(s.diemToiDa, Math.max(s.diemToiThieu, raw));
}

/** The conduct level (Circular 22's Tốt/Khá/Đạt/Chưa đạt) a score proposes under the school's thresholds. */
export function mucDoDeXuat(score: number, s: HanhViCaiDat = HANH_VI_MAC_DINH): 'Tốt' | 'Khá' | 'Đạt' | 'Chưa đạt' {
  if (score >= s.nguongTot) return 'Tốt';
  if (score >= s.nguongKha) return 'Khá';
  if (score >= s.nguongDat) return 'Đạt';
  return 'Chưa đạt';
}
