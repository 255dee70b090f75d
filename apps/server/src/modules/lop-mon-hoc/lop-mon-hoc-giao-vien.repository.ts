import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { heHoc, khoi, lopMonHoc, lopMonHocGiaoVien, lopQuanLy, monHoc, nhanVien } from '../../db/schema';

/*
 * The teachers of subject classes (`lop_mon_hoc_giao_vien`), read and written for the teaching-assignment screen
 * (phan-cong-giang-day). School-wide master data: the callers are the timetable office, who check their authority.
 * Every write bumps the class's version, so two people assigning the same class at once get a 409.
 */

// The outer class is named by its table: in a one-table select drizzle leaves `${lopMonHoc.id}` unqualified, and the
// subquery's own `id` columns would capture it.
const giaoVienJson = sql<{ id: number; hoTen: string }[]>`coalesce((select json_agg(json_build_object('id', n.id,
  'hoTen', n.ho_ten) order by n.ho_ten_sap_xep, n.id) from ${lopMonHocGiaoVien} g
  join ${nhanVien} n on n.id = g.nhan_vien_id where g.lop_mon_hoc_id = ${lopMonHoc}.id), '[]'::json)`;

/** Every subject class of a year with its subject, programme, homeroom class, level and teachers. */
export function listClassesWithTeachers(db: DbOrTx, namHocId: number) {
  return db
    .select({
      id: lopMonHoc.id,
      tenLop: lopMonHoc.tenLop,
      monHocId: lopMonHoc.monHocId,
      maMonHoc: monHoc.maMonHoc,
      tenMonHoc: monHoc.tenMonHoc,
      tenMonHocEn: monHoc.tenMonHocEn,
      maHeHoc: heHoc.ma,
      lopQuanLyId: lopMonHoc.lopQuanLyId,
      tenLopQuanLy: lopQuanLy.tenLop,
      khoiId: lopQuanLy.khoiId,
      capHoc: khoi.capHoc,
      soTietNam: lopMonHoc.soTietNam,
      version: lopMonHoc.version,
      giaoVien: giaoVienJson,
    })
    .from(lopMonHoc)
    .innerJoin(monHoc, eq(monHoc.id, lopMonHoc.monHocId))
    .innerJoin(heHoc, eq(heHoc.id, monHoc.heHocId))
    .leftJoin(lopQuanLy, eq(lopQuanLy.id, lopMonHoc.lopQuanLyId))
    .leftJoin(khoi, eq(khoi.id, lopQuanLy.khoiId))
    .where(eq(lopMonHoc.namHocId, namHocId))
    .orderBy(asc(monHoc.tenMonHoc), asc(lopMonHoc.tenLop), asc(lopMonHoc.id));
}

/** One subject class with its year, version and teacher ids, or undefined. */
export async function findClassWithTeachers(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: lopMonHoc.id,
      tenLop: lopMonHoc.tenLop,
      namHocId: lopMonHoc.namHocId,
      version: lopMonHoc.version,
      giaoVien: giaoVienJson,
    })
    .from(lopMonHoc)
    .where(eq(lopMonHoc.id, id));
  return row;
}

/**
 * Replaces the teachers of one class if its version is still `expectedVersion`; answers the new version, or undefined
 * when the class changed meanwhile (nothing written then).
 */
export async function setTeachersOf(db: DbOrTx, id: number, nhanVienIds: number[], expectedVersion: number) {
  const [row] = await db
    .update(lopMonHoc)
    .set({ version: sql`${lopMonHoc.version} + 1` })
    .where(and(eq(lopMonHoc.id, id), eq(lopMonHoc.version, expectedVersion)))
    .returning({ version: lopMonHoc.version });
  if (!row) return undefined;
  await replaceTeachers(db, [{ lopMonHocId: id, nhanVienIds }]);
  return row.version;
}

/** Replaces the teachers of many classes at once (imports, copies), each class a new version. */
export async function setTeachersOfMany(db: DbOrTx, changes: { lopMonHocId: number; nhanVienIds: number[] }[]) {
  if (changes.length === 0) return;
  await db
    .update(lopMonHoc)
    .set({ version: sql`${lopMonHoc.version} + 1` })
    .where(
      inArray(
        lopMonHoc.id,
        changes.map((c) => c.lopMonHocId),
      ),
    );
  await replaceTeachers(db, changes);
}

async function replaceTeachers(db: DbOrTx, changes: { lopMonHocId: number; nhanVienIds: number[] }[]) {
  await db.delete(lopMonHocGiaoVien).where(
    inArray(
      lopMonHocGiaoVien.lopMonHocId,
      changes.map((c) => c.lopMonHocId),
    ),
  );
  const rows = changes.flatMap((c) => c.nhanVienIds.map((n) => ({ l: c.lopMonHocId, n })));
  if (rows.length === 0) return;
  await db.execute(sql`insert into ${lopMonHocGiaoVien} (lop_mon_hoc_id, nhan_vien_id)
    select x.l, x.n from json_to_recordset(${JSON.stringify(rows)}::json) as x(l int, n int)`);
}
