import type { CaiDat, CotNhap, LichSuO, LopMonHocVn, MonHocVn, NhapDiemResult, SoDiem } from '@hpl/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { buildWorkbook, multipartBody } from '../../../test/support/test-files';

let t: TestApp;
let toan: LopMonHocVn;
let namHocId: number;

const get = <T>(as: string | undefined, url: string) => t.api<T>('GET', url, { as });
const gradebook = async (as: string, id: number) => (await get<SoDiem>(as, `/api/DiemVN/soDiem/${id}`)).body.data;
const cellOf = (book: SoDiem, hocSinhId: number, hocKy: number, cot: string) =>
  book.hocSinh.find((s) => s.id === hocSinhId)!.o.find((c) => c.hocKy === hocKy && c.cot === cot);
const openWindow = (hocKy: number, cot: string, open: boolean) =>
  t.api<CotNhap>('PUT', '/api/DiemVN/cotNhap', {
    as: 'daotao',
    body: {
      namHocId,
      hocKy,
      cot,
      moLuc: '2026-01-01T00:00:00+07:00',
      dongLuc: open ? '2099-01-01T00:00:00+07:00' : '2026-01-02T00:00:00+07:00',
    },
  });

beforeAll(async () => {
  t = await createTestApp();
  const mine = await get<LopMonHocVn[]>('giaovien', '/api/DiemVN/lopMonHoc');
  toan = mine.body.data.find((c) => c.maMonHoc === 'TOAN' && c.tenLopQuanLy === '10A1')!;
  namHocId = toan.namHocId;
});
afterAll(async () => {
  await t?.close();
});

// The office's subject assessments and year settings, and a teacher's mark-sheet import (the rest of the secondary
// half's API tests are in diem-vn.routes.test.ts).

describe('DiemVN API: subjects per year and grade level (monhoc)', () => {
  const url = '/api/DiemVN/monHoc';
  const put = (as: string | undefined, body: unknown, lang: 'vi' | 'en' = 'vi') =>
    t.api<MonHocVn>('PUT', url, { as, body, lang });

  it('requires sign-in; only the office reads and sets it', async () => {
    expect((await get(undefined, url)).status).toBe(401);
    expect((await put(undefined, {})).status).toBe(401);
    expect((await get('giaovien', url)).status).toBe(403);
    expect((await put('giaovien', {})).status).toBe(403);
    expect((await get('hocsinh', url)).status).toBe(403);
  });

  it('lists each subject per grade level with the rule-3 default; a change is versioned, audited and recomputes averages', async () => {
    const all = (await get<MonHocVn[]>('daotao', `${url}?namHocId=${namHocId}`)).body.data;
    const row = all.find((s) => s.monHocId === toan.monHocId && s.khoiId === toan.khoiId)!;
    expect(row).toMatchObject({ hinhThucDanhGia: 'diem', soDiemTx: null, soDiemTxTheoQuyDinh: 4, version: 0 });
    expect(row.soLop).toBeGreaterThan(0);
    expect(all.some((s) => s.hinhThucDanhGia === 'nhan_xet')).toBe(true);
    const only = (await get<MonHocVn[]>('daotao', `${url}?khoiId=${toan.khoiId}`)).body.data;
    expect(only.every((s) => s.khoiId === toan.khoiId)).toBe(true);

    const body = {
      namHocId,
      monHocId: row.monHocId,
      khoiId: row.khoiId,
      hinhThucDanhGia: 'diem',
      soTietNam: row.soTietNam,
      soDiemTx: 3,
      tinhKhenThuong: true,
      version: 0,
    };
    const saved = await put('daotao', body);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ soDiemTx: 3, version: 1 });
    expect((await gradebook('giaovien', toan.id)).hocKy[0]!.cot.map((c) => c.cot)).toEqual([
      'TX1',
      'TX2',
      'TX3',
      'GK',
      'CK',
    ]);
    expect((await put('daotao', body)).status).toBe(409);
    const back = await put('daotao', { ...body, soDiemTx: null, version: 1 });
    expect(back.body.data).toMatchObject({ soDiemTx: null, version: 2 });
    expect((await gradebook('giaovien', toan.id)).hocKy[0]!.cot).toHaveLength(6);
  });

  it('refuses bad input with a readable 400', async () => {
    const base = { namHocId, monHocId: toan.monHocId, khoiId: toan.khoiId, soTietNam: 105, tinhKhenThuong: true };
    const primary = await put('daotao', { ...base, hinhThucDanhGia: 'tieu_hoc', soDiemTx: null, version: 2 }, 'en');
    expect(primary.status).toBe(400);
    expect(primary.body.errors?.[0]).toMatch(/Circular 27/);
    expect((await put('daotao', { ...base, hinhThucDanhGia: 'diem', soDiemTx: 9, version: 2 })).status).toBe(400);
    expect((await put('daotao', { ...base, hinhThucDanhGia: 'x', soDiemTx: null, version: 2 })).status).toBe(400);
    expect(
      (await put('daotao', { ...base, khoiId: 999_999, hinhThucDanhGia: 'diem', soDiemTx: null, version: 0 })).status,
    ).toBe(400);
  });
});

describe('DiemVN API: mark sheet import (Excel)', () => {
  const importUrl = (id: number, dry: boolean) => `/api/DiemVN/soDiem/${id}/nhapExcel?hocKy=2&thuNghiem=${dry}`;
  const send = async (
    as: string,
    id: number,
    dry: boolean,
    rows: (string | number | null)[][],
    lang: 'vi' | 'en' = 'vi',
  ) => {
    const file = await buildWorkbook(['STT', 'Mã học sinh', 'Họ và tên', 'TX1 HK2', 'CK HK2', 'ĐTBmhk2'], rows);
    const { body, headers } = multipartBody([{ name: 'so-diem.xlsx', type: 'application/octet-stream', data: file }]);
    return t.api<NhapDiemResult>('POST', importUrl(id, dry), { as, body, headers, lang });
  };

  it('checks every row first (dry run), writes nothing on any error, then imports all at once with the audit reason', async () => {
    await t.api('POST', '/api/DiemVN/congBo', { as: 'daotao', body: { namHocId, hocKy: 2, khoa: false } });
    await openWindow(2, 'TX1', true);
    await openWindow(2, 'CK', false);
    const book = await gradebook('giaovien', toan.id);
    const [a, b] = book.hocSinh as [SoDiem['hocSinh'][number], SoDiem['hocSinh'][number]];
    const before = cellOf(book, a.id, 2, 'TX1');

    const dry = await send('giaovien', toan.id, true, [
      [1, a.maHocSinh, a.hoTen, 9.5, null, 7],
      [2, b.maHocSinh, b.hoTen, 'V', '', ''],
    ]);
    expect(dry.status).toBe(200);
    expect(dry.body.data).toMatchObject({ soDong: 2, soO: 2, loi: [], daLuu: false });
    expect(cellOf(await gradebook('giaovien', toan.id), a.id, 2, 'TX1')).toEqual(before);

    const bad = await send(
      'giaovien',
      toan.id,
      false,
      [
        [1, a.maHocSinh, a.hoTen, 9.5, null, null],
        [2, b.maHocSinh, b.hoTen, '11', null, null],
        [3, 'KHONGCO', 'Ai đó', 8, null, null],
        [4, a.maHocSinh, a.hoTen, 8, null, null],
        [5, b.maHocSinh, b.hoTen, null, 7, null],
      ],
      'en',
    );
    expect(bad.status).toBe(200);
    expect(bad.body.data.daLuu).toBe(false);
    expect(bad.body.data.loi.map((e) => [e.dong, e.cot])).toEqual([
      [3, 'TX1'],
      [4, null],
      [5, null],
      [6, null],
    ]);
    expect(bad.body.data.loi[0]!.thongBao).toMatch(/Not a valid value "11"/);
    expect(cellOf(await gradebook('giaovien', toan.id), a.id, 2, 'TX1')).toEqual(before);

    const closed = await send('giaovien', toan.id, false, [[1, a.maHocSinh, a.hoTen, null, 7, null]]);
    expect(closed.body.data.loi[0]).toMatchObject({ dong: 2, cot: 'CK' });

    const done = await send('giaovien', toan.id, false, [
      [1, a.maHocSinh, a.hoTen, 9.5, null, null],
      [2, b.maHocSinh, b.hoTen, 'v', null, null],
    ]);
    expect(done.body.data).toMatchObject({ soO: 2, loi: [], daLuu: true });
    const after = await gradebook('giaovien', toan.id);
    expect(cellOf(after, a.id, 2, 'TX1')).toMatchObject({ trangThai: 'diem', giaTri: 9.5 });
    expect(cellOf(after, b.id, 2, 'TX1')).toMatchObject({ trangThai: 'vang' });
    const history = await get<LichSuO[]>(
      'giaovien',
      `/api/DiemVN/soDiem/${toan.id}/lichSu?hocKy=2&hocSinhId=${a.id}&cot=TX1`,
    );
    expect(history.body.data.at(-1)).toMatchObject({ lyDo: 'Nhập từ tệp Excel', sau: { giaTri: 9.5 } });
  });

  it('another teacher’s class is 404; a file without the student code column is a readable 400', async () => {
    expect((await send('gvcn', toan.id, true, [])).status).toBe(404);
    const file = await buildWorkbook(['A', 'B'], [[1, 2]]);
    const { body, headers } = multipartBody([{ name: 'x.xlsx', type: 'application/octet-stream', data: file }]);
    const wrong = await t.api('POST', importUrl(toan.id, true), { as: 'giaovien', body, headers });
    expect(wrong.status).toBe(400);
  });
});

describe('DiemVN API: the year’s rule settings', () => {
  it('reads the defaults; only the office saves them, version-checked, and the year’s marks follow', async () => {
    const url = `/api/DiemVN/caiDat?namHocId=${namHocId}`;
    const current = (await get<CaiDat>('giaovien', url)).body.data;
    expect(current.caiDat.soDiemThuongXuyen.more).toBe(4);
    const changed = {
      namHocId,
      caiDat: { ...current.caiDat, soDiemThuongXuyen: { ...current.caiDat.soDiemThuongXuyen, more: 3 } },
      version: current.version,
    };
    expect((await t.api('PUT', '/api/DiemVN/caiDat', { as: 'giaovien', body: changed })).status).toBe(403);
    const saved = await t.api<CaiDat>('PUT', '/api/DiemVN/caiDat', { as: 'daotao', body: changed });
    expect(saved.status).toBe(200);
    expect(saved.body.data.version).toBe(current.version + 1);
    expect((await gradebook('giaovien', toan.id)).lopMonHoc.soDiemTx).toBe(3);
    expect((await t.api('PUT', '/api/DiemVN/caiDat', { as: 'daotao', body: changed })).status).toBe(409);
    const back = await t.api<CaiDat>('PUT', '/api/DiemVN/caiDat', {
      as: 'daotao',
      body: { namHocId, caiDat: current.caiDat, version: saved.body.data.version },
    });
    expect(back.status).toBe(200);
    expect((await gradebook('giaovien', toan.id)).lopMonHoc.soDiemTx).toBe(4);
  });
});
