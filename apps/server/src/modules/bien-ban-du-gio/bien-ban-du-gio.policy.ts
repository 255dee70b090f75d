import type { ObservationAction, ObservationRelation, ObservationStatus } from '@hpl/shared';

/**
 * Who may do what to an observation, from the caller's relation to it:
 * - `observed`: the observed teacher — reads it, acknowledges the submitted minute (with a response);
 * - `organiser`: who scheduled it (a department head or HR; always one of the observers) — fills, submits, deletes
 *   it while only scheduled, locks it once acknowledged;
 * - `observer`: fills and submits the minute;
 * - `head`: the head of the observed teacher's department — reads it, locks it;
 * - `hr`: QuanLyNhanSu — reads every observation, locks it;
 * - `other`: the observation does not exist for them (404).
 */
export const OBSERVATION_POLICY: Record<ObservationRelation, readonly ObservationAction[]> = {
  observed: ['view', 'acknowledge'],
  organiser: ['view', 'fill', 'submit', 'delete', 'lock'],
  observer: ['view', 'fill', 'submit'],
  hr: ['view', 'lock'],
  other: [],
};

/** The statuses an action needs and where it leads (`view` changes nothing). */
export const OBSERVATION_TRANSITIONS: Partial<
  Record<ObservationAction, { from: readonly ObservationStatus[]; to: ObservationStatus | null }>
> = {
  fill: { from: ['da_len_lich', 'nhap'], to: 'nhap' },
  submit: { from: ['nhap'], to: 'da_nop' },
  acknowledge: { from: ['da_nop'], to: 'da_xac_nhan' },
  lock: { from: ['da_xac_nhan'], to: 'da_khoa' },
  delete: { from: ['da_len_lich'], to: null },
};

export interface ObservationViewer {
  nhanVienId: number | null;
  isHr: boolean;
  /** The departments the viewer heads. */
  headOf: readonly number[];
}

export interface ObservationFacts {
  giaoVienId: number;
  nguoiTaoId: number;
  nguoiDuIds: readonly number[];
  /** The observed teacher's department. */
  phongBanId: number | null;
}

/** The caller's relation; being observed comes first, so nobody scores their own lesson. */
export function relationOf(viewer: ObservationViewer, facts: ObservationFacts): ObservationRelation {
  const me = viewer.nhanVienId;
  if (me != null && me === facts.giaoVienId) return 'observed';
  if (me != null && me === facts.nguoiTaoId) return 'organiser';
  if (me != null && facts.nguoiDuIds.includes(me)) return 'observer';
  if (viewer.isHr || (facts.phongBanId != null && viewer.headOf.includes(facts.phongBanId))) return 'hr';
  return 'other';
}

export function availableActions(relation: ObservationRelation, status: ObservationStatus): ObservationAction[] {
  return OBSERVATION_POLICY[relation].filter((action) => {
    const transition = OBSERVATION_TRANSITIONS[action];
    return !transition || transition.from.includes(status);
  });
}

/** Who may schedule an observation of a teacher: HR, or the head of that teacher's department (not of oneself). */
export function maySchedule(viewer: ObservationViewer, teacher: { id: number; phongBanId: number | null }): boolean {
  if (viewer.nhanVienId === teacher.id) return false;
  return viewer.isHr || (teacher.phongBanId != null && viewer.headOf.includes(teacher.phongBanId));
}
