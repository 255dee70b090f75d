import type { BangHoSo, HoSoTuyenSinh, HoSoTuyenSinhChiTiet, Page, ThongKeTuyenSinh } from '@hpl/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { auditLog, hocSinh, hoSoTuyenSinh, lopQuanLyHocSinh, phuHuynh } from '../../db/schema';

const KEY = 'test-admissions-key-0123456789';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]);

let t: TestApp;
let off: TestApp;
beforeAll(async () => {
  [t, off] = await Promise.all([createTestApp({ TUYEN_SINH_API_KEY: KEY }), createTestApp()]);
});
afterAll(async () => {
  await Promise.all([t?.close(), off?.close()]);
});

let seq = 0;
const application = (overrides: Record<string, unknown> = {}) => ({
  maHoSoNguon: `WEB-${Date.now()}-${++seq}`,
  hoTen: 'Nguyễn Minh Khang',
  ngaySinh: '2020-03-14',
  gioiTinh: 'nam',
  chuongTrinh: 'cambridge',
  khoi: 1,
  truongCu: 'Trường Mầm non Hoa Sen',
  phuHuynh: [{ quanHe: 'Mẹ', hoTen: 'Trần Thị Lan', dienThoai: '0901234567', email: 'lan@example.vn' }],
  taiLieu: [
    { loai: 'giayKhaiSinh', tenTep: 'khai-sinh.pdf', noiDung: PDF.toString('base64') },
    { loai: 'anhThe', tenTep: 'anh.png', noiDung: PNG.toString('base64') },
  ],
  ...overrides,
});
type Received = { id: number; maHoSo: string; trangThai: string; taoMoi: boolean };
const post = (body: unknown, key: string | null = KEY, app = t) =>
  app.api<Received>('POST', '/api/TuyenSinh/hoSo', { body, lang: 'en', headers: key ? { 'x-api-key': key } : {} });
const detail = async (id: number) =>
  (await t.api<HoSoTuyenSinhChiTiet>('GET', `/api/TuyenSinh/hoSo/${id}`, { as: 'tuyensinh' })).body.data;
const move = (id: number, body: Record<string, unknown>) =>
  t.api<HoSoTuyenSinhChiTiet>('POST', `/api/TuyenSinh/hoSo/${id}/chuyenTrangThai`, {
    as: 'tuyensinh',
    body,
    lang: 'en',
  });
async function walk(id: number, steps: string[]) {
  for (const trangThai of steps) {
    const { version } = await detail(id);
    const res = await move(id, {
      trangThai,
      version,
      ghiChu: `to ${trangThai}`,
      lichKiemTra: trangThai === 'henKiemTra' ? '2027-03-06T08:00:00+07:00' : undefined,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
}
const accepted = async () => {
  const res = await post(application());
  await walk(res.body.data.id, ['dangXet', 'henKiemTra', 'daDanhGia', 'trungTuyen']);
  return detail(res.body.data.id);
};

describe('the demo school', () => {
  it('has forty applications across every status, each with documents', async () => {
    const board = await t.api<BangHoSo>('GET', '/api/TuyenSinh/bangHoSo', { as: 'tuyensinh' });
    expect(board.body.data.reduce((n, c) => n + c.soLuong, 0)).toBe(40);
    expect(board.body.data.every((c) => c.soLuong > 0)).toBe(true);
    const enrolled = board.body.data.find((c) => c.trangThai === 'daNhapHoc')!.items[0]!;
    const hoSo = await detail(enrolled.id);
    expect(hoSo.hocSinhId).not.toBeNull();
    expect(hoSo.taiLieu.length).toBeGreaterThanOrEqual(2);
    expect(hoSo.lichSu.map((h) => h.denTrangThai).at(-1)).toBe('daNhapHoc');
  });
});

describe('the inbound API (POST /api/TuyenSinh/hoSo)', () => {
  it('answers 404 in the envelope while no key is configured, 401 for a missing or wrong key', async () => {
    const none = await post(application(), KEY, off);
    expect(none.status).toBe(404);
    expect(none.body.succeeded).toBe(false);
    for (const key of [null, 'wrong-key', `${KEY}x`]) {
      const res = await post(application(), key);
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ succeeded: false, errors: ['The API key is not valid.'] });
    }
    // The key is checked before the body: a wrong key with a bad body is still 401.
    expect((await post({ nonsense: true }, 'wrong')).status).toBe(401);
  });

  it('is idempotent by the site id: a repeat (even two at once) answers the same application', async () => {
    const body = application();
    const first = await post(body);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({ trangThai: 'daNop', taoMoi: true });
    const again = await post({ ...body, hoTen: 'Changed name' });
    expect(again.body.data).toEqual({ ...first.body.data, taoMoi: false });

    const racing = application();
    const [a, b] = await Promise.all([post(racing), post(racing)]);
    expect(a.body.data.id).toBe(b.body.data.id);
    const rows = await t.db.select().from(hoSoTuyenSinh).where(eq(hoSoTuyenSinh.maHoSoNguon, racing.maHoSoNguon));
    expect(rows).toHaveLength(1);

    const stored = await detail(first.body.data.id);
    expect(stored.taiLieu.map((d) => [d.loai, d.mimeType])).toEqual([
      ['giayKhaiSinh', 'application/pdf'],
      ['anhThe', 'image/png'],
    ]);
    expect(stored.lichSu).toMatchObject([{ tuTrangThai: null, denTrangThai: 'daNop', nguoiThucHien: null }]);
    expect(stored.nguon).toBe('web');
  });

  it('is documented on the OpenAPI page: the key header, base64 documents, limits and answers', () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, { description?: string }>> };
    const description = doc.paths['/api/TuyenSinh/hoSo']?.post?.description ?? '';
    for (const word of ['X-Api-Key', 'base64', 'maHoSoNguon', '413', '404']) expect(description).toContain(word);
  });

  it('answers a bad payload with 400, never 500', async () => {
    const bad = [
      { ...application(), hoTen: '' },
      { ...application(), hoTen: 'a\u0000b' },
      { ...application(), khoi: 13 },
      { ...application(), maHoSoNguon: 'has spaces' },
      { ...application(), phuHuynh: [] },
      { ...application(), ngaySinh: '2020-02-30' },
      { ...application(), taiLieu: [{ loai: 'hocBa', tenTep: 'x.pdf', noiDung: '%%%not base64' }] },
      { ...application(), taiLieu: [{ loai: 'passport', tenTep: 'x.pdf', noiDung: '' }] },
      [],
      null,
    ];
    for (const body of bad) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.succeeded).toBe(false);
    }
    const text = await post('not json at all');
    expect(text.status).toBeGreaterThanOrEqual(400);
    expect(text.status).toBeLessThan(500);
    // Types come from the bytes: a PDF is no photo, text is no scan.
    const pdfPhoto = await post(
      application({ taiLieu: [{ loai: 'anhThe', tenTep: 'anh.png', noiDung: PDF.toString('base64') }] }),
    );
    expect(pdfPhoto.status).toBe(400);
    expect(pdfPhoto.body.errors?.[0]).toContain('anh.png');
    const notPdf = await post(
      application({
        taiLieu: [{ loai: 'hocBa', tenTep: 'hoc-ba.pdf', noiDung: Buffer.from('hello').toString('base64') }],
      }),
    );
    expect(notPdf.status).toBe(400);
  });

  it('refuses a document over its size limit with 413 and keeps nothing', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const body = application({ taiLieu: [{ loai: 'anhThe', tenTep: 'big.png', noiDung: big.toString('base64') }] });
    const res = await post(body);
    expect(res.status).toBe(413);
    expect(res.body.errors).toEqual(['The file big.png is larger than 2 MB.']);
    const rows = await t.db.select().from(hoSoTuyenSinh).where(eq(hoSoTuyenSinh.maHoSoNguon, body.maHoSoNguon));
    expect(rows).toHaveLength(0);
  });
});

describe('the admissions office (TuyenSinh API)', () => {
  it('keeps applications to the admissions office', async () => {
    expect((await t.api('GET', '/api/TuyenSinh/danhSachHoSo')).status).toBe(401);
    expect((await t.api('GET', '/api/TuyenSinh/danhSachHoSo', { as: 'giaovien' })).status).toBe(403);
    expect((await t.api('GET', '/api/TuyenSinh/hoSo/2147483000', { as: 'tuyensinh' })).status).toBe(404);
    const { id } = (await post(application())).body.data;
    expect((await t.api('GET', `/api/TuyenSinh/hoSo/${id}`, { as: 'nhansu' })).status).toBe(403);
    expect((await t.api('POST', `/api/TuyenSinh/hoSo/${id}/nhapHoc`, { as: 'giaovien', body: {} })).status).toBe(403);
  });

  it('lets the office enter an application by hand, with who entered it', async () => {
    const { maHoSoNguon: _, ...body } = application({ hoTen: 'Đoàn Minh Thư' });
    const res = await t.api<Received>('POST', '/api/TuyenSinh', { as: 'tuyensinh', body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const hoSo = await detail(res.body.data.id);
    expect(hoSo).toMatchObject({
      nguon: 'vanPhong',
      maHoSoNguon: null,
      trangThai: 'daNop',
      namHocDuTuyen: '2027-2028',
    });
    expect(hoSo.lichSu[0]!.nguoiThucHien).toBeTruthy();
    expect((await t.api('POST', '/api/TuyenSinh', { as: 'giaovien', body })).status).toBe(403);
  });

  it('moves through the workflow with who, when and a comment, refusing illegal steps', async () => {
    const { id } = (await post(application())).body.data;
    let hoSo = await detail(id);
    const skip = await move(id, { trangThai: 'trungTuyen', version: hoSo.version });
    expect(skip.status).toBe(400);
    expect(skip.body.errors?.[0]).toContain('cannot move');
    expect((await move(id, { trangThai: 'daNhapHoc', version: hoSo.version })).status).toBe(400);
    await walk(id, ['dangXet']);
    hoSo = await detail(id);
    expect((await move(id, { trangThai: 'henKiemTra', version: hoSo.version })).status).toBe(400);
    expect((await move(id, { trangThai: 'daDanhGia', version: hoSo.version - 1 })).status).toBe(409);
    await walk(id, ['henKiemTra', 'daDanhGia', 'danhSachCho', 'khongTrungTuyen']);
    hoSo = await detail(id);
    expect(hoSo.trangThai).toBe('khongTrungTuyen');
    expect(hoSo.lichKiemTra).toBe('2027-03-06T01:00:00.000Z');
    expect(hoSo.lichSu.map((h) => h.denTrangThai)).toEqual([
      'daNop',
      'dangXet',
      'henKiemTra',
      'daDanhGia',
      'danhSachCho',
      'khongTrungTuyen',
    ]);
    expect(hoSo.lichSu[1]).toMatchObject({ tuTrangThai: 'daNop', ghiChu: 'to dangXet' });
    expect(hoSo.lichSu[1]!.nguoiThucHien).toBeTruthy();
    // A final state has no way out, not even withdrawal.
    expect((await move(id, { trangThai: 'daRut', version: hoSo.version })).status).toBe(400);
  });

  it('scores against the rubric while under review and averages the reviewers', async () => {
    const { id } = (await post(application())).body.data;
    const rubric = { hocLuc: 4, kiemTraDauVao: 5, phongVan: 3, phuHopChuongTrinh: 4 };
    const early = await t.api('PUT', `/api/TuyenSinh/hoSo/${id}/danhGia`, { as: 'tuyensinh', body: { diem: rubric } });
    expect(early.status).toBe(400);
    await walk(id, ['dangXet']);
    const scored = await t.api<HoSoTuyenSinhChiTiet>('PUT', `/api/TuyenSinh/hoSo/${id}/danhGia`, {
      as: 'tuyensinh',
      body: { diem: rubric, nhanXet: 'Mạnh dạn' },
    });
    expect(scored.status).toBe(200);
    expect(scored.body.data.diemTrungBinh).toBe(4);
    expect(scored.body.data.danhGia).toMatchObject([{ tongDiem: 4, nhanXet: 'Mạnh dạn' }]);
    const bad = await t.api('PUT', `/api/TuyenSinh/hoSo/${id}/danhGia`, {
      as: 'tuyensinh',
      body: { diem: { ...rubric, phongVan: 6 } },
    });
    expect(bad.status).toBe(400);
  });

  it('lets only the office download documents, audit-logging each download', async () => {
    const { id } = (await post(application())).body.data;
    const [doc] = (await detail(id)).taiLieu;
    const url = `/api/medias/files/${doc!.tepId}/download`;
    expect((await t.api('GET', url, { as: 'tuyensinh' })).status).toBe(200);
    expect((await t.api('GET', url, { as: 'giaovien' })).status).toBe(404);
    expect((await t.api('GET', url, { as: 'nhansu' })).status).toBe(404);
    const reads = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'HoSoTuyenSinh'), eq(auditLog.action, 'read'), eq(auditLog.entityId, String(id))));
    expect(reads).toHaveLength(1);
  });

  it('prints the decision letter only once decided', async () => {
    const { id } = (await post(application())).body.data;
    expect((await t.api('GET', `/api/TuyenSinh/hoSo/${id}/thuQuyetDinh`, { as: 'tuyensinh' })).status).toBe(400);
    const hoSo = await accepted();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/TuyenSinh/hoSo/${hoSo.id}/thuQuyetDinh`,
      headers: { cookie: `Authorization=${await t.cookieFor('tuyensinh')}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('enrols an accepted application as a student with guardians and class, in one transaction', async () => {
    const hoSo = await accepted();
    const classes = await t.api<{ tenNamHoc: string; lop: { id: number; tenLop: string }[] }>(
      'GET',
      `/api/TuyenSinh/hoSo/${hoSo.id}/lopNhapHoc`,
      { as: 'tuyensinh' },
    );
    const lop = classes.body.data.lop[0]!;
    // A stale version fails at the application's last write, after the student was made: nothing is left.
    const stale = await t.api('POST', `/api/TuyenSinh/hoSo/${hoSo.id}/nhapHoc`, {
      as: 'tuyensinh',
      body: { lopQuanLyId: lop.id, maHocSinh: 'TS-ATOMIC-1', version: hoSo.version - 1 },
    });
    expect(stale.status).toBe(409);
    expect(await t.db.select().from(hocSinh).where(eq(hocSinh.maHocSinh, 'TS-ATOMIC-1'))).toHaveLength(0);
    // A taken code is refused before anything is written.
    const [taken] = await t.db.select({ ma: hocSinh.maHocSinh }).from(hocSinh).limit(1);
    const dup = await t.api('POST', `/api/TuyenSinh/hoSo/${hoSo.id}/nhapHoc`, {
      as: 'tuyensinh',
      body: { lopQuanLyId: lop.id, maHocSinh: taken!.ma, version: hoSo.version },
    });
    expect(dup.status).toBe(400);
    expect((await detail(hoSo.id)).trangThai).toBe('trungTuyen');

    const done = await t.api<HoSoTuyenSinhChiTiet>('POST', `/api/TuyenSinh/hoSo/${hoSo.id}/nhapHoc`, {
      as: 'tuyensinh',
      body: { lopQuanLyId: lop.id, version: hoSo.version },
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data.trangThai).toBe('daNhapHoc');
    const [student] = await t.db.select().from(hocSinh).where(eq(hocSinh.id, done.body.data.hocSinhId!));
    expect(student).toMatchObject({ maHocSinh: hoSo.maHoSo, ngaySinh: '2020-03-14' });
    expect(await t.db.select().from(phuHuynh).where(eq(phuHuynh.hocSinhId, student!.id))).toMatchObject([
      { hoTen: 'Trần Thị Lan', quanHe: 'Mẹ' },
    ]);
    expect(await t.db.select().from(lopQuanLyHocSinh).where(eq(lopQuanLyHocSinh.hocSinhId, student!.id))).toMatchObject(
      [{ lopQuanLyId: lop.id }],
    );
    // Enrolled once: a second enrolment is refused.
    const again = await t.api('POST', `/api/TuyenSinh/hoSo/${hoSo.id}/nhapHoc`, {
      as: 'tuyensinh',
      body: { lopQuanLyId: lop.id, version: done.body.data.version },
    });
    expect(again.status).toBe(400);
  });

  it('lists with filters and search, draws the board and the statistics, exports Excel', async () => {
    await post(application({ hoTen: 'Lê Bảo Ngọc', khoi: 6, chuongTrinh: 'quocGia' }));
    const list = await t.api<Page<HoSoTuyenSinh>>(
      'GET',
      '/api/TuyenSinh/danhSachHoSo?search=bao ngoc&khoi=6&chuongTrinh=quocGia&trangThai=daNop',
      { as: 'tuyensinh' },
    );
    expect(list.body.data.items.map((r) => r.hoTen)).toContain('Lê Bảo Ngọc');
    const board = await t.api<BangHoSo>('GET', '/api/TuyenSinh/bangHoSo', { as: 'tuyensinh' });
    expect(board.body.data.map((c) => c.trangThai)).toHaveLength(9);
    const submitted = board.body.data.find((c) => c.trangThai === 'daNop')!;
    expect(submitted.soLuong).toBeGreaterThanOrEqual(submitted.items.length);
    const stats = await t.api<ThongKeTuyenSinh>('GET', '/api/TuyenSinh/thongKe', { as: 'tuyensinh' });
    expect(stats.body.data.find((s) => s.khoi === 6 && s.chuongTrinh === 'quocGia')?.tong).toBeGreaterThan(0);
    const xlsx = await t.app.inject({
      method: 'GET',
      url: '/api/TuyenSinh/xuatExcel?khoi=6',
      headers: { cookie: `Authorization=${await t.cookieFor('tuyensinh')}` },
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});
