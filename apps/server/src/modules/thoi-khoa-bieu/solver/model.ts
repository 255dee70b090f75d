import type { SolverInput } from './types';

/**
 * The solver's indexed view of an input: teachers, student sets and rooms numbered 0..n-1, slots numbered
 * s = day * periodsPerDay + period, every activity expanded into lessons, and each activity's static domain (the
 * start slots its lessons may use whatever else is placed: inside the week and one session, no forbidden slot, every
 * teacher available).
 */
export interface Model {
  days: number;
  periods: number;
  morning: number;
  slots: number;
  teacherIds: number[];
  setIds: number[];
  roomIds: number[];
  /** Per activity (input order). */
  acts: ActModel[];
  /** Per room type: the rooms of that type. */
  roomsOfType: Int32Array[];
  typeNames: string[];
  /** Per teacher: bit d set = the teacher prefers day d; 0 = no preference. */
  preferredMask: Int32Array;
  /** Per lesson. */
  lessonAct: Int32Array;
  lessonIndex: Int32Array;
  lessonPinned: Int32Array;
  lessons: number;
  /** Per student set and per teacher: the lessons that use it. */
  lessonsOfSet: Int32Array[];
  lessonsOfTeacher: Int32Array[];
}

export interface ActModel {
  id: string;
  teachers: Int32Array;
  sets: Int32Array;
  duration: number;
  perWeek: number;
  /** Index into roomsOfType, or -1. */
  type: number;
  /** Room index of the home room (used when no type is required), or -1 = no room booked. */
  homeRoom: number;
  minDays: number;
  heavy: boolean;
  /** allowed[s] = 1 when a lesson may start at slot s (static constraints only). */
  allowed: Uint8Array;
  domain: Int32Array;
  lessons: Int32Array;
}

/** Numbers ids 0, 1, 2… in the order first seen: the ids in that order, and the lookup that adds unseen ones. */
function indexer(): [number[], (id: number) => number] {
  const ids: number[] = [];
  const index = new Map<number, number>();
  return [
    ids,
    (id) => {
      let i = index.get(id);
      if (i === undefined) {
        i = ids.length;
        ids.push(id);
        index.set(id, i);
      }
      return i;
    },
  ];
}

export function buildModel(input: SolverInput): Model {
  const days = Math.max(0, Math.floor(input.days));
  const periods = Math.max(0, Math.floor(input.periodsPerDay));
  const morning = Math.min(periods, Math.max(0, Math.floor(input.morningPeriods)));
  const slots = days * periods;
  const inWeek = (day: number, period: number) => day >= 0 && day < days && period >= 0 && period < periods;

  const [teacherIds, teacherOf] = indexer();
  const [setIds, setOf] = indexer();
  const [roomIds, roomOf] = indexer();
  const typeNames: string[] = [];
  const typeRooms: number[][] = [];
  const typeOf = (name: string) => {
    let i = typeNames.indexOf(name);
    if (i < 0) {
      i = typeNames.length;
      typeNames.push(name);
      typeRooms.push([]);
    }
    return i;
  };
  for (const r of input.rooms) {
    const i = roomOf(r.id);
    if (r.type) typeRooms[typeOf(r.type)]!.push(i);
  }

  const forbidden = new Uint8Array(slots);
  for (const s of input.forbiddenSlots ?? []) if (inWeek(s.day, s.period)) forbidden[s.day * periods + s.period] = 1;
  const unavailable = new Map<number, Uint8Array>();
  for (const t of input.teachers) {
    const mask = new Uint8Array(slots);
    for (const s of t.unavailable) if (inWeek(s.day, s.period)) mask[s.day * periods + s.period] = 1;
    unavailable.set(teacherOf(t.id), mask);
  }

  const acts: ActModel[] = [];
  const lessonAct: number[] = [];
  const lessonIndex: number[] = [];
  const lessonPinned: number[] = [];
  for (const a of input.activities) {
    const teachers = Int32Array.from(new Set(a.teacherIds).values(), teacherOf);
    const sets = Int32Array.from(new Set(a.studentSetIds).values(), setOf);
    const duration = Math.max(1, Math.floor(a.duration));
    const allowed = new Uint8Array(slots);
    const domain: number[] = [];
    for (let day = 0; day < days; day++) {
      for (let period = 0; period + duration <= periods; period++) {
        if (period < morning && period + duration > morning) continue;
        const s = day * periods + period;
        let ok = true;
        for (let k = 0; k < duration && ok; k++) {
          if (forbidden[s + k]) ok = false;
          for (const t of teachers) if (unavailable.get(t)?.[s + k]) ok = false;
        }
        if (ok) {
          allowed[s] = 1;
          domain.push(s);
        }
      }
    }
    const lessons: number[] = [];
    const perWeek = Math.max(0, Math.floor(a.perWeek));
    for (let i = 0; i < perWeek; i++) {
      const pin = a.pinned?.[i];
      lessons.push(lessonAct.length);
      lessonAct.push(acts.length);
      lessonIndex.push(i);
      lessonPinned.push(pin && inWeek(pin.day, pin.period) ? pin.day * periods + pin.period : -1);
    }
    acts.push({
      id: a.id,
      teachers,
      sets,
      duration,
      perWeek,
      type: a.roomType ? typeOf(a.roomType) : -1,
      homeRoom: !a.roomType && a.homeRoomId !== null && a.homeRoomId !== undefined ? roomOf(a.homeRoomId) : -1,
      minDays: Math.max(0, Math.floor(a.minDaysBetween ?? 1)),
      heavy: Boolean(a.heavy),
      allowed,
      domain: Int32Array.from(domain),
      lessons: Int32Array.from(lessons),
    });
  }
  const preferredMask = new Int32Array(teacherIds.length);
  for (const t of input.teachers)
    for (const d of t.preferredDays ?? []) if (d >= 0 && d < days && d < 31) preferredMask[teacherOf(t.id)]! |= 1 << d;
  const lessonsOfSet: number[][] = setIds.map(() => []);
  const lessonsOfTeacher: number[][] = teacherIds.map(() => []);
  for (let l = 0; l < lessonAct.length; l++) {
    for (const s of acts[lessonAct[l]!]!.sets) lessonsOfSet[s]!.push(l);
    for (const t of acts[lessonAct[l]!]!.teachers) lessonsOfTeacher[t]!.push(l);
  }
  return {
    days,
    periods,
    morning,
    slots,
    teacherIds,
    setIds,
    roomIds,
    acts,
    roomsOfType: typeRooms.map((r) => Int32Array.from(r)),
    typeNames,
    preferredMask,
    lessonAct: Int32Array.from(lessonAct),
    lessonIndex: Int32Array.from(lessonIndex),
    lessonPinned: Int32Array.from(lessonPinned),
    lessons: lessonAct.length,
    lessonsOfSet: lessonsOfSet.map((l) => Int32Array.from(l)),
    lessonsOfTeacher: lessonsOfTeacher.map((l) => Int32Array.from(l)),
  };
}
