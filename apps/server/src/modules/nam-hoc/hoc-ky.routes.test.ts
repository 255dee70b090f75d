import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { auditLog } from '../../db/schema';

interface Term {
  id: number;
  namHocId: number;
  tenHocKy: string;
  thuTu: number;
  ngayBatDau: string | null;
  ngayKetThuc: string | null;
  version: number;
}

let t: TestApp;
let yearId: number;
let termI: Term;
let termII: Term;

beforeAll(async () => {
  t = await createTestApp();
  const years = await t.api<{ items: { id: number; tenNamHoc: string }[] }>(
    'GET',
    '/api/NamHoc/danhSachNamHoc?pageSize=-1',
    { as: 'admin' },
  );
  yearId = years.body.data.items.find((y) => y.tenNamHoc === '2026-2027')!.id;
  [termI, termII] = (await terms()) as [Term, Term];
});
afterAll(async () => {
  await t?.close();
});

async function terms() {
  return (await t.api<Term[]>('GET', `/api/NamHoc/${yearId}/danhSachHocKy`, { as: 'admin' })).body.data;
}
const put = (termId: number, body: unknown, options: { as?: string; lang?: 'vi' | 'en' } = {}) =>
  t.api<Term>('PUT', `/api/NamHoc/${yearId}/hocKy/${termId}`, { as: 'admin', body, ...options });

describe('PUT /api/NamHoc/:id/hocKy/:hocKyId', () => {
  it('requires sign-in and the Admin role', async () => {
    expect((await t.api('PUT', `/api/NamHoc/${yearId}/hocKy/${termI.id}`, { body: {} })).status).toBe(401);
    expect((await put(termI.id, { tenHocKy: 'x' }, { as: 'giaovien' })).status).toBe(403);
  });

  it('renames a term and moves its dates, with version, audit-logged', async () => {
    const res = await put(termI.id, {
      tenHocKy: 'Học kỳ 1',
      ngayBatDau: '2026-09-07',
      ngayKetThuc: '2027-01-16',
      version: termI.version,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: termI.id,
      namHocId: yearId,
      tenHocKy: 'Học kỳ 1',
      thuTu: 1,
      ngayBatDau: '2026-09-07',
      ngayKetThuc: '2027-01-16',
      version: termI.version + 1,
    });
    expect((await terms()).map((k) => k.tenHocKy)).toEqual(['Học kỳ 1', 'Học kỳ II']);
    const logged = await t.db
      .select({ before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'HocKy'), eq(auditLog.entityId, String(termI.id))));
    expect(logged).toHaveLength(1);
    expect(logged[0]!.before).toMatchObject({ tenHocKy: 'Học kỳ I', ngayBatDau: '2026-09-05' });
    expect(logged[0]!.after).toMatchObject({ tenHocKy: 'Học kỳ 1', ngayBatDau: '2026-09-07' });

    const stale = await put(termI.id, { tenHocKy: 'Học kỳ I', version: termI.version });
    expect(stale.status).toBe(409);
    const withoutVersion = await put(termI.id, {
      tenHocKy: 'Học kỳ I',
      ngayBatDau: '2026-09-05',
      ngayKetThuc: '2027-01-15',
    });
    expect(withoutVersion.status).toBe(200);
    expect(withoutVersion.body.data.version).toBe(termI.version + 2);
  });

  it('refuses dates outside the year, in vi and en', async () => {
    const early = await put(termI.id, { tenHocKy: 'Học kỳ I', ngayBatDau: '2026-08-01', ngayKetThuc: '2027-01-15' });
    expect(early.status).toBe(400);
    expect(early.body.errors).toEqual(['Thời gian học kỳ phải nằm trong năm học 2026-2027 (05/09/2026 – 31/05/2027).']);
    expect(early.body.fieldErrors).toHaveProperty('ngayBatDau');
    const late = await put(
      termII.id,
      { tenHocKy: 'Học kỳ II', ngayBatDau: '2027-01-18', ngayKetThuc: '2027-06-30' },
      { lang: 'en' },
    );
    expect(late.body.errors).toEqual([
      'The term must lie within the academic year 2026-2027 (05/09/2026 – 31/05/2027).',
    ]);
    expect(late.body.fieldErrors).toHaveProperty('ngayKetThuc');
  });

  it('refuses overlapping or out-of-order terms and a repeated name', async () => {
    const overlapNext = await put(termI.id, {
      tenHocKy: 'Học kỳ I',
      ngayBatDau: '2026-09-05',
      ngayKetThuc: '2027-01-20',
    });
    expect(overlapNext.status).toBe(400);
    expect(overlapNext.body.errors).toEqual([
      'Học kỳ trùng thời gian với "Học kỳ II": phải kết thúc trước ngày 18/01/2027.',
    ]);
    const overlapPrevious = await put(
      termII.id,
      { tenHocKy: 'Học kỳ II', ngayBatDau: '2027-01-10', ngayKetThuc: '2027-05-31' },
      { lang: 'en' },
    );
    expect(overlapPrevious.body.errors).toEqual(['The term overlaps "Học kỳ I": it must start after 15/01/2027.']);
    const swapped = await put(termII.id, {
      tenHocKy: 'Học kỳ II',
      ngayBatDau: '2026-09-05',
      ngayKetThuc: '2026-10-01',
    });
    expect(swapped.status).toBe(400);
    const duplicate = await put(termII.id, { tenHocKy: 'học kỳ i' });
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.errors).toEqual(['Năm học này đã có học kỳ tên "học kỳ i".']);
    const reversed = await put(termII.id, {
      tenHocKy: 'Học kỳ II',
      ngayBatDau: '2027-05-01',
      ngayKetThuc: '2027-02-01',
    });
    expect(reversed.body.errors).toEqual(['Ngày kết thúc phải sau ngày bắt đầu.']);
    const empty = await put(termII.id, { tenHocKy: '  ' }, { lang: 'en' });
    expect(empty.body.errors).toEqual(['The term name is required.']);
    expect((await terms()).find((k) => k.id === termII.id)).toMatchObject({
      tenHocKy: 'Học kỳ II',
      ngayBatDau: '2027-01-18',
      ngayKetThuc: '2027-05-31',
    });
  });

  it('answers 404 for a term of another year or unknown ids', async () => {
    const years = await t.api<{ items: { id: number }[] }>('GET', '/api/NamHoc/danhSachNamHoc?pageSize=-1', {
      as: 'admin',
    });
    const otherYear = years.body.data.items.find((y) => y.id !== yearId)!.id;
    const crossed = await t.api('PUT', `/api/NamHoc/${otherYear}/hocKy/${termI.id}`, {
      as: 'admin',
      body: { tenHocKy: 'x' },
    });
    expect(crossed.status).toBe(404);
    expect((await put(999_999, { tenHocKy: 'x' })).status).toBe(404);
    expect(
      (await t.api('PUT', `/api/NamHoc/999999/hocKy/${termI.id}`, { as: 'admin', body: { tenHocKy: 'x' } })).status,
    ).toBe(404);
    expect(
      (await t.api('PUT', `/api/NamHoc/${yearId}/hocKy/abc`, { as: 'admin', body: { tenHocKy: 'x' } })).status,
    ).toBe(400);
  });
});
