import type { TuanCuaToi } from '@hpl/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { lopMonHoc } from '../../db/schema';

let t: TestApp;
let allIds: number[];
beforeAll(async () => {
  t = await createTestApp();
  allIds = (await t.db.select({ id: lopMonHoc.id }).from(lopMonHoc)).map((r) => r.id);
});
afterAll(async () => {
  await t?.close();
});

/** A school day of the week the demo's published timetable is in force (the first with lessons from today). */
async function weekWithLessons(path: string, as: string) {
  for (let w = 0; w < 20; w++) {
    const d = new Date();
    d.setUTCDate(d.getUTCDate() + 7 * w);
    const res = await t.api<TuanCuaToi>('GET', `${path}?ngay=${d.toISOString().slice(0, 10)}`, { as });
    expect(res.status).toBe(200);
    if (res.body.data.tiet.length > 0) return res.body.data;
  }
  throw new Error(`no week with lessons for ${path}`);
}

describe('A class week on the class pages', () => {
  it('requires sign-in and the page authority', async () => {
    expect((await t.api('GET', '/api/ThoiKhoaBieu/lopCuaToi/1')).status).toBe(401);
    expect((await t.api('GET', '/api/ThoiKhoaBieu/lopQuanLyCuaEm')).status).toBe(401);
    expect((await t.api('GET', '/api/ThoiKhoaBieu/lopCuaToi/1', { as: 'hocsinh' })).status).toBe(403);
    expect((await t.api('GET', '/api/ThoiKhoaBieu/lopCuaEm/1', { as: 'giaovien' })).status).toBe(403);
    expect((await t.api('GET', '/api/ThoiKhoaBieu/lopQuanLyCuaEm', { as: 'giaovien' })).status).toBe(403);
  });

  it("shows a teacher's own class and a student's own classes; another class is 404; bad input 400", async () => {
    const mine = await t.api<{ id: number }[]>('GET', '/api/LopMonHoc/cuaToi', { as: 'giaovien' });
    const own = mine.body.data[0]!.id;
    const week = await weekWithLessons(`/api/ThoiKhoaBieu/lopCuaToi/${own}`, 'giaovien');
    expect(week.soNgayHoc).toBeGreaterThan(0);
    const other = allIds.find((id) => !mine.body.data.some((c) => c.id === id))!;
    expect((await t.api('GET', `/api/ThoiKhoaBieu/lopCuaToi/${other}`, { as: 'giaovien' })).status).toBe(404);
    expect((await t.api('GET', '/api/ThoiKhoaBieu/lopCuaToi/abc', { as: 'giaovien' })).status).toBe(400);
    expect((await t.api('GET', `/api/ThoiKhoaBieu/lopCuaToi/${own}?ngay=x`, { as: 'giaovien' })).status).toBe(400);

    const theirs = await t.api<{ id: number }[]>('GET', '/api/LopMonHoc/cuaEm', { as: 'hocsinh' });
    const joined = theirs.body.data[0]!.id;
    await weekWithLessons(`/api/ThoiKhoaBieu/lopCuaEm/${joined}`, 'hocsinh');
    const notJoined = allIds.find((id) => !theirs.body.data.some((c) => c.id === id))!;
    expect((await t.api('GET', `/api/ThoiKhoaBieu/lopCuaEm/${notJoined}`, { as: 'hocsinh' })).status).toBe(404);
    await weekWithLessons('/api/ThoiKhoaBieu/lopQuanLyCuaEm', 'hocsinh');
  });
});
