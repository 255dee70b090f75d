import type { DuGioListQuery, ObservationStatus } from '@hpl/shared';
import { and, asc, between, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { duGio, duGioNguoiDu } from '../../db/schema';
import { countAll, orderByOf, pageWithTotal } from '../../lib/list';

/** Which observations a list holds: those of or by one teacher (`mine`), or every one (HR). */
export type ObservationScope = { kind: 'mine'; nhanVienId: number } | { kind: 'all' };

const observers = sql<number[]>`coalesce((select json_agg(o.nhan_vien_id order by o.nhan_vien_id)
  from ${duGioNguoiDu} o where o.du_gio_id = du_gio.id), '[]'::json)`;

const columns = {
  id: duGio.id,
  namHocId: duGio.namHocId,
  giaoVienId: duGio.giaoVienId,
  nguoiTaoId: duGio.nguoiTaoId,
  ngay: duGio.ngay,
  tiet: duGio.tiet,
  lopMonHocId: duGio.lopMonHocId,
  tenLop: duGio.tenLop,
  tenMonHoc: duGio.tenMonHoc,
  trangThai: sql<ObservationStatus>`${duGio.trangThai}`,
  tieuChi: duGio.tieuChi,
  diemToiThieu: duGio.diemToiThieu,
  diemToiDa: duGio.diemToiDa,
  diem: duGio.diem,
  uuDiem: duGio.uuDiem,
  gopY: duGio.gopY,
  phanHoi: duGio.phanHoi,
  nguoiDuIds: observers,
  version: duGio.version,
};
export type ObservationRow = Awaited<ReturnType<typeof findObservation>> & {};

const visible = (scope: ObservationScope): SQL | undefined =>
  scope.kind === 'all'
    ? undefined
    : or(
        eq(duGio.giaoVienId, scope.nhanVienId),
        eq(duGio.nguoiTaoId, scope.nhanVienId),
        sql`exists (select 1 from ${duGioNguoiDu} o where o.du_gio_id = du_gio.id and o.nhan_vien_id = ${scope.nhanVienId})`,
      );

/** Days between `from` and `to` (a term); `null`: the term has no dates, so nothing falls in it. */
export type DayRange = { from: string; to: string } | null | undefined;
const within = (range: DayRange): SQL | undefined =>
  range === undefined ? undefined : range === null ? sql`false` : between(duGio.ngay, range.from, range.to);

export function listObservations(db: DbOrTx, scope: ObservationScope, query: DuGioListQuery, range?: DayRange) {
  const where = and(visible(scope), query.trangThai ? eq(duGio.trangThai, query.trangThai) : undefined, within(range));
  const order = orderByOf(query.sort, { ngay: duGio.ngay }, [desc(duGio.ngay), desc(duGio.tiet)]);
  return pageWithTotal(
    query,
    db
      .select(columns)
      .from(duGio)
      .where(where)
      .orderBy(...order, asc(duGio.id))
      .$dynamic(),
    db.select({ n: countAll() }).from(duGio).where(where),
  );
}

/** One observation by id, unscoped: the service decides the caller's relation (404 for `other`). */
export async function findObservation(db: DbOrTx, id: number, lock = false) {
  const query = db.select(columns).from(duGio).where(eq(duGio.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function insertObservation(
  db: DbOrTx,
  values: Omit<typeof duGio.$inferInsert, 'id' | 'version' | 'createdAt' | 'updatedAt'>,
  nguoiDuIds: number[],
) {
  const [row] = await db.insert(duGio).values(values).returning({ id: duGio.id });
  if (nguoiDuIds.length > 0) {
    await db.insert(duGioNguoiDu).values(nguoiDuIds.map((nhanVienId) => ({ duGioId: row!.id, nhanVienId })));
  }
  return row!.id;
}

export async function updateObservation(
  db: DbOrTx,
  id: number,
  expectedVersion: number,
  values: Partial<Pick<typeof duGio.$inferInsert, 'trangThai' | 'diem' | 'uuDiem' | 'gopY' | 'phanHoi'>>,
) {
  const rows = await db
    .update(duGio)
    .set({ ...values, version: sql`${duGio.version} + 1`, updatedAt: new Date() })
    .where(and(eq(duGio.id, id), eq(duGio.version, expectedVersion)))
    .returning({ id: duGio.id });
  return rows.length > 0;
}

export async function deleteObservation(db: DbOrTx, id: number) {
  await db.delete(duGio).where(eq(duGio.id, id));
}

/** Every observation's teacher, status, scores with their scale and observers (HR's statistics), within a term. */
export function listForStatistics(db: DbOrTx, range?: DayRange) {
  return db
    .select({
      giaoVienId: duGio.giaoVienId,
      trangThai: duGio.trangThai,
      diem: duGio.diem,
      diemToiThieu: duGio.diemToiThieu,
      diemToiDa: duGio.diemToiDa,
      nguoiDuIds: observers,
    })
    .from(duGio)
    .where(within(range));
}
