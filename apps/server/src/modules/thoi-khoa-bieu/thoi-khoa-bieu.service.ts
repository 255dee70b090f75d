import type { DbOrTx } from '../../db/client';
import { audit } from '../../lib/audit';
import type { Caller } from '../../lib/caller';
import { notFound } from '../../lib/errors';
import * as repo from './thoi-khoa-bieu.repository';

/*
 * The timetables module's services, one file per resource: settings and constraints (`cai-dat.service.ts`), versions
 * (`phien-ban.service.ts`), a version's lessons and the grid (`tiet-hoc.service.ts`), generation
 * (`tao-tu-dong.service.ts`), the week of a person or class (`tuan.service.ts`), the calendar feed
 * (`lich.service.ts`), substitutions (`day-thay.service.ts`). This file holds what the substitutions screen and other
 * modules ask about a day's lessons, and re-exports the pieces they use.
 */

export { settingsOf } from './cai-dat.service';
export { assertRoomFits, lessonNames } from './tiet-hoc.service';
export { addDays, getClassWeek, getSubjectClassWeek, mondayOf } from './tuan.service';

const ENTITY_EXCEPTION = 'NgoaiLeTietHoc';

/** The published lessons of a day (the version in force), each with its exception of that day. */
export async function listLessonsOn(db: DbOrTx, ngay: string) {
  const [version] = await repo.listPublishedUpTo(db, ngay);
  if (!version) return [];
  const thu = (new Date(`${ngay}T00:00:00Z`).getUTCDay() + 6) % 7;
  const lessons = (await repo.listLessons(db, version.id)).filter((l) => l.thu === thu);
  const exceptions = await repo.listExceptionsBetween(
    db,
    ngay,
    ngay,
    lessons.map((l) => l.id),
  );
  return lessons.map((l) => ({ ...l, ngay, ngoaiLe: exceptions.find((e) => e.tietHocId === l.id) ?? null }));
}

/**
 * Whether a teacher has no lesson (own or substituted, not cancelled) at the periods [tiet, tiet+soTiet) of a day;
 * `exceptLessonId` leaves one lesson out (the one being re-assigned).
 */
export async function isTeacherFreeAt(
  db: DbOrTx,
  nhanVienId: number,
  ngay: string,
  tiet: number,
  soTiet = 1,
  exceptLessonId?: number,
) {
  const lessons = await listLessonsOn(db, ngay);
  return !lessons.some(
    (l) => l.id !== exceptLessonId && teachesOn(l, nhanVienId) && l.tiet < tiet + soTiet && tiet < l.tiet + l.soTiet,
  );
}

/**
 * Whether a teacher teaches a lesson of `listLessonsOn` that day: their own unless a substitute covers it, the one
 * they cover; a cancelled lesson nobody teaches.
 */
export function teachesOn(
  lesson: { giaoVienIds: number[]; ngoaiLe: { loai: string; giaoVienThayId: number | null } | null },
  nhanVienId: number,
): boolean {
  if (lesson.ngoaiLe?.loai === 'huy') return false;
  if (lesson.ngoaiLe?.loai === 'day_thay') return lesson.ngoaiLe.giaoVienThayId === nhanVienId;
  return lesson.giaoVienIds.includes(nhanVienId);
}

/**
 * Records a dated change of one published lesson (a substitute, a cancellation, another room), in the caller's
 * transaction with its audit row; the substitutions screen writes through here.
 */
export async function saveLessonException(
  tx: DbOrTx,
  caller: Caller,
  change: {
    tietHocId: number;
    ngay: string;
    loai: 'day_thay' | 'huy' | 'doi_phong';
    giaoVienThayId?: number | null;
    phongId?: number | null;
    ghiChu?: string | null;
  },
) {
  const lesson = await repo.findLesson(tx, change.tietHocId);
  if (!lesson) throw notFound();
  const saved = await repo.upsertException(tx, { ...change, taoBoi: caller.user.accountId });
  await audit(tx, caller, { action: 'save', entity: ENTITY_EXCEPTION, entityId: saved.id, after: saved });
  return saved;
}

export async function removeLessonException(tx: DbOrTx, caller: Caller, tietHocId: number, ngay: string) {
  const removed = await repo.deleteException(tx, tietHocId, ngay);
  if (removed)
    await audit(tx, caller, { action: 'delete', entity: ENTITY_EXCEPTION, entityId: removed.id, before: removed });
  return removed !== undefined;
}
