import type { RecordStatus } from '@hpl/shared';

/**
 * Who may do what with a teacher's professional records, from the caller's relation to the teacher:
 * - `own`: hands records in (and again while submitted or to be fixed; not once checked);
 * - `head`: the head of the teacher's department — checks submitted records (checked / needs fixing, with a note);
 * - `inspector`: ThanhTra — reads every teacher's records (audit-logged) and writes inspection notes, changes nothing;
 * - `other`: the records do not exist for them (404).
 */
export type RecordRelation = 'own' | 'head' | 'inspector' | 'other';
export type RecordAction = 'view' | 'submit' | 'check' | 'note';

export const RECORD_POLICY: Record<RecordRelation, readonly RecordAction[]> = {
  own: ['view', 'submit'],
  head: ['view', 'check'],
  inspector: ['view', 'note'],
  other: [],
};

export const RECORD_TRANSITIONS: Partial<Record<RecordAction, readonly RecordStatus[]>> = {
  submit: ['thieu', 'da_nop', 'can_sua'],
  check: ['da_nop'],
};

export function relationOf(
  viewer: { nhanVienId: number | null; isInspector: boolean; headOf: readonly number[] },
  teacher: { id: number; phongBanId: number | null },
): RecordRelation {
  if (viewer.nhanVienId != null && viewer.nhanVienId === teacher.id) return 'own';
  if (teacher.phongBanId != null && viewer.headOf.includes(teacher.phongBanId)) return 'head';
  if (viewer.isInspector) return 'inspector';
  return 'other';
}

export function mayAct(relation: RecordRelation, action: RecordAction, status: RecordStatus): boolean {
  if (!RECORD_POLICY[relation].includes(action)) return false;
  const from = RECORD_TRANSITIONS[action];
  return !from || from.includes(status);
}
