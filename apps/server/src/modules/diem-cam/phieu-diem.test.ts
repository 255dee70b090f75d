import type { HocSinhPhieuDiemCam, ThongKeCam } from '@hpl/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

/**
 * Cambridge report cards (PDF), comments / effort, converted 10-point marks kept with their scale version, and the
 * statistics across exams. Runs on PGlite and, with TEST_DB=postgres, on PostgreSQL.
 */
let t: TestApp;

async function rowsOf<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result: unknown = await t.db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

const THRESHOLDS = { 'A*': 181, A: 156, B: 131, C: 107, D: 90, E: 73, F: 58, G: 43 };
const COMPONENTS = [
  { ten: 'Paper 1', diemToiDa: 75, trongSo: 1.6 },
  { ten: 'Paper 2', diemToiDa: 80, trongSo: 1 },
];

let classId: number;
let monHocId: number;
let teacher: string;
let outsider: string;
let examId: number;
let students: { hocSinhId: number; hoTen: string }[];
let scaleId: number;

async function pdfText(buffer: Buffer): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(buffer), isEvalSupported: false, disableFontFace: true })
    .promise;
  let text = '';
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    for (const item of content.items) if ('str' in item) text += `${item.str}${item.hasEOL ? '\n' : ''}`;
  }
  await doc.destroy();
  return text;
}

async function download(as: string | undefined, url: string) {
  return t.app.inject({
    method: 'GET',
    url,
    headers: as ? { cookie: `Authorization=${await t.cookieFor(as)}` } : {},
  });
}

beforeAll(async () => {
  t = await createTestApp();
  const rows = await rowsOf<{ lop_mon_hoc_id: number; mon_hoc_id: number; username: string }>(sql`
    select l.id as lop_mon_hoc_id, l.mon_hoc_id, a.username
    from lop_mon_hoc l join mon_hoc m on m.id = l.mon_hoc_id join he_hoc h on h.id = m.he_hoc_id and h.ma = 'CAM'
    join lop_mon_hoc_giao_vien g on g.lop_mon_hoc_id = l.id join tai_khoan a on a.nhan_vien_id = g.nhan_vien_id
    where not ('QuanLyDiemCam' = any(a.permissions))
      and exists (select 1 from lop_mon_hoc_hoc_sinh s where s.lop_mon_hoc_id = l.id and s.den_ngay is null)
    order by l.id limit 1`);
  classId = rows[0]!.lop_mon_hoc_id;
  monHocId = rows[0]!.mon_hoc_id;
  teacher = rows[0]!.username;
  const others = await rowsOf<{ username: string }>(sql`
    select a.username from tai_khoan a
    where a.nhan_vien_id is not null and 'GiaoVien' = any(a.roles) and not ('QuanLyDiemCam' = any(a.permissions))
      and not exists (select 1 from lop_mon_hoc_giao_vien g where g.nhan_vien_id = a.nhan_vien_id)
    order by a.id limit 1`);
  outsider = others[0]!.username;
  // A scale for this subject only (the most specific): linear, % ÷ 10 to one decimal.
  const scale = await t.api<{ id: number }>('POST', '/api/DiemCam/thangQuyDoi', {
    as: 'daotao',
    body: { ten: 'Report-card test scale', monHocId, quyTac: { kind: 'linear', divisor: 10, decimals: 1 } },
  });
  expect(scale.status, JSON.stringify(scale.body)).toBe(200);
  scaleId = scale.body.data.id;
  const exam = await t.api<{ id: number }>('POST', '/api/DiemCam/baiThi', {
    as: 'daotao',
    body: {
      lopMonHocId: classId,
      ten: 'Report-card mock',
      loai: 'thiThu',
      thanhPhan: COMPONENTS,
      nguongDiem: THRESHOLDS,
    },
  });
  expect(exam.status, JSON.stringify(exam.body)).toBe(200);
  examId = exam.body.data.id;
  const book = await t.api<{ hocSinh: { hocSinhId: number; hoTen: string }[] }>(
    'GET',
    `/api/DiemCam/ketQua/${examId}`,
    {
      as: 'daotao',
    },
  );
  students = book.body.data.hocSinh;
  const saved = await t.api('PUT', `/api/DiemCam/ketQua/${examId}`, {
    as: 'daotao',
    body: {
      dong: students.map((s, i) => ({ hocSinhId: s.hocSinhId, diem: [70 - (i % 20), 75], vangThi: false, version: 0 })),
    },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

async function publish() {
  let version = (await t.api<{ baiThi: { version: number } }>('GET', `/api/DiemCam/ketQua/${examId}`, { as: 'daotao' }))
    .body.data.baiThi.version;
  for (const trangThai of ['daNop', 'daKiemTra', 'daCongBo']) {
    const moved = await t.api<{ version: number }>('POST', `/api/DiemCam/ketQua/${examId}/trangThai`, {
      as: 'daotao',
      body: { trangThai, version },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    version = moved.body.data.version;
  }
}

describe('DiemCam report cards and statistics', () => {
  it('answers 401 / 403 / 404 / 400 on the new routes', async () => {
    const pdf = `/api/DiemCam/phieuDiem/lop/${classId}/pdf`;
    expect((await download(undefined, pdf)).statusCode).toBe(401);
    expect((await download('hocsinh', pdf)).statusCode).toBe(403);
    expect((await download(outsider, pdf)).statusCode).toBe(404);
    expect((await download('daotao', '/api/DiemCam/phieuDiem/lop/999999/pdf')).statusCode).toBe(404);
    expect((await download('daotao', '/api/DiemCam/phieuDiem/lop/abc/pdf')).statusCode).toBe(400);
    expect((await download(outsider, `/api/DiemCam/phieuDiem/hocSinh/${students[0]!.hocSinhId}/pdf`)).statusCode).toBe(
      404,
    );
    expect((await download('daotao', '/api/DiemCam/phieuDiem/hocSinh/999999/pdf')).statusCode).toBe(404);
    expect((await t.api('GET', '/api/DiemCam/thongKe')).status).toBe(401);
    expect((await t.api('GET', '/api/DiemCam/thongKe', { as: 'hocsinh' })).status).toBe(403);
    expect((await t.api('GET', '/api/DiemCam/thongKe', { as: teacher })).status).toBe(403);
    expect((await t.api('GET', '/api/DiemCam/thongKe?loai=nope', { as: 'daotao' })).status).toBe(400);
    const comment = (body: unknown, as = teacher, id = examId) =>
      t.api('PUT', `/api/DiemCam/ketQua/${id}/nhanXet`, { as, body });
    const row = { hocSinhId: students[0]!.hocSinhId, nhanXet: 'Works steadily.', noLuc: 2 };
    expect((await t.api('PUT', `/api/DiemCam/ketQua/${examId}/nhanXet`, { body: { dong: [row] } })).status).toBe(401);
    expect((await comment({ dong: [row] }, 'hocsinh')).status).toBe(403);
    expect((await comment({ dong: [row] }, outsider)).status).toBe(404);
    expect((await comment({ dong: [row] }, teacher, 999_999)).status).toBe(404);
    expect((await comment({ dong: [{ ...row, noLuc: 9 }] })).status).toBe(400);
    expect((await comment({ dong: [row] })).status).toBe(200);
    expect((await t.api('GET', `/api/DiemCam/ketQua/${examId}/nhanXet`, { as: outsider })).status).toBe(404);
    expect((await t.api('GET', `/api/DiemCam/ketQua/${examId}/nhanXet`, { as: 'hocsinh' })).status).toBe(403);
    const read = await t.api<{ hocSinhId: number; nhanXet: string | null; noLuc: number | null }[]>(
      'GET',
      `/api/DiemCam/ketQua/${examId}/nhanXet`,
      { as: teacher },
    );
    expect(read.body.data.find((r) => r.hocSinhId === row.hocSinhId)).toMatchObject({
      nhanXet: 'Works steadily.',
      noLuc: 2,
    });
  });

  it('publication stores the converted mark with its scale version, which survives an edit of the scale', async () => {
    // Before publication nothing appears on the card and nothing is converted.
    const before = await t.api<HocSinhPhieuDiemCam[]>('GET', `/api/DiemCam/phieuDiem/lop/${classId}`, { as: teacher });
    expect(before.status).toBe(200);
    await publish();
    const stored = await rowsOf<{
      hoc_sinh_id: number;
      tong_diem: number;
      diem_quy_doi: number;
      thang_quy_doi_id: number;
    }>(
      sql`select hoc_sinh_id, tong_diem, diem_quy_doi, thang_quy_doi_id from ket_qua_thi_cam where bai_thi_cam_id = ${examId} order by hoc_sinh_id`,
    );
    expect(stored.length).toBe(students.length);
    const max = 75 * 1.6 + 80;
    for (const r of stored) {
      expect(r.thang_quy_doi_id).toBe(scaleId);
      expect(r.diem_quy_doi).toBeCloseTo(Math.round((100 * r.tong_diem) / max) / 10, 5);
    }
    // An edit of the used scale makes a new version; the results keep the one they were converted with.
    const current = await t.api<{ version: number }>('GET', `/api/DiemCam/thangQuyDoi/${scaleId}`, { as: 'daotao' });
    const edited = await t.api<{ id: number; phienBan: number }>('PUT', `/api/DiemCam/thangQuyDoi/${scaleId}`, {
      as: 'daotao',
      body: {
        ten: 'Report-card test scale',
        monHocId,
        quyTac: { kind: 'linear', divisor: 10, decimals: 0 },
        version: current.body.data.version,
      },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data.id).not.toBe(scaleId);
    const after = await rowsOf<{ diem_quy_doi: number; thang_quy_doi_id: number }>(
      sql`select diem_quy_doi, thang_quy_doi_id from ket_qua_thi_cam where bai_thi_cam_id = ${examId} order by hoc_sinh_id`,
    );
    expect(after).toEqual(stored.map((r) => ({ diem_quy_doi: r.diem_quy_doi, thang_quy_doi_id: scaleId })));
  });

  it('prints a valid English PDF with the student, their grade and comment; a class in one file', async () => {
    const first = students[0]!;
    const one = await download(teacher, `/api/DiemCam/phieuDiem/hocSinh/${first.hocSinhId}/pdf`);
    expect(one.statusCode).toBe(200);
    expect(one.headers['content-type']).toBe('application/pdf');
    expect(one.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(one.rawPayload);
    expect(text).toContain(first.hoTen);
    expect(text).toContain('CAMBRIDGE REPORT CARD');
    const grade = (
      await rowsOf<{ xep_loai: string }>(
        sql`select xep_loai from ket_qua_thi_cam where bai_thi_cam_id = ${examId} and hoc_sinh_id = ${first.hocSinhId}`,
      )
    )[0]!.xep_loai;
    expect(grade).toBeTruthy();
    expect(text).toContain(grade);
    expect(text).toContain('Works steadily.');
    expect(text).toContain('Good');
    const whole = await download('daotao', `/api/DiemCam/phieuDiem/lop/${classId}/pdf`);
    expect(whole.statusCode).toBe(200);
    const pages = whole.rawPayload.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;
    expect(pages).toBeGreaterThanOrEqual(students.length);
    const list = await t.api<HocSinhPhieuDiemCam[]>('GET', `/api/DiemCam/phieuDiem/lop/${classId}`, { as: teacher });
    expect(list.body.data.find((s) => s.hocSinhId === first.hocSinhId)?.soKetQua).toBeGreaterThanOrEqual(1);
    const audited = await rowsOf<{ n: number }>(
      sql`select cast(count(*) as integer) as n from audit_log where entity = 'PhieuDiemCam'`,
    );
    expect(audited[0]!.n).toBeGreaterThanOrEqual(2);
  });

  it('statistics: distribution, trend and an Excel export for the office', async () => {
    const res = await t.api<ThongKeCam>('GET', `/api/DiemCam/thongKe?monHocId=${monHocId}`, { as: 'daotao' });
    expect(res.status).toBe(200);
    expect(res.body.data.soKetQua).toBeGreaterThanOrEqual(students.length);
    expect(res.body.data.phanBo.length).toBeGreaterThan(0);
    expect(res.body.data.xuHuong.length).toBeGreaterThan(0);
    const xlsx = await download('daotao', '/api/DiemCam/thongKe/xuatExcel');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});
