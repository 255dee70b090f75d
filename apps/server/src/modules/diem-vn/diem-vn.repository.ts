import type { CellInput, CellState, CommentResult, Level } from '@hpl/shared';
import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
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
  diemVnTrungBinh,
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

export async function activeYear(db: DbOrTx): Promise<{ id: number; tenNamHoc: string } | undefined> {
  const [row] = await db
    .select({ id: namHoc.id, tenNamHoc: namHoc.tenNamHoc })
    .from(namHoc)
    .where(eq(namHoc.isActive, true));
  return row;
}

export async function findYear(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: namHoc.id, tenNamHoc: namHoc.tenNamHoc, isClosed: namHoc.isClosed })
    .from(namHoc)
    .where(eq(namHoc.id, id));
  return row;
}

const teacherIdsOf = sql<number[]>`coalesce((select json_agg(g.nhan_vien_id) from ${lopMonHocGiaoVien} g
  where g.lop_mon_hoc_id = ${lopMonHoc.id}), '[]'::json)`;
const teacherNamesOf = sql<string[]>`coalesce((select json_agg(n.ho_ten order by n.ho_ten) from ${lopMonHocGiaoVien} g
  join ${nhanVien} n on n.id = g.nhan_vien_id where g.lop_mon_hoc_id = ${lopMonHoc.id}), '[]'::json)`;
const memberCountOf = sql<number>`(select cast(count(*) as integer) from ${lopMonHocHocSinh} m
  join ${hocSinh} h on h.id = m.hoc_sinh_id
  where m.lop_mon_hoc_id = ${lopMonHoc.id} and m.den_ngay is null and h.deleted_at is null)`;

/** A national-programme secondary subject class with what its gradebook needs to know. */
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
    .leftJoin(
      diemVnMonHoc,
      and(
        eq(diemVnMonHoc.namHocId, lopMonHoc.namHocId),
        eq(diemVnMonHoc.monHocId, lopMonHoc.monHocId),
        eq(diemVnMonHoc.khoiId, lopQuanLy.khoiId),
      ),
    )
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

/** Students of the class now (open memberships), in Vietnamese name order. */
export function listMembers(db: DbOrTx, lopMonHocId: number) {
  return db
    .select({ id: hocSinh.id, maHocSinh: hocSinh.maHocSinh, hoTen: hocSinh.hoTen })
    .from(lopMonHocHocSinh)
    .innerJoin(hocSinh, eq(hocSinh.id, lopMonHocHocSinh.hocSinhId))
    .where(
      and(eq(lopMonHocHocSinh.lopMonHocId, lopMonHocId), isNull(lopMonHocHocSinh.denNgay), isNull(hocSinh.deletedAt)),
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

export function listCellHistory(db: DbOrTx, key: string) {
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
    .where(and(eq(auditLog.entity, CELL_ENTITY), eq(auditLog.entityId, key)))
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
      and(eq(lopQuanLyHocSinh.lopQuanLyId, lopQuanLyId), isNull(lopQuanLyHocSinh.denNgay), isNull(hocSinh.deletedAt)),
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

/** Students with a summer retake cell (KTL) in any of the classes: their year is classified after the summer. */
export async function listRetakeStudents(db: DbOrTx, lopMonHocIds: number[]): Promise<Set<number>> {
  if (lopMonHocIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ hocSinhId: diemVnDiem.hocSinhId })
    .from(diemVnDiem)
    .where(and(inArray(diemVnDiem.lopMonHocId, lopMonHocIds), eq(diemVnDiem.cot, 'KTL')));
  return new Set(rows.map((r) => r.hocSinhId));
}

export function listCommentsOfStudent(db: DbOrTx, hocSinhId: number, lopMonHocIds: number[]) {
  if (lopMonHocIds.length === 0) return Promise.resolve([]);
  return db
    .select({ lopMonHocId: diemVnNhanXet.lopMonHocId, hocKy: diemVnNhanXet.hocKy, noiDung: diemVnNhanXet.noiDung })
    .from(diemVnNhanXet)
    .where(and(eq(diemVnNhanXet.hocSinhId, hocSinhId), inArray(diemVnNhanXet.lopMonHocId, lopMonHocIds)));
}

/** National-programme secondary homeroom classes of a year, optionally of one homeroom teacher. */
export function listHomerooms(db: DbOrTx, namHocId: number, gvcnId?: number) {
  return db
    .select({ id: lopQuanLy.id, tenLop: lopQuanLy.tenLop, khoiId: lopQuanLy.khoiId, gvcn: nhanVien.hoTen })
    .from(lopQuanLy)
    .innerJoin(heHoc, and(eq(heHoc.id, lopQuanLy.heHocId), eq(heHoc.ma, 'VN')))
    .innerJoin(khoi, and(eq(khoi.id, lopQuanLy.khoiId), inArray(khoi.capHoc, SECONDARY_CAPS)))
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
