import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { multipartBody } from '../../../test/support/test-files';

interface Report {
  id: number;
  tieuDe: string;
  trangThai: string;
  version: number;
  anhChupId: number | null;
  lichSu: { denTrangThai: string; ghiChu: string | null }[];
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
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const upload = (as: string, data: Buffer, name = 'man-hinh.png') => {
  const { body, headers } = multipartBody([{ name, type: 'image/png', data }]);
  return t.api<{ id: number }>('POST', '/api/BaoLoi/anhChup', { as, body, headers });
};

const file = async (as: string, extra: Record<string, unknown> = {}) => {
  const res = await t.api<Report>('POST', '/api/BaoLoi', {
    as,
    body: {
      tieuDe: 'Không lưu được điểm',
      moTa: 'Bấm lưu thì báo lỗi',
      cacBuoc: '1. Mở sổ điểm\n2. Bấm lưu',
      duongDan: 'http://localhost:3000/chuyenmon/sodiemnhanxet',
      trinhDuyet: 'Chrome 131',
      ...extra,
    },
  });
  expect(res.status).toBe(200);
  return res.body.data;
};

describe('BaoLoi API', () => {
  it('requires sign-in and keeps status changes for Admin', async () => {
    expect((await t.api('GET', '/api/BaoLoi/danhSachBaoLoi')).status).toBe(401);
    expect((await t.api('POST', '/api/BaoLoi', { body: { tieuDe: 'x', moTa: 'y' } })).status).toBe(401);
    const mine = await file('giaovien');
    const res = await t.api('POST', `/api/BaoLoi/${mine.id}/chuyenTrangThai`, {
      as: 'giaovien',
      body: { trangThai: 'daSua', version: mine.version },
    });
    expect(res.status).toBe(403);
  });

  it('files a report with a screenshot the reporter and Admin may download', async () => {
    const shot = await upload('giaovien', PNG);
    expect(shot.status).toBe(200);
    const report = await file('giaovien', { anhChupId: shot.body.data.id });
    expect(report).toMatchObject({ trangThai: 'moi', anhChupId: shot.body.data.id });
    expect(report.lichSu.map((h) => h.denTrangThai)).toEqual(['moi']);
    const download = `/api/medias/files/${shot.body.data.id}/download`;
    expect((await t.api('GET', download, { as: 'giaovien' })).status).toBe(200);
    expect((await t.api('GET', download, { as: 'admin' })).status).toBe(200);
    expect((await t.api('GET', download, { as: 'gvcn' })).status).toBe(404);
  });

  it('refuses a screenshot that is not an image, and someone else’s file', async () => {
    const text = await upload('giaovien', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'x.png');
    expect(text.status).toBe(400);
    const theirs = await upload('gvcn', PNG);
    const res = await t.api('POST', '/api/BaoLoi', {
      as: 'giaovien',
      body: { tieuDe: 'a', moTa: 'b', anhChupId: theirs.body.data.id },
      lang: 'en',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toContain('The uploaded screenshot was not found. Please upload it again.');
  });

  it('hides another account’s report behind 404 and out of lists; Admin sees every report', async () => {
    const mine = await file('giaovien');
    expect((await t.api('GET', `/api/BaoLoi/${mine.id}`, { as: 'gvcn' })).status).toBe(404);
    const theirs = await t.api<Page<Report>>('GET', '/api/BaoLoi/danhSachBaoLoi?pageSize=-1', { as: 'gvcn' });
    expect(theirs.body.data.items.map((r) => r.id)).not.toContain(mine.id);
    const all = await t.api<Page<Report>>('GET', '/api/BaoLoi/danhSachBaoLoi?pageSize=-1&trangThai=moi', {
      as: 'admin',
    });
    expect(all.body.data.items.map((r) => r.id)).toContain(mine.id);
  });

  it('moves a report new → in progress → fixed, telling the reporter each time; refuses a skip and a stale version', async () => {
    const report = await file('giaovien');
    const move = (trangThai: string, version: number, ghiChu?: string) =>
      t.api<Report>('POST', `/api/BaoLoi/${report.id}/chuyenTrangThai`, {
        as: 'admin',
        body: { trangThai, version, ghiChu },
      });
    const started = await move('dangXuLy', report.version, 'Đang xem');
    expect(started.status).toBe(200);
    expect((await move('daSua', report.version)).status).toBe(409);
    expect((await move('moi', started.body.data.version)).status).toBe(400);
    const fixed = await move('daSua', started.body.data.version, 'Đã sửa ở bản 1.3.2');
    expect(fixed.status).toBe(200);
    expect(fixed.body.data.lichSu.map((h) => h.denTrangThai)).toEqual(['moi', 'dangXuLy', 'daSua']);

    const told = await t.api<Page<{ tieuDe: string; duongDan: string }>>(
      'GET',
      '/api/ThongBao/danhSachThongBao?pageSize=50',
      { as: 'giaovien', lang: 'en' },
    );
    const mine = told.body.data.items.filter((n) => n.duongDan === `/systems/reportBug?id=${report.id}`);
    expect(mine.map((n) => n.tieuDe)).toEqual([
      'Your bug report "Không lưu được điểm" has been fixed.',
      'Your bug report "Không lưu được điểm" is being worked on.',
    ]);
  });

  it('answers bad input with a readable 400 in the request’s language', async () => {
    const res = await t.api('POST', '/api/BaoLoi', { as: 'giaovien', body: { tieuDe: ' ', moTa: 'x' }, lang: 'en' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toContain('Please enter a title.');
  });
});
