import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { multipartBody } from '../../../test/support/test-files';
import { namHoc, taiKhoan } from '../../db/schema';

interface Award {
  id: number;
  tieuDe: string;
  an: boolean;
  cuaToi: boolean;
  version: number;
  anhId: number | null;
  nguoiNhan: { hocSinhId: number | null; nhanVienId: number | null; hoTen: string }[];
}
interface Page<T> {
  items: T[];
  totalCount: number;
}

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a0e9b7e70000000049454e44ae426082',
  'hex',
);

let t: TestApp;
let namHocId: number;
let hocSinhId: number;
let nhanVienId: number;
beforeAll(async () => {
  t = await createTestApp();
  namHocId = (await t.db.select({ id: namHoc.id }).from(namHoc).where(eq(namHoc.isActive, true)))[0]!.id;
  const account = async (username: string) =>
    (await t.db.select().from(taiKhoan).where(eq(taiKhoan.username, username)))[0]!;
  hocSinhId = (await account('hocsinh')).hocSinhId!;
  nhanVienId = (await account('giaovien')).nhanVienId!;
});
afterAll(async () => {
  await t?.close();
});

const post = async (extra: Record<string, unknown> = {}) => {
  const res = await t.api<Award>('POST', '/api/KhenThuong', {
    as: 'admin',
    body: {
      namHocId,
      tieuDe: 'Giải Nhất Olympic Toán cấp thành phố',
      loai: 'cuocThi',
      ngayTrao: '2026-11-20',
      nguoiNhan: [{ hocSinhId }, { hoTen: 'Đội tuyển Toán' }],
      ...extra,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};
const board = (as: string, query = '') =>
  t.api<Page<Award>>('GET', `/api/KhenThuong/danhSachKhenThuong?pageSize=-1${query}`, { as });

describe('KhenThuong API', () => {
  it('requires sign-in; only Admin posts', async () => {
    expect((await t.api('GET', '/api/KhenThuong/danhSachKhenThuong')).status).toBe(401);
    const res = await t.api('POST', '/api/KhenThuong', {
      as: 'giaovien',
      body: { namHocId, tieuDe: 'x', loai: 'hocTap', ngayTrao: '2026-11-20', nguoiNhan: [{ hoTen: 'A' }] },
    });
    expect(res.status).toBe(403);
  });

  it('posts an award named from the records and highlights it for its recipient', async () => {
    const award = await post();
    expect(award.nguoiNhan.map((n) => n.hoTen)).toHaveLength(2);
    expect(award.nguoiNhan[0]?.hocSinhId).toBe(hocSinhId);
    const mine = await board('hocsinh', '&cuaToi=true');
    expect(mine.body.data.items.find((a) => a.id === award.id)?.cuaToi).toBe(true);
    const theirs = await board('giaovien');
    expect(theirs.body.data.items.find((a) => a.id === award.id)?.cuaToi).toBe(false);
    const search = await board('giaovien', `&search=${encodeURIComponent('doi tuyen toan')}`);
    expect(search.body.data.items.map((a) => a.id)).toContain(award.id);
  });

  it('edits with the version, and hides an entry (and its photo) from everyone but Admin', async () => {
    const { body, headers } = multipartBody([{ name: 'anh.png', type: 'image/png', data: PNG }]);
    const photo = await t.api<{ id: number }>('POST', '/api/KhenThuong/anh', { as: 'admin', body, headers });
    expect(photo.status).toBe(200);
    const award = await post({ anhId: photo.body.data.id, nguoiNhan: [{ nhanVienId }], loai: 'nhanVien' });
    const edited = await t.api<Award>('PUT', `/api/KhenThuong/${award.id}`, {
      as: 'admin',
      body: {
        namHocId,
        tieuDe: 'Giáo viên dạy giỏi cấp trường',
        loai: 'nhanVien',
        ngayTrao: '2026-11-20',
        anhId: photo.body.data.id,
        nguoiNhan: [{ nhanVienId }],
        version: award.version,
      },
    });
    expect(edited.status).toBe(200);
    const download = `/api/medias/files/${photo.body.data.id}/download`;
    expect((await t.api('GET', download, { as: 'hocsinh' })).status).toBe(200);

    const stale = await t.api('POST', `/api/KhenThuong/${award.id}/an`, {
      as: 'admin',
      body: { an: true, version: award.version },
    });
    expect(stale.status).toBe(409);
    const hidden = await t.api<Award>('POST', `/api/KhenThuong/${award.id}/an`, {
      as: 'admin',
      body: { an: true, version: edited.body.data.version },
    });
    expect(hidden.body.data.an).toBe(true);
    expect((await t.api('GET', `/api/KhenThuong/${award.id}`, { as: 'giaovien' })).status).toBe(404);
    expect((await board('giaovien')).body.data.items.map((a) => a.id)).not.toContain(award.id);
    expect((await board('admin')).body.data.items.map((a) => a.id)).toContain(award.id);
    expect((await t.api('GET', download, { as: 'hocsinh' })).status).toBe(404);
  });

  it('refuses unknown recipients and bad input with readable 400s', async () => {
    const bad = (nguoiNhan: unknown) =>
      t.api('POST', '/api/KhenThuong', {
        as: 'admin',
        lang: 'en',
        body: { namHocId, tieuDe: 'Khen', loai: 'hocTap', ngayTrao: '2026-11-20', nguoiNhan },
      });
    expect((await bad([])).body.errors).toContain('Please add at least one recipient.');
    expect((await bad([{ hocSinhId: 2_000_000_000 }])).body.errors).toContain('A chosen recipient was not found.');
    expect((await bad([{ hocSinhId, nhanVienId }])).status).toBe(400);
  });
});
