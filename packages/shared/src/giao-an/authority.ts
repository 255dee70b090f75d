import type { Authority } from '../auth';
import { routeAuthority } from '../routes';

/**
 * Who may call the GiaoAn API. Teachers write their plans on `chuyenmon/giaoancuatoi`; department heads decide on
 * `chuyenmon/giaoancanduyet` (both GiaoVien screens). Which plan a caller sees is the server policy's business
 * (`giao-an.policy.ts`): the teacher's own, or the plans of the departments they head.
 */
export const giaoAnAuthority = {
  read: routeAuthority('/chuyenmon/giaoancuatoi'),
  write: routeAuthority('/chuyenmon/giaoancuatoi'),
  approve: routeAuthority('/chuyenmon/giaoancanduyet'),
  /** The school's approval settings, kept by HR on `quanlynhansu/caidatchuyenmon`. */
  settings: routeAuthority('/quanlynhansu/caidatchuyenmon'),
} as const satisfies Record<'read' | 'write' | 'approve' | 'settings', Authority>;
