import type { DanhSachDayThay, GiaoVienDeXuat, ThongKeDayThay, TietTrongNgay, TuanCuaToi } from '@hpl/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { donNghiPhep, loaiNghiPhep, loaiPhong, lopMonHoc, monHocThoiKhoaBieu, phong, taiKhoan } from '../../db/schema';
import { schoolToday } from '../../lib/school-date';
import { listLessonsOn } from '.';

let t: TestApp;
let substituteId: number;
let ngay: string;
let lesson: Awaited<ReturnType<typeof listLessonsOn>>[number];
let busyTeacher: number;

const addDays = (iso: string, n: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

beforeAll(async () => {
  t = await createTestApp();
  const [account] = await t.db
    .select({ nhanVienId: taiKhoan.nhanVienId })
    .from(taiKhoan)
    .where(eq(taiKhoan.username, 'giaovien'));
  substituteId = account!.nhanVienId!;
  // A school day of the published timetable with a subject lesson `giaovien` could cover (free then), whose period
  // another teacher also teaches (the busy candidate).
  for (let i = 0; i < 120 && !lesson; i++) {
    const day = addDays(schoolToday(), i);
    const lessons = (await listLessonsOn(t.db, day)).filter((l) => !l.ngoaiLe);
    const overlaps = (a: (typeof lessons)[number], b: (typeof lessons)[number]) =>
      a.tiet < b.tiet + b.soTiet && b.tiet < a.tiet + a.soTiet;
    for (const l of lessons) {
      if (l.lopMonHocId === null || l.giaoVienIds.length === 0 || l.giaoVienIds.includes(substituteId)) continue;
      if (lessons.some((o) => overlaps(o, l) && o.giaoVienIds.includes(substituteId))) continue;
      const other = lessons.find((o) => o.id !== l.id && overlaps(o, l) && o.giaoVienIds.length > 0);
      if (!other) continue;
      lesson = l;
      ngay = day;
      busyTeacher = other.giaoVienIds[0]!;
      break;
    }
  }
  if (!lesson) throw new Error('no lesson to cover in the demo timetable');
  const [type] = await t.db.select({ id: loaiNghiPhep.id }).from(loaiNghiPhep).limit(1);
  const [year] = await t.db.select({ namHocId: donNghiPhep.namHocId }).from(donNghiPhep).limit(1);
  await t.db.insert(donNghiPhep).values({
    nhanVienId: lesson.giaoVienIds[0]!,
    loaiNghiPhepId: type!.id,
    namHocId: year!.namHocId,
    tuNgay: ngay,
    tuBuoi: 'morning',
    denNgay: ngay,
    denBuoi: 'afternoon',
    soNgay: 1,
    lyDo: 'Test cover',
    canDayThay: true,
    trangThai: 'approved',
  });
});
afterAll(async () => {
  await t?.close();
});

describe('ThoiKhoaBieu substitutions API', () => {
  it('requires sign-in and the substitutions authority', async () => {
    expect((await t.api('GET', '/api/ThoiKhoaBieu/dayThay')).status).toBe(401);
    expect((await t.api('PUT', '/api/ThoiKhoaBieu/dayThay', { body: {} })).status).toBe(401);
    for (const as of ['giaovien', 'hocsinh', 'totruong']) {
      expect((await t.api('GET', '/api/ThoiKhoaBieu/dayThay', { as })).status).toBe(403);
      expect((await t.api('GET', '/api/ThoiKhoaBieu/dayThay/thongKe', { as })).status).toBe(403);
    }
  });

  it('answers bad input with 400 and unknown lessons with 404', async () => {
    expect((await t.api('GET', '/api/ThoiKhoaBieu/dayThay?tuNgay=2026-13-01', { as: 'daotao' })).status).toBe(400);
    const tooLong = await t.api('GET', '/api/ThoiKhoaBieu/dayThay?tuNgay=2026-01-01&denNgay=2026-02-01', {
      as: 'daotao',
      lang: 'en',
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors).toContain('At most 7 days.');
    expect((await t.api('GET', '/api/ThoiKhoaBieu/dayThay/thongKe?thang=2026-13', { as: 'daotao' })).status).toBe(400);
    expect(
      (await t.api('GET', `/api/ThoiKhoaBieu/dayThay/deXuat?tietHocId=999999&ngay=${ngay}`, { as: 'daotao' })).status,
    ).toBe(404);
    const unknown = await t.api('PUT', '/api/ThoiKhoaBieu/dayThay', {
      as: 'daotao',
      body: { tietHocId: 999_999, ngay, loai: 'huy', version: null },
    });
    expect(unknown.status).toBe(404);
    const noTeacher = await t.api('PUT', '/api/ThoiKhoaBieu/dayThay', {
      as: 'daotao',
      body: { tietHocId: lesson.id, ngay, loai: 'day_thay', version: null },
    });
    expect(noTeacher.status).toBe(400);
    const self = await t.api('PUT', '/api/ThoiKhoaBieu/dayThay', {
      as: 'daotao',
      body: { tietHocId: lesson.id, ngay, loai: 'day_thay', giaoVienThayId: lesson.giaoVienIds[0], version: null },
    });
    expect(self.status).toBe(400);
  });

  it("shows the demo's cover of its first week (test demo as of 2026-11-23): covered lessons and one uncovered", async () => {
    const week = await t.api<DanhSachDayThay>('GET', '/api/ThoiKhoaBieu/dayThay?tuNgay=2026-11-23&denNgay=2026-11-29', {
      as: 'daotao',
    });
    expect(week.status).toBe(200);
    const seeded = week.body.data.tiet.filter((r) => r.nghiPhep);
    expect(seeded.some((r) => r.ngoaiLe?.loai === 'day_thay')).toBe(true);
    expect(seeded.some((r) => r.ngoaiLe === null)).toBe(true);
  });

  it('lists the uncovered lesson, ranks substitutes, refuses a busy one and a stale write, notifies', async () => {
    const day = await t.api<DanhSachDayThay>('GET', `/api/ThoiKhoaBieu/dayThay?tuNgay=${ngay}`, { as: 'daotao' });
    expect(day.status).toBe(200);
    const row = day.body.data.tiet.find((r) => r.tietHocId === lesson.id);
    expect(row?.nghiPhep).not.toBeNull();
    expect(row?.ngoaiLe).toBeNull();

    const proposed = await t.api<GiaoVienDeXuat[]>(
      'GET',
      `/api/ThoiKhoaBieu/dayThay/deXuat?tietHocId=${lesson.id}&ngay=${ngay}`,
      { as: 'daotao' },
    );
    expect(proposed.status).toBe(200);
    expect(proposed.body.data[0]?.ranh).toBe(true);
    expect(proposed.body.data.find((p) => p.nhanVienId === busyTeacher)?.ranh).toBe(false);
    expect(proposed.body.data.some((p) => lesson.giaoVienIds.includes(p.nhanVienId))).toBe(false);
    const firstBusy = proposed.body.data.findIndex((p) => !p.ranh);
    if (firstBusy >= 0) expect(proposed.body.data.slice(firstBusy).every((p) => !p.ranh || p.nghiPhep)).toBe(true);

    const busy = await t.api('PUT', '/api/ThoiKhoaBieu/dayThay', {
      as: 'daotao',
      body: { tietHocId: lesson.id, ngay, loai: 'day_thay', giaoVienThayId: busyTeacher, version: null },
    });
    expect(busy.status).toBe(409);

    const saved = await t.api<TietTrongNgay>('PUT', '/api/ThoiKhoaBieu/dayThay', {
      as: 'daotao',
      body: { tietHocId: lesson.id, ngay, loai: 'day_thay', giaoVienThayId: substituteId, version: null },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.ngoaiLe).toMatchObject({ loai: 'day_thay', giaoVienThayId: substituteId });
    const stale = await t.api('PUT', '/api/ThoiKhoaBieu/dayThay', {
      as: 'daotao',
      body: { tietHocId: lesson.id, ngay, loai: 'huy', version: null },
    });
    expect(stale.status).toBe(409);

    // The substitute's week shows the lesson on that date; so does the class's students' (with the substitute).
    const week = await t.api<TuanCuaToi>('GET', `/api/ThoiKhoaBieu/tuanCuaToi?ngay=${ngay}`, { as: 'giaovien' });
    expect(week.body.data.tiet.find((x) => x.tietHocId === lesson.id && x.ngay === ngay)).toMatchObject({
      dayThay: true,
      ngoaiLe: 'day_thay',
    });
    const notices = await t.api<{ items: { loai: string; duongDan: string | null }[] }>(
      'GET',
      '/api/ThongBao/danhSachThongBao?pageSize=-1',
      { as: 'giaovien' },
    );
    expect(notices.body.data.items.some((n) => n.loai === 'tkbDayThay')).toBe(true);

    const counts = await t.api<ThongKeDayThay>('GET', `/api/ThoiKhoaBieu/dayThay/thongKe?thang=${ngay.slice(0, 7)}`, {
      as: 'daotao',
    });
    expect(counts.body.data.giaoVien.find((g) => g.nhanVienId === substituteId)?.soTiet).toBeGreaterThanOrEqual(1);
    const ledger = await t.api<{ giaoVien: { nhanVienId: number; tietDayThay: number }[] }>(
      'GET',
      '/api/PhanCongGiangDay/tongHop',
      { as: 'daotao' },
    );
    expect(ledger.body.data.giaoVien.find((g) => g.nhanVienId === substituteId)?.tietDayThay).toBeGreaterThanOrEqual(1);
    const excel = await t.api('GET', `/api/ThoiKhoaBieu/dayThay/thongKe/xuatExcel?thang=${ngay.slice(0, 7)}`, {
      as: 'daotao',
    });
    expect(excel.status).toBe(200);
    expect(String(excel.headers['content-type'])).toContain('spreadsheetml');

    const version = saved.body.data.ngoaiLe!.version;
    const moved = await t.api<TietTrongNgay>('PUT', '/api/ThoiKhoaBieu/dayThay', {
      as: 'daotao',
      body: { tietHocId: lesson.id, ngay, loai: 'huy', version },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data.ngoaiLe?.loai).toBe('huy');
    const staleUndo = await t.api('POST', '/api/ThoiKhoaBieu/dayThay/xoa', {
      as: 'daotao',
      body: { tietHocId: lesson.id, ngay, version },
    });
    expect(staleUndo.status).toBe(409);
    const undo = await t.api('POST', '/api/ThoiKhoaBieu/dayThay/xoa', {
      as: 'daotao',
      body: { tietHocId: lesson.id, ngay, version: moved.body.data.ngoaiLe!.version },
    });
    expect(undo.status).toBe(200);
    const again = await t.api('POST', '/api/ThoiKhoaBieu/dayThay/xoa', {
      as: 'daotao',
      body: { tietHocId: lesson.id, ngay, version: 1 },
    });
    expect(again.status).toBe(404);
  });

  it('moves a lesson for one day only into a room of the kind its subject needs', async () => {
    const [subjectClass] = await t.db
      .select({ monHocId: lopMonHoc.monHocId, tenLop: lopMonHoc.tenLop })
      .from(lopMonHoc)
      .where(eq(lopMonHoc.id, lesson.lopMonHocId!));
    const [lab] = await t.db
      .insert(loaiPhong)
      .values({ tenLoaiPhong: 'Phòng thí nghiệm thử', tenLoaiPhongEn: 'test lab' })
      .returning();
    // A room nobody uses, of an ordinary kind first.
    const [some] = await t.db.select({ tangId: phong.tangId, loaiPhongId: phong.loaiPhongId }).from(phong).limit(1);
    const [room] = await t.db
      .insert(phong)
      .values({ tenPhong: 'P-thu-1', tangId: some!.tangId, loaiPhongId: some!.loaiPhongId, sucChua: 40 })
      .returning();
    await t.db
      .insert(monHocThoiKhoaBieu)
      .values({ monHocId: subjectClass!.monHocId, loaiPhongId: lab!.id })
      .onConflictDoUpdate({ target: monHocThoiKhoaBieu.monHocId, set: { loaiPhongId: lab!.id } });
    try {
      // The screen learns the kind of room the lesson needs, and each room's kind, to offer only fitting rooms.
      const day = await t.api<DanhSachDayThay>('GET', `/api/ThoiKhoaBieu/dayThay?tuNgay=${ngay}`, { as: 'daotao' });
      expect(day.body.data.tiet.find((r) => r.tietHocId === lesson.id)?.loaiPhongCan).toBe(lab!.id);
      expect(day.body.data.phong.find((p) => p.id === room!.id)?.loaiPhongId).toBe(some!.loaiPhongId);
      const change = (phongId: number) =>
        t.api<TietTrongNgay>('PUT', '/api/ThoiKhoaBieu/dayThay', {
          as: 'daotao',
          body: { tietHocId: lesson.id, ngay, loai: 'doi_phong', phongId, version: null },
          lang: 'en',
        });
      const wrong = await change(room!.id);
      expect(wrong.status).toBe(400);
      expect(wrong.body.errors).toEqual([
        `Room ${room!.tenPhong} is not a test lab, the kind of room ${subjectClass!.tenLop} needs.`,
      ]);
      expect((await change(999_999)).status).toBe(400);

      await t.db.update(phong).set({ loaiPhongId: lab!.id }).where(eq(phong.id, room!.id));
      const moved = await change(room!.id);
      expect(moved.status).toBe(200);
      expect(moved.body.data.ngoaiLe).toMatchObject({ loai: 'doi_phong', phongId: room!.id });
    } finally {
      await t.db
        .update(monHocThoiKhoaBieu)
        .set({ loaiPhongId: null })
        .where(eq(monHocThoiKhoaBieu.monHocId, subjectClass!.monHocId));
    }
  });
});
