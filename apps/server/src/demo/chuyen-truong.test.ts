import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

it('gives the demo school a few school transfers, so the transfer history shows a list', async () => {
  const list = await t.api<{
    items: { loai: string; truongKhac: string | null; tenLop: string | null; lyDo: string }[];
    totalCount: number;
  }>('GET', '/api/HocSinh/danhSachChuyenTruong?pageSize=-1', { as: 'admin' });
  expect(list.status).toBe(200);
  expect(list.body.data!.totalCount).toBeGreaterThanOrEqual(3);
  for (const row of list.body.data!.items) {
    expect(row).toMatchObject({ loai: 'den', truongKhac: expect.any(String), tenLop: expect.stringMatching(/^1/) });
    expect(row.lyDo.length).toBeGreaterThan(0);
  }
});
