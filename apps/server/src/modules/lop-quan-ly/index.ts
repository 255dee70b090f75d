// Homeroom classes (LopQuanLy): classes of a year with their homeroom teacher, room and students.
export {
  findClass,
  findHomeroomOfStudent,
  findHomeroomTeacher,
  listActiveHomeroomsOf,
  listClassesWithRoomOfYear,
  listClassNamesOfYear,
  listClassSizesOfYear,
  listHomeroomsOf,
  listHomeroomTeachersOfYear,
  listRosterOfClass,
} from './lop-quan-ly.repository';
export { lopQuanLyRoutes } from './lop-quan-ly.routes';
export {
  closeEnrolment,
  closeEnrolmentsOf,
  type Enrolment,
  endEnrolmentsOn,
  enrolInClasses,
} from './lop-quan-ly-hoc-sinh.repository';
