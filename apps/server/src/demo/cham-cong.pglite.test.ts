import type { Page, ThangCuaToi, YeuCauSuaChamCong } from '@hpl/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { seedPunches } from './cham-cong';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // The small test school has no punches (generator.ts); the default and large demo schools get these.
  await seedPunches(t.db, '2026-11-23');
});
afterAll(async () => {
  await t?.close();
});

describe('the demo machine log', () => {
  it('gives giaovien two months of punches with one day missing its punch out and a pending correction for it', async () => {
    const october = await t.api<ThangCuaToi>('GET', '/api/ChamCong/thangCuaToi?thang=2026-10', { as: 'giaovien' });
    expect(october.body.data.ngay.length).toBeGreaterThan(18);
    const november = await t.api<ThangCuaToi>('GET', '/api/ChamCong/thangCuaToi?thang=2026-11', { as: 'giaovien' });
    expect(november.body.data.ngay.filter((d) => d.gioRa === null)).toHaveLength(1);
    expect(november.body.data.yeuCau.map((r) => r.trangThai)).toEqual(['choDuyet']);
    const queue = await t.api<Page<YeuCauSuaChamCong>>('GET', '/api/ChamCong/danhSachYeuCauSua', { as: 'nhansu' });
    expect(queue.body.data.totalCount).toBe(1);
  });
});
