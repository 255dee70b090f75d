import type { HocSinh, HocSinhInput, HocSinhListQuery, HocSinhUpdate, zChuyenTruongListQuery } from '@hpl/shared';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { type Actor, audit } from '../../lib/audit';
import { AppError, badRequest, conflict, notFound, PG_UNIQUE_VIOLATION, pgErrorCode } from '../../lib/errors';
import { encodePhoto } from '../../lib/images';
import { pageOf, pageWithTotal } from '../../lib/list';
import { AVATAR_MAX_BYTES, detectImageType, type Upload } from '../../lib/multipart';
import { nameValues } from '../../lib/name-order';
import { schoolToday } from '../../lib/school-date';
import { sha256Of, storeFile } from '../../lib/uploads';
import { listMembershipsOfStudent } from '../lop-mon-hoc';
import { findClass } from '../lop-quan-ly';
import { isYearOpen } from '../nam-hoc';
import { findAccountOfStudent } from '../tai-khoan';
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
  const cls = await findClass(tx, lopQuanLyId);
  if (!cls) throw badRequest('hocSinh.tenLop.invalid', {}, field);
  if (!(await isYearOpen(tx, cls.namHocId))) throw badRequest('hocSinh.classYearClosed', { name: cls.tenLop }, field);
  return cls;
}

function rethrowDuplicate(error: unknown, code: string): never {
  if (error instanceof AppError) throw error;
  if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw badRequest('hocSinh.duplicate', { name: code }, 'maHocSinh');
  throw error;
}

async function assertCodeFree(tx: DbOrTx, code: string, exceptId?: number) {
  if (await repo.isCodeTaken(tx, code, exceptId)) throw badRequest('hocSinh.duplicate', { name: code }, 'maHocSinh');
}

export async function createStudent(db: Db, actor: Actor, input: HocSinhInput): Promise<HocSinh> {
  try {
    return await db.transaction((tx) => createStudentWithin(tx, actor, input));
  } catch (error) {
    rethrowDuplicate(error, input.maHocSinh);
  }
}

/**
 * The one way to make a student: the record, the family contacts and the homeroom enrolment, with the audit row,
 * inside the caller's transaction (admissions enrol through it, so a failure later in their transaction leaves no
 * student behind). The code must be free and the class's year open.
 */
export async function createStudentWithin(tx: DbOrTx, actor: Actor, input: HocSinhInput): Promise<HocSinh> {
  await assertCodeFree(tx, input.maHocSinh);
  const cls = input.lopQuanLyId ? await openClass(tx, input.lopQuanLyId) : null;
  const created = await repo.insertStudent(tx, {
    maHocSinh: input.maHocSinh,
    ...nameValues(input.hoTen),
    gioiTinh: input.gioiTinh ?? null,
    ngaySinh: input.ngaySinh ?? null,
    email: input.email ?? null,
    dienThoai: input.dienThoai ?? null,
    diaChi: input.diaChi ?? null,
    ghiChuSucKhoe: input.ghiChuSucKhoe ?? null,
  });
  if (input.phuHuynh) await repo.replaceParents(tx, created.id, input.phuHuynh);
  if (cls) {
    await repo.enrol(tx, {
      lopQuanLyId: cls.id,
      hocSinhId: created.id,
      tuNgay: input.ngayNhapHoc ?? today(),
      lyDo: 'Nhập học',
    });
  }
  const after = await getStudent(tx, created.id);
  await audit(tx, actor, {
    action: 'create',
    entity: ENTITY,
    entityId: created.id,
    after: { ...after, phuHuynh: input.phuHuynh ?? [] },
  });
  return after;
}

export async function updateStudent(db: Db, actor: Actor, id: number, input: HocSinhUpdate): Promise<HocSinh> {
  try {
    return await db.transaction(async (tx) => {
      const before = await repo.findStudentRecord(tx, id);
      if (!before) throw notFound();
      if (input.version !== undefined && input.version !== before.version) throw conflict();
      await assertCodeFree(tx, input.maHocSinh, id);
      const beforeParents = await repo.listParents(tx, id);
      const changed = await repo.updateStudent(tx, id, before.version, {
        maHocSinh: input.maHocSinh,
        ...nameValues(input.hoTen),
        gioiTinh: input.gioiTinh ?? null,
        ngaySinh: input.ngaySinh ?? null,
        email: input.email ?? null,
        dienThoai: input.dienThoai ?? null,
        diaChi: input.diaChi ?? null,
        ...(input.ghiChuSucKhoe !== undefined ? { ghiChuSucKhoe: input.ghiChuSucKhoe } : {}),
      });
      if (!changed) throw conflict();
      if (input.phuHuynh) await repo.replaceParents(tx, id, input.phuHuynh);
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
    await repo.softDeleteStudent(tx, id, today(), 'Xoá hồ sơ');
    await audit(tx, actor, { action: 'delete', entity: ENTITY, entityId: id, before });
  });
}

/**
 * Raster images only (checked by content, never by the declared type), ≤ 2 MB and within the pixel limits; SVG is
 * refused. What is stored is the photo the screens show (WebP, PHOTO_SIDE px), served by the avatar route's rule.
 */
export async function setAvatar(
  db: Db,
  uploadDir: string,
  actor: Actor,
  id: number,
  upload: Upload,
  table: 'hocSinh' | 'nhanVien',
) {
  if (!detectImageType(upload.buffer)) throw badRequest('upload.notImage');
  if (upload.buffer.length > AVATAR_MAX_BYTES)
    throw new AppError(413, 'upload.tooLarge', { name: upload.filename, max: 2 });
  const photo = await encodePhoto(upload.buffer, upload.filename);
  return db.transaction(async (tx) => {
    const before = await repo.findAvatarOf(tx, table, id);
    if (!before) throw notFound();
    const fileId = await storeFile(tx, uploadDir, {
      buffer: photo,
      mimeType: 'image/webp',
      originalName: upload.filename,
      purpose: 'avatar',
      ownerAccountId: actor.accountId,
    });
    await repo.setAvatarOf(tx, table, id, fileId);
    await audit(tx, actor, {
      action: 'update',
      entity: table === 'hocSinh' ? ENTITY : 'NhanVien',
      entityId: id,
      before: { anhDaiDien: before.anhDaiDien },
      after: { anhDaiDien: fileId },
    });
    return { anhDaiDien: sha256Of(photo) };
  });
}

export const listClassHistory = repo.listClassHistory;

/** The transfer history page the list and its export show (newest first; search on the student's name). */
export async function listTransferPage(db: DbOrTx, q: z.infer<typeof zChuyenTruongListQuery>) {
  const where = repo.transferFilter(q);
  const { items, total } = await pageWithTotal(q, repo.listTransfers(db, where), repo.countTransfers(db, where));
  return pageOf(q, items, total);
}

/**
 * The Admin profile. Health notes are part of it, and reading them is audit-logged (who read whose notes, when).
 */
export async function getProfile(db: Db, actor: Actor, id: number) {
  const student = await getStudent(db, id);
  const [extra, parents, history, subjects, transfers, account] = await Promise.all([
    repo.findHealthNote(db, id),
    repo.listParents(db, id),
    repo.listClassHistory(db, id),
    listMembershipsOfStudent(db, id),
    repo.listTransfers(db, repo.transferFilter({ hocSinhId: id })),
    findAccountOfStudent(db, id),
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
