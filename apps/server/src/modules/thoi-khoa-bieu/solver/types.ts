/**
 * The timetable solver's contract (pure data in, pure data out; no database, no I/O).
 *
 * The module turns a year's teaching assignments, rooms and settings into a `SolverInput`, runs `solve` in a worker
 * thread and stores the placements as a draft timetable version. Slots are (day, period) with day 0 = Monday and
 * period 0 = the first period of the morning; `periodsPerDay` covers both sessions.
 */

export interface Slot {
  day: number;
  period: number;
}

export interface SolverTeacher {
  id: number;
  /** Slots the teacher cannot teach in (hard). */
  unavailable: Slot[];
  /** Days the teacher prefers to teach on (soft); empty or absent = no preference. */
  preferredDays?: number[];
}

export interface SolverRoom {
  id: number;
  /** Room type, e.g. 'lab', 'gym', 'computer'; null = an ordinary classroom. */
  type: string | null;
}

/**
 * An activity is what FET calls one: a subject taught by its teacher(s) to its student set(s), `perWeek` times a week,
 * each lesson lasting `duration` consecutive periods in the same session (2 = a double period).
 *
 * Student sets are atomic: two activities that share any `studentSetIds` entry may never overlap. A homeroom class
 * split into two groups is two atomic sets; a whole-class activity lists both, each group's activity lists one, so the
 * two groups may run in parallel. Students mixed from several classes are expressed the same way by the caller.
 */
export interface SolverActivity {
  id: string;
  subjectId: number;
  teacherIds: number[];
  studentSetIds: number[];
  duration: 1 | 2;
  perWeek: number;
  /** A room of this type is required (hard); null/absent = any ordinary room or `homeRoomId`. */
  roomType?: string | null;
  /** The room to use when no type is required (the homeroom class's room); null = no room is booked. */
  homeRoomId?: number | null;
  /** Prefer morning periods (soft): mathematics, literature and other heavy subjects. */
  heavy?: boolean;
  /** Fixed lessons kept where they are (the flag ceremony, the class meeting): one slot per lesson, hard. */
  pinned?: Slot[];
  /** Minimum days between two lessons of this activity (default 1: never two lessons on one day). */
  minDaysBetween?: number;
}

export interface SolverWeights {
  teacherGaps: number;
  spread: number;
  heavyMorning: number;
  preferredDays: number;
  /** Idle periods inside a student set's session (added by the solver; default 1). */
  classGaps?: number;
}

export interface SolverInput {
  days: number;
  periodsPerDay: number;
  /** Periods 0..morningPeriods-1 are the morning session; a double period never straddles sessions. */
  morningPeriods: number;
  /** School-wide slots without lessons. */
  forbiddenSlots?: Slot[];
  teachers: SolverTeacher[];
  rooms: SolverRoom[];
  activities: SolverActivity[];
  weights?: Partial<SolverWeights>;
  seed?: number;
  /** Stop searching for a better soft score after this long (the best timetable found is returned). */
  timeLimitMs?: number;
}

/** One lesson placed: lesson `index` (0..perWeek-1) of an activity, starting at (day, period). */
export interface Placement {
  activityId: string;
  index: number;
  day: number;
  period: number;
  roomId: number | null;
}

export interface SolverProgress {
  placed: number;
  total: number;
  /** Lower is better; 0 = every soft constraint met. */
  softScore: number;
  elapsedMs: number;
}

/** Why an input cannot be placed, naming the constraint and who is involved. */
export interface Infeasibility {
  constraint:
    | 'teacher-overloaded'
    | 'class-overloaded'
    | 'no-room-of-type'
    | 'teacher-unavailable'
    | 'pinned-conflict'
    | 'too-many-per-week'
    | 'unplaceable';
  activityIds: string[];
  teacherIds: number[];
  studentSetIds: number[];
  /** An English sentence for logs; the module localises from the fields above. */
  detail: string;
}

export type SolverResult =
  | { ok: true; placements: Placement[]; softScore: number; elapsedMs: number }
  | { ok: false; reasons: Infeasibility[]; placements: Placement[]; elapsedMs: number };

/** The soft score of a timetable: each measure as counted, and `total` = the weighted sum (the solver's softScore). */
export interface SoftScore {
  total: number;
  /** Idle periods between a teacher's first and last lesson of a session, over every teacher, day and session. */
  teacherGaps: number;
  /** The same for student sets. */
  classGaps: number;
  /** Days missing between consecutive lessons of an activity, against an even spread over the week. */
  spread: number;
  /** Lessons of heavy activities placed in the afternoon. */
  heavyMorning: number;
  /** Lessons on a day a teacher of the lesson does not prefer (teachers with preferred days only). */
  preferredDays: number;
}

/** A broken hard constraint found by `hardViolations`, naming the slot and everything involved. */
export interface Violation {
  kind:
    | 'teacher-clash'
    | 'student-set-clash'
    | 'room-clash'
    | 'per-week'
    | 'teacher-unavailable'
    | 'forbidden-slot'
    | 'room-type'
    | 'min-days'
    | 'session'
    | 'pinned-moved'
    | 'unknown-activity';
  /** The period where it happens; null for week-level violations (per-week, pinned-moved). */
  slot: Slot | null;
  activityIds: string[];
  teacherIds: number[];
  studentSetIds: number[];
  roomIds: number[];
  /** An English sentence for logs; the module localises from the fields above. */
  detail: string;
}

export interface SolveOptions {
  onProgress?: (progress: SolverProgress) => void;
  /** Polled between steps; true = stop and return the best result so far. */
  shouldStop?: () => boolean;
}
