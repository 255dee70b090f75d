// Subject classes (LopMonHoc): the classes a student or teacher takes part in, with their members.
export { isMyClass } from './lop-hoc-cua-toi.service';
export { lopMonHocRoutes } from './lop-mon-hoc.routes';
export {
  closeMembershipsOf,
  findOpenMembership,
  findSubjectClassesByIds,
  listCurrentMembers,
  listMembershipsOfStudent,
  listOpenMembers,
  listSubjectClassIdsOfStudentBetween,
  listSubjectsTaughtBy,
  listTeachingAssignmentsOfYear,
  moveMembership,
} from './lop-mon-hoc.service';
export {
  findClassWithTeachers,
  listClassesWithTeachers,
  setTeachersOf,
  setTeachersOfMany,
} from './lop-mon-hoc-giao-vien.repository';
