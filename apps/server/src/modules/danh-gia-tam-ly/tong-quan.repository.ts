import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { tamLyBaiDanhGia, tamLyDotDanhGia, tamLyPhieuTraLoi } from '../../db/schema';
import { rowsOf } from '../../lib/sql-rows';

// Overviews are the psychology team's (routes admit the team alone): no per-caller scope narrows these reads; each
// read of individual results is audit-logged by the service.

const p = tamLyPhieuTraLoi;

/**
 * A campaign's submitted scores aggregated in SQL, one cell per class, grade level, group and band: how many scores,
 * their sum, least and greatest. Every overview (campaign, class, grade, school, comparison) adds cells up, so no
 * sheet is carried to the server.
 */
export async function scoreCells(db: DbOrTx, dotId: number) {
  const result = await db.execute(sql`
    select ${p.lopQuanLyId} as lop, ${p.khoiId} as khoi, k->>'group' as grp, k->>'band' as band,
      count(*) as n, sum((k->>'score')::numeric) as total,
      min((k->>'score')::numeric) as lo, max((k->>'score')::numeric) as hi
    from ${p} cross join lateral jsonb_array_elements(coalesce(${p.ketQua}, '[]'::jsonb)) as k
    where ${p.dotId} = ${dotId} and ${p.nopLuc} is not null
    group by 1, 2, 3, 4`);
  return rowsOf<{
    lop: number | null;
    khoi: number | null;
    grp: string;
    band: string | null;
    n: string | number;
    total: string | number;
    lo: string | number;
    hi: string | number;
  }>(result).map((r) => ({
    lopQuanLyId: r.lop === null ? null : Number(r.lop),
    khoiId: r.khoi === null ? null : Number(r.khoi),
    group: r.grp,
    band: r.band,
    n: Number(r.n),
    sum: Number(r.total),
    min: Number(r.lo),
    max: Number(r.hi),
  }));
}

/** How many sheets were submitted, and how many flagged for follow-up, per class and grade level of a campaign. */
export function sheetCounts(db: DbOrTx, dotId: number) {
  return db
    .select({
      lopQuanLyId: p.lopQuanLyId,
      khoiId: p.khoiId,
      soDaNop: sql<number>`count(*)`.mapWith(Number),
      soCanTheoDoi: sql<number>`count(*) filter (where ${p.canTheoDoi})`.mapWith(Number),
    })
    .from(p)
    .where(and(eq(p.dotId, dotId), isNotNull(p.nopLuc)))
    .groupBy(p.lopQuanLyId, p.khoiId);
}

/** The submitted sheets of a campaign flagged for follow-up: scores, class at submission. */
export function flaggedSheets(db: DbOrTx, dotId: number) {
  return db
    .select({
      id: p.id,
      hocSinhId: p.hocSinhId,
      lopQuanLyId: p.lopQuanLyId,
      ketQua: p.ketQua,
      nopLuc: p.nopLuc,
    })
    .from(p)
    .where(and(eq(p.dotId, dotId), isNotNull(p.nopLuc), eq(p.canTheoDoi, true)));
}

/** A student's submitted sheets of every campaign, newest first, with the instrument each was scored with. */
export function sheetsOfStudent(db: DbOrTx, hocSinhId: number) {
  return db
    .select({
      phieuId: p.id,
      dotId: tamLyDotDanhGia.id,
      tenDot: tamLyDotDanhGia.ten,
      tenBai: tamLyBaiDanhGia.ten,
      tenBaiEn: tamLyBaiDanhGia.tenEn,
      dinhNghia: tamLyBaiDanhGia.dinhNghia,
      traLoi: p.traLoi,
      ketQua: p.ketQua,
      nopLuc: p.nopLuc,
    })
    .from(p)
    .innerJoin(tamLyDotDanhGia, eq(tamLyDotDanhGia.id, p.dotId))
    .innerJoin(tamLyBaiDanhGia, eq(tamLyBaiDanhGia.id, tamLyDotDanhGia.baiDanhGiaId))
    .where(and(eq(p.hocSinhId, hocSinhId), isNotNull(p.nopLuc)))
    .orderBy(desc(p.nopLuc));
}
