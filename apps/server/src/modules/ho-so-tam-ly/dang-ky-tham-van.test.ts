import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { auditLog, hocSinh, taiKhoan, thongBao } from '../../db/schema';

interface Status {
  id: number;
  trangThai: string;
  lichHen: string | null;
}
interface Full extends Status {
  noiDung: string;
  version: number;
}

let t: TestApp;
let pupilCode: string;
let pupilAccount: number;
let gvcnAccount: number;
beforeAll(async () => {
  t = await createTestApp();
  const [pupil] = await t.db
    .select({ ma: hocSinh.maHocSinh, account: taiKhoan.id })
    .from(taiKhoan)
    .innerJoin(hocSinh, eq(hocSinh.id, taiKhoan.hocSinhId))
    .where(eq(taiKhoan.username, 'hocsinh'));
  pupilCode = pupil!.ma;
  pupilAccount = pupil!.account;
  const [gvcn] = await t.db.select({ id: taiKhoan.id }).from(taiKhoan).where(eq(taiKhoan.username, 'gvcn'));
  gvcnAccount = gvcn!.id;
});
afterAll(async () => {
  await t?.close();
});

const BASE = '/api/HoSoTamLy/dangKyThamVan';
const body = (extra: object = {}) => ({
  chuDe: 'hoTroTamLy',
  mucDo: 'can',
  thoiGianMongMuon: 'Giờ ra chơi',
  noiDung: 'Em dạo này hay mất ngủ và lo lắng trước giờ kiểm tra.',
  ...extra,
});

describe('counselling requests (Circular 31/2017)', () => {
  it('lets a student ask for themself and a teacher about a student; each sees only the status', async () => {
    const own = await t.api<Record<string, unknown>>('POST', BASE, { as: 'hocsinh', body: body() });
    expect(own.status).toBe(200);
    expect(own.body.data).toMatchObject({ trangThai: 'submitted' });
    expect(own.body.data).not.toHaveProperty('noiDung');

    expect((await t.api('POST', BASE, { as: 'gvcn', body: body() })).status).toBe(400);
    expect((await t.api('POST', BASE, { as: 'gvcn', body: body({ maHocSinh: 'NOPE-000' }) })).status).toBe(400);
    const about = await t.api<Status>('POST', BASE, { as: 'gvcn', body: body({ maHocSinh: pupilCode }) });
    expect(about.status).toBe(200);

    const mine = await t.api<Record<string, unknown>[]>('GET', `${BASE}/cuaToi`, { as: 'gvcn' });
    expect(mine.body.data.map((r) => r.id)).toContain(about.body.data.id);
    expect(JSON.stringify(mine.body.data)).not.toContain('mất ngủ');
    const one = await t.api<Record<string, unknown>>('GET', `${BASE}/${about.body.data.id}`, { as: 'gvcn' });
    expect(one.body.data).not.toHaveProperty('noiDung');
  });

  it('hides a request from everyone else: Admin, another teacher, the student it is not theirs', async () => {
    const about = await t.api<Status>('POST', BASE, { as: 'gvcn', body: body({ maHocSinh: pupilCode }) });
    for (const as of ['admin', 'giaovien', 'hocsinh', 'thanhtra']) {
      expect((await t.api('GET', `${BASE}/${about.body.data.id}`, { as })).status, as).toBe(404);
    }
    for (const as of ['admin', 'gvcn', 'hocsinh']) {
      expect((await t.api('GET', BASE, { as })).status, as).toBe(403);
      expect(
        (await t.api('PUT', `${BASE}/${about.body.data.id}/xuLy`, { as, body: { trangThai: 'triaged', version: 0 } }))
          .status,
      ).toBe(403);
    }
    expect((await t.api('GET', `${BASE}/999999`, { as: 'tamly' })).status).toBe(404);
  });

  it('the team triages and schedules: requester and student are notified; every read is logged', async () => {
    const filed = await t.api<Status>('POST', BASE, {
      as: 'gvcn',
      body: body({ maHocSinh: pupilCode, mucDo: 'khan' }),
    });
    const id = filed.body.data.id;
    const list = await t.api<{ items: Full[] }>('GET', `${BASE}?trangThai=submitted&pageSize=-1`, { as: 'tamly' });
    expect(list.body.data.items.find((r) => r.id === id)?.noiDung).toMatch(/mất ngủ/);
    const full = await t.api<Full>('GET', `${BASE}/${id}`, { as: 'tamly' });
    const [read] = await t.db
      .select({ entityId: auditLog.entityId })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'TamLyDangKyThamVan'), eq(auditLog.action, 'read')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(read?.entityId).toBe(String(id));

    const triaged = await t.api<Full>('PUT', `${BASE}/${id}/xuLy`, {
      as: 'tamly',
      body: { trangThai: 'triaged', version: full.body.data.version },
    });
    expect(triaged.body.data.trangThai).toBe('triaged');
    const noTime = await t.api('PUT', `${BASE}/${id}/xuLy`, {
      as: 'tamly',
      body: { trangThai: 'scheduled', version: triaged.body.data.version },
    });
    expect(noTime.status).toBe(400);
    const scheduled = await t.api<Full>('PUT', `${BASE}/${id}/xuLy`, {
      as: 'tamly',
      body: {
        trangThai: 'scheduled',
        lichHen: '2027-03-10T09:30:00+07:00',
        phong: 'P. Tư vấn 101',
        version: triaged.body.data.version,
      },
    });
    expect(scheduled.status).toBe(200);
    for (const account of [gvcnAccount, pupilAccount]) {
      const [note] = await t.db
        .select({ loai: thongBao.loai })
        .from(thongBao)
        .where(eq(thongBao.taiKhoanId, account))
        .orderBy(desc(thongBao.id))
        .limit(1);
      expect(note?.loai).toBe('thamVan.scheduled');
    }
    const closed = await t.api<Full>('PUT', `${BASE}/${id}/xuLy`, {
      as: 'tamly',
      body: { trangThai: 'closed', version: scheduled.body.data.version },
    });
    expect(closed.body.data.trangThai).toBe('closed');
    const back = await t.api('PUT', `${BASE}/${id}/xuLy`, {
      as: 'tamly',
      body: { trangThai: 'triaged', version: closed.body.data.version },
    });
    expect(back.status).toBe(409);
    const status = await t.api<Status>('GET', `${BASE}/${id}`, { as: 'gvcn' });
    expect(status.body.data.trangThai).toBe('closed');
  });
});
