import type { LopQuanLy, LopQuanLyHocSinh, Page } from '@hpl/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

let t: TestApp;
let classes: LopQuanLy[];
beforeAll(async () => {
  t = await createTestApp();
  classes = (await t.api<Page<LopQuanLy>>('GET', '/api/LopQuanLy/danhSachLopQuanLy?pageSize=-1', { as: 'admin' })).body
    .data.items;
});
afterAll(async () => {
  await t?.close();
});

const withStudents = () => {
  const found = classes.find((c) => c.siSo > 0);
  expect(found, 'the demo school has a class with students').toBeDefined();
  return found!;
};
const students = (id: number, as = 'admin') =>
  t.api<LopQuanLyHocSinh[]>('GET', `/api/LopQuanLy/${id}/danhSachHocSinh`, { as });

describe('LopQuanLy API: who may read', () => {
  it('requires sign-in', async () => {
    expect((await t.api('GET', '/api/LopQuanLy/danhSachLopQuanLy')).status).toBe(401);
    expect((await t.api('GET', `/api/LopQuanLy/${withStudents().id}`)).status).toBe(401);
    expect((await students(withStudents().id, '')).status).toBe(401);
  });

  it("lists the active year's classes with their sizes, and the student list matches the size", async () => {
    expect(classes.length).toBeGreaterThan(1);
    expect(new Set(classes.map((c) => c.namHocId)).size).toBe(1);
    const k = withStudents();
    const list = await students(k.id);
    expect(list.status).toBe(200);
    expect(list.body.data.length).toBe(k.siSo);
    const names = list.body.data.map((s) => s.hoTen);
    expect(new Set(names).size).toBeGreaterThan(0);
  });

  it('keeps the student list (names, birthdays) from students and teachers without the management permission', async () => {
    for (const as of ['hocsinh', 'giaovien']) {
      const refused = await students(withStudents().id, as);
      expect(refused.status, as).toBe(403);
      expect(refused.body.data, as).toBeUndefined();
    }
  });

  it('answers 404 for a class that does not exist, on every id route', async () => {
    expect((await t.api('GET', '/api/LopQuanLy/999999', { as: 'admin' })).status).toBe(404);
    expect((await students(999_999)).status).toBe(404);
    expect((await t.api('DELETE', '/api/LopQuanLy/999999', { as: 'admin' })).status).toBe(404);
  });

  it('filters by grade level', async () => {
    const k = withStudents();
    const sameGrade = await t.api<Page<LopQuanLy>>(
      'GET',
      `/api/LopQuanLy/danhSachLopQuanLy?pageSize=-1&khoiId=${k.khoiId}`,
      { as: 'admin' },
    );
    expect(sameGrade.body.data.items.map((c) => c.id)).toContain(k.id);
    expect(sameGrade.body.data.items.length).toBeLessThan(classes.length);
    expect(sameGrade.body.data.items.filter((c) => c.khoiId !== k.khoiId)).toEqual([]);
    expect(sameGrade.body.data.totalCount).toBe(sameGrade.body.data.items.length);
  });
});

describe('LopQuanLy API: changes', () => {
  const bodyFrom = (k: LopQuanLy, tenLop: string) => ({
    namHocId: k.namHocId,
    khoiId: k.khoiId,
    heHocId: k.heHocId,
    tenLop,
  });

  it('lets only the managers create, rename and delete a class', async () => {
    const k = withStudents();
    const body = bodyFrom(k, 'Thử 1');
    for (const as of ['giaovien', 'hocsinh', 'nhansu']) {
      expect((await t.api('POST', '/api/LopQuanLy', { as, body })).status, as).toBe(403);
    }
    const created = await t.api<LopQuanLy>('POST', '/api/LopQuanLy', { as: 'admin', body });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ tenLop: 'Thử 1', siSo: 0, namHocId: k.namHocId, gvcnId: null });
    const duplicate = await t.api('POST', '/api/LopQuanLy', { as: 'admin', body: bodyFrom(k, 'thử 1') });
    expect(duplicate.status).toBe(400);
    const renamed = await t.api<LopQuanLy>('PUT', `/api/LopQuanLy/${created.body.data.id}`, {
      as: 'admin',
      body: { ...bodyFrom(k, 'Thử 2'), version: created.body.data.version },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.tenLop).toBe('Thử 2');
    const stale = await t.api('PUT', `/api/LopQuanLy/${created.body.data.id}`, {
      as: 'admin',
      body: { ...bodyFrom(k, 'Thử 3'), version: created.body.data.version },
    });
    expect(stale.status).toBe(409);
    expect((await t.api('DELETE', `/api/LopQuanLy/${created.body.data.id}`, { as: 'admin' })).status).toBe(200);
    expect((await t.api('GET', `/api/LopQuanLy/${created.body.data.id}`, { as: 'admin' })).status).toBe(404);
  });

  it('refuses to delete a class that has students', async () => {
    const k = withStudents();
    const refused = await t.api('DELETE', `/api/LopQuanLy/${k.id}`, { as: 'admin' });
    expect(refused.status).toBe(400);
    expect((await t.api('GET', `/api/LopQuanLy/${k.id}`, { as: 'admin' })).status).toBe(200);
  });

  it('answers 400 with readable messages for bad input, never 500', async () => {
    const k = withStudents();
    const empty = await t.api('POST', '/api/LopQuanLy', { as: 'admin', body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.succeeded).toBe(false);
    const unknownGrade = await t.api('POST', '/api/LopQuanLy', {
      as: 'admin',
      body: { ...bodyFrom(k, 'Thử 4'), khoiId: 999_999 },
    });
    expect(unknownGrade.status).toBe(400);
    const unknownTeacher = await t.api('POST', '/api/LopQuanLy', {
      as: 'admin',
      body: { ...bodyFrom(k, 'Thử 5'), gvcnId: 999_999 },
    });
    expect(unknownTeacher.status).toBe(400);
    expect((await t.api('GET', '/api/LopQuanLy/abc', { as: 'admin' })).status).toBe(400);
  });
});
