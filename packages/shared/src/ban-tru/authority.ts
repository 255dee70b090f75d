import type { Authority } from '../auth';
import { routeAuthority } from '../routes';

/**
 * Who may call the semi-boarding API. Which classes a homeroom teacher reaches is the server policy's business
 * (`chu-nhiem`'s: the homeroom teacher of the class, or Admin).
 */
export const banTruAuthority = {
  /** Lunch cancellations of a class: the homeroom screen `chunhiem/dangkyhuyantrua`. */
  huyAn: routeAuthority('/chunhiem/dangkyhuyantrua'),
  /** Statistics, the kitchen's sheet and decisions on late cancellations: `bantru/thongkediemdanh` (BanTru.ThongKe). */
  thongKe: routeAuthority('/bantru/thongkediemdanh'),
} as const satisfies Record<string, Authority>;
