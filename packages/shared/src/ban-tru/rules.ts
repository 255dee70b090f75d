/**
 * The lunch-cancellation cut-off, in school time (Asia/Ho_Chi_Minh, UTC+7 all year: Vietnam keeps no summer time).
 * A cancellation of day `ngay` made at instant `at`:
 * - before `ngay` at the cut-off (`gioChot`, hh:mm) — on time, accepted at once;
 * - from the cut-off to the end of that school day — late, the semi-boarding manager decides;
 * - once the day is over — refused (the meal was cooked and served).
 */
export type CancellationTiming = 'dung_han' | 'muon' | 'qua_ngay';

const SCHOOL_OFFSET = '+07:00';
const DAY_MS = 86_400_000;

export const isClockTime = (hhmm: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(hhmm);

/** The instant of `ngay` at `hhmm`, school time. */
export function schoolInstant(ngay: string, hhmm: string): number {
  return Date.parse(`${ngay}T${hhmm}:00${SCHOOL_OFFSET}`);
}

export function cancellationTiming(ngay: string, at: Date | number, gioChot: string): CancellationTiming {
  const t = typeof at === 'number' ? at : at.getTime();
  if (t < schoolInstant(ngay, gioChot)) return 'dung_han';
  return t < schoolInstant(ngay, '00:00') + DAY_MS ? 'muon' : 'qua_ngay';
}

/** School days of a month (`yyyy-mm`) between two dates: Monday to Friday. */
export function weekdaysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let d = Date.parse(`${from}T00:00:00Z`); d <= Date.parse(`${to}T00:00:00Z`); d += DAY_MS) {
    const weekday = new Date(d).getUTCDay();
    if (weekday !== 0 && weekday !== 6) days.push(new Date(d).toISOString().slice(0, 10));
  }
  return days;
}

/** First and last day of a month `yyyy-mm`. */
export function monthRange(thang: string): { from: string; to: string } {
  const [y, m] = thang.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { from: `${thang}-01`, to: `${thang}-${String(last).padStart(2, '0')}` };
}
