import {
  type BienBanDuGio,
  type BienBanDuGioChiTiet,
  DEFAULT_SCALE,
  type DuGioCaiDat,
  type DuGioThongKeTheoGiaoVien,
  type DuGioThongKeTheoPhongBan,
  RUBRIC_CRITERIA,
  type TietDay,
} from '@hpl/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { ngoaiLeTietHoc, nhanVien } from '../../db/schema';

interface Page {
  items: BienBanDuGio[];
  totalCount: number;
}

let t: TestApp;
let giaovien = 0;
let lesson: { ngay: string; tiet: TietDay };
beforeAll(async () => {
  t = await createTestApp();
  [{ id: giaovien }] = (await t.db
    .select({ id: nhanVien.id })
    .from(nhanVien)
    .where(eq(nhanVien.hoTen, 'Nguyễn Văn An'))) as [{ id: number }];
  // A school day of giaovien's published timetable, in the first weeks of November 2026.
  for (let day = 2; day <= 13; day++) {
    const ngay = `2026-11-${String(day).padStart(2, '0')}`;
    const res = await t.api<TietDay[]>('GET', `/api/BienBanDuGio/tietDay?giaoVienId=${giaovien}&ngay=${ngay}`, {
      as: 'totruong',
    });
    if (res.body.data?.length) {
      lesson = { ngay, tiet: res.body.data[0]! };
      break;
    }
  }
});
afterAll(async () => {
  await t?.close();
});

const schedule = (as: string, nguoiDuIds: number[] = []) =>
  t.api<BienBanDuGioChiTiet>('POST', '/api/BienBanDuGio', {
    as,
    body: { giaoVienId: giaovien, ngay: lesson.ngay, tietHocId: lesson.tiet.id, nguoiDuIds },
    lang: 'en',
  });
const allScores = Object.fromEntries(RUBRIC_CRITERIA.map((c, i) => [c, (i % 4) + 1]));

describe('BienBanDuGio API', () => {
  it('requires sign-in and the screens’ roles', async () => {
    expect((await t.api('GET', '/api/BienBanDuGio/danhSach')).status).toBe(401);
    expect((await t.api('GET', '/api/BienBanDuGio/danhSach', { as: 'hocsinh' })).status).toBe(403);
    expect((await t.api('GET', '/api/BienBanDuGio/tatCa', { as: 'giaovien' })).status).toBe(403);
    expect(lesson).toBeDefined();
  });

  it('goes scheduled → draft → submitted → acknowledged → locked; illegal steps are refused', async () => {
    const created = await schedule('totruong');
    expect(created.status).toBe(200);
    const obs = created.body.data;
    expect(obs).toMatchObject({ trangThai: 'da_len_lich', quanHe: 'organiser', tenLop: lesson.tiet.tenLop });
    expect(obs.nguoiDu.map((p) => p.hoTen)).toEqual(['Phạm Minh Tuấn']);
    const id = obs.id;

    // The observed teacher sees it but cannot score their own lesson.
    const seen = await t.api<BienBanDuGioChiTiet>('GET', `/api/BienBanDuGio/${id}`, { as: 'giaovien' });
    expect(seen.body.data).toMatchObject({ quanHe: 'observed', hanhDong: ['view'] });
    const own = { diem: allScores, uuDiem: 'x', gopY: 'y', version: obs.version };
    expect((await t.api('PUT', `/api/BienBanDuGio/${id}/bienBan`, { as: 'giaovien', body: own })).status).toBe(409);

    const partial = await t.api<BienBanDuGioChiTiet>('PUT', `/api/BienBanDuGio/${id}/bienBan`, {
      as: 'totruong',
      body: { diem: { keHoach1: 3 }, uuDiem: 'Chuẩn bị tốt.', gopY: '', version: obs.version },
    });
    expect(partial.body.data.trangThai).toBe('nhap');
    const early = await t.api('POST', `/api/BienBanDuGio/${id}/nop`, {
      as: 'totruong',
      body: { version: partial.body.data.version },
      lang: 'en',
    });
    expect(early.status).toBe(400);
    expect(early.body.errors).toContain('Please score every criterion before submitting the minute.');
    // A score outside the observation's scale (1–4 here): refused at the criterion, naming the scale.
    const outOfRange = await t.api('PUT', `/api/BienBanDuGio/${id}/bienBan`, {
      as: 'totruong',
      body: { diem: { keHoach1: 7 }, uuDiem: '', gopY: '', version: partial.body.data.version },
      lang: 'en',
    });
    expect(outOfRange.status).toBe(400);
    const outOfScale = "The score of criterion keHoach1 must be from 1 to 4 (the scale of this observation's rubric).";
    expect(outOfRange.body).toMatchObject({ succeeded: false, errors: [outOfScale] });
    expect(outOfRange.body.fieldErrors).toEqual({ 'diem.keHoach1': outOfScale });

    const full = await t.api<BienBanDuGioChiTiet>('PUT', `/api/BienBanDuGio/${id}/bienBan`, {
      as: 'totruong',
      body: {
        diem: allScores,
        uuDiem: 'Chuẩn bị tốt.',
        gopY: 'Tăng thời gian luyện tập.',
        version: partial.body.data.version,
      },
    });
    const submitted = await t.api<BienBanDuGioChiTiet>('POST', `/api/BienBanDuGio/${id}/nop`, {
      as: 'totruong',
      body: { version: full.body.data.version },
    });
    expect(submitted.body.data).toMatchObject({ trangThai: 'da_nop', diemTrungBinh: 2.5 });
    // Locking before the teacher acknowledged: refused.
    const sv = submitted.body.data.version;
    expect(
      (await t.api('POST', `/api/BienBanDuGio/${id}/khoa`, { as: 'totruong', body: { version: sv } })).status,
    ).toBe(409);

    const acknowledged = await t.api<BienBanDuGioChiTiet>('POST', `/api/BienBanDuGio/${id}/xacNhan`, {
      as: 'giaovien',
      body: { version: sv, phanHoi: 'Cảm ơn tổ, em sẽ điều chỉnh.' },
    });
    expect(acknowledged.body.data).toMatchObject({ trangThai: 'da_xac_nhan', phanHoi: 'Cảm ơn tổ, em sẽ điều chỉnh.' });
    const locked = await t.api<BienBanDuGioChiTiet>('POST', `/api/BienBanDuGio/${id}/khoa`, {
      as: 'nhansu',
      body: { version: acknowledged.body.data.version },
    });
    expect(locked.body.data).toMatchObject({ trangThai: 'da_khoa', quanHe: 'hr', hanhDong: ['view'] });
    const lv = locked.body.data.version;
    expect(
      (await t.api('PUT', `/api/BienBanDuGio/${id}/bienBan`, { as: 'totruong', body: { ...own, version: lv } })).status,
    ).toBe(409);

    const all = await t.api<Page>('GET', '/api/BienBanDuGio/tatCa?pageSize=-1', { as: 'nhansu' });
    expect(all.body.data.items.map((o) => o.id)).toContain(id);
    const xlsx = await t.api('GET', '/api/BienBanDuGio/xuatExcel', { as: 'nhansu' });
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect((await t.api('GET', '/api/BienBanDuGio/xuatExcel', { as: 'giaovien' })).status).toBe(403);
    const stats = await t.api<DuGioThongKeTheoPhongBan>('GET', '/api/BienBanDuGio/thongKe', { as: 'nhansu' });
    expect(stats.body.data).toMatchObject({ diemToiThieu: 1, diemToiDa: 4 });
    const maths = stats.body.data.dong.find((s) => s.phongBan === 'Tổ Toán');
    expect(maths?.theoTrangThai.da_khoa).toBeGreaterThanOrEqual(1);
  });

  it('hides an observation from everyone else (404 on every id route, absent from their list); only heads and HR schedule', async () => {
    const obs = (await schedule('totruong')).body.data;
    for (const [method, url, body] of [
      ['GET', `/api/BienBanDuGio/${obs.id}`, undefined],
      ['PUT', `/api/BienBanDuGio/${obs.id}/bienBan`, { diem: {}, uuDiem: '', gopY: '', version: obs.version }],
      ['POST', `/api/BienBanDuGio/${obs.id}/nop`, { version: obs.version }],
      ['POST', `/api/BienBanDuGio/${obs.id}/xacNhan`, { version: obs.version }],
      ['POST', `/api/BienBanDuGio/${obs.id}/khoa`, { version: obs.version }],
      ['DELETE', `/api/BienBanDuGio/${obs.id}`, undefined],
    ] as const) {
      expect((await t.api(method, url, { as: 'tamly', body })).status, `${method} ${url}`).toBe(404);
    }
    const theirs = await t.api<Page>('GET', '/api/BienBanDuGio/danhSach?pageSize=-1', { as: 'tamly' });
    expect(theirs.body.data.items.map((o) => o.id)).not.toContain(obs.id);
    const mine = await t.api<Page>('GET', '/api/BienBanDuGio/danhSach?pageSize=-1', { as: 'giaovien' });
    expect(mine.body.data.items.map((o) => o.id)).toContain(obs.id);

    const notHead = await schedule('gvcn');
    expect(notHead.status).toBe(400);
    expect(notHead.body.errors).toContain('You can only schedule observations of the teachers of your department.');
    const self = await schedule('totruong', [giaovien]);
    expect(self.status).toBe(400);
    const badDate = await t.api('POST', '/api/BienBanDuGio', {
      as: 'totruong',
      body: { giaoVienId: giaovien, ngay: '2026-13-40', tietHocId: lesson.tiet.id },
    });
    expect(badDate.status).toBe(400);
    expect((await t.api('DELETE', `/api/BienBanDuGio/${obs.id}`, { as: 'totruong' })).status).toBe(200);
  });

  it('takes the rubric from the school setting; an observation keeps the rubric it was scheduled with', async () => {
    expect((await t.api('GET', '/api/BienBanDuGio/caiDat', { as: 'totruong' })).status).toBe(403);
    const current = (await t.api<DuGioCaiDat>('GET', '/api/BienBanDuGio/caiDat', { as: 'nhansu' })).body.data;
    expect(current.tieuChi.flatMap((g) => g.tieuChi.map((c) => c.ma))).toEqual(RUBRIC_CRITERIA);
    expect(current).toMatchObject({ diemToiThieu: 1, diemToiDa: 4 });
    const before = (await schedule('totruong')).body.data;
    expect(before).toMatchObject({ diemToiThieu: 1, diemToiDa: 4 });
    const rubric = [
      {
        ma: 'chung',
        tieuDe: 'Đánh giá chung',
        tieuDeEn: 'Overall',
        tieuChi: [{ ma: 'tongThe', noiDung: 'Hiệu quả giờ dạy', noiDungEn: 'How effective the lesson was' }],
      },
    ];
    const tenPoint = { diemToiThieu: 0, diemToiDa: 10 };
    const put = (body: object) =>
      t.api<DuGioCaiDat>('PUT', '/api/BienBanDuGio/caiDat', {
        as: 'nhansu',
        body: { ...tenPoint, ...body },
        lang: 'en',
      });
    // A key twice across the rubric, an empty group, or a scale whose highest score is not above its lowest: refused.
    expect((await put({ tieuChi: [{ ...rubric[0], ma: 'tongThe' }], version: current.version })).status).toBe(400);
    expect((await put({ tieuChi: [{ ...rubric[0], tieuChi: [] }], version: current.version })).status).toBe(400);
    const flat = await put({ tieuChi: rubric, diemToiThieu: 5, diemToiDa: 5, version: current.version });
    expect(flat.status).toBe(400);
    expect(flat.body.fieldErrors).toEqual({ diemToiDa: 'The highest score must be above the lowest.' });
    const saved = await put({ tieuChi: rubric, version: current.version });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject(tenPoint);
    expect((await put({ tieuChi: rubric, version: current.version })).status).toBe(409);

    const after = (await schedule('totruong')).body.data;
    expect(after.tieuChi).toEqual(rubric);
    expect(after).toMatchObject(tenPoint);
    const kept = await t.api<BienBanDuGioChiTiet>('GET', `/api/BienBanDuGio/${before.id}`, { as: 'totruong' });
    expect(kept.body.data.tieuChi.flatMap((g) => g.tieuChi.map((c) => c.ma))).toEqual(RUBRIC_CRITERIA);
    // Scores count only for the observation's own criteria; one criterion scored is a complete minute now.
    const fill = (diem: object) =>
      t.api<BienBanDuGioChiTiet>('PUT', `/api/BienBanDuGio/${after.id}/bienBan`, {
        as: 'totruong',
        body: { diem, uuDiem: '', gopY: '', version: after.version },
      });
    expect((await fill({ keHoach1: 3 })).status).toBe(400);
    // Scores follow the observation's own scale: 0 and 9 are fine on 0–10, 11 is outside every scale.
    expect((await fill({ tongThe: 11 })).status).toBe(400);
    expect((await fill({ tongThe: 0 })).status).toBe(200);
    const filled = await t.api<BienBanDuGioChiTiet>('PUT', `/api/BienBanDuGio/${after.id}/bienBan`, {
      as: 'totruong',
      body: { diem: { tongThe: 9 }, uuDiem: '', gopY: '', version: after.version + 1 },
    });
    const sent = await t.api<BienBanDuGioChiTiet>('POST', `/api/BienBanDuGio/${after.id}/nop`, {
      as: 'totruong',
      body: { version: filled.body.data.version },
    });
    expect(sent.body.data).toMatchObject({ trangThai: 'da_nop', diemTrungBinh: 9 });
    // …while the observation scheduled before the change keeps 1–4.
    const old = await t.api('PUT', `/api/BienBanDuGio/${before.id}/bienBan`, {
      as: 'totruong',
      body: { diem: { keHoach1: 9 }, uuDiem: '', gopY: '', version: before.version },
    });
    expect(old.status).toBe(400);
    // HR's figures are on the current scale: the 9 of 0–10 counts as 9, a 1–4 mean is carried over to 0–10.
    const perTeacher = await t.api<DuGioThongKeTheoGiaoVien>('GET', '/api/BienBanDuGio/thongKeGiaoVien', {
      as: 'nhansu',
    });
    expect(perTeacher.body.data).toMatchObject(tenPoint);
    const an = perTeacher.body.data.dong.find((r) => r.giaoVienId === giaovien)!;
    expect(an.diemTrungBinh).toBeGreaterThan(4);
    expect(an.diemTrungBinh).toBeLessThanOrEqual(10);
    await put({ tieuChi: current.tieuChi, ...DEFAULT_SCALE, version: saved.body.data.version });
    await t.api('DELETE', `/api/BienBanDuGio/${before.id}`, { as: 'totruong' });
  });

  it('filters HR’s list, export and figures by term; counts observations per teacher (observed and observing)', async () => {
    const obs = (await schedule('totruong')).body.data;
    const ids = async (q: string) =>
      (await t.api<Page>('GET', `/api/BienBanDuGio/tatCa?pageSize=-1${q}`, { as: 'nhansu' })).body.data.items.map(
        (o) => o.id,
      );
    // The lesson is in November: term I of the demo year (5 Sep – 15 Jan), not term II.
    expect(await ids('&hocKy=1')).toContain(obs.id);
    expect(await ids('&hocKy=2')).not.toContain(obs.id);
    expect((await t.api('GET', '/api/BienBanDuGio/tatCa?hocKy=3', { as: 'nhansu' })).status).toBe(400);
    const xlsx = await t.api('GET', '/api/BienBanDuGio/xuatExcel?hocKy=1', { as: 'nhansu' });
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const term2 = await t.api<DuGioThongKeTheoPhongBan>('GET', '/api/BienBanDuGio/thongKe?hocKy=2', { as: 'nhansu' });
    expect(term2.body.data.dong.reduce((n, s) => n + s.soLuong, 0)).toBe((await ids('&hocKy=2')).length);

    const perTeacher = await t.api<DuGioThongKeTheoGiaoVien>('GET', '/api/BienBanDuGio/thongKeGiaoVien?hocKy=1', {
      as: 'nhansu',
    });
    expect(perTeacher.status).toBe(200);
    const of = (name: string) => perTeacher.body.data.dong.find((r) => r.hoTen === name)!;
    const observedOfAn = (
      await t.api<Page>('GET', '/api/BienBanDuGio/tatCa?pageSize=-1&hocKy=1', { as: 'nhansu' })
    ).body.data.items.filter((o) => o.giaoVien.id === giaovien);
    expect(of('Nguyễn Văn An')).toMatchObject({ soLanDuocDu: observedOfAn.length, phongBan: 'Tổ Toán' });
    expect(of('Phạm Minh Tuấn').soLanDuGio).toBeGreaterThanOrEqual(1);
    expect((await t.api('GET', '/api/BienBanDuGio/thongKeGiaoVien', { as: 'totruong' })).status).toBe(403);
    await t.api('DELETE', `/api/BienBanDuGio/${obs.id}`, { as: 'totruong' });
  });

  it('offers the lessons the teacher teaches that day: not one a substitute covers, but one they cover', async () => {
    const [{ id: gvcn }] = (await t.db
      .select({ id: nhanVien.id })
      .from(nhanVien)
      .where(eq(nhanVien.hoTen, 'Lê Thị Hồng Nhung'))) as [{ id: number }];
    const lessonIds = async (teacher: number) =>
      (
        await t.api<TietDay[]>('GET', `/api/BienBanDuGio/tietDay?giaoVienId=${teacher}&ngay=${lesson.ngay}`, {
          as: 'totruong',
        })
      ).body.data.map((l) => l.id);
    expect(await lessonIds(giaovien)).toContain(lesson.tiet.id);
    expect(await lessonIds(gvcn)).not.toContain(lesson.tiet.id);
    // gvcn covers giaovien's lesson that day.
    const [cover] = await t.db
      .insert(ngoaiLeTietHoc)
      .values({ tietHocId: lesson.tiet.id, ngay: lesson.ngay, loai: 'day_thay', giaoVienThayId: gvcn })
      .returning({ id: ngoaiLeTietHoc.id });
    try {
      expect(await lessonIds(giaovien)).not.toContain(lesson.tiet.id);
      expect(await lessonIds(gvcn)).toContain(lesson.tiet.id);
      const refused = await schedule('totruong');
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toContain("This lesson is not in the teacher's timetable on the chosen day.");
    } finally {
      await t.db.delete(ngoaiLeTietHoc).where(eq(ngoaiLeTietHoc.id, cover!.id));
    }
  });
});
