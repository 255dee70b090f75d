// Attendance (DiemDanh): check-in machine imports, personal history and attendance statistics.
export { diemDanhRoutes } from './diem-danh.routes';
export { countAbsences } from './diem-danh.service';
export { listWorkdays } from './yeu-cau-sua.service';
