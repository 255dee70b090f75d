import type { BaoLoiInput, BaoLoiListQuery, TrangThaiBaoLoi } from '@hpl/shared';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { baoLoi, baoLoiLichSu, files } from '../../db/schema';
import { countAll, orderByOf, pageWithTotal, searchAny } from '../../lib/list';
import type { BaoLoiScope } from './bao-loi.policy';

const columns = {
  id: baoLoi.id,
  tieuDe: baoLoi.tieuDe,
  trangThai: baoLoi.trangThai,
  duongDan: baoLoi.duongDan,
  nguoiBao: baoLoi.tenNguoiBao,
  taiKhoanId: baoLoi.taiKhoanId,
  anhChupId: baoLoi.anhChupId,
  createdAt: baoLoi.createdAt,
  updatedAt: baoLoi.updatedAt,
  version: baoLoi.version,
};

const detailColumns = { ...columns, moTa: baoLoi.moTa, cacBuoc: baoLoi.cacBuoc, trinhDuyet: baoLoi.trinhDuyet };

/** The condition every read adds: reports outside the caller's scope do not exist for them. */
const visible = (scope: BaoLoiScope): SQL | undefined =>
  scope.kind === 'all' ? undefined : eq(baoLoi.taiKhoanId, scope.taiKhoanId);

export function listReports(db: DbOrTx, scope: BaoLoiScope, query: BaoLoiListQuery) {
  const where = and(
    visible(scope),
    query.trangThai ? eq(baoLoi.trangThai, query.trangThai) : undefined,
    searchAny(query.search, baoLoi.tieuDe, baoLoi.moTa, baoLoi.tenNguoiBao),
  );
  const order = orderByOf(
    query.sort,
    { tieuDe: baoLoi.tieuDe, trangThai: baoLoi.trangThai, ngayTao: baoLoi.createdAt, nguoiBao: baoLoi.tenNguoiBao },
    [desc(baoLoi.createdAt)],
  );
  return pageWithTotal(
    query,
    db
      .select(columns)
      .from(baoLoi)
      .where(where)
      .orderBy(...order, desc(baoLoi.id))
      .$dynamic(),
    db.select({ n: countAll() }).from(baoLoi).where(where),
  );
}

export async function findReport(db: DbOrTx, scope: BaoLoiScope, id: number) {
  const [row] = await db
    .select(detailColumns)
    .from(baoLoi)
    .where(and(eq(baoLoi.id, id), visible(scope)));
  return row;
}

export function listHistory(db: DbOrTx, baoLoiId: number) {
  return db
    .select({
      tuTrangThai: baoLoiLichSu.tuTrangThai,
      denTrangThai: baoLoiLichSu.denTrangThai,
      ghiChu: baoLoiLichSu.ghiChu,
      nguoiThucHien: baoLoiLichSu.tenNguoiThucHien,
      thoiGian: baoLoiLichSu.createdAt,
    })
    .from(baoLoiLichSu)
    .where(eq(baoLoiLichSu.baoLoiId, baoLoiId))
    .orderBy(asc(baoLoiLichSu.createdAt), asc(baoLoiLichSu.id));
}

/** The uploaded file a report wants to attach (its purpose and uploader decide whether it may). */
export async function findFile(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ purpose: files.purpose, ownerAccountId: files.ownerAccountId })
    .from(files)
    .where(eq(files.id, id));
  return row;
}

export async function insertReport(db: DbOrTx, reporter: { taiKhoanId: number; hoTen: string }, input: BaoLoiInput) {
  const [row] = await db
    .insert(baoLoi)
    .values({
      tieuDe: input.tieuDe,
      moTa: input.moTa,
      cacBuoc: input.cacBuoc || null,
      duongDan: input.duongDan || null,
      trinhDuyet: input.trinhDuyet || null,
      anhChupId: input.anhChupId ?? null,
      taiKhoanId: reporter.taiKhoanId,
      tenNguoiBao: reporter.hoTen,
    })
    .returning({ id: baoLoi.id });
  return row!.id;
}

/** Moves a report when the stored version is the expected one; undefined when it changed meanwhile. */
export async function updateStatus(db: DbOrTx, id: number, expectedVersion: number, trangThai: TrangThaiBaoLoi) {
  const [row] = await db
    .update(baoLoi)
    .set({ trangThai, version: sql`${baoLoi.version} + 1`, updatedAt: new Date() })
    .where(and(eq(baoLoi.id, id), eq(baoLoi.version, expectedVersion)))
    .returning({ id: baoLoi.id });
  return row;
}

export async function insertHistory(
  db: DbOrTx,
  entry: {
    baoLoiId: number;
    tuTrangThai: TrangThaiBaoLoi | null;
    denTrangThai: TrangThaiBaoLoi;
    ghiChu: string | null;
    taiKhoanId: number;
    tenNguoiThucHien: string;
  },
) {
  await db.insert(baoLoiLichSu).values(entry);
}
