import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { buildWorkbook, multipartBody, studentHeader, studentRows } from '../../../test/support/test-files';
import { auditLog } from '../../db/schema';

interface Page<T> {
  items: T[];
  totalCount: number;
}
type Student = {
  id: number;
  maHocSinh: string;
  hoTen: string;
  lopQuanLyId: number | null;
  tenLop: string | null;
  version: number;
  trangThai: string;
};
type Klass = { id: number; tenLop: string; siSo: number; namHocId: number };

let t: TestApp;
let classes: Klass[];
beforeAll(async () => {
  t = await createTestApp();
  classes = (await t.api<Page<Klass>>('GET', '/api/LopQuanLy/danhSachLopQuanLy?pageSize=-1', { as: 'admin' })).body.data
    .items;
});
afterAll(async () => {
  await t?.close();
});

const upload = (url: string, name: string, type: string, data: Buffer, lang: 'vi' | 'en' = 'vi') => {
  const { body, headers } = multipartBody([{ name, type, data }]);
  return t.api<Record<string, unknown>>('POST', url, { as: 'admin', body, headers, lang });
};
const classNamed = (name: string) => classes.find((c) => c.tenLop === name)!;

describe('HocSinh API', () => {
  it('requires sign-in and Admin', async () => {
    expect((await t.api('GET', '/api/HocSinh/danhSachHocSinh')).status).toBe(401);
    expect((await t.api('GET', '/api/HocSinh/danhSachHocSinh', { as: 'giaovien' })).status).toBe(403);
    expect((await t.api('GET', '/api/HocSinh/1/hoSo', { as: 'gvcn' })).status).toBe(403);
    expect((await t.api('POST', '/api/HocSinh/chuyenLop', { as: 'giaovien', body: {} })).status).toBe(403);
  });

  it('lists with year, class, status filters and accent-insensitive search', async () => {
    const cls = classNamed('10A1');
    const inClass = await t.api<Page<Student>>(
      'GET',
      `/api/HocSinh/danhSachHocSinh?lopQuanLyId=${cls.id}&pageSize=-1`,
      { as: 'admin' },
    );
    expect(inClass.body.data.totalCount).toBe(cls.siSo);
    expect(inClass.body.data.items.length).toBeGreaterThan(0);
    expect(inClass.body.data.items.every((s) => s.tenLop === '10A1')).toBe(true);
    const one = inClass.body.data.items[0]!;
    const plain = one.hoTen
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/đ/g, 'd')
      .replace(/Đ/g, 'D')
      .toLowerCase();
    const found = await t.api<Page<Student>>(
      'GET',
      `/api/HocSinh/danhSachHocSinh?search=${encodeURIComponent(plain)}`,
      { as: 'admin' },
    );
    expect(found.body.data.items.map((s) => s.id)).toContain(one.id);
    const moved = await t.api<Page<Student>>('GET', '/api/HocSinh/danhSachHocSinh?trangThai=chuyen_truong', {
      as: 'admin',
    });
    expect(moved.body.data.totalCount).toBe(0);
  });

  it('creates, edits (version), reads the profile with audited health notes, and soft-deletes a student', async () => {
    const cls = classNamed('10A1');
    const created = await t.api<Student>('POST', '/api/HocSinh', {
      as: 'admin',
      body: {
        maHocSinh: 'HSNEW1',
        hoTen: 'Phạm Thị Mới',
        gioiTinh: 'nu',
        ngaySinh: '2011-03-04',
        ghiChuSucKhoe: 'Dị ứng phấn hoa',
        phuHuynh: [{ quanHe: 'mẹ', hoTen: 'Phạm Thị Mẹ', dienThoai: '0901111222' }],
        lopQuanLyId: cls.id,
        ngayNhapHoc: '2026-09-05',
      },
    });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ maHocSinh: 'HSNEW1', tenLop: '10A1', trangThai: 'dang_hoc' });
    const id = created.body.data.id;
    expect(
      (await t.api('POST', '/api/HocSinh', { as: 'admin', body: { maHocSinh: 'hsnew1', hoTen: 'X' } })).body.errors,
    ).toEqual(['Mã học sinh "hsnew1" đã tồn tại.']);
    const edited = await t.api<Student>('PUT', `/api/HocSinh/${id}`, {
      as: 'admin',
      body: { maHocSinh: 'HSNEW1', hoTen: 'Phạm Thị Mới Sửa', version: created.body.data.version },
    });
    expect(edited.body.data.hoTen).toBe('Phạm Thị Mới Sửa');
    const stale = await t.api('PUT', `/api/HocSinh/${id}`, {
      as: 'admin',
      body: { maHocSinh: 'HSNEW1', hoTen: 'Y', version: 0 },
    });
    expect(stale.status).toBe(409);

    const profile = await t.api<{
      hocSinh: { ghiChuSucKhoe: string };
      phuHuynh: unknown[];
      lichSuLop: { tenLop: string }[];
    }>('GET', `/api/HocSinh/${id}/hoSo`, { as: 'admin' });
    expect(profile.body.data.hocSinh.ghiChuSucKhoe).toBe('Dị ứng phấn hoa');
    expect(profile.body.data.phuHuynh).toHaveLength(1);
    expect(profile.body.data.lichSuLop.map((l) => l.tenLop)).toEqual(['10A1']);
    const reads = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entity, 'HocSinh.SucKhoe'), eq(auditLog.entityId, String(id)), eq(auditLog.action, 'read')),
      );
    expect(reads).toHaveLength(1);

    expect((await t.api('DELETE', `/api/HocSinh/${id}`, { as: 'admin' })).status).toBe(200);
    expect((await t.api('GET', `/api/HocSinh/${id}`, { as: 'admin' })).status).toBe(404);
    expect((await t.api('GET', '/api/HocSinh/999999/hoSo', { as: 'admin' })).status).toBe(404);
  });

  it('answers bad input with readable 400s', async () => {
    const res = await t.api('POST', '/api/HocSinh', {
      as: 'admin',
      body: { maHocSinh: 'a b', hoTen: '', email: 'nope', gioiTinh: 'x' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        'Mã học sinh (chữ, số, . _ -) không hợp lệ.',
        'Họ tên không được để trống.',
        'Email không hợp lệ.',
        'Giới tính (Nam/Nữ) không hợp lệ.',
      ]),
    );
  });

  it('moves a student to another class in one transaction, keeping the history', async () => {
    const from = classNamed('10A1');
    const to = classNamed('10C1');
    const students = (
      await t.api<Page<Student>>('GET', `/api/HocSinh/danhSachHocSinh?lopQuanLyId=${from.id}&pageSize=-1`, {
        as: 'admin',
      })
    ).body.data.items;
    const student = students[0]!;
    const move = {
      hocSinhIds: [student.id],
      lopQuanLyDenId: to.id,
      ngay: '2026-11-02',
      lyDo: 'Theo nguyện vọng phụ huynh',
    };
    const res = await t.api('POST', '/api/HocSinh/chuyenLop', { as: 'admin', body: move });
    expect(res.status).toBe(200);
    expect((await t.api<Student>('GET', `/api/HocSinh/${student.id}`, { as: 'admin' })).body.data.tenLop).toBe('10C1');
    const profile = await t.api<{
      lichSuLop: { tenLop: string; tuNgay: string; denNgay: string | null; lyDo: string }[];
    }>('GET', `/api/HocSinh/${student.id}/hoSo`, { as: 'admin' });
    const [now, before] = profile.body.data.lichSuLop;
    expect(now).toMatchObject({ tenLop: '10C1', tuNgay: '2026-11-02', denNgay: null });
    expect(before).toMatchObject({ tenLop: '10A1', denNgay: '2026-11-01', lyDo: 'Theo nguyện vọng phụ huynh' });
    const again = await t.api('POST', '/api/HocSinh/chuyenLop', { as: 'admin', body: move });
    expect(again.body.errors?.[0]).toContain('đang ở lớp "10C1" rồi');
  });

  it('transfers a student out and back in; history is never deleted', async () => {
    const cls = classNamed('11A1');
    const [student] = (
      await t.api<Page<Student>>('GET', `/api/HocSinh/danhSachHocSinh?lopQuanLyId=${cls.id}`, { as: 'admin' })
    ).body.data.items;
    const out = await t.api<{ id: number }>('POST', '/api/HocSinh/chuyenTruong', {
      as: 'admin',
      body: {
        hocSinhId: student!.id,
        loai: 'di',
        ngay: '2026-12-01',
        lyDo: 'Gia đình chuyển nơi ở',
        truongKhac: 'THPT Lê Quý Đôn',
      },
    });
    expect(out.status).toBe(200);
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF');
    const doc = await upload(
      `/api/HocSinh/chuyenTruong/${out.body.data.id}/taiLieu`,
      'giay-chuyen-truong.pdf',
      'application/pdf',
      pdf,
    );
    expect(doc.status).toBe(200);
    const exe = await upload(
      `/api/HocSinh/chuyenTruong/${out.body.data.id}/taiLieu`,
      'virus.pdf',
      'application/pdf',
      Buffer.from('MZ\x90\x00'),
    );
    expect(exe.status).toBe(400);
    const after = (await t.api<Student>('GET', `/api/HocSinh/${student!.id}`, { as: 'admin' })).body.data;
    expect(after.trangThai).toBe('chuyen_truong');
    const twice = await t.api('POST', '/api/HocSinh/chuyenTruong', {
      as: 'admin',
      body: { hocSinhId: student!.id, loai: 'di', ngay: '2026-12-02', lyDo: 'x', truongKhac: 'THPT Chu Văn An' },
    });
    expect(twice.status).toBe(400);
    const back = await t.api('POST', '/api/HocSinh/chuyenTruong', {
      as: 'admin',
      body: { hocSinhId: student!.id, loai: 'den', ngay: '2027-01-04', lyDo: 'Quay lại', lopQuanLyId: cls.id },
    });
    expect(back.status).toBe(200);
    const profile = await t.api<{ chuyenTruong: { loai: string; taiLieu: unknown[] }[]; lichSuLop: unknown[] }>(
      'GET',
      `/api/HocSinh/${student!.id}/hoSo`,
      {
        as: 'admin',
      },
    );
    expect(profile.body.data.chuyenTruong.map((c) => c.loai)).toEqual(['den', 'di']);
    expect(profile.body.data.chuyenTruong[1]!.taiLieu).toHaveLength(1);
    expect(profile.body.data.lichSuLop.length).toBeGreaterThanOrEqual(3);
    const list = await t.api<Page<unknown>>('GET', '/api/HocSinh/danhSachChuyenTruong?loai=di', { as: 'admin' });
    expect(list.body.data.totalCount).toBe(1);
  });

  it('accepts raster avatars and refuses SVG', async () => {
    const [student] = (await t.api<Page<Student>>('GET', '/api/HocSinh/danhSachHocSinh?pageSize=1', { as: 'admin' }))
      .body.data.items;
    const png = Buffer.from(
      '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000970485973000003e8000003e801b57b526b0000000d49444154089963f8ffffff7f0009fb03fd08d1e81e0000000049454e44ae426082',
      'hex',
    );
    const ok = await upload(`/api/HocSinh/${student!.id}/anhDaiDien`, 'a.png', 'image/png', png);
    expect(ok.status).toBe(200);
    const svg = await upload(
      `/api/HocSinh/${student!.id}/anhDaiDien`,
      'a.png',
      'image/png',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    );
    expect(svg.status).toBe(400);
    expect(svg.body.errors?.[0]).toContain('không nhận SVG');
    const big = await upload(
      `/api/HocSinh/${student!.id}/anhDaiDien`,
      'big.png',
      'image/png',
      Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]),
    );
    expect(big.status).toBe(413);
  });
});

describe('HocSinh Excel import and export', () => {
  it('imports a valid file of 1,500 students in two steps, all or nothing', async () => {
    const file = await buildWorkbook(studentHeader, studentRows(1500, 'IMP', '12C1'));
    const preview = await upload('/api/HocSinh/nhapExcel/xemTruoc', 'hoc-sinh.xlsx', 'application/octet-stream', file);
    expect(preview.status).toBe(200);
    expect(preview.body.data).toMatchObject({ hopLe: true, tongSoDong: 1500, loi: [] });
    expect((preview.body.data.dong as unknown[]).length).toBe(200);
    const jobId = preview.body.data.jobId as string;
    const commit = await t.api<{ trangThai: string; soDongDaNhap: number }>(
      'POST',
      `/api/HocSinh/nhapExcel/${jobId}/xacNhan`,
      { as: 'admin' },
    );
    expect(commit.status).toBe(200);
    expect(commit.body.data).toMatchObject({ trangThai: 'hoan_thanh', soDongDaNhap: 1500 });
    const again = await t.api('POST', `/api/HocSinh/nhapExcel/${jobId}/xacNhan`, { as: 'admin' });
    expect(again.status).toBe(400);
    const cls = await t.api<Page<Student>>('GET', `/api/HocSinh/danhSachHocSinh?search=IMP0&pageSize=1`, {
      as: 'admin',
    });
    expect(cls.body.data.totalCount).toBe(1500);
    expect((await t.api('GET', `/api/HocSinh/nhapExcel/${jobId}`, { as: 'giaovien' })).status).toBe(403);
  }, 60_000);

  it('refuses a file with 3 bad rows whole, listing the 3 rows', async () => {
    const rows = [...studentRows(50, 'BAD')];
    rows[4]![0] = 'BAD00001'; // duplicate code inside the file (row 6)
    rows[19]![3] = '31/02/2012'; // impossible date (row 21)
    rows[29]![7] = '99Z9'; // unknown class (row 31)
    const file = await buildWorkbook(studentHeader, rows);
    const preview = await upload('/api/HocSinh/nhapExcel/xemTruoc', 'loi.xlsx', 'application/octet-stream', file, 'en');
    expect(preview.body.data.hopLe).toBe(false);
    const errors = preview.body.data.loi as { dong: number; tenCot: string; thongBao: string }[];
    expect(errors.map((e) => e.dong)).toEqual([6, 21, 31]);
    expect(errors[1]).toMatchObject({ tenCot: 'Date of birth', thongBao: 'The date of birth is not valid.' });
    expect(errors[2]!.thongBao).toBe('There is no class "99Z9" in the chosen academic year.');
    const commit = await t.api('POST', `/api/HocSinh/nhapExcel/${preview.body.data.jobId}/xacNhan`, { as: 'admin' });
    expect(commit.status).toBe(400);
    const none = await t.api<Page<Student>>('GET', '/api/HocSinh/danhSachHocSinh?search=BAD0', { as: 'admin' });
    expect(none.body.data.totalCount).toBe(0);
  });

  it('gives clear errors for a file that is not a spreadsheet, an empty sheet, a wrong header, and 100,000 rows', async () => {
    const notXlsx = await upload(
      '/api/HocSinh/nhapExcel/xemTruoc',
      'photo.xlsx',
      'application/octet-stream',
      Buffer.from('GIF89a not a workbook'),
    );
    expect(notXlsx.status).toBe(400);
    expect(notXlsx.body.errors?.[0]).toContain('không phải bảng tính Excel');
    const fakeZip = await upload(
      '/api/HocSinh/nhapExcel/xemTruoc',
      'a.xlsx',
      'application/octet-stream',
      Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(100)]),
    );
    expect(fakeZip.status).toBe(400);
    const empty = await upload(
      '/api/HocSinh/nhapExcel/xemTruoc',
      'empty.xlsx',
      'application/octet-stream',
      await buildWorkbook(studentHeader, []),
    );
    expect(empty.body.errors?.[0]).toContain('không có dòng dữ liệu');
    const header = await upload(
      '/api/HocSinh/nhapExcel/xemTruoc',
      'h.xlsx',
      'application/octet-stream',
      await buildWorkbook(['Tên', 'Mã'], studentRows(2)),
    );
    expect(header.body.errors?.[0]).toContain('cột A phải là "Mã học sinh"');
    function* many() {
      for (let i = 0; i < 100_000; i++) yield [`X${i}`, 'A'];
    }
    const huge = await buildWorkbook(studentHeader, many());
    const before = process.memoryUsage().rss;
    const tooMany = await upload('/api/HocSinh/nhapExcel/xemTruoc', 'huge.xlsx', 'application/octet-stream', huge);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors?.[0]).toBe('Bảng tính có hơn 10.000 dòng dữ liệu. Hãy chia thành nhiều tệp nhỏ hơn.');
    expect(process.memoryUsage().rss - before).toBeLessThan(300 * 1024 * 1024);
    const noFile = await t.api('POST', '/api/HocSinh/nhapExcel/xemTruoc', { as: 'admin', body: {} });
    expect(noFile.status).toBe(400);
  }, 60_000);

  it('exports what the list shows as .xlsx', async () => {
    const cls = classNamed('10A1');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/HocSinh/xuatExcel?lopQuanLyId=${cls.id}`,
      headers: { cookie: `Authorization=${await t.cookieFor('admin')}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const { readSheet } = await import('../../lib/spreadsheet');
    const sheet = await readSheet(res.rawPayload, 'x.xlsx', { maxRows: 100 });
    expect(sheet.header[0]).toBe('Mã học sinh');
    expect(sheet.rows.length).toBe(Number(res.headers['x-total-count']));
  });
});
