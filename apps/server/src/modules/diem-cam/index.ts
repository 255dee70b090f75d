// Cambridge grades (DiemCam): exams of Cambridge subject classes with their components and grade thresholds.
export { diemCamRoutes } from './diem-cam.routes';
export { getExam, listExams } from './diem-cam.service';
export { findScaleFor, isScaleVersionUsed, markScaleVersionUsed } from './thang-quy-doi.service';
