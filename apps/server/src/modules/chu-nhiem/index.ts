// Homeroom tools (ChuNhiem): my homeroom classes, the class page and today's attendance taken there.
export { chuNhiemRoutes } from './chu-nhiem.routes';
export { homeroomScopeOf } from './lop-chu-nhiem.policy';
export { findManagedClass } from './lop-chu-nhiem.service';
