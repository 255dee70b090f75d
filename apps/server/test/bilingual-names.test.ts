import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

interface Page<T> {
  items: T[];
  totalCount: number;
}
type Row = Record<string, unknown>;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const list = async (resource: string, query = '') =>
  (await t.api<Page<Row>>('GET', `/api/${resource}/danhSach${resource}?pageSize=-1${query}`, { as: 'admin' })).body.data
    .items;

describe('master data carries both names', () => {
  it('lists the English names with the Vietnamese ones, also where other lists show them', async () => {
    expect((await list('Khoi')).map((k) => [k.tenKhoi, k.tenKhoiEn]).slice(0, 2)).toEqual([
      ['Khối 1', 'Grade 1'],
      ['Khối 2', 'Grade 2'],
    ]);
    const subject = (await list('MonHoc')).find((s) => s.maMonHoc === 'TOAN')!;
    expect(subject).toMatchObject({ tenHeHoc: 'Chương trình Quốc gia', tenHeHocEn: 'National curriculum' });
    const klass = (await list('LopQuanLy')).find((c) => c.tenLop === '10A1')!;
    expect(klass).toMatchObject({ tenKhoi: 'Khối 10', tenKhoiEn: 'Grade 10', tenHeHocEn: 'National curriculum' });
    const staff = (await list('NhanVien')).find((s) => s.hoTen === 'Lý Hoàng Nam')!;
    expect(staff).toMatchObject({ chucVuEn: 'Head of the academic office', tenPhongBanEn: 'Academic office' });
    const directory = await t.api<Page<Row>>('GET', '/api/DanhBa/danhSachNhanVien?search=Ly%20Hoang%20Nam', {
      as: 'giaovien',
    });
    expect(directory.body.data.items[0]).toMatchObject({ chucVuEn: 'Head of the academic office' });
    expect((await list('Phong'))[0]).toMatchObject({ tenLoaiPhongEn: expect.any(String) });
  });

  it('gives the English job title wherever a job title is shown: me, department members', async () => {
    const me = await t.api<{ nhanVien: Row }>('GET', '/api/auth/me', { as: 'giaovien' });
    expect(me.body.data.nhanVien).toMatchObject({ chucVu: 'Giáo viên Toán', chucVuEn: 'Mathematics teacher' });
    expect(me.body.data.nhanVien).toHaveProperty('phongBanEn');
    const staff = (await list('NhanVien')).find((s) => s.hoTen === 'Lý Hoàng Nam')!;
    const members = await t.api<Row[]>('GET', `/api/PhongBan/${staff.phongBanId}/danhSachThanhVien`, { as: 'admin' });
    expect(members.body.data.find((m) => m.hoTen === 'Lý Hoàng Nam')).toMatchObject({
      chucVuEn: 'Head of the academic office',
    });
  });

  it('accepts the English name where users type the Vietnamese one', async () => {
    const created = await t.api<Row>('POST', '/api/Khoi', {
      as: 'admin',
      body: { tenKhoi: 'Khối dự bị', tenKhoiEn: 'Foundation year', thuTu: 13, capHoc: 'thpt' },
    });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ tenKhoi: 'Khối dự bị', tenKhoiEn: 'Foundation year' });
    expect((await list('Khoi', '&search=foundation')).map((k) => k.tenKhoi)).toEqual(['Khối dự bị']);
    const type = await t.api<Row>('POST', '/api/LoaiPhong', {
      as: 'admin',
      body: { tenLoaiPhong: 'Thư viện', tenLoaiPhongEn: 'Library' },
    });
    expect(type.body.data).toMatchObject({ tenLoaiPhongEn: 'Library' });
    const staff = (await list('NhanVien')).find((s) => s.hoTen === 'Nguyễn Văn An')!;
    const updated = await t.api<Row>('PUT', `/api/NhanVien/${staff.id}`, {
      as: 'admin',
      body: {
        maNhanVien: staff.maNhanVien,
        hoTen: staff.hoTen,
        phongBanId: staff.phongBanId,
        chucVu: 'Giáo viên Toán',
        chucVuEn: 'Mathematics teacher (senior)',
        version: staff.version,
      },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ chucVuEn: 'Mathematics teacher (senior)' });
  });
});
