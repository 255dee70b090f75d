// Vietnamese-programme grades (DiemVN): gradebooks, entry windows, publication and lock, change requests, conduct, term and year summaries, the student's report (Circular 22/27 rules in @hpl/shared grades-vn); the primary (Circular 27) ratings, qualities and year result beside them (tieu-hoc.*).

export { findSchool as findSchoolHeader } from './diem-vn.repository';
export { diemVnRoutes } from './diem-vn.routes';
export { getConduct, setConduct } from './ren-luyen.service';
export { getGradebook, saveCells } from './so-diem.service';
export { tieuHocRoutes } from './tieu-hoc.routes';
export { computeSummaries, confirmSummary, reclassifyAfterRetake } from './tong-ket.service';
export { recomputeClassAverages } from './trung-binh.service';
