import type { Page, TuanCuaToi, ViPhamHocSinh, ViPhamTietHoc } from '@hpl/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

let t: TestApp;
let me: number;

beforeAll(async () => {
  t = await createTestApp();
  const own = await t.api<Page<ViPhamHocSinh>>('GET', '/api/BaoCaoViPham/danhSachViPham?pageSize=-1', {
    as: 'hocsinh',
  });
  me = own.body.data.items[0]!.hocSinh[0]!.id;
});
afterAll(async () => {
  await t?.close();
});

/** The periods of a day in someone's own week (the timetable's "my week"), cancelled lessons left out. */
async function periodsOf(as: string): Promise<{ ngay: string; tiet: number[] }> {
  const week = (await t.api<TuanCuaToi>('GET', '/api/ThoiKhoaBieu/tuanCuaToi', { as })).body.data;
  const lessons = week.tiet.filter((l) => l.ngoaiLe !== 'huy');
  const ngay = lessons[0]!.ngay;
  return { ngay, tiet: [...new Set(lessons.filter((l) => l.ngay === ngay).map((l) => l.tiet))].sort((a, b) => a - b) };
}

describe('the period picker of the report form', () => {
  it('offers the chosen student’s lessons of that day from the published timetable', async () => {
    const student = await periodsOf('hocsinh');
    const res = await t.api<ViPhamTietHoc[]>('GET', `/api/BaoCaoViPham/tietHoc?ngay=${student.ngay}&hocSinhIds=${me}`, {
      as: 'giaovien',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.map((l) => l.tiet)).toEqual(student.tiet);
    expect(res.body.data.every((l) => l.tenMonHoc !== '' || l.hoatDong !== null)).toBe(true);
  });

  it('offers the teacher’s own lessons when no student is chosen, and none on a day without lessons', async () => {
    const own = await periodsOf('giaovien');
    const res = await t.api<ViPhamTietHoc[]>('GET', `/api/BaoCaoViPham/tietHoc?ngay=${own.ngay}`, { as: 'giaovien' });
    expect(res.body.data.map((l) => l.tiet)).toEqual(own.tiet);
    const sunday = new Date(`${own.ngay}T00:00:00Z`);
    sunday.setUTCDate(sunday.getUTCDate() + ((7 - sunday.getUTCDay()) % 7));
    const none = await t.api<ViPhamTietHoc[]>(
      'GET',
      `/api/BaoCaoViPham/tietHoc?ngay=${sunday.toISOString().slice(0, 10)}&hocSinhIds=${me}`,
      { as: 'giaovien' },
    );
    expect(none.body.data).toEqual([]);
  });

  it('is the teachers’ alone and answers a readable 400 for a bad date or id', async () => {
    expect((await t.api('GET', '/api/BaoCaoViPham/tietHoc?ngay=2026-11-20', { as: 'hocsinh' })).status).toBe(403);
    expect((await t.api('GET', '/api/BaoCaoViPham/tietHoc?ngay=20-11-2026', { as: 'giaovien' })).status).toBe(400);
    expect(
      (await t.api('GET', '/api/BaoCaoViPham/tietHoc?ngay=2026-11-20&hocSinhIds=x', { as: 'giaovien' })).status,
    ).toBe(400);
  });
});
