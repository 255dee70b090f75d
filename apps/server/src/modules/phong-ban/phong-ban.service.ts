import type { Db, DbOrTx } from '../../db/client';
import { type Actor, audit } from '../../lib/audit';
import { badRequest, notFound } from '../../lib/errors';
import { findStaffByIds, findStaffInDepartment, listStaffOfDepartment, setDepartmentOf } from '../nhan-vien';
import * as repo from './phong-ban.repository';

async function getDepartment(db: DbOrTx, id: number) {
  const department = await repo.findDepartment(db, id);
  if (!department) throw notFound();
  return department;
}

export async function listMembers(db: DbOrTx, id: number) {
  const department = await getDepartment(db, id);
  const rows = await listStaffOfDepartment(db, id);
  const deputies = await repo.listDeputyIds(db, id);
  return rows.map((r) => ({
    ...r,
    laTruongPhong: r.id === department.truongPhongId,
    laPhoPhong: r.id !== department.truongPhongId && deputies.has(r.id),
  }));
}

/** Moves staff into the department (leaving their previous one); a head of another department cannot move. */
export async function addMembers(db: Db, actor: Actor, id: number, nhanVienIds: number[]) {
  await db.transaction(async (tx) => {
    const department = await getDepartment(tx, id);
    const people = await findStaffByIds(tx, nhanVienIds);
    if (people.length !== new Set(nhanVienIds).size)
      throw badRequest('phongBan.nhanVienIds.invalid', {}, 'nhanVienIds');
    const heads = await repo.listHeadsElsewhere(tx, nhanVienIds, id);
    const headElsewhere = people.find((p) => heads.includes(p.id));
    if (headElsewhere) throw badRequest('nhanVien.isHead', { name: headElsewhere.hoTen });
    await setDepartmentOf(tx, nhanVienIds, id);
    await repo.removeDeputies(tx, nhanVienIds, { exceptId: id });
    await audit(tx, actor, {
      action: 'update',
      entity: 'PhongBan.ThanhVien',
      entityId: id,
      before: people.map((p) => ({ nhanVienId: p.id, phongBanId: p.phongBanId })),
      after: { phongBanId: id, nhanVienIds, tenPhongBan: department.ten },
    });
  });
}

export async function removeMember(db: Db, actor: Actor, id: number, nhanVienId: number) {
  await db.transaction(async (tx) => {
    const department = await getDepartment(tx, id);
    const person = await findStaffInDepartment(tx, id, nhanVienId);
    if (!person) throw notFound();
    if (department.truongPhongId === nhanVienId) throw badRequest('phongBan.removeHead', { name: person.hoTen });
    await setDepartmentOf(tx, [nhanVienId], null);
    await repo.removeDeputies(tx, [nhanVienId], 'all');
    await audit(tx, actor, {
      action: 'update',
      entity: 'PhongBan.ThanhVien',
      entityId: id,
      before: { nhanVienId, phongBanId: id },
      after: { nhanVienId, phongBanId: null },
    });
  });
}

/** Makes a member a deputy head or no longer one; the head is never a deputy, a non-member is not found. */
export async function setDeputy(db: Db, actor: Actor, id: number, nhanVienId: number, laPhoPhong: boolean) {
  await db.transaction(async (tx) => {
    const department = await getDepartment(tx, id);
    const person = await findStaffInDepartment(tx, id, nhanVienId);
    if (!person) throw notFound();
    if (laPhoPhong && department.truongPhongId === nhanVienId) {
      throw badRequest('phongBan.deputyIsHead', { name: person.hoTen });
    }
    if (laPhoPhong) await repo.addDeputy(tx, id, nhanVienId);
    else await repo.removeDeputies(tx, [nhanVienId], { phongBanId: id });
    await audit(tx, actor, {
      action: 'update',
      entity: 'PhongBan.PhoPhong',
      entityId: id,
      after: { nhanVienId, laPhoPhong, tenPhongBan: department.ten },
    });
  });
}
