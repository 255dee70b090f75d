import { sql } from 'drizzle-orm';
import { openPglite } from './src/db/client';
import { listStudents } from './src/modules/hoc-sinh/hoc-sinh.repository';
const database = await openPglite({ dataDir: '/tmp/mdf-large' });
const db = database.db;
const q = { pageIndex: 1, pageSize: 20, search: 'nguyen' } as never;
for (let i = 0; i < 3; i++) {
  const t0 = performance.now();
  const r = await listStudents(db, q);
  console.log('listStudents', (performance.now() - t0).toFixed(0), 'ms', (r as any).totalCount ?? (r as any).total);
}
const time = async (label: string, query: ReturnType<typeof sql>) => {
  const t0 = performance.now();
  await db.execute(query);
  console.log(label, (performance.now() - t0).toFixed(0), 'ms');
};
await time('unaccent scan hoTen', sql`select count(*) from hoc_sinh where f_unaccent(lower(ho_ten)) like '%nguyen%'`);
await time('unaccent scan 3 cols', sql`select count(*) from hoc_sinh where f_unaccent(lower(ho_ten)) like '%nguyen%' or f_unaccent(lower(ma_hoc_sinh)) like '%nguyen%' or f_unaccent(lower(email)) like '%nguyen%'`);
await time('lower only', sql`select count(*) from hoc_sinh where lower(ho_ten) like '%nguyen%'`);
const plan = await database.pglite.query(`explain analyze select h.id, e.ten_lop, count(*) over() from hoc_sinh h left join (select distinct on (lh.hoc_sinh_id) lh.hoc_sinh_id, l.ten_lop from lop_quan_ly_hoc_sinh lh join lop_quan_ly l on l.id = lh.lop_quan_ly_id join khoi k on k.id = l.khoi_id where l.nam_hoc_id = (select id from nam_hoc where is_active limit 1) order by lh.hoc_sinh_id, (lh.den_ngay is null) desc, lh.tu_ngay desc) e on e.hoc_sinh_id = h.id where h.deleted_at is null and (f_unaccent(lower(h.ho_ten)) like '%nguyen%' or f_unaccent(lower(h.ma_hoc_sinh)) like '%nguyen%' or f_unaccent(lower(h.email)) like '%nguyen%') order by h.ma_hoc_sinh limit 20`);
console.log(plan.rows.map((r: any) => r['QUERY PLAN']).join('\n'));
const fn = await database.pglite.query(`select pg_get_functiondef('f_unaccent'::regproc) d`);
console.log(fn.rows[0]);
await database.close();
