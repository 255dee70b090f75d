import type {
  BepNgay,
  HuyAnTrua,
  HuyAnTruaResult,
  KyBanTru,
  LichHuyAnTrua,
  LopDangKyBanTru,
  LopToiChuNhiem,
  NhapDangKyResult,
  ThongKeBanTru,
} from '@hpl/shared';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { buildWorkbook, multipartBody } from '../../../test/support/test-files';
import { auditLog, hocSinh, lopQuanLy, lopQuanLyHocSinh, ngayNghi } from '../../db/schema';
import { schoolToday } from '../../lib/school-date';
import { cancelLunches } from './ban-tru.service';

let t: TestApp;
let classId: number;
let otherClassId: number;
const today = schoolToday();
const nextWeekday = (from: string, skip: number) => {
  const d = new Date(`${from}T00:00:00Z`);
  let left = skip;
  while (left > 0 || d.getUTCDay() === 0 || d.getUTCDay() === 6) {
    d.setUTCDate(d.getUTCDate() + 1);
    if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) left--;
  }
  return d.toISOString().slice(0, 10);
};
const later = nextWeekday(today, 2);
const month = (day: string) => day.slice(0, 7);
const lich = (thang: string, as = 'gvcn', id = classId) =>
  t.api<LichHuyAnTrua>('GET', `/api/BanTru/huyAnTrua?lopQuanLyId=${id}&thang=${thang}`, { as });

beforeAll(async () => {
  t = await createTestApp();
  const mine = await t.api<LopToiChuNhiem>('GET', '/api/ChuNhiem/lopToiChuNhiem', { as: 'gvcn' });
  classId = mine.body.data.items[0]!.id;
  const all = await t.api<LopToiChuNhiem>('GET', '/api/ChuNhiem/lopToiChuNhiem', { as: 'admin' });
  otherClassId = all.body.data.items.find((c) => c.id !== classId)!.id;
});
afterAll(async () => {
  await t?.close();
});

describe('lunch cancellations', () => {
  it('requires sign-in, the teacher role, and the class’s homeroom teacher (404 otherwise)', async () => {
    expect((await t.api('GET', `/api/BanTru/huyAnTrua?lopQuanLyId=${classId}&thang=${month(today)}`)).status).toBe(401);
    expect((await lich(month(today), 'hocsinh')).status).toBe(403);
    expect((await lich(month(today), 'giaovien')).status).toBe(404);
    expect((await lich(month(today), 'gvcn', otherClassId)).status).toBe(404);
    const post = await t.api('POST', '/api/BanTru/huyAnTrua', {
      as: 'gvcn',
      body: { lopQuanLyId: otherClassId, ngay: [later], caLop: true, lyDo: 'x' },
    });
    expect(post.status).toBe(404);
    expect((await t.api('GET', '/api/BanTru/thongKe?thang=2026-11', { as: 'gvcn' })).status).toBe(403);
  });

  it('accepts a whole-class cancellation before the cut-off at once, skipping students not subscribed', async () => {
    const before = await lich(month(later));
    const subscribed = before.body.data.hocSinh.filter((s) => s.dangKy).length;
    const res = await t.api<HuyAnTruaResult>('POST', '/api/BanTru/huyAnTrua', {
      as: 'gvcn',
      body: { lopQuanLyId: classId, ngay: [later], caLop: true, lyDo: 'Tham quan bảo tàng' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.muon).toBe(0);
    expect(res.body.data.dungHan).toBeGreaterThan(0);
    const again = await t.api<HuyAnTruaResult>('POST', '/api/BanTru/huyAnTrua', {
      as: 'gvcn',
      body: { lopQuanLyId: classId, ngay: [later], caLop: true, lyDo: 'Lặp lại' },
    });
    expect(again.body.data).toMatchObject({ dungHan: 0, muon: 0 });
    const after = await lich(month(later));
    const onDay = after.body.data.items.filter((i) => i.ngay === later);
    expect(onDay.every((i) => i.trangThai === 'dung_han' && i.nguoiDangKy)).toBe(true);
    expect(onDay.length).toBeLessThanOrEqual(before.body.data.hocSinh.length);
    expect(subscribed).toBeGreaterThan(0);

    const kitchen = await t.api<BepNgay>('GET', `/api/BanTru/bepNgay?ngay=${later}`, { as: 'bantru' });
    const row = kitchen.body.data.theoLop.find((r) => r.lopQuanLyId === classId)!;
    expect(row.huyDungHan).toBe(onDay.length);
    expect(row.suatNau).toBe(row.dangKy - onDay.length);

    const withdraw = await t.api('DELETE', `/api/BanTru/huyAnTrua/${onDay[0]!.id}`, { as: 'gvcn' });
    expect(withdraw.status).toBe(200);
    expect((await t.api('DELETE', `/api/BanTru/huyAnTrua/${onDay[1]!.id}`, { as: 'giaovien' })).status).toBe(404);
  });

  it('marks one after the cut-off late; the manager approves it and the month’s figures follow', async () => {
    const caller = await t.callerFor('gvcn');
    const day = nextWeekday(later, 1);
    const students = (await lich(month(day))).body.data.hocSinh.filter((s) => s.dangKy).slice(0, 2);
    const input = {
      lopQuanLyId: classId,
      ngay: [day],
      hocSinhIds: students.map((s) => s.hocSinhId),
      caLop: false,
      lyDo: 'Ốm',
    };
    const late = await cancelLunches(t.db, caller, input, new Date(`${day}T09:00:00+07:00`));
    expect(late).toMatchObject({ dungHan: 0, muon: 2 });
    await expect(
      cancelLunches(t.db, caller, input, new Date(`${nextWeekday(day, 1)}T00:00:00+07:00`)),
    ).rejects.toThrow();

    const statsBefore = await t.api<ThongKeBanTru>('GET', `/api/BanTru/thongKe?thang=${month(day)}`, { as: 'bantru' });
    const pending = await t.api<HuyAnTrua[]>('GET', '/api/BanTru/choDuyet', { as: 'bantru' });
    const mine = pending.body.data.filter((p) => p.ngay === day && p.lopQuanLyId === classId);
    expect(mine).toHaveLength(2);
    const approved = await t.api<HuyAnTrua>('POST', `/api/BanTru/huyAnTrua/${mine[0]!.id}/duyet`, {
      as: 'bantru',
      body: { dongY: true, version: mine[0]!.version },
    });
    expect(approved.status).toBe(200);
    expect(approved.body.data.trangThai).toBe('da_duyet');
    const declined = await t.api<HuyAnTrua>('POST', `/api/BanTru/huyAnTrua/${mine[1]!.id}/duyet`, {
      as: 'bantru',
      body: { dongY: false, ghiChu: 'Bếp đã nấu', version: mine[1]!.version },
    });
    expect(declined.body.data.trangThai).toBe('tu_choi');
    const twice = await t.api('POST', `/api/BanTru/huyAnTrua/${mine[0]!.id}/duyet`, {
      as: 'bantru',
      body: { dongY: false, version: approved.body.data.version },
    });
    expect(twice.status).toBe(400);

    const stats = await t.api<ThongKeBanTru>('GET', `/api/BanTru/thongKe?thang=${month(day)}`, { as: 'bantru' });
    expect(stats.body.data.tong.huyMuon).toBe(statsBefore.body.data.tong.huyMuon + 1);
    expect(stats.body.data.tong.choDuyet).toBe(statsBefore.body.data.tong.choDuyet - 2);
    expect(stats.body.data.tong.tuChoi).toBe(statsBefore.body.data.tong.tuChoi + 1);
    expect(stats.body.data.tong.suatNau).toBe(statsBefore.body.data.tong.suatNau - 1);
    expect(stats.body.data.tong.hoanTien).toBe(statsBefore.body.data.tong.hoanTien + 30_000);
    expect(stats.body.data.hoanTienHocSinh.some((r) => r.hocSinhId === students[0]!.hocSinhId)).toBe(true);
  });

  it('answers bad input with readable 400s and exports the kitchen sheet', async () => {
    const bad = await t.api('POST', '/api/BanTru/huyAnTrua', {
      as: 'gvcn',
      lang: 'en',
      body: { lopQuanLyId: classId, ngay: [later], hocSinhIds: [], lyDo: ' ' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toContain('Please enter a reason.');
    const none = await t.api('POST', '/api/BanTru/huyAnTrua', {
      as: 'gvcn',
      lang: 'en',
      body: { lopQuanLyId: classId, ngay: [later], hocSinhIds: [], lyDo: 'x' },
    });
    expect(none.body.errors).toContain('Please choose students or the whole class.');
    expect((await t.api('GET', '/api/BanTru/thongKe?thang=2026-13', { as: 'bantru' })).status).toBe(400);
    const sheet = await t.app.inject({
      method: 'GET',
      url: `/api/BanTru/bepNgay/xuatExcel?ngay=${later}`,
      headers: { cookie: `Authorization=${await t.cookieFor('bantru')}` },
    });
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers['content-type']).toContain('spreadsheetml');
  });
});

describe('meal periods and subscriptions', () => {
  it('the manager adds a period with its cut-off, edits it with the version and subscribes a whole class', async () => {
    const body = { ten: 'Hè 2027', tuNgay: '2027-06-01', denNgay: '2027-06-30', donGia: 35_000, gioChot: '08:30' };
    expect((await t.api('POST', '/api/BanTru/ky', { as: 'gvcn', body })).status).toBe(403);
    const bad = await t.api('POST', '/api/BanTru/ky', { as: 'bantru', lang: 'en', body: { ...body, gioChot: '9h' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toContain('The cut-off must look like hh:mm (e.g. 09:00).');
    const created = await t.api<KyBanTru>('POST', '/api/BanTru/ky', { as: 'bantru', body });
    expect(created.body.data).toMatchObject({ gioChot: '08:30', soDangKy: 0, version: 0 });
    const id = created.body.data.id;
    const edited = await t.api<KyBanTru>('PUT', `/api/BanTru/ky/${id}`, {
      as: 'bantru',
      body: { ...body, gioChot: '09:15', version: 0 },
    });
    expect(edited.body.data).toMatchObject({ gioChot: '09:15', version: 1 });
    expect((await t.api('PUT', `/api/BanTru/ky/${id}`, { as: 'bantru', body: { ...body, version: 0 } })).status).toBe(
      409,
    );
    expect((await t.api('PUT', '/api/BanTru/ky/999999', { as: 'bantru', body })).status).toBe(404);

    const classes = await t.api<LopDangKyBanTru[]>('GET', `/api/BanTru/ky/${id}/lop`, { as: 'bantru' });
    expect(classes.status).toBe(200);
    const target = classes.body.data.find((c) => c.lopQuanLyId === classId);
    // June 2027 lies in the next academic year, whose classes the demo does not have yet.
    if (target) {
      const on = await t.api<LopDangKyBanTru>('PUT', `/api/BanTru/ky/${id}/lop/${classId}`, {
        as: 'bantru',
        body: { dangKy: true },
      });
      expect(on.body.data.soDangKy).toBe(on.body.data.siSo);
    }
    const current = (await t.api<KyBanTru[]>('GET', '/api/BanTru/ky', { as: 'bantru' })).body.data.find(
      (k) => k.tuNgay <= today && today <= k.denNgay,
    )!;
    const inYear = await t.api<LopDangKyBanTru[]>('GET', `/api/BanTru/ky/${current.id}/lop`, { as: 'bantru' });
    expect(inYear.body.data.find((c) => c.lopQuanLyId === classId)).toBeDefined();
    const off = await t.api<LopDangKyBanTru>('PUT', `/api/BanTru/ky/${current.id}/lop/${otherClassId}`, {
      as: 'bantru',
      body: { dangKy: false },
    });
    expect(off.body.data.soDangKy).toBe(0);
    const back = await t.api<LopDangKyBanTru>('PUT', `/api/BanTru/ky/${current.id}/lop/${otherClassId}`, {
      as: 'bantru',
      body: { dangKy: true },
    });
    expect(back.body.data.soDangKy).toBe(back.body.data.siSo);
  });

  it('imports a period’s subscriptions from Excel all or nothing, every problem by row, from its template', async () => {
    const current = (await t.api<KyBanTru[]>('GET', '/api/BanTru/ky', { as: 'bantru' })).body.data.find(
      (k) => k.tuNgay <= today && today <= k.denNgay,
    )!;
    const base = `/api/BanTru/ky/${current.id}/nhapExcel`;
    const cookie = `Authorization=${await t.cookieFor('bantru')}`;
    const template = await t.app.inject({ method: 'GET', url: `${base}/mau`, headers: { cookie } });
    expect(template.statusCode).toBe(200);
    expect(template.headers['content-type']).toContain('spreadsheetml');
    expect((await t.api('GET', `${base}/mau`, { as: 'gvcn' })).status).toBe(403);
    const students = await t.db
      .select({ ma: hocSinh.maHocSinh, hoTen: hocSinh.hoTen, tenLop: lopQuanLy.tenLop })
      .from(lopQuanLyHocSinh)
      .innerJoin(hocSinh, eq(hocSinh.id, lopQuanLyHocSinh.hocSinhId))
      .innerJoin(lopQuanLy, eq(lopQuanLy.id, lopQuanLyHocSinh.lopQuanLyId))
      .where(and(eq(lopQuanLyHocSinh.lopQuanLyId, otherClassId), isNull(lopQuanLyHocSinh.denNgay)))
      .orderBy(asc(hocSinh.id));
    const [a, b, c] = students as [(typeof students)[0], (typeof students)[0], (typeof students)[0]];
    const send = async (rows: (string | null)[][], dry: boolean, as = 'bantru') => {
      const file = await buildWorkbook(['Lớp', 'Mã học sinh', 'Họ tên', 'Đăng ký'], rows);
      const { body, headers } = multipartBody([{ name: 'dk.xlsx', type: 'application/octet-stream', data: file }]);
      return t.api<NhapDangKyResult>('POST', `${base}?thuNghiem=${dry}`, { as, body, headers, lang: 'en' });
    };
    expect((await send([[null, a.ma, null, 'Không']], true, 'gvcn')).status).toBe(403);
    const bad = await send(
      [
        [a.tenLop, a.ma, a.hoTen, 'Không'],
        ['Z9', b.ma, null, 'Có'],
        [null, 'NO-SUCH-CODE', null, null],
        [null, a.ma, null, null],
        [null, c.ma, 'Someone Else', 'maybe'],
      ],
      false,
    );
    expect(bad.status, JSON.stringify(bad.body)).toBe(200);
    expect(bad.body.data).toMatchObject({ daLuu: false, soDong: 5, soDangKy: 0, soHuy: 0 });
    expect(bad.body.data.loi.map((p) => [p.dong, p.cot])).toEqual([
      [3, 'Class'],
      [4, 'Student code'],
      [5, 'Student code'],
      [6, 'Subscribed'],
      [6, 'Name'],
    ]);
    const sizes = async () =>
      (await t.api<LopDangKyBanTru[]>('GET', `/api/BanTru/ky/${current.id}/lop`, { as: 'bantru' })).body.data.find(
        (x) => x.lopQuanLyId === otherClassId,
      )!;
    expect((await sizes()).soDangKy).toBe((await sizes()).siSo);
    const good = [
      [a.tenLop, a.ma, a.hoTen, 'Không'],
      [null, b.ma.toLowerCase(), null, null],
    ];
    const dry = await send(good, true);
    expect(dry.body.data).toMatchObject({ daLuu: false, loi: [], soDangKy: 0, soHuy: 1 });
    const done = await send(good, false);
    expect(done.body.data).toMatchObject({ daLuu: true, soHuy: 1 });
    expect((await sizes()).soDangKy).toBe((await sizes()).siSo - 1);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.entity, 'KyBanTru'));
    expect(audits.map((x) => x.action)).toContain('import');
  });
});

describe('semi-boarding meal days', () => {
  it('leaves a school holiday out of the month’s figures and the kitchen sheet', async () => {
    const thang = month(today);
    const before = (await t.api<ThongKeBanTru>('GET', `/api/BanTru/thongKe?thang=${thang}`, { as: 'bantru' })).body
      .data;
    const served = before.theoNgay.find((d) => d.dangKy > 0)!;
    expect(served).toBeDefined();
    // The demo (as of 2026-11-23 in tests, test/global-setup.ts) records the meals served on its month's school days
    // up to two days before, a few fewer than cooked.
    for (const d of before.theoNgay.filter((x) => x.ngay >= '2026-11-01' && x.ngay <= '2026-11-21')) {
      expect(d.daPhucVu, d.ngay).not.toBeNull();
      expect(d.daPhucVu!).toBeLessThanOrEqual(d.suatNau);
    }
    const [holiday] = await t.db
      .insert(ngayNghi)
      .values({ tuNgay: served.ngay, denNgay: served.ngay, ten: 'Nghỉ bù' })
      .returning({ id: ngayNghi.id });
    try {
      const after = (await t.api<ThongKeBanTru>('GET', `/api/BanTru/thongKe?thang=${thang}`, { as: 'bantru' })).body
        .data;
      expect(after.theoNgay.map((d) => d.ngay)).not.toContain(served.ngay);
      expect(after.tong.dangKy).toBe(before.tong.dangKy - served.dangKy);
      expect(after.tong.suatNau).toBe(before.tong.suatNau - served.suatNau);
      const kitchen = await t.api<BepNgay>('GET', `/api/BanTru/bepNgay?ngay=${served.ngay}`, { as: 'bantru' });
      expect(kitchen.body.data.tong.dangKy).toBe(0);
      expect(kitchen.body.data.theoLop).toHaveLength(0);
    } finally {
      await t.db.delete(ngayNghi).where(eq(ngayNghi.id, holiday!.id));
    }
  });
});

describe('meals served', () => {
  it('the manager records the meals served per class; the kitchen sheet and the month show them', async () => {
    const url = '/api/BanTru/suatPhucVu';
    const body = { ngay: later, theoLop: [{ lopQuanLyId: classId, soSuat: 5 }] };
    expect((await t.api('PUT', url, { as: 'gvcn', body })).status).toBe(403);
    const outside = await t.api('PUT', url, {
      as: 'bantru',
      lang: 'en',
      body: { ngay: later, theoLop: [{ lopQuanLyId: 999_999, soSuat: 1 }] },
    });
    expect(outside.status).toBe(400);
    expect(outside.body.errors).toContain('The class has no subscribed meal on that day.');
    const saved = await t.api<BepNgay>('PUT', url, { as: 'bantru', body });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.theoLop.find((r) => r.lopQuanLyId === classId)?.daPhucVu).toBe(5);
    const stats = await t.api<ThongKeBanTru>('GET', `/api/BanTru/thongKe?thang=${month(later)}`, { as: 'bantru' });
    const day = stats.body.data.theoNgay.find((d) => d.ngay === later)!;
    expect(day.daPhucVu).toBe(5);
    const cleared = await t.api<BepNgay>('PUT', url, {
      as: 'bantru',
      body: { ngay: later, theoLop: [{ lopQuanLyId: classId, soSuat: null }] },
    });
    expect(cleared.body.data.theoLop.find((r) => r.lopQuanLyId === classId)?.daPhucVu).toBeNull();
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.entity, 'SuatPhucVu'));
    expect(audits).toHaveLength(2);
  });
});
