// School structure master data (quanly): systems, grade levels, subjects, schools, buildings, floors, rooms.
export { danhMucRoutes } from './danh-muc.routes';
