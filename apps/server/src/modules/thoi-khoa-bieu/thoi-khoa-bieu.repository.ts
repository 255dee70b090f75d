import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  caiDatThoiKhoaBieu,
  giaoVienBanTiet,
  giaoVienNgayUuTien,
  lanTaoThoiKhoaBieu,
  lichTokenThoiKhoaBieu,
  monHocThoiKhoaBieu,
  ngoaiLeTietHoc,
  phienBanThoiKhoaBieu,
  tietHoc,
} from '../../db/schema';

// Timetables are school-wide data that only their managers change; per-person reads (my week, the feed) are limited
// by the service to the caller's own lessons, so these queries take ids, not a scope.

/* Settings and constraints */

export async function findSettings(db: DbOrTx, namHocId: number) {
  const [row] = await db.select().from(caiDatThoiKhoaBieu).where(eq(caiDatThoiKhoaBieu.namHocId, namHocId));
  return row;
}

export type SettingsRow = typeof caiDatThoiKhoaBieu.$inferSelect;
export type SettingsValues = Omit<typeof caiDatThoiKhoaBieu.$inferInsert, 'version' | 'updatedAt'>;

export async function insertSettings(db: DbOrTx, values: SettingsValues) {
  const [row] = await db.insert(caiDatThoiKhoaBieu).values(values).onConflictDoNothing().returning();
  return row;
}

/** Updates only when the stored version is the expected one; undefined when it changed meanwhile. */
export async function updateSettings(db: DbOrTx, values: SettingsValues, expectedVersion: number) {
  const [row] = await db
    .update(caiDatThoiKhoaBieu)
    .set({ ...values, version: sql`${caiDatThoiKhoaBieu.version} + 1`, updatedAt: new Date() })
    .where(and(eq(caiDatThoiKhoaBieu.namHocId, values.namHocId), eq(caiDatThoiKhoaBieu.version, expectedVersion)))
    .returning();
  return row;
}

export function listSubjectAttributes(db: DbOrTx) {
  return db.select().from(monHocThoiKhoaBieu);
}

export async function findSubjectAttributes(db: DbOrTx, monHocId: number) {
  const [row] = await db.select().from(monHocThoiKhoaBieu).where(eq(monHocThoiKhoaBieu.monHocId, monHocId));
  return row;
}

export async function upsertSubjectAttributes(db: DbOrTx, rows: (typeof monHocThoiKhoaBieu.$inferInsert)[]) {
  if (rows.length === 0) return;
  await db
    .insert(monHocThoiKhoaBieu)
    .values(rows)
    .onConflictDoUpdate({
      target: monHocThoiKhoaBieu.monHocId,
      set: {
        loaiPhongId: sql`excluded.loai_phong_id`,
        tietDoi: sql`excluded.tiet_doi`,
        monNang: sql`excluded.mon_nang`,
        version: sql`${monHocThoiKhoaBieu.version} + 1`,
      },
    });
}

export function listUnavailable(db: DbOrTx, namHocId: number) {
  return db.select().from(giaoVienBanTiet).where(eq(giaoVienBanTiet.namHocId, namHocId));
}

export async function insertUnavailable(db: DbOrTx, rows: (typeof giaoVienBanTiet.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(giaoVienBanTiet).values(rows).onConflictDoNothing();
}

/** Replaces a teacher's unavailable slots and preferred days of a year. */
export async function replaceTeacherConstraints(
  db: DbOrTx,
  namHocId: number,
  nhanVienId: number,
  banTiet: { day: number; period: number }[],
  ngayUuTien: number[],
) {
  const teacherOfYear = (table: typeof giaoVienBanTiet | typeof giaoVienNgayUuTien) =>
    and(eq(table.namHocId, namHocId), eq(table.nhanVienId, nhanVienId));
  await db.delete(giaoVienBanTiet).where(teacherOfYear(giaoVienBanTiet));
  await db.delete(giaoVienNgayUuTien).where(teacherOfYear(giaoVienNgayUuTien));
  const slots = [...new Map(banTiet.map((s) => [`${s.day}:${s.period}`, s])).values()];
  if (slots.length > 0)
    await db.insert(giaoVienBanTiet).values(slots.map((s) => ({ namHocId, nhanVienId, thu: s.day, tiet: s.period })));
  const days = [...new Set(ngayUuTien)];
  if (days.length > 0) await db.insert(giaoVienNgayUuTien).values(days.map((thu) => ({ namHocId, nhanVienId, thu })));
}

export function listPreferredDays(db: DbOrTx, namHocId: number) {
  return db.select().from(giaoVienNgayUuTien).where(eq(giaoVienNgayUuTien.namHocId, namHocId));
}

/* Versions */

const versionColumns = {
  id: phienBanThoiKhoaBieu.id,
  namHocId: phienBanThoiKhoaBieu.namHocId,
  hocKyId: phienBanThoiKhoaBieu.hocKyId,
  ten: phienBanThoiKhoaBieu.ten,
  trangThai: phienBanThoiKhoaBieu.trangThai,
  ngayApDung: phienBanThoiKhoaBieu.ngayApDung,
  congBoLuc: phienBanThoiKhoaBieu.congBoLuc,
  version: phienBanThoiKhoaBieu.version,
  // Qualified by hand: inside a subquery drizzle writes a column of the outer table without its table name.
  soTiet: sql<number>`(select count(*)::int from ${tietHoc} t where t.phien_ban_id = "phien_ban_thoi_khoa_bieu"."id")`,
};
export type VersionRow = Awaited<ReturnType<typeof findVersion>> & {};

export function listVersions(db: DbOrTx, namHocId: number) {
  return db
    .select(versionColumns)
    .from(phienBanThoiKhoaBieu)
    .where(eq(phienBanThoiKhoaBieu.namHocId, namHocId))
    .orderBy(desc(phienBanThoiKhoaBieu.ngayApDung), desc(phienBanThoiKhoaBieu.id));
}

export async function findVersion(db: DbOrTx, id: number) {
  const [row] = await db.select(versionColumns).from(phienBanThoiKhoaBieu).where(eq(phienBanThoiKhoaBieu.id, id));
  return row;
}

/** The version row locked for a change (publishing, moving a lesson) so concurrent changes run one at a time. */
export async function lockVersion(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: phienBanThoiKhoaBieu.id })
    .from(phienBanThoiKhoaBieu)
    .where(eq(phienBanThoiKhoaBieu.id, id))
    .for('update');
  return row;
}

export async function insertVersion(db: DbOrTx, values: typeof phienBanThoiKhoaBieu.$inferInsert) {
  const [row] = await db.insert(phienBanThoiKhoaBieu).values(values).returning({ id: phienBanThoiKhoaBieu.id });
  return row!.id;
}

/** Changes the status when the stored version is the expected one; false when it changed meanwhile. */
export async function setVersionStatus(
  db: DbOrTx,
  id: number,
  expectedVersion: number,
  trangThai: string,
  congBoLuc?: Date,
): Promise<boolean> {
  const rows = await db
    .update(phienBanThoiKhoaBieu)
    .set({
      trangThai,
      ...(congBoLuc ? { congBoLuc } : {}),
      version: sql`${phienBanThoiKhoaBieu.version} + 1`,
      updatedAt: new Date(),
    })
    .where(and(eq(phienBanThoiKhoaBieu.id, id), eq(phienBanThoiKhoaBieu.version, expectedVersion)))
    .returning({ id: phienBanThoiKhoaBieu.id });
  return rows.length === 1;
}

/**
 * Archives the term's published version (publishing another replaces it); it keeps covering its days up to
 * `coversUntil` (the day before the new version starts).
 */
export async function archivePublishedOfTerm(db: DbOrTx, hocKyId: number, coversUntil: string) {
  return db
    .update(phienBanThoiKhoaBieu)
    .set({
      trangThai: 'luu_tru',
      hieuLucDen: coversUntil,
      version: sql`${phienBanThoiKhoaBieu.version} + 1`,
      updatedAt: new Date(),
    })
    .where(and(eq(phienBanThoiKhoaBieu.hocKyId, hocKyId), eq(phienBanThoiKhoaBieu.trangThai, 'cong_bo')))
    .returning({ id: phienBanThoiKhoaBieu.id });
}

/** Published, or archived by a later version and still covering its days up to `hieuLucDen`. */
const coversDays = sql`(${phienBanThoiKhoaBieu.trangThai} = 'cong_bo' or (${phienBanThoiKhoaBieu.trangThai} = 'luu_tru' and ${phienBanThoiKhoaBieu.hieuLucDen} is not null))`;

/** The versions covering some day of [from, to], newest start first (`versionOn` picks a day's). */
export function listInForceBetween(db: DbOrTx, from: string, to: string) {
  return db
    .select({
      id: phienBanThoiKhoaBieu.id,
      namHocId: phienBanThoiKhoaBieu.namHocId,
      ngayApDung: phienBanThoiKhoaBieu.ngayApDung,
      hieuLucDen: phienBanThoiKhoaBieu.hieuLucDen,
    })
    .from(phienBanThoiKhoaBieu)
    .where(
      and(
        coversDays,
        lte(phienBanThoiKhoaBieu.ngayApDung, to),
        or(isNull(phienBanThoiKhoaBieu.hieuLucDen), gte(phienBanThoiKhoaBieu.hieuLucDen, from)),
      ),
    )
    .orderBy(desc(phienBanThoiKhoaBieu.ngayApDung), desc(phienBanThoiKhoaBieu.id));
}
export type InForceRow = Awaited<ReturnType<typeof listInForceBetween>>[number];

/** The version in force on `day` among `rows` (newest start first): the newest that started and still covers it. */
export const versionOn = <T extends { ngayApDung: string; hieuLucDen: string | null }>(rows: T[], day: string) =>
  rows.find((v) => v.ngayApDung <= day && (v.hieuLucDen === null || v.hieuLucDen >= day));

/** The version in force on `day` first (an array, as the substitutions screen reads it). */
export async function listPublishedUpTo(db: DbOrTx, day: string) {
  const version = versionOn(await listInForceBetween(db, day, day), day);
  return version ? [version] : [];
}

/* Lessons */

const lessonColumns = {
  id: tietHoc.id,
  phienBanId: tietHoc.phienBanId,
  lopMonHocId: tietHoc.lopMonHocId,
  lopQuanLyId: tietHoc.lopQuanLyId,
  hoatDong: tietHoc.hoatDong,
  thu: tietHoc.thu,
  tiet: tietHoc.tiet,
  soTiet: tietHoc.soTiet,
  phongId: tietHoc.phongId,
  giaoVienIds: tietHoc.giaoVienIds,
  coDinh: tietHoc.coDinh,
  version: tietHoc.version,
};
export type LessonRow = Awaited<ReturnType<typeof findLesson>> & {};
export type NewLesson = Omit<typeof tietHoc.$inferInsert, 'id' | 'version'>;

export function listLessons(db: DbOrTx, phienBanId: number) {
  return db
    .select(lessonColumns)
    .from(tietHoc)
    .where(eq(tietHoc.phienBanId, phienBanId))
    .orderBy(asc(tietHoc.thu), asc(tietHoc.tiet), asc(tietHoc.id));
}

/** The lessons of a version that a teacher teaches, of these subject classes, or pinned activities of these classes. */
export function listLessonsOf(
  db: DbOrTx,
  phienBanId: number,
  who: { nhanVienId?: number; lopMonHocIds?: number[]; activitiesOf?: number[] },
) {
  const parts = [
    who.nhanVienId === undefined
      ? undefined
      : sql`${tietHoc.giaoVienIds} @> ${JSON.stringify([who.nhanVienId])}::jsonb`,
    who.lopMonHocIds?.length ? inArray(tietHoc.lopMonHocId, who.lopMonHocIds) : undefined,
    who.activitiesOf?.length
      ? and(inArray(tietHoc.lopQuanLyId, who.activitiesOf), isNotNull(tietHoc.hoatDong))
      : undefined,
  ].filter((p) => p !== undefined);
  if (parts.length === 0) return Promise.resolve([]);
  return db
    .select(lessonColumns)
    .from(tietHoc)
    .where(and(eq(tietHoc.phienBanId, phienBanId), sql`(${sql.join(parts, sql` or `)})`))
    .orderBy(asc(tietHoc.thu), asc(tietHoc.tiet), asc(tietHoc.id));
}

export function findLessonsByIds(db: DbOrTx, ids: number[]) {
  return db
    .select(lessonColumns)
    .from(tietHoc)
    .where(inArray(tietHoc.id, ids.concat(0)));
}

export async function findLesson(db: DbOrTx, id: number) {
  const [row] = await db.select(lessonColumns).from(tietHoc).where(eq(tietHoc.id, id));
  return row;
}

/** Inserts lessons as one json parameter (no bound-parameter ceiling for a whole school's week). */
export async function insertLessons(db: DbOrTx, rows: NewLesson[]) {
  if (rows.length === 0) return;
  await db.execute(sql`
    insert into ${tietHoc} (phien_ban_id, lop_mon_hoc_id, lop_quan_ly_id, hoat_dong, thu, tiet, so_tiet, phong_id,
      giao_vien_ids, co_dinh)
    select r.phien_ban_id, r.lop_mon_hoc_id, r.lop_quan_ly_id, r.hoat_dong, r.thu, r.tiet, r.so_tiet, r.phong_id,
      r.giao_vien_ids, r.co_dinh
    from json_to_recordset(${JSON.stringify(
      rows.map((r) => ({
        phien_ban_id: r.phienBanId,
        lop_mon_hoc_id: r.lopMonHocId ?? null,
        lop_quan_ly_id: r.lopQuanLyId ?? null,
        hoat_dong: r.hoatDong ?? null,
        thu: r.thu,
        tiet: r.tiet,
        so_tiet: r.soTiet ?? 1,
        phong_id: r.phongId ?? null,
        giao_vien_ids: r.giaoVienIds ?? [],
        co_dinh: r.coDinh ?? false,
      })),
    )}::json) as r(phien_ban_id int, lop_mon_hoc_id int, lop_quan_ly_id int, hoat_dong text, thu int, tiet int,
      so_tiet int, phong_id int, giao_vien_ids jsonb, co_dinh boolean)`);
}

export async function copyLessons(db: DbOrTx, fromVersionId: number, toVersionId: number) {
  await db.execute(sql`
    insert into ${tietHoc} (phien_ban_id, lop_mon_hoc_id, lop_quan_ly_id, hoat_dong, thu, tiet, so_tiet, phong_id,
      giao_vien_ids, co_dinh)
    select ${toVersionId}, lop_mon_hoc_id, lop_quan_ly_id, hoat_dong, thu, tiet, so_tiet, phong_id, giao_vien_ids, co_dinh
    from ${tietHoc} where phien_ban_id = ${fromVersionId}`);
}

export async function deleteLessonsOf(db: DbOrTx, phienBanId: number) {
  await db.delete(tietHoc).where(eq(tietHoc.phienBanId, phienBanId));
}

/** Moves a lesson when the stored version is the expected one; undefined when it changed meanwhile. */
export async function moveLesson(
  db: DbOrTx,
  id: number,
  expectedVersion: number,
  to: { thu: number; tiet: number; phongId: number | null },
) {
  const [row] = await db
    .update(tietHoc)
    .set({ ...to, version: sql`${tietHoc.version} + 1` })
    .where(and(eq(tietHoc.id, id), eq(tietHoc.version, expectedVersion)))
    .returning(lessonColumns);
  return row;
}

/* Exceptions of a date */

export type ExceptionRow = typeof ngoaiLeTietHoc.$inferSelect;

export function listExceptionsBetween(db: DbOrTx, from: string, to: string, lessonIds?: number[]) {
  return db
    .select()
    .from(ngoaiLeTietHoc)
    .where(
      and(
        sql`${ngoaiLeTietHoc.ngay} between ${from} and ${to}`,
        lessonIds ? inArray(ngoaiLeTietHoc.tietHocId, lessonIds.concat(0)) : undefined,
      ),
    );
}

/** The lessons a teacher substitutes between two dates. */
export function listSubstitutionsOf(db: DbOrTx, nhanVienId: number, from: string, to: string) {
  return db
    .select()
    .from(ngoaiLeTietHoc)
    .where(
      and(
        eq(ngoaiLeTietHoc.giaoVienThayId, nhanVienId),
        eq(ngoaiLeTietHoc.loai, 'day_thay'),
        sql`${ngoaiLeTietHoc.ngay} between ${from} and ${to}`,
      ),
    );
}

export async function upsertException(db: DbOrTx, values: typeof ngoaiLeTietHoc.$inferInsert) {
  const [row] = await db
    .insert(ngoaiLeTietHoc)
    .values(values)
    .onConflictDoUpdate({
      target: [ngoaiLeTietHoc.tietHocId, ngoaiLeTietHoc.ngay],
      set: {
        loai: values.loai,
        giaoVienThayId: values.giaoVienThayId ?? null,
        phongId: values.phongId ?? null,
        ghiChu: values.ghiChu ?? null,
        taoBoi: values.taoBoi ?? null,
        version: sql`${ngoaiLeTietHoc.version} + 1`,
      },
    })
    .returning();
  return row!;
}

export async function deleteException(db: DbOrTx, tietHocId: number, ngay: string) {
  const rows = await db
    .delete(ngoaiLeTietHoc)
    .where(and(eq(ngoaiLeTietHoc.tietHocId, tietHocId), eq(ngoaiLeTietHoc.ngay, ngay)))
    .returning();
  return rows[0];
}

/* Generation runs */

export type RunRow = typeof lanTaoThoiKhoaBieu.$inferSelect;

export async function insertRun(db: DbOrTx, values: typeof lanTaoThoiKhoaBieu.$inferInsert) {
  const [row] = await db.insert(lanTaoThoiKhoaBieu).values(values).returning();
  return row!;
}

export async function findRun(db: DbOrTx, id: number) {
  const [row] = await db.select().from(lanTaoThoiKhoaBieu).where(eq(lanTaoThoiKhoaBieu.id, id));
  return row;
}

export async function updateRun(db: DbOrTx, id: number, set: Partial<typeof lanTaoThoiKhoaBieu.$inferInsert>) {
  await db.update(lanTaoThoiKhoaBieu).set(set).where(eq(lanTaoThoiKhoaBieu.id, id));
}

/* Calendar feed tokens */

export async function findTokenOwner(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({ taiKhoanId: lichTokenThoiKhoaBieu.taiKhoanId })
    .from(lichTokenThoiKhoaBieu)
    .where(eq(lichTokenThoiKhoaBieu.tokenHash, tokenHash));
  return row?.taiKhoanId;
}

export async function hasToken(db: DbOrTx, taiKhoanId: number) {
  const [row] = await db
    .select({ id: lichTokenThoiKhoaBieu.taiKhoanId })
    .from(lichTokenThoiKhoaBieu)
    .where(eq(lichTokenThoiKhoaBieu.taiKhoanId, taiKhoanId));
  return row !== undefined;
}

export async function replaceToken(db: DbOrTx, taiKhoanId: number, tokenHash: string) {
  await db
    .insert(lichTokenThoiKhoaBieu)
    .values({ taiKhoanId, tokenHash })
    .onConflictDoUpdate({ target: lichTokenThoiKhoaBieu.taiKhoanId, set: { tokenHash, createdAt: new Date() } });
}

export async function deleteToken(db: DbOrTx, taiKhoanId: number) {
  await db.delete(lichTokenThoiKhoaBieu).where(eq(lichTokenThoiKhoaBieu.taiKhoanId, taiKhoanId));
}
