import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { tamLyBaiDanhGia, tamLyDotDanhGia, tamLyPhieuTraLoi } from '../../db/schema';

// Overviews are the psychology team's (routes admit the team alone): no per-caller scope narrows these reads; each
// read of individual results is audit-logged by the service.

const p = tamLyPhieuTraLoi;

/** The submitted sheets of a campaign: scores, class and grade level at submission, follow-up flag. */
export function submittedSheets(db: DbOrTx, dotId: number) {
  return db
    .select({
      id: p.id,
      hocSinhId: p.hocSinhId,
      lopQuanLyId: p.lopQuanLyId,
      khoiId: p.khoiId,
      ketQua: p.ketQua,
      canTheoDoi: p.canTheoDoi,
      nopLuc: p.nopLuc,
    })
    .from(p)
    .where(and(eq(p.dotId, dotId), isNotNull(p.nopLuc)));
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
