// Observation minutes (BienBanDuGio): scheduled class observations, the Official Letter 5555 rubric, acknowledgement and lock.
export { bienBanDuGioRoutes } from './bien-ban-du-gio.routes';
