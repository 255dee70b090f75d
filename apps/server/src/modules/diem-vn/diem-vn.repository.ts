import type { CellInput, CellState, CommentResult, Level } from '@hpl/shared';
import { type AnyColumn, and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import {
  auditLog,
  diemVnCaiDat,
  diemVnCongBo,
  diemVnCotNhap,
  diemVnDiem,
  diemVnMonHoc,
  diemVnNhanXet,
  diemVnRenLuyen,
  diemVnTongKet,
  diemVnTrungBinh,
  diemVnYeuCauSua,
  heHoc,
  hocSinh,
  khoi,
  lopMonHoc,
  lopMonHocGiaoVien,
  lopMonHocHocSinh,
  lopQuanLy,
  lopQuanLyHocSinh,
  monHoc,
  namHoc,
  nhanVien,
  taiKhoan,
  truongHoc,
} from '../../db/schema';
import { byNameKey } from '../../lib/name-order';

/** Secondary grade levels: Circular 22 mark books. Primary (Circular 27) is rated, not marked. */
export const SECONDARY_CAPS = ['thcs', 'thpt'];

/** Vietnamese order of people (given name, then the rest): the stored key, see `nameSortKey`. */
export const byGivenName = () => [asc(byNameKey(hocSinh.hoTenSapXep))];

/**
 * Who belongs to a class: open memberships and, once its year has ended, those that ran to the year's last day
 * (students promoted or leaving at the year end), so a finished year's mark books and summaries keep their students.
 * Takes the membership's columns (a subject class's or a homeroom class's).
 */
const subjectMemberAtYearEnd = (denNgay: SQL | AnyColumn, lopMonHocId: SQL | AnyColumn) =>
  sql`(${denNgay} is null or ${denNgay} >= (select y.ngay_ket_thuc from ${namHoc} y
    join ${lopMonHoc} yc on yc.nam_hoc_id = y.id where yc.id = ${lopMonHocId}))`;
const homeroomMemberAtYearEnd = (denNgay: SQL | AnyColumn, lopQuanLyId: SQL | AnyColumn) =>
  sql`(${denNgay} is null or ${denNgay} >= (select y.ngay_ket_thuc from ${namHoc} y
    join ${lopQuanLy} yc on yc.nam_hoc_id = y.id where yc.id = ${lopQuanLyId}))`;

export const teacherIdsOf = sql<number[]>`coalesce((select json_agg(g.nhan_vien_id) from ${lopMonHocGiaoVien} g
  where g.lop_mon_hoc_id = ${lopMonHoc.id}), '[]'::json)`;
export const teacherNamesOf = sql<
  string[]
>`coalesce((select json_agg(n.ho_ten order by n.ho_ten) from ${lopMonHocGiaoVien} g
  join ${nhanVien} n on n.id = g.nhan_vien_id where g.lop_mon_hoc_id = ${lopMonHoc.id}), '[]'::json)`;
export const memberCountOf = sql<number>`(select cast(count(*) as integer) from ${lopMonHocHocSinh} m
  join ${hocSinh} h on h.id = m.hoc_sinh_id
  where m.lop_mon_hoc_id = ${lopMonHoc.id} and ${subjectMemberAtYearEnd(sql`m.den_ngay`, sql`m.lop_mon_hoc_id`)}
    and h.deleted_at is null)`;

/** A subject class's rule row (diem_vn_mon_hoc) for its year, subject and grade level (joins lopMonHoc, lopQuanLy). */
export const subjectRuleOfClass = and(
  eq(diemVnMonHoc.namHocId, lopMonHoc.namHocId),
  eq(diemVnMonHoc.monHocId, lopMonHoc.monHocId),
  eq(diemVnMonHoc.khoiId, lopQuanLy.khoiId),
);
function selectClassFacts(db: DbOrTx) {
  return db
    .select({
      id: lopMonHoc.id,
      tenLop: lopMonHoc.tenLop,
      namHocId: lopMonHoc.namHocId,
      monHocId: lopMonHoc.monHocId,
      maMonHoc: monHoc.maMonHoc,
      tenMonHoc: monHoc.tenMonHoc,
      tenMonHocEn: monHoc.tenMonHocEn,
      khoiId: lopQuanLy.khoiId,
      tenKhoi: khoi.tenKhoi,
      lopQuanLyId: lopMonHoc.lopQuanLyId,
      tenLopQuanLy: lopQuanLy.tenLop,
      hinhThucDanhGia: sql<string>`coalesce(${diemVnMonHoc.hinhThucDanhGia}, ${monHoc.hinhThucDanhGia})`,
      soTietNam: sql<number>`coalesce(${diemVnMonHoc.soTietNam}, ${lopMonHoc.soTietNam})`,
      soDiemTx: diemVnMonHoc.soDiemTx,
      tinhKhenThuong: sql<boolean>`coalesce(${diemVnMonHoc.tinhKhenThuong}, true)`,
      teacherIds: teacherIdsOf,
      giaoVien: teacherNamesOf,
      siSo: memberCountOf,
      isClosed: namHoc.isClosed,
    })
    .from(lopMonHoc)
    .innerJoin(monHoc, eq(monHoc.id, lopMonHoc.monHocId))
    .innerJoin(heHoc, and(eq(heHoc.id, monHoc.heHocId), eq(heHoc.ma, 'VN')))
    .innerJoin(namHoc, eq(namHoc.id, lopMonHoc.namHocId))
    .innerJoin(lopQuanLy, eq(lopQuanLy.id, lopMonHoc.lopQuanLyId))
    .innerJoin(khoi, and(eq(khoi.id, lopQuanLy.khoiId), inArray(khoi.capHoc, SECONDARY_CAPS)))
    .leftJoin(diemVnMonHoc, subjectRuleOfClass)
    .$dynamic();
}
export type ClassFacts = Awaited<ReturnType<typeof findClass>> & {};

export async function findClass(db: DbOrTx, id: number) {
  const [row] = await selectClassFacts(db).where(eq(lopMonHoc.id, id));
  return row;
}

export function listClasses(
  db: DbOrTx,
  filter: { namHocId: number; khoiId?: number; monHocId?: number; nhanVienId?: number },
) {
  const where: (SQL | undefined)[] = [
    eq(lopMonHoc.namHocId, filter.namHocId),
    filter.khoiId ? eq(lopQuanLy.khoiId, filter.khoiId) : undefined,
    filter.monHocId ? eq(lopMonHoc.monHocId, filter.monHocId) : undefined,
    filter.nhanVienId
      ? sql`exists (select 1 from ${lopMonHocGiaoVien} g where g.lop_mon_hoc_id = ${lopMonHoc.id}
          and g.nhan_vien_id = ${filter.nhanVienId})`
      : undefined,
  ];
  return selectClassFacts(db)
    .where(and(...where))
    .orderBy(asc(khoi.thuTu), asc(lopQuanLy.tenLop), asc(monHoc.tenMonHoc), asc(lopMonHoc.id));
}

/** Students of the class (open memberships; a finished year: those to its end), in Vietnamese name order. */
export function listMembers(db: DbOrTx, lopMonHocId: number) {
  return db
    .select({ id: hocSinh.id, maHocSinh: hocSinh.maHocSinh, hoTen: hocSinh.hoTen })
    .from(lopMonHocHocSinh)
    .innerJoin(hocSinh, eq(hocSinh.id, lopMonHocHocSinh.hocSinhId))
    .where(
      and(
        eq(lopMonHocHocSinh.lopMonHocId, lopMonHocId),
        subjectMemberAtYearEnd(lopMonHocHocSinh.denNgay, lopMonHocHocSinh.lopMonHocId),
        isNull(hocSinh.deletedAt),
      ),
    )
    .orderBy(...byGivenName(), asc(hocSinh.id));
}

export interface CellRow {
  id: number;
  lopMonHocId: number;
  hocSinhId: number;
  hocKy: number;
  cot: string;
  trangThai: CellState;
  giaTri: number | null;
  ketQua: CommentResult | null;
  version: number;
}

const cellColumns = {
  id: diemVnDiem.id,
  lopMonHocId: diemVnDiem.lopMonHocId,
  hocSinhId: diemVnDiem.hocSinhId,
  hocKy: diemVnDiem.hocKy,
  cot: diemVnDiem.cot,
  trangThai: diemVnDiem.trangThai,
  giaTri: diemVnDiem.giaTri,
  ketQua: diemVnDiem.ketQua,
  version: diemVnDiem.version,
};

function toCellRow(row: {
  id: number;
  lopMonHocId: number;
  hocSinhId: number;
  hocKy: number;
  cot: string;
  trangThai: string;
  giaTri: string | null;
  ketQua: string | null;
  version: number;
}): CellRow {
  return {
    ...row,
    trangThai: row.trangThai as CellState,
    giaTri: row.giaTri == null ? null : Number(row.giaTri),
    ketQua: row.ketQua as CommentResult | null,
  };
}

/** Cells of a class, optionally of some students only; `forUpdate` locks them for the rest of the transaction. */
export async function listCells(
  db: DbOrTx,
  lopMonHocId: number,
  options: { hocSinhIds?: number[]; forUpdate?: boolean } = {},
): Promise<CellRow[]> {
  const query = db
    .select(cellColumns)
    .from(diemVnDiem)
    .where(
      and(
        eq(diemVnDiem.lopMonHocId, lopMonHocId),
        options.hocSinhIds ? inArray(diemVnDiem.hocSinhId, options.hocSinhIds) : undefined,
      ),
    );
  const rows = options.forUpdate ? await query.for('update') : await query;
  return rows.map(toCellRow);
}

export async function listCellsOfStudent(db: DbOrTx, hocSinhId: number, lopMonHocIds: number[]): Promise<CellRow[]> {
  if (lopMonHocIds.length === 0) return [];
  const rows = await db
    .select(cellColumns)
    .from(diemVnDiem)
    .where(and(eq(diemVnDiem.hocSinhId, hocSinhId), inArray(diemVnDiem.lopMonHocId, lopMonHocIds)));
  return rows.map(toCellRow);
}

/** numeric(3,1) text of a mark held as a number with one decimal. */
export const markText = (mark: number) => {
  const tenths = Math.round(mark * 10);
  return `${Math.floor(tenths / 10)}.${tenths % 10}`;
};

export async function upsertCells(
  db: DbOrTx,
  rows: { lopMonHocId: number; hocSinhId: number; hocKy: number; cot: string; value: CellInput }[],
  accountId: number | null,
) {
  if (rows.length === 0) return [];
  const inserted = await db
    .insert(diemVnDiem)
    .values(
      rows.map((r) => ({
        lopMonHocId: r.lopMonHocId,
        hocSinhId: r.hocSinhId,
        hocKy: r.hocKy,
        cot: r.cot,
        trangThai: r.value.trangThai,
        giaTri: r.value.trangThai === 'diem' && r.value.giaTri != null ? markText(r.value.giaTri) : null,
        ketQua: r.value.trangThai === 'diem' ? (r.value.ketQua ?? null) : null,
        updatedBy: accountId,
      })),
    )
    .onConflictDoUpdate({
      target: [diemVnDiem.lopMonHocId, diemVnDiem.hocKy, diemVnDiem.hocSinhId, diemVnDiem.cot],
      set: {
        trangThai: sql`excluded.trang_thai`,
        giaTri: sql`excluded.gia_tri`,
        ketQua: sql`excluded.ket_qua`,
        updatedBy: sql`excluded.updated_by`,
        updatedAt: sql`now()`,
        version: sql`${diemVnDiem.version} + 1`,
      },
    })
    .returning(cellColumns);
  return inserted.map(toCellRow);
}

export async function deleteCells(db: DbOrTx, ids: number[]) {
  if (ids.length) await db.delete(diemVnDiem).where(inArray(diemVnDiem.id, ids));
}

/** One audit row per changed cell, written in one statement (a save of a whole column stays fast). */
export async function auditCells(
  db: DbOrTx,
  actor: { accountId: number | null; requestId?: string },
  entries: { entityId: string; before: unknown; after: unknown; reason?: string | null; action?: string }[],
) {
  if (entries.length === 0) return;
  await db.insert(auditLog).values(
    entries.map((e) => ({
      actorAccountId: actor.accountId,
      action: e.action ?? 'update',
      entity: CELL_ENTITY,
      entityId: e.entityId,
      before: e.before ?? null,
      after: e.after ?? null,
      reason: e.reason ?? null,
      requestId: actor.requestId ?? null,
    })),
  );
}
export const CELL_ENTITY = 'DiemVN.o';
export const cellKey = (lopMonHocId: number, hocKy: number, hocSinhId: number, cot: string) =>
  `${lopMonHocId}:${hocKy}:${hocSinhId}:${cot}`;

export function listCellHistory(db: DbOrTx, key: string, entity = CELL_ENTITY) {
  return db
    .select({
      at: auditLog.at,
      before: auditLog.before,
      after: auditLog.after,
      reason: auditLog.reason,
      nguoiSua: sql<string | null>`coalesce(${nhanVien.hoTen}, ${taiKhoan.username})`,
    })
    .from(auditLog)
    .leftJoin(taiKhoan, eq(taiKhoan.id, auditLog.actorAccountId))
    .leftJoin(nhanVien, eq(nhanVien.id, taiKhoan.nhanVienId))
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, key)))
    .orderBy(asc(auditLog.at), asc(auditLog.id));
}

export function listComments(db: DbOrTx, lopMonHocId: number) {
  return db
    .select({
      id: diemVnNhanXet.id,
      hocSinhId: diemVnNhanXet.hocSinhId,
      hocKy: diemVnNhanXet.hocKy,
      noiDung: diemVnNhanXet.noiDung,
      version: diemVnNhanXet.version,
    })
    .from(diemVnNhanXet)
    .where(eq(diemVnNhanXet.lopMonHocId, lopMonHocId));
}

export async function findComment(db: DbOrTx, lopMonHocId: number, hocKy: number, hocSinhId: number) {
  const [row] = await db
    .select({ id: diemVnNhanXet.id, noiDung: diemVnNhanXet.noiDung, version: diemVnNhanXet.version })
    .from(diemVnNhanXet)
    .where(
      and(
        eq(diemVnNhanXet.lopMonHocId, lopMonHocId),
        eq(diemVnNhanXet.hocKy, hocKy),
        eq(diemVnNhanXet.hocSinhId, hocSinhId),
      ),
    )
    .for('update');
  return row;
}

export function listWindows(db: DbOrTx, namHocId: number) {
  return db
    .select()
    .from(diemVnCotNhap)
    .where(eq(diemVnCotNhap.namHocId, namHocId))
    .orderBy(asc(diemVnCotNhap.hocKy), asc(diemVnCotNhap.id));
}

export function listPublication(db: DbOrTx, lopMonHocIds: number[]) {
  if (lopMonHocIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      lopMonHocId: diemVnCongBo.lopMonHocId,
      hocKy: diemVnCongBo.hocKy,
      congBo: diemVnCongBo.congBo,
      khoa: diemVnCongBo.khoa,
    })
    .from(diemVnCongBo)
    .where(inArray(diemVnCongBo.lopMonHocId, lopMonHocIds));
}

/** Counts of filled cells (any state) per class and column for one term. */
export function countFilledCells(db: DbOrTx, lopMonHocIds: number[], hocKy: number) {
  if (lopMonHocIds.length === 0) return Promise.resolve([]);
  return db
    .select({ lopMonHocId: diemVnDiem.lopMonHocId, cot: diemVnDiem.cot, n: sql<number>`cast(count(*) as integer)` })
    .from(diemVnDiem)
    .innerJoin(
      lopMonHocHocSinh,
      and(
        eq(lopMonHocHocSinh.lopMonHocId, diemVnDiem.lopMonHocId),
        eq(lopMonHocHocSinh.hocSinhId, diemVnDiem.hocSinhId),
        isNull(lopMonHocHocSinh.denNgay),
      ),
    )
    .where(and(inArray(diemVnDiem.lopMonHocId, lopMonHocIds), eq(diemVnDiem.hocKy, hocKy)))
    .groupBy(diemVnDiem.lopMonHocId, diemVnDiem.cot);
}

export async function readSettings(db: DbOrTx, namHocId: number) {
  const [row] = await db.select().from(diemVnCaiDat).where(eq(diemVnCaiDat.namHocId, namHocId));
  return row;
}

export async function upsertAverages(
  db: DbOrTx,
  rows: { lopMonHocId: number; hocSinhId: number; hocKy: number; diemTb: number | null; ketQua: string | null }[],
) {
  if (rows.length === 0) return;
  await db
    .insert(diemVnTrungBinh)
    .values(rows.map((r) => ({ ...r, diemTb: r.diemTb == null ? null : markText(r.diemTb) })))
    .onConflictDoUpdate({
      target: [diemVnTrungBinh.lopMonHocId, diemVnTrungBinh.hocKy, diemVnTrungBinh.hocSinhId],
      set: { diemTb: sql`excluded.diem_tb`, ketQua: sql`excluded.ket_qua`, updatedAt: sql`now()` },
    });
}

export async function findHomeroom(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: lopQuanLy.id,
      tenLop: lopQuanLy.tenLop,
      namHocId: lopQuanLy.namHocId,
      gvcnId: lopQuanLy.gvcnId,
      khoiId: lopQuanLy.khoiId,
      heHocMa: heHoc.ma,
    })
    .from(lopQuanLy)
    .innerJoin(heHoc, eq(heHoc.id, lopQuanLy.heHocId))
    .where(eq(lopQuanLy.id, id));
  return row;
}

export function listHomeroomStudents(db: DbOrTx, lopQuanLyId: number) {
  return db
    .select({ id: hocSinh.id, maHocSinh: hocSinh.maHocSinh, hoTen: hocSinh.hoTen })
    .from(lopQuanLyHocSinh)
    .innerJoin(hocSinh, eq(hocSinh.id, lopQuanLyHocSinh.hocSinhId))
    .where(
      and(
        eq(lopQuanLyHocSinh.lopQuanLyId, lopQuanLyId),
        homeroomMemberAtYearEnd(lopQuanLyHocSinh.denNgay, lopQuanLyHocSinh.lopQuanLyId),
        isNull(hocSinh.deletedAt),
      ),
    )
    .orderBy(...byGivenName(), asc(hocSinh.id));
}

export async function listConduct(db: DbOrTx, lopQuanLyId: number, forUpdate = false) {
  const query = db
    .select({
      hocSinhId: diemVnRenLuyen.hocSinhId,
      hocKy: diemVnRenLuyen.hocKy,
      mucDo: diemVnRenLuyen.mucDo,
      version: diemVnRenLuyen.version,
      id: diemVnRenLuyen.id,
    })
    .from(diemVnRenLuyen)
    .where(eq(diemVnRenLuyen.lopQuanLyId, lopQuanLyId));
  const rows = forUpdate ? await query.for('update') : await query;
  return rows.map((r) => ({ ...r, mucDo: r.mucDo as Level }));
}

/** The student's homeroom class of a year (open enrolment, or the last one of a finished year). */
export async function findStudentHomeroom(db: DbOrTx, hocSinhId: number, namHocId: number) {
  const [row] = await db
    .select({ id: lopQuanLy.id, tenLop: lopQuanLy.tenLop })
    .from(lopQuanLyHocSinh)
    .innerJoin(lopQuanLy, eq(lopQuanLy.id, lopQuanLyHocSinh.lopQuanLyId))
    .where(and(eq(lopQuanLyHocSinh.hocSinhId, hocSinhId), eq(lopQuanLy.namHocId, namHocId)))
    .orderBy(sql`${lopQuanLyHocSinh.denNgay} desc nulls first`)
    .limit(1);
  return row;
}

export async function findStudent(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: hocSinh.id, maHocSinh: hocSinh.maHocSinh, hoTen: hocSinh.hoTen })
    .from(hocSinh)
    .where(and(eq(hocSinh.id, id), isNull(hocSinh.deletedAt)));
  return row;
}

/** National-programme secondary subject classes a student belongs to in a year. */
export function listStudentClasses(db: DbOrTx, hocSinhId: number, namHocId: number) {
  return selectClassFacts(db)
    .where(
      and(
        eq(lopMonHoc.namHocId, namHocId),
        sql`exists (select 1 from ${lopMonHocHocSinh} m where m.lop_mon_hoc_id = ${lopMonHoc.id}
          and m.hoc_sinh_id = ${hocSinhId})`,
      ),
    )
    .orderBy(asc(monHoc.tenMonHoc));
}

/** The national-programme subject classes taught to a homeroom class. */
export function listClassesOfHomeroom(db: DbOrTx, lopQuanLyId: number) {
  return selectClassFacts(db).where(eq(lopMonHoc.lopQuanLyId, lopQuanLyId)).orderBy(asc(monHoc.tenMonHoc));
}

/**
 * Students whose year summary (in any homeroom class of the year) sends them to the summer retake, with their term
 * averages in one subject class: who may sit that subject's retake is decided from these.
 */
export function listRetakeCandidates(db: DbOrTx, lopMonHocId: number, namHocId: number) {
  const t1 = alias(diemVnTrungBinh, 't1');
  const t2 = alias(diemVnTrungBinh, 't2');
  return db
    .select({
      hocSinhId: diemVnTongKet.hocSinhId,
      tb1: t1.diemTb,
      tb2: t2.diemTb,
      ketQua2: t2.ketQua,
    })
    .from(diemVnTongKet)
    .innerJoin(lopQuanLy, and(eq(lopQuanLy.id, diemVnTongKet.lopQuanLyId), eq(lopQuanLy.namHocId, namHocId)))
    .innerJoin(
      lopMonHocHocSinh,
      and(eq(lopMonHocHocSinh.lopMonHocId, lopMonHocId), eq(lopMonHocHocSinh.hocSinhId, diemVnTongKet.hocSinhId)),
    )
    .leftJoin(t1, and(eq(t1.lopMonHocId, lopMonHocId), eq(t1.hocSinhId, diemVnTongKet.hocSinhId), eq(t1.hocKy, 1)))
    .leftJoin(t2, and(eq(t2.lopMonHocId, lopMonHocId), eq(t2.hocSinhId, diemVnTongKet.hocSinhId), eq(t2.hocKy, 2)))
    .where(and(eq(diemVnTongKet.hocKy, 0), eq(diemVnTongKet.ketQua, 'KiemTraLai')));
}

export function listCommentsOfStudent(db: DbOrTx, hocSinhId: number, lopMonHocIds: number[]) {
  if (lopMonHocIds.length === 0) return Promise.resolve([]);
  return db
    .select({ lopMonHocId: diemVnNhanXet.lopMonHocId, hocKy: diemVnNhanXet.hocKy, noiDung: diemVnNhanXet.noiDung })
    .from(diemVnNhanXet)
    .where(and(eq(diemVnNhanXet.hocSinhId, hocSinhId), inArray(diemVnNhanXet.lopMonHocId, lopMonHocIds)));
}

/** The national programme's homeroom classes of a year at the given levels (`capHoc`), or a teacher's own. */
export function listHomerooms(db: DbOrTx, namHocId: number, caps: readonly string[], gvcnId?: number) {
  return db
    .select({ id: lopQuanLy.id, tenLop: lopQuanLy.tenLop, khoiId: lopQuanLy.khoiId, gvcn: nhanVien.hoTen })
    .from(lopQuanLy)
    .innerJoin(heHoc, and(eq(heHoc.id, lopQuanLy.heHocId), eq(heHoc.ma, 'VN')))
    .innerJoin(khoi, and(eq(khoi.id, lopQuanLy.khoiId), inArray(khoi.capHoc, [...caps])))
    .leftJoin(nhanVien, eq(nhanVien.id, lopQuanLy.gvcnId))
    .where(and(eq(lopQuanLy.namHocId, namHocId), gvcnId === undefined ? undefined : eq(lopQuanLy.gvcnId, gvcnId)))
    .orderBy(asc(khoi.thuTu), asc(lopQuanLy.tenLop));
}

/** The school's name and address for report-card headers (the first school record). */
export async function findSchool(db: DbOrTx) {
  const [row] = await db
    .select({ tenTruong: truongHoc.tenTruong, diaChi: truongHoc.diaChi })
    .from(truongHoc)
    .orderBy(asc(truongHoc.id))
    .limit(1);
  return row ?? { tenTruong: '', diaChi: null };
}

// ——— Set-based reads and writes: one statement for a whole save, a whole class list or a whole year ———

/** Raw `execute` results differ by driver: postgres-js answers an array of rows, PGlite `{ rows }`. */
function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/** What a save checks besides the class itself, in one round trip: settings, windows, publication, current members. */
export async function findWriteState(db: DbOrTx, lopMonHocId: number) {
  const [row] = rowsOf<{
    cai_dat: unknown;
    windows: { hocKy: number; cot: string; moLuc: string; dongLuc: string }[] | null;
    publication: { hocKy: number; congBo: boolean; khoa: boolean }[] | null;
    members: number[] | null;
  }>(
    await db.execute(sql`select
      (select s.cai_dat from ${diemVnCaiDat} s where s.nam_hoc_id = c.nam_hoc_id) as cai_dat,
      (select json_agg(json_build_object('hocKy', w.hoc_ky, 'cot', w.cot, 'moLuc', w.mo_luc, 'dongLuc', w.dong_luc))
        from ${diemVnCotNhap} w where w.nam_hoc_id = c.nam_hoc_id) as windows,
      (select json_agg(json_build_object('hocKy', p.hoc_ky, 'congBo', p.cong_bo, 'khoa', p.khoa))
        from ${diemVnCongBo} p where p.lop_mon_hoc_id = c.id) as publication,
      (select json_agg(m.hoc_sinh_id) from ${lopMonHocHocSinh} m join ${hocSinh} h on h.id = m.hoc_sinh_id
        where m.lop_mon_hoc_id = c.id and m.den_ngay is null and h.deleted_at is null) as members
      from ${lopMonHoc} c where c.id = ${lopMonHocId}`),
  );
  if (!row) return undefined;
  const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;
  return {
    caiDat: json<unknown>(row.cai_dat),
    windows: (json<typeof row.windows>(row.windows) ?? []).map((w) => ({
      hocKy: w.hocKy,
      cot: w.cot,
      moLuc: new Date(w.moLuc),
      dongLuc: new Date(w.dongLuc),
    })),
    publication: json<typeof row.publication>(row.publication) ?? [],
    members: json<number[] | null>(row.members) ?? [],
  };
}

interface RawCell {
  id: number;
  lop_mon_hoc_id: number;
  hoc_sinh_id: number;
  hoc_ky: number;
  cot: string;
  trang_thai: string;
  gia_tri: string | number | null;
  ket_qua: string | null;
  version: number;
}
const fromRawCell = (r: RawCell): CellRow => ({
  id: Number(r.id),
  lopMonHocId: Number(r.lop_mon_hoc_id),
  hocSinhId: Number(r.hoc_sinh_id),
  hocKy: Number(r.hoc_ky),
  cot: r.cot,
  trangThai: r.trang_thai as CellState,
  giaTri: r.gia_tri == null ? null : Number(r.gia_tri),
  ketQua: r.ket_qua as CommentResult | null,
  version: Number(r.version),
});

export interface CellWrite {
  hocSinhId: number;
  hocKy: number;
  cot: string;
  value: CellInput;
}
export interface CellAudit {
  entityId: string;
  action: string;
  before: unknown;
  after: unknown;
  reason: string | null;
}
export interface AverageWrite {
  lopMonHocId: number;
  hocSinhId: number;
  hocKy: number;
  diemTb: number | null;
  ketQua: string | null;
}

const averageRecords = (rows: AverageWrite[]) =>
  JSON.stringify(
    rows.map((r) => ({
      l: r.lopMonHocId,
      h: r.hocSinhId,
      k: r.hocKy,
      d: r.diemTb == null ? null : markText(r.diemTb),
      q: r.ketQua,
    })),
  );
/**
 * Upsert of stored averages from a `json` parameter. Rows whose stored values are already the same are filtered out
 * by an anti-join first, so a year-end rerun neither locks nor rewrites what did not change.
 */
const upsertAveragesSql = (json: string) => sql`insert into ${diemVnTrungBinh}
    (lop_mon_hoc_id, hoc_sinh_id, hoc_ky, diem_tb, ket_qua)
    select x.l, x.h, x.k, x.d, x.q from json_to_recordset(${json}::json) as x(l int, h int, k smallint, d numeric, q text)
    where not exists (select 1 from ${diemVnTrungBinh} t
      where t.lop_mon_hoc_id = x.l and t.hoc_ky = x.k and t.hoc_sinh_id = x.h
        and t.diem_tb is not distinct from x.d and t.ket_qua is not distinct from x.q)
    on conflict (lop_mon_hoc_id, hoc_ky, hoc_sinh_id) do update
      set diem_tb = excluded.diem_tb, ket_qua = excluded.ket_qua, updated_at = now()`;

/**
 * A whole save in one statement: cells upserted (version + 1) and deleted, one audit row per changed cell, the stored
 * averages refreshed. Run it in the transaction that locked the cells. Answers the written cells.
 */
export async function writeCellChanges(
  db: DbOrTx,
  input: {
    lopMonHocId: number;
    actor: { accountId: number | null; requestId?: string };
    upserts: CellWrite[];
    deleteIds: number[];
    audits: CellAudit[];
    averages: AverageWrite[];
  },
): Promise<CellRow[]> {
  const cells = JSON.stringify(
    input.upserts.map((u) => ({
      h: u.hocSinhId,
      k: u.hocKy,
      c: u.cot,
      s: u.value.trangThai,
      g: u.value.trangThai === 'diem' && u.value.giaTri != null ? markText(u.value.giaTri) : null,
      q: u.value.trangThai === 'diem' ? (u.value.ketQua ?? null) : null,
    })),
  );
  const audits = JSON.stringify(
    input.audits.map((a) => ({ a: a.action, e: a.entityId, b: a.before ?? null, f: a.after ?? null, r: a.reason })),
  );
  const { accountId, requestId } = input.actor;
  const result = await db.execute(sql`with up as (
      insert into ${diemVnDiem} (lop_mon_hoc_id, hoc_sinh_id, hoc_ky, cot, trang_thai, gia_tri, ket_qua, updated_by)
      select ${input.lopMonHocId}, x.h, x.k, x.c, x.s, x.g, x.q, ${accountId}
        from json_to_recordset(${cells}::json) as x(h int, k smallint, c text, s text, g numeric, q text)
      on conflict (lop_mon_hoc_id, hoc_ky, hoc_sinh_id, cot) do update
        set trang_thai = excluded.trang_thai, gia_tri = excluded.gia_tri, ket_qua = excluded.ket_qua,
          updated_by = excluded.updated_by, updated_at = now(), version = ${diemVnDiem}.version + 1
      returning id, lop_mon_hoc_id, hoc_sinh_id, hoc_ky, cot, trang_thai, gia_tri, ket_qua, version
    ), del as (
      delete from ${diemVnDiem}
        where id in (select cast(x as integer) from json_array_elements_text(${JSON.stringify(input.deleteIds)}::json) x)
    ), aud as (
      insert into ${auditLog} (actor_account_id, action, entity, entity_id, before, after, reason, request_id)
      select ${accountId}, x.a, ${CELL_ENTITY}, x.e, x.b, x.f, x.r, ${requestId ?? null}
        from json_to_recordset(${audits}::json) as x(a text, e text, b jsonb, f jsonb, r text)
    ), avg as (${upsertAveragesSql(averageRecords(input.averages))})
    select * from up`);
  return rowsOf<RawCell>(result).map(fromRawCell);
}

/**
 * Writes the changed stored averages of a recompute: rows that exist are updated by id (the recompute read them, so
 * no lookup by key and no conflict check), new ones are upserted. In slices that keep each statement's parameter
 * modest.
 */
export async function writeAverageChanges(
  db: DbOrTx,
  changes: { updates: (AverageWrite & { id: number })[]; inserts: AverageWrite[] },
  slice = 20_000,
) {
  for (let i = 0; i < changes.updates.length; i += slice) {
    const json = JSON.stringify(
      changes.updates
        .slice(i, i + slice)
        .map((r) => ({ i: r.id, d: r.diemTb == null ? null : markText(r.diemTb), q: r.ketQua })),
    );
    await db.execute(sql`update ${diemVnTrungBinh} t set diem_tb = x.d, ket_qua = x.q, updated_at = now()
      from json_to_recordset(${json}::json) as x(i int, d numeric, q text) where t.id = x.i`);
  }
  for (let i = 0; i < changes.inserts.length; i += slice)
    await db.execute(upsertAveragesSql(averageRecords(changes.inserts.slice(i, i + slice))));
}

/** The assessment facts of many subject classes (no names or counts): what averages are computed from. */
export function listClassRules(
  db: DbOrTx,
  where: { lopMonHocIds?: number[]; lopQuanLyIds?: number[]; namHocId?: number },
) {
  return db
    .select({
      id: lopMonHoc.id,
      namHocId: lopMonHoc.namHocId,
      monHocId: lopMonHoc.monHocId,
      lopQuanLyId: lopMonHoc.lopQuanLyId,
      hinhThucDanhGia: sql<string>`coalesce(${diemVnMonHoc.hinhThucDanhGia}, ${monHoc.hinhThucDanhGia})`,
      soTietNam: sql<number>`coalesce(${diemVnMonHoc.soTietNam}, ${lopMonHoc.soTietNam})`,
      soDiemTx: diemVnMonHoc.soDiemTx,
      tinhKhenThuong: sql<boolean>`coalesce(${diemVnMonHoc.tinhKhenThuong}, true)`,
    })
    .from(lopMonHoc)
    .innerJoin(monHoc, eq(monHoc.id, lopMonHoc.monHocId))
    .innerJoin(heHoc, and(eq(heHoc.id, monHoc.heHocId), eq(heHoc.ma, 'VN')))
    .innerJoin(lopQuanLy, eq(lopQuanLy.id, lopMonHoc.lopQuanLyId))
    .innerJoin(khoi, and(eq(khoi.id, lopQuanLy.khoiId), inArray(khoi.capHoc, SECONDARY_CAPS)))
    .leftJoin(diemVnMonHoc, subjectRuleOfClass)
    .where(
      and(
        where.lopMonHocIds ? inArray(lopMonHoc.id, where.lopMonHocIds) : undefined,
        where.lopQuanLyIds ? inArray(lopMonHoc.lopQuanLyId, where.lopQuanLyIds) : undefined,
        where.namHocId ? eq(lopMonHoc.namHocId, where.namHocId) : undefined,
      ),
    )
    .orderBy(asc(monHoc.tenMonHoc), asc(lopMonHoc.id));
}
export type ClassRules = Awaited<ReturnType<typeof listClassRules>>[number];

/** A stored average as a recompute compares it: its id, the mark (numeric(3,1) read as a number) and the result. */
export interface StoredAverage {
  id: number;
  diemTb: number | null;
  ketQua: string | null;
}

/**
 * Every member of some classes with all their cells packed in one text (`term|column|state|mark|result` joined by
 * `;`) and their stored averages packed likewise (`id|term|mark|result`): one row per student and class instead of one
 * per cell, which keeps a year-end read small. Cells and averages are aggregated on their own before the join to the
 * members, so the stored averages come in the same read at little cost.
 */
export async function listPackedCells(db: DbOrTx, lopMonHocIds: number[]) {
  if (lopMonHocIds.length === 0) return [];
  const ids = idsParam(lopMonHocIds);
  const rows = rowsOf<{ l: number; h: number; o: string | null; a: string | null }>(
    await db.execute(sql`with c as (
        select d.lop_mon_hoc_id as l, d.hoc_sinh_id as h,
          string_agg(d.hoc_ky || '|' || d.cot || '|' || d.trang_thai || '|' || coalesce(d.gia_tri::text, '') || '|'
            || coalesce(d.ket_qua, ''), ';') as o
        from ${diemVnDiem} d where d.lop_mon_hoc_id in ${ids} group by d.lop_mon_hoc_id, d.hoc_sinh_id
      ), a as (
        select t.lop_mon_hoc_id as l, t.hoc_sinh_id as h,
          string_agg(t.id || '|' || t.hoc_ky || '|' || coalesce(t.diem_tb::text, '') || '|' || coalesce(t.ket_qua, ''),
            ';') as a
        from ${diemVnTrungBinh} t where t.lop_mon_hoc_id in ${ids} group by t.lop_mon_hoc_id, t.hoc_sinh_id
      )
      select m.lop_mon_hoc_id as l, m.hoc_sinh_id as h, c.o, a.a
      from ${lopMonHocHocSinh} m
      join ${hocSinh} s on s.id = m.hoc_sinh_id and s.deleted_at is null
      left join c on c.l = m.lop_mon_hoc_id and c.h = m.hoc_sinh_id
      left join a on a.l = m.lop_mon_hoc_id and a.h = m.hoc_sinh_id
      where ${subjectMemberAtYearEnd(sql`m.den_ngay`, sql`m.lop_mon_hoc_id`)} and m.lop_mon_hoc_id in ${ids}`),
  );
  return rows.map((r) => {
    // By term: index 0 = the year, 1 and 2 = the terms.
    const stored: (StoredAverage | undefined)[] = [];
    if (r.a)
      for (const one of r.a.split(';')) {
        const [id, hocKy, diemTb, ketQua] = one.split('|');
        stored[Number(hocKy)] = { id: Number(id), diemTb: diemTb ? Number(diemTb) : null, ketQua: ketQua || null };
      }
    return { lopMonHocId: Number(r.l), hocSinhId: Number(r.h), packed: r.o ?? '', stored };
  });
}

// ——— Homeroom summaries (tong-ket) ———

const idsParam = (ids: number[]) =>
  sql`(select cast(x as integer) from json_array_elements_text(${JSON.stringify(ids)}::json) x)`;

/** Homeroom classes by id, with their year and programme. */
export function listHomeroomsByIds(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: lopQuanLy.id, namHocId: lopQuanLy.namHocId, heHocMa: heHoc.ma })
    .from(lopQuanLy)
    .innerJoin(heHoc, eq(heHoc.id, lopQuanLy.heHocId))
    .where(sql`${lopQuanLy.id} in ${idsParam(ids)}`);
}

/** Which of the homeroom classes have a confirmed summary of the term (0 = the year). */
export async function listConfirmedHomerooms(db: DbOrTx, ids: number[], hocKy: number): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: diemVnTongKet.lopQuanLyId })
    .from(diemVnTongKet)
    .where(
      and(
        sql`${diemVnTongKet.lopQuanLyId} in ${idsParam(ids)}`,
        eq(diemVnTongKet.hocKy, hocKy),
        eq(diemVnTongKet.xacNhan, true),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

/** Members of many homeroom classes (at the year end, for a finished year). */
export function listHomeroomMembers(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ lopQuanLyId: lopQuanLyHocSinh.lopQuanLyId, hocSinhId: lopQuanLyHocSinh.hocSinhId })
    .from(lopQuanLyHocSinh)
    .innerJoin(hocSinh, eq(hocSinh.id, lopQuanLyHocSinh.hocSinhId))
    .where(
      and(
        sql`${lopQuanLyHocSinh.lopQuanLyId} in ${idsParam(ids)}`,
        homeroomMemberAtYearEnd(lopQuanLyHocSinh.denNgay, lopQuanLyHocSinh.lopQuanLyId),
        isNull(hocSinh.deletedAt),
      ),
    );
}

/** Conduct of both terms in many homeroom classes. */
export async function listConductOf(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      lopQuanLyId: diemVnRenLuyen.lopQuanLyId,
      hocSinhId: diemVnRenLuyen.hocSinhId,
      hocKy: diemVnRenLuyen.hocKy,
      mucDo: diemVnRenLuyen.mucDo,
    })
    .from(diemVnRenLuyen)
    .where(sql`${diemVnRenLuyen.lopQuanLyId} in ${idsParam(ids)}`);
  return rows.map((r) => ({ ...r, mucDo: r.mucDo as Level }));
}

/**
 * Stored averages of a term (0 = the year) in many subject classes. A raw read: a year-end summary reads one row per
 * student and subject of the school, which the query builder's row mapping would slow down.
 */
export async function listAverages(db: DbOrTx, lopMonHocIds: number[], hocKy: number) {
  if (lopMonHocIds.length === 0) return [];
  const rows = rowsOf<{ l: number; h: number; d: string | number | null; q: string | null }>(
    await db.execute(sql`select t.lop_mon_hoc_id as l, t.hoc_sinh_id as h, t.diem_tb as d, t.ket_qua as q
      from ${diemVnTrungBinh} t where t.lop_mon_hoc_id in ${idsParam(lopMonHocIds)} and t.hoc_ky = ${hocKy}`),
  );
  return rows.map((r) => ({
    lopMonHocId: Number(r.l),
    hocSinhId: Number(r.h),
    diemTb: r.d == null ? null : String(r.d),
    ketQua: r.q,
  }));
}

/** Every stored average (each term and the year) of one student in some subject classes. */
export function listAveragesOfStudent(db: DbOrTx, hocSinhId: number, lopMonHocIds: number[]) {
  if (lopMonHocIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      lopMonHocId: diemVnTrungBinh.lopMonHocId,
      hocKy: diemVnTrungBinh.hocKy,
      diemTb: diemVnTrungBinh.diemTb,
      ketQua: diemVnTrungBinh.ketQua,
    })
    .from(diemVnTrungBinh)
    .where(and(eq(diemVnTrungBinh.hocSinhId, hocSinhId), inArray(diemVnTrungBinh.lopMonHocId, lopMonHocIds)));
}

/** Summer retake cells (KTL) of some classes: (subject class, student) and the result. */
export async function listRetakeCells(db: DbOrTx, lopMonHocIds: number[]) {
  if (lopMonHocIds.length === 0) return [];
  const rows = await db
    .select({
      lopMonHocId: diemVnDiem.lopMonHocId,
      hocSinhId: diemVnDiem.hocSinhId,
      trangThai: diemVnDiem.trangThai,
      giaTri: diemVnDiem.giaTri,
      ketQua: diemVnDiem.ketQua,
    })
    .from(diemVnDiem)
    .where(and(sql`${diemVnDiem.lopMonHocId} in ${idsParam(lopMonHocIds)}`, eq(diemVnDiem.cot, 'KTL')));
  return rows.map((r) => ({
    ...r,
    trangThai: r.trangThai as CellState,
    giaTri: r.giaTri == null ? null : Number(r.giaTri),
    ketQua: r.ketQua as CommentResult | null,
  }));
}

/** Term averages (1 and 2) of some students in some classes: the year results as they were before the summer. */
export async function listTermAveragesOf(db: DbOrTx, lopMonHocIds: number[], hocSinhIds: number[]) {
  if (lopMonHocIds.length === 0 || hocSinhIds.length === 0) return [];
  return db
    .select({
      lopMonHocId: diemVnTrungBinh.lopMonHocId,
      hocSinhId: diemVnTrungBinh.hocSinhId,
      hocKy: diemVnTrungBinh.hocKy,
      diemTb: diemVnTrungBinh.diemTb,
      ketQua: diemVnTrungBinh.ketQua,
    })
    .from(diemVnTrungBinh)
    .where(
      and(
        sql`${diemVnTrungBinh.lopMonHocId} in ${idsParam(lopMonHocIds)}`,
        sql`${diemVnTrungBinh.hocSinhId} in ${idsParam(hocSinhIds)}`,
        inArray(diemVnTrungBinh.hocKy, [1, 2]),
      ),
    );
}

export interface SummaryWrite {
  lopQuanLyId: number;
  hocSinhId: number;
  hocKy: number;
  hocTapRaw: string | null;
  hocTap: string | null;
  renLuyen: string | null;
  soBuoiNghi: number;
  ketQua: string | null;
  danhHieu: string | null;
}

/** Stores summaries (unconfirmed ones are overwritten), in slices of one statement each. */
/** Stores summary rows; confirmed rows are left as they are unless `evenConfirmed` (the re-classification after the
 * summer retake, which changes confirmed year summaries of retake students only). */
export async function storeSummaries(db: DbOrTx, rows: SummaryWrite[], options: { evenConfirmed?: boolean } = {}) {
  const slice = 10_000;
  for (let i = 0; i < rows.length; i += slice) {
    const json = JSON.stringify(
      rows
        .slice(i, i + slice)
        .map((r) => [
          r.lopQuanLyId,
          r.hocSinhId,
          r.hocKy,
          r.hocTapRaw,
          r.hocTap,
          r.renLuyen,
          r.soBuoiNghi,
          r.ketQua,
          r.danhHieu,
        ]),
    );
    await db.execute(sql`insert into ${diemVnTongKet}
        (lop_quan_ly_id, hoc_sinh_id, hoc_ky, hoc_tap_raw, hoc_tap, ren_luyen, so_buoi_nghi, ket_qua, danh_hieu)
      select (r->>0)::int, (r->>1)::int, (r->>2)::smallint, r->>3, r->>4, r->>5, (r->>6)::int, r->>7, r->>8
        from json_array_elements(${json}::json) r
      on conflict (lop_quan_ly_id, hoc_ky, hoc_sinh_id) do update
        set hoc_tap_raw = excluded.hoc_tap_raw, hoc_tap = excluded.hoc_tap, ren_luyen = excluded.ren_luyen,
          so_buoi_nghi = excluded.so_buoi_nghi, ket_qua = excluded.ket_qua, danh_hieu = excluded.danh_hieu,
          updated_at = now()
        where ${options.evenConfirmed ? sql`true` : sql`not ${diemVnTongKet}.xac_nhan`}`);
  }
}

/** The stored summary rows of a homeroom class for a term (0 = the year). */
export function listSummaries(db: DbOrTx, lopQuanLyId: number, hocKy: number) {
  return db
    .select()
    .from(diemVnTongKet)
    .where(and(eq(diemVnTongKet.lopQuanLyId, lopQuanLyId), eq(diemVnTongKet.hocKy, hocKy)));
}

/** One student's stored summaries (each term and the year) in a homeroom class. */
export function listSummariesOfStudent(db: DbOrTx, hocSinhId: number, lopQuanLyId: number) {
  return db
    .select()
    .from(diemVnTongKet)
    .where(and(eq(diemVnTongKet.hocSinhId, hocSinhId), eq(diemVnTongKet.lopQuanLyId, lopQuanLyId)));
}

export async function confirmSummaries(db: DbOrTx, lopQuanLyId: number, hocKy: number) {
  await db
    .update(diemVnTongKet)
    .set({ xacNhan: true, updatedAt: new Date() })
    .where(and(eq(diemVnTongKet.lopQuanLyId, lopQuanLyId), eq(diemVnTongKet.hocKy, hocKy)));
}

/** Sets (or with `mucDo` null clears) one student's conduct of a term; the caller checked the version. */
export async function writeConduct(
  db: DbOrTx,
  current: { id: number; version: number } | undefined,
  row: { lopQuanLyId: number; hocSinhId: number; hocKy: number; mucDo: Level | null },
) {
  if (current && row.mucDo == null) await db.delete(diemVnRenLuyen).where(eq(diemVnRenLuyen.id, current.id));
  else if (current)
    await db
      .update(diemVnRenLuyen)
      .set({ mucDo: row.mucDo!, version: current.version + 1, updatedAt: new Date() })
      .where(eq(diemVnRenLuyen.id, current.id));
  else if (row.mucDo != null)
    await db
      .insert(diemVnRenLuyen)
      .values({ lopQuanLyId: row.lopQuanLyId, hocSinhId: row.hocSinhId, hocKy: row.hocKy, mucDo: row.mucDo });
}

// ——— Comments, windows, publication, settings: the office's and teachers' single-row writes ———

export async function writeComment(
  db: DbOrTx,
  current: { id: number } | undefined,
  row: { lopMonHocId: number; hocSinhId: number; hocKy: number; noiDung: string },
) {
  const returning = { noiDung: diemVnNhanXet.noiDung, version: diemVnNhanXet.version };
  const [saved] = current
    ? await db
        .update(diemVnNhanXet)
        .set({ noiDung: row.noiDung, version: sql`${diemVnNhanXet.version} + 1`, updatedAt: new Date() })
        .where(eq(diemVnNhanXet.id, current.id))
        .returning(returning)
    : await db.insert(diemVnNhanXet).values(row).returning(returning);
  return saved!;
}

export async function findWindowForUpdate(db: DbOrTx, namHocId: number, hocKy: number, cot: string) {
  const [row] = await db
    .select()
    .from(diemVnCotNhap)
    .where(and(eq(diemVnCotNhap.namHocId, namHocId), eq(diemVnCotNhap.hocKy, hocKy), eq(diemVnCotNhap.cot, cot)))
    .for('update');
  return row;
}

export async function writeWindow(
  db: DbOrTx,
  current: { id: number; version: number } | undefined,
  row: { namHocId: number; hocKy: number; cot: string; moLuc: Date; dongLuc: Date },
) {
  const [saved] = current
    ? await db
        .update(diemVnCotNhap)
        .set({ moLuc: row.moLuc, dongLuc: row.dongLuc, version: current.version + 1 })
        .where(eq(diemVnCotNhap.id, current.id))
        .returning()
    : await db.insert(diemVnCotNhap).values(row).returning();
  return saved!;
}

export async function writePublication(
  db: DbOrTx,
  lopMonHocIds: number[],
  hocKy: number,
  set: Partial<{ congBo: boolean; khoa: boolean }>,
) {
  await db
    .insert(diemVnCongBo)
    .values(lopMonHocIds.map((lopMonHocId) => ({ lopMonHocId, hocKy, ...set })))
    .onConflictDoUpdate({
      target: [diemVnCongBo.lopMonHocId, diemVnCongBo.hocKy],
      set: { ...set, updatedAt: new Date() },
    });
}

export async function writeSettings(
  db: DbOrTx,
  current: { id: number; version: number } | undefined,
  namHocId: number,
  caiDat: unknown,
) {
  const [saved] = current
    ? await db
        .update(diemVnCaiDat)
        .set({ caiDat, version: current.version + 1, updatedAt: new Date() })
        .where(eq(diemVnCaiDat.id, current.id))
        .returning()
    : await db.insert(diemVnCaiDat).values({ namHocId, caiDat, version: 1 }).returning();
  return saved!;
}

// ——— Change requests ———

const approver = alias(nhanVien, 'nguoi_duyet');

function selectRequests(db: DbOrTx) {
  return db
    .select({
      id: diemVnYeuCauSua.id,
      lopMonHocId: diemVnYeuCauSua.lopMonHocId,
      tenLopMonHoc: lopMonHoc.tenLop,
      hocSinhId: diemVnYeuCauSua.hocSinhId,
      hoTenHocSinh: hocSinh.hoTen,
      hocKy: diemVnYeuCauSua.hocKy,
      cot: diemVnYeuCauSua.cot,
      giaTriCu: diemVnYeuCauSua.giaTriCu,
      giaTriMoi: diemVnYeuCauSua.giaTriMoi,
      lyDo: diemVnYeuCauSua.lyDo,
      nguoiYeuCauId: diemVnYeuCauSua.nguoiYeuCauId,
      nguoiYeuCau: nhanVien.hoTen,
      trangThai: diemVnYeuCauSua.trangThai,
      nguoiDuyet: approver.hoTen,
      ghiChuDuyet: diemVnYeuCauSua.ghiChuDuyet,
      createdAt: diemVnYeuCauSua.createdAt,
      duyetLuc: diemVnYeuCauSua.duyetLuc,
      version: diemVnYeuCauSua.version,
    })
    .from(diemVnYeuCauSua)
    .innerJoin(lopMonHoc, eq(lopMonHoc.id, diemVnYeuCauSua.lopMonHocId))
    .innerJoin(hocSinh, eq(hocSinh.id, diemVnYeuCauSua.hocSinhId))
    .innerJoin(nhanVien, eq(nhanVien.id, diemVnYeuCauSua.nguoiYeuCauId))
    .leftJoin(approver, eq(approver.id, diemVnYeuCauSua.nguoiDuyetId))
    .$dynamic();
}
export type ChangeRequestRow = Awaited<ReturnType<ReturnType<typeof selectRequests>['execute']>>[number];

export async function findChangeRequest(db: DbOrTx, id: number) {
  const [row] = await selectRequests(db).where(eq(diemVnYeuCauSua.id, id));
  return row;
}

/** Pending first, newest first; at most 500. */
export function listChangeRequests(db: DbOrTx, filter: { trangThai?: string; nguoiYeuCauId?: number }) {
  return selectRequests(db)
    .where(
      and(
        filter.trangThai ? eq(diemVnYeuCauSua.trangThai, filter.trangThai) : undefined,
        filter.nguoiYeuCauId !== undefined ? eq(diemVnYeuCauSua.nguoiYeuCauId, filter.nguoiYeuCauId) : undefined,
      ),
    )
    .orderBy(sql`${diemVnYeuCauSua.trangThai} = 'cho_duyet' desc`, desc(diemVnYeuCauSua.createdAt))
    .limit(500);
}

/** Serialises requests for one student's cells in a class until the transaction ends. */
export async function lockStudentCells(db: DbOrTx, lopMonHocId: number, hocSinhId: number) {
  await db.execute(sql`select pg_advisory_xact_lock(${lopMonHocId}, ${hocSinhId})`);
}

export async function hasPendingRequest(
  db: DbOrTx,
  cell: { lopMonHocId: number; hocSinhId: number; hocKy: number; cot: string },
) {
  const [row] = await db
    .select({ id: diemVnYeuCauSua.id })
    .from(diemVnYeuCauSua)
    .where(
      and(
        eq(diemVnYeuCauSua.lopMonHocId, cell.lopMonHocId),
        eq(diemVnYeuCauSua.hocSinhId, cell.hocSinhId),
        eq(diemVnYeuCauSua.hocKy, cell.hocKy),
        eq(diemVnYeuCauSua.cot, cell.cot),
        eq(diemVnYeuCauSua.trangThai, 'cho_duyet'),
      ),
    );
  return row !== undefined;
}

/** The cells of a subject class with a change request waiting for a decision (either half: `cot` tells them apart). */
export function listPendingRequestCells(db: DbOrTx, lopMonHocId: number) {
  return db
    .selectDistinct({ hocSinhId: diemVnYeuCauSua.hocSinhId, hocKy: diemVnYeuCauSua.hocKy, cot: diemVnYeuCauSua.cot })
    .from(diemVnYeuCauSua)
    .where(and(eq(diemVnYeuCauSua.lopMonHocId, lopMonHocId), eq(diemVnYeuCauSua.trangThai, 'cho_duyet')))
    .orderBy(asc(diemVnYeuCauSua.hocSinhId), asc(diemVnYeuCauSua.hocKy), asc(diemVnYeuCauSua.cot));
}

export async function insertChangeRequest(db: DbOrTx, row: typeof diemVnYeuCauSua.$inferInsert) {
  const [saved] = await db.insert(diemVnYeuCauSua).values(row).returning({ id: diemVnYeuCauSua.id });
  return saved!.id;
}

export async function lockChangeRequest(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ trangThai: diemVnYeuCauSua.trangThai, version: diemVnYeuCauSua.version })
    .from(diemVnYeuCauSua)
    .where(eq(diemVnYeuCauSua.id, id))
    .for('update');
  return row;
}

export async function decideChangeRequest(
  db: DbOrTx,
  id: number,
  values: { trangThai: string; nguoiDuyetId: number | null; ghiChuDuyet: string | null; version: number },
) {
  await db
    .update(diemVnYeuCauSua)
    .set({ ...values, duyetLuc: new Date() })
    .where(eq(diemVnYeuCauSua.id, id));
}

// ——— Subjects' assessment per year and grade level (quanlydiemvn/monhoc) ———

/**
 * Every national-programme subject taught in a grade level of the year (it has subject classes there), with its stored
 * assessment or the defaults: the subject's kind, and periods per year from its classes (or weekly periods × 35).
 */
export function listSubjectAssessments(db: DbOrTx, filter: { namHocId: number; khoiId?: number; monHocId?: number }) {
  return db
    .select({
      monHocId: monHoc.id,
      maMonHoc: monHoc.maMonHoc,
      tenMonHoc: monHoc.tenMonHoc,
      tenMonHocEn: monHoc.tenMonHocEn,
      khoiId: khoi.id,
      tenKhoi: khoi.tenKhoi,
      capHoc: khoi.capHoc,
      hinhThucDanhGia: sql<string>`coalesce(max(${diemVnMonHoc.hinhThucDanhGia}),
        case when ${khoi.capHoc} in ('thcs', 'thpt') then ${monHoc.hinhThucDanhGia} else 'tieu_hoc' end)`,
      soTietNam: sql<number>`cast(coalesce(max(${diemVnMonHoc.soTietNam}), max(${lopMonHoc.soTietNam}),
        ${monHoc.soTietTuan} * 35) as integer)`,
      soDiemTx: sql<number | null>`max(${diemVnMonHoc.soDiemTx})`,
      tinhKhenThuong: sql<boolean>`coalesce(bool_and(${diemVnMonHoc.tinhKhenThuong}), true)`,
      monKiemTra: sql<string | null>`max(${diemVnMonHoc.monKiemTra})`,
      soLop: sql<number>`cast(count(distinct ${lopMonHoc.id}) as integer)`,
      version: sql<number>`coalesce(max(${diemVnMonHoc.version}), 0)`,
    })
    .from(lopMonHoc)
    .innerJoin(monHoc, eq(monHoc.id, lopMonHoc.monHocId))
    .innerJoin(heHoc, and(eq(heHoc.id, monHoc.heHocId), eq(heHoc.ma, 'VN')))
    .innerJoin(lopQuanLy, eq(lopQuanLy.id, lopMonHoc.lopQuanLyId))
    .innerJoin(khoi, eq(khoi.id, lopQuanLy.khoiId))
    .leftJoin(diemVnMonHoc, subjectRuleOfClass)
    .where(
      and(
        eq(lopMonHoc.namHocId, filter.namHocId),
        isNull(monHoc.deletedAt),
        filter.khoiId ? eq(khoi.id, filter.khoiId) : undefined,
        filter.monHocId ? eq(monHoc.id, filter.monHocId) : undefined,
      ),
    )
    .groupBy(monHoc.id, khoi.id)
    .orderBy(asc(khoi.thuTu), asc(monHoc.tenMonHoc));
}

export async function findSubjectAssessmentForUpdate(db: DbOrTx, namHocId: number, monHocId: number, khoiId: number) {
  const [row] = await db
    .select()
    .from(diemVnMonHoc)
    .where(
      and(eq(diemVnMonHoc.namHocId, namHocId), eq(diemVnMonHoc.monHocId, monHocId), eq(diemVnMonHoc.khoiId, khoiId)),
    )
    .for('update');
  return row;
}

export async function writeSubjectAssessment(
  db: DbOrTx,
  current: { id: number; version: number } | undefined,
  row: {
    namHocId: number;
    monHocId: number;
    khoiId: number;
    hinhThucDanhGia: string;
    soTietNam: number;
    soDiemTx: number | null;
    tinhKhenThuong: boolean;
    monKiemTra: string | null;
  },
) {
  const [saved] = current
    ? await db
        .update(diemVnMonHoc)
        .set({ ...row, version: current.version + 1 })
        .where(eq(diemVnMonHoc.id, current.id))
        .returning()
    : // 0 means "no row yet" to clients, so a stored row starts at 1.
      await db
        .insert(diemVnMonHoc)
        .values({ ...row, version: 1 })
        .returning();
  return saved!;
}

/** The subject classes of a subject in a grade level of a year (whose stored averages follow its assessment). */
export async function listClassIdsOfSubject(db: DbOrTx, namHocId: number, monHocId: number, khoiId: number) {
  const rows = await db
    .select({ id: lopMonHoc.id })
    .from(lopMonHoc)
    .innerJoin(lopQuanLy, eq(lopQuanLy.id, lopMonHoc.lopQuanLyId))
    .where(and(eq(lopMonHoc.namHocId, namHocId), eq(lopMonHoc.monHocId, monHocId), eq(lopQuanLy.khoiId, khoiId)));
  return rows.map((r) => r.id);
}
