// Cambridge grades (DiemCam): exams of Cambridge subject classes with their components and grade thresholds, and their results (marks, workflow, entry settings, analysis).
export { diemCamRoutes } from './diem-cam.routes';
export { getExam, listExams } from './diem-cam.service';
export { diemCamKetQuaRoutes } from './ket-qua.routes';
export {
  analyse,
  getResults,
  listPublishedResultsOfStudent,
  listStoredResults,
  loadExam,
  resultsOfExam,
} from './ket-qua.service';
export { diemCamPhieuDiemRoutes } from './phieu-diem.routes';
export { convertExamResults } from './quy-doi.service';
export { findScaleFor, isScaleVersionUsed, markScaleVersionUsed } from './thang-quy-doi.service';
