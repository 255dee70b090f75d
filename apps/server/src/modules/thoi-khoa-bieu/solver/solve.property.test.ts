import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hardViolations, scoreOf, solve } from './index';
import type { Slot, SolverActivity, SolverInput } from './types';

/** Random small schools: a few teachers, student sets and rooms, activities of every shape the contract allows. */
const smallSchool: fc.Arbitrary<SolverInput> = fc
  .record({
    days: fc.integer({ min: 3, max: 5 }),
    periodsPerDay: fc.integer({ min: 3, max: 6 }),
    morningShare: fc.double({ min: 0.3, max: 1, noNaN: true }),
    teachers: fc.integer({ min: 1, max: 4 }),
    sets: fc.integer({ min: 1, max: 3 }),
    labs: fc.integer({ min: 0, max: 2 }),
    seed: fc.integer({ min: 1, max: 1_000_000 }),
  })
  .chain((shape) => {
    const morningPeriods = Math.round(shape.morningShare * shape.periodsPerDay);
    const slot = fc.record({
      day: fc.integer({ min: 0, max: shape.days - 1 }),
      period: fc.integer({ min: 0, max: shape.periodsPerDay - 1 }),
    });
    const ids = (n: number) => fc.uniqueArray(fc.integer({ min: 1, max: n }), { minLength: 0, maxLength: 2 });
    const activity = fc.record({
      teacherIds: ids(shape.teachers),
      studentSetIds: ids(shape.sets),
      duration: fc.constantFrom<1 | 2>(1, 1, 2),
      perWeek: fc.integer({ min: 1, max: 3 }),
      lab: fc.integer({ min: 0, max: 3 }).map((n) => n === 0),
      home: fc.option(fc.integer({ min: 100, max: 102 }), { nil: null }),
      heavy: fc.boolean(),
      pinned: fc.oneof({ arbitrary: fc.constant(undefined), weight: 6 }, { arbitrary: slot, weight: 1 }),
      minDaysBetween: fc.option(fc.integer({ min: 0, max: 2 }), { nil: undefined }),
    });
    return fc
      .record({
        activities: fc.array(activity, { minLength: 1, maxLength: 7 }),
        unavailable: fc.array(fc.array(slot, { maxLength: 3 }), {
          minLength: shape.teachers,
          maxLength: shape.teachers,
        }),
        preferred: fc.array(fc.subarray([0, 1, 2, 3, 4].slice(0, shape.days)), {
          minLength: shape.teachers,
          maxLength: shape.teachers,
        }),
        forbidden: fc.array(slot, { maxLength: 1 }),
      })
      .map(
        (drawn): SolverInput => ({
          days: shape.days,
          periodsPerDay: shape.periodsPerDay,
          morningPeriods,
          forbiddenSlots: drawn.forbidden,
          teachers: drawn.unavailable.map((unavailable, i) => ({
            id: i + 1,
            unavailable,
            preferredDays: drawn.preferred[i],
          })),
          rooms: [
            ...Array.from({ length: shape.labs }, (_, i) => ({ id: 200 + i, type: 'lab' })),
            { id: 100, type: null },
            { id: 101, type: null },
            { id: 102, type: null },
          ],
          activities: drawn.activities.map(
            (a, i): SolverActivity => ({
              id: `a${i}`,
              subjectId: i,
              teacherIds: a.teacherIds,
              studentSetIds: a.studentSetIds,
              duration: a.duration,
              perWeek: a.perWeek,
              roomType: a.lab ? 'lab' : null,
              homeRoomId: a.lab ? null : a.home,
              heavy: a.heavy,
              pinned: a.pinned ? [a.pinned as Slot] : undefined,
              minDaysBetween: a.minDaysBetween,
            }),
          ),
          seed: shape.seed,
          timeLimitMs: 30,
        }),
      );
  });

describe('the solver on random small schools', () => {
  it('every timetable it returns breaks no hard constraint, and its score is scoreOf', () => {
    let solved = 0;
    fc.assert(
      fc.property(smallSchool, (input) => {
        const result = solve(input);
        if (result.ok) {
          solved++;
          expect(hardViolations(input, result.placements)).toEqual([]);
          expect(result.softScore).toBe(scoreOf(input, result.placements).total);
        } else {
          expect(result.reasons.length).toBeGreaterThan(0);
          // A partial timetable is still clean: only lessons (fixed ones among them) are missing.
          const missing = new Set(['per-week', 'pinned-moved']);
          expect(hardViolations(input, result.placements).filter((v) => !missing.has(v.kind))).toEqual([]);
        }
      }),
      { numRuns: 200, seed: 20261126 },
    );
    // The generator must not produce only infeasible schools, or the property proves nothing.
    expect(solved).toBeGreaterThan(50);
  });

  it('an infeasible school is reported, not looped on', () => {
    // A clique of k + 1 activities that pairwise share a teacher, each teacher free in only k slots: every count
    // fits, the whole does not. Added to a random school, which keeps its own resources.
    const infeasible = fc.tuple(smallSchool, fc.integer({ min: 2, max: 4 })).map(([school, k]): SolverInput => {
      const free = new Set(Array.from({ length: k }, (_, i) => i));
      const unavailable: Slot[] = [];
      for (let s = 0; s < school.days * school.periodsPerDay; s++)
        if (!free.has(s))
          unavailable.push({ day: Math.floor(s / school.periodsPerDay), period: s % school.periodsPerDay });
      const teachers = [...school.teachers];
      const clique: SolverActivity[] = Array.from({ length: k + 1 }, (_, i) => ({
        id: `clique${i}`,
        subjectId: 99,
        teacherIds: [],
        studentSetIds: [900 + i],
        duration: 1,
        perWeek: 1,
      }));
      for (let i = 0; i <= k; i++)
        for (let j = i + 1; j <= k; j++) {
          const id = 1000 + i * 10 + j;
          teachers.push({ id, unavailable });
          clique[i]!.teacherIds.push(id);
          clique[j]!.teacherIds.push(id);
        }
      return { ...school, forbiddenSlots: [], teachers, activities: [...school.activities, ...clique] };
    });
    fc.assert(
      fc.property(infeasible, (input) => {
        const started = performance.now();
        const result = solve(input);
        expect(result.ok).toBe(false);
        expect(performance.now() - started).toBeLessThan(5_000);
        if (!result.ok) expect(result.reasons.length).toBeGreaterThan(0);
      }),
      { numRuns: 60, seed: 20261127 },
    );
  });
});
