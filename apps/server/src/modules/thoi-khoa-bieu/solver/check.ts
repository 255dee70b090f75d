import type { Placement, SolverActivity, SolverInput, Violation } from './types';

type Occupant = { placement: Placement; activity: SolverActivity };

/**
 * Every hard constraint a set of placements breaks, each naming its slot and the activities, teachers, student sets
 * and rooms involved. Pure and written apart from the solver (plain maps, no shared bookkeeping), so the module can
 * refuse a manual move with it and the tests can check the solver against it.
 */
export function hardViolations(input: SolverInput, placements: Placement[]): Violation[] {
  const { days, periodsPerDay: P, morningPeriods: M } = input;
  const out: Violation[] = [];
  const violation = (v: Partial<Violation> & Pick<Violation, 'kind' | 'detail'>) =>
    out.push({ slot: null, activityIds: [], teacherIds: [], studentSetIds: [], roomIds: [], ...v });
  const byId = new Map(input.activities.map((a) => [a.id, a]));
  const roomType = new Map(input.rooms.map((r) => [r.id, r.type]));
  const forbidden = new Set((input.forbiddenSlots ?? []).map((s) => s.day * P + s.period));
  const unavailable = new Map<number, Set<number>>();
  for (const t of input.teachers) unavailable.set(t.id, new Set(t.unavailable.map((s) => s.day * P + s.period)));

  const teacherAt = new Map<string, Occupant[]>();
  const setAt = new Map<string, Occupant[]>();
  const roomAt = new Map<string, Occupant[]>();
  const add = (map: Map<string, Occupant[]>, key: string, occupant: Occupant) => {
    const list = map.get(key);
    if (list) list.push(occupant);
    else map.set(key, [occupant]);
  };
  const lessonsOf = new Map<string, Placement[]>();

  for (const placement of placements) {
    const a = byId.get(placement.activityId);
    const slot = { day: placement.day, period: placement.period };
    if (!a) {
      violation({
        kind: 'unknown-activity',
        slot,
        activityIds: [placement.activityId],
        detail: `activity ${placement.activityId} does not exist`,
      });
      continue;
    }
    const list = lessonsOf.get(a.id) ?? [];
    list.push(placement);
    lessonsOf.set(a.id, list);
    const involved = { slot, activityIds: [a.id], teacherIds: a.teacherIds, studentSetIds: a.studentSetIds };
    const last = placement.period + a.duration - 1;
    const inWeek =
      Number.isInteger(placement.day) &&
      Number.isInteger(placement.period) &&
      placement.day >= 0 &&
      placement.day < days &&
      placement.period >= 0 &&
      last < P;
    if (!inWeek || (placement.period < M && last >= M)) {
      violation({
        kind: 'session',
        ...involved,
        detail: `a lesson of ${a.id} at day ${placement.day} period ${placement.period} is outside the week or crosses a session`,
      });
      if (!inWeek) continue;
    }
    if (a.roomType) {
      if (placement.roomId === null || roomType.get(placement.roomId) !== a.roomType)
        violation({
          kind: 'room-type',
          ...involved,
          roomIds: placement.roomId === null ? [] : [placement.roomId],
          detail: `a lesson of ${a.id} needs a room of type ${a.roomType}`,
        });
    } else if (
      placement.roomId !== null &&
      placement.roomId !== (a.homeRoomId ?? null) &&
      (!roomType.has(placement.roomId) || roomType.get(placement.roomId) !== null)
    ) {
      violation({
        kind: 'room-type',
        ...involved,
        roomIds: [placement.roomId],
        detail: `a lesson of ${a.id} is in room ${placement.roomId}, neither its home room nor an ordinary classroom`,
      });
    }
    for (let k = 0; k < a.duration; k++) {
      const key = placement.day * P + placement.period + k;
      const at = { day: placement.day, period: placement.period + k };
      if (forbidden.has(key))
        violation({
          ...involved,
          kind: 'forbidden-slot',
          slot: at,
          detail: `a lesson of ${a.id} is in a slot without lessons`,
        });
      const away = a.teacherIds.filter((t) => unavailable.get(t)?.has(key));
      if (away.length)
        violation({
          ...involved,
          kind: 'teacher-unavailable',
          slot: at,
          teacherIds: away,
          detail: `teacher ${away.join(', ')} is unavailable for a lesson of ${a.id}`,
        });
      const occupant = { placement, activity: a };
      for (const t of a.teacherIds) add(teacherAt, `${t}:${key}`, occupant);
      for (const s of a.studentSetIds) add(setAt, `${s}:${key}`, occupant);
      if (placement.roomId !== null) add(roomAt, `${placement.roomId}:${key}`, occupant);
    }
  }

  const clashes = (map: Map<string, Occupant[]>, kind: Violation['kind'], what: string) => {
    for (const [key, occupants] of map) {
      if (occupants.length < 2) continue;
      const [id, slotKey] = key.split(':').map(Number) as [number, number];
      const activityIds = [...new Set(occupants.map((o) => o.activity.id))];
      violation({
        kind,
        slot: { day: Math.floor(slotKey / P), period: slotKey % P },
        activityIds,
        teacherIds: kind === 'teacher-clash' ? [id] : [],
        studentSetIds: kind === 'student-set-clash' ? [id] : [],
        roomIds: kind === 'room-clash' ? [id] : [],
        detail: `${what} ${id} has ${occupants.length} lessons at once (${activityIds.join(', ')})`,
      });
    }
  };
  clashes(teacherAt, 'teacher-clash', 'teacher');
  clashes(setAt, 'student-set-clash', 'student set');
  clashes(roomAt, 'room-clash', 'room');

  for (const a of input.activities) {
    const lessons = lessonsOf.get(a.id) ?? [];
    const involved = { activityIds: [a.id], teacherIds: a.teacherIds, studentSetIds: a.studentSetIds };
    const indexes = new Set(lessons.map((l) => l.index).filter((i) => Number.isInteger(i) && i >= 0 && i < a.perWeek));
    if (lessons.length !== a.perWeek || indexes.size !== lessons.length)
      violation({
        kind: 'per-week',
        ...involved,
        detail: `${a.id} has ${lessons.length} lessons placed (${indexes.size} distinct), ${a.perWeek} required`,
      });
    const gap = a.minDaysBetween ?? 1;
    for (let i = 0; i < lessons.length; i++)
      for (let j = i + 1; j < lessons.length; j++)
        if (Math.abs(lessons[i]!.day - lessons[j]!.day) < gap)
          violation({
            kind: 'min-days',
            ...involved,
            slot: { day: lessons[j]!.day, period: lessons[j]!.period },
            detail: `two lessons of ${a.id} on days ${lessons[i]!.day} and ${lessons[j]!.day} (at least ${gap} apart)`,
          });
    const remaining = [...lessons];
    for (const pin of a.pinned ?? []) {
      const at = remaining.findIndex((l) => l.day === pin.day && l.period === pin.period);
      if (at >= 0) remaining.splice(at, 1);
      else
        violation({
          kind: 'pinned-moved',
          ...involved,
          slot: pin,
          detail: `the fixed lesson of ${a.id} at day ${pin.day} period ${pin.period} is not there`,
        });
    }
  }
  return out;
}
