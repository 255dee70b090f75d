// My year in figures (ThongKeSoLieu): attendance, leave, periods taught and substituted, from their owner modules.
export { thongKeSoLieuRoutes } from './thong-ke-so-lieu.routes';
