import {
  type GhiChuThanhTraInput,
  type GiaoVienHoSo,
  type HoSo,
  type HoSoGiaoVien,
  type HoSoTo,
  hoSoChuyenMonAuthority,
  type KiemTraInput,
  type LoaiHoSo,
  passesAuthority,
  zGhiChuThanhTraInput,
  zKiemTraInput,
} from '@hpl/shared';
import type { Db, DbOrTx } from '../../db/client';
import { audit } from '../../lib/audit';
import type { Caller } from '../../lib/caller';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { detectTeachingDocumentType } from '../../lib/multipart';
import type { SessionUser } from '../../lib/session-user';
import { storeFile } from '../../lib/uploads';
import { listHomeroomsOf } from '../lop-quan-ly';
import { findActiveYear } from '../nam-hoc';
import { findStaffByIds, listStaffOfDepartment, listTeachingStaff } from '../nhan-vien';
import { listDepartmentsHeadedBy } from '../phong-ban';
import { mayAct, type RecordAction, relationOf } from './ho-so-chuyen-mon.policy';
import * as repo from './ho-so-chuyen-mon.repository';

const ENTITY = 'HoSoChuyenMon';
export const RECORD_FILE_PURPOSE = 'professional-record';

async function viewerOf(db: DbOrTx, user: SessionUser) {
  const headOf = user.nhanVienId == null ? [] : (await listDepartmentsHeadedBy(db, user.nhanVienId)).map((d) => d.id);
  return { nhanVienId: user.nhanVienId, isInspector: passesAuthority(hoSoChuyenMonAuthority.inspector, user), headOf };
}

/** The teacher and the caller's relation to them; `other` (or an unknown teacher) answers 404. */
async function resolveTeacher(db: DbOrTx, user: SessionUser, nhanVienId: number) {
  const [teacher] = await findStaffByIds(db, [nhanVienId]);
  if (!teacher) throw notFound();
  const relation = relationOf(await viewerOf(db, user), { id: teacher.id, phongBanId: teacher.phongBanId });
  if (relation === 'other') throw notFound();
  return { teacher, relation };
}

async function typesOf(db: DbOrTx): Promise<{ namHocId: number; types: LoaiHoSo[] }> {
  const year = await findActiveYear(db);
  if (!year) return { namHocId: 0, types: [] };
  return { namHocId: year.id, types: await repo.listTypes(db, year.id) };
}

/** The records of some teachers, every type asked of them (the homeroom book only of homeroom teachers). */
async function recordsOf(db: DbOrTx, teachers: { id: number; hoTen: string }[]): Promise<Map<number, HoSo[]>> {
  const { namHocId, types } = await typesOf(db);
  const ids = teachers.map((t) => t.id);
  const rows = await repo.listSubmissions(
    db,
    ids,
    types.map((t) => t.id),
  );
  const files = await repo.listFiles(
    db,
    rows.map((r) => r.id),
  );
  const result = new Map<number, HoSo[]>();
  for (const teacher of teachers) {
    const homeroom = types.some((t) => t.chiGvcn)
      ? (await listHomeroomsOf(db, teacher.id, namHocId)).length > 0
      : false;
    result.set(
      teacher.id,
      types
        .filter((type) => !type.chiGvcn || homeroom)
        .map((type) => {
          const row = rows.find((r) => r.nhanVienId === teacher.id && r.loaiHoSoId === type.id);
          return {
            id: row?.id ?? null,
            loaiHoSo: type,
            nhanVienId: teacher.id,
            hoTen: teacher.hoTen,
            trangThai: row?.trangThai ?? 'thieu',
            lanNop: row?.lanNop ?? 0,
            ngayNop: row?.ngayNop.toISOString() ?? null,
            ghiChu: row?.ghiChu ?? '',
            tep: files
              .filter((f) => f.hoSoNopId === row?.id)
              .map((f) => ({ ...f, createdAt: f.createdAt.toISOString() })),
            version: row?.version ?? 0,
          };
        }),
    );
  }
  return result;
}

/** My records of this year (`chuyenmon/hosochuyenmon`). */
export async function listMine(db: DbOrTx, user: SessionUser): Promise<HoSo[]> {
  if (user.nhanVienId == null) return [];
  return (await recordsOf(db, [{ id: user.nhanVienId, hoTen: user.hoTen }])).get(user.nhanVienId) ?? [];
}

/** The head's grid: every teacher of the departments the caller heads, with their records. */
export async function listDepartment(db: DbOrTx, user: SessionUser): Promise<HoSoTo[]> {
  if (user.nhanVienId == null) return [];
  const departments = await listDepartmentsHeadedBy(db, user.nhanVienId);
  const staff = (await Promise.all(departments.map((d) => listStaffOfDepartment(db, d.id))))
    .flat()
    .filter((s) => s.id !== user.nhanVienId);
  const records = await recordsOf(db, staff);
  return staff.map((s) => ({ nhanVienId: s.id, hoTen: s.hoTen, hoSo: records.get(s.id) ?? [] }));
}

/** Hands a file in for a record type: the record becomes (again) submitted. */
export async function submit(
  db: Db,
  uploadDir: string,
  caller: Caller,
  loaiHoSoId: number,
  upload: { buffer: Buffer; filename: string },
): Promise<HoSo[]> {
  const me = caller.user.nhanVienId;
  if (me == null) throw notFound();
  const { namHocId } = await typesOf(db);
  const type = await repo.findType(db, loaiHoSoId);
  if (!type || type.namHocId !== namHocId) throw notFound();
  const mimeType = detectTeachingDocumentType(upload.buffer);
  if (!mimeType) throw badRequest('hoSo.tep.type', {}, 'tep');
  await db.transaction(async (tx) => {
    const existing = await repo.findSubmissionOf(tx, loaiHoSoId, me);
    if (existing && !mayAct('own', 'submit', existing.trangThai)) throw conflict('hoSo.transition.invalid');
    const id = existing?.id ?? (await repo.insertSubmission(tx, loaiHoSoId, me));
    if (existing) {
      const resubmit = existing.trangThai === 'can_sua';
      await repo.updateSubmission(tx, id, existing.version, {
        trangThai: 'da_nop',
        lanNop: existing.lanNop + (resubmit ? 1 : 0),
        ngayNop: new Date(),
      });
    }
    const fileId = await storeFile(tx, uploadDir, {
      buffer: upload.buffer,
      mimeType,
      originalName: upload.filename,
      purpose: RECORD_FILE_PURPOSE,
      ownerAccountId: caller.user.accountId,
    });
    await repo.insertFile(tx, { hoSoNopId: id, fileId, tenTep: upload.filename, kichThuoc: upload.buffer.length });
    await audit(tx, caller, { action: 'submit', entity: ENTITY, entityId: id, after: { loaiHoSoId, fileId } });
  });
  return listMine(db, caller.user);
}

/** The head checks a submitted record: checked, or needs fixing with a note. */
export async function check(db: Db, caller: Caller, id: number, raw: KiemTraInput): Promise<HoSoTo[]> {
  const input = zKiemTraInput.parse(raw);
  await db.transaction(async (tx) => {
    const row = await repo.findSubmission(tx, id, true);
    if (!row) throw notFound();
    const { relation } = await resolveTeacher(tx, caller.user, row.nhanVienId);
    if (!mayAct(relation, 'check' as RecordAction, row.trangThai)) {
      if (relation === 'inspector' || relation === 'own') throw notFound();
      throw conflict('hoSo.transition.invalid');
    }
    if (input.version !== row.version) throw conflict();
    const values = { trangThai: input.ketQua, ghiChu: input.ghiChu, nguoiKiemTraId: caller.user.nhanVienId! };
    await repo.updateSubmission(tx, id, row.version, values);
    await audit(tx, caller, { action: 'check', entity: ENTITY, entityId: id, before: row, after: values });
  });
  return listDepartment(db, caller.user);
}

/** Inspectors: every teaching staff member with how many of their records are handed in. */
export async function listTeachersForInspection(db: DbOrTx): Promise<GiaoVienHoSo[]> {
  const staff = await listTeachingStaff(db);
  const records = await recordsOf(db, staff);
  return staff.map((s) => {
    const hoSo = records.get(s.id) ?? [];
    return {
      nhanVienId: s.id,
      hoTen: s.hoTen,
      tenPhongBan: s.tenPhongBan ?? null,
      soDaNop: hoSo.filter((h) => h.trangThai !== 'thieu').length,
      soLoai: hoSo.length,
    };
  });
}

/** One teacher's records with the inspection notes; an inspector's read is written to the audit log. */
export async function getTeacherRecords(db: Db, caller: Caller, nhanVienId: number): Promise<HoSoGiaoVien> {
  const { teacher, relation } = await resolveTeacher(db, caller.user, nhanVienId);
  const hoSo = (await recordsOf(db, [teacher])).get(teacher.id) ?? [];
  const notes = await repo.listNotes(db, teacher.id);
  const names = new Map(
    (notes.length ? await findStaffByIds(db, [...new Set(notes.map((n) => n.nguoiGhiId))]) : []).map((s) => [
      s.id,
      s.hoTen,
    ]),
  );
  if (relation === 'inspector') {
    await audit(db, caller, {
      action: 'read',
      entity: ENTITY,
      entityId: teacher.id,
      after: { nhanVienId: teacher.id },
    });
  }
  return {
    nhanVienId: teacher.id,
    hoTen: teacher.hoTen,
    hoSo,
    ghiChu: notes.map((n) => ({
      id: n.id,
      hoTenNguoiGhi: names.get(n.nguoiGhiId) ?? '',
      checklist: n.checklist,
      noiDung: n.noiDung,
      createdAt: n.createdAt.toISOString(),
    })),
  };
}

/** An inspector's note with the checklist. */
export async function addNote(
  db: Db,
  caller: Caller,
  nhanVienId: number,
  raw: GhiChuThanhTraInput,
): Promise<HoSoGiaoVien> {
  const input = zGhiChuThanhTraInput.parse(raw);
  await db.transaction(async (tx) => {
    const { relation } = await resolveTeacher(tx, caller.user, nhanVienId);
    if (relation !== 'inspector' || caller.user.nhanVienId == null) throw notFound();
    const id = await repo.insertNote(tx, {
      nhanVienId,
      nguoiGhiId: caller.user.nhanVienId,
      checklist: input.checklist,
      noiDung: input.noiDung,
    });
    await audit(tx, caller, { action: 'create', entity: 'ThanhTraGhiChu', entityId: id, after: input });
  });
  return getTeacherRecords(db, caller, nhanVienId);
}

/** The download policy's check: the caller may read the records of the teacher the file belongs to. */
export async function mayReadStoredFile(db: DbOrTx, user: SessionUser, fileId: number): Promise<boolean> {
  const nhanVienId = await repo.findOwnerOfFile(db, fileId);
  if (nhanVienId === undefined) return false;
  const [teacher] = await findStaffByIds(db, [nhanVienId]);
  return !!teacher && relationOf(await viewerOf(db, user), teacher) !== 'other';
}
