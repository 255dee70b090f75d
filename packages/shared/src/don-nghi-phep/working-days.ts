/**
 * Working-day arithmetic of leave requests, at half-day precision. Pure: the server counts with it and the web form
 * previews with it. A leave range is a run of half-day slots; a slot counts when its date is neither a weekend day
 * nor inside a school holiday.
 */

export const HALVES = ['morning', 'afternoon'] as const;
export type Half = (typeof HALVES)[number];

export interface LeaveRange {
  tuNgay: string;
  /** The leave starts in this half of the first day (afternoon = the morning is worked). */
  tuBuoi: Half;
  denNgay: string;
  /** The leave ends with this half of the last day (morning = the afternoon is worked). */
  denBuoi: Half;
}

export interface DateSpan {
  tuNgay: string;
  denNgay: string;
}

/** Saturday and Sunday: the school's working week is Monday–Friday. */
export const DEFAULT_WEEKEND: readonly number[] = [0, 6];

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of an ISO date (UTC, so no time zone or DST shifts a day). */
export function dayNumberOf(isoDate: string): number {
  return Math.round(Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS);
}

export function isoDateOf(dayNumber: number): string {
  return new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);
}

/** Half-day slot index: two per day, morning first. */
export function slotOf(isoDate: string, half: Half): number {
  return dayNumberOf(isoDate) * 2 + (half === 'afternoon' ? 1 : 0);
}

export function firstSlotOf(range: LeaveRange): number {
  return slotOf(range.tuNgay, range.tuBuoi);
}

export function lastSlotOf(range: LeaveRange): number {
  return slotOf(range.denNgay, range.denBuoi);
}

/** A range is well ordered when its last half-day is not before its first (same half of one day = half a day). */
export function isOrderedRange(range: LeaveRange): boolean {
  return lastSlotOf(range) >= firstSlotOf(range);
}

/** Two ranges share at least one half-day. */
export function rangesOverlap(a: LeaveRange, b: LeaveRange): boolean {
  return firstSlotOf(a) <= lastSlotOf(b) && firstSlotOf(b) <= lastSlotOf(a);
}

/** Builds a membership test for non-working days from the weekend and the holiday spans. */
export function createDayOffTest(holidays: readonly DateSpan[], weekend: readonly number[] = DEFAULT_WEEKEND) {
  const spans = holidays.map((h) => [dayNumberOf(h.tuNgay), dayNumberOf(h.denNgay)] as const);
  return (dayNumber: number): boolean => {
    // 1970-01-01 was a Thursday (weekday 4).
    const weekday = (((dayNumber + 4) % 7) + 7) % 7;
    if (weekend.includes(weekday)) return true;
    return spans.some(([from, to]) => dayNumber >= from && dayNumber <= to);
  };
}

/**
 * Working days of a leave range, in steps of 0.5. Weekends and holidays are never counted; a reversed range counts 0.
 * Counting slot by slot makes the result additive over any split of the range at a half-day boundary.
 */
export function countWorkingDays(
  range: LeaveRange,
  holidays: readonly DateSpan[] = [],
  weekend: readonly number[] = DEFAULT_WEEKEND,
): number {
  const isDayOff = createDayOffTest(holidays, weekend);
  const first = firstSlotOf(range);
  const last = lastSlotOf(range);
  let halves = 0;
  for (let slot = first; slot <= last; slot++) if (!isDayOff(Math.floor(slot / 2))) halves++;
  return halves / 2;
}

/** The dates of a range that are working days (each with how much of it is taken): for calendars and cover needs. */
export function listWorkingDates(
  range: LeaveRange,
  holidays: readonly DateSpan[] = [],
  weekend: readonly number[] = DEFAULT_WEEKEND,
): { ngay: string; soNgay: number }[] {
  const isDayOff = createDayOffTest(holidays, weekend);
  const result: { ngay: string; soNgay: number }[] = [];
  for (let day = dayNumberOf(range.tuNgay); day <= dayNumberOf(range.denNgay); day++) {
    if (isDayOff(day)) continue;
    const from = Math.max(day * 2, firstSlotOf(range));
    const to = Math.min(day * 2 + 1, lastSlotOf(range));
    if (to >= from) result.push({ ngay: isoDateOf(day), soNgay: (to - from + 1) / 2 });
  }
  return result;
}
