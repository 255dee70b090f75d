import type { PlanAction, PlanRelation, PlanStatus } from '@hpl/shared';

/**
 * Who may do what to a lesson plan. Rights come from the caller's relation to the plan, not from roles alone:
 * - `own`: the plan's teacher;
 * - `approver`: the head of the teacher's department (phong_ban.truongPhongId); when the teacher IS the head, the
 *   department's deputies (phong_ban_pho_phong) instead — a head's own plan is decided by a second approver, never by
 *   its author. Only once the plan has been submitted (a draft never sent stays private to its teacher);
 * - `other`: everyone else — the plan does not exist for them (404).
 * The route table already requires the GiaoVien role before any of this runs.
 */
export const PLAN_POLICY: Record<PlanRelation, readonly PlanAction[]> = {
  own: ['view', 'update', 'delete', 'submit', 'upload', 'copy'],
  approver: ['view', 'approve', 'return'],
  other: [],
};

/** Status machine: the statuses an action needs and the status it leads to (`view` changes nothing). */
export const PLAN_TRANSITIONS: Partial<Record<PlanAction, { from: readonly PlanStatus[]; to: PlanStatus | null }>> = {
  update: { from: ['nhap', 'tra_lai'], to: null },
  upload: { from: ['nhap', 'tra_lai'], to: null },
  /** Only a plan never submitted may be deleted: submitted versions are kept. */
  delete: { from: ['nhap'], to: null },
  submit: { from: ['nhap', 'tra_lai'], to: 'cho_duyet' },
  approve: { from: ['cho_duyet'], to: 'da_duyet' },
  return: { from: ['cho_duyet'], to: 'tra_lai' },
};

export interface PlanViewer {
  nhanVienId: number | null;
}

/** The facts of a plan the relation depends on. */
export interface PlanFacts {
  nhanVienId: number;
  /** Who decides the teacher's plans (`approversOf` in the service): the head, or the deputies for the head's own. */
  approverIds: readonly number[];
  phienBan: number;
}

/** The caller's relation to a plan; `own` comes first, so nobody approves their own plan. */
export function relationOf(viewer: PlanViewer, facts: PlanFacts): PlanRelation {
  if (viewer.nhanVienId == null) return 'other';
  if (viewer.nhanVienId === facts.nhanVienId) return 'own';
  if (facts.approverIds.includes(viewer.nhanVienId) && facts.phienBan > 0) return 'approver';
  return 'other';
}

/** Actions the relation allows AND the current status permits (and delete only before the first submission). */
export function availableActions(relation: PlanRelation, status: PlanStatus, phienBan: number): PlanAction[] {
  return PLAN_POLICY[relation].filter((action) => {
    if (action === 'delete' && phienBan > 0) return false;
    const transition = PLAN_TRANSITIONS[action];
    return !transition || transition.from.includes(status);
  });
}

export function mayAct(relation: PlanRelation, action: PlanAction, status: PlanStatus, phienBan: number): boolean {
  return availableActions(relation, status, phienBan).includes(action);
}

/** Which plans a list holds: the teacher's own, or the submitted plans of the teachers of the departments one heads. */
export type PlanScope = { kind: 'own'; nhanVienId: number } | { kind: 'queue'; nhanVienIds: number[] };
