import type {
  CotNhap,
  LichSuO,
  LopMonHocVn,
  LuuDiemResult,
  PhieuKetQua,
  RenLuyen,
  SoDiem,
  TinhTatCaResult,
  TongKetLop,
  YeuCauSua,
} from '@hpl/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { readWorkbook } from '../../../test/support/test-files';
import { auditLog } from '../../db/schema';

let t: TestApp;
let toan: LopMonHocVn;
let van: LopMonHocVn;
let me: PhieuKetQua['hocSinh'];
let namHocId: number;

const get = <T>(as: string | undefined, url: string) => t.api<T>('GET', url, { as });
const save = (as: string, id: number, body: unknown, lang: 'vi' | 'en' = 'vi') =>
  t.api<LuuDiemResult>('PUT', `/api/DiemVN/soDiem/${id}`, { as, body, lang });
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
  van = (await get<LopMonHocVn[]>('gvcn', '/api/DiemVN/lopMonHoc')).body.data.find(
    (c) => c.maMonHoc === 'VAN' && c.tenLopQuanLy === '10A1',
  )!;
  const report = await get<PhieuKetQua>('hocsinh', '/api/DiemVN/phieuKetQua');
  me = report.body.data.hocSinh;
  namHocId = toan.namHocId;
});
afterAll(async () => {
  await t?.close();
});

describe('DiemVN API: access', () => {
  it('requires sign-in', async () => {
    expect((await get(undefined, '/api/DiemVN/lopMonHoc')).status).toBe(401);
    expect((await t.api('PUT', `/api/DiemVN/soDiem/${toan.id}`, { body: {} })).status).toBe(401);
    expect((await get(undefined, '/api/DiemVN/phieuKetQua')).status).toBe(401);
    expect((await t.api('PUT', '/api/DiemVN/cotNhap', { body: {} })).status).toBe(401);
  });

  it('answers 403 outside the role or permission', async () => {
    expect((await get('hocsinh', '/api/DiemVN/lopMonHoc')).status).toBe(403);
    expect((await get('giaovien', '/api/DiemVN/lopMonHoc?phamVi=tatCa')).status).toBe(403);
    expect((await get('giaovien', '/api/DiemVN/yeuCauSua?phamVi=tatCa')).status).toBe(403);
    expect((await get('giaovien', '/api/DiemVN/phieuKetQua')).status).toBe(403);
    expect((await t.api('PUT', '/api/DiemVN/cotNhap', { as: 'giaovien', body: {} })).status).toBe(403);
    expect((await t.api('POST', '/api/DiemVN/congBo', { as: 'gvcn', body: {} })).status).toBe(403);
    expect((await t.api('POST', '/api/DiemVN/yeuCauSua/1/duyet', { as: 'giaovien', body: {} })).status).toBe(403);
  });

  it('lists the classes a teacher teaches; the office lists every class with entry progress', async () => {
    expect(toan).toMatchObject({ hinhThucDanhGia: 'diem', soDiemTx: 4, giaoVien: ['Nguyễn Văn An'], congBo: true });
    expect(toan.tienDo.map((p) => p.cot)).toEqual(['TX1', 'TX2', 'TX3', 'TX4', 'GK', 'CK']);
    expect(toan.tienDo.every((p) => p.daNhap === p.canNhap && p.canNhap === toan.siSo)).toBe(true);
    const all = (await get<LopMonHocVn[]>('daotao', '/api/DiemVN/lopMonHoc?phamVi=tatCa')).body.data;
    expect(all.length).toBeGreaterThan(20);
    expect(all.map((c) => c.id)).toContain(van.id);
    const comment = all.find((c) => c.hinhThucDanhGia === 'nhan_xet')!;
    expect(comment.tienDo.map((p) => p.cot)).toEqual(['GK', 'CK']);
  });

  it('hides another teacher’s class, another homeroom and another student behind 404', async () => {
    expect((await get('gvcn', `/api/DiemVN/soDiem/${toan.id}`)).status).toBe(404);
    expect(
      (await save('gvcn', toan.id, { hocKy: 2, o: [{ hocSinhId: me.id, cot: 'TX2', giaTri: null, version: 0 }] }))
        .status,
    ).toBe(404);
    expect((await get('giaovien', `/api/DiemVN/soDiem/${van.id}`)).status).toBe(404);
    expect((await get('giaovien', '/api/DiemVN/soDiem/999999')).status).toBe(404);
    expect((await get('giaovien', `/api/DiemVN/renLuyen/${toan.lopQuanLyId}`)).status).toBe(404);
    expect((await get('hocsinh', `/api/DiemVN/phieuKetQua/${me.id + 1}`)).status).toBe(404);
    expect((await get('giaovien', `/api/DiemVN/phieuKetQua/${me.id}`)).status).toBe(404);
    expect((await get('hocsinh', `/api/DiemVN/phieuKetQua/${me.id}`)).status).toBe(200);
    // The office reads any class's gradebook, read-only.
    const book = await gradebook('daotao', toan.id);
    expect(book.laGiaoVien).toBe(false);
    expect(book.hocKy.flatMap((k) => k.cot).some((c) => c.choPhepSua)).toBe(false);
  });
});

describe('DiemVN API: the gradebook', () => {
  it('shows term I complete and closed, term II TX1 and TX2 open', async () => {
    const book = await gradebook('giaovien', toan.id);
    expect(book.laGiaoVien).toBe(true);
    expect(book.hocKy[0]!.cot.every((c) => !c.choPhepSua)).toBe(true);
    expect(book.hocKy[1]!.cot.filter((c) => c.choPhepSua).map((c) => c.cot)).toEqual(['TX1', 'TX2']);
    expect(book.hocSinh.length).toBe(toan.siSo);
    expect(book.hocSinh.every((s) => s.o.filter((c) => c.hocKy === 1).length === 6)).toBe(true);
  });

  it('saves a column, refuses bad marks (400), stale versions (409) and closed windows (400)', async () => {
    const book = await gradebook('giaovien', toan.id);
    const o = book.hocSinh.map((s, i) => ({
      hocSinhId: s.id,
      cot: 'TX2',
      giaTri: i === 0 ? { trangThai: 'vang' } : { trangThai: 'diem', giaTri: 6 + i / 2 },
      version: 0,
    }));
    const saved = await save('giaovien', toan.id, { hocKy: 2, o });
    expect(saved.status).toBe(200);
    expect(saved.body.data.o).toHaveLength(o.length);
    expect(saved.body.data.o.find((c) => c.hocSinhId === o[1]!.hocSinhId)).toMatchObject({ giaTri: 6.5, version: 1 });
    // A second client that still saw the cell empty (version 0) is refused; one that saw version 1 succeeds once.
    const blind = await save('giaovien', toan.id, {
      hocKy: 2,
      o: [{ hocSinhId: o[1]!.hocSinhId, cot: 'TX2', giaTri: { trangThai: 'diem', giaTri: 8 }, version: 0 }],
    });
    expect(blind.status).toBe(409);
    const changed = await save('giaovien', toan.id, {
      hocKy: 2,
      o: [{ hocSinhId: o[1]!.hocSinhId, cot: 'TX2', giaTri: { trangThai: 'diem', giaTri: 9 }, version: 1 }],
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data.o[0]).toMatchObject({ giaTri: 9, version: 2 });
    const again = await save('giaovien', toan.id, {
      hocKy: 2,
      o: [{ hocSinhId: o[1]!.hocSinhId, cot: 'TX2', giaTri: { trangThai: 'diem', giaTri: 8 }, version: 1 }],
    });
    expect(again.status).toBe(409);

    for (const giaTri of [7.25, 11, -1]) {
      const bad = await save('giaovien', toan.id, {
        hocKy: 2,
        o: [{ hocSinhId: me.id, cot: 'TX2', giaTri: { trangThai: 'diem', giaTri }, version: 0 }],
      });
      expect(bad.status).toBe(400);
      expect(bad.body.errors?.join(' ')).toContain('Điểm phải từ 0 đến 10');
    }
    const closed = await save(
      'giaovien',
      toan.id,
      { hocKy: 1, o: [{ hocSinhId: me.id, cot: 'GK', giaTri: { trangThai: 'diem', giaTri: 9 }, version: 0 }] },
      'en',
    );
    expect(closed.status).toBe(400);
    expect(closed.body.errors?.[0]).toBe(
      'Column GK of term 1 is outside its entry window. Send a change request instead.',
    );
    const outsider = await save('giaovien', toan.id, {
      hocKy: 2,
      o: [{ hocSinhId: 1, cot: 'TX2', giaTri: null, version: 0 }],
    });
    expect(outsider.status).toBe(400);
  });

  it('keeps every change in the cell history with who and the old and new value', async () => {
    const book = await gradebook('giaovien', toan.id);
    const student = book.hocSinh[1]!;
    const history = await get<LichSuO[]>(
      'giaovien',
      `/api/DiemVN/soDiem/${toan.id}/lichSu?hocKy=2&hocSinhId=${student.id}&cot=TX2`,
    );
    expect(history.status).toBe(200);
    expect(history.body.data.map((h) => [h.truoc?.giaTri ?? null, h.sau?.giaTri])).toEqual([
      [null, 6.5],
      [6.5, 9],
    ]);
    expect(history.body.data[0]!.nguoiSua).toBe('Nguyễn Văn An');
    expect(
      (await get('gvcn', `/api/DiemVN/soDiem/${toan.id}/lichSu?hocKy=2&hocSinhId=${student.id}&cot=TX2`)).status,
    ).toBe(404);
  });

  it('stores term averages computed exactly: TX 7, 6, 6.8 (TX4 exempt); GK 6.5; CK 6 → 6.4', async () => {
    for (const cot of ['TX3', 'TX4', 'GK', 'CK']) expect((await openWindow(2, cot, true)).status).toBe(200);
    const book = await gradebook('giaovien', toan.id);
    const version = (cot: string) => cellOf(book, me.id, 2, cot)?.version ?? 0;
    const cells = [
      ['TX1', { trangThai: 'diem', giaTri: 7 }],
      ['TX2', { trangThai: 'diem', giaTri: 6 }],
      ['TX3', { trangThai: 'diem', giaTri: 6.8 }],
      ['TX4', { trangThai: 'mien' }],
      ['GK', { trangThai: 'diem', giaTri: 6.5 }],
      ['CK', { trangThai: 'diem', giaTri: 6 }],
    ] as const;
    const saved = await save('giaovien', toan.id, {
      hocKy: 2,
      o: cells.map(([cot, giaTri]) => ({ hocSinhId: me.id, cot, giaTri, version: version(cot) })),
    });
    expect(saved.status).toBe(200);
    const report = (await get<PhieuKetQua>('daotao', `/api/DiemVN/phieuKetQua/${me.id}`)).body.data;
    const math = report.mon.find((m) => m.maMonHoc === 'TOAN')!;
    expect(math.hocKy[1]!.trungBinh).toBe(6.4);
    expect(math.caNam).not.toBeNull();
    // The student does not see term II: it is not published.
    const own = (await get<PhieuKetQua>('hocsinh', '/api/DiemVN/phieuKetQua')).body.data;
    const ownMath = own.mon.find((m) => m.maMonHoc === 'TOAN')!;
    expect(ownMath.hocKy[0]!.trungBinh).not.toBeNull();
    expect(ownMath.hocKy[1]).toMatchObject({ trungBinh: null, o: [] });
    expect(ownMath.caNam).toBeNull();
  });

  it('writes a comment per student and term with a version check', async () => {
    const url = `/api/DiemVN/soDiem/${toan.id}/nhanXet`;
    const first = await t.api('PUT', url, {
      as: 'giaovien',
      body: { hocKy: 2, hocSinhId: me.id, noiDung: 'Tiến bộ rõ.', version: 0 },
    });
    expect(first.status).toBe(200);
    const stale = await t.api('PUT', url, {
      as: 'giaovien',
      body: { hocKy: 2, hocSinhId: me.id, noiDung: 'Khác', version: 0 },
    });
    expect(stale.status).toBe(409);
    expect(
      (await t.api('PUT', url, { as: 'daotao', body: { hocKy: 2, hocSinhId: me.id, noiDung: 'x', version: 1 } }))
        .status,
    ).toBe(403);
  });
});

describe('DiemVN API: windows, change requests, publication', () => {
  it('after the office closes a window a mark changes only through an approved change request', async () => {
    expect((await openWindow(2, 'TX2', false)).status).toBe(200);
    const book = await gradebook('giaovien', toan.id);
    const student = book.hocSinh[2]!;
    const cell = cellOf(book, student.id, 2, 'TX2')!;
    const direct = await save('giaovien', toan.id, {
      hocKy: 2,
      o: [{ hocSinhId: student.id, cot: 'TX2', giaTri: { trangThai: 'diem', giaTri: 9.5 }, version: cell.version }],
    });
    expect(direct.status).toBe(400);

    const noReason = await t.api('POST', '/api/DiemVN/yeuCauSua', {
      as: 'giaovien',
      body: {
        lopMonHocId: toan.id,
        hocSinhId: student.id,
        hocKy: 2,
        cot: 'TX2',
        giaTriMoi: { trangThai: 'diem', giaTri: 9.5 },
        lyDo: ' ',
      },
    });
    expect(noReason.status).toBe(400);
    const body = {
      lopMonHocId: toan.id,
      hocSinhId: student.id,
      hocKy: 2,
      cot: 'TX2',
      giaTriMoi: { trangThai: 'diem', giaTri: 9.5 },
      lyDo: 'Chấm sót một câu',
    };
    expect((await t.api('POST', '/api/DiemVN/yeuCauSua', { as: 'gvcn', body })).status).toBe(404);
    const asked = await t.api<YeuCauSua>('POST', '/api/DiemVN/yeuCauSua', { as: 'giaovien', body });
    expect(asked.status).toBe(200);
    expect(asked.body.data).toMatchObject({ trangThai: 'cho_duyet', giaTriCu: { giaTri: cell.giaTri } });
    expect((await t.api('POST', '/api/DiemVN/yeuCauSua', { as: 'giaovien', body })).status).toBe(409);
    // The gradebook names the cell waiting for a decision (the grid marks it), for the teacher and the office.
    const waiting = { hocSinhId: student.id, hocKy: 2, cot: 'TX2' };
    expect((await gradebook('giaovien', toan.id)).yeuCauChoDuyet).toContainEqual(waiting);
    expect((await gradebook('daotao', toan.id)).yeuCauChoDuyet).toContainEqual(waiting);

    const queue = (await get<YeuCauSua[]>('daotao', '/api/DiemVN/yeuCauSua?phamVi=tatCa&trangThai=cho_duyet')).body
      .data;
    expect(queue.map((r) => r.id)).toContain(asked.body.data.id);
    expect(queue.length).toBeGreaterThanOrEqual(2); // the demo's pending request too
    const id = asked.body.data.id;
    expect(
      (await t.api('POST', `/api/DiemVN/yeuCauSua/${id}/duyet`, { as: 'daotao', body: { version: 5 } })).status,
    ).toBe(409);
    const approved = await t.api<YeuCauSua>('POST', `/api/DiemVN/yeuCauSua/${id}/duyet`, {
      as: 'daotao',
      body: { version: 0, ghiChu: 'Đồng ý' },
    });
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ trangThai: 'da_duyet', nguoiDuyet: 'Ngô Thanh Hương' });
    expect(
      (await t.api('POST', `/api/DiemVN/yeuCauSua/${id}/tuChoi`, { as: 'daotao', body: { version: 1 } })).status,
    ).toBe(409);
    expect(cellOf(await gradebook('giaovien', toan.id), student.id, 2, 'TX2')!.giaTri).toBe(9.5);
    expect((await gradebook('giaovien', toan.id)).yeuCauChoDuyet).not.toContainEqual(waiting);
    const history = (
      await get<LichSuO[]>('daotao', `/api/DiemVN/soDiem/${toan.id}/lichSu?hocKy=2&hocSinhId=${student.id}&cot=TX2`)
    ).body.data;
    expect(history.at(-1)).toMatchObject({
      sau: { giaTri: 9.5 },
      lyDo: 'Chấm sót một câu',
      nguoiSua: 'Ngô Thanh Hương',
    });
  });

  it('a request for an open column is refused: change it directly', async () => {
    expect((await openWindow(2, 'TX3', true)).status).toBe(200);
    const asked = await t.api('POST', '/api/DiemVN/yeuCauSua', {
      as: 'giaovien',
      body: { lopMonHocId: toan.id, hocSinhId: me.id, hocKy: 2, cot: 'TX3', giaTriMoi: null, lyDo: 'x' },
    });
    expect(asked.status).toBe(400);
  });

  it('locking a term stops direct edits even inside an open window; publishing shows it to the student', async () => {
    const locked = await t.api('POST', '/api/DiemVN/congBo', {
      as: 'daotao',
      body: { namHocId, hocKy: 2, lopMonHocIds: [toan.id], khoa: true, congBo: true },
    });
    expect(locked.status).toBe(200);
    const book = await gradebook('giaovien', toan.id);
    expect(book.hocKy[1]!.khoa).toBe(true);
    const cell = cellOf(book, me.id, 2, 'TX3')!;
    const refused = await save('giaovien', toan.id, {
      hocKy: 2,
      o: [{ hocSinhId: me.id, cot: 'TX3', giaTri: { trangThai: 'diem', giaTri: 8 }, version: cell.version }],
    });
    expect(refused.status).toBe(400);
    const own = (await get<PhieuKetQua>('hocsinh', '/api/DiemVN/phieuKetQua')).body.data;
    expect(own.mon.find((m) => m.maMonHoc === 'TOAN')!.hocKy[1]!.trungBinh).toBe(6.4);
    expect(
      (
        await t.api('POST', '/api/DiemVN/congBo', {
          as: 'daotao',
          body: { namHocId, hocKy: 2, lopMonHocIds: [999999], khoa: false },
        })
      ).status,
    ).toBe(404);
  });
});

describe('DiemVN API: conduct and summaries', () => {
  it('only the homeroom teacher sets conduct; the office reads it', async () => {
    const url = `/api/DiemVN/renLuyen/${toan.lopQuanLyId}`;
    const before = (await get<RenLuyen>('gvcn', url)).body.data;
    expect(before.choPhepSua).toBe(true);
    expect(before.hocSinh.every((s) => s.hocKy1 != null)).toBe(true);
    const row = before.hocSinh.find((s) => s.hocSinhId === me.id)!;
    const body = { hocKy: 2, hocSinhId: me.id, mucDo: 'Tốt', version: row.version2 };
    expect((await t.api('PUT', url, { as: 'giaovien', body })).status).toBe(404);
    expect((await t.api('PUT', url, { as: 'daotao', body })).status).toBe(403);
    expect((await t.api('PUT', url, { as: 'gvcn', body: { ...body, mucDo: 'Giỏi' } })).status).toBe(400);
    const set = await t.api<RenLuyen>('PUT', url, { as: 'gvcn', body });
    expect(set.status).toBe(200);
    const mine = set.body.data.hocSinh.find((s) => s.hocSinhId === me.id)!;
    expect(mine.hocKy2).toBe('Tốt');
    expect(mine.caNam).not.toBeNull();
    expect((await t.api('PUT', url, { as: 'gvcn', body })).status).toBe(409);
    expect((await get<RenLuyen>('daotao', url)).body.data.choPhepSua).toBe(false);
  });

  it('the term summary is computed from the stored averages; once confirmed the student sees it', async () => {
    const url = `/api/DiemVN/tongKet/${toan.lopQuanLyId}`;
    const summary = (await get<TongKetLop>('gvcn', `${url}?hocKy=1`)).body.data;
    expect(summary.hocSinh.length).toBeGreaterThan(0);
    expect(summary.hocSinh.every((s) => s.hocTap != null && s.renLuyen != null)).toBe(true);
    expect(summary.mon.length).toBeGreaterThan(5);
    expect((await get<PhieuKetQua>('hocsinh', '/api/DiemVN/phieuKetQua')).body.data.tongKet).toEqual([]);
    expect((await t.api('POST', `${url}/xacNhan?hocKy=1`, { as: 'gvcn' })).status).toBe(403);
    const confirmed = await t.api<TongKetLop>('POST', `${url}/xacNhan?hocKy=1`, { as: 'daotao' });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.xacNhan).toBe(true);
    expect((await t.api('POST', `${url}/tinh?hocKy=1`, { as: 'gvcn' })).status).toBe(409);
    const own = (await get<PhieuKetQua>('hocsinh', '/api/DiemVN/phieuKetQua')).body.data;
    expect(own.tongKet.map((s) => s.hocKy)).toEqual([1]);
    expect(JSON.stringify(own)).not.toMatch(/hang|rank/i);
  });

  it('the office runs the whole year at once: every class recomputed, confirmed summaries left as they are, audited', async () => {
    const url = '/api/DiemVN/tongKet/tinhTatCa';
    expect((await t.api('POST', url, { as: 'gvcn', body: { hocKy: 1 } })).status).toBe(403);
    expect((await t.api('POST', url, { as: 'daotao', body: { hocKy: 5 } })).status).toBe(400);
    const homerooms = (
      await get<{ id: number }[]>('daotao', `/api/DiemVN/lopChuNhiem?phamVi=tatCa&namHocId=${namHocId}`)
    ).body.data;
    const run = await t.api<TinhTatCaResult>('POST', url, { as: 'daotao', body: { namHocId, hocKy: 1 } });
    expect(run.status).toBe(200);
    // 10A1's term I summary was confirmed above: it is counted, not recomputed.
    expect(run.body.data.daXacNhan).toBe(1);
    expect(run.body.data.soLop + run.body.data.daXacNhan).toBe(homerooms.length);
    expect(run.body.data.soLopMonHoc).toBeGreaterThan(5);
    expect(run.body.data.soHocSinh).toBeGreaterThan(0);
    const [row] = await t.db
      .select({ actor: auditLog.actorAccountId, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'DiemVN.tongKet'), eq(auditLog.action, 'compute')));
    expect(row?.after).toEqual(run.body.data);
  });
});

describe('DiemVN API: report cards (PDF)', () => {
  it('the student downloads their own card; another student’s is 404; the office prints a whole class', async () => {
    const own = await t.app.inject({
      method: 'GET',
      url: '/api/DiemVN/phieuKetQua/pdf',
      headers: { cookie: `Authorization=${await t.cookieFor('hocsinh')}` },
    });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await get('hocsinh', `/api/DiemVN/phieuKetQua/${me.id + 1}/pdf`)).status).toBe(404);
    expect((await get('giaovien', `/api/DiemVN/xuatPhieuDiem/${toan.lopQuanLyId}`)).status).toBe(403);
    const whole = await t.app.inject({
      method: 'GET',
      url: `/api/DiemVN/xuatPhieuDiem/${toan.lopQuanLyId}`,
      headers: { cookie: `Authorization=${await t.cookieFor('daotao')}` },
    });
    expect(whole.statusCode).toBe(200);
    // One A4 page per student of the class.
    const pages = whole.rawPayload.toString('latin1').match(/\/Type \/Page\b/g)?.length;
    expect(pages).toBe(toan.siSo);
  });
});

describe('DiemVN API: Excel exports', () => {
  it('the office exports a class summary and reads it back; the teacher exports their mark book', async () => {
    const url = `/api/DiemVN/tongKet/${toan.lopQuanLyId}/xuatExcel?hocKy=1`;
    expect((await get('gvcn', url)).status).toBe(403);
    const response = await t.app.inject({
      method: 'GET',
      url,
      headers: { cookie: `Authorization=${await t.cookieFor('daotao')}`, 'accept-language': 'vi' },
    });
    expect(response.statusCode).toBe(200);
    const workbook = await readWorkbook(response.rawPayload);
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(0, 3)).toEqual(['STT', 'Mã học sinh', 'Họ và tên']);
    expect(header).toContain('Toán');
    expect(header).toContain('Học tập');
    const summary = (await get<TongKetLop>('daotao', `/api/DiemVN/tongKet/${toan.lopQuanLyId}?hocKy=1`)).body.data;
    expect(sheet.rowCount).toBe(summary.hocSinh.length + 1);
    const first = summary.hocSinh[0]!;
    const row = (sheet.getRow(2).values as unknown[]).slice(1);
    expect(row[2]).toBe(first.hoTen);
    expect(row[header.indexOf('Học tập')]).toBe(first.hocTap ?? '');

    const book = await t.app.inject({
      method: 'GET',
      url: `/api/DiemVN/soDiem/${toan.id}/xuatExcel`,
      headers: { cookie: `Authorization=${await t.cookieFor('giaovien')}` },
    });
    expect(book.statusCode).toBe(200);
    expect((await get('gvcn', `/api/DiemVN/soDiem/${toan.id}/xuatExcel`)).status).toBe(404);
  });
});
