import { createRandom } from '../../../demo/random';
import { SIZES, SUBJECTS } from '../../../demo/school-data';
import type { SolverActivity, SolverInput, SolverRoom, SolverTeacher } from './types';

/**
 * Synthetic schools shaped like the demo school (its subjects, weekly periods = soTietNam / 35, homeroom classes per
 * grade and system, rooms per building floor) for the benchmark and the solver's own tests: 6 days, 5 morning and
 * 3 afternoon periods, no lessons on Saturday afternoon, the flag ceremony pinned on Monday period 0 and the class
 * meeting on Saturday's last morning period for every homeroom class (both with the homeroom teacher).
 */
export interface SampleSchoolShape {
  classesPerGrade: { VN: number; CAM: number };
  /** Periods a teacher teaches a week on average: sets how many teachers each department gets. */
  teacherLoad: number;
  /** Top every class up to this many periods a week with enrichment lessons (2 a week each); absent = none. */
  periodsPerClass?: number;
  seed: number;
}

export const SAMPLE_SHAPES = {
  /** The demo school's `default` size: 3 VN + 1 Cambridge class per grade, 48 classes. */
  default: { classesPerGrade: SIZES.default.classesPerGrade, teacherLoad: 14, seed: 11 },
  /** ≈ 60 homeroom classes (4 VN + 1 Cambridge per grade) of 30 periods a week, ≈ 130 teachers, 1,800 lessons. */
  large: { classesPerGrade: { VN: 4, CAM: 1 }, teacherLoad: 13, periodsPerClass: 30, seed: 12 },
  /** The demo school's `small` size: 1 + 1 class per grade. */
  small: { classesPerGrade: SIZES.small.classesPerGrade, teacherLoad: 14, seed: 13 },
} satisfies Record<string, SampleSchoolShape>;

const DAYS = 6;
const MORNING = 5;
const PERIODS = 8;
const HEAVY = new Set(['TV', 'TOAN-TH', 'TOAN', 'VAN', 'CP-MATH', 'CLS-MATH', 'IG-MATH']);
const ROOM_TYPE: Record<string, string> = {
  HOA: 'lab',
  SINH: 'lab',
  'IG-SCI': 'lab',
  TIN: 'computer',
  'IG-CS': 'computer',
  AMNHAC: 'special',
  MYTHUAT: 'special',
};
/** Lessons taught as double periods: perWeek counts the doubles. */
const DOUBLE = new Set(['VAN', 'IG-SCI']);
/** Lessons outside the classroom: no room booked. */
const OUTDOOR = new Set(['GDTC']);

function capOf(grade: number) {
  return grade <= 5 ? 'tieu_hoc' : grade <= 9 ? 'thcs' : 'thpt';
}

export function sampleSchool(shape: SampleSchoolShape): SolverInput {
  const random = createRandom(shape.seed);
  const classes: { id: number; grade: number; system: 'VN' | 'CAM'; room: number }[] = [];
  for (let grade = 1; grade <= 12; grade++)
    for (const system of ['VN', 'CAM'] as const)
      for (let c = 0; c < shape.classesPerGrade[system]; c++)
        classes.push({ id: 1000 + classes.length, grade, system, room: 1 + classes.length });

  // Rooms as the demo generator lays them out: per floor six classrooms and one special room (lab, computer,
  // special-purpose in turn), five floors per building, enough buildings for the classes.
  const rooms: SolverRoom[] = [];
  const buildings = Math.max(2, Math.ceil(classes.length / 30));
  const specialTypes = ['lab', 'computer', 'special'];
  let classrooms = 0;
  for (let b = 0; b < buildings; b++)
    for (let floor = 1; floor <= 5; floor++) {
      for (let r = 0; r < 6; r++) rooms.push({ id: 1 + classrooms++, type: null });
      rooms.push({ id: 500 + rooms.length, type: specialTypes[(floor + 2) % 3]! });
    }
  for (let extra = classrooms; extra < classes.length; extra++) rooms.push({ id: 1 + extra, type: null });

  // What each class is taught, then teachers per department in proportion to its periods.
  interface Need {
    cls: (typeof classes)[number];
    ma: string;
    dept: string;
    periods: number;
  }
  const needs: Need[] = [];
  for (const cls of classes) {
    for (const s of SUBJECTS) {
      const offered =
        s.caps.includes(capOf(cls.grade)) && (s.he === cls.system || (cls.system === 'CAM' && s.ma === 'VAN'));
      if (!offered) continue;
      // The experiential subject's flag ceremony and class meeting are the two pinned lessons below.
      const periods = s.ma === 'HDTN' ? s.tiet - 2 : s.tiet;
      if (periods > 0) needs.push({ cls, ma: s.ma, dept: s.dept, periods });
    }
    // The flag ceremony and the class meeting are the class's two other periods.
    let total = 2 + needs.filter((n) => n.cls === cls).reduce((sum, n) => sum + n.periods, 0);
    const enrichment = ['toan', 'van', 'anh', 'khtn', 'khxh'];
    for (let k = 0; total < (shape.periodsPerClass ?? 0); k++) {
      const periods = Math.min(2, (shape.periodsPerClass ?? 0) - total);
      const dept = cls.system === 'CAM' ? 'cam' : cls.grade <= 5 ? 'tieuhoc' : enrichment[k % enrichment.length]!;
      needs.push({ cls, ma: `TC${k + 1}`, dept, periods });
      total += periods;
    }
  }
  const deptPeriods = new Map<string, number>();
  for (const n of needs) deptPeriods.set(n.dept, (deptPeriods.get(n.dept) ?? 0) + n.periods);
  const teachers: SolverTeacher[] = [];
  const pool = new Map<string, number[]>();
  for (const [dept, periods] of deptPeriods) {
    const count = Math.max(2, Math.ceil(periods / shape.teacherLoad));
    const ids: number[] = [];
    for (let i = 0; i < count; i++) {
      const id = 1 + teachers.length;
      ids.push(id);
      const teacher: SolverTeacher = { id, unavailable: [] };
      // One teacher in six has a half day off; one in eight prefers four days.
      if (random.chance(1 / 6)) {
        const day = random.int(0, DAYS - 2);
        const from = random.chance(0.5) ? 0 : MORNING;
        for (let p = from; p < (from === 0 ? MORNING : PERIODS); p++) teacher.unavailable.push({ day, period: p });
      }
      if (random.chance(1 / 8)) {
        const off = random.int(0, DAYS - 1);
        teacher.preferredDays = [0, 1, 2, 3, 4, 5].filter((d) => d !== off && d !== (off + 3) % DAYS);
      }
      teachers.push(teacher);
    }
    pool.set(dept, ids);
  }
  const cursor = new Map<string, number>();
  const activities: SolverActivity[] = [];
  for (const n of needs) {
    const ids = pool.get(n.dept)!;
    const at = cursor.get(n.dept) ?? 0;
    cursor.set(n.dept, at + 1);
    const teacher = ids[at % ids.length]!;
    const double = DOUBLE.has(n.ma) && n.periods % 2 === 0;
    const roomType = ROOM_TYPE[n.ma] ?? null;
    activities.push({
      id: `${n.ma}:${n.cls.id}`,
      subjectId: SUBJECTS.findIndex((s) => s.ma === n.ma) + 1 || 100 + Number(n.ma.slice(2)),
      teacherIds: [teacher],
      studentSetIds: [n.cls.id],
      duration: double ? 2 : 1,
      perWeek: double ? n.periods / 2 : n.periods,
      roomType,
      homeRoomId: roomType || OUTDOOR.has(n.ma) ? null : n.cls.room,
      heavy: HEAVY.has(n.ma),
      // More lessons than school days (Vietnamese, 7 a week): two may share a day.
      minDaysBetween: n.periods > DAYS - 1 ? 0 : 1,
    });
  }
  // Homeroom teachers: one per class, taken in turn from every department.
  const everyone = teachers.map((t) => t.id);
  const gcd = (x: number, y: number): number => (y === 0 ? x : gcd(y, x % y));
  let stride = 7;
  while (gcd(stride, everyone.length) !== 1) stride++;
  classes.forEach((cls, i) => {
    const homeroom = everyone[(i * stride) % everyone.length]!;
    activities.push(
      {
        id: `CHAOCO:${cls.id}`,
        subjectId: 0,
        teacherIds: [homeroom],
        studentSetIds: [cls.id],
        duration: 1,
        perWeek: 1,
        homeRoomId: null,
        pinned: [{ day: 0, period: 0 }],
      },
      {
        id: `SHL:${cls.id}`,
        subjectId: 0,
        teacherIds: [homeroom],
        studentSetIds: [cls.id],
        duration: 1,
        perWeek: 1,
        homeRoomId: cls.room,
        pinned: [{ day: 5, period: MORNING - 1 }],
      },
    );
  });
  // A homeroom teacher must be free for the pinned lessons.
  const pinnedSlots = new Set(['0:0', `5:${MORNING - 1}`]);
  for (const t of teachers) t.unavailable = t.unavailable.filter((s) => !pinnedSlots.has(`${s.day}:${s.period}`));
  return {
    days: DAYS,
    periodsPerDay: PERIODS,
    morningPeriods: MORNING,
    forbiddenSlots: Array.from({ length: PERIODS - MORNING }, (_, i) => ({ day: 5, period: MORNING + i })),
    teachers,
    rooms,
    activities,
    seed: shape.seed,
  };
}
