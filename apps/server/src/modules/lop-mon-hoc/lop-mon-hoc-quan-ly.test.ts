import type { LopMonHoc, ThanhVienLopMonHoc } from '@hpl/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { dayBefore } from './lop-mon-hoc-quan-ly.service';

interface Page<T> {
  items: T[];
  totalCount: number;
}
let t: TestApp;
const LIST = '/api/LopMonHoc/danhSachLopMonHoc';
const list = async (query = '') =>
  (await t.api<Page<LopMonHoc>>('GET', `${LIST}?pageSize=-1${query}`, { as: 'daotao' })).body.data.items;
const history = async (id: number) =>
  (await t.api<ThanhVienLopMonHoc[]>('GET', `/api/LopMonHoc/${id}/lichSuHocSinh`, { as: 'daotao' })).body.data;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('LopMonHoc management API: access and bad input', () => {
  it('requires sign-in, and the timetable managers (403 for teachers and students)', async () => {
    expect((await t.api('POST', '/api/LopMonHoc', { body: {} })).status).toBe(401);
    for (const as of ['giaovien', 'hocsinh']) {
      expect((await t.api('POST', '/api/LopMonHoc/1/tachNhom', { as, body: {} })).status).toBe(403);
      expect((await t.api('PUT', '/api/LopMonHoc/1', { as, body: {} })).status).toBe(403);
    }
  });

  it('answers 404 for an unknown class or membership', async () => {
    const body = { tenLop: 'X', soTietNam: 70, lopQuanLyId: null, version: 0 };
    expect((await t.api('PUT', '/api/LopMonHoc/999999', { as: 'daotao', body })).status).toBe(404);
    expect((await t.api('GET', '/api/LopMonHoc/999999/lichSuHocSinh', { as: 'daotao' })).status).toBe(404);
    const cls = (await list())[0]!;
    const end = await t.api('PUT', `/api/LopMonHoc/${cls.id}/hocSinh/999999/ketThuc`, {
      as: 'daotao',
      body: { denNgay: '2026-12-01', lyDo: null },
    });
    expect(end.status).toBe(404);
  });

  it('answers bad input with a readable 400', async () => {
    const res = await t.api('POST', '/api/LopMonHoc', {
      as: 'daotao',
      body: { namHocId: 1, monHocId: 1, lopQuanLyId: null, tenLop: ' ', soTietNam: 70 },
      lang: 'en',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toContain('Please enter the class name.');
  });
});

describe('LopMonHoc management API: programmes, create, edit, students, split', () => {
  it('filters by the subject’s programme', async () => {
    const vn = await list('&maHeHoc=VN');
    const cam = await list('&maHeHoc=CAM');
    expect(vn.length).toBeGreaterThan(0);
    expect(cam.length).toBeGreaterThan(0);
    expect(vn.every((c) => c.maHeHoc === 'VN')).toBe(true);
    expect(cam.every((c) => c.maHeHoc === 'CAM')).toBe(true);
  });

  it('creates and edits a class; a stale edit is 409', async () => {
    const model = (await list('&maHeHoc=VN'))[0]!;
    const created = await t.api<{ id: number }>('POST', '/api/LopMonHoc', {
      as: 'daotao',
      body: {
        namHocId: model.namHocId,
        monHocId: model.monHocId,
        lopQuanLyId: model.lopQuanLyId,
        tenLop: 'Nhóm ôn thi',
        soTietNam: 35,
        giaoVienIds: [],
      },
    });
    expect(created.status).toBe(200);
    const row = (await list()).find((c) => c.id === created.body.data.id)!;
    expect(row).toMatchObject({ tenLop: 'Nhóm ôn thi', soTietNam: 35, siSo: 0 });
    const body = { tenLop: 'Nhóm ôn thi nâng cao', soTietNam: 70, lopQuanLyId: null, version: row.version };
    expect((await t.api('PUT', `/api/LopMonHoc/${row.id}`, { as: 'daotao', body })).status).toBe(200);
    expect((await t.api('PUT', `/api/LopMonHoc/${row.id}`, { as: 'daotao', body })).status).toBe(409);
  });

  it('adds and ends a student’s membership; the ended one stays in the history', async () => {
    const classes = await list('&maHeHoc=VN');
    const target = classes.find((c) => c.tenLop === 'Nhóm ôn thi nâng cao')!;
    const someone = (await history(classes[0]!.id))[0]!;
    const add = await t.api('POST', `/api/LopMonHoc/${target.id}/hocSinh`, {
      as: 'daotao',
      body: { hocSinhIds: [someone.hocSinhId], tuNgay: '2026-11-02' },
    });
    expect(add.status).toBe(200);
    const again = await t.api('POST', `/api/LopMonHoc/${target.id}/hocSinh`, {
      as: 'daotao',
      body: { hocSinhIds: [someone.hocSinhId], tuNgay: '2026-11-03' },
    });
    expect(again.status).toBe(400);
    const [membership] = await history(target.id);
    const early = await t.api('PUT', `/api/LopMonHoc/${target.id}/hocSinh/${membership!.id}/ketThuc`, {
      as: 'daotao',
      body: { denNgay: '2026-10-01', lyDo: null },
    });
    expect(early.status).toBe(400);
    const end = await t.api('PUT', `/api/LopMonHoc/${target.id}/hocSinh/${membership!.id}/ketThuc`, {
      as: 'daotao',
      body: { denNgay: '2026-11-20', lyDo: 'Đổi nhóm' },
    });
    expect(end.status).toBe(200);
    expect(await history(target.id)).toEqual([
      expect.objectContaining({
        hocSinhId: someone.hocSinhId,
        tuNgay: '2026-11-02',
        denNgay: '2026-11-20',
        lyDo: 'Đổi nhóm',
      }),
    ]);
  });

  it('splits a class into two groups, students divided and history kept', async () => {
    const cls = (await list('&maHeHoc=CAM')).find((c) => c.siSo >= 2)!;
    const members = (await history(cls.id)).filter((m) => m.denNgay === null).map((m) => m.hocSinhId);
    const half = Math.ceil(members.length / 2);
    const groups = [
      { tenLop: `${cls.tenLop} (nhóm 1)`, hocSinhIds: members.slice(0, half) },
      { tenLop: `${cls.tenLop} (nhóm 2)`, hocSinhIds: members.slice(half) },
    ];
    const missing = await t.api('POST', `/api/LopMonHoc/${cls.id}/tachNhom`, {
      as: 'daotao',
      body: { tuNgay: '2026-12-01', nhom: [groups[0], { ...groups[1], hocSinhIds: [] }], version: cls.version },
    });
    expect(missing.status).toBe(400);
    const res = await t.api<{ lopMonHocIds: number[] }>('POST', `/api/LopMonHoc/${cls.id}/tachNhom`, {
      as: 'daotao',
      body: { tuNgay: '2026-12-01', nhom: groups, version: cls.version },
    });
    expect(res.status).toBe(200);
    const [, second] = res.body.data.lopMonHocIds;
    const after = await list();
    expect(after.find((c) => c.id === cls.id)).toMatchObject({ tenLop: groups[0]!.tenLop, siSo: half });
    expect(after.find((c) => c.id === second)).toMatchObject({
      tenLop: groups[1]!.tenLop,
      siSo: members.length - half,
      giaoVien: cls.giaoVien,
    });
    const kept = await history(cls.id);
    expect(
      kept
        .filter((m) => m.denNgay === '2026-11-30')
        .map((m) => m.hocSinhId)
        .sort(),
    ).toEqual([...groups[1]!.hocSinhIds].sort());
    const stale = await t.api('POST', `/api/LopMonHoc/${cls.id}/tachNhom`, {
      as: 'daotao',
      body: { tuNgay: '2026-12-01', nhom: groups, version: cls.version },
    });
    expect(stale.status).toBe(409);
  });

  it('ends the old membership the day before the new one', () => {
    expect(dayBefore('2026-12-01')).toBe('2026-11-30');
    expect(dayBefore('2027-03-01')).toBe('2027-02-28');
  });
});
