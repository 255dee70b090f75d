import type { GiayToInput, GiayToListQuery } from '@hpl/shared';
import { and, asc, eq, lte, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { files, giayToCanhBao, giayToTuyThan as gt, nhanVien, taiKhoan } from '../../db/schema';
import { countAll, orderByOf, pageWithTotal, searchAny } from '../../lib/list';
import type { GiayToScope } from './giay-to-tuy-than.policy';

const columns = {
  id: gt.id,
  nhanVienId: gt.nhanVienId,
  hoTen: nhanVien.hoTen,
  maNhanVien: nhanVien.maNhanVien,
  loai: gt.loai,
  soGiayTo: gt.soGiayTo,
  noiCap: gt.noiCap,
  ngayCap: gt.ngayCap,
  ngayHetHan: gt.ngayHetHan,
  tepId: gt.tepId,
  version: gt.version,
};

const visible = (scope: NonNullable<GiayToScope>): SQL | undefined =>
  scope.kind === 'all' ? undefined : eq(gt.nhanVienId, scope.nhanVienId);

/** The list by expiry (soonest first); it joins the staff member to search and sort by name. */
export function listDocuments(db: DbOrTx, scope: NonNullable<GiayToScope>, today: string, query: GiayToListQuery) {
  const where = and(
    visible(scope),
    query.loai ? eq(gt.loai, query.loai) : undefined,
    query.nhanVienId ? eq(gt.nhanVienId, query.nhanVienId) : undefined,
    query.hetHanTrong !== undefined ? lte(gt.ngayHetHan, sql`(${today}::date + ${query.hetHanTrong}::int)`) : undefined,
    searchAny(query.search, nhanVien.hoTen, nhanVien.maNhanVien, gt.soGiayTo),
  );
  const order = orderByOf(query.sort, { ngayHetHan: gt.ngayHetHan, hoTen: nhanVien.hoTen, loai: gt.loai }, [
    asc(gt.ngayHetHan),
  ]);
  return pageWithTotal(
    query,
    db
      .select(columns)
      .from(gt)
      .innerJoin(nhanVien, eq(nhanVien.id, gt.nhanVienId))
      .where(where)
      .orderBy(...order, asc(gt.id))
      .$dynamic(),
    db.select({ n: countAll() }).from(gt).innerJoin(nhanVien, eq(nhanVien.id, gt.nhanVienId)).where(where),
  );
}

export async function findDocument(db: DbOrTx, scope: NonNullable<GiayToScope>, id: number) {
  const [row] = await db
    .select(columns)
    .from(gt)
    .innerJoin(nhanVien, eq(nhanVien.id, gt.nhanVienId))
    .where(and(eq(gt.id, id), visible(scope)));
  return row;
}

/** The document a stored file belongs to (downloads: HR or the person). */
export async function findDocumentOfFile(db: DbOrTx, fileId: number) {
  const [row] = await db.select({ id: gt.id, nhanVienId: gt.nhanVienId }).from(gt).where(eq(gt.tepId, fileId)).limit(1);
  return row;
}

export async function findFilePurpose(db: DbOrTx, id: number) {
  const [row] = await db.select({ purpose: files.purpose }).from(files).where(eq(files.id, id));
  return row?.purpose;
}

const valuesOf = (input: GiayToInput) => ({
  nhanVienId: input.nhanVienId,
  loai: input.loai,
  soGiayTo: input.soGiayTo,
  noiCap: input.noiCap || null,
  ngayCap: input.ngayCap ?? null,
  ngayHetHan: input.ngayHetHan,
  tepId: input.tepId ?? null,
});

export async function insertDocument(db: DbOrTx, input: GiayToInput) {
  const [row] = await db.insert(gt).values(valuesOf(input)).returning({ id: gt.id });
  return row!.id;
}

export async function updateDocument(db: DbOrTx, id: number, expectedVersion: number, input: GiayToInput) {
  const [row] = await db
    .update(gt)
    .set({ ...valuesOf(input), version: sql`${gt.version} + 1`, updatedAt: new Date() })
    .where(and(eq(gt.id, id), eq(gt.version, expectedVersion)))
    .returning({ id: gt.id });
  return row;
}

export async function deleteDocument(db: DbOrTx, id: number) {
  await db.delete(gt).where(eq(gt.id, id));
}

/** Documents expiring within `days` of today (not yet expired), with the alerts already sent for that expiry. */
export async function listExpiringWithAlerts(db: DbOrTx, today: string, days: number) {
  return db
    .select({
      id: gt.id,
      nhanVienId: gt.nhanVienId,
      hoTen: nhanVien.hoTen,
      loai: gt.loai,
      soGiayTo: gt.soGiayTo,
      ngayHetHan: gt.ngayHetHan,
      sent: sql<
        number[]
      >`coalesce((select array_agg(${giayToCanhBao.moc}) from ${giayToCanhBao} where ${giayToCanhBao.giayToId} = ${gt.id} and ${giayToCanhBao.ngayHetHan} = ${gt.ngayHetHan}), '{}')`,
    })
    .from(gt)
    .innerJoin(nhanVien, eq(nhanVien.id, gt.nhanVienId))
    .where(and(sql`${gt.ngayHetHan} >= ${today}::date`, lte(gt.ngayHetHan, sql`(${today}::date + ${days}::int)`)));
}

/** Records an alert; false when another digest recorded it first (then it is not sent twice). */
export async function claimAlert(db: DbOrTx, giayToId: number, moc: number, ngayHetHan: string) {
  const rows = await db
    .insert(giayToCanhBao)
    .values({ giayToId, moc, ngayHetHan })
    .onConflictDoNothing()
    .returning({ id: giayToCanhBao.id });
  return rows.length > 0;
}

/** HR's accounts for identity documents (the QuanLyNhanSu.VisaPassport permission). */
export async function listHrAccounts(db: DbOrTx) {
  const rows = await db
    .select({ id: taiKhoan.id })
    .from(taiKhoan)
    .where(sql`'QuanLyNhanSu.VisaPassport' = any(${taiKhoan.permissions})`);
  return rows.map((r) => r.id);
}
