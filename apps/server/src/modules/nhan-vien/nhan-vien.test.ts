import type { NhanVien, Page } from '@hpl/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

let t: TestApp;
let staff: NhanVien[];
beforeAll(async () => {
  t = await createTestApp();
  staff = (await t.api<Page<NhanVien>>('GET', '/api/NhanVien/danhSachNhanVien?pageSize=-1', { as: 'admin' })).body.data
    .items;
});
afterAll(async () => {
  await t?.close();
});

const body = { maNhanVien: 'NV-THU-1', hoTen: 'Trần Thị Thử', email: 'thu@example.edu.vn', trangThai: 'dang_lam' };

describe('NhanVien API: who may read', () => {
  it('requires sign-in', async () => {
    expect((await t.api('GET', '/api/NhanVien/danhSachNhanVien')).status).toBe(401);
    expect((await t.api('GET', `/api/NhanVien/${staff[0]!.id}`)).status).toBe(401);
  });

  it('gives staff records (contacts, birthdays) to Admin and HR only', async () => {
    expect(staff.length).toBeGreaterThan(1);
    const forHr = await t.api<Page<NhanVien>>('GET', '/api/NhanVien/danhSachNhanVien?pageSize=-1', { as: 'nhansu' });
    expect(forHr.status).toBe(200);
    expect(forHr.body.data.totalCount).toBe(staff.length);
    for (const as of ['giaovien', 'gvcn', 'hocsinh']) {
      for (const url of ['/api/NhanVien/danhSachNhanVien', `/api/NhanVien/${staff[0]!.id}`]) {
        const refused = await t.api('GET', url, { as });
        expect(refused.status, `${as} ${url}`).toBe(403);
        expect(JSON.stringify(refused.body), `${as} ${url}`).not.toContain('@');
      }
    }
  });

  it('filters by department and searches by name', async () => {
    const member = staff.find((s) => s.phongBanId !== null);
    expect(member).toBeDefined();
    const department = await t.api<Page<NhanVien>>(
      'GET',
      `/api/NhanVien/danhSachNhanVien?pageSize=-1&phongBanId=${member!.phongBanId}`,
      { as: 'admin' },
    );
    expect(department.body.data.items.map((s) => s.id)).toContain(member!.id);
    expect(department.body.data.items.length).toBeLessThan(staff.length);
    expect(department.body.data.items.filter((s) => s.phongBanId !== member!.phongBanId)).toEqual([]);
    const byCode = await t.api<Page<NhanVien>>(
      'GET',
      `/api/NhanVien/danhSachNhanVien?search=${encodeURIComponent(member!.maNhanVien)}`,
      { as: 'admin' },
    );
    expect(byCode.body.data.items.map((s) => s.id)).toContain(member!.id);
  });

  it('pages with the total of the whole list', async () => {
    const page = await t.api<Page<NhanVien>>('GET', '/api/NhanVien/danhSachNhanVien?pageSize=2&pageIndex=2', {
      as: 'admin',
    });
    expect(page.body.data.items.map((s) => s.id)).toEqual(staff.slice(2, 4).map((s) => s.id));
    expect(page.body.data.totalCount).toBe(staff.length);
  });

  it('answers 404 for a staff record that does not exist', async () => {
    expect((await t.api('GET', '/api/NhanVien/999999', { as: 'admin' })).status).toBe(404);
    expect((await t.api('DELETE', '/api/NhanVien/999999', { as: 'nhansu' })).status).toBe(404);
  });
});

describe('NhanVien API: changes', () => {
  it('lets HR create, change and (softly) delete a record; a deleted one answers 404', async () => {
    expect((await t.api('POST', '/api/NhanVien', { as: 'giaovien', body })).status).toBe(403);
    const created = await t.api<NhanVien>('POST', '/api/NhanVien', { as: 'nhansu', body });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ maNhanVien: 'NV-THU-1', hoTen: 'Trần Thị Thử', phongBanId: null });
    const duplicate = await t.api('POST', '/api/NhanVien', {
      as: 'admin',
      body: { ...body, maNhanVien: 'nv-thu-1', hoTen: 'Người Khác' },
    });
    expect(duplicate.status).toBe(400);
    const changed = await t.api<NhanVien>('PUT', `/api/NhanVien/${created.body.data.id}`, {
      as: 'nhansu',
      body: { ...body, chucVu: 'Giáo viên', version: created.body.data.version },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data.chucVu).toBe('Giáo viên');
    const stale = await t.api('PUT', `/api/NhanVien/${created.body.data.id}`, {
      as: 'nhansu',
      body: { ...body, version: created.body.data.version },
    });
    expect(stale.status).toBe(409);
    expect((await t.api('DELETE', `/api/NhanVien/${created.body.data.id}`, { as: 'nhansu' })).status).toBe(200);
    expect((await t.api('GET', `/api/NhanVien/${created.body.data.id}`, { as: 'admin' })).status).toBe(404);
    const after = await t.api<Page<NhanVien>>('GET', '/api/NhanVien/danhSachNhanVien?pageSize=-1', { as: 'admin' });
    expect(after.body.data.items.map((s) => s.id)).not.toContain(created.body.data.id);
  });

  it('keeps a department head in their department', async () => {
    const departments = await t.api<Page<{ id: number; truongPhongId: number | null }>>(
      'GET',
      '/api/PhongBan/danhSachPhongBan?pageSize=-1',
      { as: 'admin' },
    );
    const headed = departments.body.data.items.filter((d) => d.truongPhongId !== null);
    expect(headed.length).toBeGreaterThan(1);
    const [first, second] = headed;
    const head = (await t.api<NhanVien>('GET', `/api/NhanVien/${first!.truongPhongId}`, { as: 'admin' })).body.data;
    const moved = await t.api('PUT', `/api/NhanVien/${head.id}`, {
      as: 'admin',
      body: {
        maNhanVien: head.maNhanVien,
        hoTen: head.hoTen,
        trangThai: head.trangThai,
        phongBanId: second!.id,
        version: head.version,
      },
    });
    expect(moved.status).toBe(400);
    expect((await t.api<NhanVien>('GET', `/api/NhanVien/${head.id}`, { as: 'admin' })).body.data.phongBanId).toBe(
      first!.id,
    );
  });

  it('answers 400 for bad input, never 500', async () => {
    for (const bad of [
      {},
      { ...body, maNhanVien: 'có dấu cách' },
      { ...body, maNhanVien: 'NV-THU-2', email: 'not-an-email' },
      { ...body, maNhanVien: 'NV-THU-3', phongBanId: 999_999 },
      { ...body, maNhanVien: 'NV-THU-4', ngaySinh: '2020-13-45' },
    ]) {
      const answer = await t.api('POST', '/api/NhanVien', { as: 'admin', body: bad });
      expect(answer.status, JSON.stringify(bad)).toBe(400);
      expect(answer.body.succeeded).toBe(false);
    }
  });
});
