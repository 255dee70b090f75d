import type { MaViPham, Page, ThongKeViPhamNv, ViPhamNhanVien } from '@hpl/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

let t: TestApp;
let codeId: number;
let giaovienStaffId: number;

/** A real small JPEG (evidence photos have their declared size read from the header). */
let jpeg: Buffer;
const base = '/api/BaoCaoViPhamNhanVien';

beforeAll(async () => {
  jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } })
    .jpeg()
    .toBuffer();
  t = await createTestApp();
  const codes = await t.api<MaViPham[]>('GET', '/api/MaViPham/danhSachMaViPham?doiTuong=nhan_vien', { as: 'giaovien' });
  codeId = codes.body.data.find((c) => c.ma === 'NV-DM')!.id;
  const found = await t.api<{ id: number; hoTen: string }[]>('GET', `${base}/timNhanVien?search=Nguyen Van An`, {
    as: 'gvcn',
  });
  giaovienStaffId = found.body.data.find((s) => s.hoTen === 'Nguyễn Văn An')!.id;
});
afterAll(async () => {
  await t?.close();
});

describe('staff misconduct reports', () => {
  it('never tells the reported person who reported them: detail, list, notification', async () => {
    const photo = await t.api<{ id: number }>('POST', '/api/BaoCaoViPham/minhChung', {
      as: 'gvcn',
      body: jpeg,
      headers: { 'content-type': 'image/jpeg', 'x-file-name': 'anh.jpg' },
    });
    expect(photo.status).toBe(200);
    const self = await t.api('POST', base, {
      as: 'giaovien',
      body: { nhanVienId: giaovienStaffId, ngay: '2026-11-20', maViPhamId: codeId, moTa: 'x' },
    });
    expect(self.status).toBe(400);
    const filed = await t.api<ViPhamNhanVien>('POST', base, {
      as: 'gvcn',
      body: {
        nhanVienId: giaovienStaffId,
        ngay: '2026-11-20',
        maViPhamId: codeId,
        moTa: 'Đến muộn buổi chào cờ.',
        minhChungIds: [photo.body.data.id],
      },
    });
    expect(filed.status).toBe(200);
    const id = filed.body.data.id;
    const reporterName = filed.body.data.nguoiBaoCao;
    expect(reporterName).toBe('Lê Thị Hồng Nhung');

    // Pending: the reported person does not see it at all; another colleague neither.
    expect((await t.api('GET', `${base}/${id}`, { as: 'giaovien' })).status).toBe(404);
    expect((await t.api('GET', `${base}/${id}`, { as: 'totruong' })).status).toBe(404);
    expect((await t.api('POST', `${base}/${id}/xacNhan`, { as: 'gvcn', body: { version: 0 } })).status).toBe(403);
    const history = await t.api<Page<ViPhamNhanVien>>('GET', `${base}/lichSu`, { as: 'gvcn' });
    expect(history.body.data.items.map((r) => r.id)).toContain(id);
    const managers = await t.api<Page<ViPhamNhanVien>>('GET', `${base}/danhSach?trangThai=cho_xu_ly`, { as: 'baocao' });
    expect(managers.body.data.items.find((r) => r.id === id)?.nguoiBaoCao).toBe(reporterName);

    const confirmed = await t.api<ViPhamNhanVien>('POST', `${base}/${id}/xacNhan`, {
      as: 'baocao',
      body: { version: 0, ghiChu: 'Nhắc nhở.' },
    });
    expect(confirmed.body.data.trangThai).toBe('da_xac_nhan');
    expect((await t.api('POST', `${base}/${id}/boQua`, { as: 'baocao', body: { version: 1, lyDo: 'x' } })).status).toBe(
      400,
    );

    const detail = await t.api('GET', `${base}/${id}`, { as: 'giaovien' });
    const mine = await t.api('GET', `${base}/cuaToi?pageSize=-1`, { as: 'giaovien' });
    const told = await t.api('GET', '/api/ThongBao/danhSachThongBao?pageSize=50', { as: 'giaovien' });
    expect(detail.status).toBe(200);
    expect((mine.body.data as Page<{ id: number }>).items.map((r) => r.id)).toContain(id);
    for (const answer of [detail.body, mine.body, told.body]) {
      const text = JSON.stringify(answer);
      expect(text).not.toContain(reporterName);
      expect(text).not.toContain('nguoiBaoCao');
      expect(text).not.toContain('minhChung');
    }
    // Nor the evidence, which could name them.
    expect((await t.api('GET', `/api/medias/files/${photo.body.data.id}/download`, { as: 'giaovien' })).status).toBe(
      404,
    );
    expect((await t.api('GET', `/api/medias/files/${photo.body.data.id}/download`, { as: 'baocao' })).status).toBe(200);
  });

  it('lets only the managers list every report and decide', async () => {
    expect((await t.api('GET', `${base}/danhSach`, { as: 'giaovien' })).status).toBe(403);
    const all = await t.api<Page<ViPhamNhanVien>>('GET', `${base}/danhSach?pageSize=-1`, { as: 'baocao' });
    expect(all.body.data.items.length).toBeGreaterThanOrEqual(3);
    const pending = all.body.data.items.find((r) => r.trangThai === 'cho_xu_ly')!;
    const dismissed = await t.api<ViPhamNhanVien>('POST', `${base}/${pending.id}/boQua`, {
      as: 'baocao',
      body: { version: pending.version, lyDo: 'Đã có lịch dạy thay.' },
    });
    expect(dismissed.body.data.trangThai).toBe('bo_qua');
  });

  it('hides a report about a manager from that manager’s own list and detail (other managers decide it)', async () => {
    const found = await t.api<{ id: number; hoTen: string }[]>('GET', `${base}/timNhanVien?search=Ly Hoang Nam`, {
      as: 'giaovien',
    });
    const baocao = found.body.data.find((s) => s.hoTen === 'Lý Hoàng Nam')!;
    const filed = await t.api<ViPhamNhanVien>('POST', base, {
      as: 'giaovien',
      body: { nhanVienId: baocao.id, ngay: '2026-11-21', maViPhamId: codeId, moTa: 'Về quản lý.' },
    });
    expect(filed.status).toBe(200);
    expect((await t.api('GET', `${base}/${filed.body.data.id}`, { as: 'baocao' })).status).toBe(404);
    const all = await t.api<Page<ViPhamNhanVien>>('GET', `${base}/danhSach?pageSize=-1`, { as: 'baocao' });
    expect(all.body.data.items.map((r) => r.id)).not.toContain(filed.body.data.id);
  });

  it('counts reports per department, code and month for the managers only, naming no reporter', async () => {
    for (const as of ['giaovien', 'gvcn', 'doandoi', 'hocsinh']) {
      expect((await t.api('GET', `${base}/thongKe`, { as })).status).toBe(403);
      expect((await t.api('GET', `${base}/thongKe/xuatExcel`, { as })).status).toBe(403);
    }
    const stats = await t.api<ThongKeViPhamNv>('GET', `${base}/thongKe?tuNgay=2020-01-01`, { as: 'baocao' });
    expect(stats.status).toBe(200);
    const all = await t.api<Page<ViPhamNhanVien>>('GET', `${base}/danhSach?pageSize=-1&tuNgay=2020-01-01`, {
      as: 'baocao',
    });
    const seen = all.body.data.items;
    const { tong, theoPhongBan, theoMa, theoThang } = stats.body.data;
    // Exactly what the manager's own list holds: a report about the manager themself is counted nowhere.
    expect(tong.soLuong).toBe(seen.length);
    expect(tong.choXuLy + tong.daXacNhan + tong.boQua).toBe(tong.soLuong);
    expect(theoPhongBan.reduce((n, d) => n + d.soLuong, 0)).toBe(seen.length);
    expect(theoMa.reduce((n, d) => n + d.soLuong, 0)).toBe(seen.length);
    expect(theoThang.reduce((n, d) => n + d.soLuong, 0)).toBe(seen.length);
    expect(theoMa.find((c) => c.ma === 'NV-DM')!.soLuong).toBe(seen.filter((r) => r.ma === 'NV-DM').length);
    const text = JSON.stringify(stats.body);
    expect(text).not.toContain('nguoiBaoCao');
    for (const name of new Set(seen.map((r) => r.nguoiBaoCao))) expect(text).not.toContain(name);
    const xlsx = await t.api('GET', `${base}/thongKe/xuatExcel`, { as: 'baocao' });
    expect(xlsx.status).toBe(200);
    expect(String(xlsx.headers['content-type'])).toContain('spreadsheetml');
    expect((await t.api('GET', `${base}/thongKe?tuNgay=2026-13-01`, { as: 'baocao' })).status).toBe(400);
  });
});
