import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { auditLog, taiKhoan } from '../../db/schema';
import { DEMO_ACCOUNTS } from '../../demo/school-data';

interface Row {
  phieuId: number;
  hoTen: string;
  maHocSinh: string;
  tenLop: string | null;
  dotId: number;
  maBai: string;
  canTheoDoi: boolean;
  ketQua: { group: string; band: string | null; bandLabel: { vi: string } | null; followUp: boolean }[];
}
interface Page {
  items: Row[];
  totalCount: number;
}

const BASE = '/api/DanhGiaTamLy/ketQua';
let t: TestApp;
let closedId: number;
let tamly: number;
beforeAll(async () => {
  t = await createTestApp();
  const list = await t.api<{ items: { id: number; trangThai: string }[] }>(
    'GET',
    '/api/DanhGiaTamLy/dotDanhGia?pageSize=-1',
    { as: 'tamly' },
  );
  closedId = list.body.data.items.find((c) => c.trangThai === 'closed')!.id;
  tamly = (await t.db.select({ id: taiKhoan.id }).from(taiKhoan).where(eq(taiKhoan.username, 'tamly')))[0]!.id;
});
afterAll(async () => {
  await t?.close();
});

const lastAudit = async (action: string) => {
  const [row] = await t.db
    .select({ actor: auditLog.actorAccountId, after: auditLog.after })
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'TamLyKetQuaTracNghiem'), eq(auditLog.action, action)))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row as { actor: number; after: { phieuIds?: number[]; soDong?: number; filter: Record<string, unknown> } };
};
const get = (query: string) => t.api<Page>('GET', `${BASE}?${query}`, { as: 'tamly' });

describe('screening results across students (ketQuaTracNghiemTamLy)', () => {
  it('are the specialists’ alone: every other demo account is refused the list and the export', async () => {
    expect((await t.api('GET', BASE)).status).toBe(401);
    for (const { username } of DEMO_ACCOUNTS) {
      const expected = username === 'tamly' ? 200 : 403;
      expect((await t.api('GET', BASE, { as: username })).status, username).toBe(expected);
      if (expected === 403) expect((await t.api('GET', `${BASE}/xuatExcel`, { as: username })).status).toBe(403);
    }
  });

  it('lists submitted results with subscale bands and logs the read with the sheets it showed', async () => {
    const res = await get(`dotId=${closedId}&pageSize=10&sort=hoTen`);
    expect(res.status).toBe(200);
    const page = res.body.data;
    expect(page.totalCount).toBeGreaterThanOrEqual(5);
    expect(page.items).toHaveLength(10);
    expect(page.items.every((r) => r.dotId === closedId && r.ketQua.length === 3)).toBe(true);
    expect(page.items[0]!.ketQua[0]!.bandLabel?.vi).toBeTruthy();
    expect(await lastAudit('read')).toMatchObject({
      actor: tamly,
      after: { phieuIds: page.items.map((r) => r.phieuId), filter: { dotId: closedId } },
    });
    const second = await get(`dotId=${closedId}&pageSize=10&pageIndex=2&sort=hoTen`);
    const ids = new Set(page.items.map((r) => r.phieuId));
    expect(second.body.data.items.some((r) => ids.has(r.phieuId))).toBe(false);
  });

  it('filters by follow-up flag, band, class, grade level and instrument; sorts; refuses an unknown sort', async () => {
    const all = (await get(`dotId=${closedId}&pageSize=-1`)).body.data;
    const flagged = (await get(`dotId=${closedId}&canTheoDoi=true&pageSize=-1`)).body.data;
    expect(flagged.totalCount).toBe(all.items.filter((r) => r.canTheoDoi).length);
    expect(flagged.totalCount).toBeGreaterThan(0);

    const severe = all.items.find((r) => r.ketQua.some((k) => k.followUp))!;
    const k = severe.ketQua.find((x) => x.followUp)!;
    const inBand = (await get(`dotId=${closedId}&nhom=${k.group}&muc=${k.band}&pageSize=-1`)).body.data;
    expect(inBand.items.map((r) => r.phieuId)).toContain(severe.phieuId);
    expect(inBand.items.every((r) => r.ketQua.some((x) => x.group === k.group && x.band === k.band))).toBe(true);

    const byInstrument = (await get(`maBai=${severe.maBai}&pageSize=-1`)).body.data;
    expect(byInstrument.items.every((r) => r.maBai === severe.maBai)).toBe(true);
    expect((await get('maBai=NO-SUCH&pageSize=-1')).body.data.totalCount).toBe(0);

    const classes = await t.api<{ lopId: number; khoiId: number; soDaNop: number }[]>(
      'GET',
      `/api/DanhGiaTamLy/tongQuan/${closedId}/theoLop`,
      { as: 'tamly' },
    );
    const cls = classes.body.data.find((c) => c.soDaNop > 0)!;
    const ofClass = (await get(`dotId=${closedId}&lopId=${cls.lopId}&pageSize=-1`)).body.data;
    expect(ofClass.totalCount).toBe(cls.soDaNop);
    const ofGrade = (await get(`dotId=${closedId}&khoiId=${cls.khoiId}&pageSize=-1`)).body.data;
    expect(ofGrade.totalCount).toBe(
      classes.body.data.filter((c) => c.khoiId === cls.khoiId).reduce((n, c) => n + c.soDaNop, 0),
    );

    const sorted = (await get(`dotId=${closedId}&sort=-maHocSinh&pageSize=-1`)).body.data.items.map((r) => r.maHocSinh);
    expect(sorted).toEqual([...sorted].sort().reverse());
    expect((await get('sort=noiDung')).status).toBe(400);
    expect(
      (await get(`search=${encodeURIComponent(severe.maHocSinh)}&pageSize=-1`)).body.data.items[0]?.maHocSinh,
    ).toBe(severe.maHocSinh);
  });

  it('exports what the list shows as .xlsx and logs the export with its filter and row count', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${BASE}/xuatExcel?dotId=${closedId}&canTheoDoi=true`,
      headers: { cookie: `Authorization=${await t.cookieFor('tamly')}`, 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const flagged = (await get(`dotId=${closedId}&canTheoDoi=true&pageSize=-1`)).body.data.totalCount;
    expect(Number(res.headers['x-total-count'])).toBe(flagged);
    expect(await lastAudit('export')).toMatchObject({
      actor: tamly,
      after: { soDong: flagged, filter: { dotId: closedId, canTheoDoi: true } },
    });
  });
});
