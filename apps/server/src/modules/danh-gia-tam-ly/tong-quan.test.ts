import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { auditLog } from '../../db/schema';

interface Overview {
  soDoiTuong: number;
  soDaNop: number;
  soCanTheoDoi: number | null;
  an: boolean;
  groups: { group: string; bands: { count: number; followUp: boolean }[] }[];
}
interface ClassRow {
  lopId: number;
  soDaNop: number;
  an: boolean;
  groups: { mean: number | null }[];
}

let t: TestApp;
let closedId: number;
let openId: number;
beforeAll(async () => {
  t = await createTestApp();
  const list = await t.api<{ items: { id: number; trangThai: string }[] }>(
    'GET',
    '/api/DanhGiaTamLy/dotDanhGia?pageSize=-1',
    {
      as: 'tamly',
    },
  );
  closedId = list.body.data.items.find((c) => c.trangThai === 'closed')!.id;
  openId = list.body.data.items.find((c) => c.trangThai === 'open')!.id;
});
afterAll(async () => {
  await t?.close();
});

const lastAudit = async (entity: string) => {
  const [row] = await t.db
    .select({ entityId: auditLog.entityId, actor: auditLog.actorAccountId })
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.action, 'read')))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
};

describe('wellbeing overviews for the psychology team', () => {
  it('are closed to everyone else: Admin, the homeroom teacher, the student', async () => {
    const urls = [
      `/api/DanhGiaTamLy/tongQuan/${closedId}`,
      `/api/DanhGiaTamLy/tongQuan/${closedId}/theoLop`,
      `/api/DanhGiaTamLy/tongQuan/${closedId}/canTheoDoi`,
      '/api/DanhGiaTamLy/hocSinh/1/ketQua',
      `/api/DanhGiaTamLy/soSanh?dotId=${closedId}`,
    ];
    for (const as of ['admin', 'gvcn', 'giaovien', 'hocsinh', 'thanhtra']) {
      for (const url of urls) expect((await t.api('GET', url, { as })).status, `${as} ${url}`).toBe(403);
    }
  });

  it('gives a campaign’s response rate and every submitted sheet in exactly one band per subscale', async () => {
    const res = await t.api<Overview>('GET', `/api/DanhGiaTamLy/tongQuan/${closedId}`, { as: 'tamly' });
    const o = res.body.data;
    expect(o.an).toBe(false);
    expect(o.soDaNop).toBeGreaterThanOrEqual(5);
    expect(o.soDoiTuong).toBeGreaterThanOrEqual(o.soDaNop);
    expect(o.groups.map((g) => g.group)).toEqual(['depression', 'anxiety', 'stress']);
    for (const g of o.groups) expect(g.bands.reduce((n, b) => n + b.count, 0)).toBe(o.soDaNop);
    expect(o.soCanTheoDoi).toBeGreaterThan(0);
    expect((await t.api('GET', '/api/DanhGiaTamLy/tongQuan/999999', { as: 'tamly' })).status).toBe(404);
  });

  it('hides a class’s aggregates below 5 respondents', async () => {
    const res = await t.api<ClassRow[]>('GET', `/api/DanhGiaTamLy/tongQuan/${closedId}/theoLop`, { as: 'tamly' });
    expect(res.body.data.length).toBeGreaterThan(0);
    for (const c of res.body.data) {
      expect(c.an).toBe(c.soDaNop < 5);
      if (c.an) expect(c.groups.every((g) => g.mean === null)).toBe(true);
    }
  });

  it('logs every read of individual results: the follow-up list and one student’s answers', async () => {
    const list = await t.api<{ hocSinhId: number; ketQua: { followUp: boolean }[] }[]>(
      'GET',
      `/api/DanhGiaTamLy/tongQuan/${closedId}/canTheoDoi`,
      { as: 'tamly' },
    );
    const overview = await t.api<Overview>('GET', `/api/DanhGiaTamLy/tongQuan/${closedId}`, { as: 'tamly' });
    expect(list.body.data).toHaveLength(overview.body.data.soCanTheoDoi!);
    expect(list.body.data.every((s) => s.ketQua.some((k) => k.followUp))).toBe(true);
    expect(await lastAudit('TamLyCanTheoDoi')).toMatchObject({ entityId: String(closedId) });

    const student = list.body.data[0]!.hocSinhId;
    const one = await t.api<{ phieu: { cauTraLoi: { answer: unknown }[] }[] }>(
      'GET',
      `/api/DanhGiaTamLy/hocSinh/${student}/ketQua`,
      { as: 'tamly' },
    );
    expect(one.status).toBe(200);
    expect(one.body.data.phieu[0]!.cauTraLoi).toHaveLength(21);
    expect(await lastAudit('TamLyKetQuaHocSinh')).toMatchObject({ entityId: String(student) });
    expect((await t.api('GET', '/api/DanhGiaTamLy/hocSinh/999999/ketQua', { as: 'tamly' })).status).toBe(404);
  });

  it('compares a class with its grade level and the school, and only campaigns of one instrument', async () => {
    const classes = await t.api<ClassRow[]>('GET', `/api/DanhGiaTamLy/tongQuan/${closedId}/theoLop`, { as: 'tamly' });
    const lopId = classes.body.data[0]!.lopId;
    const res = await t.api<{ series: { key: string; means: (number | null)[] }[] }>(
      'GET',
      `/api/DanhGiaTamLy/soSanh?dotId=${closedId}&lopId=${lopId}`,
      { as: 'tamly' },
    );
    expect(res.body.data.series.map((s) => s.key)).toEqual(['truong', 'khoi', 'lop']);
    expect(res.body.data.series[0]!.means.every((m) => typeof m === 'number')).toBe(true);
    const mixed = await t.api('GET', `/api/DanhGiaTamLy/soSanh?dotId=${closedId}&dotSoSanhId=${openId}`, {
      as: 'tamly',
      lang: 'en',
    });
    expect(mixed.status).toBe(400);
    expect(
      (await t.api('GET', `/api/DanhGiaTamLy/soSanh?dotId=${closedId}&lopId=999999`, { as: 'tamly' })).status,
    ).toBe(400);
  });
});
