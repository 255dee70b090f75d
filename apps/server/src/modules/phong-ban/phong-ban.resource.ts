import {
  type PhongBan,
  type PhongBanInput,
  phongBanAuthority,
  zPhongBan,
  zPhongBanInput,
  zPhongBanListQuery,
} from '@hpl/shared';
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { nhanVien, phongBan } from '../../db/schema';
import { asDynamic, assertExists, type CrudResource, countWhere } from '../../lib/crud-resource';
import { byNameKey } from '../../lib/name-order';
import { moveIntoDepartment } from '../nhan-vien';
import { phongBanExport } from './phong-ban-export';

const head = alias(nhanVien, 'truong_phong');

export const phongBanResource: CrudResource<PhongBan, PhongBanInput, typeof zPhongBanListQuery._output> = {
  resource: 'PhongBan',
  key: 'phongBan',
  export: phongBanExport,
  target: { table: phongBan, id: phongBan.id, version: phongBan.version, deletedAt: phongBan.deletedAt },
  auth: { read: phongBanAuthority.read, write: phongBanAuthority.write },
  zItem: zPhongBan,
  zInput: zPhongBanInput,
  zListQuery: zPhongBanListQuery,
  select: (db) =>
    asDynamic(
      db
        .select({
          id: phongBan.id,
          tenPhongBan: phongBan.tenPhongBan,
          tenPhongBanEn: phongBan.tenPhongBanEn,
          loai: sql<'to_chuyen_mon' | 'hanh_chinh'>`${phongBan.loai}`,
          truongPhongId: phongBan.truongPhongId,
          tenTruongPhong: head.hoTen,
          soThanhVien: countWhere(
            nhanVien,
            sql`${nhanVien.phongBanId} = ${phongBan.id} and ${nhanVien.deletedAt} is null`,
          ),
          version: phongBan.version,
        })
        .from(phongBan)
        .leftJoin(head, eq(head.id, phongBan.truongPhongId))
        .$dynamic(),
    ),
  searchColumns: [phongBan.tenPhongBan, phongBan.tenPhongBanEn, head.hoTen],
  sortColumns: { tenPhongBan: phongBan.tenPhongBan, loai: phongBan.loai, tenTruongPhong: byNameKey(head.hoTenSapXep) },
  defaultOrder: [asc(phongBan.id)],
  filters: (q) => [q.loai ? eq(phongBan.loai, q.loai) : undefined],
  toValues: (i) => ({
    tenPhongBan: i.tenPhongBan,
    tenPhongBanEn: i.tenPhongBanEn ?? null,
    loai: i.loai,
    truongPhongId: i.truongPhongId ?? null,
  }),
  nameOf: (i) => i.tenPhongBan,
  checkRefs: (tx, i) =>
    assertExists(tx, nhanVien, nhanVien.id, i.truongPhongId, 'phongBan.truongPhongId.invalid', nhanVien.deletedAt),
  isDuplicate: async (tx, i, exceptId) =>
    (
      await tx
        .select({ id: phongBan.id })
        .from(phongBan)
        .where(
          and(
            sql`lower(${phongBan.tenPhongBan}) = lower(${i.tenPhongBan})`,
            isNull(phongBan.deletedAt),
            exceptId ? ne(phongBan.id, exceptId) : undefined,
          ),
        )
    ).length > 0,
  /** The head is a member: choosing someone from another department moves them here. */
  afterWrite: async (tx, id, i) => {
    if (i.truongPhongId) await moveIntoDepartment(tx, i.truongPhongId, id);
  },
  countUsage: async (tx, id) =>
    (
      await tx
        .select({ n: sql<number>`cast(count(*) as integer)` })
        .from(nhanVien)
        .where(and(eq(nhanVien.phongBanId, id), isNull(nhanVien.deletedAt)))
    )[0]?.n ?? 0,
};
