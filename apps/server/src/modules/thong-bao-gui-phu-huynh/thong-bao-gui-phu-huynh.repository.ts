import type { ThongBaoGuiPhuHuynhListQuery } from '@hpl/shared';
import { and, asc, desc, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  files,
  thongBaoGuiPhuHuynh as n,
  thongBaoGuiPhuHuynhNguoiNhan as r,
  thongBaoGuiPhuHuynhTep as tep,
} from '../../db/schema';
import { countAll, orderByOf, pageWithTotal, searchAny } from '../../lib/list';

/*
 * Notices are reached through their class: the service resolves the class the caller manages (chu-nhiem's
 * `findManagedClass`, 404 otherwise) before any read or write, so the list takes that class id as its scope and a
 * single notice is checked against its class in the service. The public queries are keyed by a verified link.
 */

const counts = () =>
  sql`(select count(*)::int from ${r} where ${r.thongBaoId} = ${sql.raw('"thong_bao_gui_phu_huynh"."id"')})`;
const countWhere = (condition: SQL) =>
  sql`(select count(*)::int from ${r} where ${r.thongBaoId} = ${sql.raw('"thong_bao_gui_phu_huynh"."id"')} and ${condition})`;

const columns = {
  id: n.id,
  lopQuanLyId: n.lopQuanLyId,
  tieuDe: n.tieuDe,
  canXacNhan: n.canXacNhan,
  trangThai: n.trangThai,
  hocSinhIds: n.hocSinhIds,
  henGuiLuc: n.henGuiLuc,
  guiLuc: n.guiLuc,
  thuHoiLuc: n.thuHoiLuc,
  nguoiTaoTen: n.nguoiTaoTen,
  soNguoiNhan: sql<number>`${counts()}`,
  soDaMo: sql<number>`${countWhere(sql`${r.moLuc} is not null`)}`,
  soDaXacNhan: sql<number>`${countWhere(sql`${r.xacNhanLuc} is not null`)}`,
  soLoi: sql<number>`${countWhere(sql`${r.trangThaiEmail} = 'loi'`)}`,
  version: n.version,
  createdAt: n.createdAt,
};

export function listNotices(db: DbOrTx, lopQuanLyId: number, query: ThongBaoGuiPhuHuynhListQuery) {
  const where = and(eq(n.lopQuanLyId, lopQuanLyId), searchAny(query.search, n.tieuDe));
  const order = orderByOf(query.sort, { tieuDe: n.tieuDe, createdAt: n.createdAt, guiLuc: n.guiLuc }, [
    desc(n.createdAt),
  ]);
  return pageWithTotal(
    query,
    db
      .select(columns)
      .from(n)
      .where(where)
      .orderBy(...order, desc(n.id))
      .$dynamic(),
    db.select({ n: countAll() }).from(n).where(where),
  );
}

/** A notice with its body, or undefined; `forUpdate` locks it for a state change. */
export async function findNotice(db: DbOrTx, id: number, forUpdate = false) {
  const query = db
    .select({ ...columns, noiDung: n.noiDung, soLanGui: n.soLanGui, nguoiTaoId: n.nguoiTaoId })
    .from(n)
    .where(eq(n.id, id));
  const [row] = forUpdate ? await query.for('update', { of: n }) : await query;
  return row;
}

export type NoticeFields = Pick<
  typeof n.$inferInsert,
  'lopQuanLyId' | 'tieuDe' | 'noiDung' | 'canXacNhan' | 'hocSinhIds'
>;

export async function insertNotice(db: DbOrTx, fields: NoticeFields & { nguoiTaoId: number; nguoiTaoTen: string }) {
  const [row] = await db.insert(n).values(fields).returning({ id: n.id });
  return row!.id;
}

/** Updates a draft only when the stored version is the expected one; false when it changed meanwhile. */
export async function updateDraft(db: DbOrTx, id: number, expectedVersion: number, fields: NoticeFields) {
  const rows = await db
    .update(n)
    .set({ ...fields, version: sql`${n.version} + 1`, updatedAt: new Date() })
    .where(and(eq(n.id, id), eq(n.version, expectedVersion), eq(n.trangThai, 'nhap')))
    .returning({ id: n.id });
  return rows.length > 0;
}

export async function setState(
  db: DbOrTx,
  id: number,
  values: Partial<Pick<typeof n.$inferInsert, 'trangThai' | 'henGuiLuc' | 'guiLuc' | 'thuHoiLuc'>> & {
    nextRound?: boolean;
  },
) {
  const { nextRound, ...rest } = values;
  const [row] = await db
    .update(n)
    .set({
      ...rest,
      ...(nextRound ? { soLanGui: sql`${n.soLanGui} + 1` } : {}),
      version: sql`${n.version} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(n.id, id))
    .returning({ soLanGui: n.soLanGui });
  return row!.soLanGui;
}

export async function deleteNotice(db: DbOrTx, id: number) {
  await db.delete(n).where(eq(n.id, id));
}

// Attachments

export function listAttachments(db: DbOrTx, thongBaoId: number) {
  return db
    .select({ id: files.id, tenTep: files.originalName, mimeType: files.mimeType, kichThuoc: files.size })
    .from(tep)
    .innerJoin(files, eq(files.id, tep.fileId))
    .where(eq(tep.thongBaoId, thongBaoId))
    .orderBy(asc(tep.thuTu), asc(files.id));
}

export async function replaceAttachments(db: DbOrTx, thongBaoId: number, fileIds: number[]) {
  await db.delete(tep).where(eq(tep.thongBaoId, thongBaoId));
  if (fileIds.length) await db.insert(tep).values(fileIds.map((fileId, thuTu) => ({ thongBaoId, fileId, thuTu })));
}

/** Stored files of a purpose among `ids` (to check a draft refers only to the caller's own uploads). */
export function listFilesOf(db: DbOrTx, ids: number[], purpose: string) {
  return db
    .select({ id: files.id, ownerAccountId: files.ownerAccountId })
    .from(files)
    .where(and(inArray(files.id, ids.concat(0)), eq(files.purpose, purpose)));
}

/** An attachment of a notice, with what a download needs; undefined when the file is not attached to it. */
export async function findAttachment(db: DbOrTx, thongBaoId: number, fileId: number) {
  const [row] = await db
    .select({ id: files.id, sha256: files.sha256, mimeType: files.mimeType, originalName: files.originalName })
    .from(tep)
    .innerJoin(files, eq(files.id, tep.fileId))
    .where(and(eq(tep.thongBaoId, thongBaoId), eq(tep.fileId, fileId)));
  return row;
}

/** The notices a file is attached to (the download policy for staff). */
export function listNoticesOfFile(db: DbOrTx, fileId: number) {
  return db
    .select({ lopQuanLyId: n.lopQuanLyId })
    .from(tep)
    .innerJoin(n, eq(n.id, tep.thongBaoId))
    .where(eq(tep.fileId, fileId));
}

// Recipients

const recipientColumns = {
  id: r.id,
  hocSinhId: r.hocSinhId,
  hoTen: r.hoTen,
  quanHe: r.quanHe,
  email: r.email,
  trangThaiEmail: r.trangThaiEmail,
  loiEmail: r.loiEmail,
  guiLuc: r.guiLuc,
  soLanGui: r.soLanGui,
  moLuc: r.moLuc,
  xacNhanLuc: r.xacNhanLuc,
  hetHanLuc: r.hetHanLuc,
  thuHoiLuc: r.thuHoiLuc,
  phienBan: r.phienBan,
};

export function listRecipients(db: DbOrTx, thongBaoId: number) {
  return db.select(recipientColumns).from(r).where(eq(r.thongBaoId, thongBaoId)).orderBy(asc(r.hocSinhId), asc(r.id));
}

export async function findRecipient(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ ...recipientColumns, thongBaoId: r.thongBaoId })
    .from(r)
    .where(eq(r.id, id));
  return row;
}

export async function insertRecipients(db: DbOrTx, rows: (typeof r.$inferInsert)[]) {
  if (rows.length) await db.insert(r).values(rows).onConflictDoNothing();
}

/**
 * Queues the e-mail again for the guardians who have not opened the notice (links not revoked, not in an SMTP call
 * right now); answers how many.
 */
export async function requeueUnopened(db: DbOrTx, thongBaoId: number, hetHanLuc: Date, hasSmtp: boolean) {
  const rows = await db
    .update(r)
    .set({
      trangThaiEmail: hasSmtp ? sql`case when ${r.email} is null then 'khong_gui' else 'cho_gui' end` : 'khong_gui',
      hetHanLuc,
    })
    .where(and(eq(r.thongBaoId, thongBaoId), isNull(r.moLuc), isNull(r.thuHoiLuc), ne(r.trangThaiEmail, 'dang_gui')))
    .returning({ id: r.id });
  return rows.length;
}

/** The next guardians the send job must mail. */
export function listWaiting(db: DbOrTx, thongBaoId: number, limit: number) {
  return db
    .select(recipientColumns)
    .from(r)
    .where(and(eq(r.thongBaoId, thongBaoId), eq(r.trangThaiEmail, 'cho_gui')))
    .orderBy(asc(r.id))
    .limit(limit);
}

/**
 * Takes one waiting guardian for the SMTP call: `cho_gui` → `dang_gui`, committed before the call. False when the row
 * is no longer waiting (recalled meanwhile, or taken by another run), and then it must not be mailed.
 */
export async function claimForSending(db: DbOrTx, id: number) {
  const rows = await db
    .update(r)
    .set({ trangThaiEmail: 'dang_gui' })
    .where(and(eq(r.id, id), eq(r.trangThaiEmail, 'cho_gui')))
    .returning({ id: r.id });
  return rows.length > 0;
}

/**
 * Guardians a previous run took for sending and never recorded (it stopped between the SMTP call and the update):
 * the mail server may have accepted their mail, so they become `chua_ro` (uncertain) and are not mailed again — at
 * most once per guardian; the teacher sees them and may resend to those who have not opened. Answers how many.
 */
export async function markInterruptedUncertain(db: DbOrTx, thongBaoId: number) {
  const rows = await db
    .update(r)
    .set({ trangThaiEmail: 'chua_ro', loiEmail: null, soLanGui: sql`${r.soLanGui} + 1` })
    .where(and(eq(r.thongBaoId, thongBaoId), eq(r.trangThaiEmail, 'dang_gui')))
    .returning({ id: r.id });
  return rows.length;
}

/**
 * Records one guardian's delivery; only the row taken for this call changes (`dang_gui`, or `chua_ro` when a run that
 * took over judged it uncertain before this answer arrived), so a retried job never counts it twice.
 */
export async function markDelivery(db: DbOrTx, id: number, outcome: { ok: true } | { ok: false; error: string }) {
  await db
    .update(r)
    .set(
      outcome.ok
        ? { trangThaiEmail: 'da_gui', guiLuc: new Date(), soLanGui: sql`${r.soLanGui} + 1`, loiEmail: null }
        : { trangThaiEmail: 'loi', loiEmail: outcome.error.slice(0, 500), soLanGui: sql`${r.soLanGui} + 1` },
    )
    .where(and(eq(r.id, id), inArray(r.trangThaiEmail, ['dang_gui', 'chua_ro'])));
}

/** Marks every guardian without e-mail (or all, without SMTP) as reached by the link only. */
export async function markLinkOnly(db: DbOrTx, thongBaoId: number, all: boolean) {
  await db
    .update(r)
    .set({ trangThaiEmail: 'khong_gui' })
    .where(and(eq(r.thongBaoId, thongBaoId), eq(r.trangThaiEmail, 'cho_gui'), all ? undefined : isNull(r.email)));
}

export async function revokeRecipient(db: DbOrTx, id: number) {
  await db
    .update(r)
    .set({ thuHoiLuc: new Date() })
    .where(and(eq(r.id, id), isNull(r.thuHoiLuc)));
}

export async function markOpened(db: DbOrTx, id: number) {
  await db
    .update(r)
    .set({ moLuc: new Date() })
    .where(and(eq(r.id, id), isNull(r.moLuc)));
}

export async function markAcknowledged(db: DbOrTx, id: number) {
  const [row] = await db
    .update(r)
    .set({ xacNhanLuc: sql`coalesce(${r.xacNhanLuc}, now())`, moLuc: sql`coalesce(${r.moLuc}, now())` })
    .where(eq(r.id, id))
    .returning({ xacNhanLuc: r.xacNhanLuc });
  return row!.xacNhanLuc!;
}
