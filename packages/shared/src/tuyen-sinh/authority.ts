import { routeAuthority } from '../routes';

/**
 * Admissions: the office (QuanLyTuyenSinh) reads applications and their documents; reviewing, deciding and enrolling
 * need the screen's whole chain (QuanLyTuyenSinh.XetDuyetHoSo). The public site's inbound call is `public` and checks
 * its API key itself.
 */
export const tuyenSinhAuthority = {
  office: routeAuthority('/tuyensinh'),
  review: routeAuthority('/tuyensinh/xetduyethoso'),
};
