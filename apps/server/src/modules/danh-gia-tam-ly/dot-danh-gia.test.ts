import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { auditLog, tamLyPhieuTraLoi } from '../../db/schema';
import { schoolToday } from '../../lib/school-date';

interface Campaign {
  id: number;
  trangThai: string;
  soDaNop: number;
  version: number;
}
interface Mine {
  dotId: number;
  tienDo: string;
  soDaTraLoi: number;
}
interface Sheet {
  questions: { key: string }[];
  options: unknown[];
  traLoi: Record<string, number>;
  daNop: boolean;
}

let t: TestApp;
let campaign: Campaign;
let closedId: number;
const addDays = (iso: string, n: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  const instruments = await t.api<{ items: { id: number; ma: string }[] }>(
    'GET',
    '/api/DanhGiaTamLy/baiDanhGia?pageSize=-1',
    {
      as: 'tamly',
    },
  );
  const who5 = instruments.body.data.items.find((i) => i.ma === 'WHO-5')!;
  const grades = await t.api<{ items: { id: number }[] }>('GET', '/api/Khoi/danhSachKhoi?pageSize=-1', { as: 'admin' });
  const today = schoolToday();
  const created = await t.api<Campaign>('POST', '/api/DanhGiaTamLy/dotDanhGia', {
    as: 'tamly',
    body: {
      ten: 'Đợt thử',
      baiDanhGiaId: who5.id,
      tuNgay: addDays(today, -1),
      denNgay: addDays(today, 10),
      khoiIds: grades.body.data.items.map((g) => g.id),
      lopIds: [],
    },
  });
  expect(created.status).toBe(200);
  campaign = created.body.data;
  const closed = await t.api<{ items: Campaign[] }>(
    'GET',
    '/api/DanhGiaTamLy/dotDanhGia?trangThai=closed&pageSize=-1',
    {
      as: 'tamly',
    },
  );
  closedId = closed.body.data.items[0]!.id;
});
afterAll(async () => {
  await t?.close();
});

const MINE = '/api/DanhGiaTamLy/cuaToi';

describe('wellbeing campaigns and answers', () => {
  it('keeps campaigns to the team and a student’s sheet to that student', async () => {
    for (const as of ['admin', 'gvcn', 'giaovien', 'hocsinh']) {
      expect((await t.api('GET', '/api/DanhGiaTamLy/dotDanhGia', { as })).status, as).toBe(403);
      expect((await t.api('GET', `/api/DanhGiaTamLy/dotDanhGia/${campaign.id}`, { as })).status, as).toBe(403);
    }
    for (const as of ['admin', 'gvcn', 'tamly']) {
      expect((await t.api('GET', MINE, { as })).status, as).toBe(403);
      expect((await t.api('GET', `${MINE}/${campaign.id}`, { as })).status, as).toBe(403);
    }
    // A draft, a closed campaign and one that does not exist are all simply not there for the student.
    for (const id of [campaign.id, closedId, 999_999]) {
      expect((await t.api('GET', `${MINE}/${id}`, { as: 'hocsinh' })).status, String(id)).toBe(404);
      expect((await t.api('PUT', `${MINE}/${id}`, { as: 'hocsinh', body: { traLoi: {} } })).status).toBe(404);
      expect((await t.api('POST', `${MINE}/${id}/nop`, { as: 'hocsinh', body: { traLoi: {} } })).status).toBe(404);
    }
  });

  it('moves draft → open → closed only', async () => {
    const wrong = await t.api('PUT', `/api/DanhGiaTamLy/dotDanhGia/${campaign.id}/trangThai`, {
      as: 'tamly',
      body: { trangThai: 'closed', version: campaign.version },
    });
    expect(wrong.status).toBe(409);
    const opened = await t.api<Campaign>('PUT', `/api/DanhGiaTamLy/dotDanhGia/${campaign.id}/trangThai`, {
      as: 'tamly',
      body: { trangThai: 'open', version: campaign.version },
    });
    expect(opened.body.data.trangThai).toBe('open');
    campaign = opened.body.data;
    const bad = await t.api('POST', '/api/DanhGiaTamLy/dotDanhGia', {
      as: 'tamly',
      body: { ten: 'x', baiDanhGiaId: 1, tuNgay: '2026-12-01', denNgay: '2026-11-01', khoiIds: [], lopIds: [] },
      lang: 'en',
    });
    expect(bad.status).toBe(400);
  });

  it('lets the student answer as they go and submit once, never showing a score', async () => {
    const list = await t.api<Mine[]>('GET', MINE, { as: 'hocsinh' });
    expect(list.body.data.find((m) => m.dotId === campaign.id)).toMatchObject({ tienDo: 'chuaLam', soDaTraLoi: 0 });
    const sheet = await t.api<Sheet>('GET', `${MINE}/${campaign.id}`, { as: 'hocsinh' });
    expect(sheet.body.data.questions).toHaveLength(5);
    expect(JSON.stringify(sheet.body.data)).not.toMatch(/"score"|"bands"|"reverse"|"multiplier"/);

    expect((await t.api('PUT', `${MINE}/${campaign.id}`, { as: 'hocsinh', body: { traLoi: { q1: 4 } } })).status).toBe(
      200,
    );
    expect((await t.api('PUT', `${MINE}/${campaign.id}`, { as: 'hocsinh', body: { traLoi: { q9: 1 } } })).status).toBe(
      400,
    );
    expect((await t.api('PUT', `${MINE}/${campaign.id}`, { as: 'hocsinh', body: { traLoi: { q2: 6 } } })).status).toBe(
      400,
    );
    const again = await t.api<Sheet>('GET', `${MINE}/${campaign.id}`, { as: 'hocsinh' });
    expect(again.body.data.traLoi).toEqual({ q1: 4 });

    const early = await t.api('POST', `${MINE}/${campaign.id}/nop`, {
      as: 'hocsinh',
      body: { traLoi: { q2: 1 } },
      lang: 'en',
    });
    expect(early.status).toBe(400);
    expect(early.body.errors?.[0]).toMatch(/3 questions are still unanswered/);

    // A quick hand sends one request per choice, several at once: every answer is kept.
    const quick = await Promise.all(
      ['q2', 'q3', 'q4', 'q5'].map((q) =>
        t.api('PUT', `${MINE}/${campaign.id}`, { as: 'hocsinh', body: { traLoi: { [q]: 2 } } }),
      ),
    );
    expect(quick.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const kept = await t.api<Sheet>('GET', `${MINE}/${campaign.id}`, { as: 'hocsinh' });
    expect(kept.body.data.traLoi).toEqual({ q1: 4, q2: 2, q3: 2, q4: 2, q5: 2 });

    const done = await t.api<Record<string, unknown>>('POST', `${MINE}/${campaign.id}/nop`, {
      as: 'hocsinh',
      body: { traLoi: { q2: 1, q3: 1, q4: 1, q5: 0 } },
    });
    expect(done.status).toBe(200);
    expect(Object.keys(done.body.data)).toEqual(['nopLuc']);
    expect((await t.api('POST', `${MINE}/${campaign.id}/nop`, { as: 'hocsinh', body: { traLoi: {} } })).status).toBe(
      409,
    );
    expect((await t.api('PUT', `${MINE}/${campaign.id}`, { as: 'hocsinh', body: { traLoi: { q1: 0 } } })).status).toBe(
      409,
    );

    // Scored for the team: raw 4+1+1+1+0 = 7 → 28, the follow-up band of the WHO-5.
    const [stored] = await t.db
      .select({ ketQua: tamLyPhieuTraLoi.ketQua, canTheoDoi: tamLyPhieuTraLoi.canTheoDoi })
      .from(tamLyPhieuTraLoi)
      .where(eq(tamLyPhieuTraLoi.dotId, campaign.id));
    expect(stored).toMatchObject({
      canTheoDoi: true,
      ketQua: [expect.objectContaining({ score: 28, band: 'likelyDepression' })],
    });
    // The audit row says who submitted which campaign, never the answers.
    const [row] = await t.db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'TamLyPhieuTraLoi'), eq(auditLog.action, 'submit')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(row?.after).toEqual({ dotId: campaign.id });

    const mine = await t.api<Mine[]>('GET', MINE, { as: 'hocsinh' });
    expect(mine.body.data.find((m) => m.dotId === campaign.id)?.tienDo).toBe('daNop');
    const seen = await t.api<Campaign>('GET', `/api/DanhGiaTamLy/dotDanhGia/${campaign.id}`, { as: 'tamly' });
    expect(seen.body.data.soDaNop).toBe(1);
  });

  it('closes a campaign: it leaves the student’s list and its instrument version is no longer editable', async () => {
    const closed = await t.api<Campaign>('PUT', `/api/DanhGiaTamLy/dotDanhGia/${campaign.id}/trangThai`, {
      as: 'tamly',
      body: { trangThai: 'closed', version: campaign.version },
    });
    expect(closed.body.data.trangThai).toBe('closed');
    expect((await t.api('GET', `${MINE}/${campaign.id}`, { as: 'hocsinh' })).status).toBe(404);
    expect((await t.api('DELETE', `/api/DanhGiaTamLy/dotDanhGia/${campaign.id}`, { as: 'tamly' })).status).toBe(409);
  });
});
