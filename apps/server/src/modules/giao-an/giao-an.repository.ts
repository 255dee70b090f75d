import { type GiaoAnListQuery, normalisePlanContent, type PlanContent, type PlanStatus } from '@hpl/shared';
import { and, asc, desc, eq, gt, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { giaoAn, giaoAnNhanXet, giaoAnPhienBan, giaoAnTep } from '../../db/schema';
import { countAll, orderByOf, pageWithTotal, searchAny } from '../../lib/list';
import { type PlanScope, SECOND_APPROVER_QUEUE } from './giao-an.policy';

const columns = {
  id: giaoAn.id,
  tieuDe: giaoAn.tieuDe,
  monHocId: giaoAn.monHocId,
  tenMonHoc: giaoAn.tenMonHoc,
  tenMonHocEn: giaoAn.tenMonHocEn,
  tuan: giaoAn.tuan,
  tiet: giaoAn.tiet,
  lopMonHoc: giaoAn.lopMonHoc,
  trangThai: sql<PlanStatus>`${giaoAn.trangThai}`,
  phienBan: giaoAn.phienBan,
  ngayNop: giaoAn.ngayNop,
  /**
   * When version 1 was sent (the due date is checked against the first submission). The outer row is named
   * `giao_an.id` in full: drizzle writes a bare `"id"`, which the subquery would take for its own table's id.
   */
  guiLanDau: sql<string | null>`(select to_char(min(p.ngay_nop) at time zone 'Asia/Ho_Chi_Minh', 'YYYY-MM-DD')
    from ${giaoAnPhienBan} p where p.giao_an_id = giao_an.id)`,
  nhanVienId: giaoAn.nhanVienId,
  namHocId: giaoAn.namHocId,
  updatedAt: giaoAn.updatedAt,
  version: giaoAn.version,
};
const detailColumns = { ...columns, noiDung: giaoAn.noiDung };

/** A list holds the caller's own plans, or the submitted plans of the teachers in the departments the caller heads. */
const visible = (scope: PlanScope): SQL | undefined => {
  if (scope.kind === 'own') return eq(giaoAn.nhanVienId, scope.nhanVienId);
  const department =
    scope.nhanVienIds.length === 0
      ? undefined
      : and(inArray(giaoAn.nhanVienId, scope.nhanVienIds), gt(giaoAn.phienBan, 0));
  // A second approver: plans the heads approved, waiting for them or approved (never their own).
  const secondStage = scope.secondStage
    ? and(
        inArray(giaoAn.trangThai, [...SECOND_APPROVER_QUEUE]),
        scope.self === undefined ? undefined : ne(giaoAn.nhanVienId, scope.self),
      )
    : undefined;
  return department && secondStage ? or(department, secondStage) : (department ?? secondStage ?? sql`false`);
};

export function listPlans(db: DbOrTx, scope: PlanScope, query: GiaoAnListQuery) {
  const where = and(
    visible(scope),
    query.trangThai ? eq(giaoAn.trangThai, query.trangThai) : undefined,
    searchAny(query.search, giaoAn.tieuDe, giaoAn.tenMonHoc),
  );
  const fallback = scope.kind === 'own' ? [desc(giaoAn.updatedAt)] : [asc(giaoAn.ngayNop)];
  const order = orderByOf(
    query.sort,
    { tieuDe: giaoAn.tieuDe, tuan: giaoAn.tuan, ngayNop: giaoAn.ngayNop, updatedAt: giaoAn.updatedAt },
    fallback,
  );
  return pageWithTotal(
    query,
    db
      .select(columns)
      .from(giaoAn)
      .where(where)
      .orderBy(...order, asc(giaoAn.id))
      .$dynamic(),
    db.select({ n: countAll() }).from(giaoAn).where(where),
  );
}

/**
 * Per plan of the scope only what its counts need (teacher, year, week, status, first submission): no content, no
 * classes, no order. The first submission comes from a join, not from the list's per-row subquery.
 */
export function listPlanFacts(db: DbOrTx, scope: PlanScope) {
  return db
    .select({
      nhanVienId: giaoAn.nhanVienId,
      namHocId: giaoAn.namHocId,
      tuan: giaoAn.tuan,
      trangThai: sql<PlanStatus>`${giaoAn.trangThai}`,
      guiLanDau: sql<
        string | null
      >`to_char(min(${giaoAnPhienBan.ngayNop}) at time zone 'Asia/Ho_Chi_Minh', 'YYYY-MM-DD')`,
    })
    .from(giaoAn)
    .leftJoin(giaoAnPhienBan, eq(giaoAnPhienBan.giaoAnId, giaoAn.id))
    .where(visible(scope))
    .groupBy(giaoAn.id);
}

/** One plan by id, unscoped: the service decides the caller's relation to it (404 for `other`). */
export async function findPlan(db: DbOrTx, id: number, lock = false) {
  const query = db.select(detailColumns).from(giaoAn).where(eq(giaoAn.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row && { ...row, noiDung: normalisePlanContent(row.noiDung) };
}

export type PlanRow = NonNullable<Awaited<ReturnType<typeof findPlan>>>;

export interface PlanValues {
  namHocId: number;
  monHocId: number;
  tenMonHoc: string;
  tenMonHocEn: string | null;
  lopMonHoc: { id: number; tenLop: string }[];
  tieuDe: string;
  tuan: number;
  tiet: number;
  noiDung: PlanContent;
}

export async function insertPlan(db: DbOrTx, nhanVienId: number, values: PlanValues) {
  const [row] = await db
    .insert(giaoAn)
    .values({ ...values, nhanVienId })
    .returning({ id: giaoAn.id });
  return row!.id;
}

/** Changes a plan only when the stored version is the expected one; false when it changed meanwhile. */
export async function updatePlan(
  db: DbOrTx,
  id: number,
  expectedVersion: number,
  values: Partial<PlanValues> & { trangThai?: PlanStatus; phienBan?: number; ngayNop?: Date },
) {
  const rows = await db
    .update(giaoAn)
    .set({ ...values, version: sql`${giaoAn.version} + 1`, updatedAt: new Date() })
    .where(and(eq(giaoAn.id, id), eq(giaoAn.version, expectedVersion)))
    .returning({ id: giaoAn.id });
  return rows.length > 0;
}

export async function deletePlan(db: DbOrTx, id: number) {
  await db.delete(giaoAn).where(eq(giaoAn.id, id));
}

export async function insertVersion(
  db: DbOrTx,
  values: { giaoAnId: number; phienBan: number; noiDung: PlanContent; tenTep: string[] },
) {
  await db.insert(giaoAnPhienBan).values(values);
}

export async function listVersions(db: DbOrTx, giaoAnId: number) {
  const rows = await db
    .select({
      phienBan: giaoAnPhienBan.phienBan,
      noiDung: giaoAnPhienBan.noiDung,
      tenTep: giaoAnPhienBan.tenTep,
      ngayNop: giaoAnPhienBan.ngayNop,
    })
    .from(giaoAnPhienBan)
    .where(eq(giaoAnPhienBan.giaoAnId, giaoAnId))
    .orderBy(asc(giaoAnPhienBan.phienBan));
  return rows.map((v) => ({ ...v, noiDung: normalisePlanContent(v.noiDung) }));
}

const fileColumns = {
  id: giaoAnTep.id,
  giaoAnId: giaoAnTep.giaoAnId,
  fileId: giaoAnTep.fileId,
  tenTep: giaoAnTep.tenTep,
  mimeType: giaoAnTep.mimeType,
  kichThuoc: giaoAnTep.kichThuoc,
  sha256: giaoAnTep.sha256,
};

export function listFiles(db: DbOrTx, giaoAnId: number) {
  return db.select(fileColumns).from(giaoAnTep).where(eq(giaoAnTep.giaoAnId, giaoAnId)).orderBy(asc(giaoAnTep.id));
}

export async function findFile(db: DbOrTx, tepId: number) {
  const [row] = await db.select(fileColumns).from(giaoAnTep).where(eq(giaoAnTep.id, tepId));
  return row;
}

/** The plans a stored file is attached to (the download policy asks). */
export async function listPlansOfFile(db: DbOrTx, fileId: number) {
  const rows = await db.select({ giaoAnId: giaoAnTep.giaoAnId }).from(giaoAnTep).where(eq(giaoAnTep.fileId, fileId));
  return rows.map((r) => r.giaoAnId);
}

export async function insertFile(db: DbOrTx, values: Omit<typeof giaoAnTep.$inferInsert, 'id' | 'createdAt'>) {
  const [row] = await db.insert(giaoAnTep).values(values).returning({ id: giaoAnTep.id });
  return row!.id;
}

export async function deleteFile(db: DbOrTx, tepId: number) {
  await db.delete(giaoAnTep).where(eq(giaoAnTep.id, tepId));
}

export async function insertComments(
  db: DbOrTx,
  rows: {
    giaoAnId: number;
    phienBan: number;
    muc: string;
    noiDung: string;
    hanhDong: string;
    nguoiNhanXetId: number;
  }[],
) {
  if (rows.length > 0) await db.insert(giaoAnNhanXet).values(rows);
}

export function listComments(db: DbOrTx, giaoAnId: number) {
  return db
    .select({
      id: giaoAnNhanXet.id,
      phienBan: giaoAnNhanXet.phienBan,
      muc: giaoAnNhanXet.muc,
      noiDung: giaoAnNhanXet.noiDung,
      hanhDong: giaoAnNhanXet.hanhDong,
      nguoiNhanXetId: giaoAnNhanXet.nguoiNhanXetId,
      createdAt: giaoAnNhanXet.createdAt,
    })
    .from(giaoAnNhanXet)
    .where(eq(giaoAnNhanXet.giaoAnId, giaoAnId))
    .orderBy(asc(giaoAnNhanXet.id));
}
