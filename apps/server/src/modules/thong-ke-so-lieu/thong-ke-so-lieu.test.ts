import type { ThongKeSoLieu } from '@hpl/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { multipartBody } from '../../../test/support/test-files';
import { nhanVien } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const [teacher] = await t.db
    .select({ ma: nhanVien.maNhanVien })
    .from(nhanVien)
    .where(eq(nhanVien.hoTen, 'Nguyễn Văn An'));
  const csv = [
    'Mã máy,Mã nhân viên,Thời điểm',
    `MAY01,${teacher!.ma},12/10/2026 07:50`,
    `MAY02,${teacher!.ma},12/10/2026 16:50`,
    `MAY01,${teacher!.ma},13/10/2026 07:10`,
  ].join('\n');
  const { body, headers } = multipartBody([{ name: 'log.csv', type: 'text/csv', data: Buffer.from(csv) }]);
  expect((await t.api('POST', '/api/ChamCong/nhapFile', { as: 'nhansu', body, headers })).status).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

const mine = (as: string) => t.api<ThongKeSoLieu>('GET', '/api/ThongKeSoLieu/cuaToi', { as });

describe('ThongKeSoLieu API', () => {
  it('requires sign-in and a staff screen', async () => {
    expect((await t.api('GET', '/api/ThongKeSoLieu/cuaToi')).status).toBe(401);
    expect((await mine('hocsinh')).status).toBe(403);
  });

  it('counts my punches, periods and leave month by month, and only mine', async () => {
    const res = await mine('giaovien');
    expect(res.status).toBe(200);
    const october = res.body.data.thang.find((m) => m.thang === '2026-10');
    expect(october).toMatchObject({ ngayCong: 2, ngayMuon: 1, phutMuon: 20 });
    expect(res.body.data.tong.tietDay).toBeGreaterThan(0);
    expect(res.body.data.tong.ngayCong).toBe(res.body.data.thang.reduce((n, m) => n + m.ngayCong, 0));
    expect(res.body.data.phep?.soNgayDuocNghi).toBeGreaterThan(0);
    const other = await mine('gvcn');
    expect(other.body.data.thang.find((m) => m.thang === '2026-10')?.ngayCong ?? 0).toBe(0);
  });

  it('answers a bad year id readably', async () => {
    expect((await t.api('GET', '/api/ThongKeSoLieu/cuaToi?namHocId=abc', { as: 'giaovien' })).status).toBe(400);
    expect((await t.api('GET', '/api/ThongKeSoLieu/cuaToi?namHocId=999999', { as: 'giaovien' })).status).toBe(404);
  });
});
