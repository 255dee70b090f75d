import type {
  KetThucHocSinhInput,
  LopMonHocInput,
  LopMonHocUpdate,
  TachNhomInput,
  ThanhVienLopMonHoc,
  ThemHocSinhInput,
} from '@hpl/shared';
import type { Db, DbOrTx } from '../../db/client';
import { audit } from '../../lib/audit';
import type { Caller } from '../../lib/caller';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { findClass } from '../lop-quan-ly';
import { assertYearOpen, findYear } from '../nam-hoc';
import { findWorkingStaffByIds } from '../nhan-vien';
import { findClassWithTeachers, setTeachersOfMany } from './lop-mon-hoc-giao-vien.repository';
import * as repo from './lop-mon-hoc-quan-ly.repository';

const ENTITY = 'LopMonHoc';
const CLOSED = 'lopMonHoc.namHoc.closed';

/** The day before an ISO date (a membership ends the day before the next one begins). */
export function dayBefore(iso: string): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

async function checkHomeroom(db: DbOrTx, lopQuanLyId: number | null, namHocId: number) {
  if (lopQuanLyId === null) return;
  const homeroom = await findClass(db, lopQuanLyId);
  if (!homeroom) throw badRequest('error.notFound', {}, 'lopQuanLyId');
  if (homeroom.namHocId !== namHocId) throw badRequest('lopMonHoc.lopQuanLy.otherYear', {}, 'lopQuanLyId');
}

async function loadForWrite(db: DbOrTx, id: number) {
  const cls = await repo.findClassForWrite(db, id);
  if (!cls) throw notFound();
  await assertYearOpen(db, cls.namHocId, CLOSED);
  return cls;
}

export function createClass(db: Db, caller: Caller, input: LopMonHocInput) {
  return db.transaction(async (tx) => {
    if (!(await findYear(tx, input.namHocId))) throw badRequest('error.notFound', {}, 'namHocId');
    await assertYearOpen(tx, input.namHocId, CLOSED);
    if (!(await repo.findLiveSubject(tx, input.monHocId))) throw badRequest('lopMonHoc.monHoc.unknown', {}, 'monHocId');
    await checkHomeroom(tx, input.lopQuanLyId, input.namHocId);
    const teachers = [...new Set(input.giaoVienIds)];
    if ((await findWorkingStaffByIds(tx, teachers)).length !== teachers.length)
      throw badRequest('lopMonHoc.giaoVien.unknown', {}, 'giaoVienIds');
    const { giaoVienIds: _, ...values } = input;
    const created = await repo.insertClass(tx, values);
    await setTeachersOfMany(tx, [{ lopMonHocId: created.id, nhanVienIds: teachers }]);
    await audit(tx, caller, { action: 'create', entity: ENTITY, entityId: created.id, after: input });
    return { id: created.id };
  });
}

export function updateClass(db: Db, caller: Caller, id: number, input: LopMonHocUpdate) {
  return db.transaction(async (tx) => {
    const before = await loadForWrite(tx, id);
    if (before.version !== input.version) throw conflict();
    await checkHomeroom(tx, input.lopQuanLyId, before.namHocId);
    const after = await repo.updateClass(tx, id, input.version, {
      tenLop: input.tenLop,
      soTietNam: input.soTietNam,
      lopQuanLyId: input.lopQuanLyId,
    });
    if (!after) throw conflict();
    await audit(tx, caller, { action: 'update', entity: ENTITY, entityId: id, before, after: input });
    return { id, version: after.version };
  });
}

/** Every membership of a class (history kept); an unknown class answers 404. */
export async function listHistory(db: Db, id: number): Promise<ThanhVienLopMonHoc[]> {
  const cls = await repo.findClassForWrite(db, id);
  if (!cls) throw notFound();
  return repo.listHistory(db, id, cls.namHocId);
}

/** Adds students from a date; a student already in the class (open membership) is refused. */
export function addStudents(db: Db, caller: Caller, id: number, input: ThemHocSinhInput) {
  return db.transaction(async (tx) => {
    await loadForWrite(tx, id);
    const ids = [...new Set(input.hocSinhIds)];
    const students = await repo.findLiveStudents(tx, ids);
    if (students.length !== ids.length) throw badRequest('lopMonHoc.hocSinh.unknown', {}, 'hocSinhIds');
    const open = await repo.openMembershipsOf(tx, id);
    const already = students.find((s) => open.has(s.id));
    if (already) throw badRequest('lopMonHoc.hocSinh.already', { name: already.hoTen }, 'hocSinhIds');
    await repo.addMemberships(tx, id, ids, input.tuNgay, null);
    await audit(tx, caller, { action: 'addStudents', entity: ENTITY, entityId: id, after: input });
    return { soHocSinh: ids.length };
  });
}

/** Ends one membership on a date (not before it began); the row stays as history. */
export function endStudent(db: Db, caller: Caller, id: number, membershipId: number, input: KetThucHocSinhInput) {
  return db.transaction(async (tx) => {
    await loadForWrite(tx, id);
    const membership = await repo.findMembership(tx, id, membershipId);
    if (!membership || membership.denNgay !== null) throw notFound();
    if (input.denNgay < membership.tuNgay) throw badRequest('lopMonHoc.denNgay.beforeStart', {}, 'denNgay');
    await repo.endMemberships(tx, [membershipId], input.denNgay, input.lyDo);
    await audit(tx, caller, { action: 'endStudent', entity: ENTITY, entityId: id, before: membership, after: input });
    return { id: membershipId };
  });
}

/**
 * Splits a class into groups: the class keeps the first group (renamed) and its students; each further group becomes a
 * new class of the same subject, homeroom class, periods and teachers, and its students move there from `tuNgay`
 * (their membership here ends the day before). Every current student must be in exactly one group.
 */
export function splitClass(db: Db, caller: Caller, id: number, input: TachNhomInput) {
  return db.transaction(async (tx) => {
    const cls = await loadForWrite(tx, id);
    if (cls.version !== input.version) throw conflict();
    const open = await repo.openMembershipsOf(tx, id);
    const grouped = input.nhom.flatMap((g) => g.hocSinhIds);
    if (grouped.some((s) => !open.has(s))) throw badRequest('lopMonHoc.tachNhom.notMember', {}, 'nhom');
    if (grouped.length !== open.size) throw badRequest('lopMonHoc.tachNhom.missing', {}, 'nhom');
    const version = await repo.touchClass(tx, id, input.version);
    if (version === undefined) throw conflict();
    const [first, ...rest] = input.nhom;
    await repo.updateClass(tx, id, version, {
      tenLop: first!.tenLop,
      soTietNam: cls.soTietNam,
      lopQuanLyId: cls.lopQuanLyId,
    });
    const teachers = (await findClassWithTeachers(tx, id))?.giaoVien.map((g) => g.id) ?? [];
    const lastDay = dayBefore(input.tuNgay);
    const created: number[] = [];
    for (const group of rest) {
      const { id: newId } = await repo.insertClass(tx, {
        namHocId: cls.namHocId,
        hocKyId: cls.hocKyId,
        monHocId: cls.monHocId,
        lopQuanLyId: cls.lopQuanLyId,
        tenLop: group.tenLop,
        soTietNam: cls.soTietNam,
      });
      created.push(newId);
      await setTeachersOfMany(tx, [{ lopMonHocId: newId, nhanVienIds: teachers }]);
      await repo.endMemberships(
        tx,
        group.hocSinhIds.map((s) => open.get(s)!.id),
        lastDay,
        'Tách nhóm',
      );
      await repo.addMemberships(tx, newId, group.hocSinhIds, input.tuNgay, 'Tách nhóm');
    }
    await audit(tx, caller, {
      action: 'split',
      entity: ENTITY,
      entityId: id,
      before: cls,
      after: { ...input, created },
    });
    return { lopMonHocIds: [id, ...created] };
  });
}
