import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

interface Page<T> {
  items: T[];
  totalCount: number;
}
type Row = { id: number; version: number } & Record<string, unknown>;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const list = async (resource: string, query = '') =>
  (await t.api<Page<Row>>('GET', `/api/${resource}/danhSach${resource}?pageSize=-1${query}`, { as: 'admin' })).body
    .data;
const create = (resource: string, body: unknown, as = 'admin') => t.api<Row>('POST', `/api/${resource}`, { as, body });
const remove = (resource: string, id: number, lang: 'vi' | 'en' = 'vi') =>
  t.api('DELETE', `/api/${resource}/${id}`, { as: 'admin', lang });

describe('school structure API', () => {
  it('requires sign-in and lets only Admin write', async () => {
    expect((await t.api('GET', '/api/Phong/danhSachPhong')).status).toBe(401);
    expect((await t.api('GET', '/api/Phong/danhSachPhong', { as: 'giaovien' })).status).toBe(200);
    for (const resource of [
      'HeHoc',
      'Khoi',
      'KhoiHeHoc',
      'MonHoc',
      'TruongHoc',
      'ToaNha',
      'TangToaNha',
      'LoaiPhong',
      'Phong',
    ]) {
      expect((await create(resource, {}, 'giaovien')).status).toBe(403);
      expect((await t.api('DELETE', `/api/${resource}/1`, { as: 'giaovien' })).status).toBe(403);
    }
  });

  it('builds building → floor → room, edits with version, refuses stale writes, and deletes in order', async () => {
    const building = await create('ToaNha', { tenToaNha: 'Tòa Thử nghiệm' });
    expect(building.status).toBe(200);
    const floor = await create('TangToaNha', { toaNhaId: building.body.data.id, tenTang: 'Tầng 1', thuTu: 1 });
    expect(floor.body.data).toMatchObject({ tenToaNha: 'Tòa Thử nghiệm', soPhong: 0 });
    const [type] = (await list('LoaiPhong')).items;
    const room = await create('Phong', {
      tenPhong: 'T101',
      tangId: floor.body.data.id,
      loaiPhongId: type!.id,
      sucChua: 30,
    });
    expect(room.status).toBe(200);
    expect(room.body.data).toMatchObject({
      tenPhong: 'T101',
      tenTang: 'Tầng 1',
      tenToaNha: 'Tòa Thử nghiệm',
      sucChua: 30,
    });

    const dup = await create('Phong', {
      tenPhong: 't101',
      tangId: floor.body.data.id,
      loaiPhongId: type!.id,
      sucChua: 30,
    });
    expect(dup.status).toBe(400);
    expect(dup.body.errors).toEqual(['Tầng này đã có phòng "t101".']);

    const edited = await t.api<Row>('PUT', `/api/Phong/${room.body.data.id}`, {
      as: 'admin',
      body: {
        tenPhong: 'T102',
        tangId: floor.body.data.id,
        loaiPhongId: type!.id,
        sucChua: 40,
        version: room.body.data.version,
      },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ tenPhong: 'T102', sucChua: 40, version: room.body.data.version + 1 });
    const stale = await t.api('PUT', `/api/Phong/${room.body.data.id}`, {
      as: 'admin',
      body: {
        tenPhong: 'T103',
        tangId: floor.body.data.id,
        loaiPhongId: type!.id,
        sucChua: 40,
        version: room.body.data.version,
      },
    });
    expect(stale.status).toBe(409);

    const floorInUse = await remove('TangToaNha', floor.body.data.id);
    expect(floorInUse.status).toBe(400);
    expect(floorInUse.body.errors?.[0]).toBe(
      'Không thể xoá tầng "Tầng 1" vì còn 1 phòng. Hãy xoá hoặc chuyển các phòng trước.',
    );
    const buildingInUse = await remove('ToaNha', building.body.data.id, 'en');
    expect(buildingInUse.body.errors?.[0]).toBe(
      'The building "Tòa Thử nghiệm" cannot be deleted: it still has 1 floors. Delete the floors first.',
    );

    expect((await remove('Phong', room.body.data.id)).status).toBe(200);
    expect((await t.api('GET', `/api/Phong/${room.body.data.id}`, { as: 'admin' })).status).toBe(404);
    expect((await remove('TangToaNha', floor.body.data.id)).status).toBe(200);
    expect((await remove('ToaNha', building.body.data.id)).status).toBe(200);
  });

  it('refuses to delete a room used by a class of an open year, a room type in use, and keeps the room', async () => {
    const classes = await t.api<Page<{ phongId: number | null }>>(
      'GET',
      '/api/LopQuanLy/danhSachLopQuanLy?pageSize=1',
      { as: 'admin' },
    );
    const phongId = classes.body.data.items[0]?.phongId;
    expect(phongId).toBeTruthy();
    const res = await remove('Phong', phongId!);
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]).toMatch(/^Không thể xoá phòng ".+" vì đang được dùng bởi 1 lớp học\.$/);
    expect((await t.api('GET', `/api/Phong/${phongId}`, { as: 'admin' })).status).toBe(200);
    const [type] = (await list('LoaiPhong')).items;
    const typeRes = await remove('LoaiPhong', type!.id);
    expect(typeRes.body.errors?.[0]).toMatch(/^Không thể xoá loại phòng "Phòng học" vì đang có \d+ phòng/);
  });

  it('refuses to delete a grade level, a system or a subject in use, and a school with buildings', async () => {
    const [grade] = (await list('Khoi')).items;
    expect((await remove('Khoi', grade!.id)).body.errors?.[0]).toMatch(
      /^Không thể xoá khối "Khối 1" vì đang được dùng bởi \d+ lớp/,
    );
    const [system] = (await list('HeHoc')).items;
    expect((await remove('HeHoc', system!.id)).body.errors?.[0]).toMatch(/^Không thể xoá hệ học "VN"/);
    const subject = (await list('MonHoc', '&search=toan')).items.find((s) => s.maMonHoc === 'TOAN')!;
    expect((await remove('MonHoc', subject.id, 'en')).body.errors?.[0]).toMatch(
      /^The subject "TOAN" cannot be deleted: it has \d+ subject classes\.$/,
    );
    const [link] = (await list('KhoiHeHoc')).items;
    expect((await remove('KhoiHeHoc', link!.id)).status).toBe(400);
    const [school] = (await list('TruongHoc')).items;
    expect((await remove('TruongHoc', school!.id)).body.errors?.[0]).toMatch(/vì còn \d+ tòa nhà/);
  });

  it('creates and deletes an unused subject (soft: the code can be reused)', async () => {
    const [system] = (await list('HeHoc')).items;
    const body = {
      maMonHoc: 'TEST-1',
      tenMonHoc: 'Môn thử',
      heHocId: system!.id,
      soTietTuan: 2,
      hinhThucDanhGia: 'nhan_xet',
    };
    const created = await create('MonHoc', body);
    expect(created.body.data).toMatchObject({ maMonHoc: 'TEST-1', hinhThucDanhGia: 'nhan_xet', maSyllabus: null });
    expect((await remove('MonHoc', created.body.data.id)).status).toBe(200);
    expect((await create('MonHoc', body)).status).toBe(200);
  });

  it('lists with search (accent-insensitive), filters, sort and paging', async () => {
    const search = await list('MonHoc', '&search=ngu%20van');
    expect(search.items.map((s) => s.maMonHoc)).toContain('VAN');
    const [system] = (await list('HeHoc', '&search=cambridge')).items;
    const cam = await list('MonHoc', `&heHocId=${system!.id}`);
    expect(cam.items.length).toBeGreaterThan(0);
    expect(cam.items.every((s) => s.heHocId === system!.id)).toBe(true);
    const page = await t.api<Page<Row>>('GET', '/api/Khoi/danhSachKhoi?pageSize=5&pageIndex=3&sort=-thuTu', {
      as: 'admin',
    });
    expect(page.body.data.items.map((k) => k.thuTu)).toEqual([2, 1]);
    expect(page.body.data.totalCount).toBe(12);
    const beyond = await t.api<Page<Row>>('GET', '/api/Khoi/danhSachKhoi?pageSize=5&pageIndex=9', { as: 'admin' });
    expect(beyond.body.data).toMatchObject({ items: [], totalCount: 12 });
    expect((await t.api('GET', '/api/Khoi/danhSachKhoi?sort=secret', { as: 'admin' })).status).toBe(400);
  });

  it('answers bad input with readable 400s and unknown ids with 404', async () => {
    const bad = await create('Phong', { tenPhong: ' ', tangId: 999999, loaiPhongId: 1, sucChua: 0 });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual(
      expect.arrayContaining(['Tên phòng không được để trống.', 'Sức chứa (1–2000) không hợp lệ.']),
    );
    const missingFloor = await create('Phong', { tenPhong: 'X1', tangId: 999999, loaiPhongId: 1, sucChua: 10 });
    expect(missingFloor.body.errors).toEqual(['Tầng không hợp lệ.']);
    const badGrade = await create('Khoi', { tenKhoi: 'Khối 13', thuTu: 13, capHoc: 'dai_hoc' }, 'admin');
    expect(badGrade.body.errors).toEqual(['Cấp học (tiểu học, THCS, THPT) không hợp lệ.']);
    expect((await t.api('GET', '/api/Phong/999999', { as: 'admin' })).status).toBe(404);
    expect(
      (await t.api('PUT', '/api/Khoi/999999', { as: 'admin', body: { tenKhoi: 'x', thuTu: 1, capHoc: 'thcs' } }))
        .status,
    ).toBe(404);
    expect((await remove('ToaNha', 999999)).status).toBe(404);
    expect((await t.api('PUT', '/api/KhoiHeHoc/1', { as: 'admin', body: {} })).status).toBe(404);
  });
});
