import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

interface Year {
  id: number;
  tenNamHoc: string;
  isActive: boolean;
  version: number;
}
interface Page<T> {
  items: T[];
  totalCount: number;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const list = async () =>
  (await t.api<Page<Year>>('GET', '/api/NamHoc/danhSachNamHoc?pageSize=-1', { as: 'admin' })).body.data;
const activeYears = async () => (await list()).items.filter((y) => y.isActive);

describe('NamHoc API', () => {
  it('requires sign-in', async () => {
    const res = await t.api('GET', '/api/NamHoc/danhSachNamHoc?pageSize=-1');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ succeeded: false, errors: ['Đăng nhập hết hạn, vui lòng đăng nhập lại.'] });
  });

  it('lists every year with pageSize -1 for any signed-in user, as { items: { id, tenNamHoc, isActive } }', async () => {
    const res = await t.api<Page<Year>>('GET', '/api/NamHoc/danhSachNamHoc?pageSize=-1', { as: 'hocsinh' });
    expect(res.status).toBe(200);
    expect(res.body.succeeded).toBe(true);
    expect(res.body.data.items.map((y) => y.tenNamHoc)).toEqual(['2026-2027', '2025-2026']);
    expect(res.body.data.items[0]).toMatchObject({ id: expect.any(Number), tenNamHoc: '2026-2027', isActive: true });
    expect(res.body.data.totalCount).toBe(2);
  });

  it('pages, searches and sorts', async () => {
    const page = await t.api<Page<Year>>('GET', '/api/NamHoc/danhSachNamHoc?pageSize=1&pageIndex=2&sort=tenNamHoc', {
      as: 'admin',
    });
    expect(page.body.data.items.map((y) => y.tenNamHoc)).toEqual(['2026-2027']);
    expect(page.body.data.totalCount).toBe(2);
    const search = await t.api<Page<Year>>('GET', '/api/NamHoc/danhSachNamHoc?search=2025', { as: 'admin' });
    expect(search.body.data.items.map((y) => y.tenNamHoc)).toEqual(['2025-2026']);
    // Refused every time: the refusal leaves no prepared query behind that a second request could run.
    for (const _ of [1, 2]) {
      const badSort = await t.api('GET', '/api/NamHoc/danhSachNamHoc?sort=password', { as: 'admin', lang: 'en' });
      expect(badSort.status).toBe(400);
      expect(badSort.body.errors?.[0]).toContain('Cannot sort by "password"');
    }
  });

  it('lists the two terms of a year', async () => {
    const [year] = await activeYears();
    const res = await t.api<{ tenHocKy: string }[]>('GET', `/api/NamHoc/${year!.id}/danhSachHocKy`, { as: 'giaovien' });
    expect(res.status).toBe(200);
    expect(res.body.data.map((k) => k.tenHocKy)).toEqual(['Học kỳ I', 'Học kỳ II']);
  });

  it('creates, updates and deletes a year, keeping exactly one active', async () => {
    const created = await t.api<Year>('POST', '/api/NamHoc', { as: 'admin', body: { tenNamHoc: '2027-2028' } });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ tenNamHoc: '2027-2028', isActive: false });
    const terms = await t.api<unknown[]>('GET', `/api/NamHoc/${created.body.data.id}/danhSachHocKy`, { as: 'admin' });
    expect(terms.body.data).toHaveLength(2);

    const activated = await t.api<Year>('PUT', `/api/NamHoc/${created.body.data.id}`, {
      as: 'admin',
      body: { tenNamHoc: '2027-2028', isActive: true, version: created.body.data.version },
    });
    expect(activated.status).toBe(200);
    expect((await activeYears()).map((y) => y.tenNamHoc)).toEqual(['2027-2028']);

    const stale = await t.api('PUT', `/api/NamHoc/${created.body.data.id}`, {
      as: 'admin',
      body: { tenNamHoc: '2027-2028 (sửa)', isActive: true, version: created.body.data.version },
    });
    expect(stale.status).toBe(409);

    const deactivate = await t.api('PUT', `/api/NamHoc/${created.body.data.id}`, {
      as: 'admin',
      body: { tenNamHoc: '2027-2028', isActive: false },
    });
    expect(deactivate.status).toBe(400);
    expect(deactivate.body.errors?.[0]).toContain('Phải luôn có một năm học đang hoạt động');

    const deleteActive = await t.api('DELETE', `/api/NamHoc/${created.body.data.id}`, { as: 'admin' });
    expect(deleteActive.status).toBe(400);

    const current = (await list()).items.find((y) => y.tenNamHoc === '2026-2027')!;
    await t.api('PUT', `/api/NamHoc/${current.id}`, { as: 'admin', body: { tenNamHoc: '2026-2027', isActive: true } });
    expect((await activeYears()).map((y) => y.tenNamHoc)).toEqual(['2026-2027']);

    const deleted = await t.api('DELETE', `/api/NamHoc/${created.body.data.id}`, { as: 'admin' });
    expect(deleted.status).toBe(200);
    expect((await t.api('GET', `/api/NamHoc/${created.body.data.id}`, { as: 'admin' })).status).toBe(404);
  });

  it('refuses to delete a year that has classes, with a readable message', async () => {
    const previous = (await list()).items.find((y) => y.tenNamHoc === '2025-2026')!;
    const res = await t.api('DELETE', `/api/NamHoc/${previous.id}`, { as: 'admin' });
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]).toBe('Không thể xoá năm học "2025-2026" vì đang có lớp học thuộc năm học này.');
  });

  it('answers bad input with 400 and readable messages, writing nothing', async () => {
    const before = (await list()).totalCount;
    const empty = await t.api('POST', '/api/NamHoc', { as: 'admin', body: { tenNamHoc: '   ' } });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual(['Tên năm học không được để trống.']);
    const emptyEn = await t.api('POST', '/api/NamHoc', { as: 'admin', body: { tenNamHoc: '' }, lang: 'en' });
    expect(emptyEn.body.errors).toEqual(['The academic year name is required.']);
    const duplicate = await t.api('POST', '/api/NamHoc', { as: 'admin', body: { tenNamHoc: '2025-2026' } });
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.errors).toEqual(['Năm học "2025-2026" đã tồn tại.']);
    const wrongType = await t.api('POST', '/api/NamHoc', { as: 'admin', body: { tenNamHoc: 2028, isActive: 'yes' } });
    expect(wrongType.status).toBe(400);
    // A value of the wrong type is named as such, not as missing.
    expect(wrongType.body.errors).toEqual([
      'tenNamHoc: sai kiểu dữ liệu, cần string',
      'isActive: sai kiểu dữ liệu, cần boolean',
    ]);
    const missing = await t.api('POST', '/api/NamHoc', { as: 'admin', body: { isActive: true }, lang: 'en' });
    expect(missing.body.errors).toEqual(['tenNamHoc: is required']);
    const badPage = await t.api('GET', '/api/NamHoc/danhSachNamHoc?pageSize=abc', { as: 'admin', lang: 'en' });
    expect(badPage.status).toBe(400);
    expect(badPage.body.errors).toEqual(['pageSize: wrong type, expected number']);
    const badDates = await t.api('POST', '/api/NamHoc', {
      as: 'admin',
      body: { tenNamHoc: '2030-2031', ngayBatDau: '2031-06-01', ngayKetThuc: '2030-09-01' },
    });
    expect(badDates.body.errors).toEqual(['Ngày kết thúc phải sau ngày bắt đầu.']);
    const notJson = await t.api('POST', '/api/NamHoc', {
      as: 'admin',
      body: '{not json',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
    expect((await list()).totalCount).toBe(before);
  });

  it('answers 404 for unknown ids and 400 for ids that are not numbers', async () => {
    expect((await t.api('GET', '/api/NamHoc/999999', { as: 'admin' })).status).toBe(404);
    expect((await t.api('PUT', '/api/NamHoc/999999', { as: 'admin', body: { tenNamHoc: 'x' } })).status).toBe(404);
    expect((await t.api('DELETE', '/api/NamHoc/999999', { as: 'admin' })).status).toBe(404);
    expect((await t.api('GET', '/api/NamHoc/abc', { as: 'admin' })).status).toBe(400);
  });

  it('lets only Admin write', async () => {
    const res = await t.api('POST', '/api/NamHoc', { as: 'giaovien', body: { tenNamHoc: '2040-2041' } });
    expect(res.status).toBe(403);
  });
});
