import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';
import { readWorkbook } from './support/test-files';

/**
 * "Excel export of what is shown" for every master-data list: same query as the list, every matching row, header
 * in the request's language, the list's own authority, and nothing a caller may not see.
 */

interface Page<T> {
  items: T[];
  totalCount: number;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function download(url: string, as: string, lang: 'vi' | 'en' = 'vi') {
  const res = await t.app.inject({
    method: 'GET',
    url,
    headers: { cookie: `Authorization=${await t.cookieFor(as)}`, 'accept-language': lang },
  });
  expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
  expect(res.headers['content-type']).toContain('spreadsheetml');
  expect(res.headers['content-disposition']).toMatch(/attachment; filename=".+-\d{4}-\d{2}-\d{2}\.xlsx"/);
  const workbook = await readWorkbook(res.rawPayload);
  const sheets = workbook.worksheets.map((sheet) => {
    const values = sheet.getSheetValues().slice(1) as unknown[][];
    const rows = values.map((row) => (row ?? []).slice(1).map((v) => (v == null ? '' : String(v))));
    return { name: sheet.name, header: rows[0] ?? [], rows: rows.slice(1) };
  });
  return { sheets, first: sheets[0]!, total: Number(res.headers['x-total-count']) };
}

const listTotal = async (url: string, as = 'admin') =>
  (await t.api<Page<unknown>>('GET', url, { as })).body.data.totalCount;

describe('structure exports (GET /api/<R>/xuatExcel)', () => {
  const resources = [
    ['HeHoc', 'Mã hệ học', 'Code'],
    ['Khoi', 'Tên khối', 'Grade level name'],
    ['KhoiHeHoc', 'Hệ học', 'Education system'],
    ['TruongHoc', 'Tên trường / cơ sở', 'School / campus name'],
    ['ToaNha', 'Tên toà nhà', 'Building name'],
    ['TangToaNha', 'Toà nhà', 'Building'],
    ['LoaiPhong', 'Tên loại phòng', 'Room type'],
    ['Phong', 'Tên phòng', 'Room name'],
    ['MonHoc', 'Mã môn', 'Code'],
    ['LopQuanLy', 'Năm học', 'Academic year'],
    ['PhongBan', 'Tên phòng ban', 'Department name'],
    ['NamHoc', 'Năm học', 'Academic year'],
  ] as const;

  it.each(resources)('%s exports every row of its list, headed in the request language', async (r, vi, en) => {
    const total = await listTotal(`/api/${r}/danhSach${r}?pageSize=-1`);
    const inVietnamese = await download(`/api/${r}/xuatExcel`, 'admin');
    expect(inVietnamese.first.header[0]).toBe(vi);
    expect(inVietnamese.first.rows.length).toBe(total);
    expect(inVietnamese.total).toBe(total);
    const inEnglish = await download(`/api/${r}/xuatExcel`, 'admin', 'en');
    expect(inEnglish.first.header[0]).toBe(en);
  });

  it('requires sign-in and follows the list authority', async () => {
    expect((await t.api('GET', '/api/HeHoc/xuatExcel')).status).toBe(401);
    expect((await t.api('GET', '/api/NamHoc/xuatExcel')).status).toBe(401);
    // Structure reads are open to every signed-in user: so is their export.
    await download('/api/MonHoc/xuatExcel', 'giaovien');
  });

  it('applies the filters, search and sort of the list, not the page', async () => {
    const rooms = (
      await t.api<Page<{ loaiPhongId: number; tenPhong: string }>>('GET', '/api/Phong/danhSachPhong?pageSize=-1', {
        as: 'admin',
      })
    ).body.data.items;
    const type = rooms[0]!.loaiPhongId;
    const filtered = await download(
      `/api/Phong/xuatExcel?loaiPhongId=${type}&pageIndex=1&pageSize=1&sort=-tenPhong`,
      'admin',
    );
    const expected = rooms.filter((r) => r.loaiPhongId === type).map((r) => r.tenPhong);
    expect(filtered.first.rows.map((r) => r[0]).sort()).toEqual([...expected].sort());
    const searched = await download('/api/MonHoc/xuatExcel?search=toan', 'admin');
    expect(searched.first.rows.length).toBe(await listTotal('/api/MonHoc/danhSachMonHoc?search=toan&pageSize=-1'));
    expect(searched.first.rows.every((r) => /toán/i.test(r.join(' ')))).toBe(true);
  });
});

describe('people exports', () => {
  it('requires sign-in and the list authority', async () => {
    for (const url of [
      '/api/HocSinh/xuatExcelChuyenTruong',
      '/api/TaiKhoan/xuatExcel',
      '/api/DanhBa/xuatExcelNhanVien',
      '/api/DanhBa/xuatExcelHocSinh',
      '/api/DiemDanh/xuatExcelThongKe',
    ]) {
      expect((await t.api('GET', url)).status, url).toBe(401);
    }
    expect((await t.api('GET', '/api/HocSinh/xuatExcelChuyenTruong', { as: 'giaovien' })).status).toBe(403);
    expect((await t.api('GET', '/api/TaiKhoan/xuatExcel', { as: 'nhansu' })).status).toBe(403);
    expect((await t.api('GET', '/api/DanhBa/xuatExcelNhanVien', { as: 'hocsinh' })).status).toBe(403);
    expect((await t.api('GET', '/api/DanhBa/xuatExcelHocSinh', { as: 'hocsinh' })).status).toBe(403);
    expect((await t.api('GET', '/api/DiemDanh/xuatExcelThongKe', { as: 'giaovien' })).status).toBe(403);
  });

  it('exports the transfer history the list shows', async () => {
    const total = await listTotal('/api/HocSinh/danhSachChuyenTruong?pageSize=-1');
    const all = await download('/api/HocSinh/xuatExcelChuyenTruong', 'admin', 'en');
    expect(all.first.header.slice(0, 4)).toEqual(['Date', 'Kind', 'Student code', 'Full name']);
    expect(all.first.rows.length).toBe(total);
    const out = await download('/api/HocSinh/xuatExcelChuyenTruong?loai=di', 'admin', 'en');
    expect(out.first.rows.length).toBe(await listTotal('/api/HocSinh/danhSachChuyenTruong?loai=di&pageSize=-1'));
    expect(out.first.rows.every((r) => r[1] === 'Transfer out')).toBe(true);
  });

  it('exports accounts without any password material', async () => {
    const locked = await download('/api/TaiKhoan/xuatExcel?loai=nhan_vien', 'admin');
    expect(locked.first.rows.length).toBe(await listTotal('/api/TaiKhoan/danhSachTaiKhoan?loai=nhan_vien&pageSize=-1'));
    expect(locked.first.header).toContain('Tên đăng nhập');
    const all = await download('/api/TaiKhoan/xuatExcel', 'admin');
    expect(all.first.rows.length).toBe(await listTotal('/api/TaiKhoan/danhSachTaiKhoan?pageSize=-1'));
    const cells = all.first.rows.flat().join('\n');
    expect(cells).not.toMatch(/\$argon2|\$2[aby]\$|scrypt/);
    expect(all.first.rows.find((r) => r[0] === 'admin')?.[4]).toContain('Admin');
  });

  it('gives a teacher only the directory fields every teacher may see', async () => {
    const students = await download('/api/DanhBa/xuatExcelHocSinh', 'giaovien', 'en');
    expect(students.first.header).toEqual(['Student code', 'Full name', 'Gender', 'Class', 'E-mail']);
    expect(students.first.rows.length).toBe(await listTotal('/api/DanhBa/danhSachHocSinh?pageSize=-1', 'giaovien'));
    // Nothing that looks like a date of birth or a phone number leaves through the directory.
    const cells = students.first.rows.flat();
    expect(cells.some((c) => /^\d{4}-\d{2}-\d{2}$|^0\d{8,10}$/.test(c))).toBe(false);
    const staff = await download('/api/DanhBa/xuatExcelNhanVien', 'giaovien', 'en');
    expect(staff.first.header).toEqual(['Staff code', 'Full name', 'Department', 'Position', 'E-mail', 'Phone']);
    const search = await download('/api/DanhBa/xuatExcelNhanVien?search=nguyen%20van%20an', 'giaovien');
    expect(search.first.rows.map((r) => r[1])).toContain('Nguyễn Văn An');
    expect(search.first.rows.length).toBe(
      await listTotal('/api/DanhBa/danhSachNhanVien?search=nguyen%20van%20an&pageSize=-1', 'giaovien'),
    );
  });

  it('exports the attendance statistics of the filters, the view on screen first', async () => {
    const stats = (
      await t.api<{ theoLop: { tenLop: string; tong: number }[]; theoNgay: unknown[]; tong: { tong: number } }>(
        'GET',
        '/api/DiemDanh/thongKeTrangThaiDiemDanh',
        { as: 'baocao' },
      )
    ).body.data;
    const byClass = await download('/api/DiemDanh/xuatExcelThongKe', 'baocao');
    expect(byClass.sheets.map((s) => s.name)).toEqual(['Theo lớp', 'Theo ngày', 'Tổng hợp']);
    expect(byClass.first.rows.map((r) => r[0])).toEqual(stats.theoLop.map((c) => c.tenLop));
    expect(byClass.sheets[1]!.rows.length).toBe(stats.theoNgay.length);
    expect(Number(byClass.sheets[2]!.rows[0]![6])).toBe(stats.tong.tong);
    const byDay = await download('/api/DiemDanh/xuatExcelThongKe?xem=ngay', 'baocao', 'en');
    expect(byDay.sheets.map((s) => s.name)).toEqual(['By day', 'By class', 'Totals']);
  });

  it('limits exports per account', async () => {
    const url = '/api/DanhBa/xuatExcelNhanVien?phongBanId=1';
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await t.api('GET', url, { as: 'gvcn', lang: 'en' })).status);
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.every((s) => s === 200)).toBe(true);
    const refused = await t.api('GET', url, { as: 'gvcn', lang: 'en' });
    expect(refused.status).toBe(429);
    expect(refused.body.errors?.[0]).toMatch(/^Too many requests\. Try again in \d+ seconds\.$/);
    // Another account has its own allowance.
    expect((await t.api('GET', url, { as: 'totruong' })).status).toBe(200);
  });
});
