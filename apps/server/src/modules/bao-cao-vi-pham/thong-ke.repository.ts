import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../lib/sql-rows';

/* The office's statistics (DoanDoi.QuanLyNenNep sees every incident: no per-caller scope). Dismissed incidents do not
   count. Raw SQL over the module's own tables, joining the class and student names. */

export async function countByWeek(db: DbOrTx, from: string, to: string) {
  return rowsOf<{ tuan: string; soLuong: number }>(
    await db.execute(sql`select to_char(date_trunc('week', v.ngay), 'YYYY-MM-DD') as "tuan",
      cast(count(*) as integer) as "soLuong"
      from vi_pham_hoc_sinh v where v.trang_thai <> 'bo_qua' and v.ngay between ${from} and ${to}
      group by 1 order by 1`),
  );
}

export async function countByClass(db: DbOrTx, from: string, to: string) {
  return rowsOf<{ lopQuanLyId: number; tenLop: string; soLuong: number }>(
    await db.execute(sql`select l.id as "lopQuanLyId", l.ten_lop as "tenLop",
      cast(count(distinct v.id) as integer) as "soLuong"
      from vi_pham_hoc_sinh v join vi_pham_hoc_sinh_nguoi n on n.vi_pham_id = v.id
      join lop_quan_ly l on l.id = n.lop_quan_ly_id
      where v.trang_thai <> 'bo_qua' and v.ngay between ${from} and ${to}
      group by l.id, l.ten_lop order by 3 desc, 2 limit 30`),
  );
}

export async function countByCode(db: DbOrTx, from: string, to: string) {
  return rowsOf<{ maViPhamId: number; ma: string; soLuong: number }>(
    await db.execute(sql`select m.id as "maViPhamId", m.ma as "ma", cast(count(*) as integer) as "soLuong"
      from vi_pham_hoc_sinh v join vi_pham_hoc_sinh_ma c on c.vi_pham_id = v.id join ma_vi_pham m on m.id = c.ma_vi_pham_id
      where v.trang_thai <> 'bo_qua' and v.ngay between ${from} and ${to}
      group by m.id, m.ma order by 3 desc, 2`),
  );
}

/** Students with the same code confirmed twice or more in the range. */
export async function repeatedCodes(db: DbOrTx, from: string, to: string) {
  return rowsOf<{ hocSinhId: number; hoTen: string; tenLop: string; ma: string; soLan: number }>(
    await db.execute(sql`select hs.id as "hocSinhId", hs.ho_ten as "hoTen", l.ten_lop as "tenLop", m.ma as "ma",
      cast(count(*) as integer) as "soLan"
      from vi_pham_hoc_sinh v join vi_pham_hoc_sinh_nguoi n on n.vi_pham_id = v.id
      join vi_pham_hoc_sinh_ma c on c.vi_pham_id = v.id join ma_vi_pham m on m.id = c.ma_vi_pham_id
      join hoc_sinh hs on hs.id = n.hoc_sinh_id join lop_quan_ly l on l.id = n.lop_quan_ly_id
      where v.trang_thai = 'da_xac_nhan' and v.ngay between ${from} and ${to}
      group by hs.id, hs.ho_ten, l.ten_lop, m.ma having count(*) >= 2 order by 5 desc, 2 limit 50`),
  );
}
