import { scoreAnswers, zTamLyDefinition } from '@hpl/shared';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { auditLog, taiKhoan, tamLyPhieuTraLoi } from '../../db/schema';
import { SCHOOL_OBSERVATION_CHECKLIST } from '../../demo/danh-gia-tam-ly';
import { schoolToday } from '../../lib/school-date';

interface Row {
  dotId: number;
  hocSinhId: number;
  hoTen: string;
  tenLop: string;
  tienDo: string;
  soDaTraLoi: number;
}

let t: TestApp;
let dotId: number;
const BASE = '/api/DanhGiaTamLy/veHocSinh';
const addDays = (iso: string, n: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** A teacher-report instrument (the WHO-5's items answered about the student) given to every grade level, open. */
beforeAll(async () => {
  t = await createTestApp();
  const list = await t.api<{ items: { id: number; ma: string }[] }>('GET', '/api/DanhGiaTamLy/baiDanhGia?pageSize=-1', {
    as: 'tamly',
  });
  const who5 = list.body.data.items.find((i) => i.ma === 'WHO-5')!;
  const detail = await t.api<{ dinhNghia: unknown }>('GET', `/api/DanhGiaTamLy/baiDanhGia/${who5.id}`, { as: 'tamly' });
  const made = await t.api<{ id: number }>('POST', '/api/DanhGiaTamLy/baiDanhGia', {
    as: 'tamly',
    body: {
      ma: 'GV-THU',
      ten: 'Giáo viên đánh giá (thử)',
      tenEn: 'Teacher report (test)',
      nguoiTraLoi: 'GiaoVien',
      nguon: 'Test',
      giayPhep: 'Test',
      dinhNghia: detail.body.data.dinhNghia,
    },
  });
  expect(made.status).toBe(200);
  const grades = await t.api<{ items: { id: number }[] }>('GET', '/api/Khoi/danhSachKhoi?pageSize=-1', { as: 'admin' });
  const today = schoolToday();
  const dot = await t.api<{ id: number; version: number }>('POST', '/api/DanhGiaTamLy/dotDanhGia', {
    as: 'tamly',
    body: {
      ten: 'GV thử',
      baiDanhGiaId: made.body.data.id,
      tuNgay: addDays(today, -1),
      denNgay: addDays(today, 10),
      khoiIds: grades.body.data.items.map((g) => g.id),
      lopIds: [],
    },
  });
  dotId = dot.body.data.id;
  const opened = await t.api('PUT', `/api/DanhGiaTamLy/dotDanhGia/${dotId}/trangThai`, {
    as: 'tamly',
    body: { trangThai: 'open', version: dot.body.data.version },
  });
  expect(opened.status).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

describe('a teacher answering a screening instrument about a student', () => {
  it('lists the students of my homeroom only, and the route is the teachers’', async () => {
    const mine = await t.api<Row[]>('GET', BASE, { as: 'gvcn' });
    expect(mine.status).toBe(200);
    const rows = mine.body.data.filter((r) => r.dotId === dotId);
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.tenLop)).size).toBe(1);
    expect(rows.every((r) => r.tienDo === 'chuaLam')).toBe(true);
    // A teacher with no homeroom has nobody to answer about.
    const other = await t.api<Row[]>('GET', BASE, { as: 'giaovien' });
    expect(other.body.data.filter((r) => r.dotId === dotId)).toEqual([]);
    expect((await t.api('GET', BASE, { as: 'hocsinh' })).status).toBe(403);
  });

  it('gives gvcn the demo school’s own observation checklist, open for their class, one sheet started', async () => {
    const demo = (await t.api<Row[]>('GET', BASE, { as: 'gvcn' })).body.data.filter((r) => r.dotId !== dotId);
    expect(demo.length).toBeGreaterThan(1);
    expect(new Set(demo.map((r) => r.tenLop)).size).toBe(1);
    expect(demo.filter((r) => r.tienDo === 'dangLam')).toHaveLength(1);
    const list = await t.api<{ items: { ma: string; nguoiTraLoi: string; giayPhep: string }[] }>(
      'GET',
      '/api/DanhGiaTamLy/baiDanhGia?pageSize=-1',
      { as: 'tamly' },
    );
    const checklist = list.body.data.items.find((i) => i.ma === 'QS-GVCN');
    expect(checklist).toMatchObject({ nguoiTraLoi: 'GiaoVien' });
    // Marked as the school's own, not a clinical scale; scored with its reverse items like any instrument.
    expect(SCHOOL_OBSERVATION_CHECKLIST.ten).toContain('trường tự xây dựng');
    expect(SCHOOL_OBSERVATION_CHECKLIST.nguon).toContain('not a validated or clinical scale');
    const definition = zTamLyDefinition.parse(SCHOOL_OBSERVATION_CHECKLIST.dinhNghia);
    const allNotSeen = Object.fromEntries(definition.questions.map((q) => [q.key, 0]));
    expect(scoreAnswers(definition, allNotSeen).map((g) => [g.group, g.score])).toEqual([
      ['camXuc', 0],
      ['ketNoi', 6],
    ]);
  });

  it('keeps a teacher-report campaign away from the students themselves', async () => {
    const own = await t.api<{ dotId: number }[]>('GET', '/api/DanhGiaTamLy/cuaToi', { as: 'hocsinh' });
    expect(own.body.data.some((r) => r.dotId === dotId)).toBe(false);
    expect((await t.api('GET', `/api/DanhGiaTamLy/cuaToi/${dotId}`, { as: 'hocsinh' })).status).toBe(404);
  });

  it('answers 404 for a student outside my homeroom and for another teacher', async () => {
    const mine = (await t.api<Row[]>('GET', BASE, { as: 'gvcn' })).body.data.filter((r) => r.dotId === dotId);
    const ids = new Set(mine.map((r) => r.hocSinhId));
    const all = await t.api<{ items: { id: number }[] }>('GET', '/api/HocSinh/danhSachHocSinh?pageSize=200', {
      as: 'admin',
    });
    const stranger = all.body.data.items.find((s) => !ids.has(s.id))!;
    expect((await t.api('GET', `${BASE}/${dotId}/${stranger.id}`, { as: 'gvcn' })).status).toBe(404);
    const body = { traLoi: { q1: 1 } };
    expect((await t.api('PUT', `${BASE}/${dotId}/${stranger.id}`, { as: 'gvcn', body })).status).toBe(404);
    const own = mine[0]!.hocSinhId;
    expect((await t.api('GET', `${BASE}/${dotId}/${own}`, { as: 'giaovien' })).status).toBe(404);
    expect((await t.api('GET', `${BASE}/999999/${own}`, { as: 'gvcn' })).status).toBe(404);
    expect((await t.api('GET', `${BASE}/abc/${own}`, { as: 'gvcn' })).status).toBe(400);
  });

  it('saves as I go, submits once, gives no score back, and the team sees the result', async () => {
    const [first] = (await t.api<Row[]>('GET', BASE, { as: 'gvcn' })).body.data.filter((r) => r.dotId === dotId);
    const url = `${BASE}/${dotId}/${first!.hocSinhId}`;
    const sheet = await t.api<{ hoTen: string; questions: unknown[] }>('GET', url, { as: 'gvcn' });
    expect(sheet.body.data.hoTen).toBe(first!.hoTen);
    expect(sheet.body.data.questions).toHaveLength(5);
    expect(JSON.stringify(sheet.body.data)).not.toMatch(/"score"|"bands"|"reverse"|"multiplier"/);
    expect((await t.api('PUT', url, { as: 'gvcn', body: { traLoi: { q1: 5 } } })).status).toBe(200);
    expect((await t.api('PUT', url, { as: 'gvcn', body: { traLoi: { q1: 9 } } })).status).toBe(400);
    const progress = (await t.api<Row[]>('GET', BASE, { as: 'gvcn' })).body.data.find(
      (r) => r.dotId === dotId && r.hocSinhId === first!.hocSinhId,
    );
    expect(progress).toMatchObject({ tienDo: 'dangLam', soDaTraLoi: 1 });
    // Choices saved at the same time (one request each) are all kept.
    const quick = await Promise.all(
      ['q2', 'q3', 'q4'].map((q) => t.api('PUT', url, { as: 'gvcn', body: { traLoi: { [q]: 2 } } })),
    );
    expect(quick.map((r) => r.status)).toEqual([200, 200, 200]);
    const kept = await t.api<{ traLoi: Record<string, number> }>('GET', url, { as: 'gvcn' });
    expect(kept.body.data.traLoi).toEqual({ q1: 5, q2: 2, q3: 2, q4: 2 });

    const done = await t.api<Record<string, unknown>>('POST', `${url}/nop`, {
      as: 'gvcn',
      body: { traLoi: { q2: 1, q3: 1, q4: 1, q5: 1 } },
    });
    expect(done.status).toBe(200);
    expect(Object.keys(done.body.data)).toEqual(['nopLuc']);
    expect((await t.api('POST', `${url}/nop`, { as: 'gvcn', body: { traLoi: {} } })).status).toBe(409);

    // Scored for the team (raw 9 → 36) and recorded as the teacher's answers.
    const [stored] = await t.db
      .select({ ketQua: tamLyPhieuTraLoi.ketQua, nguoiTraLoiId: tamLyPhieuTraLoi.nguoiTraLoiId })
      .from(tamLyPhieuTraLoi)
      .where(eq(tamLyPhieuTraLoi.dotId, dotId));
    const [gvcn] = await t.db.select({ id: taiKhoan.id }).from(taiKhoan).where(eq(taiKhoan.username, 'gvcn'));
    expect(stored?.nguoiTraLoiId).toBe(gvcn!.id);
    expect(stored?.ketQua?.[0]).toMatchObject({ score: 36 });
    const [row] = await t.db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'TamLyPhieuTraLoi'), eq(auditLog.action, 'submit')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(row?.after).toEqual({ dotId, hocSinhId: first!.hocSinhId });

    // The individual result is the specialists' alone.
    const results = `/api/DanhGiaTamLy/hocSinh/${first!.hocSinhId}/ketQua`;
    const team = await t.api<unknown>('GET', results, { as: 'tamly' });
    expect(JSON.stringify(team.body.data)).toContain('GV thử');
    for (const as of ['gvcn', 'admin']) expect((await t.api('GET', results, { as })).status, as).toBe(403);
  });
});
