import type { LopCuaToi, LopMonHoc, LopQuanLyCuaEm, ThongTinLopGiaoVien } from '@hpl/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

let t: TestApp;
let everyClass: LopMonHoc[];
beforeAll(async () => {
  t = await createTestApp();
  everyClass = (
    await t.api<{ items: LopMonHoc[] }>('GET', '/api/LopMonHoc/danhSachLopMonHoc?pageSize=-1', { as: 'admin' })
  ).body.data.items;
});
afterAll(async () => {
  await t?.close();
});

describe('My classes: teachers', () => {
  it('requires sign-in; students are refused the teacher view', async () => {
    expect((await t.api('GET', '/api/LopMonHoc/cuaToi')).status).toBe(401);
    expect((await t.api('GET', '/api/LopMonHoc/cuaToi', { as: 'hocsinh' })).status).toBe(403);
  });

  it('lists the classes a teacher teaches this year, and opens one with its students and photos', async () => {
    const mine = await t.api<LopCuaToi[]>('GET', '/api/LopMonHoc/cuaToi', { as: 'giaovien' });
    expect(mine.status).toBe(200);
    expect(mine.body.data.length).toBeGreaterThan(0);
    expect(mine.body.data.every((c) => c.giaoVien.some((g) => g.hoTen === 'Nguyễn Văn An'))).toBe(true);
    const one = await t.api<ThongTinLopGiaoVien>('GET', `/api/LopMonHoc/cuaToi/${mine.body.data[0]!.id}`, {
      as: 'giaovien',
    });
    expect(one.status).toBe(200);
    expect(one.body.data.hocSinh.length).toBe(mine.body.data[0]!.siSo);
    expect(one.body.data.hocSinh[0]!.anhDaiDien).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers 404 for a class the teacher does not teach', async () => {
    const mine = new Set(
      (await t.api<LopCuaToi[]>('GET', '/api/LopMonHoc/cuaToi', { as: 'giaovien' })).body.data.map((c) => c.id),
    );
    const other = everyClass.find((c) => !mine.has(c.id))!;
    expect((await t.api('GET', `/api/LopMonHoc/cuaToi/${other.id}`, { as: 'giaovien' })).status).toBe(404);
    expect((await t.api('GET', '/api/LopMonHoc/cuaToi/999999', { as: 'giaovien' })).status).toBe(404);
    expect((await t.api('GET', '/api/LopMonHoc/cuaToi/abc', { as: 'giaovien' })).status).toBe(400);
  });
});

describe('My classes: students', () => {
  it('refuses staff the student views', async () => {
    expect((await t.api('GET', '/api/LopMonHoc/cuaEm', { as: 'giaovien' })).status).toBe(403);
    expect((await t.api('GET', '/api/LopQuanLy/cuaEm', { as: 'giaovien' })).status).toBe(403);
    expect((await t.api('GET', '/api/LopQuanLy/cuaEm')).status).toBe(401);
  });

  it('lists the student’s subject classes with their teachers; another class is 404', async () => {
    const mine = await t.api<LopCuaToi[]>('GET', '/api/LopMonHoc/cuaEm', { as: 'hocsinh' });
    expect(mine.status).toBe(200);
    expect(mine.body.data.length).toBeGreaterThan(0);
    const one = await t.api<LopCuaToi>('GET', `/api/LopMonHoc/cuaEm/${mine.body.data[0]!.id}`, { as: 'hocsinh' });
    expect(one.status).toBe(200);
    expect(one.body.data.giaoVien.length).toBeGreaterThan(0);
    const ids = new Set(mine.body.data.map((c) => c.id));
    const other = everyClass.find((c) => !ids.has(c.id))!;
    expect((await t.api('GET', `/api/LopMonHoc/cuaEm/${other.id}`, { as: 'hocsinh' })).status).toBe(404);
  });

  it('shows the homeroom class: the homeroom teacher and classmates’ names and photos only', async () => {
    const res = await t.api<LopQuanLyCuaEm>('GET', '/api/LopQuanLy/cuaEm', { as: 'hocsinh' });
    expect(res.status).toBe(200);
    expect(res.body.data.giaoVienChuNhiem?.hoTen).toBe('Lê Thị Hồng Nhung');
    expect(res.body.data.banCungLop.length).toBeGreaterThan(1);
    for (const mate of res.body.data.banCungLop)
      expect(Object.keys(mate).sort()).toEqual(['anhDaiDien', 'hoTen', 'id']);
    const photo = res.body.data.banCungLop.find((m) => m.anhDaiDien)!.anhDaiDien!;
    expect((await t.api('GET', `/api/medias/avatars/${photo}`, { as: 'hocsinh' })).status).toBe(200);
  });
});
