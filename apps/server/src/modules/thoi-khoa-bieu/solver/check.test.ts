import { describe, expect, it } from 'vitest';
import { activity } from './fixtures';
import { hardViolations, scoreOf } from './index';
import type { Placement, SolverActivity, SolverInput } from './types';

const input = (activities: SolverActivity[], over: Partial<SolverInput> = {}): SolverInput => ({
  days: 5,
  periodsPerDay: 6,
  morningPeriods: 4,
  teachers: [],
  rooms: [
    { id: 1, type: 'lab' },
    { id: 2, type: null },
  ],
  activities,
  ...over,
});
const at = (activityId: string, day: number, period: number, roomId: number | null = null, index = 0): Placement => ({
  activityId,
  index,
  day,
  period,
  roomId,
});

describe('hardViolations names each broken constraint', () => {
  it('accepts a valid timetable', () => {
    expect(hardViolations(input([activity('a', { perWeek: 2 })]), [at('a', 0, 0), at('a', 1, 0, null, 1)])).toEqual([]);
  });

  it('a teacher, a student set and a room in two places at once', () => {
    const violations = hardViolations(
      input([
        activity('a', { teacherIds: [1], studentSetIds: [1], roomType: 'lab' }),
        activity('b', { teacherIds: [1], studentSetIds: [1], roomType: 'lab' }),
      ]),
      [at('a', 2, 3, 1), at('b', 2, 3, 1)],
    );
    expect(violations).toEqual([
      expect.objectContaining({
        kind: 'teacher-clash',
        slot: { day: 2, period: 3 },
        teacherIds: [1],
        activityIds: ['a', 'b'],
      }),
      expect.objectContaining({ kind: 'student-set-clash', studentSetIds: [1], activityIds: ['a', 'b'] }),
      expect.objectContaining({ kind: 'room-clash', roomIds: [1], activityIds: ['a', 'b'] }),
    ]);
  });

  it('a double period overlapping the next lesson', () => {
    const violations = hardViolations(input([activity('a', { duration: 2 }), activity('b', { teacherIds: [2] })]), [
      at('a', 0, 0),
      at('b', 0, 1),
    ]);
    expect(violations.map((v) => [v.kind, v.slot])).toEqual([['student-set-clash', { day: 0, period: 1 }]]);
  });

  it('too few or too many lessons, and repeated indexes', () => {
    const kinds = (placements: Placement[]) =>
      hardViolations(input([activity('a', { perWeek: 2 })]), placements).map((v) => v.kind);
    expect(kinds([at('a', 0, 0)])).toEqual(['per-week']);
    expect(kinds([at('a', 0, 0), at('a', 2, 0)])).toEqual(['per-week']);
    expect(kinds([at('a', 0, 0), at('a', 1, 0, null, 1), at('a', 2, 0, null, 2)])).toEqual(['per-week']);
    expect(kinds([at('a', 0, 0), at('a', 2, 0, null, 5)])).toEqual(['per-week']);
  });

  it("a teacher's unavailable slot and the school's forbidden slot", () => {
    const violations = hardViolations(
      input([activity('a', { teacherIds: [4], perWeek: 2 })], {
        teachers: [{ id: 4, unavailable: [{ day: 1, period: 1 }] }],
        forbiddenSlots: [{ day: 3, period: 5 }],
      }),
      [at('a', 1, 1), at('a', 3, 5, null, 1)],
    );
    expect(violations.map((v) => [v.kind, v.teacherIds])).toEqual([
      ['teacher-unavailable', [4]],
      ['forbidden-slot', [4]],
    ]);
  });

  it('a room of the wrong type, or none, or a room that is not the home room', () => {
    const violations = hardViolations(
      input(
        [
          activity('a', { roomType: 'lab', perWeek: 2 }),
          activity('b', { teacherIds: [2], studentSetIds: [2], homeRoomId: 2 }),
        ],
        {
          rooms: [
            { id: 1, type: 'lab' },
            { id: 2, type: null },
            { id: 3, type: 'gym' },
          ],
        },
      ),
      [at('a', 0, 0, 2), at('a', 1, 0, null, 1), at('b', 0, 0, 3)],
    );
    expect(violations.map((v) => [v.kind, v.activityIds, v.roomIds])).toEqual([
      ['room-type', ['a'], [2]],
      ['room-type', ['a'], []],
      ['room-type', ['b'], [3]],
    ]);
  });

  it('lessons closer than minDaysBetween, a double across sessions, a slot outside the week', () => {
    const violations = hardViolations(
      input([
        activity('a', { perWeek: 2, minDaysBetween: 2 }),
        activity('b', { teacherIds: [2], studentSetIds: [2], duration: 2 }),
        activity('c', { teacherIds: [3], studentSetIds: [3] }),
      ]),
      [at('a', 0, 0), at('a', 1, 0, null, 1), at('b', 0, 3), at('c', 5, 0)],
    );
    expect(violations.map((v) => v.kind)).toEqual(['session', 'session', 'min-days']);
  });

  it('a fixed lesson that moved, and an activity that does not exist', () => {
    const violations = hardViolations(input([activity('flag', { pinned: [{ day: 0, period: 0 }] })]), [
      at('flag', 0, 1),
      at('ghost', 0, 0),
    ]);
    expect(violations.map((v) => v.kind)).toEqual(['unknown-activity', 'pinned-moved']);
  });
});

describe('scoreOf', () => {
  it('counts gaps per session, spread, heavy afternoons and preferred days', () => {
    const problem = input(
      [
        activity('maths', { teacherIds: [1], studentSetIds: [1], perWeek: 2, heavy: true }),
        activity('art', { teacherIds: [1], studentSetIds: [2] }),
      ],
      { teachers: [{ id: 1, unavailable: [], preferredDays: [0] }], weights: { spread: 3 } },
    );
    // Teacher 1: periods 0 and 2 on Monday (one gap), maths on Monday and Tuesday (ideal 2 days apart), one maths
    // lesson in the afternoon, one lesson on a day the teacher does not prefer.
    const score = scoreOf(problem, [at('maths', 0, 0), at('art', 0, 2), at('maths', 1, 4, null, 1)]);
    expect(score).toEqual({
      total: 1 + 0 + 3 * 1 + 1 + 1,
      teacherGaps: 1,
      classGaps: 0,
      spread: 1,
      heavyMorning: 1,
      preferredDays: 1,
    });
  });
});
