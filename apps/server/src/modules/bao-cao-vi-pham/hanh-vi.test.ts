import type { BaoCaoHanhVi, HanhViCaiDatDto, HanhViLop } from '@hpl/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

let t: TestApp;
let classId: number;
let otherClassId: number;

const view = (as: string, id = classId, hocKy = 1) =>
  t.api<HanhViLop>('GET', `/api/BaoCaoViPham/hanhVi/lop?lopQuanLyId=${id}&hocKy=${hocKy}`, { as });
const confirm = (as: string, body: Record<string, unknown>, id = classId) =>
  t.api<HanhViLop>('POST', `/api/BaoCaoViPham/hanhVi/lop/${id}/xacNhan`, { as, body });

beforeAll(async () => {
  t = await createTestApp();
  const mine = await t.api<{ id: number; tenLop: string }[]>('GET', '/api/BaoCaoViPham/hanhVi/danhSachLop', {
    as: 'gvcn',
  });
  classId = mine.body.data[0]!.id;
  const all = await t.api<{ id: number }[]>('GET', '/api/BaoCaoViPham/hanhVi/danhSachLop', { as: 'doandoi' });
  otherClassId = all.body.data.find((c) => c.id !== classId)!.id;
});
afterAll(async () => {
  await t?.close();
});

describe('behaviour score (dtbHanhVi)', () => {
  it('adds the confirmed points of the term to the start value and proposes a conduct level', async () => {
    const res = await view('gvcn');
    expect(res.status).toBe(200);
    expect(res.body.data.choPhepXacNhan).toBe(true);
    // The demo's hocsinh: three confirmed incidents this term (−2, −5, −15); the dismissed and pending ones do not count.
    const scored = res.body.data.hocSinh.filter((s) => s.soViPham > 0);
    expect(scored.length).toBeGreaterThan(0);
    expect(res.body.data.hocSinh.some((s) => s.diem === 78 && s.deXuat === 'Khá' && s.soViPham === 3)).toBe(true);
    for (const s of res.body.data.hocSinh.filter((x) => x.soViPham === 0)) expect(s.diem).toBe(100);

    const office = await view('doandoi');
    expect(office.status).toBe(200);
    expect(office.body.data.choPhepXacNhan).toBe(false);
    expect((await view('giaovien')).status).toBe(404);
    expect((await view('gvcn', otherClassId)).status).toBe(404);
    expect((await view('hocsinh')).status).toBe(403);
  });

  it('lets the homeroom teacher confirm the proposal into the gradebook, or override it with a reason', async () => {
    const before = (await view('gvcn')).body.data;
    const student = before.hocSinh.find((s) => s.soViPham === 3)!;
    const noReason = await confirm('gvcn', { hocKy: 1, hocSinhId: student.hocSinhId, mucDo: 'Tốt', version: 0 });
    expect(noReason.status).toBe(400);
    expect(
      (await confirm('doandoi', { hocKy: 1, hocSinhId: student.hocSinhId, mucDo: 'Khá', version: 0 })).status,
    ).toBe(403);
    expect(
      (await confirm('gvcn', { hocKy: 1, hocSinhId: student.hocSinhId, mucDo: 'Khá', version: 0 }, otherClassId))
        .status,
    ).toBe(404);
    const confirmed = await confirm('gvcn', {
      hocKy: 1,
      hocSinhId: student.hocSinhId,
      mucDo: student.deXuat,
      version: student.version,
    });
    expect(confirmed.status).toBe(200);
    const row = confirmed.body.data.hocSinh.find((s) => s.hocSinhId === student.hocSinhId)!;
    expect(row.hienTai).toBe('Khá');

    // The gradebook holds it: one copy, diem-vn's.
    const book = await t.api<{ hocSinh: { hocSinhId: number; hocKy1: string | null }[] }>(
      'GET',
      `/api/DiemVN/renLuyen/${classId}`,
      { as: 'gvcn' },
    );
    expect(book.body.data.hocSinh.find((s) => s.hocSinhId === student.hocSinhId)?.hocKy1).toBe('Khá');

    const stale = await confirm('gvcn', { hocKy: 1, hocSinhId: student.hocSinhId, mucDo: 'Khá', version: 0 });
    expect(stale.status).toBe(409);
    const overridden = await confirm('gvcn', {
      hocKy: 1,
      hocSinhId: student.hocSinhId,
      mucDo: 'Tốt',
      lyDo: 'Em đã tiến bộ rõ rệt sau khi được nhắc nhở.',
      version: row.version,
    });
    expect(overridden.status).toBe(200);
    expect(overridden.body.data.hocSinh.find((s) => s.hocSinhId === student.hocSinhId)?.hienTai).toBe('Tốt');
  });

  it('lets the office change the settings (start value, clamp, thresholds), checked', async () => {
    const current = (await t.api<HanhViCaiDatDto>('GET', '/api/BaoCaoViPham/hanhVi/caiDat', { as: 'gvcn' })).body.data;
    const put = (as: string, body: object) =>
      t.api<HanhViCaiDatDto>('PUT', '/api/BaoCaoViPham/hanhVi/caiDat', { as, body });
    expect((await put('gvcn', current)).status).toBe(403);
    expect((await put('doandoi', { ...current, nguongKha: 95 })).status).toBe(400);
    expect((await put('doandoi', { ...current, diemBatDau: 150 })).status).toBe(400);
    const saved = await put('doandoi', { ...current, diemBatDau: 90, diemToiDa: 90 });
    expect(saved.status).toBe(200);
    const after = (await view('gvcn')).body.data;
    expect(after.hocSinh.some((s) => s.diem === 68 && s.deXuat === 'Chưa đạt')).toBe(false);
    expect(after.hocSinh.some((s) => s.diem === 68 && s.deXuat === 'Đạt')).toBe(true);
    expect(after.hocSinh.every((s) => s.diem <= 90)).toBe(true);
  });

  it('reports the school’s behaviour per term for Report.HanhViHocSinh: bands, levels per grade and class, trend', async () => {
    for (const as of ['giaovien', 'gvcn', 'doandoi', 'hocsinh']) {
      expect((await t.api('GET', '/api/BaoCaoViPham/hanhVi/baoCao', { as })).status).toBe(403);
    }
    const res = await t.api<BaoCaoHanhVi>('GET', '/api/BaoCaoViPham/hanhVi/baoCao?hocKy=1', { as: 'baocao' });
    expect(res.status).toBe(200);
    const report = res.body.data;
    const { tong } = report;
    expect(tong.soHocSinh).toBeGreaterThan(0);
    expect(tong.mucDo.tot + tong.mucDo.kha + tong.mucDo.dat + tong.mucDo.chuaDat).toBe(tong.soHocSinh);
    expect(report.phanBo.reduce((n, b) => n + b.soHocSinh, 0)).toBe(tong.soHocSinh);
    expect(report.theoKhoi.reduce((n, k) => n + k.soHocSinh, 0)).toBe(tong.soHocSinh);
    expect(report.theoLop.reduce((n, c) => n + c.soHocSinh, 0)).toBe(tong.soHocSinh);
    // The class of the demo's incidents agrees with the homeroom view (dtbHanhVi) of the same term.
    const own = (await view('doandoi')).body.data;
    const row = report.theoLop.find((c) => c.lopQuanLyId === classId)!;
    expect(row.soHocSinh).toBe(own.hocSinh.length);
    expect(row.diemThapNhat).toBe(Math.min(...own.hocSinh.map((s) => s.diem)));
    expect(row.soViPham).toBe(own.hocSinh.reduce((n, s) => n + s.soViPham, 0));
    // Term 2 compares with term 1 of the same year.
    const second = await t.api<BaoCaoHanhVi>('GET', '/api/BaoCaoViPham/hanhVi/baoCao?hocKy=2', { as: 'baocao' });
    expect(second.body.data.kyTruoc).toContain('HK1');
    expect(second.body.data.theoLop.find((c) => c.lopQuanLyId === classId)!.diemTrungBinhKyTruoc).toBe(
      row.diemTrungBinh,
    );
    const xlsx = await t.api('GET', '/api/BaoCaoViPham/hanhVi/baoCao/xuatExcel?hocKy=1', { as: 'baocao' });
    expect(xlsx.status).toBe(200);
    expect(String(xlsx.headers['content-type'])).toContain('spreadsheetml');
    expect((await t.api('GET', '/api/BaoCaoViPham/hanhVi/baoCao?hocKy=3', { as: 'baocao' })).status).toBe(400);
  });
});
