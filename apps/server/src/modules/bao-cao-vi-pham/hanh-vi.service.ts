import {
  diemHanhVi,
  type HanhViCaiDatDto,
  type HanhViCaiDatInput,
  type HanhViLop,
  type HanhViXacNhan,
  mucDoDeXuat,
} from '@hpl/shared';
import type { Db } from '../../db/client';
import { audit } from '../../lib/audit';
import type { Caller } from '../../lib/caller';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import { getConduct, setConduct } from '../diem-vn';
import { findClass, findHomeroomTeacher, listClassNamesOfYear, listHomeroomsOf } from '../lop-quan-ly';
import { activeYearId, findActiveYear, findPeriodDates } from '../nam-hoc';
import * as repo from './hanh-vi.repository';
import { isOffice } from './vi-pham-hoc-sinh.policy';

const ENTITY = 'HanhVi';

export async function getSettings(db: Db): Promise<HanhViCaiDatDto> {
  const { id: _id, ...settings } = await repo.findSettings(db);
  return settings;
}

export async function saveSettings(db: Db, caller: Caller, input: HanhViCaiDatInput): Promise<HanhViCaiDatDto> {
  return db.transaction(async (tx) => {
    const before = await repo.findSettings(tx);
    if (before.version !== input.version) throw conflict();
    const { version: _v, ...values } = input;
    const after = await repo.saveSettings(tx, before.id, before.version, values);
    if (!after) throw conflict();
    await audit(tx, caller, { action: 'update', entity: `${ENTITY}.caiDat`, before, after });
    return after;
  });
}

/** The caller's relation to the class: its homeroom teacher, the office, or none (404, like an unknown class). */
async function relationTo(db: Db, user: SessionUser, lopQuanLyId: number) {
  const cls = await findClass(db, lopQuanLyId);
  if (!cls) throw notFound();
  const teacher = await findHomeroomTeacher(db, lopQuanLyId);
  const homeroom = user.nhanVienId !== null && teacher?.gvcnId === user.nhanVienId;
  if (!homeroom && !isOffice(user)) throw notFound();
  return { cls, homeroom };
}

/** The classes the caller may open: the office every class of the active year, a teacher their homerooms. */
export async function listClasses(db: Db, user: SessionUser) {
  if (isOffice(user)) {
    const year = await findActiveYear(db);
    return year ? (await listClassNamesOfYear(db, year.id)).sort((a, b) => a.tenLop.localeCompare(b.tenLop)) : [];
  }
  return user.nhanVienId === null ? [] : listHomeroomsOf(db, user.nhanVienId, activeYearId());
}

/**
 * A class's behaviour scores for a term: start value plus the points of the confirmed incidents dated in the term,
 * clamped, with the proposed conduct level. The homeroom teacher also sees the gradebook's conduct and may confirm.
 */
export async function getClassBehaviour(
  db: Db,
  caller: Caller,
  lopQuanLyId: number,
  hocKy: number,
): Promise<HanhViLop> {
  const { cls, homeroom } = await relationTo(db, caller.user, lopQuanLyId);
  const [settings, range, students] = await Promise.all([
    getSettings(db),
    findPeriodDates(db, cls.namHocId, hocKy),
    repo.listClassStudents(db, lopQuanLyId),
  ]);
  const points = await repo.listConfirmedPoints(
    db,
    students.map((s) => s.hocSinhId),
    range,
  );
  const conduct = homeroom ? await getConduct(db, caller, lopQuanLyId).catch(() => null) : null;
  return {
    lopQuanLyId,
    tenLop: cls.tenLop,
    hocKy,
    choPhepXacNhan: homeroom && conduct?.choPhepSua === true,
    caiDat: settings,
    hocSinh: students.map((s) => {
      const own = points.filter((p) => p.hocSinhId === s.hocSinhId).map((p) => p.diem);
      const diem = diemHanhVi(own, settings);
      const current = conduct?.hocSinh.find((c) => c.hocSinhId === s.hocSinhId);
      return {
        ...s,
        diem,
        soViPham: own.length,
        deXuat: mucDoDeXuat(diem, settings),
        hienTai: ((hocKy === 1 ? current?.hocKy1 : current?.hocKy2) ?? null) as HanhViLop['hocSinh'][number]['hienTai'],
        version: (hocKy === 1 ? current?.version1 : current?.version2) ?? 0,
      };
    }),
  };
}

/**
 * The homeroom teacher confirms (or, with a reason, overrides) a student's proposed conduct: it is written into the
 * national gradebook through diem-vn's entry (its own checks: homeroom, not confirmed, version), then audited here.
 */
export async function confirmConduct(
  db: Db,
  caller: Caller,
  lopQuanLyId: number,
  input: HanhViXacNhan,
): Promise<HanhViLop> {
  const before = await getClassBehaviour(db, caller, lopQuanLyId, input.hocKy);
  const { homeroom } = await relationTo(db, caller.user, lopQuanLyId);
  if (!homeroom) throw forbidden();
  const student = before.hocSinh.find((s) => s.hocSinhId === input.hocSinhId);
  if (!student) throw badRequest('viPham.tuTrinh.notStudent', {}, 'hocSinhId');
  if (input.mucDo !== student.deXuat && !input.lyDo) throw badRequest('hanhVi.lyDo.required', {}, 'lyDo');
  try {
    await setConduct(db, caller, lopQuanLyId, {
      hocKy: input.hocKy,
      hocSinhId: input.hocSinhId,
      mucDo: input.mucDo,
      version: input.version,
    });
  } catch (error) {
    // diem-vn answers 404 for a class outside its programme (a Cambridge class has no conduct record).
    if (error instanceof AppError && error.statusCode === 404) throw badRequest('hanhVi.notVn');
    throw error;
  }
  await db.transaction((tx) =>
    audit(tx, caller, {
      action: input.mucDo === student.deXuat ? 'confirmConduct' : 'overrideConduct',
      entity: ENTITY,
      entityId: `${lopQuanLyId}:${input.hocKy}:${input.hocSinhId}`,
      before: { diem: student.diem, deXuat: student.deXuat, hienTai: student.hienTai },
      after: { mucDo: input.mucDo },
      reason: input.lyDo || null,
    }),
  );
  return getClassBehaviour(db, caller, lopQuanLyId, input.hocKy);
}
