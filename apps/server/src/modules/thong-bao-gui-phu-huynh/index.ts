// Notices to parents (ThongBaoGuiPhuHuynh): a homeroom teacher's notices to the guardians of the class, by e-mail and signed link
export { thongBaoGuiPhuHuynhRoutes } from './thong-bao-gui-phu-huynh.routes';
export * from './thong-bao-gui-phu-huynh.service';
