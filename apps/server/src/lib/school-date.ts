/** The school's time zone: its days (attendance, enrolments, "today") begin at midnight there, not in UTC. */
export const SCHOOL_TIME_ZONE = 'Asia/Ho_Chi_Minh';

const isoDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: SCHOOL_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today at the school as `yyyy-mm-dd`. */
export function schoolToday(now: Date = new Date()): string {
  return isoDay.format(now);
}
