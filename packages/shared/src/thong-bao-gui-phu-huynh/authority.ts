import { type Authority, allOf } from '../auth';
import { routeAuthority } from '../routes';

/**
 * Who may call the notices-to-parents API: the `chunhiem/guithongbaodenphuhuynh` screen's chain (teachers). Which
 * classes a caller reaches is the server policy's business (the class's homeroom teacher, or Admin). The guardian's
 * page is public: its signed link is the authority.
 */
export const thongBaoGuiPhuHuynhAuthority = {
  quanLy: routeAuthority('/chunhiem/guithongbaodenphuhuynh'),
  /** A notice to the guardians of a whole grade level: the office (Admin) only; a homeroom teacher sends to a class. */
  guiKhoi: allOf(routeAuthority('/chunhiem/guithongbaodenphuhuynh'), { role: ['Admin'] }),
} as const satisfies Record<string, Authority>;
