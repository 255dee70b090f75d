import type { Page, PhongBan } from '@hpl/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

interface Member {
  id: number;
  hoTen: string;
  email: string | null;
  dienThoai: string | null;
  laTruongPhong: boolean;
  laPhoPhong: boolean;
}

let t: TestApp;
let departments: PhongBan[];
beforeAll(async () => {
  t = await createTestApp();
  departments = (await t.api<Page<PhongBan>>('GET', '/api/PhongBan/danhSachPhongBan?pageSize=-1', { as: 'admin' })).body
    .data.items;
});
afterAll(async () => {
  await t?.close();
});

const members = (id: number, as = 'admin') => t.api<Member[]>('GET', `/api/PhongBan/${id}/danhSachThanhVien`, { as });
const withMembers = () => departments.find((d) => d.soThanhVien > 2 && d.truongPhongId !== null)!;

describe('PhongBan API: who may read', () => {
  it('requires sign-in', async () => {
    expect((await t.api('GET', '/api/PhongBan/danhSachPhongBan')).status).toBe(401);
    expect((await t.api('GET', `/api/PhongBan/${withMembers().id}/danhSachThanhVien`)).status).toBe(401);
  });

  it("gives staff contacts to the directory's readers and never to a student", async () => {
    const department = withMembers();
    const forTeacher = await members(department.id, 'giaovien');
    expect(forTeacher.status).toBe(200);
    expect(forTeacher.body.data.length).toBe(department.soThanhVien);
    expect(forTeacher.body.data.some((m) => m.email)).toBe(true);
    expect(forTeacher.body.data.filter((m) => m.laTruongPhong).map((m) => m.id)).toEqual([department.truongPhongId]);
    for (const url of [
      `/api/PhongBan/${department.id}/danhSachThanhVien`,
      '/api/PhongBan/danhSachPhongBan',
      `/api/PhongBan/${department.id}`,
      '/api/PhongBan/xuatExcel',
    ]) {
      const refused = await t.api('GET', url, { as: 'hocsinh' });
      expect(refused.status, url).toBe(403);
      expect(JSON.stringify(refused.body)).not.toContain('@');
    }
  });

  it('answers 404 for a department that does not exist', async () => {
    expect((await members(999_999)).status).toBe(404);
  });
});

describe('PhongBan API: changes', () => {
  const body = { tenPhongBan: 'Tổ Thử nghiệm', loai: 'to_chuyen_mon' };

  it('lets the administrator and HR with the department permission change departments, no one else', async () => {
    expect((await t.api('POST', '/api/PhongBan', { as: 'giaovien', body })).status).toBe(403);
    expect((await t.api('POST', '/api/PhongBan', { as: 'hocsinh', body })).status).toBe(403);
    const created = await t.api<PhongBan>('POST', '/api/PhongBan', { as: 'nhansu', body });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ tenPhongBan: 'Tổ Thử nghiệm', soThanhVien: 0, truongPhongId: null });
    const duplicate = await t.api('POST', '/api/PhongBan', {
      as: 'admin',
      body: { ...body, tenPhongBan: 'tổ thử NGHIỆM' },
    });
    expect(duplicate.status).toBe(400);
    const renamed = await t.api<PhongBan>('PUT', `/api/PhongBan/${created.body.data.id}`, {
      as: 'admin',
      body: { ...body, tenPhongBan: 'Tổ Thử nghiệm 2', version: created.body.data.version },
    });
    expect(renamed.body.data.tenPhongBan).toBe('Tổ Thử nghiệm 2');
    const stale = await t.api('PUT', `/api/PhongBan/${created.body.data.id}`, {
      as: 'admin',
      body: { ...body, version: created.body.data.version },
    });
    expect(stale.status).toBe(409);
    expect((await t.api('DELETE', `/api/PhongBan/${created.body.data.id}`, { as: 'admin' })).status).toBe(200);
    expect((await t.api('GET', `/api/PhongBan/${created.body.data.id}`, { as: 'admin' })).status).toBe(404);
  });

  it('moves staff in, keeps the head, and refuses to remove the head', async () => {
    const target = (
      await t.api<PhongBan>('POST', '/api/PhongBan', { as: 'admin', body: { ...body, tenPhongBan: 'Tổ Mới' } })
    ).body.data;
    const source = withMembers();
    const before = (await members(source.id)).body.data;
    const mover = before.find((m) => !m.laTruongPhong)!;
    const head = before.find((m) => m.laTruongPhong)!;
    expect(
      (
        await t.api('POST', `/api/PhongBan/${target.id}/thanhVien`, {
          as: 'giaovien',
          body: { nhanVienIds: [mover.id] },
        })
      ).status,
    ).toBe(403);
    expect(
      (await t.api('POST', `/api/PhongBan/${target.id}/thanhVien`, { as: 'admin', body: { nhanVienIds: [head.id] } }))
        .status,
    ).toBe(400);
    const added = await t.api('POST', `/api/PhongBan/${target.id}/thanhVien`, {
      as: 'admin',
      body: { nhanVienIds: [mover.id] },
    });
    expect(added.status).toBe(200);
    expect((await members(target.id)).body.data.map((m) => m.id)).toEqual([mover.id]);
    expect((await members(source.id)).body.data.map((m) => m.id)).not.toContain(mover.id);
    const removeHead = await t.api('DELETE', `/api/PhongBan/${source.id}/thanhVien/${head.id}`, { as: 'admin' });
    expect(removeHead.status).toBe(400);
    expect((await t.api('DELETE', `/api/PhongBan/${target.id}/thanhVien/${mover.id}`, { as: 'admin' })).status).toBe(
      200,
    );
    expect((await members(target.id)).body.data).toEqual([]);
  });

  it('lets HR name deputies among the members, never the head, and ends a deputyship when the person moves', async () => {
    const department = withMembers();
    const list = (await members(department.id)).body.data;
    // The demo names a deputy of the mathematics department already (the second approver of its head's lesson plans).
    const earlier = list.filter((m) => m.laPhoPhong).map((m) => m.id);
    const deputy = list.find((m) => !m.laTruongPhong && !m.laPhoPhong)!;
    const head = list.find((m) => m.laTruongPhong)!;
    const url = (id: number) => `/api/PhongBan/${department.id}/phoPhong/${id}`;
    expect((await t.api('PUT', url(deputy.id), { as: 'giaovien', body: { laPhoPhong: true } })).status).toBe(403);
    expect((await t.api('PUT', url(deputy.id), { as: 'nhansu', body: { laPhoPhong: true } })).status).toBe(200);
    const after = (await members(department.id, 'giaovien')).body.data;
    expect(
      after
        .filter((m) => m.laPhoPhong)
        .map((m) => m.id)
        .sort(),
    ).toEqual([...earlier, deputy.id].sort());
    const asHead = await t.api('PUT', url(head.id), { as: 'nhansu', body: { laPhoPhong: true }, lang: 'en' });
    expect(asHead.status).toBe(400);
    const other = departments.find((d) => d.id !== department.id && d.soThanhVien > 0)!;
    const stranger = (await members(other.id)).body.data.find((m) => !m.laTruongPhong)!;
    expect((await t.api('PUT', url(stranger.id), { as: 'nhansu', body: { laPhoPhong: true } })).status).toBe(404);

    const moved = await t.api('POST', `/api/PhongBan/${other.id}/thanhVien`, {
      as: 'nhansu',
      body: { nhanVienIds: [deputy.id] },
    });
    expect(moved.status).toBe(200);
    const back = await t.api('POST', `/api/PhongBan/${department.id}/thanhVien`, {
      as: 'nhansu',
      body: { nhanVienIds: [deputy.id] },
    });
    expect(back.status).toBe(200);
    expect((await members(department.id)).body.data.find((m) => m.id === deputy.id)?.laPhoPhong).toBe(false);
  });
});
