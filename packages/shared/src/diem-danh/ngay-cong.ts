/**
 * A staff member's working day from the attendance machine: first punch in, last punch out, minutes late. Pure, so
 * the server, the calendar and the tests agree. Times are school time (+07:00) as `HH:mm`.
 */

/** When the working day starts: a punch after it is late (the school has no per-person shifts yet). */
export const WORKDAY_START = '07:30';

export interface NgayCong {
  ngay: string;
  gioVao: string | null;
  /** The last punch, when it is not the first one (a single punch leaves the day without an out). */
  gioRa: string | null;
  phutMuon: number;
  soLanCham: number;
  /** An approved correction filled in one of the punches. */
  coDieuChinh: boolean;
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The school-time day and `HH:mm` of an instant. */
export function schoolClock(at: Date): { ngay: string; gio: string } {
  const local = new Date(at.getTime() + 7 * 3_600_000).toISOString();
  return { ngay: local.slice(0, 10), gio: local.slice(11, 16) };
}

/** Minutes after the start of the working day, never negative. */
export function minutesLate(gioVao: string, start = WORKDAY_START): number {
  return Math.max(0, minutesOf(gioVao) - minutesOf(start));
}

/**
 * Folds punches (machine ones and approved corrections, in any order) into days, oldest first. Two punches in the
 * same minute count once.
 */
export function foldWorkdays(punches: readonly { at: Date; corrected?: boolean }[], start = WORKDAY_START): NgayCong[] {
  const days = new Map<string, { times: Set<string>; corrected: Set<string> }>();
  for (const p of punches) {
    const { ngay, gio } = schoolClock(p.at);
    const day = days.get(ngay) ?? { times: new Set<string>(), corrected: new Set<string>() };
    day.times.add(gio);
    if (p.corrected) day.corrected.add(gio);
    days.set(ngay, day);
  }
  return [...days.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([ngay, day]) => {
      const times = [...day.times].sort();
      const gioVao = times[0]!;
      const gioRa = times.length > 1 ? times[times.length - 1]! : null;
      return {
        ngay,
        gioVao,
        gioRa,
        phutMuon: minutesLate(gioVao, start),
        soLanCham: times.length,
        coDieuChinh: day.corrected.has(gioVao) || (gioRa !== null && day.corrected.has(gioRa)),
      };
    });
}
