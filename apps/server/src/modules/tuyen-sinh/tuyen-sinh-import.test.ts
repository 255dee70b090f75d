import { type HoSoTuyenSinh, type NhapHoSoResult, type Page, TUYEN_SINH_IMPORT_COLUMNS } from '@hpl/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { buildWorkbook, multipartBody } from '../../../test/support/test-files';

/** The office's spreadsheet of applications: checked first, every problem by row, then all or nothing. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const HEADER: string[] = TUYEN_SINH_IMPORT_COLUMNS.map((c) => c.vi);
type Cells = (string | number | null)[];
const row = (hoTen: string, overrides: Partial<Record<number, string | number | null>> = {}): Cells => {
  const cells: Cells = [
    hoTen,
    '14/03/2020',
    'Nữ',
    'Cambridge',
    1,
    'Trường Mầm non Hoa Sen',
    '12 Lê Lợi',
    'Trần Thị Lan',
    'Mẹ',
    '0901234567',
    'lan@example.vn',
    null,
  ];
  for (const [i, v] of Object.entries(overrides)) cells[Number(i)] = v ?? null;
  return cells;
};

async function send(rows: Cells[], dry: boolean, as = 'tuyensinh', header = HEADER) {
  const file = await buildWorkbook(header, rows);
  const { body, headers } = multipartBody([{ name: 'ho-so.xlsx', type: 'application/octet-stream', data: file }]);
  return t.api<NhapHoSoResult>('POST', `/api/TuyenSinh/nhapExcel?thuNghiem=${dry}`, { as, body, headers, lang: 'en' });
}
const listed = async (search: string) =>
  (
    await t.api<Page<HoSoTuyenSinh>>(
      'GET',
      `/api/TuyenSinh/danhSachHoSo?pageSize=-1&search=${encodeURIComponent(search)}`,
      {
        as: 'tuyensinh',
      },
    )
  ).body.data.items;

describe('importing applications from a spreadsheet (POST /api/TuyenSinh/nhapExcel)', () => {
  it('lists every problem by row and column and writes nothing, even when asked to write', async () => {
    const res = await send(
      [
        row('Lê Văn Lỗi Một', { 1: '31/02/2020' }),
        row('Lê Văn Lỗi Hai', { 3: 'Montessori', 4: 14 }),
        row('Lê Văn Lỗi Ba', { 7: null, 10: 'not-an-email' }),
        row('Lê Văn Đúng'),
        row('LÊ VĂN ĐÚNG'),
      ],
      false,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.daLuu).toBe(false);
    expect(res.body.data.soDong).toBe(5);
    const problems = res.body.data.loi.map((p) => [p.dong, p.cot]);
    expect(problems).toEqual(
      expect.arrayContaining([
        [2, 'Date of birth'],
        [3, 'Programme'],
        [3, 'Grade level'],
        [4, "Guardian's name"],
        [4, "Guardian's e-mail"],
        [6, "Child's name"],
      ]),
    );
    expect(res.body.data.loi.find((p) => p.dong === 6)?.thongBao).toBe(
      'LÊ VĂN ĐÚNG (born 14/03/2020) repeats row 5 of the file.',
    );
    expect(res.body.data.loi.find((p) => p.dong === 2)?.thongBao).toContain('date of birth');
    // The good row was not written either.
    expect(await listed('Lê Văn Đúng')).toEqual([]);
  });

  it('checks a good file without writing, then writes every application in one go', async () => {
    const rows = [row('Phạm Gia Nhập Một'), row('Phạm Gia Nhập Hai', { 2: 'Nam', 3: 'Quốc gia', 4: 6 })];
    const dry = await send(rows, true);
    expect(dry.body.data).toEqual({ soDong: 2, loi: [], daLuu: false, maHoSo: [] });
    expect(await listed('Phạm Gia Nhập')).toEqual([]);

    const saved = await send(rows, false);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.daLuu).toBe(true);
    expect(saved.body.data.maHoSo).toHaveLength(2);
    const items = await listed('Phạm Gia Nhập');
    expect(items.map((i) => [i.hoTen, i.chuongTrinh, i.khoi, i.trangThai, i.nguon]).sort()).toEqual([
      ['Phạm Gia Nhập Hai', 'quocGia', 6, 'daNop', 'vanPhong'],
      ['Phạm Gia Nhập Một', 'cambridge', 1, 'daNop', 'vanPhong'],
    ]);

    // The same file again: each child already applied for the year, so nothing more is written.
    const again = await send(rows, false);
    expect(again.body.data.daLuu).toBe(false);
    expect(again.body.data.loi.map((p) => p.dong)).toEqual([2, 3]);
    expect(again.body.data.loi[0]!.thongBao).toContain(saved.body.data.maHoSo[0]!);
    expect(await listed('Phạm Gia Nhập')).toHaveLength(2);
  });

  it('refuses a sheet that is not the template, and anyone outside the admissions office', async () => {
    const wrong = await send([row('Ai Đó')], true, 'tuyensinh', ['Tên', ...HEADER.slice(1)]);
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors?.[0]).toContain('column A');
    expect((await send([row('Ai Đó')], true, 'giaovien')).status).toBe(403);
    const template = await t.app.inject({
      method: 'GET',
      url: '/api/TuyenSinh/nhapExcel/mau',
      headers: { cookie: `Authorization=${await t.cookieFor('tuyensinh')}` },
    });
    expect(template.statusCode).toBe(200);
    expect(template.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});
