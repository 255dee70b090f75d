import { describe, expect, it } from 'vitest';
import { activity } from './fixtures';
import { hardViolations, scoreOf, solve } from './index';
import type { Infeasibility, Placement, SolverInput } from './types';

const week = (over: Partial<SolverInput> = {}): SolverInput => ({
  days: 5,
  periodsPerDay: 6,
  morningPeriods: 4,
  teachers: [],
  rooms: [],
  activities: [],
  seed: 7,
  timeLimitMs: 200,
  ...over,
});

function solved(input: SolverInput): Placement[] {
  const result = solve(input);
  if (!result.ok) throw new Error(`expected a timetable, got ${JSON.stringify(result.reasons)}`);
  expect(hardViolations(input, result.placements)).toEqual([]);
  expect(result.softScore).toBe(scoreOf(input, result.placements).total);
  return result.placements;
}

function reasonsOf(input: SolverInput): Infeasibility[] {
  const started = Date.now();
  const result = solve(input);
  expect(result.ok).toBe(false);
  expect(Date.now() - started).toBeLessThan(5_000);
  return result.ok ? [] : result.reasons;
}

const slotKey = (p: Placement) => `${p.day}:${p.period}`;

describe('the solver keeps every hard constraint', () => {
  it('never books a teacher twice, even when the teacher fills the whole week', () => {
    const input = week({
      days: 5,
      periodsPerDay: 2,
      morningPeriods: 2,
      activities: [
        activity('a', { teacherIds: [1], studentSetIds: [1], perWeek: 5 }),
        activity('b', { teacherIds: [1], studentSetIds: [2], perWeek: 5 }),
      ],
    });
    const placements = solved(input);
    expect(new Set(placements.map(slotKey)).size).toBe(10);
  });

  it('never books a student set twice', () => {
    const input = week({
      days: 3,
      periodsPerDay: 3,
      morningPeriods: 3,
      activities: [
        activity('a', { teacherIds: [1], perWeek: 3 }),
        activity('b', { teacherIds: [2], perWeek: 3 }),
        activity('c', { teacherIds: [3], perWeek: 3 }),
      ],
    });
    expect(new Set(solved(input).map(slotKey)).size).toBe(9);
  });

  it('never books a room twice and gives each lesson a room of the type it needs', () => {
    const input = week({
      days: 3,
      periodsPerDay: 2,
      morningPeriods: 2,
      rooms: [
        { id: 10, type: 'lab' },
        { id: 11, type: null },
        { id: 12, type: 'gym' },
      ],
      activities: [
        activity('chem-1', { teacherIds: [1], studentSetIds: [1], perWeek: 3, roomType: 'lab' }),
        activity('chem-2', { teacherIds: [2], studentSetIds: [2], perWeek: 3, roomType: 'lab' }),
        activity('pe', { teacherIds: [3], studentSetIds: [3], perWeek: 2, roomType: 'gym' }),
        activity('maths', { teacherIds: [4], studentSetIds: [4], perWeek: 2, homeRoomId: 11 }),
      ],
    });
    const placements = solved(input);
    expect(placements.filter((p) => p.activityId.startsWith('chem')).every((p) => p.roomId === 10)).toBe(true);
    expect(placements.filter((p) => p.activityId === 'pe').every((p) => p.roomId === 12)).toBe(true);
    expect(placements.filter((p) => p.activityId === 'maths').every((p) => p.roomId === 11)).toBe(true);
    expect(new Set(placements.filter((p) => p.roomId === 10).map(slotKey)).size).toBe(6);
  });

  it('places exactly perWeek lessons, indexed 0..perWeek-1', () => {
    const input = week({ activities: [activity('a', { perWeek: 4 }), activity('b', { perWeek: 2, teacherIds: [2] })] });
    const placements = solved(input);
    expect(
      placements
        .filter((p) => p.activityId === 'a')
        .map((p) => p.index)
        .sort(),
    ).toEqual([0, 1, 2, 3]);
    expect(placements.filter((p) => p.activityId === 'b')).toHaveLength(2);
  });

  it("keeps out of a teacher's unavailable slots and the school's forbidden slots", () => {
    const unavailable = [];
    for (let day = 0; day < 5; day++)
      for (let period = 0; period < 6; period++) if (period !== 2) unavailable.push({ day, period });
    const input = week({
      teachers: [{ id: 1, unavailable }],
      forbiddenSlots: [{ day: 0, period: 2 }],
      activities: [activity('a', { perWeek: 4 })],
    });
    const placements = solved(input);
    expect(placements.every((p) => p.period === 2 && p.day !== 0)).toBe(true);
  });

  it('keeps lessons of an activity minDaysBetween days apart', () => {
    const placements = solved(week({ activities: [activity('a', { perWeek: 3, minDaysBetween: 2 })] }));
    expect(placements.map((p) => p.day).sort()).toEqual([0, 2, 4]);
  });

  it('may put two lessons on one day when minDaysBetween is 0', () => {
    const placements = solved(week({ days: 2, activities: [activity('a', { perWeek: 4, minDaysBetween: 0 })] }));
    expect(placements).toHaveLength(4);
  });

  it('keeps a double period inside one session', () => {
    const input = week({
      days: 2,
      periodsPerDay: 5,
      morningPeriods: 3,
      activities: [activity('lab', { duration: 2, perWeek: 2 }), activity('other', { teacherIds: [2], perWeek: 2 })],
    });
    for (const p of solved(input).filter((p) => p.activityId === 'lab')) expect([0, 1, 3]).toContain(p.period);
  });

  it('keeps fixed lessons where they are, with the homeroom teacher free', () => {
    const input = week({
      activities: [
        activity('flag', { pinned: [{ day: 0, period: 0 }] }),
        activity('meeting', { pinned: [{ day: 4, period: 3 }] }),
        activity('maths', { perWeek: 5, heavy: true }),
      ],
    });
    const placements = solved(input);
    expect(placements.find((p) => p.activityId === 'flag')).toMatchObject({ day: 0, period: 0 });
    expect(placements.find((p) => p.activityId === 'meeting')).toMatchObject({ day: 4, period: 3 });
  });

  it('finds the only days that work even when evicting a sibling looks cheaper (breakout weights)', () => {
    // Found by comparing with an exhaustive search: "lab" must be on days 0, 2 and 4 while three doubles of
    // "double" tend to fill one of those days; a solver that only counts conflicts churns among lab's lessons.
    const input = week({
      teachers: [
        { id: 1, unavailable: [], preferredDays: [0, 2, 4] },
        { id: 2, unavailable: [], preferredDays: [2] },
        {
          id: 3,
          unavailable: [
            { day: 4, period: 3 },
            { day: 4, period: 5 },
          ],
          preferredDays: [0, 2],
        },
      ],
      rooms: [
        { id: 200, type: 'lab' },
        { id: 100, type: null },
        { id: 101, type: null },
        { id: 102, type: null },
      ],
      seed: 192499,
      activities: [
        activity('double', { teacherIds: [3], duration: 2, perWeek: 3, homeRoomId: 100, minDaysBetween: 0 }),
        activity('free', { teacherIds: [2], studentSetIds: [], perWeek: 3, homeRoomId: 101, minDaysBetween: 0 }),
        activity('lab', { teacherIds: [1, 3], perWeek: 3, roomType: 'lab', homeRoomId: null, minDaysBetween: 2 }),
        activity('other', { teacherIds: [1], studentSetIds: [], duration: 2, perWeek: 2, homeRoomId: null }),
      ],
    });
    const placements = solved(input);
    expect(
      placements
        .filter((p) => p.activityId === 'lab')
        .map((p) => p.day)
        .sort(),
    ).toEqual([0, 2, 4]);
  });

  it('gives the same timetable for the same seed', () => {
    const input = week({
      timeLimitMs: 60_000,
      teachers: [{ id: 1, unavailable: [], preferredDays: [0, 1, 2] }],
      activities: [
        activity('a', { perWeek: 3, heavy: true }),
        activity('b', { teacherIds: [2], perWeek: 4 }),
        activity('c', { teacherIds: [1], studentSetIds: [2], perWeek: 2 }),
      ],
    });
    expect(solve(input)).toMatchObject({ placements: (solve(input) as { placements: Placement[] }).placements });
  });

  it('improves the soft score: heavy lessons in the morning, spread over the week, no gaps', () => {
    const input = week({
      timeLimitMs: 5_000,
      activities: [
        activity('maths', { perWeek: 3, heavy: true }),
        activity('lit', { teacherIds: [2], perWeek: 2, heavy: true }),
        activity('art', { teacherIds: [3], perWeek: 2 }),
      ],
    });
    const result = solve(input);
    expect(result.ok && result.softScore).toBe(0);
  });

  it('reports progress and stops when asked', () => {
    const input = week({ activities: [activity('a', { perWeek: 3 })] });
    const seen: number[] = [];
    const result = solve(input, { onProgress: (p) => seen.push(p.placed), shouldStop: () => true });
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.reasons.map((r) => r.constraint)).toEqual(['unplaceable']);
    const finished = solve(input, { onProgress: (p) => seen.push(p.total) });
    expect(finished.ok).toBe(true);
    expect(seen).toContain(3);
  });
});

describe('an infeasible input is explained at once', () => {
  it('a teacher with more lessons than available slots', () => {
    const [reason] = reasonsOf(
      week({
        days: 2,
        periodsPerDay: 3,
        morningPeriods: 3,
        teachers: [{ id: 9, unavailable: [{ day: 0, period: 0 }] }],
        activities: [
          activity('a', { teacherIds: [9], studentSetIds: [1], perWeek: 2 }),
          activity('b', { teacherIds: [9], studentSetIds: [2], perWeek: 2, duration: 2 }),
        ],
      }),
    );
    expect(reason).toMatchObject({ constraint: 'teacher-overloaded', teacherIds: [9], activityIds: ['a', 'b'] });
  });

  it("a student set with more lessons than the week's slots", () => {
    const reasons = reasonsOf(
      week({
        days: 2,
        periodsPerDay: 2,
        morningPeriods: 2,
        forbiddenSlots: [{ day: 1, period: 1 }],
        activities: [
          activity('a', { perWeek: 2 }),
          activity('b', { teacherIds: [2], perWeek: 2, studentSetIds: [1, 3] }),
        ],
      }),
    );
    expect(reasons).toContainEqual(expect.objectContaining({ constraint: 'class-overloaded', studentSetIds: [1] }));
  });

  it('a room type no room has, and too few rooms of a type', () => {
    expect(reasonsOf(week({ activities: [activity('a', { roomType: 'lab' })] }))[0]).toMatchObject({
      constraint: 'no-room-of-type',
      activityIds: ['a'],
    });
    const tooFew = reasonsOf(
      week({
        days: 1,
        periodsPerDay: 2,
        morningPeriods: 2,
        rooms: [{ id: 1, type: 'lab' }],
        activities: [
          activity('a', { roomType: 'lab', studentSetIds: [1] }),
          activity('b', { roomType: 'lab', teacherIds: [2], studentSetIds: [2] }),
          activity('c', { roomType: 'lab', teacherIds: [3], studentSetIds: [3] }),
        ],
      }),
    );
    expect(tooFew[0]).toMatchObject({ constraint: 'no-room-of-type', activityIds: ['a', 'b', 'c'] });
  });

  it('fixed lessons that clash', () => {
    const [reason] = reasonsOf(
      week({
        activities: [
          activity('flag-1a', { teacherIds: [5], studentSetIds: [1], pinned: [{ day: 0, period: 0 }] }),
          activity('flag-1b', { teacherIds: [5], studentSetIds: [2], pinned: [{ day: 0, period: 0 }] }),
        ],
      }),
    );
    expect(reason).toMatchObject({
      constraint: 'pinned-conflict',
      activityIds: ['flag-1a', 'flag-1b'],
      teacherIds: [5],
    });
  });

  it('a fixed lesson in a slot its teacher is away or outside the week', () => {
    const reasons = reasonsOf(
      week({
        teachers: [{ id: 1, unavailable: [{ day: 1, period: 1 }] }],
        activities: [
          activity('a', { pinned: [{ day: 1, period: 1 }] }),
          activity('b', { teacherIds: [2], pinned: [{ day: 9, period: 0 }] }),
        ],
      }),
    );
    expect(reasons.map((r) => [r.constraint, r.activityIds])).toEqual([
      ['teacher-unavailable', ['a']],
      ['pinned-conflict', ['b']],
    ]);
  });

  it('more lessons a week than the days allow with minDaysBetween', () => {
    expect(reasonsOf(week({ activities: [activity('a', { perWeek: 6 })] }))[0]).toMatchObject({
      constraint: 'too-many-per-week',
      activityIds: ['a'],
    });
    expect(reasonsOf(week({ activities: [activity('a', { perWeek: 3, minDaysBetween: 3 })] }))[0]).toMatchObject({
      constraint: 'too-many-per-week',
    });
  });

  it('a double period that fits no session', () => {
    const [reason] = reasonsOf(
      week({ periodsPerDay: 2, morningPeriods: 1, activities: [activity('a', { duration: 2 })] }),
    );
    expect(reason).toMatchObject({ constraint: 'too-many-per-week', activityIds: ['a'] });
    expect(reason!.detail).toMatch(/fits no session/);
  });

  it('teachers available on too few days', () => {
    const unavailable = [];
    for (let day = 2; day < 5; day++) for (let period = 0; period < 6; period++) unavailable.push({ day, period });
    const [reason] = reasonsOf(
      week({ teachers: [{ id: 1, unavailable }], activities: [activity('a', { perWeek: 3 })] }),
    );
    expect(reason).toMatchObject({ constraint: 'teacher-unavailable', activityIds: ['a'], teacherIds: [1] });
  });

  it('what the counting cannot see is searched, then named as unplaceable with the partial timetable', () => {
    // Three lessons that pairwise share a teacher or a class, in a week of two periods: each count fits, the whole does not.
    const input = week({
      days: 1,
      periodsPerDay: 2,
      morningPeriods: 2,
      activities: [
        activity('a', { teacherIds: [1], studentSetIds: [1] }),
        activity('b', { teacherIds: [1], studentSetIds: [2] }),
        activity('c', { teacherIds: [2], studentSetIds: [1, 2] }),
      ],
    });
    const result = solve(input);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.reasons).toHaveLength(1);
    expect(result.reasons[0]!.constraint).toBe('unplaceable');
    expect(result.reasons[0]!.activityIds).toHaveLength(1);
    expect(result.reasons[0]!.detail).toMatch(/most in the way: [abc], [abc]$/);
    expect(result.placements).toHaveLength(2);
    expect(hardViolations(input, result.placements).map((v) => v.kind)).toEqual(['per-week']);
  });
});
