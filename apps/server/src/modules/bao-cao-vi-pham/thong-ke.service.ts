import type { ThongKeViPham } from '@hpl/shared';
import type { Db } from '../../db/client';
import { schoolToday } from '../../lib/school-date';
import { findActiveYear } from '../nam-hoc';
import * as repo from './thong-ke.repository';

/** The office's statistics over a date range (default: the active year up to today). */
export async function statistics(db: Db, query: { tuNgay?: string; denNgay?: string }): Promise<ThongKeViPham> {
  const year = await findActiveYear(db);
  const from = query.tuNgay ?? year?.ngayBatDau ?? '1900-01-01';
  const to = query.denNgay ?? schoolToday();
  const [theoTuan, theoLop, theoMa, lapLai] = await Promise.all([
    repo.countByWeek(db, from, to),
    repo.countByClass(db, from, to),
    repo.countByCode(db, from, to),
    repo.repeatedCodes(db, from, to),
  ]);
  return { theoTuan, theoLop, theoMa, lapLai };
}
