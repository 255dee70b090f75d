// Subject classes (LopMonHoc): the classes a student or teacher takes part in, with their members.
export { lopMonHocRoutes } from './lop-mon-hoc.routes';
export {
  closeMembershipsOf,
  findOpenMembership,
  findSubjectClassesByIds,
  listMembershipsOfStudent,
  listOpenMembers,
  listSubjectClassIdsOfStudentBetween,
  listSubjectsTaughtBy,
  listTeachingAssignmentsOfYear,
  moveMembership,
} from './lop-mon-hoc.service';
