import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  hocSinh,
  lopMonHoc,
  lopMonHocGiaoVien,
  lopMonHocHocSinh,
  lopQuanLy,
  lopQuanLyHocSinh,
  nhanVien,
} from '../../db/schema';
import type { SessionUser } from '../../lib/session-user';
import { activeYearId } from '../nam-hoc';

const DIRECTORY_ROLES = ['Admin', 'GiaoVien'];

/**
 * Who may see a person's photo (the stored file `fileId`), as the portal shows people: staff see their colleagues,
 * and teachers (the directory's readers) and Admin see students. A student sees themselves, the classmates of their
 * current homeroom class, and their teachers this year (homeroom and subject). Students are minors: nobody else.
 */
export async function maySeePhoto(db: Db, user: SessionUser, fileId: number): Promise<boolean> {
  const readsDirectory = DIRECTORY_ROLES.some((role) => user.roles.includes(role));
  const isStaff = user.nhanVienId !== null || readsDirectory;
  const me = user.hocSinhId ?? 0;
  const activeYear = activeYearId();
  const myClasses = sql`(select ${lopQuanLyHocSinh.lopQuanLyId} from ${lopQuanLyHocSinh}
    join ${lopQuanLy} on ${lopQuanLy.id} = ${lopQuanLyHocSinh.lopQuanLyId}
    where ${lopQuanLyHocSinh.hocSinhId} = ${me} and ${lopQuanLyHocSinh.denNgay} is null
      and ${lopQuanLy.namHocId} = ${activeYear})`;
  const staffSeen = isStaff
    ? sql`true`
    : sql`(${nhanVien.id} in (select ${lopQuanLy.gvcnId} from ${lopQuanLy} where ${lopQuanLy.id} in ${myClasses})
        or ${nhanVien.id} in (select ${lopMonHocGiaoVien.nhanVienId} from ${lopMonHocGiaoVien}
          join ${lopMonHocHocSinh} on ${lopMonHocHocSinh.lopMonHocId} = ${lopMonHocGiaoVien.lopMonHocId}
          join ${lopMonHoc} on ${lopMonHoc.id} = ${lopMonHocGiaoVien.lopMonHocId}
          where ${lopMonHocHocSinh.hocSinhId} = ${me} and ${lopMonHocHocSinh.denNgay} is null
            and ${lopMonHoc.namHocId} = ${activeYear}))`;
  const studentSeen = readsDirectory
    ? sql`true`
    : sql`(${hocSinh.id} = ${me} or ${hocSinh.id} in (select ${lopQuanLyHocSinh.hocSinhId} from ${lopQuanLyHocSinh}
        where ${lopQuanLyHocSinh.lopQuanLyId} in ${myClasses} and ${lopQuanLyHocSinh.denNgay} is null))`;
  const [staff] = await db
    .select({ id: nhanVien.id })
    .from(nhanVien)
    .where(and(eq(nhanVien.anhDaiDien, fileId), isNull(nhanVien.deletedAt), staffSeen))
    .limit(1);
  if (staff) return true;
  const [student] = await db
    .select({ id: hocSinh.id })
    .from(hocSinh)
    .where(and(eq(hocSinh.anhDaiDien, fileId), isNull(hocSinh.deletedAt), studentSeen))
    .limit(1);
  return student !== undefined;
}
