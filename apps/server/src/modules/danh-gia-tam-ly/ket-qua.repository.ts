import type { KetQuaTracNghiemQuery } from '@hpl/shared';
import { and, asc, desc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { hocSinh, lopQuanLy, tamLyBaiDanhGia, tamLyDotDanhGia, tamLyPhieuTraLoi } from '../../db/schema';
import { countAll, orderByOf, pageWithTotal, searchAny } from '../../lib/list';
import { byNameKey } from '../../lib/name-order';

// Results across students are the psychology team's alone (routes admit ChuyenVienTamLy only): no per-caller scope
// narrows them; the service audit-logs every page read and every export. The list searches and sorts by the
// student's name and class, so it joins `hoc_sinh` and `lop_quan_ly` (docs/module-shape.md, joins that stay).

const p = tamLyPhieuTraLoi;
const d = tamLyDotDanhGia;
const b = tamLyBaiDanhGia;

const columns = {
  phieuId: p.id,
  hocSinhId: p.hocSinhId,
  hoTen: hocSinh.hoTen,
  maHocSinh: hocSinh.maHocSinh,
  tenLop: lopQuanLy.tenLop,
  dotId: d.id,
  tenDot: d.ten,
  baiDanhGiaId: b.id,
  maBai: b.ma,
  tenBai: b.ten,
  tenBaiEn: b.tenEn,
  nopLuc: p.nopLuc,
  canTheoDoi: p.canTheoDoi,
  ketQua: p.ketQua,
};

/** Sheets whose score in a subscale (or in any, without `nhom`) fell in the band `muc`: jsonb containment. */
function inBand(query: KetQuaTracNghiemQuery): SQL | undefined {
  if (!query.muc) return undefined;
  const wanted = query.nhom ? { group: query.nhom, band: query.muc } : { band: query.muc };
  return sql`${p.ketQua} @> ${JSON.stringify([wanted])}::jsonb`;
}

export function listResults(db: DbOrTx, query: KetQuaTracNghiemQuery) {
  const where = and(
    isNotNull(p.nopLuc),
    query.dotId ? eq(p.dotId, query.dotId) : undefined,
    query.maBai ? eq(b.ma, query.maBai) : undefined,
    query.lopId ? eq(p.lopQuanLyId, query.lopId) : undefined,
    query.khoiId ? eq(p.khoiId, query.khoiId) : undefined,
    query.canTheoDoi === undefined ? undefined : eq(p.canTheoDoi, query.canTheoDoi),
    inBand(query),
    searchAny(query.search, hocSinh.hoTen, hocSinh.maHocSinh),
  );
  const order = orderByOf(
    query.sort,
    {
      hoTen: byNameKey(hocSinh.hoTenSapXep),
      maHocSinh: hocSinh.maHocSinh,
      tenLop: lopQuanLy.tenLop,
      tenDot: d.ten,
      nopLuc: p.nopLuc,
      canTheoDoi: p.canTheoDoi,
    },
    [desc(p.nopLuc)],
  );
  return pageWithTotal(
    query,
    db
      .select(columns)
      .from(p)
      .innerJoin(d, eq(d.id, p.dotId))
      .innerJoin(b, eq(b.id, d.baiDanhGiaId))
      .innerJoin(hocSinh, eq(hocSinh.id, p.hocSinhId))
      .leftJoin(lopQuanLy, eq(lopQuanLy.id, p.lopQuanLyId))
      .where(where)
      .orderBy(...order, asc(p.id))
      .$dynamic(),
    db
      .select({ n: countAll() })
      .from(p)
      .innerJoin(d, eq(d.id, p.dotId))
      .innerJoin(b, eq(b.id, d.baiDanhGiaId))
      .innerJoin(hocSinh, eq(hocSinh.id, p.hocSinhId))
      .leftJoin(lopQuanLy, eq(lopQuanLy.id, p.lopQuanLyId))
      .where(where),
  );
}

/** The definitions of the instruments the rows were scored with (subscale titles and band labels). */
export function definitionsOf(db: DbOrTx, ids: number[]) {
  return db
    .select({ id: b.id, dinhNghia: b.dinhNghia })
    .from(b)
    .where(inArray(b.id, ids.concat(0)));
}
