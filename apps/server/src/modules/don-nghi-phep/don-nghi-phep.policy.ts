import type { LeaveAction, LeaveStatus } from '@hpl/shared';

/**
 * Who may do what to a leave request. Rights come from the caller's relation to the request, not only from roles:
 * - `own`: the requester;
 * - `approver`: the designated approver — the head of the requester's department or one of its deputies (they decide
 *   with the head, so a request does not wait while the head is away), or HR (permission QuanLyNhanSu)
 *   when the requester heads their department, has no department, or the department has no head;
 * - `hr`: holds QuanLyNhanSu but is not the approver (sees everything, decides nothing);
 * - `other`: everyone else — the request does not exist for them (404).
 * The route table already requires the GiaoVien role (or QuanLyNhanSu for HR lists) before any of this runs.
 */
export const LEAVE_RELATIONS = ['own', 'approver', 'hr', 'other'] as const;
export type LeaveRelation = (typeof LEAVE_RELATIONS)[number];

export const LEAVE_POLICY: Record<LeaveRelation, readonly LeaveAction[]> = {
  own: ['view', 'update', 'cancel', 'requestCancel', 'downloadAttachment'],
  approver: ['view', 'approve', 'decline', 'confirmCancel', 'rejectCancel', 'downloadAttachment'],
  hr: ['view', 'downloadAttachment'],
  other: [],
};

/** Status machine: the status an action needs and the status it leads to. `view`/`download` change nothing. */
export const LEAVE_TRANSITIONS: Partial<Record<LeaveAction, { from: readonly LeaveStatus[]; to: LeaveStatus }>> = {
  update: { from: ['pending'], to: 'pending' },
  cancel: { from: ['pending'], to: 'cancelled' },
  approve: { from: ['pending'], to: 'approved' },
  decline: { from: ['pending'], to: 'declined' },
  requestCancel: { from: ['approved'], to: 'cancel_requested' },
  confirmCancel: { from: ['cancel_requested'], to: 'cancelled' },
  rejectCancel: { from: ['cancel_requested'], to: 'approved' },
};

export interface LeaveViewer {
  nhanVienId: number | null;
  isHr: boolean;
}

/** The facts of a request the relation depends on. */
export interface LeaveRequestFacts {
  nhanVienId: number;
  phongBanId: number | null;
  /** Head of the requester's department (phong_ban.truongPhongId). */
  truongPhongId: number | null;
  /** Deputies of the requester's department (phong_ban_pho_phong). */
  phoPhongIds?: readonly number[];
}

/** Department route when the requester has a department with a head who is someone else; otherwise HR decides. */
export function approvalLevelOf(facts: LeaveRequestFacts): 'phongBan' | 'nhanSu' {
  return facts.phongBanId != null && facts.truongPhongId != null && facts.truongPhongId !== facts.nhanVienId
    ? 'phongBan'
    : 'nhanSu';
}

/** The caller's relation to a request; `own` comes first, so nobody ever approves their own request. */
export function relationOf(viewer: LeaveViewer, facts: LeaveRequestFacts): LeaveRelation {
  if (viewer.nhanVienId != null && viewer.nhanVienId === facts.nhanVienId) return 'own';
  const level = approvalLevelOf(facts);
  if (
    level === 'phongBan' &&
    viewer.nhanVienId != null &&
    (viewer.nhanVienId === facts.truongPhongId || (facts.phoPhongIds ?? []).includes(viewer.nhanVienId))
  ) {
    return 'approver';
  }
  if (level === 'nhanSu' && viewer.isHr) return 'approver';
  if (viewer.isHr) return 'hr';
  return 'other';
}

export function isAllowed(relation: LeaveRelation, action: LeaveAction): boolean {
  return LEAVE_POLICY[relation].includes(action);
}

/** Actions the relation allows AND the current status permits. */
export function listAvailableActions(
  relation: LeaveRelation,
  status: LeaveStatus,
  hasAttachment: boolean,
): LeaveAction[] {
  return LEAVE_POLICY[relation].filter((action) => {
    if (action === 'downloadAttachment') return hasAttachment;
    const transition = LEAVE_TRANSITIONS[action];
    return !transition || transition.from.includes(status);
  });
}
