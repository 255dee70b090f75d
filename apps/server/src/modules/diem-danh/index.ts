// Attendance (DiemDanh): check-in machine imports, personal history and attendance statistics.

export { countStatusesOfStudents, listClassDay } from './diem-danh.repository';
export { diemDanhRoutes } from './diem-danh.routes';
export { countAbsences, record as recordClassDay } from './diem-danh.service';
export { listWorkdays } from './yeu-cau-sua.service';
