// Departments (PhongBan): departments, their heads and members.
export { phongBanRoutes } from './phong-ban.routes';
