// Departments (PhongBan): departments, their heads and members.
export {
  findDepartment,
  listDepartmentsDeputisedBy,
  listDepartmentsHeadedBy,
  listDeputyIds,
} from './phong-ban.repository';
export { phongBanRoutes } from './phong-ban.routes';
