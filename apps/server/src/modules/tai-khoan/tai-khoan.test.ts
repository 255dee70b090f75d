import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

interface Page<T> {
  items: T[];
  totalCount: number;
}
type Account = {
  id: number;
  username: string;
  roles: string[];
  permissions: string[];
  lockedAt: string | null;
  version: number;
  hocSinhId: number | null;
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});
const find = async (username: string) =>
  (
    await t.api<Page<Account>>('GET', `/api/TaiKhoan/danhSachTaiKhoan?search=${username}`, { as: 'admin' })
  ).body.data.items.find((a) => a.username === username)!;

describe('TaiKhoan API', () => {
  it('needs QuanLy.TaiKhoan', async () => {
    expect((await t.api('GET', '/api/TaiKhoan/danhSachTaiKhoan')).status).toBe(401);
    expect((await t.api('GET', '/api/TaiKhoan/danhSachTaiKhoan', { as: 'giaovien' })).status).toBe(403);
    expect((await t.api('POST', '/api/TaiKhoan/1/khoa', { as: 'nhansu' })).status).toBe(403);
  });

  it('lists with search and role filter, never exposing password hashes', async () => {
    const admins = await t.api<Page<Account>>('GET', '/api/TaiKhoan/danhSachTaiKhoan?role=Admin&pageSize=-1', {
      as: 'admin',
    });
    expect(admins.body.data.items.map((a) => a.username)).toEqual(['admin']);
    expect(JSON.stringify(admins.body)).not.toContain('argon2');
    const byName = await t.api<Page<Account>>('GET', '/api/TaiKhoan/danhSachTaiKhoan?search=nguyen%20van%20an', {
      as: 'admin',
    });
    expect(byName.body.data.items.map((a) => a.username)).toContain('giaovien');
  });

  it('creates an account for a staff record with a one-time password, and refuses a second one', async () => {
    const staff = await t.api<Page<{ id: number; maNhanVien: string }>>(
      'GET',
      '/api/NhanVien/danhSachNhanVien?pageSize=-1',
      { as: 'admin' },
    );
    const withAccount = new Set(
      (
        await t.api<Page<Account & { nhanVienId: number | null }>>(
          'GET',
          '/api/TaiKhoan/danhSachTaiKhoan?pageSize=-1&loai=nhan_vien',
          { as: 'admin' },
        )
      ).body.data.items.map((a) => a.nhanVienId),
    );
    const created = await t.api<{ taiKhoan: Account; matKhauTam: string }>('POST', '/api/TaiKhoan', {
      as: 'admin',
      body: { username: 'nv.moi', nhanVienId: staff.body.data.items[0]!.id, roles: ['GiaoVien'] },
    });
    // Every demo staff member already has an account.
    expect(withAccount.has(staff.body.data.items[0]!.id)).toBe(true);
    expect(created.status).toBe(400);
    expect(created.body.errors?.[0]).toMatch(/đã có tài khoản/);
    const newStaff = await t.api<{ id: number }>('POST', '/api/NhanVien', {
      as: 'admin',
      body: { maNhanVien: 'NV9999', hoTen: 'Đặng Văn Mới' },
    });
    const ok = await t.api<{ taiKhoan: Account; matKhauTam: string }>('POST', '/api/TaiKhoan', {
      as: 'admin',
      body: { username: 'nv.moi', nhanVienId: newStaff.body.data.id, roles: ['GiaoVien'], permissions: ['Report'] },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data.matKhauTam.length).toBeGreaterThanOrEqual(12);
    expect(ok.body.data.taiKhoan).toMatchObject({ username: 'nv.moi', roles: ['GiaoVien'], permissions: ['Report'] });
    const dupName = await t.api('POST', '/api/TaiKhoan', {
      as: 'admin',
      body: { username: 'NV.MOI', nhanVienId: newStaff.body.data.id, roles: [] },
    });
    expect(dupName.status).toBe(400);
    const badRole = await t.api('POST', '/api/TaiKhoan', {
      as: 'admin',
      body: { username: 'x.y', nhanVienId: newStaff.body.data.id, roles: ['Root'] },
    });
    expect(badRole.body.errors).toEqual(['Vai trò không hợp lệ.']);
    const both = await t.api('POST', '/api/TaiKhoan', { as: 'admin', body: { username: 'x.y', roles: [] } });
    expect(both.body.errors).toEqual(['Tài khoản phải gắn với đúng một nhân viên hoặc một học sinh.']);
  });

  it('assigns roles (ending sessions), refuses admin rights on a student and removing one’s own Admin role', async () => {
    const gv = await find('giaovien');
    const res = await t.api<Account>('PUT', `/api/TaiKhoan/${gv.id}`, {
      as: 'admin',
      body: { roles: ['GiaoVien'], permissions: ['Report'], version: gv.version },
    });
    expect(res.body.data.permissions).toEqual(['Report']);
    expect((await t.api('GET', '/api/NamHoc/danhSachNamHoc', { as: 'giaovien' })).status).toBe(401);
    const stale = await t.api('PUT', `/api/TaiKhoan/${gv.id}`, {
      as: 'admin',
      body: { roles: ['GiaoVien'], permissions: [], version: gv.version },
    });
    expect(stale.status).toBe(409);
    const hs = await find('hocsinh');
    const studentAdmin = await t.api('PUT', `/api/TaiKhoan/${hs.id}`, {
      as: 'admin',
      body: { roles: ['Admin'], permissions: [] },
    });
    expect(studentAdmin.status).toBe(400);
    const me = await find('admin');
    const self = await t.api('PUT', `/api/TaiKhoan/${me.id}`, {
      as: 'admin',
      body: { roles: ['GiaoVien'], permissions: me.permissions },
      lang: 'en',
    });
    expect(self.body.errors).toEqual(['You cannot remove your own Admin role or account-management permission.']);
  });

  it('locks (ending sessions) and unlocks; an admin cannot lock themselves; resets a password', async () => {
    await t.api('GET', '/api/NamHoc/danhSachNamHoc', { as: 'gvcn' });
    const gvcn = await find('gvcn');
    const locked = await t.api<Account>('POST', `/api/TaiKhoan/${gvcn.id}/khoa`, { as: 'admin' });
    expect(locked.body.data.lockedAt).toBeTruthy();
    expect((await t.api('GET', '/api/NamHoc/danhSachNamHoc', { as: 'gvcn' })).status).toBe(401);
    expect((await t.api('POST', `/api/TaiKhoan/${gvcn.id}/khoa`, { as: 'admin' })).status).toBe(400);
    expect(
      (await t.api<Account>('POST', `/api/TaiKhoan/${gvcn.id}/moKhoa`, { as: 'admin' })).body.data.lockedAt,
    ).toBeNull();
    const me = await find('admin');
    expect((await t.api('POST', `/api/TaiKhoan/${me.id}/khoa`, { as: 'admin' })).body.errors).toEqual([
      'Bạn không thể tự khoá tài khoản của chính mình.',
    ]);
    const reset = await t.api<{ matKhauTam: string }>('POST', `/api/TaiKhoan/${gvcn.id}/datLaiMatKhau`, {
      as: 'admin',
    });
    expect(reset.body.data.matKhauTam).toMatch(/^[A-Za-z0-9]{12,}$/);
    expect((await t.api('POST', '/api/TaiKhoan/999999/khoa', { as: 'admin' })).status).toBe(404);
  });
});
