import type { TuanCuaToi } from '@hpl/shared';
import type { Db } from '../../db/client';
import type { Caller } from '../../lib/caller';
import { notFound } from '../../lib/errors';
import { schoolToday } from '../../lib/school-date';
import { isMyClass } from '../lop-mon-hoc';
import { findHomeroomOfStudent } from '../lop-quan-ly';
import { getClassWeek, getSubjectClassWeek } from './thoi-khoa-bieu.service';

/** A subject class's week, when the caller teaches it (teacher) or is in it (student); otherwise 404. */
export async function subjectClassWeek(
  db: Db,
  caller: Caller,
  lopMonHocId: number,
  view: 'teacher' | 'student',
  ngay: string | undefined,
): Promise<TuanCuaToi> {
  if (!(await isMyClass(db, caller, lopMonHocId, view))) throw notFound();
  return getSubjectClassWeek(db, lopMonHocId, ngay ?? schoolToday());
}

/** The student's own homeroom class's week; no homeroom → 404. */
export async function homeroomWeek(db: Db, caller: Caller, ngay: string | undefined): Promise<TuanCuaToi> {
  const { hocSinhId } = caller.user;
  const homeroom = hocSinhId === null ? undefined : await findHomeroomOfStudent(db, hocSinhId);
  if (!homeroom) throw notFound();
  return getClassWeek(db, homeroom.id, ngay ?? schoolToday());
}
