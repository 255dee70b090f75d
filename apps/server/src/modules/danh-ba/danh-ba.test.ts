import { zDanhBaHocSinhHoSo } from '@hpl/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

interface Page<T> {
  items: T[];
  totalCount: number;
}
type Profile = { xemDayDu: boolean; phuHuynh: unknown[]; ngaySinh: string | null; tenLop: string | null } & Record<
  string,
  unknown
>;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('DanhBa API', () => {
  it('is for GiaoVien', async () => {
    expect((await t.api('GET', '/api/DanhBa/danhSachNhanVien')).status).toBe(401);
    expect((await t.api('GET', '/api/DanhBa/danhSachNhanVien', { as: 'hocsinh' })).status).toBe(403);
  });

  it("finds 'nguyen van an' as 'Nguyễn Văn An' and 'le thi hong nhung' with any accents", async () => {
    const staff = await t.api<Page<{ hoTen: string; tenPhongBan: string }>>(
      'GET',
      '/api/DanhBa/danhSachNhanVien?search=nguyen%20van%20an',
      { as: 'giaovien' },
    );
    expect(staff.body.data.items.map((s) => s.hoTen)).toContain('Nguyễn Văn An');
    const mixed = await t.api<Page<{ hoTen: string }>>(
      'GET',
      '/api/DanhBa/danhSachNhanVien?search=L%C3%AA%20thi%20HONG',
      { as: 'giaovien' },
    );
    expect(mixed.body.data.items.map((s) => s.hoTen)).toContain('Lê Thị Hồng Nhung');
    const profile = await t.api<{ tenPhongBan: string; lopChuNhiem: { tenLop: string }[] }>(
      'GET',
      `/api/DanhBa/nhanVien/${(await t.api<Page<{ id: number }>>('GET', '/api/DanhBa/danhSachNhanVien?search=hong%20nhung', { as: 'giaovien' })).body.data.items[0]!.id}`,
      { as: 'giaovien' },
    );
    expect(profile.body.data.lopChuNhiem.map((c) => c.tenLop)).toEqual(['10A1']);
    expect((await t.api('GET', '/api/DanhBa/nhanVien/999999', { as: 'giaovien' })).status).toBe(404);
  });

  it('shows a teacher less of a student than the homeroom teacher and the admin see', async () => {
    const list = await t.api<Page<{ id: number; tenLop: string }>>('GET', '/api/DanhBa/danhSachHocSinh?pageSize=-1', {
      as: 'giaovien',
    });
    const student = list.body.data.items.find((s) => s.tenLop === '10A1')!;
    const plain = (await t.api<Profile>('GET', `/api/DanhBa/hocSinh/${student.id}`, { as: 'giaovien' })).body.data;
    expect(plain).toMatchObject({ xemDayDu: false, phuHuynh: [], ngaySinh: null, dienThoai: null, tenLop: '10A1' });
    const homeroom = (await t.api<Profile>('GET', `/api/DanhBa/hocSinh/${student.id}`, { as: 'gvcn' })).body.data;
    expect(homeroom.xemDayDu).toBe(true);
    expect(homeroom.phuHuynh.length).toBe(2);
    expect(homeroom.ngaySinh).toBeTruthy();
    const admin = (await t.api<Profile>('GET', `/api/DanhBa/hocSinh/${student.id}`, { as: 'admin' })).body.data;
    expect(admin.xemDayDu).toBe(true);
    expect((await t.api('GET', '/api/DanhBa/hocSinh/999999', { as: 'giaovien' })).status).toBe(404);
  });

  it('has no field for health notes or the home address, whoever reads the directory', () => {
    // The response is serialised through this contract: a field it lacks never reaches any reader.
    const fields = Object.keys(zDanhBaHocSinhHoSo.shape);
    expect(fields).toContain('phuHuynh');
    expect(fields).not.toContain('ghiChuSucKhoe');
    expect(fields).not.toContain('diaChi');
  });
});
