/**
 * The conflicts of placing one lesson at a slot, against the other lessons of the same version. Pure: the server
 * refuses a manual move with the first conflict; the web grid marks every conflicting slot live while a lesson is
 * dragged.
 */

/** What the check needs of a lesson (the API's `TietHoc` has these fields). */
export interface ConflictLesson {
  id: number;
  lopQuanLyId: number | null;
  lopMonHocId: number | null;
  thu: number;
  tiet: number;
  soTiet: number;
  phongId: number | null;
  giaoVienIds: number[];
  /** The homeroom classes whose students sit in this lesson. */
  nhom: number[];
}

export type ConflictKind = 'teacher' | 'class' | 'room' | 'students';

export interface Conflict {
  kind: ConflictKind;
  /** The lesson already there. */
  otherId: number;
  /** The teacher, homeroom class or room both lessons need. */
  entityId: number;
  /** The period (of the day) where they meet. */
  tiet: number;
}

/** Whether the periods [a, a+la) and [b, b+lb) of one day overlap. */
export function periodsOverlap(a: number, la: number, b: number, lb: number): boolean {
  return a < b + lb && b < a + la;
}

/** The homeroom class a lesson belongs to as a whole class (a pinned activity, or a subject class of one class). */
const wholeClassOf = (l: ConflictLesson): number | null => l.lopQuanLyId;

/**
 * Conflicts of `lesson` moved to (`thu`, `tiet`) in `phongId` (default: its own room). Two lessons of the same homeroom
 * class collide as "class"; lessons sharing students otherwise (a group or a mixed subject class) as "students".
 */
export function conflictsAt(
  lesson: ConflictLesson,
  at: { thu: number; tiet: number; phongId?: number | null },
  others: readonly ConflictLesson[],
): Conflict[] {
  const phongId = at.phongId === undefined ? lesson.phongId : at.phongId;
  const found: Conflict[] = [];
  const mine = wholeClassOf(lesson);
  for (const other of others) {
    if (other.id === lesson.id || other.thu !== at.thu) continue;
    if (!periodsOverlap(at.tiet, lesson.soTiet, other.tiet, other.soTiet)) continue;
    const tiet = Math.max(at.tiet, other.tiet);
    for (const teacher of lesson.giaoVienIds)
      if (other.giaoVienIds.includes(teacher))
        found.push({ kind: 'teacher', otherId: other.id, entityId: teacher, tiet });
    const theirs = wholeClassOf(other);
    if (mine !== null && mine === theirs) found.push({ kind: 'class', otherId: other.id, entityId: mine, tiet });
    else {
      const shared = lesson.nhom.find((n) => other.nhom.includes(n));
      if (shared !== undefined) found.push({ kind: 'students', otherId: other.id, entityId: shared, tiet });
    }
    if (phongId !== null && phongId === other.phongId)
      found.push({ kind: 'room', otherId: other.id, entityId: phongId, tiet });
  }
  return found;
}

/** Every slot of the week where `lesson` would collide, as a map `thu:tiet` → conflicts (for the grid's marks). */
export function conflictMap(
  lesson: ConflictLesson,
  days: number,
  periods: number,
  others: readonly ConflictLesson[],
): Map<string, Conflict[]> {
  const map = new Map<string, Conflict[]>();
  for (let thu = 0; thu < days; thu++)
    for (let tiet = 0; tiet + lesson.soTiet <= periods; tiet++) {
      const found = conflictsAt(lesson, { thu, tiet }, others);
      if (found.length > 0) map.set(`${thu}:${tiet}`, found);
    }
  return map;
}
