import { asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import * as t from '../db/schema';

const plusDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Identity documents of a few staff (the school's foreign teachers in a real school), some expiring within 60 and 30
 * days and one already expired, so HR's list shows its alerts; the digest sends them when the server runs.
 */
export async function seedIdentityDocuments(tx: DbOrTx, asOf: string): Promise<void> {
  const staff = await tx
    .select({ id: t.nhanVien.id })
    .from(t.nhanVien)
    .where(isNull(t.nhanVien.deletedAt))
    .orderBy(asc(t.nhanVien.id))
    .limit(12);
  const [giaovien] = await tx
    .select({ id: t.taiKhoan.nhanVienId })
    .from(t.taiKhoan)
    .where(eq(t.taiKhoan.username, 'giaovien'));
  const people = [giaovien?.id ?? null, ...staff.slice(8).map((s) => s.id)].filter((id): id is number => id !== null);
  const plan = [
    { loai: 'giayPhepLaoDong', so: 'GPLĐ-01/2025', noiCap: 'Sở LĐ-TB&XH TP.HCM', left: 25 },
    { loai: 'theTamTru', so: 'TT-7781234', noiCap: 'Cục Quản lý xuất nhập cảnh', left: 52 },
    { loai: 'hoChieu', so: 'P5532019', noiCap: 'Passport Office', left: 900 },
    { loai: 'visa', so: 'DN1-2200931', noiCap: 'Cục Quản lý xuất nhập cảnh', left: -5 },
    { loai: 'giayPhepLaoDong', so: 'GPLĐ-17/2025', noiCap: 'Sở LĐ-TB&XH TP.HCM', left: 58 },
  ];
  const rows = plan.flatMap((p, i) => {
    const nhanVienId = people[i % people.length];
    if (nhanVienId === undefined) return [];
    return [
      {
        nhanVienId,
        loai: p.loai,
        soGiayTo: p.so,
        noiCap: p.noiCap,
        ngayCap: plusDays(asOf, p.left - 730),
        ngayHetHan: plusDays(asOf, p.left),
      },
    ];
  });
  if (rows.length) await tx.insert(t.giayToTuyThan).values(rows);
}
