import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import * as t from '../db/schema';

/**
 * Teaching assignments beyond "one teacher per subject class" (the generator gives every class one): last year's
 * subject classes of the homeroom classes that existed then, taught by the same teachers (what "copy from last year"
 * matches), and the duties that reduce some teachers' norms (Circular 05/2025): the mathematics head, a deputy head,
 * a probationary teacher and a mother of an infant.
 */
export async function seedTeachingAssignments(
  tx: DbOrTx,
  years: { previous: number; current: number },
  people: { head: number; deputy?: number; probationary?: number; mother?: number },
) {
  await tx.execute(sql`insert into ${t.lopMonHoc} (nam_hoc_id, mon_hoc_id, lop_quan_ly_id, ten_lop, so_tiet_nam)
    select ${years.previous}, c.mon_hoc_id, p.id, c.ten_lop, c.so_tiet_nam
    from ${t.lopMonHoc} c
    join ${t.lopQuanLy} q on q.id = c.lop_quan_ly_id
    join ${t.lopQuanLy} p on p.nam_hoc_id = ${years.previous} and p.ten_lop = q.ten_lop
    where c.nam_hoc_id = ${years.current}
    order by c.id`);
  await tx.execute(sql`insert into ${t.lopMonHocGiaoVien} (lop_mon_hoc_id, nhan_vien_id)
    select o.id, g.nhan_vien_id
    from ${t.lopMonHoc} o
    join ${t.lopQuanLy} p on p.id = o.lop_quan_ly_id
    join ${t.lopQuanLy} q on q.nam_hoc_id = ${years.current} and q.ten_lop = p.ten_lop
    join ${t.lopMonHoc} c on c.lop_quan_ly_id = q.id and c.mon_hoc_id = o.mon_hoc_id
    join ${t.lopMonHocGiaoVien} g on g.lop_mon_hoc_id = c.id
    where o.nam_hoc_id = ${years.previous}`);
  const duty = (nhanVienId: number | undefined, values: Partial<typeof t.nhiemVuGiaoVien.$inferInsert>) =>
    nhanVienId === undefined ? [] : [{ namHocId: years.current, nhanVienId, version: 1, ...values }];
  const rows = [
    ...duty(people.head, { toTruong: true }),
    ...duty(people.deputy, { toPho: true }),
    ...duty(people.probationary, { tapSu: true }),
    ...duty(people.mother, { conNho: true, giamTruKhac: 1, ghiChu: 'Phụ trách câu lạc bộ Toán' }),
  ];
  await tx.insert(t.nhiemVuGiaoVien).values(rows);
}
