import type { DanhBaHocSinhHoSo, DanhBaNhanVienHoSo, zDanhBaHocSinhQuery, zDanhBaNhanVienQuery } from '@hpl/shared';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import { listSubjectsTaughtBy } from '../lop-mon-hoc';
import { findHomeroomTeacher, listHomeroomsOf } from '../lop-quan-ly';
import { activeYearId } from '../nam-hoc';
import { photoScopeOf, seesFullStudentProfile } from './danh-ba.policy';
import * as repo from './danh-ba.repository';

/** Working staff only; what every teacher may see of a colleague (work contacts, department, position). */
export const listStaff = (db: Db, q: z.infer<typeof zDanhBaNhanVienQuery>) => repo.listStaff(db, q);

export async function getStaffProfile(db: Db, id: number): Promise<DanhBaNhanVienHoSo> {
  const row = await repo.findStaff(db, id);
  if (!row) throw notFound();
  const [homerooms, subjects] = await Promise.all([
    listHomeroomsOf(db, id, activeYearId()),
    listSubjectsTaughtBy(db, id, activeYearId()),
  ]);
  const { truongPhongId, ...rest } = row;
  return { ...rest, laTruongPhong: truongPhongId === id, lopChuNhiem: homerooms, monGiangDay: subjects };
}

/** Students studying now, with their class of the active year. */
export const listStudents = (db: Db, q: z.infer<typeof zDanhBaHocSinhQuery>) => repo.listStudents(db, q);

/**
 * A student's directory profile. Every teacher: identity, class, school e-mail. The homeroom teacher of the
 * student's current class (and Admin) also: date of birth, phone, family contacts. Health notes: never here.
 */
export async function getStudentProfile(db: Db, user: SessionUser, id: number): Promise<DanhBaHocSinhHoSo> {
  const row = await repo.findStudent(db, id);
  if (!row) throw notFound();
  const homeroom = row.lopQuanLyId ? await findHomeroomTeacher(db, row.lopQuanLyId) : undefined;
  const gvcnId = homeroom?.gvcnId ?? null;
  const full = seesFullStudentProfile(user, gvcnId);
  return {
    ...row,
    tenGvcn: homeroom?.hoTen ?? null,
    xemDayDu: full,
    ngaySinh: full ? row.ngaySinh : null,
    dienThoai: full ? row.dienThoai : null,
    phuHuynh: full ? await repo.listParents(db, id) : [],
  };
}

/** The download policy of people's photos (see `photoScopeOf`). */
export const maySeePhoto = (db: DbOrTx, user: SessionUser, fileId: number) =>
  repo.isPhotoInScope(db, photoScopeOf(user), fileId);
