import { createRandom, type Random } from '../../../demo/random';
import { buildModel, type Model } from './model';
import { precheck } from './precheck';
import { scoreOf, weightsOf } from './score';
import { NO_FIT, TimetableState } from './state';
import type { Infeasibility, Placement, SolveOptions, SolverInput, SolverResult } from './types';

/** Default for `timeLimitMs`: how long the soft-score search may run. */
export const DEFAULT_TIME_LIMIT_MS = 30_000;
/** Construction is not cut by `timeLimitMs` (an unfinished timetable is worthless) but by stagnation and this cap. */
const CONSTRUCTION_CAP_MS = 5 * 60_000;
const PROGRESS_EVERY_MS = 200;
/** How deep an eviction chain goes before an evicted lesson waits in the queue instead. */
const MAX_DEPTH = 3;
const LATE_ACCEPTANCE_LENGTH = 800;

type Report = (softScore: number | (() => number), force?: boolean) => void;

interface Clock {
  started: number;
  elapsed(): number;
  lastProgress: number;
}

/**
 * Generates a timetable: counting checks first (infeasible input is explained at once), then "hardest first"
 * construction with FET-style recursive eviction (the slot with the fewest conflicting lessons, its occupants evicted
 * and re-placed to a limited depth, a tabu list against cycles), then late-acceptance local search on the soft score
 * until `timeLimitMs`, stagnation or `shouldStop`. The same input and seed give the same timetable unless the time
 * limit or `shouldStop` cuts the search short.
 */
export function solve(input: SolverInput, options: SolveOptions = {}): SolverResult {
  const now = () => performance.now();
  const clock: Clock = {
    started: now(),
    elapsed() {
      return now() - this.started;
    },
    lastProgress: Number.NEGATIVE_INFINITY,
  };
  const model = buildModel(input);
  const reasons = precheck(input, model);
  if (reasons.length > 0) return { ok: false, reasons, placements: [], elapsedMs: Math.round(clock.elapsed()) };

  // The demo school's generator (mulberry32): the same seed gives the same timetable on every platform.
  const random = createRandom(input.seed ?? 1);
  const state = new TimetableState(model, weightsOf(input));
  /** Throttled progress; the score is computed only when a report goes out. */
  const report: Report = (softScore, force = false) => {
    if (!options.onProgress) return;
    const elapsed = clock.elapsed();
    if (!force && elapsed - clock.lastProgress < PROGRESS_EVERY_MS) return;
    clock.lastProgress = elapsed;
    options.onProgress({
      placed: state.placed,
      total: model.lessons,
      softScore: typeof softScore === 'number' ? softScore : softScore(),
      elapsedMs: Math.round(elapsed),
    });
  };

  const construction = construct(model, state, random, clock, options, report);
  if (construction.unplaced.length > 0) {
    const placements = placementsOf(model, construction.bestSlot, construction.bestRoom);
    return {
      ok: false,
      reasons: [unplaceableReason(input, model, state.weights, construction)],
      placements,
      elapsedMs: Math.round(clock.elapsed()),
    };
  }
  const limit = Math.max(0, input.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS);
  const best = improve(model, state, random, clock, limit, options, report);
  const placements = placementsOf(model, best.slot, best.room);
  const softScore = scoreOf(input, placements).total;
  report(softScore, true);
  return { ok: true, placements, softScore, elapsedMs: Math.round(clock.elapsed()) };
}

function placementsOf(model: Model, slotOf: Int32Array, roomOf: Int32Array): Placement[] {
  const out: Placement[] = [];
  for (let l = 0; l < model.lessons; l++) {
    const at = slotOf[l]!;
    if (at < 0) continue;
    const room = roomOf[l]!;
    out.push({
      activityId: model.acts[model.lessonAct[l]!]!.id,
      index: model.lessonIndex[l]!,
      day: Math.floor(at / model.periods),
      period: at % model.periods,
      roomId: room >= 0 ? model.roomIds[room]! : null,
    });
  }
  return out;
}

/**
 * Names the activities left unplaced, their teachers and student sets, and (in the detail) the activities most often
 * in the way of their start slots in the best partial timetable.
 */
function unplaceableReason(
  input: SolverInput,
  model: Model,
  weights: TimetableState['weights'],
  best: { unplaced: number[]; bestSlot: Int32Array; bestRoom: Int32Array; stopped: boolean },
): Infeasibility {
  const { unplaced, stopped } = best;
  const acts = [...new Set(unplaced.map((l) => model.lessonAct[l]!))];
  const activities = acts.map((i) => input.activities[i]!);
  const ids = activities.map((a) => a.id);
  const list = (names: string[]) => `${names.slice(0, 10).join(', ')}${names.length > 10 ? ', …' : ''}`;
  const partial = new TimetableState(model, weights);
  for (let l = 0; l < model.lessons; l++)
    if (best.bestSlot[l]! >= 0) partial.place(l, best.bestSlot[l]!, best.bestRoom[l]!);
  const inTheWay = new Map<number, number>();
  for (const lesson of unplaced) {
    for (const slot of model.acts[model.lessonAct[lesson]!]!.domain) {
      const n = partial.conflicts(lesson, slot);
      for (let j = 0; j < n; j++) {
        const act = model.lessonAct[partial.conflictList[j]!]!;
        inTheWay.set(act, (inTheWay.get(act) ?? 0) + 1);
      }
    }
  }
  const blockers = [...inTheWay.entries()]
    .sort((x, y) => y[1] - x[1] || x[0] - y[0])
    .slice(0, 5)
    .map(([act]) => model.acts[act]!.id);
  return {
    constraint: 'unplaceable',
    activityIds: ids,
    teacherIds: [...new Set(activities.flatMap((a) => a.teacherIds))],
    studentSetIds: [...new Set(activities.flatMap((a) => a.studentSetIds))],
    detail:
      (stopped
        ? `stopped before every lesson was placed: ${unplaced.length} lesson(s) of ${list(ids)} not placed`
        : `${unplaced.length} lesson(s) could not be placed without breaking a hard constraint: ${list(ids)}`) +
      (blockers.length ? `; most in the way: ${blockers.join(', ')}` : ''),
  };
}

/** Activities ordered hardest first: fewest start slots per lesson, then the busiest teacher or student set. */
function hardestFirst(model: Model): number[] {
  const load = (rows: number, pick: (a: Model['acts'][number]) => Int32Array) => {
    const out = new Float64Array(rows);
    for (const a of model.acts) for (const r of pick(a)) out[r]! += a.perWeek * a.duration;
    return out;
  };
  const teacherLoad = load(model.teacherIds.length, (a) => a.teachers);
  const setLoad = load(model.setIds.length, (a) => a.sets);
  const key = model.acts.map((a) => {
    let busiest = 0;
    for (const t of a.teachers) busiest = Math.max(busiest, teacherLoad[t]!);
    for (const s of a.sets) busiest = Math.max(busiest, setLoad[s]!);
    return { freedom: a.domain.length / Math.max(1, a.perWeek * a.duration), busiest, type: a.type >= 0 ? 1 : 0 };
  });
  const order = model.acts.map((_, i) => i);
  order.sort(
    (x, y) =>
      key[x]!.freedom - key[y]!.freedom ||
      key[y]!.type - key[x]!.type ||
      key[y]!.busiest - key[x]!.busiest ||
      model.acts[y]!.duration - model.acts[x]!.duration ||
      x - y,
  );
  return order;
}

function construct(
  model: Model,
  state: TimetableState,
  random: Random,
  clock: Clock,
  options: SolveOptions,
  report: Report,
) {
  const S = model.slots;
  const L = model.lessons;
  const tabu = new Int32Array(L * S);
  let moves = 0;
  const stuck: number[] = [];
  // The lessons waiting, first in first out: hardest first at the start, then the evicted ones in turn, so a churn
  // among a few hard lessons cannot starve the others.
  const queue = new Int32Array(L + 1);
  let head = 0;
  let tail = 0;
  let waiting = 0;
  const enqueue = (lesson: number) => {
    queue[tail] = lesson;
    tail = tail === L ? 0 : tail + 1;
    waiting++;
  };
  const dequeue = () => {
    const lesson = queue[head]!;
    head = head === L ? 0 : head + 1;
    waiting--;
    return lesson;
  };
  /** How often each lesson was evicted: evicting a lesson that keeps coming back costs more (breakout weights). */
  const evictions = new Float64Array(L);

  // Fixed lessons first, where they are; the counting checks have ruled out clashes between them.
  for (let l = 0; l < L; l++) {
    const pin = model.lessonPinned[l]!;
    if (pin < 0) continue;
    const room = state.fits(l, pin);
    if (room === NO_FIT) stuck.push(l);
    else state.place(l, pin, room);
  }
  const order = hardestFirst(model);
  for (const act of order)
    for (const lesson of model.acts[act]!.lessons) if (model.lessonPinned[lesson]! < 0) enqueue(lesson);

  const freeSlots = new Int32Array(S);
  const freeRooms = new Int32Array(S);
  /** A cheap guess at a free slot's soft cost during construction: heavy lessons in the morning, beside the class. */
  const guess = (lesson: number, slot: number) => {
    const a = model.acts[model.lessonAct[lesson]!]!;
    let cost = random.next();
    if (a.heavy && slot % model.periods >= model.morning) cost += 2;
    const day = (slot / model.periods) | 0;
    for (const t of a.teachers) {
      const mask = model.preferredMask[t]!;
      if (mask !== 0 && ((mask >> day) & 1) === 0) cost += 1;
    }
    const first = slot % model.periods;
    for (const c of a.sets) {
      const base = c * S + slot;
      if (first > 0 && state.setAt[base - 1]) cost -= 0.5;
      if (first + a.duration < model.periods && state.setAt[base + a.duration]) cost -= 0.5;
    }
    return cost;
  };

  /** Places a lesson, evicting the fewest others when no slot is free; false = it waits in the queue. */
  const placeWithEviction = (lesson: number, depth: number): boolean => {
    moves++;
    const a = model.acts[model.lessonAct[lesson]!]!;
    const domain = a.domain;
    let free = 0;
    for (let i = 0; i < domain.length; i++) {
      const room = state.fits(lesson, domain[i]!);
      if (room === NO_FIT) continue;
      freeSlots[free] = domain[i]!;
      freeRooms[free++] = room;
    }
    if (free > 0) {
      let pick = 0;
      let pickCost = Number.POSITIVE_INFINITY;
      for (let i = 0; i < free; i++) {
        const cost = guess(lesson, freeSlots[i]!);
        if (cost < pickCost) {
          pickCost = cost;
          pick = i;
        }
      }
      state.place(lesson, freeSlots[pick]!, freeRooms[pick]!);
      return true;
    }
    if (depth >= MAX_DEPTH) return false;
    let bestSlot = -1;
    let bestCost = Number.POSITIVE_INFINITY;
    for (let i = 0; i < domain.length; i++) {
      const slot = domain[i]!;
      const n = state.conflicts(lesson, slot);
      if (n < 0) continue;
      let cost = random.next() * 0.9;
      for (let j = 0; j < n; j++) {
        const other = state.conflictList[j]!;
        cost += model.acts[model.lessonAct[other]!]!.duration + 0.2 * evictions[other]!;
      }
      if (tabu[lesson * S + slot]! > moves) cost += 100;
      if (cost < bestCost) {
        bestCost = cost;
        bestSlot = slot;
      }
    }
    if (bestSlot < 0) {
      // Every start slot is held by fixed lessons: nothing will ever move them.
      stuck.push(lesson);
      return true;
    }
    const n = state.conflicts(lesson, bestSlot);
    const evicted = Array.from(state.conflictList.subarray(0, n));
    const tenure = 10 + random.int(0, Math.max(10, Math.min(200, L >> 3)) - 1);
    for (const other of evicted) {
      evictions[other]!++;
      tabu[other * S + state.slotOf[other]!] = moves + tenure;
      state.unplace(other);
    }
    const room = state.fits(lesson, bestSlot);
    if (room === NO_FIT) throw new Error('timetable solver: an evicted slot is still taken');
    state.place(lesson, bestSlot, room);
    for (const other of evicted) if (!placeWithEviction(other, depth + 1)) enqueue(other);
    return true;
  };

  const bestSlot = Int32Array.from(state.slotOf);
  const bestRoom = Int32Array.from(state.roomOf);
  let bestUnplaced = L - state.placed;
  let bestStep = 0;
  const stallLimit = 30 * L + 5_000;
  let step = 0;
  let stopped = false;
  while (waiting > 0) {
    if ((step & 31) === 0) {
      if (options.shouldStop?.() || clock.elapsed() > CONSTRUCTION_CAP_MS) {
        stopped = true;
        break;
      }
      report(() => state.totalCost());
    }
    step++;
    const lesson = dequeue();
    if (state.slotOf[lesson]! >= 0) continue;
    if (!placeWithEviction(lesson, 0)) enqueue(lesson);
    const unplaced = L - state.placed;
    if (unplaced < bestUnplaced) {
      bestUnplaced = unplaced;
      bestStep = step;
      bestSlot.set(state.slotOf);
      bestRoom.set(state.roomOf);
    } else if (step - bestStep > stallLimit) {
      break;
    }
  }
  if (L - state.placed <= bestUnplaced) {
    bestSlot.set(state.slotOf);
    bestRoom.set(state.roomOf);
  }
  const unplaced: number[] = [];
  for (let l = 0; l < L; l++) if (bestSlot[l]! < 0) unplaced.push(l);
  return { unplaced, bestSlot, bestRoom, stopped };
}

/**
 * Late-acceptance hill climbing on the soft score: move a lesson to another free slot, or swap it with another lesson
 * of one of its student sets or teachers.
 */
function improve(
  model: Model,
  state: TimetableState,
  random: Random,
  clock: Clock,
  limitMs: number,
  options: SolveOptions,
  report: Report,
) {
  const best = { slot: Int32Array.from(state.slotOf), room: Int32Array.from(state.roomOf) };
  const movable: number[] = [];
  for (let l = 0; l < model.lessons; l++) if (model.lessonPinned[l]! < 0) movable.push(l);
  let current = state.totalCost();
  let bestCost = current;
  if (movable.length === 0 || current === 0) return best;
  const history = new Float64Array(LATE_ACCEPTANCE_LENGTH).fill(current);
  const idleLimit = Math.max(100_000, 500 * movable.length);
  const P = model.periods;
  let iteration = 0;
  let lastImprovement = 0;
  while (bestCost > 0 && iteration - lastImprovement < idleLimit) {
    if ((iteration & 1023) === 0) {
      if (clock.elapsed() >= limitMs || options.shouldStop?.()) break;
      report(bestCost);
    }
    iteration++;
    const first = movable[random.int(0, movable.length - 1)]!;
    const a = model.acts[model.lessonAct[first]!]!;
    const fromSlot = state.slotOf[first]!;
    const fromRoom = state.roomOf[first]!;
    let delta: number;
    let undo: () => void;
    const kind = random.next();
    if (kind < 0.5 || (a.sets.length === 0 && a.teachers.length === 0)) {
      const toSlot = a.domain[random.int(0, a.domain.length - 1)]!;
      if (toSlot === fromSlot) continue;
      state.beginTouch();
      state.touch(first, (fromSlot / P) | 0, (toSlot / P) | 0);
      const before = state.touchedCost();
      state.unplace(first);
      const room = state.fits(first, toSlot);
      if (room === NO_FIT) {
        state.place(first, fromSlot, fromRoom);
        continue;
      }
      state.place(first, toSlot, room);
      delta = state.touchedCost() - before;
      undo = () => {
        state.unplace(first);
        state.place(first, fromSlot, fromRoom);
      };
    } else {
      // Swap with another lesson of one of its student sets (mostly) or of one of its teachers.
      const peers =
        a.sets.length > 0 && (kind < 0.85 || a.teachers.length === 0)
          ? model.lessonsOfSet[a.sets[random.int(0, a.sets.length - 1)]!]!
          : model.lessonsOfTeacher[a.teachers[random.int(0, a.teachers.length - 1)]!]!;
      const second = peers[random.int(0, peers.length - 1)]!;
      const toSlot = state.slotOf[second]!;
      const toRoom = state.roomOf[second]!;
      if (
        second === first ||
        model.lessonPinned[second]! >= 0 ||
        model.acts[model.lessonAct[second]!]!.duration !== a.duration ||
        toSlot === fromSlot
      )
        continue;
      state.beginTouch();
      state.touch(first, (fromSlot / P) | 0, (toSlot / P) | 0);
      state.touch(second, (toSlot / P) | 0, (fromSlot / P) | 0);
      const before = state.touchedCost();
      state.unplace(first);
      state.unplace(second);
      const restore = () => {
        state.place(first, fromSlot, fromRoom);
        state.place(second, toSlot, toRoom);
      };
      const roomFirst = state.fits(first, toSlot);
      if (roomFirst === NO_FIT) {
        restore();
        continue;
      }
      state.place(first, toSlot, roomFirst);
      const roomSecond = state.fits(second, fromSlot);
      if (roomSecond === NO_FIT) {
        state.unplace(first);
        restore();
        continue;
      }
      state.place(second, fromSlot, roomSecond);
      delta = state.touchedCost() - before;
      undo = () => {
        state.unplace(first);
        state.unplace(second);
        restore();
      };
    }
    const candidate = current + delta;
    const v = iteration % LATE_ACCEPTANCE_LENGTH;
    if (candidate <= current || candidate < history[v]!) current = candidate;
    else undo();
    if (current < history[v]!) history[v] = current;
    if (current < bestCost - 1e-9) {
      bestCost = current;
      lastImprovement = iteration;
      best.slot.set(state.slotOf);
      best.room.set(state.roomOf);
    }
  }
  return best;
}
