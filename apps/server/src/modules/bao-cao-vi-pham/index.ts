// Discipline (BaoCaoViPham): violation codes, student incidents under Circular 19/2025 and their decisions, the behaviour
// score and its school report, staff misconduct reports, and the Youth Union's weekly class discipline (DanhGiaNenNep).
export { baoCaoViPhamRoutes } from './bao-cao-vi-pham.routes';
