// Students (HocSinh): records, avatars, spreadsheet imports, class and school transfers.

export {
  findStudentName,
  findStudentNames,
  findStudentsByCodes,
  listEnrolledOn,
  listEnrolmentsOf,
  listParentsOf,
} from './hoc-sinh.repository';
export { hocSinhRoutes } from './hoc-sinh.routes';
export { createStudentWithin, studentEnrolments } from './hoc-sinh.service';
export { GENDER } from './hoc-sinh-export';
