import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import {
  auditLog,
  baiThiCam,
  baiThiCamCaiDat,
  heHoc,
  hocSinh,
  ketQuaThiCam,
  khoi,
  lopMonHoc,
  lopMonHocGiaoVien,
  lopMonHocHocSinh,
  lopQuanLy,
  monHoc,
  nhanVien,
  phongBan,
} from '../../db/schema';
import { toJsonbSafe } from '../../lib/audit';
import { searchAny } from '../../lib/list';
import { activeYearId } from '../nam-hoc';
import type { DiemCamScope } from './diem-cam.policy';

/*
 * Results of Cambridge exams. Reads of one exam go through `findExamAccess` (the facts the policy turns into rights,
 * 404 when none); the lists (`listClasses`) take the caller's scope: classes they teach, exams they enter or check,
 * classes taught by members of a department they head, or everything for the office.
 */
const CAMBRIDGE = 'CAM';

const teacherIdsOf = sql<number[]>`coalesce((select json_agg(g.nhan_vien_id order by g.nhan_vien_id)
  from ${lopMonHocGiaoVien} g where g.lop_mon_hoc_id = ${lopMonHoc.id}), '[]'::json)`;
/** Heads of the departments the class's teachers belong to. */
const headIdsOf = sql<number[]>`coalesce((select json_agg(distinct p.truong_phong_id)
  from ${lopMonHocGiaoVien} g join ${nhanVien} n on n.id = g.nhan_vien_id join ${phongBan} p on p.id = n.phong_ban_id
  where g.lop_mon_hoc_id = ${lopMonHoc.id} and p.truong_phong_id is not null and p.deleted_at is null), '[]'::json)`;

/** The facts of an exam the policy needs, or undefined when it is not a Cambridge exam. */
export async function findExamAccess(db: DbOrTx, id: number, forUpdate = false) {
  const query = db
    .select({
      id: baiThiCam.id,
      lopMonHocId: baiThiCam.lopMonHocId,
      trangThai: baiThiCam.trangThai,
      version: baiThiCam.version,
      teacherIds: teacherIdsOf,
      headIds: headIdsOf,
      nguoiNhapIds: sql<number[]>`coalesce(${baiThiCamCaiDat.nguoiNhapIds}, '[]'::jsonb)`,
      nguoiKiemTraIds: sql<number[]>`coalesce(${baiThiCamCaiDat.nguoiKiemTraIds}, '[]'::jsonb)`,
      moNhapTu: baiThiCamCaiDat.moNhapTu,
      moNhapDen: baiThiCamCaiDat.moNhapDen,
    })
    .from(baiThiCam)
    .innerJoin(lopMonHoc, eq(lopMonHoc.id, baiThiCam.lopMonHocId))
    .innerJoin(monHoc, eq(monHoc.id, lopMonHoc.monHocId))
    .innerJoin(heHoc, and(eq(heHoc.id, monHoc.heHocId), eq(heHoc.ma, CAMBRIDGE)))
    .leftJoin(baiThiCamCaiDat, eq(baiThiCamCaiDat.baiThiCamId, baiThiCam.id))
    .where(eq(baiThiCam.id, id));
  const [row] = forUpdate ? await query.for('update', { of: baiThiCam }) : await query;
  if (!row) return undefined;
  return {
    ...row,
    moNhapTu: row.moNhapTu == null ? null : new Date(row.moNhapTu),
    moNhapDen: row.moNhapDen == null ? null : new Date(row.moNhapDen),
  };
}
export type ExamAccess = NonNullable<Awaited<ReturnType<typeof findExamAccess>>>;

const resultColumns = {
  id: ketQuaThiCam.id,
  baiThiCamId: ketQuaThiCam.baiThiCamId,
  hocSinhId: ketQuaThiCam.hocSinhId,
  diem: ketQuaThiCam.diem,
  vangThi: ketQuaThiCam.vangThi,
  tongDiem: ketQuaThiCam.tongDiem,
  xepLoai: ketQuaThiCam.xepLoai,
  pum: ketQuaThiCam.pum,
  diemQuyDoi: ketQuaThiCam.diemQuyDoi,
  thangQuyDoiId: ketQuaThiCam.thangQuyDoiId,
  version: ketQuaThiCam.version,
};
export type ResultRow = Pick<typeof ketQuaThiCam.$inferSelect, keyof typeof resultColumns>;

/** The stored results of exams (optionally of some students, locked for update). */
export async function listResults(
  db: DbOrTx,
  examIds: number[],
  options: { hocSinhIds?: number[]; forUpdate?: boolean } = {},
): Promise<ResultRow[]> {
  if (examIds.length === 0) return [];
  const query = db
    .select(resultColumns)
    .from(ketQuaThiCam)
    .where(
      and(
        inArray(ketQuaThiCam.baiThiCamId, examIds),
        options.hocSinhIds ? inArray(ketQuaThiCam.hocSinhId, options.hocSinhIds) : undefined,
      ),
    )
    .orderBy(asc(ketQuaThiCam.id));
  return options.forUpdate ? await query.for('update') : await query;
}

export interface ResultWrite {
  hocSinhId: number;
  diem: (number | null)[];
  vangThi: boolean;
  tongDiem: number | null;
  xepLoai: string | null;
  pum: number | null;
}

export interface ResultAudit {
  hocSinhId: number;
  action: 'create' | 'update';
  before: unknown;
  after: unknown;
}

/**
 * Writes results of one exam and their audit rows (who, when, old and new marks) in the caller's transaction: one
 * statement for the rows (insert or update, version + 1), one for the audit. Answers the written rows.
 */
export async function writeResults(
  tx: DbOrTx,
  input: {
    baiThiCamId: number;
    actor: { accountId: number | null; requestId?: string };
    rows: ResultWrite[];
    audits: ResultAudit[];
    reason: string | null;
  },
): Promise<ResultRow[]> {
  if (input.rows.length === 0) return [];
  const written = await tx
    .insert(ketQuaThiCam)
    .values(input.rows.map((r) => ({ ...r, baiThiCamId: input.baiThiCamId, updatedBy: input.actor.accountId })))
    .onConflictDoUpdate({
      target: [ketQuaThiCam.baiThiCamId, ketQuaThiCam.hocSinhId],
      set: {
        diem: sql`excluded.diem`,
        vangThi: sql`excluded.vang_thi`,
        tongDiem: sql`excluded.tong_diem`,
        xepLoai: sql`excluded.xep_loai`,
        pum: sql`excluded.pum`,
        version: sql`${ketQuaThiCam.version} + 1`,
        updatedAt: sql`now()`,
        updatedBy: sql`excluded.updated_by`,
      },
    })
    .returning(resultColumns);
  if (input.audits.length > 0)
    await tx.insert(auditLog).values(
      input.audits.map((a) => ({
        actorAccountId: input.actor.accountId,
        action: a.action,
        entity: 'KetQuaThiCam',
        entityId: `${input.baiThiCamId}:${a.hocSinhId}`,
        before: toJsonbSafe(a.before),
        after: toJsonbSafe(a.after),
        reason: input.reason,
        requestId: input.actor.requestId ?? null,
      })),
    );
  return written;
}

/** Rewrites the computed columns of an exam's results (after its components or thresholds changed). */
export async function updateComputed(
  tx: DbOrTx,
  rows: (Pick<ResultWrite, 'tongDiem' | 'xepLoai' | 'pum'> & { id: number })[],
) {
  for (const r of rows)
    await tx
      .update(ketQuaThiCam)
      .set({ tongDiem: r.tongDiem, xepLoai: r.xepLoai, pum: r.pum })
      .where(eq(ketQuaThiCam.id, r.id));
}

/** Moves an exam's marks to a state when the stored version is the expected one; false when it changed meanwhile. */
export async function setExamState(tx: DbOrTx, id: number, expectedVersion: number, trangThai: string) {
  const rows = await tx
    .update(baiThiCam)
    .set({ trangThai, version: sql`${baiThiCam.version} + 1`, updatedAt: new Date() })
    .where(and(eq(baiThiCam.id, id), eq(baiThiCam.version, expectedVersion)))
    .returning({ id: baiThiCam.id, version: baiThiCam.version });
  return rows[0];
}

export async function findSettings(db: DbOrTx, baiThiCamId: number) {
  const [row] = await db.select().from(baiThiCamCaiDat).where(eq(baiThiCamCaiDat.baiThiCamId, baiThiCamId));
  return row;
}

export function staffNames(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: nhanVien.id, hoTen: nhanVien.hoTen })
    .from(nhanVien)
    .where(and(inArray(nhanVien.id, ids), isNull(nhanVien.deletedAt)));
}

export interface SettingsValues {
  moNhapTu: Date | null;
  moNhapDen: Date | null;
  nguoiNhapIds: number[];
  nguoiKiemTraIds: number[];
  ghiChu?: string | null;
}

/** Creates (expected version 0) or updates the settings of an exam; false when the version changed meanwhile. */
export async function saveSettings(tx: DbOrTx, baiThiCamId: number, expectedVersion: number, values: SettingsValues) {
  if (expectedVersion === 0) {
    const rows = await tx
      .insert(baiThiCamCaiDat)
      .values({ baiThiCamId, ...values, version: 1 })
      .onConflictDoNothing()
      .returning({ id: baiThiCamCaiDat.id });
    return rows.length > 0;
  }
  const rows = await tx
    .update(baiThiCamCaiDat)
    .set({ ...values, version: sql`${baiThiCamCaiDat.version} + 1`, updatedAt: new Date() })
    .where(and(eq(baiThiCamCaiDat.baiThiCamId, baiThiCamId), eq(baiThiCamCaiDat.version, expectedVersion)))
    .returning({ id: baiThiCamCaiDat.id });
  return rows.length > 0;
}

/** Sets the note of an exam's settings (a returned submission's reason), creating the row when absent. */
export async function setNote(tx: DbOrTx, baiThiCamId: number, ghiChu: string | null) {
  await tx
    .insert(baiThiCamCaiDat)
    .values({ baiThiCamId, ghiChu, version: 1 })
    .onConflictDoUpdate({ target: baiThiCamCaiDat.baiThiCamId, set: { ghiChu } });
}

/**
 * Which exams and classes the caller reaches for results: the office everything; a teacher the classes they teach,
 * the classes taught by members of a department they head, and the exams whose settings name them.
 */
function visibleClass(scope: DiemCamScope): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  if (scope.kind === 'none') return sql`false`;
  const me = scope.nhanVienId;
  return sql`(exists (select 1 from ${lopMonHocGiaoVien} g
      left join ${nhanVien} n on n.id = g.nhan_vien_id left join ${phongBan} p on p.id = n.phong_ban_id
      where g.lop_mon_hoc_id = ${lopMonHoc.id} and (g.nhan_vien_id = ${me} or p.truong_phong_id = ${me}))
    or exists (select 1 from ${baiThiCam} b join ${baiThiCamCaiDat} c on c.bai_thi_cam_id = b.id
      where b.lop_mon_hoc_id = ${lopMonHoc.id}
        and (c.nguoi_nhap_ids @> to_jsonb(${me}::int) or c.nguoi_kiem_tra_ids @> to_jsonb(${me}::int))))`;
}

/** The Cambridge subject classes of the active year the caller reaches, with teachers, size and grade level. */
export function listClasses(db: DbOrTx, scope: DiemCamScope, search: string | undefined) {
  return db
    .select({
      id: lopMonHoc.id,
      tenLop: lopMonHoc.tenLop,
      maMonHoc: monHoc.maMonHoc,
      tenMonHoc: monHoc.tenMonHoc,
      maSyllabus: monHoc.maSyllabus,
      tenKhoi: khoi.tenKhoi,
      giaoVien: sql<string[]>`coalesce((select json_agg(n.ho_ten order by n.ho_ten) from ${lopMonHocGiaoVien} g
        join ${nhanVien} n on n.id = g.nhan_vien_id where g.lop_mon_hoc_id = ${lopMonHoc.id}), '[]'::json)`,
      soHocSinh: sql<number>`(select cast(count(*) as integer) from ${lopMonHocHocSinh} m
        join ${hocSinh} h on h.id = m.hoc_sinh_id
        where m.lop_mon_hoc_id = ${lopMonHoc.id} and m.den_ngay is null and h.deleted_at is null)`,
    })
    .from(lopMonHoc)
    .innerJoin(monHoc, eq(monHoc.id, lopMonHoc.monHocId))
    .innerJoin(heHoc, and(eq(heHoc.id, monHoc.heHocId), eq(heHoc.ma, CAMBRIDGE)))
    .leftJoin(lopQuanLy, eq(lopQuanLy.id, lopMonHoc.lopQuanLyId))
    .leftJoin(khoi, eq(khoi.id, lopQuanLy.khoiId))
    .where(
      and(
        eq(lopMonHoc.namHocId, activeYearId()),
        visibleClass(scope),
        searchAny(search, lopMonHoc.tenLop, monHoc.tenMonHoc, monHoc.maSyllabus),
      ),
    )
    .orderBy(asc(monHoc.tenMonHoc), asc(lopMonHoc.tenLop), asc(lopMonHoc.id));
}

/** The exams of subject classes with how many current members have a complete result. */
export function listExamProgress(db: DbOrTx, lopMonHocIds: number[]) {
  if (lopMonHocIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: baiThiCam.id,
      lopMonHocId: baiThiCam.lopMonHocId,
      ten: baiThiCam.ten,
      loai: baiThiCam.loai,
      ngayThi: baiThiCam.ngayThi,
      trangThai: baiThiCam.trangThai,
      moNhapDen: baiThiCamCaiDat.moNhapDen,
      soDaNhap: sql<number>`(select cast(count(*) as integer) from ${ketQuaThiCam} k
        join ${lopMonHocHocSinh} m on m.hoc_sinh_id = k.hoc_sinh_id and m.lop_mon_hoc_id = ${baiThiCam.lopMonHocId}
          and m.den_ngay is null
        where k.bai_thi_cam_id = ${baiThiCam.id} and (k.vang_thi or k.tong_diem is not null))`,
    })
    .from(baiThiCam)
    .leftJoin(baiThiCamCaiDat, eq(baiThiCamCaiDat.baiThiCamId, baiThiCam.id))
    .where(inArray(baiThiCam.lopMonHocId, lopMonHocIds))
    .orderBy(asc(baiThiCam.ngayThi), asc(baiThiCam.id));
}

/**
 * The same exam in the other classes of the grade level: exams of the same name and kind, of subject classes of the
 * same subject and year whose homeroom classes are of the same grade level.
 */
export function listSiblingExams(db: DbOrTx, exam: { ten: string; loai: string; lopMonHocId: number }) {
  const own = alias(lopMonHoc, 'own');
  const ownHomeroom = alias(lopQuanLy, 'own_homeroom');
  return db
    .select({ baiThiCamId: baiThiCam.id, tenLop: lopMonHoc.tenLop })
    .from(own)
    .leftJoin(ownHomeroom, eq(ownHomeroom.id, own.lopQuanLyId))
    .innerJoin(lopMonHoc, and(eq(lopMonHoc.monHocId, own.monHocId), eq(lopMonHoc.namHocId, own.namHocId)))
    .leftJoin(lopQuanLy, eq(lopQuanLy.id, lopMonHoc.lopQuanLyId))
    .innerJoin(
      baiThiCam,
      and(eq(baiThiCam.lopMonHocId, lopMonHoc.id), eq(baiThiCam.ten, exam.ten), eq(baiThiCam.loai, exam.loai)),
    )
    .where(and(eq(own.id, exam.lopMonHocId), sql`${lopQuanLy.khoiId} is not distinct from ${ownHomeroom.khoiId}`))
    .orderBy(asc(lopMonHoc.tenLop), asc(baiThiCam.id));
}

/**
 * A student's results of published (or locked) Cambridge exams, with the exam and subject; the stored values, which
 * every state move refreshes, so they are those of the exam as it was published.
 */
export function listPublishedResultsOfStudent(db: DbOrTx, hocSinhId: number, namHocId?: number) {
  return db
    .select({
      baiThiCamId: baiThiCam.id,
      ten: baiThiCam.ten,
      loai: baiThiCam.loai,
      ngayThi: baiThiCam.ngayThi,
      trangThai: baiThiCam.trangThai,
      lopMonHocId: lopMonHoc.id,
      namHocId: lopMonHoc.namHocId,
      tenLop: lopMonHoc.tenLop,
      maMonHoc: monHoc.maMonHoc,
      tenMonHoc: monHoc.tenMonHoc,
      tenMonHocEn: monHoc.tenMonHocEn,
      maSyllabus: monHoc.maSyllabus,
      diem: ketQuaThiCam.diem,
      vangThi: ketQuaThiCam.vangThi,
      tongDiem: ketQuaThiCam.tongDiem,
      xepLoai: ketQuaThiCam.xepLoai,
      pum: ketQuaThiCam.pum,
      diemQuyDoi: ketQuaThiCam.diemQuyDoi,
      thangQuyDoiId: ketQuaThiCam.thangQuyDoiId,
      nhanXet: ketQuaThiCam.nhanXet,
      noLuc: ketQuaThiCam.noLuc,
    })
    .from(ketQuaThiCam)
    .innerJoin(baiThiCam, eq(baiThiCam.id, ketQuaThiCam.baiThiCamId))
    .innerJoin(lopMonHoc, eq(lopMonHoc.id, baiThiCam.lopMonHocId))
    .innerJoin(monHoc, eq(monHoc.id, lopMonHoc.monHocId))
    .innerJoin(heHoc, and(eq(heHoc.id, monHoc.heHocId), eq(heHoc.ma, CAMBRIDGE)))
    .where(
      and(
        eq(ketQuaThiCam.hocSinhId, hocSinhId),
        inArray(baiThiCam.trangThai, ['daCongBo', 'daKhoa']),
        namHocId ? eq(lopMonHoc.namHocId, namHocId) : undefined,
      ),
    )
    .orderBy(asc(monHoc.tenMonHoc), asc(baiThiCam.ngayThi), asc(baiThiCam.id));
}
