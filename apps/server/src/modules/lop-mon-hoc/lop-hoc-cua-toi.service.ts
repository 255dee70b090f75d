import type { LopCuaToi, ThongTinLopGiaoVien } from '@hpl/shared';
import type { Db } from '../../db/client';
import type { Caller } from '../../lib/caller';
import { notFound } from '../../lib/errors';
import * as repo from './lop-hoc-cua-toi.repository';
import { myClassScopeOf } from './lop-mon-hoc.policy';

/** A teacher's (or a student's) subject classes of the active year. */
export function listMyClasses(db: Db, caller: Caller, view: 'teacher' | 'student'): Promise<LopCuaToi[]> {
  return repo.listMyClasses(db, myClassScopeOf(caller.user, view));
}

/** One class the teacher teaches, with its students' names and photos; another class → 404. */
export async function getTeacherClass(db: Db, caller: Caller, id: number): Promise<ThongTinLopGiaoVien> {
  const cls = await repo.findMyClass(db, myClassScopeOf(caller.user, 'teacher'), id);
  if (!cls) throw notFound();
  return { ...cls, hocSinh: await repo.listStudentsWithPhotos(db, id) };
}

/** One class the student is in now, with its teachers; another class → 404. */
export async function getStudentClass(db: Db, caller: Caller, id: number): Promise<LopCuaToi> {
  const cls = await repo.findMyClass(db, myClassScopeOf(caller.user, 'student'), id);
  if (!cls) throw notFound();
  return cls;
}

/** Whether the caller teaches (teacher view) or is in (student view) this class this year: the class pages' scope. */
export async function isMyClass(db: Db, caller: Caller, id: number, view: 'teacher' | 'student'): Promise<boolean> {
  return (await repo.findMyClass(db, myClassScopeOf(caller.user, view), id)) !== undefined;
}
