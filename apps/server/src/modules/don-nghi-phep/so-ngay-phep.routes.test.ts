import type { LeaveBalanceView, LeaveEntitlement, Page } from '@hpl/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { auditLog } from '../../db/schema';

const LIST = '/api/DonNghiPhep/soNgayPhep';
let t: TestApp;
let teacher: LeaveEntitlement;

const list = (query: string, as = 'nhansu') => t.api<Page<LeaveEntitlement>>('GET', `${LIST}?${query}`, { as });
const put = (nhanVienId: number, body: unknown, as = 'nhansu', lang: 'vi' | 'en' = 'vi') =>
  t.api<LeaveEntitlement>('PUT', `${LIST}/${nhanVienId}`, { as, body, lang });
const balance = async () =>
  (await t.api<LeaveBalanceView>('GET', '/api/DonNghiPhep/soNgayPhepConLai', { as: 'giaovien' })).body.data;

beforeAll(async () => {
  t = await createTestApp();
  const found = await list('search=nguyen van an');
  teacher = found.body.data.items.find((s) => s.hoTen === 'Nguyễn Văn An')!;
});
afterAll(async () => {
  await t?.close();
});

describe('GET/PUT /api/DonNghiPhep/soNgayPhep: access', () => {
  it('requires sign-in', async () => {
    expect((await t.api('GET', LIST)).status).toBe(401);
    expect((await t.api('PUT', `${LIST}/1`, { body: { soNgayPhepNam: 14 } })).status).toBe(401);
  });

  it('is refused to everyone without the HR permission, the department head included', async () => {
    for (const as of ['giaovien', 'totruong', 'hocsinh']) {
      expect((await list('', as)).status).toBe(403);
      expect((await put(teacher.nhanVienId, { soNgayPhepNam: 30 }, as)).status).toBe(403);
    }
  });

  it('answers 404 for an unknown staff member or year', async () => {
    expect((await put(999_999, { soNgayPhepNam: 14 })).status).toBe(404);
    expect((await list('namHocId=999999')).status).toBe(404);
  });
});

describe('GET /api/DonNghiPhep/soNgayPhep', () => {
  it('lists current staff with the statutory default, no override and the year’s balance', async () => {
    const page = await list('pageSize=5&sort=hoTen');
    expect(page.status).toBe(200);
    expect(page.body.data.items).toHaveLength(5);
    expect(page.body.data.totalCount).toBeGreaterThan(5);
    expect(teacher).toMatchObject({ soNgayPhepNam: null, maNhanVien: expect.any(String) });
    expect(teacher.soNgayMacDinh).toBeGreaterThanOrEqual(12);
    expect(teacher.soNgayDuocNghi).toBe(teacher.soNgayMacDinh);
    const own = await balance();
    expect(teacher).toMatchObject({
      namHocId: own.namHocId,
      soNgayDaNghi: own.soNgayDaNghi,
      soNgayChoDuyet: own.soNgayChoDuyet,
      soNgayConLai: own.soNgayConLai,
    });
  });

  it('refuses an unknown sort field with a readable 400', async () => {
    const res = await list('sort=matKhau');
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]).toBeTruthy();
  });
});

describe('PUT /api/DonNghiPhep/soNgayPhep/:nhanVienId', () => {
  it('refuses values outside 0–60, fractions, text and a missing value with a readable 400', async () => {
    for (const body of [
      { soNgayPhepNam: 61 },
      { soNgayPhepNam: -1 },
      { soNgayPhepNam: 1.5 },
      { soNgayPhepNam: '20' },
      {},
    ]) {
      const res = await put(teacher.nhanVienId, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.fieldErrors?.soNgayPhepNam).toBe(
        'Số ngày phép năm phải là số nguyên từ 0 đến 60, hoặc để trống để dùng mức theo luật.',
      );
    }
    const en = await put(teacher.nhanVienId, { soNgayPhepNam: 99 }, 'nhansu', 'en');
    expect(en.body.errors).toEqual([
      'Annual leave must be a whole number from 0 to 60 days, or empty for the statutory default.',
    ]);
  });

  it('sets an override that the staff member’s balance reflects, audits it, and clears it again', async () => {
    const before = await balance();
    expect(before.caiDatRieng).toBe(false);

    const set = await put(teacher.nhanVienId, { soNgayPhepNam: 20, version: teacher.version });
    expect(set.status).toBe(200);
    expect(set.body.data).toMatchObject({
      soNgayPhepNam: 20,
      soNgayDuocNghi: 20,
      soNgayMacDinh: teacher.soNgayMacDinh,
      soNgayConLai: 20 - before.soNgayDaNghi - before.soNgayChoDuyet,
      version: teacher.version + 1,
    });
    const after = await balance();
    expect(after).toMatchObject({ soNgayDuocNghi: 20, caiDatRieng: true, soNgayConLai: set.body.data.soNgayConLai });

    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'NhanVien.soNgayPhepNam'), eq(auditLog.entityId, String(teacher.nhanVienId))));
    expect(rows.at(-1)).toMatchObject({
      action: 'update',
      before: { soNgayPhepNam: null },
      after: { soNgayPhepNam: 20 },
    });

    // A stale version (the one read before the change) is refused; no version means "overwrite".
    expect((await put(teacher.nhanVienId, { soNgayPhepNam: 0, version: teacher.version })).status).toBe(409);
    const cleared = await put(teacher.nhanVienId, { soNgayPhepNam: null });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data).toMatchObject({ soNgayPhepNam: null, soNgayDuocNghi: teacher.soNgayMacDinh });
    expect(await balance()).toMatchObject({ soNgayDuocNghi: before.soNgayDuocNghi, caiDatRieng: false });
  });
});
