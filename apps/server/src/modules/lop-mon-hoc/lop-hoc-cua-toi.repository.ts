import { and, asc, eq, exists, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  files,
  heHoc,
  hocSinh,
  lopMonHoc,
  lopMonHocGiaoVien,
  lopMonHocHocSinh,
  lopQuanLy,
  monHoc,
  nhanVien,
} from '../../db/schema';
import { byNameKey } from '../../lib/name-order';
import { avatarKeyOf } from '../../lib/uploads';
import { activeYearId } from '../nam-hoc';
import type { MyClassScope } from './lop-mon-hoc.policy';

/** The condition of a scope: the caller teaches the class, or is in it now; no scope matches nothing. */
function inScope(scope: MyClassScope): SQL {
  if (scope.kind === 'teacher')
    return exists(
      sql`(select 1 from ${lopMonHocGiaoVien} g where g.lop_mon_hoc_id = ${lopMonHoc}.id and g.nhan_vien_id = ${scope.nhanVienId})`,
    );
  if (scope.kind === 'student')
    return exists(
      sql`(select 1 from ${lopMonHocHocSinh} m where m.lop_mon_hoc_id = ${lopMonHoc}.id and m.hoc_sinh_id = ${scope.hocSinhId} and m.den_ngay is null)`,
    );
  return sql`false`;
}

const teachersJson = sql<{ id: number; hoTen: string; anhDaiDien: string | null }[]>`coalesce((select json_agg(
  json_build_object('id', n.id, 'hoTen', n.ho_ten, 'anhDaiDien', (select f.sha256 from ${files} f where f.id = n.anh_dai_dien))
  order by n.ho_ten_sap_xep, n.id) from ${lopMonHocGiaoVien} g join ${nhanVien} n on n.id = g.nhan_vien_id
  where g.lop_mon_hoc_id = ${lopMonHoc}.id), '[]'::json)`;

const siSo = sql<number>`(select cast(count(*) as integer) from ${lopMonHocHocSinh} m join ${hocSinh} h on h.id = m.hoc_sinh_id
  where m.lop_mon_hoc_id = ${lopMonHoc}.id and m.den_ngay is null and h.deleted_at is null)`;

function selectMine(db: DbOrTx) {
  return db
    .select({
      id: lopMonHoc.id,
      tenLop: lopMonHoc.tenLop,
      monHocId: lopMonHoc.monHocId,
      tenMonHoc: monHoc.tenMonHoc,
      maHeHoc: heHoc.ma,
      lopQuanLyId: lopMonHoc.lopQuanLyId,
      tenLopQuanLy: lopQuanLy.tenLop,
      soTietNam: lopMonHoc.soTietNam,
      siSo,
      giaoVien: teachersJson,
    })
    .from(lopMonHoc)
    .innerJoin(monHoc, eq(monHoc.id, lopMonHoc.monHocId))
    .innerJoin(heHoc, eq(heHoc.id, monHoc.heHocId))
    .leftJoin(lopQuanLy, eq(lopQuanLy.id, lopMonHoc.lopQuanLyId));
}

/** The caller's subject classes of the active year (taught, or attended now), by subject then name. */
export function listMyClasses(db: DbOrTx, scope: MyClassScope) {
  return selectMine(db)
    .where(and(eq(lopMonHoc.namHocId, activeYearId()), inScope(scope)))
    .orderBy(asc(monHoc.tenMonHoc), asc(lopMonHoc.tenLop), asc(lopMonHoc.id));
}

/** One of the caller's classes (any year they taught or attend it), or undefined (→ 404). */
export async function findMyClass(db: DbOrTx, scope: MyClassScope, id: number) {
  const [row] = await selectMine(db).where(and(eq(lopMonHoc.id, id), inScope(scope)));
  return row;
}

/** The students of a class now: name, code and photo key, Vietnamese order. */
export function listStudentsWithPhotos(db: DbOrTx, id: number) {
  return db
    .select({
      id: hocSinh.id,
      maHocSinh: hocSinh.maHocSinh,
      hoTen: hocSinh.hoTen,
      anhDaiDien: avatarKeyOf(hocSinh.anhDaiDien),
    })
    .from(lopMonHocHocSinh)
    .innerJoin(hocSinh, eq(hocSinh.id, lopMonHocHocSinh.hocSinhId))
    .where(and(eq(lopMonHocHocSinh.lopMonHocId, id), isNull(lopMonHocHocSinh.denNgay), isNull(hocSinh.deletedAt)))
    .orderBy(asc(byNameKey(hocSinh.hoTenSapXep)), asc(hocSinh.id));
}
