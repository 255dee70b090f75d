#!/usr/bin/env node
// The floor `npm run bench:api` compares the portal with: a bare Fastify route running the same SELECT as
// GET /api/NamHoc/danhSachNamHoc?pageSize=-1 on the same database and answering the same envelope, nothing else (no
// session, hooks, plugins, logging). Started by bench/api.mjs in a process of its own:
//   node bench/bare-route.mjs <port> postgres <url>      (postgres-js, a pool of 10 as the portal's)
//   node bench/bare-route.mjs <port> pglite <pgdata dir>  (PGlite in this thread: the embedded floor)
import Fastify from 'fastify';

const [port, kind, target] = process.argv.slice(2);
// The portal's list query (nam-hoc.repository.ts) as drizzle sends it; dates stay text as drizzle keeps them.
const SELECT =
  'select "id", "ten_nam_hoc", "is_active", "ngay_bat_dau", "ngay_ket_thuc", "version" from "nam_hoc" ' +
  'order by "nam_hoc"."ten_nam_hoc" desc, "nam_hoc"."id" asc';
const toItem = (r) => ({
  id: r.id,
  tenNamHoc: r.ten_nam_hoc,
  isActive: r.is_active,
  ngayBatDau: r.ngay_bat_dau,
  ngayKetThuc: r.ngay_ket_thuc,
  version: r.version,
});

let query;
if (kind === 'postgres') {
  const { default: postgres } = await import('postgres');
  const text = { to: 25, from: [1082, 1114, 1184], serialize: (v) => v, parse: (v) => v };
  const sql = postgres(target, { max: 10, onnotice: () => {}, types: { text } });
  query = async () => await sql.unsafe(SELECT);
} else {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const db = await PGlite.create({ dataDir: target, extensions: { pg_trgm, unaccent } });
  const identity = (v) => v;
  query = async () =>
    (await db.query(SELECT, [], { parsers: { 1082: identity, 1114: identity, 1184: identity } })).rows;
}

const app = Fastify({ logger: false });
app.get('/bare', async () => {
  const items = (await query()).map(toItem);
  return { succeeded: true, data: { items, totalCount: items.length, pageIndex: 1, pageSize: -1 } };
});
await app.listen({ port: Number(port), host: '127.0.0.1' });
