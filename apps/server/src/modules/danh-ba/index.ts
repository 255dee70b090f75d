// Contacts directory (DanhBa): staff and student lists and profiles, for teachers.
export { danhBaRoutes } from './danh-ba.routes';
