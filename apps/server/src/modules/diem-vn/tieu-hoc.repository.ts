import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  diemVnMonHoc,
  diemVnPhamChat,
  diemVnTieuHoc,
  diemVnTongKetTieuHoc,
  heHoc,
  khoi,
  lopMonHoc,
  lopMonHocGiaoVien,
  lopQuanLy,
  lopQuanLyHocSinh,
  monHoc,
  namHoc,
} from '../../db/schema';
import { memberCountOf, subjectRuleOfClass, teacherIdsOf, teacherNamesOf } from './diem-vn.repository';

/**
 * Primary (Circular 27) queries of the diem-vn module: subject classes of primary grade levels, their ratings. Lists
 * take the teacher (`nhanVienId`) for `cuaToi`; a class or homeroom by id is resolved through the services'
 * `loadPrimaryClass` / `loadHomeroom` (404 outside the caller's scope) before the id-taking queries run.
 */

export const PRIMARY_CAP = 'tieu_hoc';
export const TIEU_HOC_ENTITY = 'DiemVN.tieuHoc';
export const PHAM_CHAT_ENTITY = 'DiemVN.phamChat';
export const entryKey = (lopMonHocId: number, ky: string, hocSinhId: number) => `${lopMonHocId}:${ky}:${hocSinhId}`;

function selectPrimaryClasses(db: DbOrTx) {
  return db
    .select({
      id: lopMonHoc.id,
      tenLop: lopMonHoc.tenLop,
      namHocId: lopMonHoc.namHocId,
      monHocId: lopMonHoc.monHocId,
      maMonHoc: monHoc.maMonHoc,
      tenMonHoc: monHoc.tenMonHoc,
      tenMonHocEn: monHoc.tenMonHocEn,
      /** The office's periodic-test role of the subject in this year and grade level (null = never set). */
      monKiemTraCaiDat: diemVnMonHoc.monKiemTra,
      khoi: khoi.thuTu,
      tenKhoi: khoi.tenKhoi,
      lopQuanLyId: lopQuanLy.id,
      tenLopQuanLy: lopQuanLy.tenLop,
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
    .innerJoin(khoi, and(eq(khoi.id, lopQuanLy.khoiId), eq(khoi.capHoc, PRIMARY_CAP)))
    .leftJoin(diemVnMonHoc, subjectRuleOfClass)
    .$dynamic();
}
export type PrimaryClass = NonNullable<Awaited<ReturnType<typeof findPrimaryClass>>>;

export async function findPrimaryClass(db: DbOrTx, id: number) {
  const [row] = await selectPrimaryClasses(db).where(eq(lopMonHoc.id, id));
  return row;
}

export function listPrimaryClasses(
  db: DbOrTx,
  filter: { namHocId: number; nhanVienId?: number; lopQuanLyId?: number },
) {
  return selectPrimaryClasses(db)
    .where(
      and(
        eq(lopMonHoc.namHocId, filter.namHocId),
        filter.lopQuanLyId === undefined ? undefined : eq(lopMonHoc.lopQuanLyId, filter.lopQuanLyId),
        filter.nhanVienId === undefined
          ? undefined
          : sql`exists (select 1 from ${lopMonHocGiaoVien} g where g.lop_mon_hoc_id = ${lopMonHoc.id}
              and g.nhan_vien_id = ${filter.nhanVienId})`,
      ),
    )
    .orderBy(asc(khoi.thuTu), asc(lopQuanLy.tenLop), asc(monHoc.tenMonHoc), asc(lopMonHoc.id));
}

export interface EntryRow {
  id: number;
  lopMonHocId: number;
  hocSinhId: number;
  ky: string;
  mucDat: string | null;
  diemKiemTra: number | null;
  nhanXet: string | null;
  version: number;
}
const entryColumns = {
  id: diemVnTieuHoc.id,
  lopMonHocId: diemVnTieuHoc.lopMonHocId,
  hocSinhId: diemVnTieuHoc.hocSinhId,
  ky: diemVnTieuHoc.ky,
  mucDat: diemVnTieuHoc.mucDat,
  diemKiemTra: diemVnTieuHoc.diemKiemTra,
  nhanXet: diemVnTieuHoc.nhanXet,
  version: diemVnTieuHoc.version,
};

export async function listEntries(
  db: DbOrTx,
  lopMonHocIds: number[],
  options: { ky?: string; hocSinhId?: number; forUpdate?: boolean } = {},
): Promise<EntryRow[]> {
  if (lopMonHocIds.length === 0) return [];
  const query = db
    .select(entryColumns)
    .from(diemVnTieuHoc)
    .where(
      and(
        inArray(diemVnTieuHoc.lopMonHocId, lopMonHocIds),
        options.ky ? eq(diemVnTieuHoc.ky, options.ky) : undefined,
        options.hocSinhId ? eq(diemVnTieuHoc.hocSinhId, options.hocSinhId) : undefined,
      ),
    );
  return options.forUpdate ? query.for('update') : query;
}

export async function upsertEntry(
  db: DbOrTx,
  row: Omit<EntryRow, 'id' | 'version'> & { updatedBy: number | null },
): Promise<EntryRow> {
  const [saved] = await db
    .insert(diemVnTieuHoc)
    .values(row)
    .onConflictDoUpdate({
      target: [diemVnTieuHoc.lopMonHocId, diemVnTieuHoc.ky, diemVnTieuHoc.hocSinhId],
      set: {
        mucDat: row.mucDat,
        diemKiemTra: row.diemKiemTra,
        nhanXet: row.nhanXet,
        updatedBy: row.updatedBy,
        version: sql`${diemVnTieuHoc.version} + 1`,
        updatedAt: sql`now()`,
      },
    })
    .returning(entryColumns);
  return saved!;
}

export async function deleteEntry(db: DbOrTx, id: number) {
  await db.delete(diemVnTieuHoc).where(eq(diemVnTieuHoc.id, id));
}

// ——— Homeroom classes: qualities and competences, the year result ———

export async function findPrimaryHomeroom(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: lopQuanLy.id,
      tenLop: lopQuanLy.tenLop,
      namHocId: lopQuanLy.namHocId,
      gvcnId: lopQuanLy.gvcnId,
      khoi: khoi.thuTu,
      isClosed: namHoc.isClosed,
    })
    .from(lopQuanLy)
    .innerJoin(heHoc, and(eq(heHoc.id, lopQuanLy.heHocId), eq(heHoc.ma, 'VN')))
    .innerJoin(khoi, and(eq(khoi.id, lopQuanLy.khoiId), eq(khoi.capHoc, PRIMARY_CAP)))
    .innerJoin(namHoc, eq(namHoc.id, lopQuanLy.namHocId))
    .where(eq(lopQuanLy.id, id));
  return row;
}
export type PrimaryHomeroom = NonNullable<Awaited<ReturnType<typeof findPrimaryHomeroom>>>;

export interface QualityRow {
  id: number;
  hocSinhId: number;
  ky: string;
  muc: Record<string, string>;
  nhanXet: string | null;
  version: number;
}

export async function listQualities(
  db: DbOrTx,
  lopQuanLyId: number,
  options: { ky?: string; hocSinhIds?: number[]; forUpdate?: boolean } = {},
): Promise<QualityRow[]> {
  const query = db
    .select({
      id: diemVnPhamChat.id,
      hocSinhId: diemVnPhamChat.hocSinhId,
      ky: diemVnPhamChat.ky,
      muc: diemVnPhamChat.muc,
      nhanXet: diemVnPhamChat.nhanXet,
      version: diemVnPhamChat.version,
    })
    .from(diemVnPhamChat)
    .where(
      and(
        eq(diemVnPhamChat.lopQuanLyId, lopQuanLyId),
        options.ky ? eq(diemVnPhamChat.ky, options.ky) : undefined,
        options.hocSinhIds ? inArray(diemVnPhamChat.hocSinhId, options.hocSinhIds) : undefined,
      ),
    );
  const rows = options.forUpdate ? await query.for('update') : await query;
  return rows.map((r) => ({ ...r, muc: (r.muc ?? {}) as Record<string, string> }));
}

export async function upsertQuality(
  db: DbOrTx,
  row: { lopQuanLyId: number; hocSinhId: number; ky: string; muc: Record<string, string>; nhanXet: string | null },
) {
  const [saved] = await db
    .insert(diemVnPhamChat)
    .values(row)
    .onConflictDoUpdate({
      target: [diemVnPhamChat.lopQuanLyId, diemVnPhamChat.ky, diemVnPhamChat.hocSinhId],
      set: {
        muc: row.muc,
        nhanXet: row.nhanXet,
        version: sql`${diemVnPhamChat.version} + 1`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ version: diemVnPhamChat.version });
  return saved!;
}

export function listYearResults(db: DbOrTx, lopQuanLyId: number) {
  return db
    .select({
      hocSinhId: diemVnTongKetTieuHoc.hocSinhId,
      ketQua: diemVnTongKetTieuHoc.ketQua,
      xacNhan: diemVnTongKetTieuHoc.xacNhan,
    })
    .from(diemVnTongKetTieuHoc)
    .where(eq(diemVnTongKetTieuHoc.lopQuanLyId, lopQuanLyId));
}

export async function isYearConfirmed(db: DbOrTx, lopQuanLyId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: diemVnTongKetTieuHoc.id })
    .from(diemVnTongKetTieuHoc)
    .where(and(eq(diemVnTongKetTieuHoc.lopQuanLyId, lopQuanLyId), eq(diemVnTongKetTieuHoc.xacNhan, true)))
    .limit(1);
  return row != null;
}

export async function storeYearResults(
  db: DbOrTx,
  lopQuanLyId: number,
  rows: { hocSinhId: number; ketQua: string | null }[],
  confirm: boolean,
) {
  if (rows.length === 0) return;
  await db
    .insert(diemVnTongKetTieuHoc)
    .values(rows.map((r) => ({ lopQuanLyId, hocSinhId: r.hocSinhId, ketQua: r.ketQua, xacNhan: confirm })))
    .onConflictDoUpdate({
      target: [diemVnTongKetTieuHoc.lopQuanLyId, diemVnTongKetTieuHoc.hocSinhId],
      set: { ketQua: sql`excluded.ket_qua`, xacNhan: sql`excluded.xac_nhan`, updatedAt: sql`now()` },
    });
}

/** The pupil's primary homeroom class of a year (open enrolment first). */
export async function findPupilHomeroom(db: DbOrTx, hocSinhId: number, namHocId: number) {
  const [row] = await db
    .select({ id: lopQuanLy.id, tenLop: lopQuanLy.tenLop })
    .from(lopQuanLyHocSinh)
    .innerJoin(lopQuanLy, eq(lopQuanLy.id, lopQuanLyHocSinh.lopQuanLyId))
    .innerJoin(khoi, and(eq(khoi.id, lopQuanLy.khoiId), eq(khoi.capHoc, PRIMARY_CAP)))
    .innerJoin(heHoc, and(eq(heHoc.id, lopQuanLy.heHocId), eq(heHoc.ma, 'VN')))
    .where(and(eq(lopQuanLyHocSinh.hocSinhId, hocSinhId), eq(lopQuanLy.namHocId, namHocId)))
    .orderBy(sql`${lopQuanLyHocSinh.denNgay} desc nulls first`)
    .limit(1);
  return row;
}
