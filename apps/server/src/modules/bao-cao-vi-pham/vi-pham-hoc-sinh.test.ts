import type { MaViPham, Page, ThongKeViPham, ViPhamHocSinh, ViPhamHocSinhChiTiet } from '@hpl/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { readWorkbook } from '../../../test/support/test-files';
import { auditLog } from '../../db/schema';
import { schoolToday } from '../../lib/school-date';

let t: TestApp;
let codes: MaViPham[];
let me: number;
let classmates: number[];

/** A real 1×1 PNG (evidence photos have their declared size read from the header). */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const upload = (as: string, body: Buffer, type = 'image/png', name = 'anh.png') =>
  t.api<{ id: number; mimeType: string }>('POST', '/api/BaoCaoViPham/minhChung', {
    as,
    body,
    headers: { 'content-type': type, 'x-file-name': encodeURIComponent(name) },
  });
const report = (as: string, body: Record<string, unknown>) =>
  t.api<ViPhamHocSinhChiTiet>('POST', '/api/BaoCaoViPham', { as, body });
const get = (as: string, id: number) => t.api<ViPhamHocSinhChiTiet>('GET', `/api/BaoCaoViPham/${id}`, { as });
const code = (ma: string) => codes.find((c) => c.ma === ma)!.id;

beforeAll(async () => {
  t = await createTestApp();
  codes = (await t.api<MaViPham[]>('GET', '/api/MaViPham/danhSachMaViPham?doiTuong=hoc_sinh', { as: 'giaovien' })).body
    .data;
  const own = await t.api<Page<ViPhamHocSinh>>('GET', '/api/BaoCaoViPham/danhSachViPham?pageSize=-1', {
    as: 'hocsinh',
  });
  me = own.body.data.items[0]!.hocSinh[0]!.id;
  const all = await t.api<Page<ViPhamHocSinh>>('GET', '/api/BaoCaoViPham/danhSachViPham?pageSize=-1', {
    as: 'doandoi',
  });
  classmates = [...new Set(all.body.data.items.flatMap((i) => i.hocSinh.map((s) => s.id)))].filter((id) => id !== me);
});
afterAll(async () => {
  await t?.close();
});

describe('violation codes', () => {
  it('are read by every teacher and managed by the discipline office only', async () => {
    expect(codes.length).toBeGreaterThan(10);
    expect(codes.every((c) => c.doiTuong === 'hoc_sinh')).toBe(true);
    const body = { ma: 'HS-TEST', moTa: 'Thử', moTaEn: 'Test', diem: -1, mucDo: 1, doiTuong: 'hoc_sinh' };
    expect((await t.api('POST', '/api/MaViPham', { as: 'giaovien', body })).status).toBe(403);
    const created = await t.api<MaViPham>('POST', '/api/MaViPham', { as: 'doandoi', body });
    expect(created.status).toBe(200);
    const again = await t.api('POST', '/api/MaViPham', { as: 'doandoi', body, lang: 'en' });
    expect(again.status).toBe(400);
    expect(again.body.errors).toContain('The violation code HS-TEST already exists.');
    const retired = await t.api<MaViPham>('PUT', `/api/MaViPham/${created.body.data.id}`, {
      as: 'doandoi',
      body: { ...body, dangDung: false, version: 0 },
    });
    expect(retired.body.data.dangDung).toBe(false);
    const listed = await t.api<MaViPham[]>('GET', '/api/MaViPham/danhSachMaViPham', { as: 'giaovien' });
    expect(listed.body.data.map((c) => c.ma)).not.toContain('HS-TEST');
  });
});

describe('student incidents', () => {
  it('requires sign-in and refuses what is not evidence', async () => {
    expect((await t.api('GET', '/api/BaoCaoViPham/danhSachViPham')).status).toBe(401);
    expect((await upload('giaovien', Buffer.from('<script>'), 'image/png', 'x.png')).status).toBe(400);
    expect((await upload('giaovien', Buffer.alloc(0))).status).toBe(400);
    expect((await upload('hocsinh', png)).status).toBe(403);
    const big = Buffer.concat([png, Buffer.alloc(6 * 1024 * 1024)]);
    expect([400, 413]).toContain((await upload('giaovien', big)).status);
  });

  it('walks reported → verified → confirmed with a measure of the circular; the student sees only themself', async () => {
    const photo = await upload('giaovien', png);
    expect(photo.status).toBe(200);
    expect(photo.body.data.mimeType).toBe('image/png');
    const bad = await report('giaovien', {
      hocSinhIds: [me],
      ngay: '2099-01-01',
      maViPhamIds: [code('HS-DT')],
      moTa: 'x',
    });
    expect(bad.status).toBe(400);
    const created = await report('giaovien', {
      hocSinhIds: [me, classmates[0]],
      ngay: '2026-11-20',
      tiet: 2,
      diaDiem: 'Phòng 10A1',
      maViPhamIds: [code('HS-DT')],
      moTa: 'Hai em dùng điện thoại trong giờ.',
      minhChungIds: [photo.body.data.id],
    });
    expect(created.status).toBe(200);
    const id = created.body.data.id;
    expect(created.body.data).toMatchObject({ trangThai: 'da_bao_cao', tongDiem: -5, soHocSinhAn: 0 });
    expect(created.body.data.minhChung).toHaveLength(1);
    // The same file cannot be attached twice, nor someone else's.
    expect(
      (
        await report('gvcn', {
          hocSinhIds: [me],
          ngay: '2026-11-20',
          maViPhamIds: [code('HS-DT')],
          moTa: 'x',
          minhChungIds: [photo.body.data.id],
        })
      ).status,
    ).toBe(400);

    // Visible to the reporter, the homeroom teacher, the office and the students; 404 for another teacher.
    for (const [as, status] of [
      ['giaovien', 200],
      ['gvcn', 200],
      ['doandoi', 200],
      ['hocsinh', 200],
      ['totruong', 404],
      ['thanhtra', 403],
    ] as const) {
      expect((await get(as, id)).status, as).toBe(status);
    }
    const seen = await get('hocsinh', id);
    expect(seen.body.data.hocSinh.map((s) => s.id)).toEqual([me]);
    expect(seen.body.data.soHocSinhAn).toBe(1);
    expect(JSON.stringify(seen.body.data)).not.toContain(created.body.data.hocSinh.find((s) => s.id !== me)!.hoTen);

    const file = `/api/medias/files/${photo.body.data.id}/download`;
    expect((await t.api('GET', file, { as: 'hocsinh' })).status).toBe(200);
    expect((await t.api('GET', file, { as: 'doandoi' })).status).toBe(200);
    expect((await t.api('GET', file, { as: 'totruong' })).status).toBe(404);

    // The student is heard before the decision.
    const heard = await t.api<ViPhamHocSinhChiTiet>('POST', `/api/BaoCaoViPham/${id}/tuTrinh`, {
      as: 'hocsinh',
      body: { hocSinhId: me, noiDung: 'Em xin lỗi cô.' },
    });
    expect(heard.status).toBe(200);
    expect(heard.body.data.tuTrinh).toEqual([expect.objectContaining({ hocSinhId: me, noiDung: 'Em xin lỗi cô.' })]);
    expect(
      (
        await t.api('POST', `/api/BaoCaoViPham/${id}/tuTrinh`, {
          as: 'hocsinh',
          body: { hocSinhId: classmates[0], noiDung: 'Không phải em' },
        })
      ).status,
    ).toBe(400);

    expect(
      (await t.api('POST', `/api/BaoCaoViPham/${id}/xacMinh`, { as: 'giaovien', body: { version: 0 } })).status,
    ).toBe(403);
    const early = await t.api('POST', `/api/BaoCaoViPham/${id}/xacNhan`, {
      as: 'doandoi',
      body: { version: 0, bienPhap: 'phe_binh' },
    });
    expect(early.status).toBe(400);
    const verified = await t.api<ViPhamHocSinhChiTiet>('POST', `/api/BaoCaoViPham/${id}/xacMinh`, {
      as: 'doandoi',
      body: { version: 0 },
    });
    expect(verified.body.data.trangThai).toBe('da_xac_minh');
    // HS-DT (a phone in class) harms the class (level 2): up to criticism, not the self-review of level 3.
    expect(verified.body.data).toMatchObject({ mucDo: 2, bienPhapDeXuat: 'phe_binh' });
    expect(verified.body.data.bienPhapChoPhep).toEqual(['nhac_nho', 'phe_binh']);
    expect(
      (await t.api('POST', `/api/BaoCaoViPham/${id}/xacMinh`, { as: 'doandoi', body: { version: 0 } })).status,
    ).toBe(409);
    for (const bienPhap of ['dinh_chi_hoc', 'buoc_thoi_hoc', 'yeu_cau_xin_loi', 'tu_kiem_diem']) {
      const refused = await t.api('POST', `/api/BaoCaoViPham/${id}/xacNhan`, {
        as: 'doandoi',
        body: { version: 1, bienPhap },
        lang: 'en',
      });
      expect(refused.status, bienPhap).toBe(400);
      expect(refused.body.errors?.[0]).toContain('Circular 19/2025');
    }
    const confirmed = await t.api<ViPhamHocSinhChiTiet>('POST', `/api/BaoCaoViPham/${id}/xacNhan`, {
      as: 'doandoi',
      body: { version: 1, bienPhap: 'phe_binh', ghiChu: 'Phê bình trước lớp.' },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toMatchObject({ trangThai: 'da_xac_nhan', bienPhap: 'phe_binh' });
    expect(
      (await t.api('POST', `/api/BaoCaoViPham/${id}/boQua`, { as: 'doandoi', body: { version: 2, lyDo: 'x' } })).status,
    ).toBe(400);

    // The student appeals once; the office decides and the decision is kept.
    expect(confirmed.body.data.quyen.khieuNai).toBe(false);
    expect((await get('hocsinh', id)).body.data.quyen.khieuNai).toBe(true);
    const appealed = await t.api<ViPhamHocSinhChiTiet>('POST', `/api/BaoCaoViPham/${id}/khieuNai`, {
      as: 'hocsinh',
      body: { noiDung: 'Em chỉ xem giờ, không dùng điện thoại.' },
    });
    expect(appealed.status).toBe(200);
    expect(appealed.body.data.quyen.khieuNai).toBe(false);
    const again = { as: 'hocsinh', body: { noiDung: 'Lần hai' } };
    expect((await t.api('POST', `/api/BaoCaoViPham/${id}/khieuNai`, again)).status).toBe(400);
    expect((await t.api('POST', `/api/BaoCaoViPham/${id}/khieuNai`, { ...again, as: 'giaovien' })).status).toBe(404);
    const answer = { hocSinhId: me, ketQua: 'giu_nguyen', traLoi: 'Giáo viên đã thấy em dùng điện thoại.' };
    expect((await t.api('POST', `/api/BaoCaoViPham/${id}/xuLyKhieuNai`, { as: 'giaovien', body: answer })).status).toBe(
      403,
    );
    const decided = await t.api<ViPhamHocSinhChiTiet>('POST', `/api/BaoCaoViPham/${id}/xuLyKhieuNai`, {
      as: 'doandoi',
      body: answer,
    });
    expect(decided.body.data.khieuNai).toEqual([expect.objectContaining({ hocSinhId: me, ketQua: 'giu_nguyen' })]);
    expect(decided.body.data.quyen.xuLyKhieuNai).toBe(false);
    expect((await t.api('POST', `/api/BaoCaoViPham/${id}/xuLyKhieuNai`, { as: 'doandoi', body: answer })).status).toBe(
      400,
    );

    const told = await t.api<{ items: { loai: string; duongDan: string | null }[] }>(
      'GET',
      '/api/ThongBao/danhSachThongBao?pageSize=50',
      { as: 'hocsinh' },
    );
    expect(told.body.data.items.some((n) => n.duongDan === `/baoCaoViPhamHocSinh/${id}`)).toBe(true);
  });

  it('answers 404 for another student’s incident and leaves it out of their list; filters the office list', async () => {
    const theirs = await report('giaovien', {
      hocSinhIds: [classmates[1] ?? classmates[0]],
      ngay: '2026-11-19',
      maViPhamIds: [code('HS-DM')],
      moTa: 'Đi muộn.',
    });
    const id = theirs.body.data.id;
    expect((await get('hocsinh', id)).status).toBe(404);
    const selfReview = { as: 'hocsinh', body: { noiDung: 'Em xin hứa không tái phạm.' } };
    expect((await t.api('POST', `/api/BaoCaoViPham/${id}/tuKiemDiem`, selfReview)).status).toBe(404);
    for (const path of ['xacMinh', 'tuTrinh']) {
      const res = await t.api('POST', `/api/BaoCaoViPham/${id}/${path}`, {
        as: path === 'tuTrinh' ? 'hocsinh' : 'doandoi',
        body: path === 'tuTrinh' ? { hocSinhId: me, noiDung: 'x' } : { version: 5 },
      });
      expect(res.status).toBe(path === 'tuTrinh' ? 404 : 409);
    }
    expect(
      (await t.api('POST', `/api/BaoCaoViPham/${id}/khieuNai`, { as: 'hocsinh', body: { noiDung: 'x' } })).status,
    ).toBe(404);
    for (const path of ['xacMinh', 'xacNhan', 'boQua', 'xuLyKhieuNai']) {
      expect(
        (
          await t.api('POST', `/api/BaoCaoViPham/${id}/${path}`, {
            as: 'totruong',
            body: { version: 0, lyDo: 'x', hocSinhId: me, ketQua: 'chap_nhan', traLoi: 'x' },
          })
        ).status,
      ).toBe(403);
    }
    const own = await t.api<Page<ViPhamHocSinh>>('GET', '/api/BaoCaoViPham/danhSachViPham?pageSize=-1', {
      as: 'hocsinh',
    });
    expect(own.body.data.items.map((i) => i.id)).not.toContain(id);
    const filtered = await t.api<Page<ViPhamHocSinh>>(
      'GET',
      `/api/BaoCaoViPham/danhSachViPham?trangThai=da_bao_cao&maViPhamId=${code('HS-DM')}&tuNgay=2026-11-19&denNgay=2026-11-19`,
      { as: 'doandoi' },
    );
    expect(filtered.body.data.items.map((i) => i.id)).toEqual([id]);
    const bulk = await t.api<{ daXacMinh: number }>('POST', '/api/BaoCaoViPham/xacMinhNhieu', {
      as: 'doandoi',
      body: { ids: [id, id] },
    });
    expect(bulk.body.data.daXacMinh).toBe(1);
    const mine = await t.api<Page<ViPhamHocSinh>>('GET', '/api/BaoCaoViPham/danhSachViPham?cuaToi=true', {
      as: 'totruong',
    });
    expect(mine.body.data.totalCount).toBe(0);
  });

  it('takes the self-review from the student, then the guardian’s confirmation from the homeroom teacher', async () => {
    const created = await report('giaovien', {
      hocSinhIds: [me, classmates[0]],
      ngay: '2026-11-21',
      maViPhamIds: [code('HS-DN')],
      moTa: 'Xô xát ở sân trường.',
    });
    const id = created.body.data.id;
    const post = (as: string, path: string, body: unknown) =>
      t.api<ViPhamHocSinhChiTiet>('POST', `/api/BaoCaoViPham/${id}/${path}`, { as, body });
    const write = (as: string, noiDung = 'Em nhận lỗi và hứa không tái phạm.') => post(as, 'tuKiemDiem', { noiDung });
    const guardian = { hocSinhId: me, hoTen: 'Nguyễn Văn Bình (bố)', ngay: schoolToday(), ghiChu: 'Gia đình cam kết.' };
    // Nothing to write before the incident is confirmed with a self-review.
    expect((await write('hocsinh')).status).toBe(400);
    await post('doandoi', 'xacMinh', { version: 0 });
    const confirmed = await post('doandoi', 'xacNhan', { version: 1, bienPhap: 'tu_kiem_diem' });
    expect(confirmed.body.data.tuKiemDiem.map((r) => r.trangThai)).toEqual(['cho_hoc_sinh', 'cho_hoc_sinh']);

    const mine = await get('hocsinh', id);
    expect(mine.body.data.tuKiemDiem).toEqual([expect.objectContaining({ hocSinhId: me, trangThai: 'cho_hoc_sinh' })]);
    expect(mine.body.data.quyen).toMatchObject({ vietTuKiemDiem: true, xacNhanPhuHuynh: [] });
    expect((await post('gvcn', 'tuKiemDiem/phuHuynh', guardian)).status).toBe(400);
    for (const as of ['giaovien', 'gvcn', 'doandoi']) expect((await write(as)).status, as).toBe(404);
    expect((await write('hocsinh', ' ')).status).toBe(400);

    const written = await write('hocsinh');
    expect(written.status).toBe(200);
    expect(written.body.data.tuKiemDiem[0]).toMatchObject({ trangThai: 'cho_phu_huynh', phuHuynh: null });
    expect(written.body.data.quyen.vietTuKiemDiem).toBe(false);
    expect((await write('hocsinh', 'Lần hai')).status).toBe(400);

    // The guardian's confirmation: the homeroom teacher or the office; the reporter, another teacher, the student: 404.
    expect((await get('gvcn', id)).body.data.quyen.xacNhanPhuHuynh).toEqual([me]);
    expect((await get('giaovien', id)).body.data.quyen.xacNhanPhuHuynh).toEqual([]);
    for (const as of ['hocsinh', 'giaovien', 'totruong']) {
      expect((await post(as, 'tuKiemDiem/phuHuynh', guardian)).status, as).toBe(404);
    }
    expect((await post('gvcn', 'tuKiemDiem/phuHuynh', { ...guardian, ngay: '2099-01-01' })).status).toBe(400);
    expect((await post('gvcn', 'tuKiemDiem/phuHuynh', { ...guardian, hocSinhId: 999_999 })).status).toBe(404);
    const done = await post('gvcn', 'tuKiemDiem/phuHuynh', guardian);
    expect(done.status).toBe(200);
    expect(done.body.data.tuKiemDiem.find((r) => r.hocSinhId === me)).toMatchObject({
      trangThai: 'hoan_thanh',
      noiDung: 'Em nhận lỗi và hứa không tái phạm.',
      phuHuynh: { hoTen: 'Nguyễn Văn Bình (bố)', ngay: schoolToday(), ghiChu: 'Gia đình cam kết.' },
    });
    expect((await post('doandoi', 'tuKiemDiem/phuHuynh', guardian)).status).toBe(400);

    // The office follows each student's state; the student still sees only their own.
    const office = await t.api<Page<ViPhamHocSinh>>('GET', '/api/BaoCaoViPham/danhSachViPham?pageSize=-1', {
      as: 'doandoi',
    });
    const row = office.body.data.items.find((i) => i.id === id)!;
    expect(Object.fromEntries(row.hocSinh.map((s) => [s.id, s.tuKiemDiem]))).toEqual({
      [me]: 'hoan_thanh',
      [classmates[0]!]: 'cho_hoc_sinh',
    });
    const seen = await get('hocsinh', id);
    expect(seen.body.data.tuKiemDiem.map((r) => r.hocSinhId)).toEqual([me]);
    const audited = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'ViPhamHocSinh'), eq(auditLog.entityId, String(id))));
    expect(audited.map((a) => a.action)).toEqual(expect.arrayContaining(['selfReview', 'guardianConfirm']));
  });

  it('counts incidents per week, class and code for the office only; dismissed ones do not count', async () => {
    expect((await t.api('GET', '/api/BaoCaoViPham/thongKe', { as: 'giaovien' })).status).toBe(403);
    const stats = await t.api<ThongKeViPham>('GET', '/api/BaoCaoViPham/thongKe?tuNgay=2026-09-01&denNgay=2026-11-30', {
      as: 'doandoi',
    });
    expect(stats.status).toBe(200);
    const all = await t.api<Page<ViPhamHocSinh>>('GET', '/api/BaoCaoViPham/danhSachViPham?pageSize=-1', {
      as: 'doandoi',
    });
    const counted = all.body.data.items.filter((i) => i.trangThai !== 'bo_qua' && i.ngay >= '2026-09-01').length;
    expect(stats.body.data.theoTuan.reduce((n, w) => n + w.soLuong, 0)).toBe(counted);
    expect(stats.body.data.theoMa.find((c) => c.ma === 'HS-MTT')).toBeUndefined();
    expect(stats.body.data.theoLop.length).toBeGreaterThan(0);
    expect((await t.api('GET', '/api/BaoCaoViPham/xuatExcel', { as: 'giaovien' })).status).toBe(403);
    const xlsx = await t.api('GET', '/api/BaoCaoViPham/xuatExcel?trangThai=da_xac_nhan', { as: 'doandoi' });
    expect(xlsx.status).toBe(200);
    expect(String(xlsx.headers['content-type'])).toContain('spreadsheetml');
    // The self-reviews asked by the measure stand in the export, per student.
    const file = await t.app.inject({
      method: 'GET',
      url: '/api/BaoCaoViPham/xuatExcel?trangThai=da_xac_nhan',
      headers: { cookie: `Authorization=${await t.cookieFor('doandoi')}`, 'accept-language': 'vi' },
    });
    const workbook = await readWorkbook(file.rawPayload);
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).map(String);
    const column = header.indexOf('Tự kiểm điểm');
    expect(column).toBeGreaterThan(0);
    const cells: string[] = [];
    sheet.eachRow((row, n) => {
      if (n > 1) cells.push(String(row.getCell(column).value ?? ''));
    });
    expect(cells.some((c) => /: (Chờ học sinh viết|Chờ phụ huynh xác nhận|Đã hoàn thành)/.test(c))).toBe(true);
  });
});
