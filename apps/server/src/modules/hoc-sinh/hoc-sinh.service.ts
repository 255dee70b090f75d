import type {
  HocSinh,
  HocSinhInput,
  HocSinhListQuery,
  HocSinhUpdate,
  PhuHuynhInput,
  zChuyenTruongListQuery,
} from '@hpl/shared';
import { and, asc, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import {
  chuyenTruong,
  chuyenTruongTaiLieu,
  files,
  hocSinh,
  lopMonHoc,
  lopMonHocHocSinh,
  lopQuanLy,
  lopQuanLyHocSinh,
  monHoc,
  namHoc,
  nhanVien,
  phuHuynh,
  taiKhoan,
} from '../../db/schema';
import { type Actor, audit } from '../../lib/audit';
import { AppError, badRequest, conflict, notFound, PG_UNIQUE_VIOLATION, pgErrorCode } from '../../lib/errors';
import { countAll, pageOf, pageWithTotal, unaccentContains } from '../../lib/list';
import { AVATAR_MAX_BYTES, detectImageType, type Upload } from '../../lib/multipart';
import { nameValues } from '../../lib/name-order';
import { schoolToday } from '../../lib/school-date';
import { sha256Of, storeFile } from '../../lib/uploads';
import { isYearOpen } from '../nam-hoc';
import * as repo from './hoc-sinh.repository';

const ENTITY = 'HocSinh';
/** Today at the school (enrolment and transfer dates). */
export const today = () => schoolToday();

export const listStudents = (db: Db, query: HocSinhListQuery) => repo.listStudents(db, query);

/** One homeroom enrolment per student in a year (the active one by default), as a subquery other lists join. */
export const studentEnrolments = repo.enrolmentsOfYear;

export async function getStudent(db: DbOrTx, id: number): Promise<HocSinh> {
  const row = await repo.findStudent(db, id);
  if (!row) throw notFound();
  return row;
}

/** A class that accepts enrolments: it exists and its year is not closed. */
export async function openClass(tx: DbOrTx, lopQuanLyId: number, field = 'lopQuanLyId') {
  const [cls] = await tx
    .select({ id: lopQuanLy.id, tenLop: lopQuanLy.tenLop, namHocId: lopQuanLy.namHocId })
    .from(lopQuanLy)
    .where(eq(lopQuanLy.id, lopQuanLyId));
  if (!cls) throw badRequest('hocSinh.tenLop.invalid', {}, field);
  if (!(await isYearOpen(tx, cls.namHocId))) throw badRequest('hocSinh.classYearClosed', { name: cls.tenLop }, field);
  return cls;
}

async function replaceParents(tx: DbOrTx, hocSinhId: number, parents: PhuHuynhInput[]) {
  await tx.delete(phuHuynh).where(eq(phuHuynh.hocSinhId, hocSinhId));
  if (parents.length > 0) await tx.insert(phuHuynh).values(parents.map((p) => ({ ...p, hocSinhId })));
}

async function listParents(db: DbOrTx, hocSinhId: number) {
  return db
    .select({
      id: phuHuynh.id,
      quanHe: phuHuynh.quanHe,
      hoTen: phuHuynh.hoTen,
      dienThoai: phuHuynh.dienThoai,
      email: phuHuynh.email,
      ngheNghiep: phuHuynh.ngheNghiep,
    })
    .from(phuHuynh)
    .where(eq(phuHuynh.hocSinhId, hocSinhId))
    .orderBy(asc(phuHuynh.id));
}

function rethrowDuplicate(error: unknown, code: string): never {
  if (error instanceof AppError) throw error;
  if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw badRequest('hocSinh.duplicate', { name: code }, 'maHocSinh');
  throw error;
}

async function assertCodeFree(tx: DbOrTx, code: string, exceptId?: number) {
  const [row] = await tx
    .select({ id: hocSinh.id })
    .from(hocSinh)
    .where(
      and(sql`lower(${hocSinh.maHocSinh}) = lower(${code})`, exceptId ? sql`${hocSinh.id} <> ${exceptId}` : undefined),
    );
  if (row) throw badRequest('hocSinh.duplicate', { name: code }, 'maHocSinh');
}

export async function createStudent(db: Db, actor: Actor, input: HocSinhInput): Promise<HocSinh> {
  try {
    return await db.transaction(async (tx) => {
      await assertCodeFree(tx, input.maHocSinh);
      const cls = input.lopQuanLyId ? await openClass(tx, input.lopQuanLyId) : null;
      const [created] = await tx
        .insert(hocSinh)
        .values({
          maHocSinh: input.maHocSinh,
          ...nameValues(input.hoTen),
          gioiTinh: input.gioiTinh ?? null,
          ngaySinh: input.ngaySinh ?? null,
          email: input.email ?? null,
          dienThoai: input.dienThoai ?? null,
          diaChi: input.diaChi ?? null,
          ghiChuSucKhoe: input.ghiChuSucKhoe ?? null,
        })
        .returning({ id: hocSinh.id });
      if (input.phuHuynh) await replaceParents(tx, created!.id, input.phuHuynh);
      if (cls) {
        await tx.insert(lopQuanLyHocSinh).values({
          lopQuanLyId: cls.id,
          hocSinhId: created!.id,
          tuNgay: input.ngayNhapHoc ?? today(),
          lyDo: 'Nhập học',
        });
      }
      const after = await getStudent(tx, created!.id);
      await audit(tx, actor, {
        action: 'create',
        entity: ENTITY,
        entityId: created!.id,
        after: { ...after, phuHuynh: input.phuHuynh ?? [] },
      });
      return after;
    });
  } catch (error) {
    rethrowDuplicate(error, input.maHocSinh);
  }
}

export async function updateStudent(db: Db, actor: Actor, id: number, input: HocSinhUpdate): Promise<HocSinh> {
  try {
    return await db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(hocSinh)
        .where(and(eq(hocSinh.id, id), isNull(hocSinh.deletedAt)));
      if (!before) throw notFound();
      if (input.version !== undefined && input.version !== before.version) throw conflict();
      await assertCodeFree(tx, input.maHocSinh, id);
      const beforeParents = await listParents(tx, id);
      const changed = await tx
        .update(hocSinh)
        .set({
          maHocSinh: input.maHocSinh,
          ...nameValues(input.hoTen),
          gioiTinh: input.gioiTinh ?? null,
          ngaySinh: input.ngaySinh ?? null,
          email: input.email ?? null,
          dienThoai: input.dienThoai ?? null,
          diaChi: input.diaChi ?? null,
          ...(input.ghiChuSucKhoe !== undefined ? { ghiChuSucKhoe: input.ghiChuSucKhoe } : {}),
          version: sql`${hocSinh.version} + 1`,
          updatedAt: new Date(),
        })
        .where(and(eq(hocSinh.id, id), eq(hocSinh.version, before.version)))
        .returning({ id: hocSinh.id });
      if (changed.length === 0) throw conflict();
      if (input.phuHuynh) await replaceParents(tx, id, input.phuHuynh);
      const after = await getStudent(tx, id);
      await audit(tx, actor, {
        action: 'update',
        entity: ENTITY,
        entityId: id,
        before: { ...before, phuHuynh: beforeParents },
        after: {
          ...after,
          ...(input.ghiChuSucKhoe !== undefined ? { ghiChuSucKhoe: input.ghiChuSucKhoe } : {}),
          phuHuynh: input.phuHuynh ?? beforeParents,
        },
      });
      return after;
    });
  } catch (error) {
    rethrowDuplicate(error, input.maHocSinh);
  }
}

/** Soft delete for records created by mistake: open enrolments close today, history stays. */
export async function deleteStudent(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await getStudent(tx, id);
    await tx.update(hocSinh).set({ deletedAt: new Date(), updatedAt: new Date() }).where(eq(hocSinh.id, id));
    await tx
      .update(lopQuanLyHocSinh)
      .set({ denNgay: today(), lyDo: 'Xoá hồ sơ' })
      .where(and(eq(lopQuanLyHocSinh.hocSinhId, id), isNull(lopQuanLyHocSinh.denNgay)));
    await audit(tx, actor, { action: 'delete', entity: ENTITY, entityId: id, before });
  });
}

/** Raster images only (checked by content, never by the declared type), ≤ 2 MB; SVG is refused. */
export async function setAvatar(
  db: Db,
  uploadDir: string,
  actor: Actor,
  id: number,
  upload: Upload,
  table: 'hocSinh' | 'nhanVien',
) {
  const mimeType = detectImageType(upload.buffer);
  if (!mimeType) throw badRequest('upload.notImage');
  if (upload.buffer.length > AVATAR_MAX_BYTES)
    throw new AppError(413, 'upload.tooLarge', { name: upload.filename, max: 2 });
  const target = table === 'hocSinh' ? hocSinh : nhanVien;
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ id: target.id, anhDaiDien: target.anhDaiDien })
      .from(target)
      .where(and(eq(target.id, id), isNull(target.deletedAt)));
    if (!before) throw notFound();
    const fileId = await storeFile(tx, uploadDir, {
      buffer: upload.buffer,
      mimeType,
      originalName: upload.filename,
      purpose: 'avatar',
      ownerAccountId: actor.accountId,
    });
    await tx
      .update(target)
      .set({ anhDaiDien: fileId, version: sql`${target.version} + 1`, updatedAt: new Date() })
      .where(eq(target.id, id));
    await audit(tx, actor, {
      action: 'update',
      entity: table === 'hocSinh' ? ENTITY : 'NhanVien',
      entityId: id,
      before: { anhDaiDien: before.anhDaiDien },
      after: { anhDaiDien: fileId },
    });
    return { anhDaiDien: sha256Of(upload.buffer) };
  });
}

export async function listClassHistory(db: DbOrTx, hocSinhId: number) {
  return db
    .select({
      id: lopQuanLyHocSinh.id,
      lopQuanLyId: lopQuanLy.id,
      tenLop: lopQuanLy.tenLop,
      namHocId: namHoc.id,
      tenNamHoc: namHoc.tenNamHoc,
      tuNgay: lopQuanLyHocSinh.tuNgay,
      denNgay: lopQuanLyHocSinh.denNgay,
      lyDo: lopQuanLyHocSinh.lyDo,
    })
    .from(lopQuanLyHocSinh)
    .innerJoin(lopQuanLy, eq(lopQuanLy.id, lopQuanLyHocSinh.lopQuanLyId))
    .innerJoin(namHoc, eq(namHoc.id, lopQuanLy.namHocId))
    .where(eq(lopQuanLyHocSinh.hocSinhId, hocSinhId))
    .orderBy(desc(lopQuanLyHocSinh.tuNgay), desc(lopQuanLyHocSinh.id));
}

export function listTransfers(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({
      id: chuyenTruong.id,
      hocSinhId: chuyenTruong.hocSinhId,
      maHocSinh: hocSinh.maHocSinh,
      hoTen: hocSinh.hoTen,
      loai: sql<'di' | 'den'>`${chuyenTruong.loai}`,
      ngay: chuyenTruong.ngay,
      lyDo: chuyenTruong.lyDo,
      truongKhac: chuyenTruong.truongKhac,
      lopQuanLyId: chuyenTruong.lopQuanLyId,
      tenLop: lopQuanLy.tenLop,
      createdAt: sql<string>`to_char(${chuyenTruong.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
      taiLieu: sql<
        { fileId: number; tenTep: string; kichThuoc: number }[]
      >`coalesce((select json_agg(json_build_object('fileId', f.id, 'tenTep', f.original_name, 'kichThuoc', f.size) order by f.id) from ${chuyenTruongTaiLieu} d join ${files} f on f.id = d.file_id where d.chuyen_truong_id = ${chuyenTruong.id}), '[]'::json)`,
    })
    .from(chuyenTruong)
    .innerJoin(hocSinh, eq(hocSinh.id, chuyenTruong.hocSinhId))
    .leftJoin(lopQuanLy, eq(lopQuanLy.id, chuyenTruong.lopQuanLyId))
    .where(where)
    .orderBy(desc(chuyenTruong.ngay), desc(chuyenTruong.id))
    .$dynamic();
}

/** The transfer history page the list and its export show (newest first; search on the student's name). */
export async function listTransferPage(db: DbOrTx, q: z.infer<typeof zChuyenTruongListQuery>) {
  const where = and(
    q.loai ? eq(chuyenTruong.loai, q.loai) : undefined,
    q.hocSinhId ? eq(chuyenTruong.hocSinhId, q.hocSinhId) : undefined,
    q.search ? unaccentContains(hocSinh.hoTen, q.search) : undefined,
  );
  const { items, total } = await pageWithTotal(
    q,
    listTransfers(db, where),
    db
      .select({ n: countAll() })
      .from(chuyenTruong)
      .innerJoin(hocSinh, eq(hocSinh.id, chuyenTruong.hocSinhId))
      .where(where),
  );
  return pageOf(q, items, total);
}

/**
 * The Admin profile. Health notes are part of it, and reading them is audit-logged (who read whose notes, when).
 */
export async function getProfile(db: Db, actor: Actor, id: number) {
  const student = await getStudent(db, id);
  const [extra] = await db
    .select({ ghiChuSucKhoe: hocSinh.ghiChuSucKhoe, createdAt: hocSinh.createdAt })
    .from(hocSinh)
    .where(eq(hocSinh.id, id));
  const [parents, history, subjects, transfers, [account]] = await Promise.all([
    listParents(db, id),
    listClassHistory(db, id),
    db
      .select({
        id: lopMonHocHocSinh.id,
        lopMonHocId: lopMonHoc.id,
        tenLop: lopMonHoc.tenLop,
        tenMonHoc: monHoc.tenMonHoc,
        tenNamHoc: namHoc.tenNamHoc,
        tuNgay: lopMonHocHocSinh.tuNgay,
        denNgay: lopMonHocHocSinh.denNgay,
        lyDo: lopMonHocHocSinh.lyDo,
      })
      .from(lopMonHocHocSinh)
      .innerJoin(lopMonHoc, eq(lopMonHoc.id, lopMonHocHocSinh.lopMonHocId))
      .innerJoin(monHoc, eq(monHoc.id, lopMonHoc.monHocId))
      .innerJoin(namHoc, eq(namHoc.id, lopMonHoc.namHocId))
      .where(eq(lopMonHocHocSinh.hocSinhId, id))
      .orderBy(desc(lopMonHocHocSinh.tuNgay), asc(monHoc.tenMonHoc)),
    listTransfers(db, eq(chuyenTruong.hocSinhId, id)),
    db
      .select({ id: taiKhoan.id, username: taiKhoan.username, lockedAt: taiKhoan.lockedAt })
      .from(taiKhoan)
      .where(eq(taiKhoan.hocSinhId, id)),
  ]);
  if (extra?.ghiChuSucKhoe) {
    await audit(db, actor, { action: 'read', entity: 'HocSinh.SucKhoe', entityId: id, reason: 'hoSo' });
  }
  return {
    hocSinh: { ...student, ghiChuSucKhoe: extra?.ghiChuSucKhoe ?? null, createdAt: extra!.createdAt.toISOString() },
    phuHuynh: parents,
    lichSuLop: history,
    lopMonHoc: subjects,
    chuyenTruong: transfers,
    taiKhoan: account ? { ...account, lockedAt: account.lockedAt?.toISOString() ?? null } : null,
  };
}
