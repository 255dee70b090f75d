import type {
  CotNhap,
  LopMonHocVn,
  LuuDiemResult,
  PhieuKetQua,
  RenLuyen,
  SoDiem,
  TongKetLop,
  YeuCauSua,
} from '@hpl/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { readWorkbook } from '../../../test/support/test-files';
import { auditLog, diemVnDiem, lopMonHocHocSinh } from '../../db/schema';
import * as cellRepo from './so-diem.repository';
import * as averageRepo from './trung-binh.repository';
import { recomputeClassAverages } from './trung-binh.service';

/*
 * The summer retake (rule 9) through the API. A whole year of 10A1 is filled in (7.0 everywhere, comment subjects
 * Đạt, conduct Tốt); one student ends it with Maths 3.0 and Literature 4.0: learning Chưa đạt (3.0 < 3.5, two subjects
 * below 5.0, so no adjustment) → Kiểm tra lại in Maths (taught by `giaovien`) and Literature (taught by `gvcn`).
 */
let t: TestApp;
let toan: LopMonHocVn;
let van: LopMonHocVn;
let homeroom: number;
let weak: number;
let other: number;
let namHocId: number;

const get = <T>(as: string | undefined, url: string) => t.api<T>('GET', url, { as });
const save = (as: string | undefined, id: number, body: unknown) =>
  t.api<LuuDiemResult>('PUT', `/api/DiemVN/soDiem/${id}`, { as, body });
const retake = (hocSinhId: number, giaTri: unknown, version = 0, hocKy = 2) => ({
  hocKy,
  o: [{ hocSinhId, cot: 'KTL', giaTri, version }],
});
const summaryOf = async (as = 'daotao') =>
  (await get<TongKetLop>(as, `/api/DiemVN/tongKet/${homeroom}?hocKy=0`)).body.data;
const rowOf = (s: TongKetLop, id: number) => s.hocSinh.find((h) => h.hocSinhId === id)!;
const window = (hocKy: number, open: boolean) =>
  t.api<CotNhap>('PUT', '/api/DiemVN/cotNhap', {
    as: 'daotao',
    body: {
      namHocId,
      hocKy,
      cot: 'KTL',
      moLuc: '2026-01-01T00:00:00+07:00',
      dongLuc: open ? '2099-01-01T00:00:00+07:00' : '2026-01-02T00:00:00+07:00',
    },
  });

beforeAll(async () => {
  t = await createTestApp();
  toan = (await get<LopMonHocVn[]>('giaovien', '/api/DiemVN/lopMonHoc')).body.data.find(
    (c) => c.maMonHoc === 'TOAN' && c.tenLopQuanLy === '10A1',
  )!;
  van = (await get<LopMonHocVn[]>('gvcn', '/api/DiemVN/lopMonHoc')).body.data.find(
    (c) => c.maMonHoc === 'VAN' && c.tenLopQuanLy === '10A1',
  )!;
  homeroom = toan.lopQuanLyId!;
  namHocId = toan.namHocId;
  const classes = await averageRepo.listClassRules(t.db, { lopQuanLyIds: [homeroom] });
  const ids = classes.map((c) => c.id);
  const members = await t.db
    .selectDistinct({ id: lopMonHocHocSinh.hocSinhId })
    .from(lopMonHocHocSinh)
    .where(eq(lopMonHocHocSinh.lopMonHocId, toan.id));
  [weak, other] = members.map((m) => m.id).sort((a, b) => a - b);
  // Every cell of both terms: 7.0 (comment subjects Đạt); the weak student's Maths 3.0 and Literature 4.0.
  for (const c of classes) {
    const comment = c.hinhThucDanhGia === 'nhan_xet';
    const columns = comment ? ['GK', 'CK'] : ['TX1', 'TX2', 'TX3', 'TX4', 'GK', 'CK'];
    const mark = (id: string) =>
      sql`case ${sql.raw(id)} when ${weak} then ${c.id === toan.id ? 3 : c.id === van.id ? 4 : 7} else 7 end`;
    await t.db.execute(sql`
      insert into ${diemVnDiem} (lop_mon_hoc_id, hoc_sinh_id, hoc_ky, cot, trang_thai, gia_tri, ket_qua)
      select ${c.id}, m.hoc_sinh_id, k.k, col.cot, 'diem',
             ${comment ? sql`null` : sql`${mark('m.hoc_sinh_id')}::numeric`}, ${comment ? 'Đạt' : null}
        from lop_mon_hoc_hoc_sinh m
        cross join (values (1), (2)) k(k)
        cross join json_array_elements_text(${JSON.stringify(columns)}::json) col(cot)
       where m.lop_mon_hoc_id = ${c.id}
      on conflict (lop_mon_hoc_id, hoc_ky, hoc_sinh_id, cot) do update
        set trang_thai = 'diem', gia_tri = excluded.gia_tri, ket_qua = excluded.ket_qua`);
  }
  await t.db.execute(sql`
    insert into diem_vn_ren_luyen (lop_quan_ly_id, hoc_sinh_id, hoc_ky, muc_do)
    select ${homeroom}, m.hoc_sinh_id, k.k, 'Tốt'
      from lop_quan_ly_hoc_sinh m cross join (values (1), (2)) k(k)
     where m.lop_quan_ly_id = ${homeroom}
    on conflict (lop_quan_ly_id, hoc_ky, hoc_sinh_id) do update set muc_do = 'Tốt'`);
  await recomputeClassAverages(t.db, ids);
  const computed = await t.api<TongKetLop>('POST', `/api/DiemVN/tongKet/${homeroom}/tinh?hocKy=0`, { as: 'gvcn' });
  expect(computed.status).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

describe('DiemVN summer retake (kiểm tra lại)', () => {
  it('the year summary sends the weak student to the retake in Maths and Literature only', async () => {
    const row = rowOf(await summaryOf(), weak);
    expect(row).toMatchObject({ hocTapRaw: 'Chưa đạt', hocTap: 'Chưa đạt', renLuyen: 'Tốt', ketQua: 'KiemTraLai' });
    expect(row.sauHe).toBe(false);
    const s = await summaryOf();
    const due = s.mon.filter((_, i) => row.diem[i]!.kiemTraLai).map((m) => m.maMonHoc);
    expect(due.sort()).toEqual(['TOAN', 'VAN']);
    expect(rowOf(s, other)).toMatchObject({ ketQua: 'LenLop', sauHe: false });
  });

  it('the gradebook shows the KTL column for the students who sit it; only they take a retake result', async () => {
    const book = (await get<SoDiem>('giaovien', `/api/DiemVN/soDiem/${toan.id}`)).body.data;
    expect(book.kiemTraLai).toEqual([weak]);
    const ktl = book.hocKy[1]!.cot.find((c) => c.cot === 'KTL');
    expect(ktl).toMatchObject({ dangMo: false, choPhepSua: false });
    expect(book.hocKy[0]!.cot.some((c) => c.cot === 'KTL')).toBe(false);
  });

  it('refuses retake marks outside the window, of term I, of a student who does not retake, and by others', async () => {
    const mark = { trangThai: 'diem', giaTri: 6 };
    expect((await save('giaovien', toan.id, retake(weak, mark))).status).toBe(400); // window closed
    expect(
      (
        await t.api('PUT', '/api/DiemVN/cotNhap', {
          as: 'daotao',
          body: { namHocId, hocKy: 1, cot: 'KTL', moLuc: '2026-01-01T00:00:00Z', dongLuc: '2099-01-01T00:00:00Z' },
        })
      ).status,
    ).toBe(400);
    expect((await t.api('PUT', '/api/DiemVN/cotNhap', { as: 'giaovien', body: {} })).status).toBe(403);
    expect((await window(2, true)).status).toBe(200);
    expect((await save('giaovien', toan.id, retake(weak, mark, 0, 1))).status).toBe(400);
    const notDue = await save('giaovien', toan.id, retake(other, mark));
    expect(notDue.status).toBe(400);
    expect(JSON.stringify(notDue.body)).toContain('kiểm tra lại');
    expect((await save(undefined, toan.id, retake(weak, mark))).status).toBe(401);
    expect((await save('hocsinh', toan.id, retake(weak, mark))).status).toBe(403);
    expect((await save('gvcn', toan.id, retake(weak, mark))).status).toBe(404); // not my class
    expect((await save('giaovien', toan.id, retake(weak, { trangThai: 'diem', giaTri: 11 }))).status).toBe(400);
    expect((await save('giaovien', toan.id, retake(weak, mark, 3))).status).toBe(409);
  });

  it('re-classifies once every retake subject has its result: 6.0 and 5.5 → Khá → promoted', async () => {
    expect((await save('giaovien', toan.id, retake(weak, { trangThai: 'diem', giaTri: 6 }))).status).toBe(200);
    // Literature is still to sit: the decision stays Kiểm tra lại.
    await t.api('POST', `/api/DiemVN/tongKet/${homeroom}/tinh?hocKy=0`, { as: 'gvcn' });
    expect(rowOf(await summaryOf(), weak)).toMatchObject({ ketQua: 'KiemTraLai', sauHe: false });
    expect((await save('gvcn', van.id, retake(weak, { trangThai: 'diem', giaTri: 5.5 }))).status).toBe(200);
    const after = await t.api<TongKetLop>('POST', `/api/DiemVN/tongKet/${homeroom}/tinh?hocKy=0`, { as: 'gvcn' });
    const row = rowOf(after.body.data, weak);
    expect(row).toMatchObject({ hocTapRaw: 'Khá', hocTap: 'Khá', ketQua: 'LenLop', sauHe: true, danhHieu: null });
    const toanAt = after.body.data.mon.findIndex((m) => m.maMonHoc === 'TOAN');
    expect(row.diem[toanAt]).toMatchObject({ diemTb: 6, kiemTraLai: true });
  });

  it('after the office confirmed the year, only its re-run after the summer changes the retake students (audited)', async () => {
    expect((await t.api('POST', `/api/DiemVN/tongKet/${homeroom}/xacNhan?hocKy=0`, { as: 'daotao' })).status).toBe(200);
    // Absent from both retakes: the year results stand → Chưa đạt → repeats the year.
    for (const [as, id] of [
      ['giaovien', toan.id],
      ['gvcn', van.id],
    ] as const)
      expect((await save(as, id, retake(weak, { trangThai: 'vang' }, 1))).status).toBe(200);
    expect((await t.api('POST', `/api/DiemVN/tongKet/${homeroom}/tinh?hocKy=0`, { as: 'gvcn' })).status).toBe(409);
    expect(rowOf(await summaryOf(), weak).ketQua).toBe('LenLop');
    const url = `/api/DiemVN/tongKet/${homeroom}/sauHe`;
    expect((await t.api('POST', url)).status).toBe(401);
    expect((await t.api('POST', url, { as: 'gvcn' })).status).toBe(403);
    expect((await t.api('POST', url, { as: 'hocsinh' })).status).toBe(403);
    expect((await t.api('POST', '/api/DiemVN/tongKet/999999/sauHe', { as: 'daotao' })).status).toBe(404);
    const rerun = await t.api<TongKetLop>('POST', url, { as: 'daotao' });
    expect(rerun.status).toBe(200);
    expect(rerun.body.data.xacNhan).toBe(true);
    expect(rowOf(rerun.body.data, weak)).toMatchObject({ hocTap: 'Chưa đạt', ketQua: 'OLai', sauHe: true });
    expect(rowOf(rerun.body.data, other)).toMatchObject({ ketQua: 'LenLop', sauHe: false });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'DiemVN.tongKet'), eq(auditLog.entityId, `${homeroom}:0:sauHe`)));
    expect(entry?.before).toEqual([{ hocSinhId: weak, hocTap: 'Khá', ketQua: 'LenLop' }]);
    expect(entry?.after).toEqual([{ hocSinhId: weak, hocTap: 'Chưa đạt', ketQua: 'OLai' }]);
    const cellAudits = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, cellRepo.CELL_ENTITY),
          inArray(auditLog.entityId, [cellRepo.cellKey(toan.id, 2, weak, 'KTL')]),
        ),
      );
    expect(cellAudits).toHaveLength(2);
  });

  it('the report shows the retake: the year result from it and the decision after the summer', async () => {
    const report = (await get<PhieuKetQua>('daotao', `/api/DiemVN/phieuKetQua/${weak}`)).body.data;
    const maths = report.mon.find((m) => m.maMonHoc === 'TOAN')!;
    expect(maths).toMatchObject({ kiemTraLai: true, caNam: 3 });
    expect(report.mon.find((m) => m.maMonHoc === 'ANH')?.kiemTraLai ?? false).toBe(false);
    expect(report.tongKet.find((s) => s.hocKy === 0)).toMatchObject({ ketQua: 'OLai', sauHe: true });
  });

  it('the office exports the class mark book (a sheet per subject, then the year summary) and reads it back', async () => {
    const url = `/api/DiemVN/tongKet/${homeroom}/soDiem`;
    expect((await get(undefined, url)).status).toBe(401);
    expect((await get('gvcn', url)).status).toBe(403);
    expect((await get('daotao', '/api/DiemVN/tongKet/999999/soDiem')).status).toBe(404);
    const response = await t.app.inject({
      method: 'GET',
      url,
      headers: { cookie: `Authorization=${await t.cookieFor('daotao')}`, 'accept-language': 'vi' },
    });
    expect(response.statusCode).toBe(200);
    const workbook = await readWorkbook(response.rawPayload);
    const summary = await summaryOf();
    expect(workbook.worksheets).toHaveLength(summary.mon.length + 1);
    const maths = workbook.getWorksheet(toan.tenMonHoc)!;
    const header = (maths.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual([
      'STT',
      'Mã học sinh',
      'Họ và tên',
      ...['TX1', 'TX2', 'TX3', 'TX4', 'GK', 'CK'].map((c) => `${c} HK1`),
      'ĐTBmhk1',
      ...['TX1', 'TX2', 'TX3', 'TX4', 'GK', 'CK'].map((c) => `${c} HK2`),
      'ĐTBmhk2',
      'KT lại',
      'ĐTBmcn',
    ]);
    const rows = Array.from({ length: maths.rowCount - 1 }, (_, i) =>
      (maths.getRow(i + 2).values as unknown[]).slice(1),
    );
    const codeOf = async (id: number) =>
      (await get<PhieuKetQua>('daotao', `/api/DiemVN/phieuKetQua/${id}`)).body.data.hocSinh.maHocSinh;
    const weakCode = await codeOf(weak);
    const w = rows.find((r) => r[1] === weakCode)!;
    const at = (name: string) => header.indexOf(name);
    expect([w[at('TX1 HK1')], w[at('ĐTBmhk1')], w[at('ĐTBmhk2')], w[at('KT lại')], w[at('ĐTBmcn')]]).toEqual([
      3,
      3,
      3,
      'V',
      3,
    ]);
    const otherCode = await codeOf(other);
    const o = rows.find((r) => r[1] === otherCode)!;
    expect(o[at('ĐTBmcn')]).toBe(7);
    const year = workbook.worksheets.at(-1)!;
    expect(year.name).toBe(`Tổng kết ${summary.tenLop}`);
    const yearHeader = (year.getRow(1).values as unknown[]).slice(1);
    const yearRow = Array.from({ length: year.rowCount - 1 }, (_, i) =>
      (year.getRow(i + 2).values as unknown[]).slice(1),
    ).find((r) => r[1] === weakCode)!;
    expect(yearRow[yearHeader.indexOf('Kết quả')]).toBe('Ở lại lớp (sau hè)');
  });

  it('after the retake window closes a retake result changes only through an approved change request', async () => {
    expect((await window(2, false)).status).toBe(200);
    expect((await save('giaovien', toan.id, retake(weak, { trangThai: 'diem', giaTri: 5 }, 2))).status).toBe(400);
    const ask = (hocSinhId: number, hocKy = 2) =>
      t.api<YeuCauSua>('POST', '/api/DiemVN/yeuCauSua', {
        as: 'giaovien',
        body: {
          lopMonHocId: toan.id,
          hocSinhId,
          hocKy,
          cot: 'KTL',
          giaTriMoi: { trangThai: 'diem', giaTri: 5 },
          lyDo: 'Thi bù',
        },
      });
    expect((await ask(other)).status).toBe(400);
    expect((await ask(weak, 1)).status).toBe(400);
    const request = await ask(weak);
    expect(request.status).toBe(200);
    const approved = await t.api<YeuCauSua>('POST', `/api/DiemVN/yeuCauSua/${request.body.data.id}/duyet`, {
      as: 'daotao',
      body: { version: request.body.data.version },
    });
    expect(approved.status).toBe(200);
    const book = (await get<SoDiem>('giaovien', `/api/DiemVN/soDiem/${toan.id}`)).body.data;
    const cell = book.hocSinh.find((s) => s.id === weak)!.o.find((c) => c.cot === 'KTL');
    expect(cell).toMatchObject({ hocKy: 2, trangThai: 'diem', giaTri: 5 });
  });

  it('summer conduct training: its result replaces a year conduct Chưa đạt and the office decides the year again', async () => {
    const url = `/api/DiemVN/renLuyen/${homeroom}`;
    const conductOf = async () =>
      (await get<RenLuyen>('gvcn', url)).body.data.hocSinh.find((h) => h.hocSinhId === other)!;
    const put = (as: string, hocKy: number, mucDo: string | null, version: number) =>
      t.api<RenLuyen>('PUT', url, { as, body: { hocKy, hocSinhId: other, mucDo, version } });
    expect((await put('gvcn', 3, 'Đạt', 0)).status).toBe(400); // year conduct Tốt: no summer training
    expect((await put('gvcn', 4, 'Đạt', 0)).status).toBe(400);
    let row = await conductOf();
    expect((await put('gvcn', 1, 'Chưa đạt', row.version1)).status).toBe(200);
    expect((await put('gvcn', 2, 'Chưa đạt', row.version2)).status).toBe(200);
    expect((await put('giaovien', 3, 'Đạt', 0)).status).toBe(404);
    expect((await put('hocsinh', 3, 'Đạt', 0)).status).toBe(403);
    expect((await put('gvcn', 3, 'Đạt', 0)).status).toBe(200);
    row = await conductOf();
    expect(row).toMatchObject({ caNam: 'Chưa đạt', he: 'Đạt', versionHe: 1 });
    const rerun = await t.api<TongKetLop>('POST', `/api/DiemVN/tongKet/${homeroom}/sauHe`, { as: 'daotao' });
    expect(rerun.status).toBe(200);
    expect(rowOf(rerun.body.data, other)).toMatchObject({ renLuyen: 'Đạt', ketQua: 'LenLop', sauHe: true });
  });
});
