import {
  type NhanVien,
  type NhanVienInput,
  type NhanVienListQuery,
  nhanVienAuthority,
  zNhanVien,
  zNhanVienInput,
  zNhanVienListQuery,
} from '@hpl/shared';
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { lopQuanLy, nhanVien, phongBan } from '../../db/schema';
import { asDynamic, assertExists, type CrudResource } from '../../lib/crud-resource';
import { badRequest } from '../../lib/errors';
import { byNameKey, nameValues } from '../../lib/name-order';
import { avatarKeyOf } from '../../lib/uploads';
import { openYearIds } from '../nam-hoc';

/** Staff records: Admin and HR. Deletion is soft (accounts, leave and grades refer to staff). */

export const nhanVienResource: CrudResource<NhanVien, NhanVienInput, NhanVienListQuery> = {
  resource: 'NhanVien',
  key: 'nhanVien',
  target: { table: nhanVien, id: nhanVien.id, version: nhanVien.version, deletedAt: nhanVien.deletedAt },
  auth: { read: nhanVienAuthority.quanLy, write: nhanVienAuthority.quanLy },
  zItem: zNhanVien,
  zInput: zNhanVienInput,
  zListQuery: zNhanVienListQuery,
  select: (db) =>
    asDynamic(
      db
        .select({
          id: nhanVien.id,
          maNhanVien: nhanVien.maNhanVien,
          hoTen: nhanVien.hoTen,
          gioiTinh: nhanVien.gioiTinh,
          ngaySinh: nhanVien.ngaySinh,
          email: nhanVien.email,
          dienThoai: nhanVien.dienThoai,
          anhDaiDien: avatarKeyOf(nhanVien.anhDaiDien),
          phongBanId: nhanVien.phongBanId,
          tenPhongBan: phongBan.tenPhongBan,
          tenPhongBanEn: phongBan.tenPhongBanEn,
          chucVu: nhanVien.chucVu,
          chucVuEn: nhanVien.chucVuEn,
          ngayVaoLam: nhanVien.ngayVaoLam,
          trangThai: sql<'dang_lam' | 'nghi_viec'>`${nhanVien.trangThai}`,
          version: nhanVien.version,
        })
        .from(nhanVien)
        .leftJoin(phongBan, eq(phongBan.id, nhanVien.phongBanId))
        .$dynamic(),
    ),
  searchColumns: [nhanVien.hoTen, nhanVien.maNhanVien, nhanVien.email],
  sortColumns: {
    maNhanVien: nhanVien.maNhanVien,
    hoTen: byNameKey(nhanVien.hoTenSapXep),
    tenPhongBan: phongBan.tenPhongBan,
    ngayVaoLam: nhanVien.ngayVaoLam,
  },
  defaultOrder: [asc(byNameKey(nhanVien.hoTenSapXep)), asc(nhanVien.id)],
  filters: (q) => [
    q.phongBanId ? eq(nhanVien.phongBanId, q.phongBanId) : undefined,
    q.trangThai ? eq(nhanVien.trangThai, q.trangThai) : undefined,
  ],
  toValues: (i) => ({
    maNhanVien: i.maNhanVien,
    ...nameValues(i.hoTen),
    gioiTinh: i.gioiTinh ?? null,
    ngaySinh: i.ngaySinh ?? null,
    email: i.email ?? null,
    dienThoai: i.dienThoai ?? null,
    phongBanId: i.phongBanId ?? null,
    chucVu: i.chucVu ?? null,
    chucVuEn: i.chucVuEn ?? null,
    ngayVaoLam: i.ngayVaoLam ?? null,
    trangThai: i.trangThai,
    updatedAt: new Date(),
  }),
  nameOf: (i) => ('hoTen' in i ? i.hoTen : ''),
  checkRefs: (tx, i) =>
    assertExists(tx, phongBan, phongBan.id, i.phongBanId, 'nhanVien.phongBanId.invalid', phongBan.deletedAt),
  checkWrite: async (tx, i, before) => {
    if (!before || before.phongBanId === (i.phongBanId ?? null) || !before.phongBanId) return;
    const [headOf] = await tx.select({ id: phongBan.id }).from(phongBan).where(eq(phongBan.truongPhongId, before.id));
    if (headOf) throw badRequest('nhanVien.isHead', { name: before.hoTen });
  },
  isDuplicate: async (tx, i, exceptId) =>
    (
      await tx
        .select({ id: nhanVien.id })
        .from(nhanVien)
        .where(
          and(
            sql`lower(${nhanVien.maNhanVien}) = lower(${i.maNhanVien})`,
            exceptId ? ne(nhanVien.id, exceptId) : undefined,
          ),
        )
    ).length > 0,
  countUsage: async (tx, id) => {
    const [heads] = await tx
      .select({ n: sql<number>`cast(count(*) as integer)` })
      .from(phongBan)
      .where(and(eq(phongBan.truongPhongId, id), isNull(phongBan.deletedAt)));
    const [homerooms] = await tx
      .select({ n: sql<number>`cast(count(*) as integer)` })
      .from(lopQuanLy)
      .where(and(eq(lopQuanLy.gvcnId, id), inArray(lopQuanLy.namHocId, openYearIds())));
    return (heads?.n ?? 0) + (homerooms?.n ?? 0);
  },
};
