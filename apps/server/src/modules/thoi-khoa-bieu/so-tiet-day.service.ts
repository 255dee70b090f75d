import type { DbOrTx } from '../../db/client';
import * as repo from './thoi-khoa-bieu.repository';

export interface TeachingMonth {
  /** yyyy-mm */
  thang: string;
  /** Periods taught from one's own timetable (cancelled ones and those given to a substitute left out). */
  tietDay: number;
  /** Periods taught as a substitute for a colleague. */
  tietDayThay: number;
}

const nextDay = (day: string) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

/**
 * A teacher's periods per month over [from, to] from the published timetables in force each day and their dated
 * exceptions: one read per version and one for the exceptions, whatever the length of the period.
 */
export async function countTeachingByMonth(
  db: DbOrTx,
  nhanVienId: number,
  from: string,
  to: string,
): Promise<TeachingMonth[]> {
  const months = new Map<string, TeachingMonth>();
  const month = (day: string) => {
    const key = day.slice(0, 7);
    const row = months.get(key) ?? { thang: key, tietDay: 0, tietDayThay: 0 };
    months.set(key, row);
    return row;
  };
  for (let day = from; day <= to; day = nextDay(day)) month(day);
  if (from > to) return [];

  const versions = await repo.listInForceBetween(db, from, to);
  const lessonsOf = new Map<number, Awaited<ReturnType<typeof repo.listLessonsOf>>>();
  for (const v of versions) lessonsOf.set(v.id, await repo.listLessonsOf(db, v.id, { nhanVienId }));
  const mine = [...lessonsOf.values()].flat();
  const exceptions = new Map(
    (
      await repo.listExceptionsBetween(
        db,
        from,
        to,
        mine.map((l) => l.id),
      )
    ).map((e) => [`${e.tietHocId}:${e.ngay}`, e]),
  );
  for (let day = from; day <= to; day = nextDay(day)) {
    const version = repo.versionOn(versions, day);
    if (!version) continue;
    const thu = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
    for (const lesson of lessonsOf.get(version.id) ?? []) {
      if (lesson.thu !== thu) continue;
      const exception = exceptions.get(`${lesson.id}:${day}`);
      if (exception?.loai === 'huy' || (exception?.loai === 'day_thay' && exception.giaoVienThayId !== nhanVienId)) {
        continue;
      }
      month(day).tietDay += lesson.soTiet;
    }
  }

  const substitutions = await repo.listSubstitutionsOf(db, nhanVienId, from, to);
  const covered = new Map(
    (await repo.findLessonsByIds(db, [...new Set(substitutions.map((s) => s.tietHocId))])).map((l) => [l.id, l]),
  );
  for (const s of substitutions) {
    const lesson = covered.get(s.tietHocId);
    if (lesson && !lesson.giaoVienIds.includes(nhanVienId)) month(s.ngay).tietDayThay += lesson.soTiet;
  }
  return [...months.values()];
}
