import { CHUYEN_TRANG_THAI_CAM, type TrangThaiBaiThiCam } from '@hpl/shared';
import type { SessionUser } from '../../lib/session-user';
import { isManager } from './diem-cam.policy';

/**
 * Who may do what with the results of a Cambridge exam. The facts of an exam: the class's teachers, the heads of
 * their departments, and the exam's settings (who enters, who checks; an empty list = the default). Rights:
 * - `quanLy` (QuanLyDiemCam): everything, outside the entry window too;
 * - `nhap`: enters marks while they are open (inside the window) and submits them — the class's teachers, or the
 *   settings' enterers when named;
 * - `kiemTra`: checks submitted marks or returns them — the head of the department of one of the class's teachers, or
 *   the settings' checkers when named.
 * Anyone with none of these (and not teaching the class) gets 404: the exam does not exist for them.
 */
export interface ExamAccessFacts {
  teacherIds: readonly number[];
  headIds: readonly number[];
  nguoiNhapIds: readonly number[];
  nguoiKiemTraIds: readonly number[];
}

export interface ResultRights {
  quanLy: boolean;
  nhap: boolean;
  kiemTra: boolean;
}

/** The caller's rights on an exam's results, or null when the exam is outside their scope (404). */
export function resultRightsOf(
  user: Pick<SessionUser, 'permissions' | 'nhanVienId'>,
  facts: ExamAccessFacts,
): ResultRights | null {
  if (isManager(user)) return { quanLy: true, nhap: true, kiemTra: true };
  const me = user.nhanVienId;
  if (me == null) return null;
  const teaches = facts.teacherIds.includes(me);
  const nhap = facts.nguoiNhapIds.length > 0 ? facts.nguoiNhapIds.includes(me) : teaches;
  const kiemTra = facts.nguoiKiemTraIds.length > 0 ? facts.nguoiKiemTraIds.includes(me) : facts.headIds.includes(me);
  if (!teaches && !nhap && !kiemTra) return null;
  return { quanLy: false, nhap, kiemTra };
}

/** Whether an instant is inside an exam's entry window (either end open when null; closing instant excluded). */
export function isEntryOpen(window: { moNhapTu: Date | null; moNhapDen: Date | null }, now: Date): boolean {
  return (window.moNhapTu == null || window.moNhapTu <= now) && (window.moNhapDen == null || now < window.moNhapDen);
}

/** `forbidden` answers 403 (the exam is visible, the write is not); `notOpen` and `windowClosed` say why not now. */
export type MarkWriteDecision = 'ok' | 'forbidden' | 'notOpen' | 'windowClosed';

export function decideMarkWrite(rights: ResultRights, trangThai: string, windowOpen: boolean): MarkWriteDecision {
  if (!rights.nhap) return 'forbidden';
  if (trangThai !== 'dangNhap') return 'notOpen';
  if (!rights.quanLy && !windowOpen) return 'windowClosed';
  return 'ok';
}

/** `invalid`: no such step from the current state (409); `forbidden`: the step exists but not for this caller (403). */
export type MoveDecision = 'ok' | 'invalid' | 'forbidden';

/**
 * The marks' workflow: the enterer submits (dangNhap → daNop); the checker checks or returns a submission
 * (daNop → daKiemTra | dangNhap); the office publishes, locks, and steps back (unpublish, unlock, reopen).
 */
export function decideMove(rights: ResultRights, from: TrangThaiBaiThiCam, to: TrangThaiBaiThiCam): MoveDecision {
  if (!CHUYEN_TRANG_THAI_CAM[from].includes(to)) return 'invalid';
  if (rights.quanLy) return 'ok';
  if (from === 'dangNhap' && to === 'daNop') return rights.nhap ? 'ok' : 'forbidden';
  if (from === 'daNop') return rights.kiemTra ? 'ok' : 'forbidden';
  return 'forbidden';
}

/** The states the caller may move the marks to now. */
export function movesOf(rights: ResultRights, from: TrangThaiBaiThiCam): TrangThaiBaiThiCam[] {
  return CHUYEN_TRANG_THAI_CAM[from].filter((to) => decideMove(rights, from, to) === 'ok');
}

/** The analysis compares classes and is for staff who check or manage, and for the class's own teachers. */
export const mayAnalyse = (rights: ResultRights | null) => rights != null;
