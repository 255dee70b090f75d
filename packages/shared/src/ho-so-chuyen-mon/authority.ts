import type { Authority } from '../auth';
import { routeAuthority } from '../routes';

/**
 * Who may call the HoSoChuyenMon API: teachers on `chuyenmon/hosochuyenmon` (their own records; a department head
 * checks the department's), inspectors (ThanhTra) on `thanhtra/hosochuyenmon`, read-only with notes.
 */
export const hoSoChuyenMonAuthority = {
  teacher: routeAuthority('/chuyenmon/hosochuyenmon'),
  inspector: routeAuthority('/thanhtra/hosochuyenmon'),
  /** The record types (the school's managed list), kept by HR on `quanlynhansu/caidatchuyenmon`. */
  settings: routeAuthority('/quanlynhansu/caidatchuyenmon'),
} as const satisfies Record<string, Authority>;
