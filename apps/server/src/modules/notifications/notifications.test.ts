import type { ThongBaoPage } from '@hpl/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { taiKhoan } from '../../db/schema';
import { notify } from './notifications.service';

let t: TestApp;
const accountOf = async (username: string) =>
  (
    await t.db
      .select({ id: taiKhoan.id })
      .from(taiKhoan)
      .where(eq(sql`lower(${taiKhoan.username})`, username))
  )[0]!.id;

let teacher: number;
let student: number;
beforeAll(async () => {
  t = await createTestApp();
  teacher = await accountOf('giaovien');
  student = await accountOf('hocsinh');
  for (const day of ['2026-01-05', '2026-01-06', '2026-01-07']) {
    await notify(t.db, [teacher], {
      loai: 'leave.approved',
      payload: { from: day, to: day },
      duongDan: '/giaovien/donNghiPhep',
    });
  }
  await notify(t.db, [student, student], { loai: 'leave.approved', payload: { from: '2026-02-01', to: '2026-02-01' } });
});
afterAll(async () => {
  await t?.close();
});

const list = (as: string, query = '') => t.api<ThongBaoPage>('GET', `/api/ThongBao/danhSachThongBao${query}`, { as });

describe('ThongBao API', () => {
  it('requires sign-in', async () => {
    expect((await t.api('GET', '/api/ThongBao/danhSachThongBao')).status).toBe(401);
    expect((await t.api('PUT', '/api/ThongBao/daDocTatCa')).status).toBe(401);
    expect((await t.api('PUT', '/api/ThongBao/1/daDoc')).status).toBe(401);
  });

  it("lists only the caller's own notifications, newest first, in the request's language", async () => {
    const mine = await list('giaovien');
    expect(mine.status).toBe(200);
    expect(mine.body.data.totalCount).toBe(3);
    expect(mine.body.data.soChuaDoc).toBe(3);
    expect(mine.body.data.items.map((n) => n.payload.from)).toEqual(['2026-01-07', '2026-01-06', '2026-01-05']);
    expect(mine.body.data.items[0]!.tieuDe).toBe('Đơn nghỉ phép 07/01/2026 – 07/01/2026 của bạn đã được duyệt.');
    expect(mine.body.data.items[0]!.duongDan).toBe('/giaovien/donNghiPhep');
    const english = await t.api<ThongBaoPage>('GET', '/api/ThongBao/danhSachThongBao', { as: 'giaovien', lang: 'en' });
    expect(english.body.data.items[0]!.tieuDe).toBe('Your leave request 07/01/2026 – 07/01/2026 was approved.');
    const theirs = await list('hocsinh');
    expect(theirs.body.data.totalCount).toBe(1);
    const ids = new Set(mine.body.data.items.map((n) => n.id));
    expect(theirs.body.data.items.filter((n) => ids.has(n.id))).toEqual([]);
    expect((await list('gvcn')).body.data.totalCount).toBe(0);
  });

  it('pages with the total of the whole list', async () => {
    const page = await list('giaovien', '?pageSize=2&pageIndex=2');
    expect(page.body.data.items.map((n) => n.payload.from)).toEqual(['2026-01-05']);
    expect(page.body.data.totalCount).toBe(3);
  });

  it("answers 404 for another account's notification and leaves it unread", async () => {
    const theirs = (await list('hocsinh')).body.data.items[0]!;
    const refused = await t.api('PUT', `/api/ThongBao/${theirs.id}/daDoc`, { as: 'giaovien' });
    expect(refused.status).toBe(404);
    expect((await list('hocsinh')).body.data.soChuaDoc).toBe(1);
    expect((await t.api('PUT', '/api/ThongBao/999999/daDoc', { as: 'giaovien' })).status).toBe(404);
  });

  it('marks one read, then all, and lists only the unread on request', async () => {
    const [newest] = (await list('giaovien')).body.data.items;
    expect((await t.api('PUT', `/api/ThongBao/${newest!.id}/daDoc`, { as: 'giaovien' })).status).toBe(200);
    const unread = await list('giaovien', '?chuaDoc=true');
    expect(unread.body.data.soChuaDoc).toBe(2);
    expect(unread.body.data.items.map((n) => n.id)).not.toContain(newest!.id);
    expect(unread.body.data.items.length).toBe(2);
    const all = await t.api<{ soDaDoc: number }>('PUT', '/api/ThongBao/daDocTatCa', { as: 'giaovien' });
    expect(all.body.data.soDaDoc).toBe(2);
    const after = await list('giaovien');
    expect(after.body.data.soChuaDoc).toBe(0);
    expect(after.body.data.items.map((n) => n.daDoc)).toEqual([true, true, true]);
    expect((await list('hocsinh')).body.data.soChuaDoc).toBe(1);
  });

  it('answers 400 for bad input, never 500', async () => {
    for (const query of ['?pageSize=abc', '?chuaDoc=maybe', '?pageIndex=-3']) {
      expect((await list('giaovien', query)).status, query).toBe(400);
    }
    expect((await t.api('PUT', '/api/ThongBao/abc/daDoc', { as: 'giaovien' })).status).toBe(400);
  });
});
