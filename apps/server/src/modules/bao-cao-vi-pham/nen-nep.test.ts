import type { NenNepTuan, TieuChiNenNep, XepHang } from '@hpl/shared';
import { mondayOf } from '@hpl/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { auditLog } from '../../db/schema';
import { schoolToday } from '../../lib/school-date';

let t: TestApp;
const base = '/api/DanhGiaNenNep';
const thisWeek = mondayOf(schoolToday());
const week = (as = 'doandoi', tuan = thisWeek) => t.api<NenNepTuan>('GET', `${base}/tuan?tuan=${tuan}`, { as });

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('Youth Union class discipline (doanDoi/danhGiaNenNepHocSinh)', () => {
  it('is the discipline team’s alone', async () => {
    for (const as of ['giaovien', 'gvcn', 'hocsinh', 'baocao']) {
      expect((await t.api('GET', `${base}/tuan`, { as })).status).toBe(403);
      expect((await t.api('GET', `${base}/xepHang`, { as })).status).toBe(403);
      expect((await t.api('POST', `${base}/1/duyet`, { as, body: { version: 0 } })).status).toBe(403);
    }
    expect((await t.api('GET', `${base}/tuan`)).status).toBe(401);
  });

  it('manages the criteria: create, edit at the version read, retire; bad input is a 400', async () => {
    const list = await t.api<TieuChiNenNep[]>('GET', `${base}/tieuChi`, { as: 'doandoi' });
    expect(list.body.data.map((c) => c.tenEn)).toContain('Uniform and appearance');
    const created = await t.api<TieuChiNenNep>('POST', `${base}/tieuChi`, {
      as: 'doandoi',
      body: { ten: 'Phong trào', tenEn: 'Campaigns', diemToiDa: 5, thuTu: 99 },
    });
    expect(created.status).toBe(200);
    const id = created.body.data.id;
    const stale = await t.api('PUT', `${base}/tieuChi/${id}`, {
      as: 'doandoi',
      body: { ten: 'Phong trào', tenEn: 'Campaigns', diemToiDa: 5, version: 7 },
    });
    expect(stale.status).toBe(409);
    const retired = await t.api<TieuChiNenNep>('PUT', `${base}/tieuChi/${id}`, {
      as: 'doandoi',
      body: { ten: 'Phong trào', tenEn: 'Campaigns', diemToiDa: 5, dangDung: false, version: 0 },
    });
    expect(retired.body.data.dangDung).toBe(false);
    const active = await t.api<TieuChiNenNep[]>('GET', `${base}/tieuChi`, { as: 'doandoi' });
    expect(active.body.data.map((c) => c.id)).not.toContain(id);
    const all = await t.api<TieuChiNenNep[]>('GET', `${base}/tieuChi?tatCa=true`, { as: 'doandoi' });
    expect(all.body.data.map((c) => c.id)).toContain(id);
    expect(
      (await t.api('PUT', `${base}/tieuChi/99999`, { as: 'doandoi', body: { ...created.body.data } })).status,
    ).toBe(404);
    for (const body of [
      { ten: '', tenEn: 'x', diemToiDa: 5 },
      { ten: 'x', tenEn: 'x', diemToiDa: 0 },
      { ten: 'x\u0000', tenEn: 'x', diemToiDa: 5 },
    ]) {
      expect((await t.api('POST', `${base}/tieuChi`, { as: 'doandoi', body })).status).toBe(400);
    }
    expect((await t.api('PUT', `${base}/tieuChi/99999999999`, { as: 'doandoi', body: {} })).status).toBe(400);
  });

  it('enters a class’s week (pending), refuses bad points, approves it, then keeps it unchanged', async () => {
    const sheet = (await week()).body.data;
    expect(sheet.tuan).toBe(thisWeek);
    expect(sheet.tieuChi.length).toBeGreaterThanOrEqual(6);
    expect(sheet.lop.length).toBeGreaterThan(0);
    const cls = sheet.lop.find((c) => c.trangThai !== 'da_duyet')!;
    const points = sheet.tieuChi.map((c) => ({ tieuChiId: c.id, diem: c.diemToiDa - 1 }));
    const save = (body: Record<string, unknown>) => t.api<NenNepTuan>('PUT', `${base}/tuan`, { as: 'doandoi', body });
    const entry = { lopQuanLyId: cls.lopQuanLyId, tuan: thisWeek, diem: points, version: cls.version };

    expect((await save({ ...entry, diem: [{ tieuChiId: points[0]!.tieuChiId, diem: 11 }] })).status).toBe(400);
    expect((await save({ ...entry, diem: [{ tieuChiId: 99999, diem: 1 }] })).status).toBe(400);
    expect((await save({ ...entry, diem: [{ tieuChiId: points[0]!.tieuChiId, diem: -1 }] })).status).toBe(400);
    expect((await save({ ...entry, lopQuanLyId: 99999 })).status).toBe(400);
    const nextWeek = new Date(Date.parse(`${thisWeek}T00:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10);
    expect((await save({ ...entry, tuan: nextWeek })).status).toBe(400);

    const saved = await save({ ...entry, ghiChu: 'Vệ sinh chưa sạch.' });
    expect(saved.status).toBe(200);
    const row = saved.body.data.lop.find((c) => c.lopQuanLyId === cls.lopQuanLyId)!;
    expect(row.trangThai).toBe('cho_duyet');
    expect(row.tongDiem).toBe(points.reduce((n, p) => n + p.diem, 0));
    expect((await save(entry)).status).toBe(409);

    // Four eyes: whoever entered the week does not approve it; another member of the team (admin) does.
    expect(row.nhapBoiToi).toBe(true);
    const own = await t.api('POST', `${base}/${row.id}/duyet`, {
      as: 'doandoi',
      body: { version: row.version },
      lang: 'en',
    });
    expect(own.status).toBe(400);
    expect(own.body.errors?.[0]).toContain('another member');
    const seenByOther = (await t.api<NenNepTuan>('GET', `${base}/tuan`, { as: 'admin' })).body.data;
    expect(seenByOther.lop.find((c) => c.lopQuanLyId === cls.lopQuanLyId)?.nhapBoiToi).toBe(false);
    const approved = await t.api<NenNepTuan>('POST', `${base}/${row.id}/duyet`, {
      as: 'admin',
      body: { version: row.version },
    });
    expect(approved.status).toBe(200);
    const after = approved.body.data.lop.find((c) => c.lopQuanLyId === cls.lopQuanLyId)!;
    expect(after.trangThai).toBe('da_duyet');
    expect((await save({ ...entry, version: after.version })).status).toBe(400);
    expect(
      (await t.api('POST', `${base}/${row.id}/duyet`, { as: 'admin', body: { version: after.version } })).status,
    ).toBe(400);
    expect((await t.api('POST', `${base}/99999/duyet`, { as: 'doandoi', body: { version: 0 } })).status).toBe(404);
    const audited = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'NenNepTuan'), eq(auditLog.entityId, String(row.id))));
    expect(audited.map((a) => a.action)).toEqual(expect.arrayContaining(['approve']));
  });

  it('approves a whole week and ranks the classes by week and by month, with an Excel export', async () => {
    const sheet = (await week()).body.data;
    const cls = sheet.lop.find((c) => c.trangThai === null) ?? sheet.lop.find((c) => c.trangThai === 'cho_duyet');
    if (cls) {
      await t.api('PUT', `${base}/tuan`, {
        as: 'doandoi',
        body: {
          lopQuanLyId: cls.lopQuanLyId,
          tuan: thisWeek,
          diem: sheet.tieuChi.map((c) => ({ tieuChiId: c.id, diem: c.diemToiDa })),
          version: cls.version,
        },
      });
    }
    // The team member who entered the pending weeks leaves them for another member, who approves them all.
    const mine = await t.api<NenNepTuan>('POST', `${base}/duyetTuan`, { as: 'doandoi', body: { tuan: thisWeek } });
    expect(mine.status).toBe(200);
    expect(mine.body.data.lop.filter((c) => c.trangThai === 'cho_duyet').every((c) => c.nhapBoiToi)).toBe(true);
    const all = await t.api<NenNepTuan>('POST', `${base}/duyetTuan`, { as: 'admin', body: { tuan: thisWeek } });
    expect(all.status).toBe(200);
    expect(all.body.data.lop.filter((c) => c.trangThai === 'cho_duyet')).toEqual([]);

    const weekly = await t.api<XepHang>('GET', `${base}/xepHang?kieu=tuan&ngay=${thisWeek}`, { as: 'doandoi' });
    expect(weekly.status).toBe(200);
    const ranked = weekly.body.data.lop.filter((c) => c.hang > 0);
    expect(ranked.length).toBeGreaterThan(0);
    expect(ranked[0]!.hang).toBe(1);
    for (let i = 1; i < ranked.length; i++) expect(ranked[i]!.trungBinh).toBeLessThanOrEqual(ranked[i - 1]!.trungBinh);
    const monthly = await t.api<XepHang>('GET', `${base}/xepHang?kieu=thang&ngay=${thisWeek}`, { as: 'doandoi' });
    expect(monthly.body.data.tuNgay).toBe(`${thisWeek.slice(0, 7)}-01`);
    expect(monthly.body.data.lop.some((c) => c.soTuan >= 1)).toBe(true);
    const xlsx = await t.api('GET', `${base}/xepHang/xuatExcel?kieu=thang`, { as: 'doandoi' });
    expect(xlsx.status).toBe(200);
    expect(String(xlsx.headers['content-type'])).toContain('spreadsheetml');
    expect((await t.api('GET', `${base}/xepHang?kieu=nam`, { as: 'doandoi' })).status).toBe(400);
  });
});
