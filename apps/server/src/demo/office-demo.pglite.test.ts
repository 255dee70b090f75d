import type { GiayTo, Page, ThangCuaToi, YeuCauSuaChamCong } from '@hpl/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { seedPunches } from './cham-cong';
import { seedIdentityDocuments } from './giay-to-tuy-than';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // The small test school has no punches (generator.ts); the default and large demo schools get these.
  await seedPunches(t.db, '2026-11-23');
  await seedIdentityDocuments(t.db, '2026-11-23');
});
afterAll(async () => {
  await t?.close();
});

describe('the demo school’s punches and identity documents (default and large sizes)', () => {
  it('gives giaovien two months of punches with one day missing its punch out and a pending correction for it', async () => {
    const october = await t.api<ThangCuaToi>('GET', '/api/ChamCong/thangCuaToi?thang=2026-10', { as: 'giaovien' });
    expect(october.body.data.ngay.length).toBeGreaterThan(18);
    const november = await t.api<ThangCuaToi>('GET', '/api/ChamCong/thangCuaToi?thang=2026-11', { as: 'giaovien' });
    expect(november.body.data.ngay.filter((d) => d.gioRa === null)).toHaveLength(1);
    expect(november.body.data.yeuCau.map((r) => r.trangThai)).toEqual(['choDuyet']);
    const queue = await t.api<Page<YeuCauSuaChamCong>>('GET', '/api/ChamCong/danhSachYeuCauSua', { as: 'nhansu' });
    expect(queue.body.data.totalCount).toBe(1);
  });

  it('gives HR documents expiring within 60 and 30 days and one expired', async () => {
    const list = await t.api<Page<GiayTo>>('GET', '/api/GiayToTuyThan/danhSachGiayTo?hetHanTrong=60', { as: 'nhansu' });
    const left = list.body.data.items.map((d) => d.soNgayConLai);
    expect(left.some((d) => d < 0)).toBe(true);
    expect(left.some((d) => d >= 0 && d <= 30)).toBe(true);
    expect(left.some((d) => d > 30 && d <= 60)).toBe(true);
  });
});
