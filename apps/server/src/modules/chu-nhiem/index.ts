// Homeroom tools (ChuNhiem): my homeroom classes, the class page and today's attendance taken there.
export { chuNhiemRoutes } from './chu-nhiem.routes';
export { findManagedClass } from './lop-chu-nhiem.service';
