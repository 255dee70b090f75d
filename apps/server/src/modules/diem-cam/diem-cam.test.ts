import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

interface Exam {
  id: number;
  lopMonHocId: number;
  ten: string;
  loai: string;
  trangThai: string;
  thanhPhan: { id: number; ten: string; diemToiDa: number; trongSo: number; thuTu: number }[];
  nguongDiem: Record<string, number> | null;
  tongToiDa: number;
  version: number;
}
interface Page {
  items: Exam[];
  totalCount: number;
}

let t: TestApp;

/** postgres-js answers an array, PGlite `{ rows }`. */
async function rowsOf<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result: unknown = await t.db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/** A Cambridge subject class, the username of one of its teachers, and a Cambridge class that teacher does not teach. */
let mine: { lopMonHocId: number; username: string };
let otherClassId: number;
let nationalClassId: number;

const GEO_THRESHOLDS = { 'A*': 181, A: 156, B: 131, C: 107, D: 90, E: 73, F: 58, G: 43 };
const exam = (lopMonHocId: number, extra: Record<string, unknown> = {}) => ({
  lopMonHocId,
  ten: 'Mock exam — Geography',
  loai: 'thiThu',
  ngayThi: '2024-03-12',
  thanhPhan: [
    { ten: 'Paper 1', diemToiDa: 75, trongSo: 1.6 },
    { ten: 'Paper 2', diemToiDa: 80, trongSo: 1 },
  ],
  nguongDiem: GEO_THRESHOLDS,
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp();
  const taught = await rowsOf<{ lop_mon_hoc_id: number; username: string; nhan_vien_id: number }>(sql`
    select l.id as lop_mon_hoc_id, a.username, g.nhan_vien_id
    from lop_mon_hoc l join mon_hoc m on m.id = l.mon_hoc_id join he_hoc h on h.id = m.he_hoc_id and h.ma = 'CAM'
    join lop_mon_hoc_giao_vien g on g.lop_mon_hoc_id = l.id join tai_khoan a on a.nhan_vien_id = g.nhan_vien_id
    where not ('QuanLyDiemCam' = any(a.permissions))
    order by l.id limit 1`);
  const first = taught[0]!;
  mine = { lopMonHocId: first.lop_mon_hoc_id, username: first.username };
  // A Cambridge class of the same subject and year that this teacher does not teach (nobody teaches it).
  const other = await rowsOf<{ id: number }>(sql`
    insert into lop_mon_hoc (nam_hoc_id, hoc_ky_id, mon_hoc_id, lop_quan_ly_id, ten_lop, so_tiet_nam)
    select nam_hoc_id, hoc_ky_id, mon_hoc_id, lop_quan_ly_id, ten_lop || ' (other)', so_tiet_nam
    from lop_mon_hoc where id = ${first.lop_mon_hoc_id} returning id`);
  otherClassId = other[0]!.id;
  const national = await rowsOf<{ id: number }>(sql`
    select l.id from lop_mon_hoc l join mon_hoc m on m.id = l.mon_hoc_id join he_hoc h on h.id = m.he_hoc_id and h.ma = 'VN'
    order by l.id limit 1`);
  nationalClassId = national[0]!.id;
});
afterAll(async () => {
  await t?.close();
});

describe('DiemCam exams API', () => {
  it('requires sign-in and a teacher or the Cambridge office', async () => {
    expect((await t.api('GET', '/api/DiemCam/danhSachBaiThi')).status).toBe(401);
    expect((await t.api('POST', '/api/DiemCam/baiThi', { body: exam(mine.lopMonHocId) })).status).toBe(401);
    expect((await t.api('GET', '/api/DiemCam/danhSachBaiThi', { as: 'hocsinh' })).status).toBe(403);
  });

  it('a teacher creates an exam with components and thresholds in their class, edits it with the version, deletes it', async () => {
    const created = await t.api<Exam>('POST', '/api/DiemCam/baiThi', {
      as: mine.username,
      body: exam(mine.lopMonHocId),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const e = created.body.data;
    expect(e).toMatchObject({ lopMonHocId: mine.lopMonHocId, loai: 'thiThu', trangThai: 'dangNhap', tongToiDa: 200 });
    expect(e.thanhPhan.map((c) => [c.ten, c.diemToiDa, c.trongSo, c.thuTu])).toEqual([
      ['Paper 1', 75, 1.6, 1],
      ['Paper 2', 80, 1, 2],
    ]);
    expect(e.nguongDiem).toEqual(GEO_THRESHOLDS);

    const listed = await t.api<Page>('GET', `/api/DiemCam/danhSachBaiThi?lopMonHocId=${mine.lopMonHocId}&pageSize=-1`, {
      as: mine.username,
    });
    expect(listed.body.data.items.map((x) => x.id)).toContain(e.id);

    const edited = await t.api<Exam>('PUT', `/api/DiemCam/baiThi/${e.id}`, {
      as: mine.username,
      body: exam(mine.lopMonHocId, {
        ten: 'Progression Test',
        loai: 'progressionTest',
        thanhPhan: [{ ten: 'Test', diemToiDa: 50 }],
        nguongDiem: null,
        version: e.version,
      }),
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      ten: 'Progression Test',
      tongToiDa: 50,
      nguongDiem: null,
      version: e.version + 1,
    });
    expect(edited.body.data.thanhPhan).toHaveLength(1);
    const stale = await t.api('PUT', `/api/DiemCam/baiThi/${e.id}`, {
      as: mine.username,
      body: exam(mine.lopMonHocId, { version: e.version }),
    });
    expect(stale.status).toBe(409);

    const audited = await rowsOf<{ n: number }>(
      sql`select cast(count(*) as integer) as n from audit_log where entity = 'BaiThiCam' and entity_id = ${String(e.id)}`,
    );
    expect(audited[0]!.n).toBeGreaterThanOrEqual(2);

    expect((await t.api('DELETE', `/api/DiemCam/baiThi/${e.id}`, { as: mine.username })).status).toBe(200);
    expect((await t.api('GET', `/api/DiemCam/baiThi/${e.id}`, { as: mine.username })).status).toBe(404);
  });

  it("another class's id answers 404 to a teacher; the office (QuanLyDiemCam) reaches every Cambridge class", async () => {
    expect((await t.api('POST', '/api/DiemCam/baiThi', { as: mine.username, body: exam(otherClassId) })).status).toBe(
      404,
    );
    const office = await t.api<Exam>('POST', '/api/DiemCam/baiThi', { as: 'daotao', body: exam(otherClassId) });
    expect(office.status).toBe(200);
    const id = office.body.data.id;
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await t.api(method, `/api/DiemCam/baiThi/${id}`, {
        as: mine.username,
        body: method === 'PUT' ? exam(otherClassId, { version: 0 }) : undefined,
      });
      expect(res.status).toBe(404);
    }
    const teachers = await t.api<Page>('GET', '/api/DiemCam/danhSachBaiThi?pageSize=-1', { as: mine.username });
    expect(teachers.body.data.items.map((x) => x.id)).not.toContain(id);
    const all = await t.api<Page>('GET', '/api/DiemCam/danhSachBaiThi?pageSize=-1', { as: 'daotao' });
    expect(all.body.data.items.map((x) => x.id)).toContain(id);
    // Moving one's own exam into another class is refused the same way.
    const own = await t.api<Exam>('POST', '/api/DiemCam/baiThi', { as: mine.username, body: exam(mine.lopMonHocId) });
    const moved = await t.api('PUT', `/api/DiemCam/baiThi/${own.body.data.id}`, {
      as: mine.username,
      body: exam(otherClassId, { version: own.body.data.version }),
    });
    expect(moved.status).toBe(404);
  });

  it('a national-programme class and a missing class are 404 even for the office', async () => {
    expect((await t.api('POST', '/api/DiemCam/baiThi', { as: 'daotao', body: exam(nationalClassId) })).status).toBe(
      404,
    );
    expect((await t.api('POST', '/api/DiemCam/baiThi', { as: 'daotao', body: exam(999_999) })).status).toBe(404);
    expect((await t.api('GET', '/api/DiemCam/baiThi/999999', { as: 'daotao' })).status).toBe(404);
  });

  it('answers bad input with a readable 400 in the request’s language', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ten: ' ' }, 'Please enter the name of the exam.'],
      [{ thanhPhan: [] }, 'An exam needs at least one component.'],
      [{ thanhPhan: [{ ten: 'P1', diemToiDa: -3 }] }, 'The maximum raw mark is a positive number (at most 1000).'],
      [{ nguongDiem: { 'A*': 100, A: 120 } }, 'A better grade cannot have a lower threshold than a lower grade.'],
      [{ nguongDiem: { 'A*': 250 } }, 'A grade threshold is above the maximum weighted total.'],
      [{ nguongDiem: { Z: 10 } }, 'Grade thresholds use only the grades A*, A, B, C, D, E, F, G.'],
    ];
    for (const [change, message] of cases) {
      const res = await t.api('POST', '/api/DiemCam/baiThi', {
        as: 'daotao',
        body: exam(mine.lopMonHocId, change),
        lang: 'en',
      });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.body.errors).toContain(message);
    }
    expect(
      (await t.api('POST', '/api/DiemCam/baiThi', { as: 'daotao', body: exam(mine.lopMonHocId, { loai: 'x' }) }))
        .status,
    ).toBe(400);
  });
});
