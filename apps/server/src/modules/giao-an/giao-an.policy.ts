import type { PlanAction, PlanRelation, PlanStatus } from '@hpl/shared';

/**
 * Who may do what to a lesson plan. Rights come from the caller's relation to the plan, not from roles alone:
 * - `own`: the plan's teacher;
 * - `approver`: the head of the teacher's department (phong_ban.truongPhongId); when the teacher IS the head, the
 *   department's deputies (phong_ban_pho_phong) instead — a head's own plan is decided by a second approver, never by
 *   its author. Only once the plan has been submitted (a draft never sent stays private to its teacher);
 * - `second_approver`: a deputy principal named in the school's settings (`giao_an_cai_dat`), for plans the head
 *   approved (`cho_duyet_cap_2`, decided by them), approved and returned plans (read only);
 * - `other`: everyone else — the plan does not exist for them (404).
 * The route table already requires the GiaoVien role before any of this runs.
 */
export const PLAN_POLICY: Record<PlanRelation, readonly PlanAction[]> = {
  own: ['view', 'update', 'delete', 'submit', 'upload', 'copy'],
  approver: ['view', 'approve', 'return'],
  second_approver: ['view', 'approve', 'return'],
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

/** The second approver decides only what the head approved (`cho_duyet_cap_2`). */
export const SECOND_STAGE_TRANSITIONS: Partial<
  Record<PlanAction, { from: readonly PlanStatus[]; to: PlanStatus | null }>
> = {
  approve: { from: ['cho_duyet_cap_2'], to: 'da_duyet' },
  return: { from: ['cho_duyet_cap_2'], to: 'tra_lai' },
};

/**
 * Statuses in which a second approver sees a plan (returned ones too: what they returned stays readable to them);
 * their queue lists only `SECOND_APPROVER_QUEUE`.
 */
export const SECOND_APPROVER_SEES: readonly PlanStatus[] = ['cho_duyet_cap_2', 'da_duyet', 'tra_lai'];
export const SECOND_APPROVER_QUEUE: readonly PlanStatus[] = ['cho_duyet_cap_2', 'da_duyet'];

/**
 * The status a decision leads to: the head's approval goes on to the second approver while the school's second
 * approval is on (and someone other than the plan's teacher holds it); the second approver's approval is final.
 */
export function statusAfter(
  relation: PlanRelation,
  action: 'approve' | 'return',
  secondStage: { on: boolean; approverIds: readonly number[] },
  nhanVienId: number,
): PlanStatus {
  if (action === 'return') return 'tra_lai';
  if (relation !== 'approver') return 'da_duyet';
  const someone = secondStage.approverIds.some((id) => id !== nhanVienId);
  return secondStage.on && someone ? 'cho_duyet_cap_2' : 'da_duyet';
}

export interface PlanViewer {
  nhanVienId: number | null;
}

/** The facts of a plan the relation depends on. */
export interface PlanFacts {
  nhanVienId: number;
  /** Who decides the teacher's plans (`approversOf` in the service): the head, or the deputies for the head's own. */
  approverIds: readonly number[];
  /** The second approvers named in the settings (whether or not second approval is on now). */
  secondApproverIds?: readonly number[];
  phienBan: number;
  trangThai?: PlanStatus;
}

/** The caller's relation to a plan; `own` comes first, so nobody approves their own plan. */
export function relationOf(viewer: PlanViewer, facts: PlanFacts): PlanRelation {
  if (viewer.nhanVienId == null) return 'other';
  if (viewer.nhanVienId === facts.nhanVienId) return 'own';
  const second =
    (facts.secondApproverIds ?? []).includes(viewer.nhanVienId) &&
    facts.trangThai !== undefined &&
    SECOND_APPROVER_SEES.includes(facts.trangThai);
  // A head who is also a second approver decides the second stage as the second approver.
  if (second && facts.trangThai === 'cho_duyet_cap_2') return 'second_approver';
  if (facts.approverIds.includes(viewer.nhanVienId) && facts.phienBan > 0) return 'approver';
  if (second) return 'second_approver';
  return 'other';
}

/** Actions the relation allows AND the current status permits (and delete only before the first submission). */
export function availableActions(relation: PlanRelation, status: PlanStatus, phienBan: number): PlanAction[] {
  return PLAN_POLICY[relation].filter((action) => {
    if (action === 'delete' && phienBan > 0) return false;
    const transition = (relation === 'second_approver' ? SECOND_STAGE_TRANSITIONS : PLAN_TRANSITIONS)[action];
    return !transition || transition.from.includes(status);
  });
}

export function mayAct(relation: PlanRelation, action: PlanAction, status: PlanStatus, phienBan: number): boolean {
  return availableActions(relation, status, phienBan).includes(action);
}

/** Which plans a list holds: the teacher's own, or the submitted plans of the teachers of the departments one heads. */
export type PlanScope =
  | { kind: 'own'; nhanVienId: number }
  /** `secondStage`: the caller is a second approver, so plans at (or past) the second stage are listed too. */
  | { kind: 'queue'; nhanVienIds: number[]; secondStage?: boolean; self?: number };
