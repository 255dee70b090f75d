import { type RenLuyen, type RenLuyenInput, yearConduct } from '@hpl/shared';
import type { Db } from '../../db/client';
import { audit } from '../../lib/audit';
import type { Caller } from '../../lib/caller';
import { badRequest, conflict, forbidden } from '../../lib/errors';
import { maySetConduct } from './diem-vn.policy';
import * as summaryRepo from './tong-ket.repository';
import { isConfirmed, loadHomeroom, SUMMER } from './tong-ket.service';

// Conduct of a homeroom class's students per term (renLuyen): the homeroom teacher sets it, the office sees it; the
// class is resolved through `loadHomeroom` (404 outside the caller's scope).

export async function getConduct(db: Db, caller: Caller, lopQuanLyId: number): Promise<RenLuyen> {
  const { cls, relation } = await loadHomeroom(db, caller, lopQuanLyId);
  const [students, rows, confirmed] = await Promise.all([
    summaryRepo.listHomeroomStudents(db, lopQuanLyId),
    summaryRepo.listConduct(db, lopQuanLyId),
    isConfirmed(db, lopQuanLyId, 0),
  ]);
  return {
    lopQuanLyId,
    tenLop: cls.tenLop,
    choPhepSua: maySetConduct(relation, confirmed),
    choPhepSuaHe: maySetConduct(relation, false),
    hocSinh: students.map((s) => {
      const t1 = rows.find((r) => r.hocSinhId === s.id && r.hocKy === 1);
      const t2 = rows.find((r) => r.hocSinhId === s.id && r.hocKy === 2);
      const summer = rows.find((r) => r.hocSinhId === s.id && r.hocKy === SUMMER);
      return {
        hocSinhId: s.id,
        maHocSinh: s.maHocSinh,
        hoTen: s.hoTen,
        hocKy1: t1?.mucDo ?? null,
        hocKy2: t2?.mucDo ?? null,
        caNam: t1 && t2 ? yearConduct(t1.mucDo, t2.mucDo) : null,
        he: summer?.mucDo ?? null,
        version1: t1?.version ?? 0,
        version2: t2?.version ?? 0,
        versionHe: summer?.version ?? 0,
      };
    }),
  };
}

/** The homeroom teacher sets one student's conduct for a term (null clears it). */
export async function setConduct(db: Db, caller: Caller, lopQuanLyId: number, input: RenLuyenInput) {
  const { relation } = await loadHomeroom(db, caller, lopQuanLyId);
  if (relation !== 'chuNhiem') throw forbidden();
  if (!maySetConduct(relation, await isConfirmed(db, lopQuanLyId, input.hocKy)))
    throw badRequest('diemVn.tongKet.confirmed');
  const students = await summaryRepo.listHomeroomStudents(db, lopQuanLyId);
  if (!students.some((s) => s.id === input.hocSinhId)) throw badRequest('diemVn.hocSinh.notInClass');
  await db.transaction(async (tx) => {
    const rows = (await summaryRepo.listConduct(tx, lopQuanLyId, true)).filter((r) => r.hocSinhId === input.hocSinhId);
    const current = rows.find((r) => r.hocKy === input.hocKy);
    if (input.hocKy === SUMMER && input.mucDo != null) {
      const [t1, t2] = [1, 2].map((k) => rows.find((r) => r.hocKy === k)?.mucDo);
      if (!t1 || !t2 || yearConduct(t1, t2) !== 'Chưa đạt') throw badRequest('diemVn.renLuyenHe.notDue');
    }
    if ((current?.version ?? 0) !== input.version) throw conflict();
    await summaryRepo.writeConduct(tx, current, {
      lopQuanLyId,
      hocSinhId: input.hocSinhId,
      hocKy: input.hocKy,
      mucDo: input.mucDo ?? null,
    });
    await audit(tx, caller, {
      action: 'update',
      entity: 'DiemVN.renLuyen',
      entityId: `${lopQuanLyId}:${input.hocKy}:${input.hocSinhId}`,
      before: current ? { mucDo: current.mucDo } : null,
      after: { mucDo: input.mucDo },
    });
  });
  return getConduct(db, caller, lopQuanLyId);
}
