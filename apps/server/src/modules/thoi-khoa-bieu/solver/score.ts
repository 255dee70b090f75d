import type { Placement, SoftScore, SolverActivity, SolverInput, SolverWeights } from './types';

export const DEFAULT_WEIGHTS: Required<SolverWeights> = {
  teacherGaps: 1,
  classGaps: 2,
  spread: 1,
  heavyMorning: 1,
  preferredDays: 1,
};

export function weightsOf(input: SolverInput): Required<SolverWeights> {
  const given = input.weights ?? {};
  const pick = (key: keyof SolverWeights) => {
    const value = given[key];
    return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : DEFAULT_WEIGHTS[key];
  };
  return {
    teacherGaps: pick('teacherGaps'),
    classGaps: pick('classGaps'),
    spread: pick('spread'),
    heavyMorning: pick('heavyMorning'),
    preferredDays: pick('preferredDays'),
  };
}

/** Days a subject's lessons should be apart for an even spread: 6 days and 2 lessons → 3, 3 lessons → 2. */
export function idealGap(days: number, perWeek: number): number {
  return Math.max(1, Math.floor(days / Math.max(1, perWeek)));
}

/** Idle periods between the first and last busy period of each session of one day (`busy(p)` for p in 0..P-1). */
export function gapsOfDay(busy: (period: number) => boolean, periodsPerDay: number, morningPeriods: number): number {
  let gaps = 0;
  for (const [from, to] of [
    [0, Math.min(morningPeriods, periodsPerDay)],
    [Math.max(0, morningPeriods), periodsPerDay],
  ] as const) {
    let first = -1;
    let last = -1;
    let count = 0;
    for (let p = from; p < to; p++) {
      if (!busy(p)) continue;
      if (first < 0) first = p;
      last = p;
      count++;
    }
    if (first >= 0) gaps += last - first + 1 - count;
  }
  return gaps;
}

/** Penalty of one activity's lesson days (sorted in place) against an even spread over the week. */
export function spreadOfDays(days: number[], weekDays: number, perWeek: number): number {
  if (days.length < 2) return 0;
  days.sort((a, b) => a - b);
  const ideal = idealGap(weekDays, perWeek);
  let penalty = 0;
  for (let i = 1; i < days.length; i++) penalty += Math.max(0, ideal - (days[i]! - days[i - 1]!));
  return penalty;
}

/**
 * The soft score of placements (pure; independent of the solver's incremental bookkeeping, so tests can compare the
 * two). Placements of unknown activities are ignored; a double-booked period counts once.
 */
export function scoreOf(input: SolverInput, placements: Placement[]): SoftScore {
  const { days, periodsPerDay: P, morningPeriods: M } = input;
  const byId = new Map<string, SolverActivity>(input.activities.map((a) => [a.id, a]));
  const preferred = new Map<number, Set<number>>();
  for (const t of input.teachers) {
    const inWeek = (t.preferredDays ?? []).filter((d) => d >= 0 && d < days && d < 31);
    if (inWeek.length) preferred.set(t.id, new Set(inWeek));
  }
  const teacherBusy = new Map<number, Set<number>>();
  const setBusy = new Map<number, Set<number>>();
  const daysOf = new Map<string, number[]>();
  const mark = (map: Map<number, Set<number>>, id: number, key: number) => {
    let set = map.get(id);
    if (!set) {
      set = new Set();
      map.set(id, set);
    }
    set.add(key);
  };
  let heavyMorning = 0;
  let preferredDays = 0;
  for (const p of placements) {
    const a = byId.get(p.activityId);
    if (!a) continue;
    for (let k = 0; k < a.duration; k++) {
      const key = p.day * P + p.period + k;
      for (const t of a.teacherIds) mark(teacherBusy, t, key);
      for (const s of a.studentSetIds) mark(setBusy, s, key);
    }
    if (a.heavy && p.period >= M) heavyMorning++;
    for (const t of a.teacherIds) {
      const prefers = preferred.get(t);
      if (prefers && !prefers.has(p.day)) preferredDays++;
    }
    const list = daysOf.get(a.id) ?? [];
    list.push(p.day);
    daysOf.set(a.id, list);
  }
  const gapsOf = (map: Map<number, Set<number>>) => {
    let gaps = 0;
    for (const busy of map.values()) for (let d = 0; d < days; d++) gaps += gapsOfDay((p) => busy.has(d * P + p), P, M);
    return gaps;
  };
  const teacherGaps = gapsOf(teacherBusy);
  const classGaps = gapsOf(setBusy);
  let spread = 0;
  for (const [id, list] of daysOf) spread += spreadOfDays(list, days, byId.get(id)!.perWeek);
  const w = weightsOf(input);
  const total =
    w.teacherGaps * teacherGaps +
    w.classGaps * classGaps +
    w.spread * spread +
    w.heavyMorning * heavyMorning +
    w.preferredDays * preferredDays;
  return { total, teacherGaps, classGaps, spread, heavyMorning, preferredDays };
}
