import {
  type KetQuaCuaToi,
  type KhaoSatCuaToi,
  type KhaoSatGiaoVien,
  type NhapKhaoSatResult,
  SURVEY_MIN_ANSWERS,
  type ThongKeKhaoSat,
} from '@hpl/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { buildWorkbook, multipartBody } from '../../../test/support/test-files';
import { khaoSatPhieu, khaoSatTraLoi, taiKhoan } from '../../db/schema';
import { schoolToday } from '../../lib/school-date';

interface Page {
  items: KhaoSatGiaoVien[];
  totalCount: number;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const shift = (days: number) => {
  const d = new Date(`${schoolToday()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
const campaignInput = (ten: string, cauHoi = ['Giảng dễ hiểu', 'Chữa bài kịp thời']) => ({
  ten,
  chuongTrinh: 'VN',
  cauHoi,
  tuNgay: shift(-1),
  denNgay: shift(10),
});
const create = async (ten: string) => {
  const res = await t.api<KhaoSatGiaoVien>('POST', '/api/KhaoSatGiaoVien', { as: 'baocao', body: campaignInput(ten) });
  expect(res.status).toBe(200);
  return res.body.data;
};
const mySurveys = async () =>
  (await t.api<KhaoSatCuaToi[]>('GET', '/api/KhaoSatGiaoVien/khaoSatCuaToi', { as: 'hocsinh' })).body.data;

describe('KhaoSatGiaoVien API', () => {
  it('requires sign-in and each screen its authority', async () => {
    expect((await t.api('GET', '/api/KhaoSatGiaoVien/danhSachKhaoSat')).status).toBe(401);
    expect((await t.api('GET', '/api/KhaoSatGiaoVien/danhSachKhaoSat', { as: 'hocsinh' })).status).toBe(403);
    expect((await t.api('GET', '/api/KhaoSatGiaoVien/danhSachKhaoSat', { as: 'giaovien' })).status).toBe(403);
    expect((await t.api('GET', '/api/KhaoSatGiaoVien/khaoSatCuaToi', { as: 'giaovien' })).status).toBe(403);
    expect((await t.api('GET', '/api/KhaoSatGiaoVien/ketQuaCuaToi', { as: 'hocsinh' })).status).toBe(403);
    const list = await t.api<Page>('GET', '/api/KhaoSatGiaoVien/danhSachKhaoSat?pageSize=-1', { as: 'baocao' });
    expect(list.status).toBe(200);
    // The demo: two closed campaigns (national, Cambridge) and an open one.
    expect(list.body.data.items.map((c) => c.trangThai).sort()).toEqual(['da_dong', 'da_dong', 'dang_mo']);
    expect(JSON.stringify(list.body.data)).not.toContain('muoi');
  });

  it('lets a student answer once per subject class and change the answer until the campaign closes', async () => {
    const campaign = await create('Khảo sát thử');
    const card = (await mySurveys()).find((c) => c.id === campaign.id)!;
    expect(card.lop.length).toBeGreaterThan(0);
    const lop = card.lop[0]!;
    expect(lop.traLoi).toBeNull();
    const url = `/api/KhaoSatGiaoVien/${campaign.id}/traLoi`;
    const first = await t.api<KhaoSatCuaToi[]>('PUT', url, {
      as: 'hocsinh',
      body: { lopMonHocId: lop.lopMonHocId, diem: [4, 5], nhanXet: 'Dễ hiểu' },
    });
    expect(first.status).toBe(200);
    expect(first.body.data.find((c) => c.id === campaign.id)!.lop[0]!.traLoi).toEqual({
      diem: [4, 5],
      nhanXet: 'Dễ hiểu',
    });
    const again = await t.api<KhaoSatCuaToi[]>('PUT', url, {
      as: 'hocsinh',
      body: { lopMonHocId: lop.lopMonHocId, diem: [2, 3], nhanXet: '' },
    });
    expect(again.body.data.find((c) => c.id === campaign.id)!.lop[0]!.traLoi).toEqual({ diem: [2, 3], nhanXet: '' });
    const shown = await t.api<KhaoSatGiaoVien>('GET', `/api/KhaoSatGiaoVien/${campaign.id}`, { as: 'baocao' });
    expect(shown.body.data.soPhieu).toBe(1);

    // Wrong number of scores, out-of-range score, a class that is not the student's, an unknown campaign.
    const bad = await t.api('PUT', url, { as: 'hocsinh', body: { lopMonHocId: lop.lopMonHocId, diem: [4] } });
    expect(bad.status).toBe(400);
    expect(
      (await t.api('PUT', url, { as: 'hocsinh', body: { lopMonHocId: lop.lopMonHocId, diem: [9, 1] } })).status,
    ).toBe(400);
    const foreignClass = await t.api('PUT', url, { as: 'hocsinh', body: { lopMonHocId: 999_999, diem: [4, 4] } });
    expect(foreignClass.status).toBe(404);
    expect(
      (
        await t.api('PUT', '/api/KhaoSatGiaoVien/999999/traLoi', {
          as: 'hocsinh',
          body: { lopMonHocId: lop.lopMonHocId, diem: [4, 4] },
        })
      ).status,
    ).toBe(404);
    expect(
      (await t.api('PUT', url, { as: 'giaovien', body: { lopMonHocId: lop.lopMonHocId, diem: [4, 4] } })).status,
    ).toBe(403);

    // The questions cannot change once answered, nor the campaign be deleted; closing it refuses new answers.
    const v = shown.body.data.version;
    const reshaped = await t.api('PUT', `/api/KhaoSatGiaoVien/${campaign.id}`, {
      as: 'baocao',
      body: { ...campaignInput('Khảo sát thử', ['Một câu']), version: v },
    });
    expect(reshaped.status).toBe(409);
    expect((await t.api('DELETE', `/api/KhaoSatGiaoVien/${campaign.id}`, { as: 'baocao' })).status).toBe(409);
    const closed = await t.api<KhaoSatGiaoVien>('PUT', `/api/KhaoSatGiaoVien/${campaign.id}`, {
      as: 'baocao',
      body: { ...campaignInput('Khảo sát thử'), tuNgay: shift(-5), denNgay: shift(-1), version: v },
    });
    expect(closed.body.data.trangThai).toBe('da_dong');
    const late = await t.api('PUT', url, { as: 'hocsinh', body: { lopMonHocId: lop.lopMonHocId, diem: [5, 5] } });
    expect(late.status).toBe(409);
    expect((await mySurveys()).some((c) => c.id === campaign.id)).toBe(false);
  });

  it('keeps answers anonymous: no student column, only a hash apart, nothing of the student in any answer', async () => {
    const columns = (await t.db.execute(
      sql`select column_name from information_schema.columns where table_name = 'khao_sat_tra_loi'`,
    )) as unknown as { rows?: { column_name: string }[] } & { column_name: string }[];
    const names = (columns.rows ?? columns).map((c) => c.column_name);
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((n) => /hoc_sinh|tai_khoan|created|updated/.test(n))).toEqual([]);
    // The uniqueness rows name the student by a hash that is neither the id nor the account.
    const [student] = await t.db
      .select({ hocSinhId: taiKhoan.hocSinhId })
      .from(taiKhoan)
      .where(eq(taiKhoan.username, 'hocsinh'));
    const keys = await t.db.select({ maHocSinh: khaoSatPhieu.maHocSinh }).from(khaoSatPhieu);
    expect(keys.length).toBeGreaterThan(0);
    for (const k of keys) {
      expect(k.maHocSinh).toMatch(/^[0-9a-f]{64}$/);
      expect(k.maHocSinh).not.toBe(String(student!.hocSinhId));
    }
    // Statistics, the teacher's results and the export carry no answer id, student or account.
    const [closed] = (
      await t.api<Page>('GET', '/api/KhaoSatGiaoVien/danhSachKhaoSat?pageSize=-1&chuongTrinh=VN', { as: 'baocao' })
    ).body.data.items.filter((c) => c.trangThai === 'da_dong');
    const stats = await t.api<ThongKeKhaoSat>('GET', `/api/KhaoSatGiaoVien/thongKe?khaoSatId=${closed!.id}`, {
      as: 'baocao',
    });
    const results = await t.api<KetQuaCuaToi[]>('GET', '/api/KhaoSatGiaoVien/ketQuaCuaToi', { as: 'giaovien' });
    const answerIds = (await t.db.select({ id: khaoSatTraLoi.id }).from(khaoSatTraLoi)).map((a) => a.id);
    for (const body of [stats.body.data, results.body.data]) {
      const text = JSON.stringify(body);
      expect(text).not.toMatch(/hocSinh|taiKhoan|traLoiId|maHocSinh|"id":\s*\d+,\s*"lopMonHocId"/);
      expect(answerIds.length).toBeGreaterThan(0);
    }
    const exported = await t.api('GET', `/api/KhaoSatGiaoVien/thongKe/xuatExcel?khaoSatId=${closed!.id}`, {
      as: 'baocao',
    });
    expect(exported.status).toBe(200);
    expect(exported.headers['content-type']).toContain('spreadsheetml');
  });

  it('shows a teacher their results only after the close and only with at least 5 answers', async () => {
    const results = (await t.api<KetQuaCuaToi[]>('GET', '/api/KhaoSatGiaoVien/ketQuaCuaToi', { as: 'giaovien' })).body
      .data;
    // The demo's closed national campaign: enough answers; comments as a list of texts.
    const demo = results.find((r) => r.ten === 'Khảo sát giảng dạy học kỳ I')!;
    expect(demo.soPhieu).toBeGreaterThanOrEqual(SURVEY_MIN_ANSWERS);
    expect(demo).toMatchObject({ duDieuKien: true });
    expect(demo.cauHoi.length).toBe(4);
    expect(demo.cauHoi[0]!.phanBo.reduce((a, b) => a + b, 0)).toBe(demo.soPhieu);
    expect(demo.nhanXet.every((c) => typeof c === 'string' && c !== '')).toBe(true);
    // The open demo campaign is not among the results.
    expect(results.some((r) => r.ten === 'Khảo sát giảng dạy giữa năm')).toBe(false);

    // A campaign closed with a single answer (the one above): counted, but no scores and no comments.
    const few = results.find((r) => r.ten === 'Khảo sát thử')!;
    expect(few.soPhieu).toBeLessThan(SURVEY_MIN_ANSWERS);
    expect(few).toMatchObject({ duDieuKien: false, trungBinh: null, cauHoi: [], nhanXet: [] });
  });

  it('counts per teacher, department and question; rows under 5 answers show no scores', async () => {
    const all = (await t.api<Page>('GET', '/api/KhaoSatGiaoVien/danhSachKhaoSat?pageSize=-1', { as: 'baocao' })).body
      .data.items;
    const cam = all.find((c) => c.chuongTrinh === 'CAM')!;
    const stats = (
      await t.api<ThongKeKhaoSat>('GET', `/api/KhaoSatGiaoVien/thongKe?khaoSatId=${cam.id}`, { as: 'baocao' })
    ).body.data;
    expect(stats.khaoSat.id).toBe(cam.id);
    expect(stats.giaoVien.length).toBeGreaterThan(0);
    expect(stats.phongBan.length).toBeGreaterThan(0);
    expect(stats.cauHoi.map((q) => q.cauHoi)).toEqual(cam.cauHoi);
    const total = stats.cauHoi[0]!.phanBo.reduce((a, b) => a + b, 0);
    expect(total).toBe(cam.soPhieu);
    for (const row of [...stats.giaoVien, ...stats.phongBan]) {
      if (row.soPhieu < SURVEY_MIN_ANSWERS) expect(row.diem.every((d) => d === null)).toBe(true);
      else expect(row.trungBinh).toBeGreaterThanOrEqual(1);
    }
    expect((await t.api('GET', '/api/KhaoSatGiaoVien/thongKe?khaoSatId=999999', { as: 'baocao' })).status).toBe(404);
    // A campaign of another programme: none of the (national) student's classes is in it → 404.
    const someClass = (await mySurveys())[0]!.lop[0]!.lopMonHocId;
    const notTheirs = await t.api('PUT', `/api/KhaoSatGiaoVien/${cam.id}/traLoi`, {
      as: 'hocsinh',
      body: { lopMonHocId: someClass, diem: [4, 4, 4] },
    });
    expect(notTheirs.status).toBe(404);
    expect((await t.api('GET', `/api/KhaoSatGiaoVien/thongKe?khaoSatId=${cam.id}`, { as: 'giaovien' })).status).toBe(
      403,
    );
  });

  it('validates campaigns: 1–5 questions, the dates in order; deletes one nobody answered', async () => {
    for (const body of [
      campaignInput('x', []),
      campaignInput('x', ['1', '2', '3', '4', '5', '6']),
      { ...campaignInput('x'), denNgay: shift(-10) },
      { ...campaignInput(' ') },
      { ...campaignInput('x'), chuongTrinh: 'IB' },
    ]) {
      expect((await t.api('POST', '/api/KhaoSatGiaoVien', { as: 'baocao', body })).status).toBe(400);
    }
    const empty = await create('Để xoá');
    expect((await t.api('DELETE', `/api/KhaoSatGiaoVien/${empty.id}`, { as: 'baocao' })).status).toBe(200);
    expect((await t.api('GET', `/api/KhaoSatGiaoVien/${empty.id}`, { as: 'baocao' })).status).toBe(404);
    expect((await t.api('DELETE', `/api/KhaoSatGiaoVien/${empty.id}`, { as: 'baocao' })).status).toBe(404);
  });

  it("imports an external form's export all or nothing, with every row's problem, keeping no other column", async () => {
    const campaign = await create('Khảo sát ngoài');
    const lop = (await mySurveys()).find((c) => c.id === campaign.id)!.lop[0]!.tenLop;
    const send = async (dry: boolean, rows: (string | number | null)[][]) => {
      const file = await buildWorkbook(['Dấu thời gian', 'Lớp', 'Câu 1', 'Chữa bài kịp thời', 'Nhận xét'], rows);
      const { body, headers } = multipartBody([{ name: 'form.xlsx', type: 'application/octet-stream', data: file }]);
      return t.api<NhapKhaoSatResult>('POST', `/api/KhaoSatGiaoVien/${campaign.id}/nhapExcel?thuNghiem=${dry}`, {
        as: 'baocao',
        body,
        headers,
        lang: 'en',
      });
    };
    const broken = await send(false, [
      ['2026-11-20 08:00', lop, 5, 4, 'Tốt'],
      ['2026-11-20 08:01', lop, 7, 4, null],
      ['2026-11-20 08:02', 'Lớp không có', 3, 3, null],
    ]);
    expect(broken.status).toBe(200);
    expect(broken.body.data).toMatchObject({ soDong: 3, daLuu: false });
    expect(broken.body.data.loi.map((l) => [l.dong, l.cot])).toEqual([
      [3, 'Câu 1'],
      [4, 'Lớp'],
    ]);
    const count = async () =>
      (await t.api<KhaoSatGiaoVien>('GET', `/api/KhaoSatGiaoVien/${campaign.id}`, { as: 'baocao' })).body.data.soPhieu;
    expect(await count()).toBe(0);
    const good = [
      ['2026-11-20 08:00', lop, 5, 4, 'Tốt'],
      ['2026-11-20 08:01', lop, 3, 4, null],
    ];
    expect((await send(true, good)).body.data).toMatchObject({ soPhieu: 2, loi: [], daLuu: false });
    expect(await count()).toBe(0);
    expect((await send(false, good)).body.data).toMatchObject({ soPhieu: 2, daLuu: true });
    expect(await count()).toBe(2);
    // No question column: refused as a whole; a teacher may not import.
    const file = await buildWorkbook(['Lớp', 'Câu 1'], [[lop, 4]]);
    const { body, headers } = multipartBody([{ name: 'x.xlsx', type: 'application/octet-stream', data: file }]);
    const url = `/api/KhaoSatGiaoVien/${campaign.id}/nhapExcel?thuNghiem=false`;
    expect((await t.api('POST', url, { as: 'baocao', body, headers })).status).toBe(400);
    expect((await t.api('POST', url, { as: 'giaovien', body, headers })).status).toBe(403);
  });
});
