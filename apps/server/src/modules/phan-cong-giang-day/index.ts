// Teaching assignments (PhanCongGiangDay): who teaches which subject class, and each teacher's load against their norm.
export { phanCongGiangDayRoutes } from './phan-cong-giang-day.routes';
export {
  getSummary as getTeachingAssignments,
  loadSettings as loadAssignmentSettings,
} from './phan-cong-giang-day.service';
