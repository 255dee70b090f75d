// Student surveys of teaching (KhaoSatGiaoVien): campaigns, anonymous answers, statistics.
export { khaoSatGiaoVienRoutes } from './khao-sat-giao-vien.routes';
