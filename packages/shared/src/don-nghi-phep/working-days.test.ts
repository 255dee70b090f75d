import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  countWorkingDays,
  createDayOffTest,
  dayNumberOf,
  isoDateOf,
  type LeaveRange,
  listWorkingDates,
  rangesOverlap,
} from './working-days';

const START = dayNumberOf('2026-01-01');
const zDay = fc.integer({ min: START, max: START + 800 });
const zHolidays = fc.array(
  fc
    .tuple(zDay, fc.integer({ min: 0, max: 14 }))
    .map(([d, len]) => ({ tuNgay: isoDateOf(d), denNgay: isoDateOf(d + len) })),
  { maxLength: 6 },
);
/** A well-ordered range as two half-day slots. */
const zSlots = fc
  .tuple(fc.integer({ min: START * 2, max: (START + 800) * 2 + 1 }), fc.integer({ min: 0, max: 400 }))
  .map(([first, length]) => [first, first + length] as const);

const rangeOf = (first: number, last: number): LeaveRange => ({
  tuNgay: isoDateOf(Math.floor(first / 2)),
  tuBuoi: first % 2 === 0 ? 'morning' : 'afternoon',
  denNgay: isoDateOf(Math.floor(last / 2)),
  denBuoi: last % 2 === 0 ? 'morning' : 'afternoon',
});

describe('countWorkingDays', () => {
  it('counts Monday–Friday, half days and holidays', () => {
    // 2026-11-16 is a Monday; 2026-11-20 a holiday (Vietnamese Teachers' Day).
    const holidays = [{ tuNgay: '2026-11-20', denNgay: '2026-11-20' }];
    expect(
      countWorkingDays(
        { tuNgay: '2026-11-16', tuBuoi: 'morning', denNgay: '2026-11-22', denBuoi: 'afternoon' },
        holidays,
      ),
    ).toBe(4);
    expect(
      countWorkingDays({ tuNgay: '2026-11-16', tuBuoi: 'afternoon', denNgay: '2026-11-17', denBuoi: 'morning' }),
    ).toBe(1);
    expect(
      countWorkingDays({ tuNgay: '2026-11-16', tuBuoi: 'morning', denNgay: '2026-11-16', denBuoi: 'morning' }),
    ).toBe(0.5);
    expect(
      countWorkingDays({ tuNgay: '2026-11-21', tuBuoi: 'morning', denNgay: '2026-11-22', denBuoi: 'afternoon' }),
    ).toBe(0);
    expect(
      countWorkingDays({ tuNgay: '2026-11-17', tuBuoi: 'afternoon', denNgay: '2026-11-17', denBuoi: 'morning' }),
    ).toBe(0);
  });

  it('never counts a weekend day or a holiday', () => {
    fc.assert(
      fc.property(zSlots, zHolidays, ([first, last], holidays) => {
        const range = rangeOf(first, last);
        const isDayOff = createDayOffTest(holidays);
        const dates = listWorkingDates(range, holidays);
        expect(dates.every((d) => !isDayOff(dayNumberOf(d.ngay)))).toBe(true);
        // The count is exactly the working half-days listed, so no day off contributes.
        expect(countWorkingDays(range, holidays)).toBe(dates.reduce((sum, d) => sum + d.soNgay, 0));
        const offHalves = Array.from({ length: last - first + 1 }, (_, i) => first + i).filter((s) =>
          isDayOff(Math.floor(s / 2)),
        ).length;
        expect(countWorkingDays(range, holidays)).toBe((last - first + 1 - offHalves) / 2);
      }),
    );
  });

  it('is additive over any split of a range at a half-day boundary', () => {
    fc.assert(
      fc.property(zSlots, fc.double({ min: 0, max: 1, noNaN: true }), zHolidays, ([first, last], at, holidays) => {
        fc.pre(last > first);
        const cut = first + Math.min(last - first - 1, Math.floor(at * (last - first)));
        const whole = countWorkingDays(rangeOf(first, last), holidays);
        const parts =
          countWorkingDays(rangeOf(first, cut), holidays) + countWorkingDays(rangeOf(cut + 1, last), holidays);
        expect(parts).toBe(whole);
      }),
    );
  });

  it('counts at most the calendar length and never more with more holidays', () => {
    fc.assert(
      fc.property(zSlots, zHolidays, zHolidays, ([first, last], some, more) => {
        const range = rangeOf(first, last);
        const few = countWorkingDays(range, some);
        expect(few).toBeLessThanOrEqual((last - first + 1) / 2);
        expect(countWorkingDays(range, [...some, ...more])).toBeLessThanOrEqual(few);
      }),
    );
  });
});

describe('rangesOverlap', () => {
  it('sees a morning and an afternoon of the same day as disjoint', () => {
    const morning: LeaveRange = { tuNgay: '2026-11-16', tuBuoi: 'morning', denNgay: '2026-11-16', denBuoi: 'morning' };
    const afternoon: LeaveRange = { ...morning, tuBuoi: 'afternoon', denBuoi: 'afternoon' };
    expect(rangesOverlap(morning, afternoon)).toBe(false);
    expect(rangesOverlap(morning, { ...morning, denNgay: '2026-11-18' })).toBe(true);
  });

  it('is symmetric and agrees with shared half-day slots', () => {
    fc.assert(
      fc.property(zSlots, zSlots, ([a1, a2], [b1, b2]) => {
        const a = rangeOf(a1, a2);
        const b = rangeOf(b1, b2);
        expect(rangesOverlap(a, b)).toBe(rangesOverlap(b, a));
        expect(rangesOverlap(a, b)).toBe(Math.max(a1, b1) <= Math.min(a2, b2));
      }),
    );
  });
});
