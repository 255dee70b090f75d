import type {
  ChiTietPhienBan,
  DanhSachPhienBan,
  LanTao,
  LichToken,
  PhienBanThoiKhoaBieu,
  RangBuoc,
  TietHoc,
  TuanCuaToi,
} from '@hpl/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { hocKy, loaiPhong, lopMonHoc, monHocThoiKhoaBieu, namHoc, phong, taiKhoan } from '../../db/schema';
import type { Caller } from '../../lib/caller';
import type { SessionUser } from '../../lib/session-user';
import { isTeacherFreeAt, listLessonsOn, removeLessonException, saveLessonException } from '.';

let t: TestApp;
let term: { id: number; ngayBatDau: string };
let detailRooms: { id: number; ten: string }[] = [];
beforeAll(async () => {
  t = await createTestApp();
  const [row] = await t.db
    .select({ id: hocKy.id, ngayBatDau: hocKy.ngayBatDau })
    .from(hocKy)
    .innerJoin(namHoc, eq(namHoc.id, hocKy.namHocId))
    .where(and(eq(namHoc.isActive, true), eq(hocKy.thuTu, 1)));
  term = { id: row!.id, ngayBatDau: row!.ngayBatDau ?? '2026-09-07' };
  const versions = await t.api<DanhSachPhienBan>('GET', '/api/ThoiKhoaBieu/danhSachPhienBan', { as: 'daotao' });
  const published = versions.body.data.phienBan.find((v) => v.trangThai === 'cong_bo')!;
  detailRooms = (await t.api<ChiTietPhienBan>('GET', `/api/ThoiKhoaBieu/phienBan/${published.id}`, { as: 'daotao' }))
    .body.data.phong;
});
afterAll(async () => {
  await t?.close();
});

const addDays = (iso: string, n: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

async function waitForRun(id: number): Promise<LanTao> {
  for (let i = 0; i < 300; i++) {
    const res = await t.api<LanTao>('GET', `/api/ThoiKhoaBieu/lanTao/${id}`, { as: 'daotao' });
    if (!['cho', 'dang_chay'].includes(res.body.data.trangThai)) return res.body.data;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('generation did not finish');
}

describe('ThoiKhoaBieu API', () => {
  it('requires sign-in, except the calendar feed (its token is the credential)', async () => {
    for (const url of [
      '/api/ThoiKhoaBieu/danhSachPhienBan',
      '/api/ThoiKhoaBieu/tuanCuaToi',
      '/api/ThoiKhoaBieu/caiDat',
    ])
      expect((await t.api('GET', url)).status).toBe(401);
    expect((await t.api('POST', '/api/ThoiKhoaBieu/phienBan', { body: {} })).status).toBe(401);
    expect((await t.api('GET', `/api/ThoiKhoaBieu/lich/${'a'.repeat(43)}.ics`)).status).toBe(404);
  });

  it('keeps management to the timetable managers (403) and my week to teachers and students', async () => {
    for (const as of ['giaovien', 'hocsinh', 'gvcn'])
      expect((await t.api('GET', '/api/ThoiKhoaBieu/danhSachPhienBan', { as })).status).toBe(403);
    expect((await t.api('PUT', '/api/ThoiKhoaBieu/tietHoc/1', { as: 'hocsinh', body: {} })).status).toBe(403);
  });

  it('answers bad input with a readable 400 and unknown ids with 404', async () => {
    const res = await t.api('POST', '/api/ThoiKhoaBieu/phienBan', {
      as: 'daotao',
      body: { hocKyId: term.id, ten: ' ', ngayApDung: term.ngayBatDau },
      lang: 'en',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toContain('Please enter a name.');
    const wrongTerm = await t.api('POST', '/api/ThoiKhoaBieu/phienBan', {
      as: 'daotao',
      body: { hocKyId: 999_999, ten: 'X', ngayApDung: term.ngayBatDau },
    });
    expect(wrongTerm.status).toBe(400);
    expect((await t.api('GET', '/api/ThoiKhoaBieu/phienBan/999999', { as: 'daotao' })).status).toBe(404);
    expect(
      (await t.api('PUT', '/api/ThoiKhoaBieu/tietHoc/999999', { as: 'daotao', body: { thu: 0, tiet: 0, version: 0 } }))
        .status,
    ).toBe(404);
    const settings = await t.api('PUT', '/api/ThoiKhoaBieu/caiDat', {
      as: 'daotao',
      body: {
        soNgayHoc: 6,
        soTietNgay: 8,
        soTietSang: 9,
        gioBatDau: [],
        thoiLuongTiet: 45,
        tietCam: [],
        soTuanNam: 35,
        version: 0,
      },
    });
    expect(settings.status).toBe(400);
  });

  it('saves the settings with their version (stale → 409)', async () => {
    const current = await t.api<{ version: number; soTietNgay: number }>('GET', '/api/ThoiKhoaBieu/caiDat', {
      as: 'daotao',
    });
    expect(current.status).toBe(200);
    const body = {
      soNgayHoc: 6,
      soTietNgay: 8,
      soTietSang: 4,
      gioBatDau: ['07:00', '07:50', '08:50', '09:40', '13:30', '14:20', '15:20', '16:10'],
      thoiLuongTiet: 45,
      tietCam: [{ day: 5, period: 7 }],
      soTuanNam: 35,
      version: current.body.data.version,
    };
    const saved = await t.api<{ version: number }>('PUT', '/api/ThoiKhoaBieu/caiDat', { as: 'daotao', body });
    expect(saved.status).toBe(200);
    expect(saved.body.data.version).toBe(current.body.data.version + 1);
    expect((await t.api('PUT', '/api/ThoiKhoaBieu/caiDat', { as: 'daotao', body })).status).toBe(409);
  });

  it('keeps subjects’ and teachers’ constraints (unknown ids 404, unknown room type 400)', async () => {
    const before = await t.api<RangBuoc>('GET', '/api/ThoiKhoaBieu/rangBuoc', { as: 'daotao' });
    expect(before.status).toBe(200);
    expect(before.body.data.giaoVien.length).toBeGreaterThan(0);
    const subject = before.body.data.monHoc[0]!;
    const saved = await t.api('PUT', `/api/ThoiKhoaBieu/monHoc/${subject.monHocId}`, {
      as: 'daotao',
      body: { loaiPhongId: subject.loaiPhongId, tietDoi: true, monNang: true },
    });
    expect(saved.status).toBe(200);
    expect(
      (
        await t.api('PUT', `/api/ThoiKhoaBieu/monHoc/${subject.monHocId}`, {
          as: 'daotao',
          body: { loaiPhongId: 999_999, tietDoi: false, monNang: false },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await t.api('PUT', '/api/ThoiKhoaBieu/monHoc/999999', {
          as: 'daotao',
          body: { loaiPhongId: null, tietDoi: false, monNang: false },
        })
      ).status,
    ).toBe(404);
    const teacher = before.body.data.giaoVien[0]!;
    const replaced = await t.api('PUT', `/api/ThoiKhoaBieu/giaoVien/${teacher.nhanVienId}`, {
      as: 'daotao',
      body: {
        banTiet: [
          { day: 1, period: 0 },
          { day: 1, period: 0 },
        ],
        ngayUuTien: [0, 2],
      },
    });
    expect(replaced.status).toBe(200);
    const after = await t.api<RangBuoc>('GET', '/api/ThoiKhoaBieu/rangBuoc', { as: 'daotao' });
    expect(after.body.data.giaoVien.find((g) => g.nhanVienId === teacher.nhanVienId)).toMatchObject({
      banTiet: [{ day: 1, period: 0 }],
      ngayUuTien: [0, 2],
    });
    expect(
      (await t.api('PUT', '/api/ThoiKhoaBieu/giaoVien/999999', { as: 'daotao', body: { banTiet: [], ngayUuTien: [] } }))
        .status,
    ).toBe(404);
    await t.api('PUT', `/api/ThoiKhoaBieu/giaoVien/${teacher.nhanVienId}`, {
      as: 'daotao',
      body: { banTiet: teacher.banTiet, ngayUuTien: teacher.ngayUuTien },
    });
    await t.api('PUT', `/api/ThoiKhoaBieu/monHoc/${subject.monHocId}`, { as: 'daotao', body: subject });
    expect((await t.api('GET', '/api/ThoiKhoaBieu/rangBuoc', { as: 'giaovien' })).status).toBe(403);
  });

  it('applies the week’s exceptions: a cancelled lesson, another room, a substitute who sees the lesson too', async () => {
    const week = '2026-11-23';
    const mine = (await t.api<TuanCuaToi>('GET', `/api/ThoiKhoaBieu/tuanCuaToi?ngay=${week}`, { as: 'giaovien' })).body
      .data;
    const [cancelled, moved, covered] = mine.tiet.filter((l) => !l.dayThay);
    expect(covered).toBeDefined();
    const account = async (username: string) =>
      (await t.db.select().from(taiKhoan).where(eq(taiKhoan.username, username)))[0]!;
    const manager = await account('daotao');
    const substitute = await account('gvcn');
    const caller: Caller = {
      accountId: manager.id,
      user: { accountId: manager.id, roles: manager.roles, nhanVienId: manager.nhanVienId } as SessionUser,
    };
    const room = detailRooms[0]!;
    await t.db.transaction(async (tx) => {
      await saveLessonException(tx, caller, { tietHocId: cancelled!.tietHocId, ngay: cancelled!.ngay, loai: 'huy' });
      await saveLessonException(tx, caller, {
        tietHocId: moved!.tietHocId,
        ngay: moved!.ngay,
        loai: 'doi_phong',
        phongId: room.id,
      });
      await saveLessonException(tx, caller, {
        tietHocId: covered!.tietHocId,
        ngay: covered!.ngay,
        loai: 'day_thay',
        giaoVienThayId: substitute.nhanVienId,
      });
    });
    const after = (await t.api<TuanCuaToi>('GET', `/api/ThoiKhoaBieu/tuanCuaToi?ngay=${week}`, { as: 'giaovien' })).body
      .data;
    const find = (id: number) => after.tiet.find((l) => l.tietHocId === id)!;
    expect(find(cancelled!.tietHocId).ngoaiLe).toBe('huy');
    expect(find(moved!.tietHocId)).toMatchObject({ ngoaiLe: 'doi_phong', phong: room.ten });
    expect(find(covered!.tietHocId)).toMatchObject({ ngoaiLe: 'day_thay', dayThay: false });
    expect(find(covered!.tietHocId).giaoVienThay).toBeTruthy();
    // The substitutions screen's reads: the day's lessons with their exceptions, and who is free when.
    const ofDay = await listLessonsOn(t.db, covered!.ngay);
    expect(ofDay.find((l) => l.id === covered!.tietHocId)?.ngoaiLe?.loai).toBe('day_thay');
    const teacher = (await account('giaovien')).nhanVienId!;
    expect(await isTeacherFreeAt(t.db, teacher, covered!.ngay, covered!.tiet)).toBe(true);
    expect(await isTeacherFreeAt(t.db, substitute.nhanVienId!, covered!.ngay, covered!.tiet)).toBe(false);
    expect(await isTeacherFreeAt(t.db, teacher, cancelled!.ngay, cancelled!.tiet)).toBe(true);
    const own = mine.tiet.find((l) => ![cancelled, moved, covered].includes(l) && !l.dayThay)!;
    expect(await isTeacherFreeAt(t.db, teacher, own.ngay, own.tiet)).toBe(false);
    const theirs = (await t.api<TuanCuaToi>('GET', `/api/ThoiKhoaBieu/tuanCuaToi?ngay=${week}`, { as: 'gvcn' })).body
      .data;
    expect(theirs.tiet.find((l) => l.tietHocId === covered!.tietHocId)).toMatchObject({ dayThay: true });
    const nextWeek = (
      await t.api<TuanCuaToi>('GET', '/api/ThoiKhoaBieu/tuanCuaToi?ngay=2026-11-30', { as: 'giaovien' })
    ).body.data;
    expect(nextWeek.tiet.find((l) => l.tietHocId === cancelled!.tietHocId)?.ngoaiLe).toBeNull();
    await t.db.transaction((tx) => removeLessonException(tx, caller, cancelled!.tietHocId, cancelled!.ngay));
    const restored = (await t.api<TuanCuaToi>('GET', `/api/ThoiKhoaBieu/tuanCuaToi?ngay=${week}`, { as: 'giaovien' }))
      .body.data;
    expect(restored.tiet.find((l) => l.tietHocId === cancelled!.tietHocId)?.ngoaiLe).toBeNull();
  });

  it('generates a draft, refuses a conflicting move by name, 409 on a stale one, publishes; the week and the feed follow', async () => {
    const created = await t.api<PhienBanThoiKhoaBieu>('POST', '/api/ThoiKhoaBieu/phienBan', {
      as: 'daotao',
      body: { hocKyId: term.id, ten: 'Thử nghiệm HK1', ngayApDung: term.ngayBatDau },
    });
    expect(created.status).toBe(200);
    const started = await t.api<LanTao>('POST', `/api/ThoiKhoaBieu/phienBan/${created.body.data.id}/taoTuDong`, {
      as: 'daotao',
      body: { thoiGianToiDaGiay: 5 },
    });
    expect(started.status).toBe(200);
    const run = await waitForRun(started.body.data.id);
    expect(run.lyDo).toEqual([]);
    expect(run.trangThai).toBe('xong');
    expect(run.lyDo).toEqual([]);

    const detail = (
      await t.api<ChiTietPhienBan>('GET', `/api/ThoiKhoaBieu/phienBan/${created.body.data.id}`, { as: 'daotao' })
    ).body.data;
    expect(detail.tietHoc.length).toBeGreaterThan(20);
    const movable = detail.tietHoc.find((l) => !l.coDinh && l.soTiet === 1)!;
    const sameClass = detail.tietHoc.find(
      (l) => l.lopQuanLyId === movable.lopQuanLyId && l.id !== movable.id && l.thu !== movable.thu && l.soTiet === 1,
    )!;
    const refused = await t.api('PUT', `/api/ThoiKhoaBieu/tietHoc/${movable.id}`, {
      as: 'daotao',
      body: { thu: sameClass.thu, tiet: sameClass.tiet, version: movable.version },
      lang: 'en',
    });
    expect(refused.status).toBe(400);
    const className = detail.lop.find((c) => c.id === movable.lopQuanLyId)!.ten;
    expect(refused.body.errors?.join(' ')).toMatch(new RegExp(`Class ${className} is busy|Teacher .* is busy`));

    const busy = new Set(
      detail.tietHoc
        .filter(
          (l) => l.lopQuanLyId === movable.lopQuanLyId || l.giaoVienIds.some((g) => movable.giaoVienIds.includes(g)),
        )
        .flatMap((l) => Array.from({ length: l.soTiet }, (_, i) => `${l.thu}:${l.tiet + i}`)),
    );
    const free = Array.from({ length: 6 * 8 }, (_, i) => ({ thu: Math.floor(i / 8), tiet: i % 8 })).find(
      (s) => !busy.has(`${s.thu}:${s.tiet}`),
    )!;
    const moved = await t.api<TietHoc>('PUT', `/api/ThoiKhoaBieu/tietHoc/${movable.id}`, {
      as: 'daotao',
      body: { ...free, phongId: null, version: movable.version },
    });
    expect(moved.status).toBe(200);
    const stale = await t.api('PUT', `/api/ThoiKhoaBieu/tietHoc/${movable.id}`, {
      as: 'daotao',
      body: { thu: movable.thu, tiet: movable.tiet, version: movable.version },
    });
    expect(stale.status).toBe(409);

    // A subject that needs a kind of room (here a lab no room is) cannot be moved into another kind of room.
    const [subjectClass] = await t.db
      .select({ monHocId: lopMonHoc.monHocId, tenLop: lopMonHoc.tenLop })
      .from(lopMonHoc)
      .where(eq(lopMonHoc.id, movable.lopMonHocId!));
    const [lab] = await t.db
      .insert(loaiPhong)
      .values({ tenLoaiPhong: 'Phòng thí nghiệm thử', tenLoaiPhongEn: 'test lab' })
      .returning();
    const [room] = await t.db.select({ id: phong.id, tenPhong: phong.tenPhong }).from(phong).limit(1);
    await t.db
      .insert(monHocThoiKhoaBieu)
      .values({ monHocId: subjectClass!.monHocId, loaiPhongId: lab!.id })
      .onConflictDoUpdate({ target: monHocThoiKhoaBieu.monHocId, set: { loaiPhongId: lab!.id } });
    const wrongRoom = await t.api('PUT', `/api/ThoiKhoaBieu/tietHoc/${movable.id}`, {
      as: 'daotao',
      body: { ...free, phongId: room!.id, version: moved.body.data.version },
      lang: 'en',
    });
    expect(wrongRoom.status).toBe(400);
    expect(wrongRoom.body.errors).toEqual([
      `Room ${room!.tenPhong} is not a test lab, the kind of room ${subjectClass!.tenLop} needs.`,
    ]);
    await t.db
      .update(monHocThoiKhoaBieu)
      .set({ loaiPhongId: null })
      .where(eq(monHocThoiKhoaBieu.monHocId, subjectClass!.monHocId));

    expect(
      (
        await t.api('POST', `/api/ThoiKhoaBieu/phienBan/${created.body.data.id}/congBo`, {
          as: 'daotao',
          body: { version: created.body.data.version + 5 },
        })
      ).status,
    ).toBe(409);
    const published = await t.api<PhienBanThoiKhoaBieu>(
      'POST',
      `/api/ThoiKhoaBieu/phienBan/${created.body.data.id}/congBo`,
      { as: 'daotao', body: { version: created.body.data.version } },
    );
    expect(published.status).toBe(200);
    expect(published.body.data.trangThai).toBe('cong_bo');
    const readOnly = await t.api('PUT', `/api/ThoiKhoaBieu/tietHoc/${movable.id}`, {
      as: 'daotao',
      body: { thu: movable.thu, tiet: movable.tiet, version: moved.body.data.version },
    });
    expect(readOnly.status).toBe(400);

    const week = addDays(term.ngayBatDau, 7);
    const notices = await t.api<{ items: { tieuDe: string; duongDan: string | null }[] }>(
      'GET',
      '/api/ThongBao/danhSachThongBao?pageSize=-1',
      { as: 'giaovien' },
    );
    expect(notices.body.data.items.find((n) => n.tieuDe.includes('Thử nghiệm HK1'))?.duongDan).toBe(
      '/chuyenmon/thoikhoabieucuatoi',
    );
    for (const as of ['giaovien', 'gvcn', 'hocsinh']) {
      const mine = await t.api<TuanCuaToi>('GET', `/api/ThoiKhoaBieu/tuanCuaToi?ngay=${week}`, { as });
      expect(mine.status).toBe(200);
      expect(mine.body.data.tiet.length).toBeGreaterThan(0);
    }

    const first = await t.api<LichToken>('POST', '/api/ThoiKhoaBieu/lichCuaToi/taoLai', { as: 'giaovien' });
    const path = new URL(first.body.data.duongDan!).pathname;
    const feed = await t.api<string>('GET', path);
    expect(feed.status).toBe(200);
    expect(String(feed.headers['content-type'])).toContain('text/calendar');
    expect(feed.body.data).toContain('BEGIN:VCALENDAR');
    await t.api('POST', '/api/ThoiKhoaBieu/lichCuaToi/taoLai', { as: 'giaovien' });
    expect((await t.api('GET', path)).status).toBe(404);
    const revoked = await t.api<LichToken>('DELETE', '/api/ThoiKhoaBieu/lichCuaToi', { as: 'giaovien' });
    expect(revoked.body.data.coToken).toBe(false);

    // A finished run stays finished when asked to stop; a published version is changed through a draft copy.
    const stopped = await t.api<LanTao>('POST', `/api/ThoiKhoaBieu/lanTao/${run.id}/dung`, { as: 'daotao' });
    expect(stopped.body.data.trangThai).toBe('xong');
    const copied = await t.api<PhienBanThoiKhoaBieu>(
      'POST',
      `/api/ThoiKhoaBieu/phienBan/${created.body.data.id}/saoChep`,
      { as: 'daotao', body: {} },
    );
    expect(copied.body.data).toMatchObject({ trangThai: 'nhap', soTiet: detail.tietHoc.length });
    const archived = await t.api<PhienBanThoiKhoaBieu>(
      'POST',
      `/api/ThoiKhoaBieu/phienBan/${created.body.data.id}/luuTru`,
      { as: 'daotao', body: { version: published.body.data.version } },
    );
    expect(archived.body.data.trangThai).toBe('luu_tru');
    const again = await t.api('POST', `/api/ThoiKhoaBieu/phienBan/${created.body.data.id}/luuTru`, {
      as: 'daotao',
      body: { version: archived.body.data.version },
    });
    expect(again.status).toBe(400);
  });
});
