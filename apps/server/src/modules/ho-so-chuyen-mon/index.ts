// Professional records (HoSoChuyenMon): record types, teachers' submissions with files, the head's check, inspectors' notes.
export { hoSoChuyenMonRoutes } from './ho-so-chuyen-mon.routes';
