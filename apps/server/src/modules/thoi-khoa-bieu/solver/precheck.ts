import type { Model } from './model';
import type { Infeasibility, SolverInput } from './types';

/** At most this many reasons are returned: a broken input is explained, not listed in full. */
const MAX_REASONS = 50;

/** The most lessons that fit on `days` (sorted) when two lessons must be at least `gap` days apart. */
function lessonsOnDays(days: number[], gap: number): number {
  if (gap <= 0) return Number.POSITIVE_INFINITY;
  let count = 0;
  let last = Number.NEGATIVE_INFINITY;
  for (const d of days) {
    if (d - last >= gap) {
      count++;
      last = d;
    }
  }
  return count;
}

/**
 * Counting checks that prove an input infeasible before any search (linear in the input): each names the constraint
 * and the activities, teachers and student sets involved. Passing them does not prove feasibility; the search then
 * reports what it could not place.
 */
export function precheck(input: SolverInput, model: Model): Infeasibility[] {
  const { days, periods, morning, slots } = model;
  const reasons: Infeasibility[] = [];
  const reason = (r: Infeasibility) => {
    if (reasons.length < MAX_REASONS) reasons.push(r);
  };
  const forbidden = new Uint8Array(slots);
  for (const s of input.forbiddenSlots ?? [])
    if (s.day >= 0 && s.day < days && s.period >= 0 && s.period < periods) forbidden[s.day * periods + s.period] = 1;
  let usable = 0;
  for (let s = 0; s < slots; s++) if (!forbidden[s]) usable++;
  const unavailable = new Map<number, Set<number>>();
  for (const t of input.teachers) {
    const set = unavailable.get(t.id) ?? new Set<number>();
    for (const s of t.unavailable)
      if (s.day >= 0 && s.day < days && s.period >= 0 && s.period < periods && !forbidden[s.day * periods + s.period])
        set.add(s.day * periods + s.period);
    unavailable.set(t.id, set);
  }
  const who = (i: number) => {
    const a = input.activities[i]!;
    return { teacherIds: [...new Set(a.teacherIds)], studentSetIds: [...new Set(a.studentSetIds)] };
  };

  // Each activity on its own: its lessons need enough days with a usable start slot.
  input.activities.forEach((a, i) => {
    const act = model.acts[i]!;
    if (act.perWeek === 0) return;
    const shapeDays: number[] = [];
    for (let day = 0; day < days; day++) {
      let fits = false;
      for (let period = 0; period + act.duration <= periods && !fits; period++) {
        if (period < morning && period + act.duration > morning) continue;
        let free = true;
        for (let k = 0; k < act.duration; k++) if (forbidden[day * periods + period + k]) free = false;
        fits = free;
      }
      if (fits) shapeDays.push(day);
    }
    const domainDays = [...new Set(Array.from(act.domain, (s) => Math.floor(s / periods)))].sort((x, y) => x - y);
    const gap = act.minDays;
    const shapeRoom = gap > 0 ? lessonsOnDays(shapeDays, gap) : shapeDays.length > 0 ? Infinity : 0;
    const domainRoom = gap > 0 ? lessonsOnDays(domainDays, gap) : domainDays.length > 0 ? Infinity : 0;
    if (shapeRoom < act.perWeek) {
      reason({
        constraint: 'too-many-per-week',
        activityIds: [a.id],
        ...who(i),
        detail:
          shapeDays.length === 0
            ? `${a.id}: a lesson of ${act.duration} period(s) fits no session of the week`
            : `${a.id}: ${act.perWeek} lessons a week at least ${gap} day(s) apart do not fit the ${shapeDays.length} day(s) where a lesson of ${act.duration} period(s) fits (at most ${shapeRoom})`,
      });
    } else if (domainRoom < act.perWeek) {
      reason({
        constraint: 'teacher-unavailable',
        activityIds: [a.id],
        ...who(i),
        detail: `${a.id}: its teachers are available on too few days for ${act.perWeek} lessons (at most ${domainRoom})`,
      });
    }
    const pins = a.pinned ?? [];
    if (pins.length > act.perWeek)
      reason({
        constraint: 'pinned-conflict',
        activityIds: [a.id],
        ...who(i),
        detail: `${a.id} has ${pins.length} fixed lessons but ${act.perWeek} lessons a week`,
      });
    pins.slice(0, act.perWeek).forEach((pin, k) => {
      const s = model.lessonPinned[act.lessons[k]!]!;
      if (s >= 0 && act.allowed[s]) {
        for (let j = 0; j < k; j++) {
          const other = pins[j]!;
          if (Math.abs(other.day - pin.day) < gap)
            reason({
              constraint: 'pinned-conflict',
              activityIds: [a.id],
              ...who(i),
              detail: `${a.id}: fixed lessons on days ${other.day} and ${pin.day} are closer than ${gap} day(s)`,
            });
        }
        return;
      }
      const away = a.teacherIds.filter((t) => {
        for (let p = 0; p < act.duration; p++) if (unavailable.get(t)?.has(s + p)) return true;
        return false;
      });
      reason(
        s >= 0 && away.length
          ? {
              constraint: 'teacher-unavailable',
              activityIds: [a.id],
              teacherIds: away,
              studentSetIds: who(i).studentSetIds,
              detail: `${a.id}: teacher ${away.join(', ')} is unavailable at its fixed slot (day ${pin.day}, period ${pin.period})`,
            }
          : {
              constraint: 'pinned-conflict',
              activityIds: [a.id],
              ...who(i),
              detail: `${a.id}: its fixed slot (day ${pin.day}, period ${pin.period}) is outside the week, crosses a session or has no lessons`,
            },
      );
    });
  });

  // Fixed lessons against each other: the same teacher, student set or home room twice in one period, or more
  // lessons needing a room type than there are rooms of it.
  const pinnedAt = new Map<string, number>();
  const typeAt = new Map<string, number[]>();
  model.acts.forEach((act, i) => {
    for (const l of act.lessons) {
      const s = model.lessonPinned[l]!;
      if (s < 0 || !act.allowed[s]) continue;
      for (let k = 0; k < act.duration; k++) {
        const keys = [
          ...Array.from(act.teachers, (t) => `t${t}:${s + k}`),
          ...Array.from(act.sets, (c) => `c${c}:${s + k}`),
          ...(act.homeRoom >= 0 ? [`r${act.homeRoom}:${s + k}`] : []),
        ];
        for (const key of keys) {
          const otherLesson = pinnedAt.get(key);
          if (otherLesson === undefined) {
            pinnedAt.set(key, l);
            continue;
          }
          const a = input.activities[i]!;
          const b = input.activities[model.lessonAct[otherLesson]!]!;
          const slot = s + k;
          reason({
            constraint: 'pinned-conflict',
            activityIds: [...new Set([b.id, a.id])],
            teacherIds: a.teacherIds.filter((t) => b.teacherIds.includes(t)),
            studentSetIds: a.studentSetIds.filter((c) => b.studentSetIds.includes(c)),
            detail: `fixed lessons of ${b.id} and ${a.id} share a teacher, student set or room at day ${Math.floor(slot / periods)} period ${slot % periods}`,
          });
        }
        if (act.type >= 0) {
          const key = `${act.type}:${s + k}`;
          const list = typeAt.get(key) ?? [];
          list.push(i);
          typeAt.set(key, list);
        }
      }
    }
  });
  for (const [key, list] of typeAt) {
    const type = Number(key.split(':')[0]);
    const rooms = model.roomsOfType[type]!.length;
    if (list.length > rooms && rooms > 0)
      reason({
        constraint: 'pinned-conflict',
        activityIds: [...new Set(list.map((i) => input.activities[i]!.id))],
        teacherIds: [],
        studentSetIds: [],
        detail: `${list.length} fixed lessons need a room of type ${model.typeNames[type]} in one period; there are ${rooms}`,
      });
  }

  // Room types: none of the type, or fewer room-periods than the lessons need.
  model.typeNames.forEach((name, type) => {
    const users = model.acts.map((act, i) => ({ act, i })).filter(({ act }) => act.type === type && act.perWeek > 0);
    if (users.length === 0) return;
    const demand = users.reduce((n, { act }) => n + act.perWeek * act.duration, 0);
    const rooms = model.roomsOfType[type]!.length;
    if (rooms === 0 || demand > rooms * usable)
      reason({
        constraint: 'no-room-of-type',
        activityIds: users.map(({ i }) => input.activities[i]!.id),
        teacherIds: [...new Set(users.flatMap(({ i }) => who(i).teacherIds))],
        studentSetIds: [...new Set(users.flatMap(({ i }) => who(i).studentSetIds))],
        detail:
          rooms === 0
            ? `no room of type ${name}`
            : `${demand} periods a week need a room of type ${name}; ${rooms} room(s) give ${rooms * usable}`,
      });
  });

  // Teachers and student sets: more periods than the week (minus forbidden and unavailable slots) has.
  const demandOf = (pick: (i: number) => number[]) => {
    const demand = new Map<number, { periods: number; activities: string[] }>();
    model.acts.forEach((act, i) => {
      if (act.perWeek === 0) return;
      for (const id of new Set(pick(i))) {
        const entry = demand.get(id) ?? { periods: 0, activities: [] };
        entry.periods += act.perWeek * act.duration;
        entry.activities.push(input.activities[i]!.id);
        demand.set(id, entry);
      }
    });
    return demand;
  };
  for (const [teacher, { periods: need, activities }] of demandOf((i) => input.activities[i]!.teacherIds)) {
    const free = usable - (unavailable.get(teacher)?.size ?? 0);
    if (need > free)
      reason({
        constraint: 'teacher-overloaded',
        activityIds: activities,
        teacherIds: [teacher],
        studentSetIds: [],
        detail: `teacher ${teacher} has ${need} periods a week and ${free} available slots`,
      });
  }
  for (const [set, { periods: need, activities }] of demandOf((i) => input.activities[i]!.studentSetIds)) {
    if (need > usable)
      reason({
        constraint: 'class-overloaded',
        activityIds: activities,
        teacherIds: [],
        studentSetIds: [set],
        detail: `student set ${set} has ${need} periods a week and the week has ${usable} slots with lessons`,
      });
  }
  return reasons;
}
