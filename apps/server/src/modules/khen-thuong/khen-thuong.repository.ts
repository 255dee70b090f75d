import type { KhenThuongInput, KhenThuongListQuery } from '@hpl/shared';
import { and, asc, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { files, khenThuong, khenThuongNguoiNhan } from '../../db/schema';
import { countAll, orderByOf, pageWithTotal, searchAny } from '../../lib/list';
import type { KhenThuongScope } from './khen-thuong.policy';

/** Whether one of the award's recipients is the caller's own record. */
function isMine(scope: KhenThuongScope): SQL<boolean> {
  const mine = or(
    scope.me.hocSinhId !== null ? eq(khenThuongNguoiNhan.hocSinhId, scope.me.hocSinhId) : undefined,
    scope.me.nhanVienId !== null ? eq(khenThuongNguoiNhan.nhanVienId, scope.me.nhanVienId) : undefined,
  );
  if (!mine) return sql<boolean>`false`;
  return sql<boolean>`exists (select 1 from ${khenThuongNguoiNhan} where ${and(eq(khenThuongNguoiNhan.khenThuongId, khenThuong.id), mine)})`;
}

const columns = (scope: KhenThuongScope) => ({
  id: khenThuong.id,
  namHocId: khenThuong.namHocId,
  tieuDe: khenThuong.tieuDe,
  moTa: khenThuong.moTa,
  loai: khenThuong.loai,
  ngayTrao: khenThuong.ngayTrao,
  anhId: khenThuong.anhId,
  an: khenThuong.an,
  cuaToi: isMine(scope),
  version: khenThuong.version,
});

/** Hidden entries exist for Admin only. */
const visible = (scope: KhenThuongScope): SQL | undefined => (scope.hidden ? undefined : eq(khenThuong.an, false));

/** The recipients' names are searched with the award. */
const recipientMatches = (search: string | undefined) => {
  const match = searchAny(search, khenThuongNguoiNhan.hoTen);
  return match
    ? sql`exists (select 1 from ${khenThuongNguoiNhan} where ${and(eq(khenThuongNguoiNhan.khenThuongId, khenThuong.id), match)})`
    : undefined;
};

export function listAwards(db: DbOrTx, scope: KhenThuongScope, namHocId: number, query: KhenThuongListQuery) {
  const search = searchAny(query.search, khenThuong.tieuDe, khenThuong.moTa);
  const where = and(
    visible(scope),
    eq(khenThuong.namHocId, namHocId),
    query.loai ? eq(khenThuong.loai, query.loai) : undefined,
    query.cuaToi === 'true' ? isMine(scope) : undefined,
    search ? or(search, recipientMatches(query.search)) : undefined,
  );
  const order = orderByOf(query.sort, { ngayTrao: khenThuong.ngayTrao, tieuDe: khenThuong.tieuDe }, [
    desc(khenThuong.ngayTrao),
  ]);
  return pageWithTotal(
    query,
    db
      .select(columns(scope))
      .from(khenThuong)
      .where(where)
      .orderBy(...order, desc(khenThuong.id))
      .$dynamic(),
    db.select({ n: countAll() }).from(khenThuong).where(where),
  );
}

export async function findAward(db: DbOrTx, scope: KhenThuongScope, id: number) {
  const [row] = await db
    .select(columns(scope))
    .from(khenThuong)
    .where(and(eq(khenThuong.id, id), visible(scope)));
  return row;
}

export function listRecipients(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      khenThuongId: khenThuongNguoiNhan.khenThuongId,
      hocSinhId: khenThuongNguoiNhan.hocSinhId,
      nhanVienId: khenThuongNguoiNhan.nhanVienId,
      hoTen: khenThuongNguoiNhan.hoTen,
    })
    .from(khenThuongNguoiNhan)
    .where(inArray(khenThuongNguoiNhan.khenThuongId, ids))
    .orderBy(asc(khenThuongNguoiNhan.thuTu), asc(khenThuongNguoiNhan.id));
}

/** Whether a photo is on an entry the caller may see (hidden entries' photos are Admin's). */
export async function isPhotoVisible(db: DbOrTx, scope: KhenThuongScope, fileId: number) {
  const [row] = await db
    .select({ id: khenThuong.id })
    .from(khenThuong)
    .where(and(eq(khenThuong.anhId, fileId), visible(scope)))
    .limit(1);
  return row !== undefined;
}

export async function findFile(db: DbOrTx, id: number) {
  const [row] = await db.select({ purpose: files.purpose }).from(files).where(eq(files.id, id));
  return row;
}

type Values = Omit<KhenThuongInput, 'nguoiNhan' | 'version'>;
const valuesOf = (input: Values) => ({
  namHocId: input.namHocId,
  tieuDe: input.tieuDe,
  moTa: input.moTa || null,
  loai: input.loai,
  ngayTrao: input.ngayTrao,
  anhId: input.anhId ?? null,
});

export async function insertAward(db: DbOrTx, input: Values) {
  const [row] = await db.insert(khenThuong).values(valuesOf(input)).returning({ id: khenThuong.id });
  return row!.id;
}

/** Updates when the stored version is the expected one; undefined when it changed meanwhile. */
export async function updateAward(
  db: DbOrTx,
  id: number,
  expectedVersion: number,
  changes: Partial<ReturnType<typeof valuesOf>> & { an?: boolean },
) {
  const [row] = await db
    .update(khenThuong)
    .set({ ...changes, version: sql`${khenThuong.version} + 1`, updatedAt: new Date() })
    .where(and(eq(khenThuong.id, id), eq(khenThuong.version, expectedVersion)))
    .returning({ id: khenThuong.id });
  return row;
}

export { valuesOf as awardValues };

export async function replaceRecipients(
  db: DbOrTx,
  khenThuongId: number,
  recipients: { hocSinhId: number | null; nhanVienId: number | null; hoTen: string }[],
) {
  await db.delete(khenThuongNguoiNhan).where(eq(khenThuongNguoiNhan.khenThuongId, khenThuongId));
  if (recipients.length === 0) return;
  await db.insert(khenThuongNguoiNhan).values(recipients.map((r, thuTu) => ({ ...r, khenThuongId, thuTu })));
}
