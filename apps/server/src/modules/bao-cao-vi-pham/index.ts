// Discipline (BaoCaoViPham): violation codes, student incidents under Circular 19/2025 and their decisions.
export { baoCaoViPhamRoutes } from './bao-cao-vi-pham.routes';
