// Departments (PhongBan): departments, their heads and members.
export { findDepartment, listDepartmentsHeadedBy } from './phong-ban.repository';
export { phongBanRoutes } from './phong-ban.routes';
