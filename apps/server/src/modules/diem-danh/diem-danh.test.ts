import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { promisesCarryAsyncContext } from '../../../test/support/async-context';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { buildWorkbook, multipartBody } from '../../../test/support/test-files';

interface Page<T> {
  items: T[];
  totalCount: number;
}
type Counts = { coMat: number; vangCoPhep: number; vangKhongPhep: number; diMuon: number; tong: number };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});
const upload = (url: string, name: string, data: Buffer) => {
  const { body, headers } = multipartBody([{ name, type: 'application/octet-stream', data }]);
  return t.api<Record<string, unknown>>('POST', url, { as: 'admin', body, headers });
};

describe('attendance', () => {
  it('has a generated term and counts statuses by class and day', async () => {
    const res = await t.api<{
      tong: Counts;
      theoLop: (Counts & { tenLop: string })[];
      theoNgay: (Counts & { ngay: string })[];
    }>('GET', '/api/DiemDanh/thongKeTrangThaiDiemDanh?tuNgay=2026-09-07&denNgay=2026-09-11', { as: 'admin' });
    expect(res.status).toBe(200);
    expect(res.body.data.theoNgay.map((d) => d.ngay)).toEqual([
      '2026-09-07',
      '2026-09-08',
      '2026-09-09',
      '2026-09-10',
      '2026-09-11',
    ]);
    const { tong } = res.body.data;
    expect(tong.coMat + tong.vangCoPhep + tong.vangKhongPhep + tong.diMuon).toBe(tong.tong);
    expect(tong.tong).toBe(res.body.data.theoLop.reduce((n, c) => n + c.tong, 0));
    expect((await t.api('GET', '/api/DiemDanh/thongKeTrangThaiDiemDanh', { as: 'giaovien' })).status).toBe(403);
    expect((await t.api('GET', '/api/DiemDanh/thongKeTrangThaiDiemDanh', { as: 'baocao' })).status).toBe(200);
    // The statistics ran as a report (db/priority.ts); once over, its storage no longer makes every promise dearer.
    expect(await promisesCarryAsyncContext()).toBe(false);
  });

  it('never counts days that have not happened (school time)', async () => {
    type Stats = { denNgay: string; tong: Counts; theoLop: Counts[]; theoNgay: (Counts & { ngay: string })[] };
    const whole = await t.api<Stats>('GET', '/api/DiemDanh/thongKeTrangThaiDiemDanh', { as: 'admin' });
    // 20:00 UTC on 15/10 is already 03:00 on Friday 16/10 at the school: that day counts, Monday 19/10 does not.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-10-15T20:00:00Z'));
      for (const query of ['', '?tuNgay=2026-10-01&denNgay=2027-01-15', '?denNgay=2027-05-31']) {
        const res = await t.api<Stats>('GET', `/api/DiemDanh/thongKeTrangThaiDiemDanh${query}`, { as: 'admin' });
        expect(res.status).toBe(200);
        const { denNgay, tong, theoLop, theoNgay } = res.body.data;
        expect(denNgay).toBe('2026-10-16');
        expect(theoNgay.at(-1)?.ngay).toBe('2026-10-16');
        expect(theoNgay.every((d) => d.ngay <= '2026-10-16')).toBe(true);
        expect(tong.tong).toBe(theoNgay.reduce((n, d) => n + d.tong, 0));
        expect(tong.tong).toBe(theoLop.reduce((n, c) => n + c.tong, 0));
      }
      const future = await t.api<Stats>('GET', '/api/DiemDanh/thongKeTrangThaiDiemDanh?tuNgay=2026-11-02', {
        as: 'admin',
      });
      expect(future.body.data.tong.tong).toBe(0);
      expect(future.body.data.theoNgay).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
    // The stored term runs past mid-October: the clock, not the data, cut the figures above.
    expect(whole.body.data.theoNgay.at(-1)!.ngay > '2026-10-16').toBe(true);
  });

  it('imports the school sheet all-or-nothing and records a class day', async () => {
    const classes = (
      await t.api<Page<{ id: number; tenLop: string }>>('GET', '/api/LopQuanLy/danhSachLopQuanLy?pageSize=-1', {
        as: 'admin',
      })
    ).body.data.items;
    const cls = classes.find((c) => c.tenLop === '10A1')!;
    const students = (
      await t.api<{ hocSinhId: number; maHocSinh: string }[]>('GET', `/api/LopQuanLy/${cls.id}/danhSachHocSinh`, {
        as: 'admin',
      })
    ).body.data;
    const header = ['Mã học sinh', 'Ngày', 'Trạng thái', 'Ghi chú'];
    const bad = await upload(
      '/api/DiemDanh/nhapExcel',
      'dd.xlsx',
      await buildWorkbook(header, [
        [students[0]!.maHocSinh, '21/11/2026', 'Vắng có phép', null],
        ['NOPE', '21/11/2026', 'X', null],
        [students[1]!.maHocSinh, '21/11/2026', 'ngủ', null],
      ]),
    );
    expect(bad.body.data).toMatchObject({ hopLe: false, soDongDaNhap: 0 });
    expect((bad.body.data.loi as { dong: number }[]).map((e) => e.dong)).toEqual([3, 4]);
    const good = await upload(
      '/api/DiemDanh/nhapExcel',
      'dd.xlsx',
      await buildWorkbook(header, [
        [students[0]!.maHocSinh, '21/11/2026', 'Vắng có phép', 'Ốm'],
        [students[1]!.maHocSinh, '2026-11-21', 'M', null],
      ]),
    );
    expect(good.body.data).toMatchObject({ hopLe: true, soDongDaNhap: 2 });
    const day = await t.api<{ tong: Counts }>(
      'GET',
      `/api/DiemDanh/thongKeTrangThaiDiemDanh?lopQuanLyId=${cls.id}&tuNgay=2026-11-21&denNgay=2026-11-21`,
      { as: 'admin' },
    );
    expect(day.body.data.tong).toMatchObject({ vangCoPhep: 1, diMuon: 1, tong: 2 });
    const rec = await t.api('PUT', '/api/DiemDanh', {
      as: 'admin',
      body: {
        lopQuanLyId: cls.id,
        ngay: '2026-11-21',
        items: [{ hocSinhId: students[1]!.hocSinhId, trangThai: 'co_mat' }],
      },
    });
    expect(rec.status).toBe(200);
    const after = await t.api<{ tong: Counts }>(
      'GET',
      `/api/DiemDanh/thongKeTrangThaiDiemDanh?lopQuanLyId=${cls.id}&tuNgay=2026-11-21&denNgay=2026-11-21`,
      { as: 'admin' },
    );
    expect(after.body.data.tong).toMatchObject({ coMat: 1, vangCoPhep: 1, diMuon: 0, tong: 2 });
  });

  it('imports machine punches idempotently, reporting unknown codes', async () => {
    const csv = Buffer.from(
      'Mã máy,Mã nhân viên,Thời điểm\nMAY01,NV0001,03/11/2026 07:31:05\nMAY01,NV0002,2026-11-03 07:40:00\nMAY02,NV0001,03/11/2026 16:45\nMAY01,KHONGCO,03/11/2026 07:00\nMAY01,,xx\n',
    );
    const first = await upload('/api/ChamCong/nhapFile', 'log.csv', csv);
    expect(first.body.data).toMatchObject({ tongSoDong: 5, soDongMoi: 3, soDongTrung: 0, maKhongXacDinh: ['KHONGCO'] });
    expect((first.body.data.dongLoi as unknown[]).length).toBe(1);
    const again = await upload('/api/ChamCong/nhapFile', 'log.csv', csv);
    expect(again.body.data).toMatchObject({ soDongMoi: 0, soDongTrung: 3 });
    const xlsx = await buildWorkbook(
      ['Mã máy', 'Mã nhân viên', 'Thời điểm'],
      [['MAY01', 'NV0001', '03/11/2026 07:31:05']],
    );
    expect((await upload('/api/ChamCong/nhapFile', 'log.xlsx', xlsx)).body.data).toMatchObject({
      soDongMoi: 0,
      soDongTrung: 1,
    });
    expect((await upload('/api/ChamCong/nhapFile', 'x.bin', Buffer.from([0, 1, 2, 3]))).status).toBe(400);
  });
});
