// School structure master data (quanly): systems, grade levels, subjects, schools, buildings, floors, rooms.

export { findRoomsByIds, findRoomTypesByIds, findSubjectsByIds, listRoomsWithType } from './danh-muc.repository';
export { danhMucRoutes } from './danh-muc.routes';
