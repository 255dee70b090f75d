import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { tamLyBaiDanhGia, tamLyDotDanhGia, tamLyPhieuTraLoi } from '../../db/schema';
import { campaignFormColumns, campaignListColumns, type Homeroom, openAimedAt } from './phieu-tra-loi.repository';

const d = tamLyDotDanhGia;
const b = tamLyBaiDanhGia;
const p = tamLyPhieuTraLoi;

/** Open teacher-report campaigns aimed at a homeroom (its class or grade level): the scope of its teacher. */
export function listOpenForClass(db: DbOrTx, home: Homeroom, today: string) {
  return db
    .select(campaignListColumns)
    .from(d)
    .innerJoin(b, eq(b.id, d.baiDanhGiaId))
    .where(openAimedAt(home, today, 'GiaoVien'))
    .orderBy(asc(d.denNgay), asc(d.id));
}

/** One open teacher-report campaign aimed at the homeroom, with its instrument; undefined outside that scope. */
export async function findOpenForClass(db: DbOrTx, dotId: number, home: Homeroom, today: string) {
  const [row] = await db
    .select(campaignFormColumns)
    .from(d)
    .innerJoin(b, eq(b.id, d.baiDanhGiaId))
    .where(and(eq(d.id, dotId), openAimedAt(home, today, 'GiaoVien')));
  return row;
}

/** The sheets of some students in some campaigns (progress only is read from them). */
export function sheetsOf(db: DbOrTx, dotIds: number[], hocSinhIds: number[]) {
  if (dotIds.length === 0 || hocSinhIds.length === 0) return Promise.resolve([]);
  return db
    .select({ dotId: p.dotId, hocSinhId: p.hocSinhId, traLoi: p.traLoi, nopLuc: p.nopLuc })
    .from(p)
    .where(and(inArray(p.dotId, dotIds), inArray(p.hocSinhId, hocSinhIds)));
}

export async function findSheet(db: DbOrTx, dotId: number, hocSinhId: number) {
  const [row] = await sheetsOf(db, [dotId], [hocSinhId]);
  return row;
}
