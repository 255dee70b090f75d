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

/**
 * For secondary students the measures follow the level of the violation (1 harms the student themself, 2 the group or
 * class, 3 the school): a measure may be recorded up to the one of the incident's level, never a heavier one. Primary
 * pupils' two measures do not depend on it (the apology follows a reminder the pupil ignored).
 */
export const MUC_DO_CUA_BIEN_PHAP: Readonly<Record<BienPhap, number>> = {
  nhac_nho: 1,
  yeu_cau_xin_loi: 1,
  phe_binh: 2,
  tu_kiem_diem: 3,
};

function allowedFor(cap: string, mucDo: number): readonly BienPhap[] {
  const list = (BIEN_PHAP_THEO_CAP as Record<string, readonly BienPhap[] | undefined>)[cap] ?? [];
  return cap === 'tieu_hoc' ? list : list.filter((m) => MUC_DO_CUA_BIEN_PHAP[m] <= mucDo);
}

/**
 * The measures allowed for every student of an incident of this level of violation (an unknown level of school
 * allows none; without a level, every measure of the students' level of school).
 */
export function bienPhapChoPhep(capHocs: readonly string[], mucDo = 3): BienPhap[] {
  if (capHocs.length === 0) return [];
  return BIEN_PHAP.filter((m) => capHocs.every((cap) => allowedFor(cap, mucDo).includes(m)));
}

/** Whether a measure may be recorded for students of these levels of school and this level of violation. */
export function isBienPhapHopLe(bienPhap: string, capHocs: readonly string[], mucDo = 3): boolean {
  return (bienPhapChoPhep(capHocs, mucDo) as string[]).includes(bienPhap);
}

/** The level of an incident: the highest level among its fault codes (0 when it has none: a good deed). */
export function mucDoCuaViPham(codes: readonly { diem: number; mucDo: number }[]): number {
  return codes.reduce((max, c) => (c.diem < 0 ? Math.max(max, c.mucDo) : max), 0);
}

/**
 * The measure the dialog proposes: the one of the incident's level (secondary), a reminder for primary pupils (the
 * apology is for a pupil who goes on after one), or none when nothing is allowed.
 */
export function bienPhapDeXuat(capHocs: readonly string[], mucDo: number): BienPhap | null {
  const allowed = bienPhapChoPhep(capHocs, mucDo);
  return allowed.reduce<BienPhap | null>(
    (best, m) => (best === null || MUC_DO_CUA_BIEN_PHAP[m] > MUC_DO_CUA_BIEN_PHAP[best] ? m : best),
    null,
  );
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

/**
 * The self-review (bản tự kiểm điểm) of one student of an incident confirmed with that measure: the student writes
 * it in the portal, then the guardian's confirmation is recorded (their signature and the family's commitment).
 */
export const TRANG_THAI_TU_KIEM_DIEM = ['cho_hoc_sinh', 'cho_phu_huynh', 'hoan_thanh'] as const;
export type TrangThaiTuKiemDiem = (typeof TRANG_THAI_TU_KIEM_DIEM)[number];

/**
 * Where a student's self-review stands; null when none is asked of them (the incident is not confirmed with a
 * self-review, or their appeal was accepted and the incident no longer counts for them).
 */
export function trangThaiTuKiemDiem(
  incident: { trangThai: string; bienPhap: string | null },
  student: { daViet: boolean; daXacNhan: boolean; khieuNaiChapNhan: boolean },
): TrangThaiTuKiemDiem | null {
  if (incident.trangThai !== 'da_xac_nhan' || incident.bienPhap !== 'tu_kiem_diem') return null;
  if (student.khieuNaiChapNhan) return null;
  if (!student.daViet) return 'cho_hoc_sinh';
  return student.daXacNhan ? 'hoan_thanh' : 'cho_phu_huynh';
}
