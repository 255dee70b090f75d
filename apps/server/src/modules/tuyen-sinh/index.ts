// Admissions (TuyenSinh): applications for next year from the public site or the office, review, decision and enrolment.
export { tuyenSinhRoutes } from './tuyen-sinh.routes';
