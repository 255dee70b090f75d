import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { tamLyPhieuTraLoi } from '../../db/schema';

/**
 * The overviews add up an aggregate computed in SQL: a hand-made campaign of known WHO-5 scores (stored as scored
 * sheets) must give exactly the figures worked out by hand below.
 */
interface ClassRow {
  lopId: number;
  khoiId: number;
  soDaNop: number;
  soCanTheoDoi: number | null;
  an: boolean;
  groups: { mean: number | null; followUp: number | null }[];
}

let t: TestApp;
let dotId: number;
let a: ClassRow;
let b: ClassRow;
let c: ClassRow;

const BAND = (score: number) => (score <= 28 ? 'likelyDepression' : score <= 50 ? 'poor' : 'good');
// Class A: 28 40 60 72 100 (sum 300, mean 60; one follow-up). Class B, same grade: 20 52 (hidden: 2 answers).
// Class C, another grade: 80 84 88 (sum 252). Grade of A and B: 7 answers, sum 372, mean 53.14 → 53.1.
// School: 10 answers, sum 624, mean 62.4, least 20, greatest 100; bands 2 likelyDepression, 1 poor, 7 good.
const A = [28, 40, 60, 72, 100];
const B = [20, 52];
const C = [80, 84, 88];

beforeAll(async () => {
  t = await createTestApp();
  const list = await t.api<{ items: { id: number; ma: string }[] }>('GET', '/api/DanhGiaTamLy/baiDanhGia?pageSize=-1', {
    as: 'tamly',
  });
  const who5 = list.body.data.items.find((i) => i.ma === 'WHO-5')!;
  const grades = await t.api<{ items: { id: number }[] }>('GET', '/api/Khoi/danhSachKhoi?pageSize=-1', { as: 'admin' });
  const dot = await t.api<{ id: number }>('POST', '/api/DanhGiaTamLy/dotDanhGia', {
    as: 'tamly',
    body: {
      ten: 'Đợt tính tay',
      baiDanhGiaId: who5.id,
      tuNgay: '2026-01-01',
      denNgay: '2026-01-31',
      khoiIds: grades.body.data.items.map((g) => g.id),
      lopIds: [],
    },
  });
  dotId = dot.body.data.id;
  const classes = (await t.api<ClassRow[]>('GET', `/api/DanhGiaTamLy/tongQuan/${dotId}/theoLop`, { as: 'tamly' })).body
    .data;
  a = classes.find((x) => classes.some((y) => y.lopId !== x.lopId && y.khoiId === x.khoiId))!;
  b = classes.find((x) => x.lopId !== a.lopId && x.khoiId === a.khoiId)!;
  c = classes.find((x) => x.khoiId !== a.khoiId)!;
  const students = await t.api<{ items: { id: number }[] }>('GET', '/api/HocSinh/danhSachHocSinh?pageSize=10', {
    as: 'admin',
  });
  const ids = students.body.data.items.map((s) => s.id);
  const rows = [...A.map((s) => [a, s] as const), ...B.map((s) => [b, s] as const), ...C.map((s) => [c, s] as const)];
  await t.db.insert(tamLyPhieuTraLoi).values(
    rows.map(([cls, score], i) => ({
      dotId,
      hocSinhId: ids[i]!,
      lopQuanLyId: cls.lopId,
      khoiId: cls.khoiId,
      traLoi: {},
      ketQua: [
        {
          group: 'wellbeing',
          answered: 5,
          total: 5,
          raw: score / 4,
          score,
          band: BAND(score),
          followUp: BAND(score) === 'likelyDepression',
        },
      ],
      canTheoDoi: BAND(score) === 'likelyDepression',
      nopLuc: new Date('2026-01-10T03:00:00Z'),
    })),
  );
});
afterAll(async () => {
  await t?.close();
});

describe('wellbeing overviews computed in SQL', () => {
  it('gives the campaign’s figures worked out by hand', async () => {
    const res = await t.api<{
      soDaNop: number;
      soCanTheoDoi: number;
      groups: { mean: number; min: number; max: number; bands: { key: string; count: number }[] }[];
    }>('GET', `/api/DanhGiaTamLy/tongQuan/${dotId}`, { as: 'tamly' });
    expect(res.body.data).toMatchObject({ soDaNop: 10, soCanTheoDoi: 2 });
    const [g] = res.body.data.groups;
    expect(g).toMatchObject({ mean: 62.4, min: 20, max: 100 });
    expect(g!.bands.map((x) => [x.key, x.count])).toEqual([
      ['likelyDepression', 2],
      ['poor', 1],
      ['good', 7],
    ]);
  });

  it('gives each class its own figures, hidden below 5 answers', async () => {
    const rows = (await t.api<ClassRow[]>('GET', `/api/DanhGiaTamLy/tongQuan/${dotId}/theoLop`, { as: 'tamly' })).body
      .data;
    expect(rows.find((r) => r.lopId === a.lopId)).toMatchObject({
      soDaNop: 5,
      soCanTheoDoi: 1,
      an: false,
      groups: [{ mean: 60, followUp: 1 }],
    });
    expect(rows.find((r) => r.lopId === b.lopId)).toMatchObject({ soDaNop: 2, soCanTheoDoi: null, an: true });
    expect(rows.find((r) => r.lopId === c.lopId)).toMatchObject({ soDaNop: 3, an: true, groups: [{ mean: null }] });
  });

  it('compares the class with its grade level and the school', async () => {
    const res = await t.api<{ series: { key: string; soDaNop: number; means: (number | null)[] }[] }>(
      'GET',
      `/api/DanhGiaTamLy/soSanh?dotId=${dotId}&lopId=${a.lopId}`,
      { as: 'tamly' },
    );
    expect(res.body.data.series.map((s) => [s.key, s.soDaNop, s.means])).toEqual([
      ['truong', 10, [62.4]],
      ['khoi', 7, [53.1]],
      ['lop', 5, [60]],
    ]);
    const small = await t.api<{ series: { key: string; means: (number | null)[] }[] }>(
      'GET',
      `/api/DanhGiaTamLy/soSanh?dotId=${dotId}&lopId=${b.lopId}`,
      { as: 'tamly' },
    );
    expect(small.body.data.series.find((s) => s.key === 'lop')?.means).toEqual([null]);
  });

  it('lists the follow-up students from the flagged sheets only', async () => {
    const list = await t.api<unknown[]>('GET', `/api/DanhGiaTamLy/tongQuan/${dotId}/canTheoDoi`, { as: 'tamly' });
    expect(list.body.data).toHaveLength(2);
  });
});
