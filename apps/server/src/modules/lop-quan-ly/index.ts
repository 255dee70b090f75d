// Homeroom classes (LopQuanLy): classes of a year with their homeroom teacher, room and students.
export { lopQuanLyRoutes } from './lop-quan-ly.routes';
