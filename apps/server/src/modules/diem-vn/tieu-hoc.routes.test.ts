import {
  type LichSuTieuHoc,
  type LopChuNhiem,
  type LopMonHocTieuHoc,
  type LuuTieuHocResult,
  type PhamChatLop,
  type PhieuTieuHoc,
  PRIMARY_CRITERIA,
  type SoDiemTieuHoc,
  type TongKetTieuHoc,
  type YeuCauSua,
} from '@hpl/shared';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { lopMonHoc, lopMonHocGiaoVien, lopQuanLy, lopQuanLyHocSinh, taiKhoan } from '../../db/schema';

let t: TestApp;
let toan: LopMonHocTieuHoc;
let other: LopMonHocTieuHoc;
let gvcn5: string;
let otherTeacher: string;
let pupil: { id: number; username: string };
let classmate: number;

const get = <T>(as: string | undefined, url: string) => t.api<T>('GET', url, { as });
const save = (as: string | undefined, id: number, body: unknown, lang: 'vi' | 'en' = 'vi') =>
  t.api<LuuTieuHocResult>('PUT', `/api/DiemVN/tieuHoc/soDiem/${id}`, { as, body, lang });
const book = async (as: string, id: number) =>
  (await get<SoDiemTieuHoc>(as, `/api/DiemVN/tieuHoc/soDiem/${id}`)).body.data;

async function usernameOf(where: { nhanVienId?: number; hocSinhId?: number }) {
  const [row] = await t.db
    .select({ username: taiKhoan.username })
    .from(taiKhoan)
    .where(
      where.nhanVienId ? eq(taiKhoan.nhanVienId, where.nhanVienId) : eq(taiKhoan.hocSinhId, where.hocSinhId ?? -1),
    );
  return row!.username;
}

beforeAll(async () => {
  t = await createTestApp();
  const mine = await get<LopMonHocTieuHoc[]>('giaovien', '/api/DiemVN/tieuHoc/lopMonHoc');
  toan = mine.body.data.find((c) => c.maMonHoc === 'TOAN-TH' && c.tenLopQuanLy === '5A1')!;
  const all = await get<LopMonHocTieuHoc[]>('daotao', '/api/DiemVN/tieuHoc/lopMonHoc?phamVi=tatCa');
  other = all.body.data.find((c) => c.maMonHoc === 'TNXH' && c.tenLopQuanLy === '3A1')!;
  const [homeroom] = await t.db
    .select({ gvcnId: lopQuanLy.gvcnId })
    .from(lopQuanLy)
    .where(eq(lopQuanLy.id, toan.lopQuanLyId));
  gvcn5 = await usernameOf({ nhanVienId: homeroom!.gvcnId! });
  const [teacher] = await t.db
    .select({ id: lopMonHocGiaoVien.nhanVienId })
    .from(lopMonHocGiaoVien)
    .innerJoin(lopMonHoc, eq(lopMonHoc.id, lopMonHocGiaoVien.lopMonHocId))
    .where(eq(lopMonHoc.id, other.id));
  otherTeacher = await usernameOf({ nhanVienId: teacher!.id });
  const pupils = await t.db
    .select({ id: lopQuanLyHocSinh.hocSinhId })
    .from(lopQuanLyHocSinh)
    .where(and(eq(lopQuanLyHocSinh.lopQuanLyId, toan.lopQuanLyId), isNull(lopQuanLyHocSinh.denNgay)))
    .orderBy(lopQuanLyHocSinh.hocSinhId);
  pupil = { id: pupils[0]!.id, username: await usernameOf({ hocSinhId: pupils[0]!.id }) };
  classmate = pupils[1]!.id;
});
afterAll(async () => {
  await t?.close();
});

describe('DiemVN primary (Circular 27): access', () => {
  it('requires sign-in', async () => {
    expect((await get(undefined, '/api/DiemVN/tieuHoc/lopMonHoc')).status).toBe(401);
    expect((await save(undefined, toan.id, {})).status).toBe(401);
    expect((await get(undefined, '/api/DiemVN/tieuHoc/phieuKetQua')).status).toBe(401);
  });

  it('answers 403 outside the role or permission', async () => {
    expect((await get('hocsinh', '/api/DiemVN/tieuHoc/lopMonHoc')).status).toBe(403);
    expect((await get('giaovien', '/api/DiemVN/tieuHoc/lopMonHoc?phamVi=tatCa')).status).toBe(403);
    expect(
      (await t.api('POST', `/api/DiemVN/tieuHoc/tongKet/${toan.lopQuanLyId}/xacNhan`, { as: 'giaovien' })).status,
    ).toBe(403);
    expect((await get('giaovien', '/api/DiemVN/tieuHoc/phieuKetQua')).status).toBe(403);
  });

  it("answers 404 for another teacher's class or homeroom", async () => {
    expect((await get('gvcn', `/api/DiemVN/tieuHoc/soDiem/${toan.id}`)).status).toBe(404);
    expect(
      (
        await save('gvcn', toan.id, {
          ky: 'GK2',
          o: [{ hocSinhId: pupil.id, mucDat: 'HoanThanh', diemKiemTra: 7, nhanXet: null, version: 0 }],
        })
      ).status,
    ).toBe(404);
    expect((await get('giaovien', `/api/DiemVN/tieuHoc/phamChat/${toan.lopQuanLyId}`)).status).toBe(404);
    expect((await get('giaovien', `/api/DiemVN/tieuHoc/tongKet/${toan.lopQuanLyId}`)).status).toBe(404);
    // A secondary subject class is not a primary one.
    expect((await get('giaovien', '/api/DiemVN/tieuHoc/soDiem/999999')).status).toBe(404);
  });
});

describe('DiemVN primary: gradebook', () => {
  it('lists my primary class with progress per rating point; term I is complete', async () => {
    expect(toan).toMatchObject({ khoi: 5, monKiemTra: 'Toan', giaoVien: expect.arrayContaining(['Nguyễn Văn An']) });
    expect(toan.tienDo.map((p) => p.ky)).toEqual(['GK1', 'CK1', 'GK2', 'CN']);
    expect(toan.tienDo[0]).toMatchObject({ daNhap: toan.siSo, canNhap: toan.siSo });
    expect(toan.tienDo[2]!.daNhap).toBeLessThan(toan.siSo);
    expect(toan.congBo).toEqual([1]);
  });

  it('shows the rating points, the tests due (grade 5 Maths: every point) and which one is open', async () => {
    const data = await book('giaovien', toan.id);
    expect(data.laGiaoVien).toBe(true);
    expect(data.ky.map((k) => [k.ky, k.kiemTra, k.choPhepSua])).toEqual([
      ['GK1', true, false],
      ['CK1', true, false],
      ['GK2', true, true],
      ['CN', true, false],
    ]);
    const office = await book('daotao', toan.id);
    expect(office.laGiaoVien).toBe(false);
    expect(office.ky.every((k) => !k.choPhepSua)).toBe(true);
    const tnxh = await book('daotao', other.id);
    expect(tnxh.ky.every((k) => !k.kiemTra)).toBe(true);
  });

  it('saves a rating with its test mark inside the open window, audited; a stale version answers 409', async () => {
    const before = (await book('giaovien', toan.id)).hocSinh.find((s) => s.id === pupil.id)!;
    const version = before.o.find((o) => o.ky === 'GK2')?.version ?? 0;
    const saved = await save('giaovien', toan.id, {
      ky: 'GK2',
      o: [{ hocSinhId: pupil.id, mucDat: 'HoanThanhTot', diemKiemTra: 10, nhanXet: 'Em làm bài rất tốt.', version }],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.o[0]).toMatchObject({ mucDat: 'HoanThanhTot', diemKiemTra: 10, version: version + 1 });
    const stale = await save('giaovien', toan.id, {
      ky: 'GK2',
      o: [{ hocSinhId: pupil.id, mucDat: 'HoanThanh', diemKiemTra: 7, nhanXet: null, version }],
    });
    expect(stale.status).toBe(409);
    const history = await get<LichSuTieuHoc[]>(
      'giaovien',
      `/api/DiemVN/tieuHoc/soDiem/${toan.id}/lichSu?ky=GK2&hocSinhId=${pupil.id}`,
    );
    expect(history.body.data.at(-1)).toMatchObject({
      nguoiSua: 'Nguyễn Văn An',
      sau: { mucDat: 'HoanThanhTot', diemKiemTra: 10 },
    });
  });

  it('refuses invalid test marks and ratings (400) in the caller language', async () => {
    for (const diemKiemTra of [0, 11, 7.5]) {
      const r = await save('giaovien', toan.id, {
        ky: 'GK2',
        o: [{ hocSinhId: classmate, mucDat: 'HoanThanh', diemKiemTra, nhanXet: null, version: 0 }],
      });
      expect(r.status).toBe(400);
    }
    const en = await save(
      'giaovien',
      toan.id,
      { ky: 'GK2', o: [{ hocSinhId: classmate, mucDat: 'Gioi', diemKiemTra: null, nhanXet: null, version: 0 }] },
      'en',
    );
    expect(en.status).toBe(400);
    expect(en.body.errors?.join(' ')).toMatch(/Completed well/);
  });

  it('refuses a test mark where none is due, a closed window and a pupil outside the class (400)', async () => {
    const tnxh = await save(otherTeacher, other.id, {
      ky: 'GK2',
      o: [
        {
          hocSinhId: (await book(otherTeacher, other.id)).hocSinh[0]!.id,
          mucDat: 'HoanThanh',
          diemKiemTra: 8,
          nhanXet: null,
          version: 0,
        },
      ],
    });
    expect(tnxh.status).toBe(400);
    const closed = await save('giaovien', toan.id, {
      ky: 'GK1',
      o: [{ hocSinhId: pupil.id, mucDat: 'HoanThanh', diemKiemTra: 6, nhanXet: null, version: 1 }],
    });
    expect(closed.status).toBe(400);
    const outside = await save('giaovien', toan.id, {
      ky: 'GK2',
      o: [{ hocSinhId: 1, mucDat: 'HoanThanh', diemKiemTra: 6, nhanXet: null, version: 0 }],
    });
    expect(outside.status).toBe(400);
  });
});

describe('DiemVN primary: qualities, year summary, report', () => {
  it('lets only the homeroom teacher set qualities and competences', async () => {
    const rooms = await get<LopChuNhiem[]>(gvcn5, '/api/DiemVN/tieuHoc/lopChuNhiem');
    expect(rooms.body.data.map((r) => r.id)).toContain(toan.lopQuanLyId);
    const list = await get<PhamChatLop>(gvcn5, `/api/DiemVN/tieuHoc/phamChat/${toan.lopQuanLyId}`);
    expect(list.body.data.choPhepSua).toBe(true);
    const row = list.body.data.hocSinh.find((s) => s.id === pupil.id)!;
    expect(row.ky.map((k) => k.ky)).toEqual(expect.arrayContaining(['GK1', 'CK1']));
    const body = {
      ky: 'GK2',
      o: [{ hocSinhId: pupil.id, muc: { YeuNuoc: 'Tot', TuChuTuHoc: 'Dat' }, nhanXet: 'Em ngoan.', version: 0 }],
    };
    expect(
      (await t.api('PUT', `/api/DiemVN/tieuHoc/phamChat/${toan.lopQuanLyId}`, { as: 'daotao', body })).status,
    ).toBe(403);
    const saved = await t.api<PhamChatLop>('PUT', `/api/DiemVN/tieuHoc/phamChat/${toan.lopQuanLyId}`, {
      as: gvcn5,
      body,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.hocSinh.find((s) => s.id === pupil.id)!.ky.find((k) => k.ky === 'GK2')).toMatchObject({
      muc: { YeuNuoc: 'Tot', TuChuTuHoc: 'Dat' },
      version: 1,
    });
    expect((await t.api('PUT', `/api/DiemVN/tieuHoc/phamChat/${toan.lopQuanLyId}`, { as: gvcn5, body })).status).toBe(
      409,
    );
    const bad = { ...body, o: [{ ...body.o[0], muc: { YeuNuoc: 'Gioi' }, version: 1 }] };
    expect(
      (await t.api('PUT', `/api/DiemVN/tieuHoc/phamChat/${toan.lopQuanLyId}`, { as: gvcn5, body: bad })).status,
    ).toBe(400);
  });

  it('shows the pupil only their own published primary results (term I), never another pupil', async () => {
    const own = await get<PhieuTieuHoc>(pupil.username, '/api/DiemVN/tieuHoc/phieuKetQua');
    expect(own.status).toBe(200);
    const maths = own.body.data!.mon.find((m) => m.maMonHoc === 'TOAN-TH')!;
    expect(maths.ky.map((k) => k.ky).sort()).toEqual(['CK1', 'GK1']);
    expect(own.body.data!.phamChat.map((p) => p.ky).sort()).toEqual(['CK1', 'GK1']);
    expect(own.body.data!.ketQua).toBeNull();
    expect((await get(pupil.username, `/api/DiemVN/tieuHoc/phieuKetQua/${classmate}`)).status).toBe(404);
    expect((await get(pupil.username, `/api/DiemVN/tieuHoc/phieuKetQua/${classmate}/pdf`)).status).toBe(404);
    const office = await get<PhieuTieuHoc>('daotao', `/api/DiemVN/tieuHoc/phieuKetQua/${pupil.id}`);
    expect(office.body.data!.mon.find((m) => m.maMonHoc === 'TOAN-TH')!.ky.map((k) => k.ky)).toContain('GK2');
    // A secondary student has no primary report.
    expect((await get<PhieuTieuHoc | null>('hocsinh', '/api/DiemVN/tieuHoc/phieuKetQua')).body.data).toBeNull();
    const pdf = await t.app.inject({
      method: 'GET',
      url: '/api/DiemVN/tieuHoc/phieuKetQua/pdf',
      headers: { cookie: `Authorization=${await t.cookieFor(pupil.username)}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('publishing term II (the office) shows the pupil GK2', async () => {
    const published = await t.api('POST', '/api/DiemVN/congBo', {
      as: 'daotao',
      body: { namHocId: toan.namHocId, hocKy: 2, lopMonHocIds: [toan.id], congBo: true },
    });
    expect(published.status).toBe(200);
    const own = await get<PhieuTieuHoc>(pupil.username, '/api/DiemVN/tieuHoc/phieuKetQua');
    expect(own.body.data!.mon.find((m) => m.maMonHoc === 'TOAN-TH')!.ky.map((k) => k.ky)).toContain('GK2');
    expect(own.body.data!.mon.find((m) => m.maMonHoc === 'TNXH')!.ky.map((k) => k.ky)).not.toContain('GK2');
  });

  it('computes the year result from complete end-of-year entries by the Circular 27 rules', async () => {
    const window = await t.api('PUT', '/api/DiemVN/cotNhap', {
      as: 'daotao',
      body: {
        namHocId: toan.namHocId,
        hocKy: 2,
        cot: 'CN',
        moLuc: '2026-01-01T00:00:00+07:00',
        dongLuc: '2099-01-01T00:00:00+07:00',
      },
    });
    expect(window.status).toBe(200);
    const summary = await get<TongKetTieuHoc>('daotao', `/api/DiemVN/tieuHoc/tongKet/${toan.lopQuanLyId}`);
    for (const m of summary.body.data.mon) {
      const [teacher] = await t.db
        .select({ id: lopMonHocGiaoVien.nhanVienId })
        .from(lopMonHocGiaoVien)
        .where(eq(lopMonHocGiaoVien.lopMonHocId, m.lopMonHocId))
        .orderBy(lopMonHocGiaoVien.nhanVienId);
      const as = await usernameOf({ nhanVienId: teacher!.id });
      const data = await book(as, m.lopMonHocId);
      const due = data.ky.find((k) => k.ky === 'CN')!.kiemTra;
      const r = await save(as, m.lopMonHocId, {
        ky: 'CN',
        o: [{ hocSinhId: pupil.id, mucDat: 'HoanThanhTot', diemKiemTra: due ? 9 : null, nhanXet: null, version: 0 }],
      });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
    }
    const almost = await get<TongKetTieuHoc>('daotao', `/api/DiemVN/tieuHoc/tongKet/${toan.lopQuanLyId}`);
    // Qualities and competences of the year are still missing: no result is guessed.
    expect(almost.body.data.hocSinh.find((s) => s.hocSinhId === pupil.id)!.ketQua).toBeNull();
    const muc = Object.fromEntries(PRIMARY_CRITERIA.map((c) => [c, 'Tot']));
    const qualities = await t.api('PUT', `/api/DiemVN/tieuHoc/phamChat/${toan.lopQuanLyId}`, {
      as: gvcn5,
      body: { ky: 'CN', o: [{ hocSinhId: pupil.id, muc, nhanXet: null, version: 0 }] },
    });
    expect(qualities.status).toBe(200);
    const done = await get<TongKetTieuHoc>('daotao', `/api/DiemVN/tieuHoc/tongKet/${toan.lopQuanLyId}`);
    const row = done.body.data.hocSinh.find((s) => s.hocSinhId === pupil.id)!;
    expect(row.ketQua).toBe('HoanThanhXuatSac');
    expect(row.ketQuaLuu).toBeNull();
  });

  it('gives the year summary (no result while CN is empty); the office confirms and it becomes read-only', async () => {
    const summary = await get<TongKetTieuHoc>('daotao', `/api/DiemVN/tieuHoc/tongKet/${toan.lopQuanLyId}`);
    expect(summary.status).toBe(200);
    expect(summary.body.data.mon.map((m) => m.maMonHoc)).toContain('TOAN-TH');
    expect(summary.body.data.hocSinh.filter((s) => s.hocSinhId !== pupil.id).every((s) => s.ketQua === null)).toBe(
      true,
    );
    const stored = await t.api<TongKetTieuHoc>('POST', `/api/DiemVN/tieuHoc/tongKet/${toan.lopQuanLyId}/tinh`, {
      as: gvcn5,
    });
    expect(stored.status).toBe(200);
    const confirmed = await t.api<TongKetTieuHoc>('POST', `/api/DiemVN/tieuHoc/tongKet/${toan.lopQuanLyId}/xacNhan`, {
      as: 'daotao',
    });
    expect(confirmed.body.data.xacNhan).toBe(true);
    expect(confirmed.body.data.hocSinh.find((s) => s.hocSinhId === pupil.id)!.ketQua).toBe('HoanThanhXuatSac');
    // Once confirmed the pupil sees the year result.
    const own = await get<PhieuTieuHoc>(pupil.username, '/api/DiemVN/tieuHoc/phieuKetQua');
    expect(own.body.data!.ketQua).toBe('HoanThanhXuatSac');
    const body = { ky: 'CN', o: [{ hocSinhId: pupil.id, muc: { YeuNuoc: 'Tot' }, nhanXet: null, version: 0 }] };
    expect((await t.api('PUT', `/api/DiemVN/tieuHoc/phamChat/${toan.lopQuanLyId}`, { as: gvcn5, body })).status).toBe(
      400,
    );
    expect((await t.api('POST', `/api/DiemVN/tieuHoc/tongKet/${toan.lopQuanLyId}/tinh`, { as: gvcn5 })).status).toBe(
      400,
    );
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/DiemVN/tieuHoc/xuatPhieuDiem/${toan.lopQuanLyId}`,
      headers: { cookie: `Authorization=${await t.cookieFor('daotao')}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });
});

describe('DiemVN primary: change requests in the one queue', () => {
  const ask = (as: string, body: Record<string, unknown>) =>
    t.api<YeuCauSua>('POST', '/api/DiemVN/yeuCauSua', { as, body });
  const request = (hocSinhId: number, cot: string, giaTriMoi: Record<string, unknown>) => ({
    lopMonHocId: toan.id,
    hocSinhId,
    cot,
    giaTriMoi: { mucDat: 'HoanThanhTot', diemKiemTra: 9, nhanXet: null, ...giaTriMoi },
    lyDo: 'Nhập nhầm bài kiểm tra',
  });
  const entryOf = async (hocSinhId: number, ky: string) =>
    (await book('giaovien', toan.id)).hocSinh.find((s) => s.id === hocSinhId)!.o.find((o) => o.ky === ky);

  it('is refused while the rating point is open, for a test mark not due and outside my classes', async () => {
    expect((await ask('giaovien', request(pupil.id, 'GK2', {}))).status).toBe(400);
    expect((await ask('giaovien', request(pupil.id, 'GK1', { diemKiemTra: 11 }))).status).toBe(400);
    const wrongTerm = await ask('giaovien', { ...request(pupil.id, 'GK1', {}), hocKy: 2 });
    expect(wrongTerm.status).toBe(400);
    expect(wrongTerm.body.errors).toEqual([
      'Học kỳ không khớp kỳ đánh giá: GK1 và CK1 thuộc học kỳ 1, GK2 và CN thuộc học kỳ 2.',
    ]);
    const wrongTermEn = await t.api('POST', '/api/DiemVN/yeuCauSua', {
      as: 'giaovien',
      body: { ...request(pupil.id, 'CN', {}), hocKy: 1 },
      lang: 'en',
    });
    expect(wrongTermEn.status).toBe(400);
    expect(wrongTermEn.body.errors?.[0]).toMatch(/does not match the rating point: GK1 and CK1 belong to term 1/);
    expect(wrongTermEn.body.fieldErrors).toHaveProperty('hocKy');
    // Another teacher's class does not exist for them (404), as in the secondary queue; the office does not ask (403).
    expect((await ask(otherTeacher, request(pupil.id, 'GK1', {}))).status).toBe(404);
    expect((await ask('daotao', request(pupil.id, 'GK1', {}))).status).toBe(403);
    const tnxhPupil = (await book(otherTeacher, other.id)).hocSinh[0]!.id;
    const notDue = await ask(otherTeacher, { ...request(tnxhPupil, 'GK1', {}), lopMonHocId: other.id });
    expect(notDue.status).toBe(400);
    expect((await ask('giaovien', request(1, 'GK1', {}))).status).toBe(400);
  });

  it('after the window closed: asked once (409 twice), approved by the office, written with the reason', async () => {
    const before = (await entryOf(pupil.id, 'GK1'))!;
    const asked = await ask('giaovien', request(pupil.id, 'GK1', { nhanXet: 'Em tiến bộ.' }));
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(asked.body.data).toMatchObject({
      cot: 'GK1',
      hocKy: 1,
      trangThai: 'cho_duyet',
      giaTriCu: { mucDat: before.mucDat, diemKiemTra: before.diemKiemTra },
      giaTriMoi: { mucDat: 'HoanThanhTot', diemKiemTra: 9, nhanXet: 'Em tiến bộ.' },
    });
    expect((await ask('giaovien', request(pupil.id, 'GK1', { diemKiemTra: 8 }))).status).toBe(409);
    expect((await entryOf(pupil.id, 'GK1'))!.version).toBe(before.version);
    // The gradebook names the entry waiting for a decision (the grid marks it), as the secondary one does.
    const waiting = { hocSinhId: pupil.id, hocKy: 1, cot: 'GK1' };
    expect((await book('giaovien', toan.id)).yeuCauChoDuyet).toEqual([waiting]);
    expect((await book('daotao', toan.id)).yeuCauChoDuyet).toEqual([waiting]);

    const queue = await get<YeuCauSua[]>('daotao', '/api/DiemVN/yeuCauSua?phamVi=tatCa&trangThai=cho_duyet');
    expect(queue.body.data.find((r) => r.id === asked.body.data.id)).toMatchObject({ tenLopMonHoc: toan.tenLop });
    const id = asked.body.data.id;
    const url = `/api/DiemVN/yeuCauSua/${id}/duyet`;
    expect((await t.api('POST', url, { as: 'daotao', body: { version: 3 } })).status).toBe(409);
    const approved = await t.api<YeuCauSua>('POST', url, { as: 'daotao', body: { version: 0, ghiChu: 'Đồng ý' } });
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ trangThai: 'da_duyet', nguoiDuyet: 'Ngô Thanh Hương' });
    expect(await entryOf(pupil.id, 'GK1')).toMatchObject({
      mucDat: 'HoanThanhTot',
      diemKiemTra: 9,
      nhanXet: 'Em tiến bộ.',
      version: before.version + 1,
    });
    expect((await book('giaovien', toan.id)).yeuCauChoDuyet).toEqual([]);
    const history = await get<LichSuTieuHoc[]>(
      'giaovien',
      `/api/DiemVN/tieuHoc/soDiem/${toan.id}/lichSu?ky=GK1&hocSinhId=${pupil.id}`,
    );
    expect(history.body.data.at(-1)).toMatchObject({
      nguoiSua: 'Ngô Thanh Hương',
      truoc: { mucDat: before.mucDat, diemKiemTra: before.diemKiemTra },
      sau: { mucDat: 'HoanThanhTot', diemKiemTra: 9, nhanXet: 'Em tiến bộ.' },
      lyDo: 'Nhập nhầm bài kiểm tra',
    });
    // Decided: a second decision is refused, and the cell can be asked about again.
    expect((await t.api('POST', url, { as: 'daotao', body: { version: 1 } })).status).toBe(409);
  });

  it('a rejected request leaves the entry as it was', async () => {
    const before = (await entryOf(classmate, 'CK1'))!;
    const asked = await ask('giaovien', request(classmate, 'CK1', { mucDat: 'ChuaHoanThanh', diemKiemTra: 4 }));
    expect(asked.status).toBe(200);
    const rejected = await t.api<YeuCauSua>('POST', `/api/DiemVN/yeuCauSua/${asked.body.data.id}/tuChoi`, {
      as: 'daotao',
      body: { version: 0, ghiChu: 'Không đủ căn cứ' },
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body.data).toMatchObject({ trangThai: 'tu_choi', ghiChuDuyet: 'Không đủ căn cứ' });
    expect(await entryOf(classmate, 'CK1')).toEqual(before);
    const mine = await get<YeuCauSua[]>('giaovien', '/api/DiemVN/yeuCauSua');
    expect(mine.body.data.find((r) => r.id === asked.body.data.id)).toMatchObject({ cot: 'CK1', hocKy: 1 });
  });
});
