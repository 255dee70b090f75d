import type { LopToiChuNhiem, ThongKeDiemDanh, ThongTinLopChuNhiem, TuanCuaToi } from '@hpl/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { schoolToday } from '../../lib/school-date';

let t: TestApp;
let mine: LopToiChuNhiem['items'][number];
let other: number;
beforeAll(async () => {
  t = await createTestApp();
  const list = await t.api<LopToiChuNhiem>('GET', '/api/ChuNhiem/lopToiChuNhiem', { as: 'gvcn' });
  mine = list.body.data.items[0]!;
  const all = await t.api<LopToiChuNhiem>('GET', '/api/ChuNhiem/lopToiChuNhiem', { as: 'admin' });
  other = all.body.data.items.find((c) => c.id !== mine.id)!.id;
});
afterAll(async () => {
  await t?.close();
});

const page = (id: number, as = 'gvcn') => t.api<ThongTinLopChuNhiem>('GET', `/api/ChuNhiem/lop/${id}`, { as });

describe('my homeroom classes', () => {
  it('requires sign-in and the teacher role', async () => {
    expect((await t.api('GET', '/api/ChuNhiem/lopToiChuNhiem')).status).toBe(401);
    expect((await t.api('GET', `/api/ChuNhiem/lop/${mine.id}`)).status).toBe(401);
    expect((await t.api('GET', '/api/ChuNhiem/lopToiChuNhiem', { as: 'hocsinh' })).status).toBe(403);
  });

  it('lists only the classes the teacher leads; Admin sees every class of the year', async () => {
    const list = await t.api<LopToiChuNhiem>('GET', '/api/ChuNhiem/lopToiChuNhiem', { as: 'gvcn' });
    expect(list.body.data.items.length).toBeGreaterThan(0);
    expect(list.body.data.ngay).toBe(schoolToday());
    const none = await t.api<LopToiChuNhiem>('GET', '/api/ChuNhiem/lopToiChuNhiem', { as: 'giaovien' });
    expect(none.body.data.items).toEqual([]);
    const all = await t.api<LopToiChuNhiem>('GET', '/api/ChuNhiem/lopToiChuNhiem', { as: 'admin' });
    expect(all.body.data.items.length).toBeGreaterThan(list.body.data.items.length);
  });

  it('answers another class, an unknown one, or another teacher 404 on every class route', async () => {
    for (const [id, as] of [
      [other, 'gvcn'],
      [999_999, 'gvcn'],
      [mine.id, 'giaovien'],
    ] as const) {
      expect((await page(id, as)).status).toBe(404);
      expect((await t.api('GET', `/api/ChuNhiem/lop/${id}/thoiKhoaBieu`, { as })).status).toBe(404);
      expect((await t.api('GET', `/api/ChuNhiem/lop/${id}/xuatExcel`, { as })).status).toBe(404);
      const put = await t.api('PUT', `/api/ChuNhiem/lop/${id}/diemDanh`, {
        as,
        body: { items: [{ hocSinhId: 1, trangThai: 'co_mat' }] },
      });
      expect(put.status).toBe(404);
    }
    expect((await page(other, 'admin')).status).toBe(200);
  });

  it('shows the class with guardians and this term, and takes today’s attendance the statistics count', async () => {
    const before = await page(mine.id);
    expect(before.status).toBe(200);
    const { hocSinh, ngay } = before.body.data;
    expect(hocSinh.length).toBe(mine.siSo);
    expect(hocSinh.some((s) => s.phuHuynh.length > 0)).toBe(true);
    const [a, b, c] = hocSinh;
    const saved = await t.api('PUT', `/api/ChuNhiem/lop/${mine.id}/diemDanh`, {
      as: 'gvcn',
      body: {
        items: hocSinh.map((s) => ({
          hocSinhId: s.hocSinhId,
          trangThai: s === a ? 'vang_khong_phep' : s === b ? 'di_muon' : s === c ? 'vang_co_phep' : 'co_mat',
          ghiChu: s === c ? 'Ốm' : null,
        })),
      },
    });
    expect(saved.status).toBe(200);
    const after = (await page(mine.id)).body.data;
    const of = (id: number) => after.hocSinh.find((s) => s.hocSinhId === id)!;
    expect(of(a!.hocSinhId).trangThaiHomNay).toBe('vang_khong_phep');
    expect(of(c!.hocSinhId)).toMatchObject({ trangThaiHomNay: 'vang_co_phep', ghiChuHomNay: 'Ốm' });
    expect(after.diemDanhLuc).not.toBeNull();

    const stats = await t.api<ThongKeDiemDanh>(
      'GET',
      `/api/DiemDanh/thongKeTrangThaiDiemDanh?tuNgay=${ngay}&denNgay=${ngay}&lopQuanLyId=${mine.id}`,
      { as: 'admin' },
    );
    expect(stats.status).toBe(200);
    expect(stats.body.data.tong).toMatchObject({ vangKhongPhep: 1, diMuon: 1, vangCoPhep: 1, tong: hocSinh.length });

    const corrected = await t.api('PUT', `/api/ChuNhiem/lop/${mine.id}/diemDanh`, {
      as: 'gvcn',
      body: { items: [{ hocSinhId: a!.hocSinhId, trangThai: 'co_mat' }] },
    });
    expect(corrected.status).toBe(200);
    expect((await page(mine.id)).body.data.hocSinh.find((s) => s.hocSinhId === a!.hocSinhId)!.trangThaiHomNay).toBe(
      'co_mat',
    );
  });

  it('refuses a student of another class and bad input with readable 400s', async () => {
    const stranger = (await page(other, 'admin')).body.data.hocSinh[0]!;
    const res = await t.api('PUT', `/api/ChuNhiem/lop/${mine.id}/diemDanh`, {
      as: 'gvcn',
      body: { items: [{ hocSinhId: stranger.hocSinhId, trangThai: 'co_mat' }] },
    });
    expect(res.status).toBe(400);
    const bad = await t.api('PUT', `/api/ChuNhiem/lop/${mine.id}/diemDanh`, {
      as: 'gvcn',
      lang: 'en',
      body: { items: [{ hocSinhId: stranger.hocSinhId, trangThai: 'away' }] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.join(' ')).toContain('Invalid attendance status');
    const empty = await t.api('PUT', `/api/ChuNhiem/lop/${mine.id}/diemDanh`, { as: 'gvcn', body: { items: [] } });
    expect(empty.status).toBe(400);
  });

  it('gives the class’s week and exports the class list', async () => {
    const week = await t.api<TuanCuaToi>('GET', `/api/ChuNhiem/lop/${mine.id}/thoiKhoaBieu`, { as: 'gvcn' });
    expect(week.status).toBe(200);
    expect(week.body.data.tuNgay).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const sheet = await t.app.inject({
      method: 'GET',
      url: `/api/ChuNhiem/lop/${mine.id}/xuatExcel`,
      headers: { cookie: `Authorization=${await t.cookieFor('gvcn')}` },
    });
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers['content-type']).toContain('spreadsheetml');
    expect(sheet.headers['x-total-count']).toBe(String(mine.siSo));
  });
});
