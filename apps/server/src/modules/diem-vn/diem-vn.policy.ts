/**
 * Who may do what with Vietnamese-programme grades. Rights come from the caller's relation to the record:
 * - a subject class: `giaoVien` (teaches it), `quanLy` (holds QuanLyDiemVN), `other` (the class does not exist for
 *   them: 404). Teachers change cells only inside the column's open entry window of a term that is not locked; after
 *   that a change goes through a change request the office decides.
 * - a homeroom class: `chuNhiem` (its homeroom teacher — sets conduct), `quanLy` (reads), `other` (404).
 * - a student's report: the student themself sees published terms; the office sees everything; anyone else gets 404.
 */

export interface GradeViewer {
  nhanVienId: number | null;
  hocSinhId: number | null;
  isOffice: boolean;
}

export type ClassRelation = 'giaoVien' | 'quanLy' | 'other';
export type HomeroomRelation = 'chuNhiem' | 'quanLy' | 'other';

/** `teacherIds` teach the subject class; `national` = it belongs to the national programme (this module's scope). */
export function classRelationOf(
  viewer: GradeViewer,
  facts: { teacherIds: number[]; national: boolean },
): ClassRelation {
  if (!facts.national) return 'other';
  if (viewer.nhanVienId != null && facts.teacherIds.includes(viewer.nhanVienId)) return 'giaoVien';
  return viewer.isOffice ? 'quanLy' : 'other';
}

export function homeroomRelationOf(viewer: GradeViewer, facts: { gvcnId: number | null }): HomeroomRelation {
  if (viewer.nhanVienId != null && viewer.nhanVienId === facts.gvcnId) return 'chuNhiem';
  return viewer.isOffice ? 'quanLy' : 'other';
}

/** Why a direct cell change is refused, or `ok`. `forbidden` answers 403 (the class is visible, the write is not). */
export type CellWriteDecision = 'ok' | 'forbidden' | 'windowClosed' | 'locked';

export function decideCellWrite(
  relation: ClassRelation,
  state: { windowOpen: boolean; locked: boolean },
): CellWriteDecision {
  if (relation !== 'giaoVien') return 'forbidden';
  if (state.locked) return 'locked';
  return state.windowOpen ? 'ok' : 'windowClosed';
}

/** A change request is for a cell the teacher can no longer change directly. */
export function mayRequestChange(relation: ClassRelation, state: { windowOpen: boolean; locked: boolean }): boolean {
  return relation === 'giaoVien' && (state.locked || !state.windowOpen);
}

/** Comments follow the term, not the column windows: the class's teacher writes them until the term is locked. */
export function mayWriteComment(relation: ClassRelation, locked: boolean): boolean {
  return relation === 'giaoVien' && !locked;
}

export function maySetConduct(relation: HomeroomRelation, summaryConfirmed: boolean): boolean {
  return relation === 'chuNhiem' && !summaryConfirmed;
}

/** `own` sees published terms only; `quanLy` sees everything; `other` gets 404. */
export type ReportRelation = 'own' | 'quanLy' | 'other';

export function reportRelationOf(viewer: GradeViewer, hocSinhId: number): ReportRelation {
  if (viewer.hocSinhId != null && viewer.hocSinhId === hocSinhId) return 'own';
  return viewer.isOffice ? 'quanLy' : 'other';
}

/** Whether an entry window is open at an instant (opening inclusive, closing exclusive). */
export function isWindowOpen(window: { moLuc: Date; dongLuc: Date } | undefined, now: Date): boolean {
  return window != null && window.moLuc <= now && now < window.dongLuc;
}
