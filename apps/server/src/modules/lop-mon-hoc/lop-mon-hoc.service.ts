import type { LopMonHocListQuery, LopQuanLyHocSinh } from '@hpl/shared';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import * as repo from './lop-mon-hoc.repository';

export function listSubjectClasses(db: Db, query: LopMonHocListQuery) {
  return repo.listSubjectClasses(db, query);
}

/** The students of a subject class; an unknown class answers 404. */
export async function listMembersOf(db: Db, id: number): Promise<LopQuanLyHocSinh[]> {
  if (!(await repo.findSubjectClass(db, id))) throw notFound();
  return repo.listMembers(db, id);
}

/** The current students of a subject class (no left ones), in Vietnamese name order. */
export const listCurrentMembers = repo.listMembers;
export const listSubjectsTaughtBy = repo.listSubjectsTaughtBy;
export const listMembershipsOfStudent = repo.listMembershipsOfStudent;
export const listOpenMembers = repo.listMembers;
export const listTeachingAssignmentsOfYear = repo.listTeachingAssignmentsOfYear;
export const listSubjectClassIdsOfStudentBetween = repo.listSubjectClassIdsOfStudentBetween;
export const findSubjectClassesByIds = repo.findSubjectClassesByIds;
export const findOpenMembership = repo.findOpenMembership;
export const moveMembership = repo.moveMembership;
export const closeMembershipsOf = repo.closeMembershipsOf;
