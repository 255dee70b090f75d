import type { Model } from './model';
import { gapsOfDay, idealGap } from './score';
import type { SolverWeights } from './types';

/** Result of `fits` when the lesson cannot start in the slot. */
export const NO_FIT = -2;

/**
 * A (partial) timetable over a model: where each lesson starts and in which room, and per teacher, student set and
 * room one Int32Array row of `slots` cells holding the occupying lesson + 1 (0 = free). Every check and every cost
 * below reads these rows directly.
 */
export class TimetableState {
  readonly slotOf: Int32Array;
  readonly roomOf: Int32Array;
  readonly teacherAt: Int32Array;
  readonly setAt: Int32Array;
  readonly roomAt: Int32Array;
  placed = 0;
  /** Conflicting lessons found by `conflicts` (valid until the next call). */
  readonly conflictList: Int32Array;
  private readonly mark: Int32Array;
  private generation = 0;
  private readonly dayBuffer: Int32Array;
  private readonly stampTeacherDay: Int32Array;
  private readonly stampSetDay: Int32Array;
  private readonly stampAct: Int32Array;
  private readonly touchedTeacherDays: Int32Array;
  private readonly touchedSetDays: Int32Array;
  private readonly touchedActs: Int32Array;
  private touched = { teacherDays: 0, setDays: 0, acts: 0, generation: 0 };
  private readonly touchedLessons: number[] = [];

  constructor(
    readonly model: Model,
    readonly weights: Required<SolverWeights>,
  ) {
    const { lessons, slots, days } = model;
    this.slotOf = new Int32Array(lessons).fill(-1);
    this.roomOf = new Int32Array(lessons).fill(-1);
    this.teacherAt = new Int32Array(model.teacherIds.length * slots);
    this.setAt = new Int32Array(model.setIds.length * slots);
    this.roomAt = new Int32Array(model.roomIds.length * slots);
    this.conflictList = new Int32Array(lessons);
    this.mark = new Int32Array(lessons);
    this.dayBuffer = new Int32Array(Math.max(1, ...model.acts.map((a) => a.perWeek)));
    this.stampTeacherDay = new Int32Array(model.teacherIds.length * days);
    this.stampSetDay = new Int32Array(model.setIds.length * days);
    this.stampAct = new Int32Array(model.acts.length);
    this.touchedTeacherDays = new Int32Array(model.teacherIds.length * days);
    this.touchedSetDays = new Int32Array(model.setIds.length * days);
    this.touchedActs = new Int32Array(model.acts.length);
  }

  place(lesson: number, slot: number, room: number): void {
    const { model } = this;
    const a = model.acts[model.lessonAct[lesson]!]!;
    const S = model.slots;
    const value = lesson + 1;
    for (let k = 0; k < a.duration; k++) {
      for (let i = 0; i < a.teachers.length; i++) this.teacherAt[a.teachers[i]! * S + slot + k] = value;
      for (let i = 0; i < a.sets.length; i++) this.setAt[a.sets[i]! * S + slot + k] = value;
      if (room >= 0) this.roomAt[room * S + slot + k] = value;
    }
    this.slotOf[lesson] = slot;
    this.roomOf[lesson] = room;
    this.placed++;
  }

  unplace(lesson: number): void {
    const slot = this.slotOf[lesson]!;
    if (slot < 0) return;
    const { model } = this;
    const a = model.acts[model.lessonAct[lesson]!]!;
    const S = model.slots;
    const room = this.roomOf[lesson]!;
    for (let k = 0; k < a.duration; k++) {
      for (let i = 0; i < a.teachers.length; i++) this.teacherAt[a.teachers[i]! * S + slot + k] = 0;
      for (let i = 0; i < a.sets.length; i++) this.setAt[a.sets[i]! * S + slot + k] = 0;
      if (room >= 0) this.roomAt[room * S + slot + k] = 0;
    }
    this.slotOf[lesson] = -1;
    this.roomOf[lesson] = -1;
    this.placed--;
  }

  /** The room (≥ 0, or -1 = none booked) for an unplaced lesson starting at `slot`, or NO_FIT. */
  fits(lesson: number, slot: number): number {
    const { model } = this;
    const a = model.acts[model.lessonAct[lesson]!]!;
    if (!a.allowed[slot]) return NO_FIT;
    const pin = model.lessonPinned[lesson]!;
    if (pin >= 0 && pin !== slot) return NO_FIT;
    const S = model.slots;
    const d = a.duration;
    for (let i = 0; i < a.teachers.length; i++) {
      const base = a.teachers[i]! * S + slot;
      for (let k = 0; k < d; k++) if (this.teacherAt[base + k]) return NO_FIT;
    }
    for (let i = 0; i < a.sets.length; i++) {
      const base = a.sets[i]! * S + slot;
      for (let k = 0; k < d; k++) if (this.setAt[base + k]) return NO_FIT;
    }
    if (a.homeRoom >= 0) {
      const base = a.homeRoom * S + slot;
      for (let k = 0; k < d; k++) if (this.roomAt[base + k]) return NO_FIT;
    }
    if (a.minDays > 0) {
      const day = (slot / model.periods) | 0;
      for (let i = 0; i < a.lessons.length; i++) {
        const other = a.lessons[i]!;
        const at = this.slotOf[other]!;
        if (other !== lesson && at >= 0 && Math.abs(day - ((at / model.periods) | 0)) < a.minDays) return NO_FIT;
      }
    }
    if (a.type < 0) return a.homeRoom;
    const rooms = model.roomsOfType[a.type]!;
    for (let i = 0; i < rooms.length; i++) {
      const base = rooms[i]! * S + slot;
      let free = true;
      for (let k = 0; k < d && free; k++) if (this.roomAt[base + k]) free = false;
      if (free) return rooms[i]!;
    }
    return NO_FIT;
  }

  /**
   * The placed lessons that keep an unplaced lesson out of `slot` (in `conflictList`), or -1 when a fixed lesson or a
   * static constraint does. For a room type, the room whose occupants are fewest is the one counted.
   */
  conflicts(lesson: number, slot: number): number {
    const { model } = this;
    const a = model.acts[model.lessonAct[lesson]!]!;
    if (!a.allowed[slot]) return -1;
    const pin = model.lessonPinned[lesson]!;
    if (pin >= 0 && pin !== slot) return -1;
    const gen = ++this.generation;
    const S = model.slots;
    const d = a.duration;
    let n = 0;
    const add = (occupant: number): boolean => {
      if (occupant === 0) return true;
      const other = occupant - 1;
      if (this.mark[other] === gen) return true;
      if (model.lessonPinned[other]! >= 0) return false;
      this.mark[other] = gen;
      this.conflictList[n++] = other;
      return true;
    };
    for (let i = 0; i < a.teachers.length; i++) {
      const base = a.teachers[i]! * S + slot;
      for (let k = 0; k < d; k++) if (!add(this.teacherAt[base + k]!)) return -1;
    }
    for (let i = 0; i < a.sets.length; i++) {
      const base = a.sets[i]! * S + slot;
      for (let k = 0; k < d; k++) if (!add(this.setAt[base + k]!)) return -1;
    }
    if (a.homeRoom >= 0) {
      const base = a.homeRoom * S + slot;
      for (let k = 0; k < d; k++) if (!add(this.roomAt[base + k]!)) return -1;
    }
    if (a.minDays > 0) {
      const day = (slot / model.periods) | 0;
      for (let i = 0; i < a.lessons.length; i++) {
        const other = a.lessons[i]!;
        const at = this.slotOf[other]!;
        if (other !== lesson && at >= 0 && Math.abs(day - ((at / model.periods) | 0)) < a.minDays) {
          if (!add(other + 1)) return -1;
        }
      }
    }
    if (a.type >= 0) {
      const rooms = model.roomsOfType[a.type]!;
      let bestRoom = -1;
      let bestCount = Number.POSITIVE_INFINITY;
      for (let i = 0; i < rooms.length && bestCount > 0; i++) {
        const base = rooms[i]! * S + slot;
        let count = 0;
        let blocked = false;
        for (let k = 0; k < d; k++) {
          const occupant = this.roomAt[base + k]!;
          if (occupant === 0) continue;
          if (model.lessonPinned[occupant - 1]! >= 0) blocked = true;
          else if (this.mark[occupant - 1] !== gen && (k === 0 || this.roomAt[base + k - 1] !== occupant)) count++;
        }
        if (!blocked && count < bestCount) {
          bestCount = count;
          bestRoom = rooms[i]!;
        }
      }
      if (bestRoom < 0) return -1;
      const base = bestRoom * S + slot;
      for (let k = 0; k < d; k++) add(this.roomAt[base + k]!);
    }
    return n;
  }

  // Soft costs, read from the occupancy rows.

  private gapsOf(rows: Int32Array, row: number, day: number): number {
    const { periods, morning, slots } = this.model;
    const base = row * slots + day * periods;
    return gapsOfDay((p) => rows[base + p] !== 0, periods, morning);
  }

  private spreadOf(act: number): number {
    const { model } = this;
    const a = model.acts[act]!;
    if (a.perWeek < 2) return 0;
    const ideal = idealGap(model.days, a.perWeek);
    let n = 0;
    for (let i = 0; i < a.lessons.length; i++) {
      const at = this.slotOf[a.lessons[i]!]!;
      if (at < 0) continue;
      // Insertion sort into the day buffer (a handful of lessons).
      const day = (at / model.periods) | 0;
      let j = n++;
      while (j > 0 && this.dayBuffer[j - 1]! > day) {
        this.dayBuffer[j] = this.dayBuffer[j - 1]!;
        j--;
      }
      this.dayBuffer[j] = day;
    }
    let penalty = 0;
    for (let i = 1; i < n; i++) penalty += Math.max(0, ideal - (this.dayBuffer[i]! - this.dayBuffer[i - 1]!));
    return penalty;
  }

  /** Heavy-in-the-afternoon and preferred-day costs of one placed lesson (weighted). */
  lessonCost(lesson: number): number {
    const at = this.slotOf[lesson]!;
    if (at < 0) return 0;
    const { model, weights } = this;
    const a = model.acts[model.lessonAct[lesson]!]!;
    const day = (at / model.periods) | 0;
    let cost = a.heavy && at % model.periods >= model.morning ? weights.heavyMorning : 0;
    for (let i = 0; i < a.teachers.length; i++) {
      const mask = model.preferredMask[a.teachers[i]!]!;
      if (mask !== 0 && ((mask >> day) & 1) === 0) cost += weights.preferredDays;
    }
    return cost;
  }

  /** The weighted soft score of the whole (partial) timetable. */
  totalCost(): number {
    const { model, weights } = this;
    let teacherGaps = 0;
    let classGaps = 0;
    let spread = 0;
    let rest = 0;
    for (let t = 0; t < model.teacherIds.length; t++)
      for (let d = 0; d < model.days; d++) teacherGaps += this.gapsOf(this.teacherAt, t, d);
    for (let c = 0; c < model.setIds.length; c++)
      for (let d = 0; d < model.days; d++) classGaps += this.gapsOf(this.setAt, c, d);
    for (let a = 0; a < model.acts.length; a++) spread += this.spreadOf(a);
    for (let l = 0; l < model.lessons; l++) rest += this.lessonCost(l);
    return weights.teacherGaps * teacherGaps + weights.classGaps * classGaps + weights.spread * spread + rest;
  }

  /** Starts a set of touched teacher-days, set-days, activities and lessons whose cost a move can change. */
  beginTouch(): void {
    this.touched = { teacherDays: 0, setDays: 0, acts: 0, generation: this.touched.generation + 1 };
    this.touchedLessons.length = 0;
  }

  /** Adds what moving `lesson` between days `fromDay` and `toDay` touches. */
  touch(lesson: number, fromDay: number, toDay: number): void {
    const { model, touched } = this;
    const act = model.lessonAct[lesson]!;
    const a = model.acts[act]!;
    const gen = touched.generation;
    const D = model.days;
    for (const day of fromDay === toDay ? [fromDay] : [fromDay, toDay]) {
      for (let i = 0; i < a.teachers.length; i++) {
        const key = a.teachers[i]! * D + day;
        if (this.stampTeacherDay[key] === gen) continue;
        this.stampTeacherDay[key] = gen;
        this.touchedTeacherDays[touched.teacherDays++] = key;
      }
      for (let i = 0; i < a.sets.length; i++) {
        const key = a.sets[i]! * D + day;
        if (this.stampSetDay[key] === gen) continue;
        this.stampSetDay[key] = gen;
        this.touchedSetDays[touched.setDays++] = key;
      }
    }
    if (this.stampAct[act] !== gen) {
      this.stampAct[act] = gen;
      this.touchedActs[touched.acts++] = act;
    }
    this.touchedLessons.push(lesson);
  }

  /** The weighted cost of everything touched, as things stand now. */
  touchedCost(): number {
    const { model, weights, touched } = this;
    const D = model.days;
    let gapsT = 0;
    for (let i = 0; i < touched.teacherDays; i++) {
      const key = this.touchedTeacherDays[i]!;
      gapsT += this.gapsOf(this.teacherAt, (key / D) | 0, key % D);
    }
    let gapsC = 0;
    for (let i = 0; i < touched.setDays; i++) {
      const key = this.touchedSetDays[i]!;
      gapsC += this.gapsOf(this.setAt, (key / D) | 0, key % D);
    }
    let spread = 0;
    for (let i = 0; i < touched.acts; i++) spread += this.spreadOf(this.touchedActs[i]!);
    let rest = 0;
    for (const lesson of this.touchedLessons) rest += this.lessonCost(lesson);
    return weights.teacherGaps * gapsT + weights.classGaps * gapsC + weights.spread * spread + rest;
  }
}
