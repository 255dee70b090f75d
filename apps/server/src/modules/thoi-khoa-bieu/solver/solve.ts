import type { Placement, SolveOptions, SolverInput, SolverResult } from './types';

/**
 * Placeholder: a first-fit placement that respects the hard constraints it knows (teacher, student set, room,
 * unavailable and forbidden slots) and reports what it cannot place. Replaced by the real solver.
 */
export function solve(input: SolverInput, options: SolveOptions = {}): SolverResult {
  const started = Date.now();
  const busy = new Set<string>();
  const key = (kind: string, id: number | string, day: number, period: number) => `${kind}:${id}:${day}:${period}`;
  for (const s of input.forbiddenSlots ?? []) busy.add(key('all', 0, s.day, s.period));
  for (const t of input.teachers) for (const s of t.unavailable) busy.add(key('t', t.id, s.day, s.period));
  const placements: Placement[] = [];
  const unplaced: string[] = [];
  const total = input.activities.reduce((n, a) => n + a.perWeek, 0);
  for (const a of input.activities) {
    const days = new Set<number>();
    for (let index = 0; index < a.perWeek; index++) {
      let done = false;
      for (let day = 0; day < input.days && !done; day++) {
        if (days.has(day)) continue;
        for (let period = 0; period + a.duration <= input.periodsPerDay && !done; period++) {
          const periods = Array.from({ length: a.duration }, (_, i) => period + i);
          if (a.duration === 2 && period < input.morningPeriods && period + 1 >= input.morningPeriods) continue;
          const rooms = a.roomType
            ? input.rooms.filter((r) => r.type === a.roomType).map((r) => r.id)
            : [a.homeRoomId ?? null];
          const free = (roomId: number | null) =>
            periods.every(
              (p) =>
                !busy.has(key('all', 0, day, p)) &&
                a.teacherIds.every((t) => !busy.has(key('t', t, day, p))) &&
                a.studentSetIds.every((s) => !busy.has(key('s', s, day, p))) &&
                (roomId === null || !busy.has(key('r', roomId, day, p))),
            );
          const roomId = rooms.find((r) => free(r));
          if (roomId === undefined) continue;
          for (const p of periods) {
            for (const t of a.teacherIds) busy.add(key('t', t, day, p));
            for (const s of a.studentSetIds) busy.add(key('s', s, day, p));
            if (roomId !== null) busy.add(key('r', roomId, day, p));
          }
          placements.push({ activityId: a.id, index, day, period, roomId });
          days.add(day);
          done = true;
        }
      }
      if (!done) unplaced.push(a.id);
      options.onProgress?.({ placed: placements.length, total, softScore: 0, elapsedMs: Date.now() - started });
    }
  }
  const elapsedMs = Date.now() - started;
  if (unplaced.length === 0) return { ok: true, placements, softScore: 0, elapsedMs };
  return {
    ok: false,
    placements,
    elapsedMs,
    reasons: [
      {
        constraint: 'unplaceable',
        activityIds: [...new Set(unplaced)],
        teacherIds: [],
        studentSetIds: [],
        detail: `${unplaced.length} lessons could not be placed`,
      },
    ],
  };
}
