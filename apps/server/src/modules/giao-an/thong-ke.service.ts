import type { PlanTeacherCount } from '@hpl/shared';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../lib/session-user';
import { listQueue } from './giao-an.service';

/**
 * Counts per teacher of the caller's approval queue: waiting (at either approval stage),
 * late (first sent after the due date, or not yet), approved and returned. Read through the queue itself, so the
 * counts cover exactly the plans the caller may open.
 */
export async function countsPerTeacher(db: Db, user: SessionUser): Promise<PlanTeacherCount[]> {
  const page = await listQueue(db, user, { pageIndex: 1, pageSize: -1 });
  const counts = new Map<number, PlanTeacherCount>();
  for (const plan of page.items) {
    const row = counts.get(plan.nhanVienId) ?? {
      nhanVienId: plan.nhanVienId,
      hoTen: plan.hoTenGiaoVien,
      choDuyet: 0,
      treHan: 0,
      daDuyet: 0,
      traLai: 0,
      tong: 0,
    };
    row.tong += 1;
    if (plan.trangThai === 'cho_duyet' || plan.trangThai === 'cho_duyet_cap_2') row.choDuyet += 1;
    if (plan.trangThai === 'da_duyet') row.daDuyet += 1;
    if (plan.trangThai === 'tra_lai') row.traLai += 1;
    if (plan.treHan) row.treHan += 1;
    counts.set(plan.nhanVienId, row);
  }
  return [...counts.values()].sort((a, b) => a.hoTen.localeCompare(b.hoTen, 'vi'));
}
