import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { nhanVien, phongBan } from '../../db/schema';
import { type Actor, audit } from '../../lib/audit';
import { badRequest, notFound } from '../../lib/errors';
import { byNameKey } from '../../lib/name-order';
import { avatarKeyOf } from '../../lib/uploads';

async function findDepartment(tx: DbOrTx, id: number) {
  const [row] = await tx
    .select({ id: phongBan.id, ten: phongBan.tenPhongBan, truongPhongId: phongBan.truongPhongId })
    .from(phongBan)
    .where(and(eq(phongBan.id, id), isNull(phongBan.deletedAt)));
  if (!row) throw notFound();
  return row;
}

export async function listMembers(db: DbOrTx, id: number) {
  const department = await findDepartment(db, id);
  const rows = await db
    .select({
      id: nhanVien.id,
      maNhanVien: nhanVien.maNhanVien,
      hoTen: nhanVien.hoTen,
      chucVu: nhanVien.chucVu,
      chucVuEn: nhanVien.chucVuEn,
      email: nhanVien.email,
      dienThoai: nhanVien.dienThoai,
      anhDaiDien: avatarKeyOf(nhanVien.anhDaiDien),
    })
    .from(nhanVien)
    .where(and(eq(nhanVien.phongBanId, id), isNull(nhanVien.deletedAt)))
    .orderBy(asc(byNameKey(nhanVien.hoTenSapXep)), asc(nhanVien.id));
  return rows.map((r) => ({ ...r, laTruongPhong: r.id === department.truongPhongId }));
}

/** Moves staff into the department (leaving their previous one); a head of another department cannot move. */
export async function addMembers(db: Db, actor: Actor, id: number, nhanVienIds: number[]) {
  await db.transaction(async (tx) => {
    const department = await findDepartment(tx, id);
    const people = await tx
      .select({ id: nhanVien.id, hoTen: nhanVien.hoTen, phongBanId: nhanVien.phongBanId })
      .from(nhanVien)
      .where(and(inArray(nhanVien.id, nhanVienIds), isNull(nhanVien.deletedAt)));
    if (people.length !== new Set(nhanVienIds).size)
      throw badRequest('phongBan.nhanVienIds.invalid', {}, 'nhanVienIds');
    const heads = await tx
      .select({ truongPhongId: phongBan.truongPhongId })
      .from(phongBan)
      .where(
        and(inArray(phongBan.truongPhongId, nhanVienIds), sql`${phongBan.id} <> ${id}`, isNull(phongBan.deletedAt)),
      );
    const headElsewhere = people.find((p) => heads.some((h) => h.truongPhongId === p.id));
    if (headElsewhere) throw badRequest('nhanVien.isHead', { name: headElsewhere.hoTen });
    await tx
      .update(nhanVien)
      .set({ phongBanId: id, version: sql`${nhanVien.version} + 1`, updatedAt: new Date() })
      .where(inArray(nhanVien.id, nhanVienIds));
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
    const department = await findDepartment(tx, id);
    const [person] = await tx
      .select({ id: nhanVien.id, hoTen: nhanVien.hoTen })
      .from(nhanVien)
      .where(and(eq(nhanVien.id, nhanVienId), eq(nhanVien.phongBanId, id), isNull(nhanVien.deletedAt)));
    if (!person) throw notFound();
    if (department.truongPhongId === nhanVienId) throw badRequest('phongBan.removeHead', { name: person.hoTen });
    await tx
      .update(nhanVien)
      .set({ phongBanId: null, version: sql`${nhanVien.version} + 1`, updatedAt: new Date() })
      .where(eq(nhanVien.id, nhanVienId));
    await audit(tx, actor, {
      action: 'update',
      entity: 'PhongBan.ThanhVien',
      entityId: id,
      before: { nhanVienId, phongBanId: id },
      after: { nhanVienId, phongBanId: null },
    });
  });
}
