import type { SessionUser } from '../../lib/session-user';
import { classRelationOf, decideExamWrite } from './diem-cam.policy';

export interface CopyTargetFacts {
  id: number;
  monHocId: number;
  teacherIds: readonly number[];
  cambridge: boolean;
}

/**
 * Whether an exam of the class `sourceId` (subject `sourceMonHocId`) may be copied to these classes: `notFound` when
 * one is missing or outside the caller's reach (a class the caller cannot manage does not exist for them),
 * `sameClass` when one is the exam's own class, `otherSubject` when one teaches another subject, else `ok`.
 */
export type CopyDecision = 'ok' | 'notFound' | 'sameClass' | 'otherSubject';

export function decideCopy(
  user: Pick<SessionUser, 'permissions' | 'nhanVienId'>,
  source: { id: number; monHocId: number },
  targetIds: readonly number[],
  facts: readonly CopyTargetFacts[],
): CopyDecision {
  if (targetIds.includes(source.id)) return 'sameClass';
  const targets = targetIds.map((id) => facts.find((f) => f.id === id));
  if (targets.some((t) => !t || decideExamWrite(classRelationOf(user, t), null) !== 'ok')) return 'notFound';
  return targets.every((t) => t!.monHocId === source.monHocId) ? 'ok' : 'otherSubject';
}
