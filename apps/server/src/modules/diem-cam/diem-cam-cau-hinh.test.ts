import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { findScaleFor, isScaleVersionUsed, markScaleVersionUsed } from '.';

interface Subject {
  monHocId: number;
  maSyllabus: string | null;
  capDo: string | null;
  thangDiem: string | null;
  version: number;
}
interface Scale {
  id: number;
  gocId: number;
  phienBan: number;
  hienHanh: boolean;
  ten: string;
  monHocId: number | null;
  quyTac: Record<string, unknown>;
  daDung: boolean;
  version: number;
  phienBanMoi?: boolean;
}
interface Exam {
  id: number;
  lopMonHocId: number;
  ten: string;
  thanhPhan: { ten: string; diemToiDa: number; trongSo: number }[];
  nguongDiem: Record<string, number> | null;
  trangThai: string;
}

let t: TestApp;

async function rowsOf<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result: unknown = await t.db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/** A teacher's Cambridge class, a sibling class of the same subject they do not teach, one of another subject. */
let mine: { lopMonHocId: number; username: string; monHocId: number };
let siblingId: number;
let sibling2Id: number;
let otherSubjectClassId: number;

const scaleBody = (extra: Record<string, unknown> = {}) => ({
  ten: 'Test scale',
  quyTac: { kind: 'linear', divisor: 10, decimals: 1 },
  ...extra,
});
const examBody = (lopMonHocId: number) => ({
  lopMonHocId,
  ten: 'Mock — Geography',
  loai: 'thiThu',
  ngayThi: '2024-03-12',
  thanhPhan: [
    { ten: 'Paper 1', diemToiDa: 75, trongSo: 1.6 },
    { ten: 'Paper 2', diemToiDa: 80, trongSo: 1 },
  ],
  nguongDiem: { 'A*': 181, A: 156, B: 131, C: 107, D: 90, E: 73, F: 58, G: 43 },
});

beforeAll(async () => {
  t = await createTestApp();
  const taught = await rowsOf<{ lop_mon_hoc_id: number; username: string; mon_hoc_id: number }>(sql`
    select l.id as lop_mon_hoc_id, a.username, l.mon_hoc_id
    from lop_mon_hoc l join mon_hoc m on m.id = l.mon_hoc_id join he_hoc h on h.id = m.he_hoc_id and h.ma = 'CAM'
    join lop_mon_hoc_giao_vien g on g.lop_mon_hoc_id = l.id join tai_khoan a on a.nhan_vien_id = g.nhan_vien_id
    where not ('QuanLyDiemCam' = any(a.permissions))
    order by l.id limit 1`);
  const first = taught[0]!;
  mine = { lopMonHocId: first.lop_mon_hoc_id, username: first.username, monHocId: first.mon_hoc_id };
  const copyOf = async (suffix: string) =>
    (
      await rowsOf<{ id: number }>(sql`
    insert into lop_mon_hoc (nam_hoc_id, hoc_ky_id, mon_hoc_id, lop_quan_ly_id, ten_lop, so_tiet_nam)
    select nam_hoc_id, hoc_ky_id, mon_hoc_id, lop_quan_ly_id, ten_lop || ${suffix}, so_tiet_nam
    from lop_mon_hoc where id = ${first.lop_mon_hoc_id} returning id`)
    )[0]!.id;
  siblingId = await copyOf(' (B)');
  sibling2Id = await copyOf(' (C)');
  otherSubjectClassId = (
    await rowsOf<{ id: number }>(sql`
    select l.id from lop_mon_hoc l join mon_hoc m on m.id = l.mon_hoc_id join he_hoc h on h.id = m.he_hoc_id and h.ma = 'CAM'
    where l.mon_hoc_id <> ${first.mon_hoc_id} order by l.id limit 1`)
  )[0]!.id;
});
afterAll(async () => {
  await t?.close();
});

describe('DiemCam subjects', () => {
  it('requires sign-in; students are refused; teachers read; only the office edits', async () => {
    expect((await t.api('GET', '/api/DiemCam/danhSachMonHoc')).status).toBe(401);
    expect((await t.api('GET', '/api/DiemCam/danhSachMonHoc', { as: 'hocsinh' })).status).toBe(403);
    expect((await t.api('GET', '/api/DiemCam/danhSachMonHoc', { as: mine.username })).status).toBe(200);
    const put = { capDo: 'igcse', thangDiem: 'aStarG' };
    expect((await t.api('PUT', `/api/DiemCam/monHoc/${mine.monHocId}`, { body: put })).status).toBe(401);
    expect((await t.api('PUT', `/api/DiemCam/monHoc/${mine.monHocId}`, { as: mine.username, body: put })).status).toBe(
      403,
    );
  });

  it('lists the demo school’s Cambridge subjects with syllabus code, stage and scale; the office edits them', async () => {
    const list = await t.api<{ items: Subject[]; totalCount: number }>(
      'GET',
      '/api/DiemCam/danhSachMonHoc?pageSize=-1&search=0580',
      { as: 'daotao' },
    );
    expect(list.status).toBe(200);
    const maths = list.body.data.items[0]!;
    expect(maths).toMatchObject({ maSyllabus: '0580', capDo: 'igcse', thangDiem: 'nineOne' });
    const saved = await t.api<Subject>('PUT', `/api/DiemCam/monHoc/${maths.monHocId}`, {
      as: 'daotao',
      body: { capDo: 'igcse', thangDiem: 'aStarG', version: maths.version },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ thangDiem: 'aStarG', version: maths.version + 1 });
    const stale = await t.api('PUT', `/api/DiemCam/monHoc/${maths.monHocId}`, {
      as: 'daotao',
      body: { capDo: 'igcse', thangDiem: 'nineOne', version: maths.version },
    });
    expect(stale.status).toBe(409);
    const wrongScale = await t.api('PUT', `/api/DiemCam/monHoc/${maths.monHocId}`, {
      as: 'daotao',
      body: { capDo: 'primary', thangDiem: 'aStarG' },
      lang: 'en',
    });
    expect(wrongScale.status).toBe(400);
    expect(wrongScale.body.errors).toContain(
      'Primary and Lower Secondary use the Checkpoint 0–50 scale; IGCSE uses A*–G or 9–1.',
    );
    const national = await rowsOf<{ id: number }>(
      sql`select m.id from mon_hoc m join he_hoc h on h.id = m.he_hoc_id and h.ma = 'VN' limit 1`,
    );
    const res = await t.api('PUT', `/api/DiemCam/monHoc/${national[0]!.id}`, {
      as: 'daotao',
      body: { capDo: 'igcse', thangDiem: 'aStarG' },
    });
    expect(res.status).toBe(404);
  });
});

describe('DiemCam conversion scales', () => {
  it('requires sign-in; teachers read; only the office writes; a missing scale is 404', async () => {
    expect((await t.api('GET', '/api/DiemCam/danhSachThangQuyDoi')).status).toBe(401);
    expect((await t.api('GET', '/api/DiemCam/danhSachThangQuyDoi', { as: 'hocsinh' })).status).toBe(403);
    expect((await t.api('GET', '/api/DiemCam/danhSachThangQuyDoi', { as: mine.username })).status).toBe(200);
    expect((await t.api('POST', '/api/DiemCam/thangQuyDoi', { as: mine.username, body: scaleBody() })).status).toBe(
      403,
    );
    expect((await t.api('GET', '/api/DiemCam/thangQuyDoi/999999', { as: 'daotao' })).status).toBe(404);
    expect((await t.api('PUT', '/api/DiemCam/thangQuyDoi/999999', { as: 'daotao', body: scaleBody() })).status).toBe(
      404,
    );
  });

  it('the demo school has a scale with a used version and a current one', async () => {
    const list = await t.api<{ items: Scale[] }>('GET', '/api/DiemCam/danhSachThangQuyDoi?pageSize=-1', {
      as: 'daotao',
    });
    const igcse = list.body.data.items.find((s) => s.ten === 'Bậc IGCSE → điểm hệ 10')!;
    expect(igcse).toMatchObject({ phienBan: 2, hienHanh: true, daDung: false });
    const versions = await t.api<Scale[]>('GET', `/api/DiemCam/thangQuyDoi/${igcse.id}/phienBan`, { as: 'daotao' });
    expect(versions.body.data.map((v) => [v.phienBan, v.hienHanh, v.daDung])).toEqual([
      [2, true, false],
      [1, false, true],
    ]);
  });

  it('edits an unused version in place; once results used it, an edit makes a new version and the used one stays', async () => {
    const created = await t.api<Scale>('POST', '/api/DiemCam/thangQuyDoi', { as: 'daotao', body: scaleBody() });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const v1 = created.body.data;
    expect(v1).toMatchObject({ phienBan: 1, gocId: v1.id, hienHanh: true, daDung: false });

    const inPlace = await t.api<Scale>('PUT', `/api/DiemCam/thangQuyDoi/${v1.id}`, {
      as: 'daotao',
      body: scaleBody({ ten: 'Renamed', version: v1.version }),
    });
    expect(inPlace.body.data).toMatchObject({ id: v1.id, ten: 'Renamed', phienBan: 1, phienBanMoi: false });

    expect(await isScaleVersionUsed(t.db, v1.id)).toBe(false);
    expect(await markScaleVersionUsed(t.db, v1.id)).toBe(true);
    expect(await isScaleVersionUsed(t.db, v1.id)).toBe(true);
    expect(await markScaleVersionUsed(t.db, 999_999)).toBe(false);

    const edited = await t.api<Scale>('PUT', `/api/DiemCam/thangQuyDoi/${v1.id}`, {
      as: 'daotao',
      body: scaleBody({
        ten: 'Renamed',
        quyTac: { kind: 'band', bands: [{ grade: 'A*', result: 9.5 }], below: 0 },
        version: inPlace.body.data.version,
      }),
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const v2 = edited.body.data;
    expect(v2).toMatchObject({ gocId: v1.id, phienBan: 2, hienHanh: true, daDung: false, phienBanMoi: true });
    expect(v2.id).not.toBe(v1.id);

    const old = await t.api<Scale>('GET', `/api/DiemCam/thangQuyDoi/${v1.id}`, { as: 'daotao' });
    expect(old.body.data).toMatchObject({ hienHanh: false, daDung: true, quyTac: { kind: 'linear', divisor: 10 } });
    // The used version itself is never edited again.
    const again = await t.api('PUT', `/api/DiemCam/thangQuyDoi/${v1.id}`, { as: 'daotao', body: scaleBody() });
    expect(again.status).toBe(409);
    // A scale whose versions were used cannot be deleted.
    expect((await t.api('DELETE', `/api/DiemCam/thangQuyDoi/${v2.id}`, { as: 'daotao' })).status).toBe(409);
    const audited = await rowsOf<{ n: number }>(
      sql`select cast(count(*) as integer) as n from audit_log where entity = 'ThangQuyDoi' and entity_id in (${String(v1.id)}, ${String(v2.id)})`,
    );
    expect(audited[0]!.n).toBeGreaterThanOrEqual(3);
  });

  it('resolves the most specific current scale for a subject', async () => {
    const subject = await t.api<Scale>('POST', '/api/DiemCam/thangQuyDoi', {
      as: 'daotao',
      body: scaleBody({ ten: 'Subject scale', monHocId: mine.monHocId }),
    });
    const found = await findScaleFor(t.db, { namHocId: null, heHocId: null, khoiId: null, monHocId: mine.monHocId });
    expect(found?.id).toBe(subject.body.data.id);
    // A rule edited in place after it was read is not marked used with the stale version.
    const edited = await t.api<Scale>('PUT', `/api/DiemCam/thangQuyDoi/${found!.id}`, {
      as: 'daotao',
      body: scaleBody({
        ten: 'Subject scale',
        monHocId: mine.monHocId,
        quyTac: { kind: 'linear', divisor: 10, decimals: 2 },
      }),
    });
    expect(edited.body.data).toMatchObject({ id: found!.id, phienBanMoi: false });
    expect(await markScaleVersionUsed(t.db, found!.id, found!.version)).toBe(false);
    expect(await isScaleVersionUsed(t.db, found!.id)).toBe(false);
    const applied = await t.api<Scale | null>('GET', `/api/DiemCam/thangQuyDoi/apDung?monHocId=${mine.monHocId}`, {
      as: 'daotao',
    });
    expect(applied.body.data?.id).toBe(subject.body.data.id);
    expect((await t.api('DELETE', `/api/DiemCam/thangQuyDoi/${subject.body.data.id}`, { as: 'daotao' })).status).toBe(
      200,
    );
  });

  it('answers bad input with a readable 400', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ten: '' }, 'Please enter the name of the scale.'],
      [{ quyTac: { kind: 'band', bands: [] } }, 'A scale needs 1 to 30 bands.'],
      [
        {
          quyTac: {
            kind: 'band',
            bands: [
              { min: 90, result: 'A*' },
              { grade: 'A', result: 9 },
            ],
          },
        },
        'Each band has exactly one of a minimum percentage or a grade; a scale does not mix the two.',
      ],
      [
        {
          quyTac: {
            kind: 'band',
            bands: [
              { min: 90, result: 'A*' },
              { min: 90, result: 'A' },
            ],
          },
        },
        'Two bands have the same minimum or grade.',
      ],
      [{ quyTac: { kind: 'linear', divisor: 0, decimals: 1 } }, 'The divisor is a positive number.'],
      [{ khoiId: 999_999 }, 'The year, programme, grade level or subject does not exist.'],
    ];
    for (const [change, message] of cases) {
      const res = await t.api('POST', '/api/DiemCam/thangQuyDoi', {
        as: 'daotao',
        body: scaleBody(change),
        lang: 'en',
      });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.body.errors).toContain(message);
    }
  });
});

describe('DiemCam copying an exam to other classes', () => {
  it('requires sign-in; a student is refused', async () => {
    expect((await t.api('POST', '/api/DiemCam/baiThi/1/saoChep', { body: { lopMonHocIds: [1] } })).status).toBe(401);
    expect(
      (await t.api('POST', '/api/DiemCam/baiThi/1/saoChep', { as: 'hocsinh', body: { lopMonHocIds: [1] } })).status,
    ).toBe(403);
  });

  it('the office copies an exam with components and thresholds to two classes, all in one transaction', async () => {
    const source = await t.api<Exam>('POST', '/api/DiemCam/baiThi', { as: 'daotao', body: examBody(mine.lopMonHocId) });
    expect(source.status).toBe(200);
    const copied = await t.api<{ baiThi: { id: number; lopMonHocId: number; tenLop: string }[] }>(
      'POST',
      `/api/DiemCam/baiThi/${source.body.data.id}/saoChep`,
      { as: 'daotao', body: { lopMonHocIds: [siblingId, sibling2Id, siblingId] } },
    );
    expect(copied.status, JSON.stringify(copied.body)).toBe(200);
    expect(copied.body.data.baiThi.map((c) => c.lopMonHocId)).toEqual([siblingId, sibling2Id]);
    expect(copied.body.data.baiThi[0]!.tenLop).toMatch(/\(B\)$/);
    const copy = await t.api<Exam>('GET', `/api/DiemCam/baiThi/${copied.body.data.baiThi[0]!.id}`, { as: 'daotao' });
    expect(copy.body.data).toMatchObject({
      lopMonHocId: siblingId,
      ten: source.body.data.ten,
      nguongDiem: source.body.data.nguongDiem,
      trangThai: 'dangNhap',
    });
    expect(copy.body.data.thanhPhan.map((c) => [c.ten, c.diemToiDa, c.trongSo])).toEqual([
      ['Paper 1', 75, 1.6],
      ['Paper 2', 80, 1],
    ]);

    const before = await rowsOf<{ n: number }>(sql`select cast(count(*) as integer) as n from bai_thi_cam`);
    const otherSubject = await t.api('POST', `/api/DiemCam/baiThi/${source.body.data.id}/saoChep`, {
      as: 'daotao',
      body: { lopMonHocIds: [siblingId, otherSubjectClassId] },
      lang: 'en',
    });
    expect(otherSubject.status).toBe(400);
    expect(otherSubject.body.errors).toContain('An exam can only be copied to classes of the same subject.');
    const self = await t.api('POST', `/api/DiemCam/baiThi/${source.body.data.id}/saoChep`, {
      as: 'daotao',
      body: { lopMonHocIds: [mine.lopMonHocId] },
    });
    expect(self.status).toBe(400);
    expect(
      (
        await t.api('POST', `/api/DiemCam/baiThi/${source.body.data.id}/saoChep`, {
          as: 'daotao',
          body: { lopMonHocIds: [] },
        })
      ).status,
    ).toBe(400);
    const after = await rowsOf<{ n: number }>(sql`select cast(count(*) as integer) as n from bai_thi_cam`);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('a teacher cannot copy to a class they do not teach (404), nor copy an exam of a class they do not teach', async () => {
    const own = await t.api<Exam>('POST', '/api/DiemCam/baiThi', {
      as: mine.username,
      body: examBody(mine.lopMonHocId),
    });
    expect(own.status).toBe(200);
    const refused = await t.api('POST', `/api/DiemCam/baiThi/${own.body.data.id}/saoChep`, {
      as: mine.username,
      body: { lopMonHocIds: [siblingId] },
    });
    expect(refused.status).toBe(404);
    const foreign = await t.api<Exam>('POST', '/api/DiemCam/baiThi', { as: 'daotao', body: examBody(siblingId) });
    const notMine = await t.api('POST', `/api/DiemCam/baiThi/${foreign.body.data.id}/saoChep`, {
      as: mine.username,
      body: { lopMonHocIds: [mine.lopMonHocId] },
    });
    expect(notMine.status).toBe(404);
    const options = await t.api<{ id: number }[]>('GET', `/api/DiemCam/lopMonHocQuanLy?monHocId=${mine.monHocId}`, {
      as: mine.username,
    });
    expect(options.body.data.map((c) => c.id)).toContain(mine.lopMonHocId);
    expect(options.body.data.map((c) => c.id)).not.toContain(siblingId);
    const all = await t.api<{ id: number }[]>('GET', `/api/DiemCam/lopMonHocQuanLy?monHocId=${mine.monHocId}`, {
      as: 'daotao',
    });
    expect(all.body.data.map((c) => c.id)).toEqual(expect.arrayContaining([mine.lopMonHocId, siblingId, sibling2Id]));
  });
});
