import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auditLog, tamLyBuoiThamVan, tamLyChuyenTuyen, tamLyHoSo } from '../../db/schema';

// Case records are the psychology team's alone (routes admit ChuyenVienTamLy only): no per-caller scope narrows
// them; every read is audit-logged by the service, and the audit rows of a record are its access log.

const h = tamLyHoSo;
const b = tamLyBuoiThamVan;
const summary = {
  id: h.id,
  hocSinhId: h.hocSinhId,
  trangThai: h.trangThai,
  createdAt: h.createdAt,
  soBuoi: sql<number>`(select count(*) from tam_ly_buoi_tham_van s where s.ho_so_id = "tam_ly_ho_so"."id")`.mapWith(
    Number,
  ),
  buoiGanNhat: sql<
    string | null
  >`(select max(s.ngay)::text from tam_ly_buoi_tham_van s where s.ho_so_id = "tam_ly_ho_so"."id")`,
};

export function listRecords(db: DbOrTx) {
  return db.select(summary).from(h).orderBy(desc(h.updatedAt), asc(h.id)).limit(500);
}

export async function findRecord(db: DbOrTx, id: number) {
  const [row] = await db.select(summary).from(h).where(eq(h.id, id));
  return row;
}

export async function findRecordOfStudent(db: DbOrTx, hocSinhId: number) {
  const [row] = await db.select({ id: h.id }).from(h).where(eq(h.hocSinhId, hocSinhId));
  return row?.id;
}

export async function insertRecord(db: DbOrTx, hocSinhId: number, taoBoiId: number) {
  const [row] = await db.insert(h).values({ hocSinhId, taoBoiId }).returning({ id: h.id });
  return row!.id;
}

export async function setRecordState(db: DbOrTx, id: number, trangThai: 'open' | 'closed') {
  await db
    .update(h)
    .set({ trangThai, version: sql`${h.version} + 1`, updatedAt: new Date() })
    .where(eq(h.id, id));
}

export function sessionsOf(db: DbOrTx, hoSoId: number) {
  return db
    .select({ id: b.id, ngay: b.ngay, hinhThuc: b.hinhThuc, ghiChuMaHoa: b.ghiChuMaHoa, nguoiGhi: b.nguoiGhiTen })
    .from(b)
    .where(eq(b.hoSoId, hoSoId))
    .orderBy(desc(b.ngay), desc(b.id));
}

export async function insertSession(db: DbOrTx, values: typeof b.$inferInsert) {
  await db.insert(b).values(values);
  await db.update(h).set({ updatedAt: new Date() }).where(eq(h.id, values.hoSoId));
}

/** Whether any encrypted note is stored (a session's or a referral's): then a production start needs the key. */
export async function anyNotes(db: DbOrTx): Promise<boolean> {
  const [row] = await db.select({ id: b.id }).from(b).limit(1);
  if (row) return true;
  const [referral] = await db.select({ id: r.id }).from(r).limit(1);
  return referral !== undefined;
}

const r = tamLyChuyenTuyen;

/** A record's referrals outside the school, newest first. */
export function referralsOf(db: DbOrTx, hoSoId: number) {
  return db.select().from(r).where(eq(r.hoSoId, hoSoId)).orderBy(desc(r.ngayChuyen), desc(r.id));
}

export async function findReferral(db: DbOrTx, hoSoId: number, id: number) {
  const [row] = await db
    .select()
    .from(r)
    .where(and(eq(r.id, id), eq(r.hoSoId, hoSoId)));
  return row;
}

export async function insertReferral(db: DbOrTx, values: typeof r.$inferInsert) {
  const [row] = await db.insert(r).values(values).returning({ id: r.id });
  await db.update(h).set({ updatedAt: new Date() }).where(eq(h.id, values.hoSoId));
  return row!.id;
}

/** Records the follow-up of a referral at the version read; false when another change came first. */
export async function updateReferral(
  db: DbOrTx,
  id: number,
  version: number,
  values: { trangThai: string; ngayTheoDoi: string | null; ketQuaTheoDoi: string | null },
) {
  const rows = await db
    .update(r)
    .set({ ...values, version: sql`${r.version} + 1`, updatedAt: new Date() })
    .where(and(eq(r.id, id), eq(r.version, version)))
    .returning({ id: r.id });
  return rows.length > 0;
}

/** The access log of a record: its audit rows, newest first. */
export function accessLog(db: DbOrTx, hoSoId: number) {
  return db
    .select({ at: auditLog.at, action: auditLog.action, after: auditLog.after })
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'TamLyHoSo'), eq(auditLog.entityId, String(hoSoId))))
    .orderBy(desc(auditLog.id))
    .limit(200);
}
