import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type {
  DonNghiPhepChiTiet,
  LoaiNghiPhep,
  LopMonHocTieuHoc,
  LopMonHocVn,
  NamHoc,
  Page,
  PhieuKetQua,
  ThongBaoPage,
} from '@hpl/shared';
import { eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heHoc, lopQuanLy } from '../src/db/schema';
import { apiRoutes, keyOf } from './support/api-access';
import { SCOPED_ELSEWHERE, UNSCOPED } from './support/relationship-coverage';
import { createTestApp, type TestApp } from './support/test-app';
import { buildWorkbook, multipartBody } from './support/test-files';

/**
 * Relationship checks: a record owned by one account, asked for by another account of the same role who has no
 * relation to it (another teacher, another department, another year), answers 404 — never 403, never the record.
 * Every API route with a path parameter is placed, one by one: exercised here (SCOPED), checked by a module test
 * that proves another caller's 404 (SCOPED_ELSEWHERE), or listed with the reason it has no owner scope (UNSCOPED,
 * both in support/relationship-coverage.ts). A new route with an id fails the coverage test until it is placed.
 */

/**
 * The Vietnamese-programme grades' routes with an id, every one exercised below: a teacher's subject class or homeroom
 * is another teacher's 404; a student's report is another student's 404; the office's routes reach every class of
 * their own half, and a class of another programme or of the other half (Cambridge, primary ↔ secondary) is 404.
 */
const DIEM_VN = [
  'GET /api/DiemVN/soDiem/:lopMonHocId',
  'PUT /api/DiemVN/soDiem/:lopMonHocId',
  'GET /api/DiemVN/soDiem/:lopMonHocId/xuatExcel',
  'POST /api/DiemVN/soDiem/:lopMonHocId/nhapExcel',
  'PUT /api/DiemVN/soDiem/:lopMonHocId/nhanXet',
  'GET /api/DiemVN/soDiem/:lopMonHocId/lichSu',
  'POST /api/DiemVN/yeuCauSua/:id/duyet',
  'POST /api/DiemVN/yeuCauSua/:id/tuChoi',
  'GET /api/DiemVN/renLuyen/:lopQuanLyId',
  'PUT /api/DiemVN/renLuyen/:lopQuanLyId',
  'GET /api/DiemVN/tongKet/:lopQuanLyId',
  'GET /api/DiemVN/tongKet/:lopQuanLyId/xuatExcel',
  'GET /api/DiemVN/tongKet/:lopQuanLyId/soDiem',
  'POST /api/DiemVN/tongKet/:lopQuanLyId/tinh',
  'POST /api/DiemVN/tongKet/:lopQuanLyId/xacNhan',
  'POST /api/DiemVN/tongKet/:lopQuanLyId/sauHe',
  'GET /api/DiemVN/phieuKetQua/:hocSinhId',
  'GET /api/DiemVN/phieuKetQua/:hocSinhId/pdf',
  'GET /api/DiemVN/xuatPhieuDiem/:lopQuanLyId',
  'GET /api/DiemVN/tieuHoc/soDiem/:lopMonHocId',
  'PUT /api/DiemVN/tieuHoc/soDiem/:lopMonHocId',
  'GET /api/DiemVN/tieuHoc/soDiem/:lopMonHocId/lichSu',
  'GET /api/DiemVN/tieuHoc/phamChat/:lopQuanLyId',
  'PUT /api/DiemVN/tieuHoc/phamChat/:lopQuanLyId',
  'GET /api/DiemVN/tieuHoc/tongKet/:lopQuanLyId',
  'POST /api/DiemVN/tieuHoc/tongKet/:lopQuanLyId/tinh',
  'POST /api/DiemVN/tieuHoc/tongKet/:lopQuanLyId/xacNhan',
  'GET /api/DiemVN/tieuHoc/phieuKetQua/:hocSinhId',
  'GET /api/DiemVN/tieuHoc/phieuKetQua/:hocSinhId/pdf',
  'GET /api/DiemVN/tieuHoc/xuatPhieuDiem/:lopQuanLyId',
];

/** Routes whose records have an owner or a parent, exercised below with real records of the demo school. */
const SCOPED = [
  'GET /api/DonNghiPhep/:id',
  'PUT /api/DonNghiPhep/:id',
  'POST /api/DonNghiPhep/:id/duyet',
  'POST /api/DonNghiPhep/:id/tuChoi',
  'POST /api/DonNghiPhep/:id/huy',
  'POST /api/DonNghiPhep/:id/xinHuy',
  'POST /api/DonNghiPhep/:id/xacNhanHuy',
  'POST /api/DonNghiPhep/:id/tuChoiHuy',
  'GET /api/medias/files/:id/download',
  'PUT /api/ThongBao/:id/daDoc',
  'DELETE /api/PhongBan/:id/thanhVien/:nhanVienId',
  'PUT /api/NamHoc/:id/hocKy/:hocKyId',
  ...DIEM_VN,
];

let t: TestApp;
let request: DonNghiPhepChiTiet;
let attachmentId: number;
let notificationId: number;

beforeAll(async () => {
  t = await createTestApp();
  const types = await t.api<LoaiNghiPhep[]>('GET', '/api/LoaiNghiPhep/danhSachLoaiNghiPhep', { as: 'giaovien' });
  const sick = types.body.data.find((type) => type.ma === 'sick')!;
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
  const stored = await t.api<{ id: number }>('POST', '/api/DonNghiPhep/dinhKem', {
    as: 'giaovien',
    body: pdf,
    headers: { 'content-type': 'application/pdf', 'x-file-name': 'giay-kham.pdf' },
  });
  attachmentId = stored.body.data.id;
  const filed = await t.api<DonNghiPhepChiTiet>('POST', '/api/DonNghiPhep', {
    as: 'giaovien',
    body: {
      loaiNghiPhepId: sick.id,
      tuNgay: '2027-04-26',
      denNgay: '2027-04-27',
      lyDo: 'Khám bệnh',
      dinhKemId: stored.body.data.id,
    },
  });
  expect(filed.status).toBe(200);
  request = filed.body.data;
  // Filing notified the approver, the head of the teacher's department.
  const inbox = await t.api<ThongBaoPage>('GET', '/api/ThongBao/danhSachThongBao?pageSize=50', { as: 'totruong' });
  notificationId = inbox.body.data.items.find((n) => n.duongDan?.includes(String(request.id)))!.id;
}, 180_000);
afterAll(async () => {
  await t?.close();
});

describe('another account of the same role gets 404 for a record it has no relation to', () => {
  it('a leave request: another teacher (not the approver, not HR) cannot see or act on it', async () => {
    expect((await t.api('GET', `/api/DonNghiPhep/${request.id}`, { as: 'giaovien' })).status).toBe(200);
    expect((await t.api('GET', `/api/DonNghiPhep/${request.id}`, { as: 'gvcn' })).status).toBe(404);
    const edit = {
      loaiNghiPhepId: request.loaiNghiPhepId,
      tuNgay: request.tuNgay,
      tuBuoi: request.tuBuoi,
      denNgay: request.denNgay,
      denBuoi: request.denBuoi,
      lyDo: 'Đổi lý do',
      version: request.version,
    };
    expect((await t.api('PUT', `/api/DonNghiPhep/${request.id}`, { as: 'gvcn', body: edit })).status).toBe(404);
    for (const action of ['duyet', 'tuChoi', 'huy', 'xinHuy', 'xacNhanHuy', 'tuChoiHuy']) {
      const body = { version: request.version, ghiChu: 'Không liên quan' };
      const answer = await t.api('POST', `/api/DonNghiPhep/${request.id}/${action}`, { as: 'gvcn', body });
      expect(answer.status, action).toBe(404);
    }
    // Nothing happened to it.
    const after = await t.api<DonNghiPhepChiTiet>('GET', `/api/DonNghiPhep/${request.id}`, { as: 'giaovien' });
    expect(after.body.data).toMatchObject({ trangThai: 'pending', version: request.version, lyDo: 'Khám bệnh' });
  });

  it("a leave attachment: another teacher and a student cannot download the requester's file", async () => {
    const url = `/api/medias/files/${attachmentId}/download`;
    expect((await t.api('GET', url, { as: 'giaovien' })).status).toBe(200);
    expect((await t.api('GET', url, { as: 'gvcn' })).status).toBe(404);
    expect((await t.api('GET', url, { as: 'hocsinh' })).status).toBe(404);
  });

  it("a notification: another teacher cannot mark the approver's notification read", async () => {
    expect((await t.api('PUT', `/api/ThongBao/${notificationId}/daDoc`, { as: 'gvcn' })).status).toBe(404);
    expect((await t.api('PUT', `/api/ThongBao/${notificationId}/daDoc`, { as: 'totruong' })).status).toBe(200);
  });

  it('a department member: removing someone of another department from this one is 404', async () => {
    const departments = await t.api<Page<{ id: number; soThanhVien: number }>>(
      'GET',
      '/api/PhongBan/danhSachPhongBan?pageSize=-1',
      { as: 'admin' },
    );
    const [here, there] = departments.body.data.items.filter((d) => d.soThanhVien > 1);
    const members = await t.api<{ id: number; laTruongPhong: boolean }[]>(
      'GET',
      `/api/PhongBan/${there!.id}/danhSachThanhVien`,
      { as: 'admin' },
    );
    const elsewhere = members.body.data.find((m) => !m.laTruongPhong)!;
    const answer = await t.api('DELETE', `/api/PhongBan/${here!.id}/thanhVien/${elsewhere.id}`, { as: 'admin' });
    expect(answer.status).toBe(404);
    const still = await t.api<{ id: number }[]>('GET', `/api/PhongBan/${there!.id}/danhSachThanhVien`, { as: 'admin' });
    expect(still.body.data.map((m) => m.id)).toContain(elsewhere.id);
  });

  it('a semester: changing a semester through another academic year is 404', async () => {
    const years = await t.api<Page<NamHoc>>('GET', '/api/NamHoc/danhSachNamHoc?pageSize=-1', { as: 'admin' });
    const [first, second] = years.body.data.items;
    const semesters = await t.api<{ id: number; tenHocKy: string }[]>(
      'GET',
      `/api/NamHoc/${second!.id}/danhSachHocKy`,
      { as: 'admin' },
    );
    const semester = semesters.body.data[0]!;
    const answer = await t.api('PUT', `/api/NamHoc/${first!.id}/hocKy/${semester.id}`, {
      as: 'admin',
      body: { tenHocKy: 'Đổi tên' },
    });
    expect(answer.status).toBe(404);
  });

  it('Vietnamese-programme grades: another teacher, student or programme gets 404 on every route with an id', async () => {
    const get = (as: string, url: string) => t.api('GET', url, { as });
    const send = (method: 'PUT' | 'POST', as: string, url: string, body?: unknown) =>
      t.api(method, url, { as, ...(body === undefined ? {} : { body }) });
    // giaovien teaches Maths in 10A1 (gvcn's homeroom) and in 5A1 (a primary class); hocsinh is a 10A1 student.
    const secondary = await t.api<LopMonHocVn[]>('GET', '/api/DiemVN/lopMonHoc', { as: 'giaovien' });
    const toan = secondary.body.data.find((c) => c.maMonHoc === 'TOAN' && c.tenLopQuanLy === '10A1')!;
    const primary = await t.api<LopMonHocTieuHoc[]>('GET', '/api/DiemVN/tieuHoc/lopMonHoc', { as: 'giaovien' });
    const toanTh = primary.body.data.find((c) => c.maMonHoc === 'TOAN-TH' && c.tenLopQuanLy === '5A1')!;
    const me = (await t.api<PhieuKetQua>('GET', '/api/DiemVN/phieuKetQua', { as: 'hocsinh' })).body.data.hocSinh;
    const [cambridge] = await t.db
      .select({ id: lopQuanLy.id })
      .from(lopQuanLy)
      .innerJoin(heHoc, eq(heHoc.id, lopQuanLy.heHocId))
      .where(ne(heHoc.ma, 'VN'))
      .limit(1);
    const foreignHomeroom = cambridge?.id ?? 999_999;
    const cell = { hocKy: 2, o: [{ hocSinhId: me.id, cot: 'TX2', giaTri: null, version: 0 }] };
    const book = `/api/DiemVN/soDiem/${toan.id}`;
    const file = await buildWorkbook(['STT', 'Mã học sinh', 'Họ và tên', 'TX1 HK2'], []);
    const upload = multipartBody([{ name: 'so-diem.xlsx', type: 'application/octet-stream', data: file }]);
    const homeroom = toan.lopQuanLyId;
    const answers: [string, Promise<{ status: number }>][] = [
      // A subject class of another teacher (gvcn does not teach Maths in 10A1).
      ['soDiem', get('gvcn', book)],
      ['soDiem PUT', send('PUT', 'gvcn', book, cell)],
      ['soDiem xuatExcel', get('gvcn', `${book}/xuatExcel`)],
      [
        'soDiem nhapExcel',
        t.api('POST', `${book}/nhapExcel?hocKy=2&thuNghiem=true`, {
          as: 'gvcn',
          body: upload.body,
          headers: upload.headers,
        }),
      ],
      [
        'soDiem nhanXet',
        send('PUT', 'gvcn', `${book}/nhanXet`, { hocKy: 2, hocSinhId: me.id, noiDung: 'x', version: 0 }),
      ],
      ['soDiem lichSu', get('gvcn', `${book}/lichSu?hocKy=2&hocSinhId=${me.id}&cot=TX2`)],
      // A homeroom class of another teacher (10A1 is gvcn's, not giaovien's).
      ['renLuyen', get('giaovien', `/api/DiemVN/renLuyen/${homeroom}`)],
      [
        'renLuyen PUT',
        send('PUT', 'giaovien', `/api/DiemVN/renLuyen/${homeroom}`, {
          hocKy: 2,
          hocSinhId: me.id,
          mucDo: 'Tốt',
          version: 0,
        }),
      ],
      ['tongKet', get('giaovien', `/api/DiemVN/tongKet/${homeroom}?hocKy=1`)],
      ['tongKet tinh', send('POST', 'giaovien', `/api/DiemVN/tongKet/${homeroom}/tinh?hocKy=1`)],
      // The office's secondary routes: a class of another programme is not theirs to reach.
      ['tongKet xuatExcel', get('daotao', `/api/DiemVN/tongKet/${foreignHomeroom}/xuatExcel`)],
      ['tongKet soDiem', get('daotao', `/api/DiemVN/tongKet/${foreignHomeroom}/soDiem`)],
      ['tongKet xacNhan', send('POST', 'daotao', `/api/DiemVN/tongKet/${foreignHomeroom}/xacNhan?hocKy=1`)],
      ['tongKet sauHe', send('POST', 'daotao', `/api/DiemVN/tongKet/${foreignHomeroom}/sauHe`)],
      ['xuatPhieuDiem', get('daotao', `/api/DiemVN/xuatPhieuDiem/${foreignHomeroom}`)],
      // The change-request queue is the office's: an id that is no request.
      ['yeuCauSua duyet', send('POST', 'daotao', '/api/DiemVN/yeuCauSua/999999/duyet', { version: 0 })],
      ['yeuCauSua tuChoi', send('POST', 'daotao', '/api/DiemVN/yeuCauSua/999999/tuChoi', { version: 0 })],
      // Another student's report.
      ['phieuKetQua', get('hocsinh', `/api/DiemVN/phieuKetQua/${me.id + 1}`)],
      ['phieuKetQua pdf', get('hocsinh', `/api/DiemVN/phieuKetQua/${me.id + 1}/pdf`)],
      // The primary half: another teacher's class, another teacher's homeroom, another pupil, the other half.
      ['tieuHoc soDiem', get('gvcn', `/api/DiemVN/tieuHoc/soDiem/${toanTh.id}`)],
      [
        'tieuHoc soDiem PUT',
        send('PUT', 'gvcn', `/api/DiemVN/tieuHoc/soDiem/${toanTh.id}`, {
          ky: 'GK2',
          o: [{ hocSinhId: me.id, mucDat: 'HoanThanh', diemKiemTra: 7, nhanXet: null, version: 0 }],
        }),
      ],
      ['tieuHoc lichSu', get('gvcn', `/api/DiemVN/tieuHoc/soDiem/${toanTh.id}/lichSu?ky=GK1&hocSinhId=${me.id}`)],
      ['tieuHoc phamChat', get('giaovien', `/api/DiemVN/tieuHoc/phamChat/${toanTh.lopQuanLyId}`)],
      [
        'tieuHoc phamChat PUT',
        send('PUT', 'giaovien', `/api/DiemVN/tieuHoc/phamChat/${toanTh.lopQuanLyId}`, {
          ky: 'GK1',
          o: [{ hocSinhId: me.id, muc: {}, nhanXet: null, version: 0 }],
        }),
      ],
      ['tieuHoc tongKet', get('giaovien', `/api/DiemVN/tieuHoc/tongKet/${toanTh.lopQuanLyId}`)],
      ['tieuHoc tongKet tinh', send('POST', 'giaovien', `/api/DiemVN/tieuHoc/tongKet/${toanTh.lopQuanLyId}/tinh`)],
      ['tieuHoc tongKet xacNhan', send('POST', 'daotao', `/api/DiemVN/tieuHoc/tongKet/${homeroom}/xacNhan`)],
      ['tieuHoc xuatPhieuDiem', get('daotao', `/api/DiemVN/tieuHoc/xuatPhieuDiem/${homeroom}`)],
      ['tieuHoc phieuKetQua', get('hocsinh', `/api/DiemVN/tieuHoc/phieuKetQua/${me.id + 1}`)],
      ['tieuHoc phieuKetQua pdf', get('hocsinh', `/api/DiemVN/tieuHoc/phieuKetQua/${me.id + 1}/pdf`)],
    ];
    for (const [name, answer] of answers) expect((await answer).status, name).toBe(404);
    // The owners themselves reach them (the 404s above are about the relation, not the route).
    expect((await get('giaovien', book)).status).toBe(200);
    expect((await get('gvcn', `/api/DiemVN/renLuyen/${homeroom}`)).status).toBe(200);
    expect((await get('giaovien', `/api/DiemVN/tieuHoc/soDiem/${toanTh.id}`)).status).toBe(200);
    expect((await get('hocsinh', `/api/DiemVN/phieuKetQua/${me.id}`)).status).toBe(200);
  });
});

describe('coverage', () => {
  it('places every API route with a path parameter, route by route, and every placement is a registered route', () => {
    const withParameter = apiRoutes(t).filter((route) => route.url.includes(':'));
    const placed = [...SCOPED, ...Object.values(SCOPED_ELSEWHERE).flat(), ...Object.values(UNSCOPED).flat()];
    const unplaced = withParameter.map(keyOf).filter((key) => !placed.includes(key));
    expect(
      unplaced,
      'add a relationship check here, name the module test that checks it, or list it in UNSCOPED with the reason',
    ).toEqual([]);
    const registered = new Set(withParameter.map(keyOf));
    expect(placed.filter((key) => !registered.has(key))).toEqual([]);
    expect(placed.length).toBe(new Set(placed).size);
  });

  it('names module tests that exist and check a 404', () => {
    for (const file of Object.keys(SCOPED_ELSEWHERE)) {
      const full = path.resolve(__dirname, '../src/modules', file);
      expect(existsSync(full), file).toBe(true);
      expect(readFileSync(full, 'utf8'), file).toMatch(/404/);
    }
  });
});
