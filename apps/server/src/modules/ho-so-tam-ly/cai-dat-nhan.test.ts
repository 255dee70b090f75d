import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { auditLog, hocSinh, taiKhoan, thongBao } from '../../db/schema';
import { DEMO_ACCOUNTS } from '../../demo/school-data';
import { findHomeroomOfStudent } from '../lop-quan-ly';

interface Settings {
  nguoiNhan: { taiKhoanId: number; hoTen: string; khoiIds: number[] }[];
  quyTac: string;
  chuDe: string[];
  ngayLamViec: number[];
  gioBatDau: string;
  gioKetThuc: string;
  khanCapTen: string;
  khanCapDienThoai: string;
  khanCapGhiChu: string | null;
  chuyenVien: { taiKhoanId: number; hoTen: string }[];
  version: number;
}
interface TeamRow {
  id: number;
  phuTrachId: number | null;
  phuTrach: string | null;
}

const BASE = '/api/HoSoTamLy/caiDatNhan';
const REQUESTS = '/api/HoSoTamLy/dangKyThamVan';

let t: TestApp;
let tamly: number;
let second: number;
let pupilCode: string;
let pupilGrade: number;
beforeAll(async () => {
  t = await createTestApp();
  const account = async (username: string) =>
    (await t.db.select({ id: taiKhoan.id }).from(taiKhoan).where(eq(taiKhoan.username, username)))[0]!.id;
  tamly = await account('tamly');
  // A second specialist for the round robin: the head of department takes the role in this test's database.
  second = await account('totruong');
  await t.db
    .update(taiKhoan)
    .set({ roles: sql`array_append(${taiKhoan.roles}, 'ChuyenVienTamLy')` })
    .where(eq(taiKhoan.id, second));
  const [pupil] = await t.db
    .select({ id: hocSinh.id, ma: hocSinh.maHocSinh })
    .from(taiKhoan)
    .innerJoin(hocSinh, eq(hocSinh.id, taiKhoan.hocSinhId))
    .where(eq(taiKhoan.username, 'hocsinh'));
  pupilCode = pupil!.ma;
  pupilGrade = (await findHomeroomOfStudent(t.db, pupil!.id))!.khoiId!;
});
afterAll(async () => {
  await t?.close();
});

const read = async () => (await t.api<Settings>('GET', BASE, { as: 'tamly' })).body.data;
const inputOf = (s: Settings, change: Partial<Settings>) => {
  const { chuyenVien: _, nguoiNhan, ...rest } = { ...s, ...change };
  return { ...rest, nguoiNhan: nguoiNhan.map(({ taiKhoanId, khoiIds }) => ({ taiKhoanId, khoiIds })) };
};
const file = (as: string, extra: object = {}) =>
  t.api<{ id: number }>('POST', REQUESTS, {
    as,
    body: { chuDe: 'hoTroTamLy', mucDo: 'can', noiDung: 'Em cần được hỗ trợ.', maHocSinh: pupilCode, ...extra },
  });
const teamView = async (id: number) => (await t.api<TeamRow>('GET', `${REQUESTS}/${id}`, { as: 'tamly' })).body.data;

describe('counselling intake settings (caiDatNhanTamLy)', () => {
  it('are the team’s with the records permission; every signed-in account reads the form’s public part', async () => {
    expect((await t.api('GET', BASE)).status).toBe(401);
    expect((await t.api('GET', `${BASE}/congKhai`)).status).toBe(401);
    for (const { username } of DEMO_ACCOUNTS) {
      const expected = username === 'tamly' ? 200 : 403;
      expect((await t.api('GET', BASE, { as: username })).status, username).toBe(expected);
      if (expected === 403) expect((await t.api('PUT', BASE, { as: username, body: {} })).status, username).toBe(403);
      const open = await t.api<Record<string, unknown>>('GET', `${BASE}/congKhai`, { as: username });
      expect(open.status, username).toBe(200);
      expect(open.body.data).not.toHaveProperty('nguoiNhan');
    }
  });

  it('shows the demo settings: tamly receives in turn, the urgent contact, every Circular 31 topic', async () => {
    const s = await read();
    expect(s.quyTac).toBe('xoayVong');
    expect(s.nguoiNhan.map((n) => n.taiKhoanId)).toEqual([tamly]);
    expect(s.nguoiNhan[0]!.hoTen).not.toBe('');
    expect(s.chuDe).toHaveLength(5);
    expect(s.khanCapDienThoai).not.toBe('');
    expect(s.chuyenVien.map((c) => c.taiKhoanId).sort()).toEqual([tamly, second].sort());
  });

  it('refuses a stale version, a receiver who is not a specialist and a bad time, and audit-logs a change', async () => {
    const s = await read();
    const gvcn = (await t.db.select({ id: taiKhoan.id }).from(taiKhoan).where(eq(taiKhoan.username, 'gvcn')))[0]!.id;
    const stale = await t.api('PUT', BASE, { as: 'tamly', body: inputOf(s, { version: s.version + 5 }) });
    expect(stale.status).toBe(409);
    const notTeam = await t.api('PUT', BASE, {
      as: 'tamly',
      body: inputOf(s, { nguoiNhan: [{ taiKhoanId: gvcn, hoTen: '', khoiIds: [] }] }),
    });
    expect(notTeam.status).toBe(400);
    const order = await t.api('PUT', BASE, { as: 'tamly', body: inputOf(s, { gioBatDau: '17:00' }) });
    expect(order.status).toBe(400);
    expect(order.body.fieldErrors).toHaveProperty('gioKetThuc');

    const saved = await t.api<Settings>('PUT', BASE, {
      as: 'tamly',
      body: inputOf(s, { chuDe: ['hoTroTamLy', 'quanHeXaHoi'], khanCapDienThoai: '0909 000 111' }),
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.version).toBe(s.version + 1);
    const open = await t.api<Settings>('GET', `${BASE}/congKhai`, { as: 'hocsinh' });
    expect(open.body.data).toMatchObject({ chuDe: ['quanHeXaHoi', 'hoTroTamLy'], khanCapDienThoai: '0909 000 111' });
    const [row] = await t.db
      .select({ actor: auditLog.actorAccountId, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'TamLyCaiDatNhan'), eq(auditLog.action, 'update')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(row).toMatchObject({ actor: tamly, after: { khanCapDienThoai: '0909 000 111' } });
  });

  it('refuses a request on a topic the school does not offer now', async () => {
    const res = await file('gvcn', { chuDe: 'tamLyLuaTuoi' });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toHaveProperty('chuDe');
    expect((await file('hocsinh', { chuDe: 'hoTroTamLy' })).status).toBe(200);
  });

  it('assigns new requests by the rule: in turn, by grade level, or nobody by hand; the assignee is told', async () => {
    const s = await read();
    const receivers = [
      { taiKhoanId: tamly, hoTen: '', khoiIds: [] as number[] },
      { taiKhoanId: second, hoTen: '', khoiIds: [] as number[] },
    ];
    await t.api('PUT', BASE, { as: 'tamly', body: inputOf(s, { quyTac: 'xoayVong', nguoiNhan: receivers }) });
    const a = await teamView((await file('gvcn')).body.data.id);
    const b = await teamView((await file('gvcn')).body.data.id);
    expect([a.phuTrachId, b.phuTrachId].sort()).toEqual([tamly, second].sort());
    expect(a.phuTrach).not.toBeNull();
    const [told] = await t.db
      .select({ loai: thongBao.loai })
      .from(thongBao)
      .where(eq(thongBao.taiKhoanId, b.phuTrachId!))
      .orderBy(desc(thongBao.id))
      .limit(1);
    expect(told?.loai).toBe('thamVan.assigned');

    // By grade level: the pupil's grade goes to the second specialist every time.
    const s2 = await read();
    await t.api('PUT', BASE, {
      as: 'tamly',
      body: inputOf(s2, {
        quyTac: 'theoKhoi',
        nguoiNhan: [
          { taiKhoanId: tamly, hoTen: '', khoiIds: [pupilGrade + 1000] },
          { taiKhoanId: second, hoTen: '', khoiIds: [pupilGrade] },
        ],
      }),
    });
    for (let i = 0; i < 2; i++) expect((await teamView((await file('gvcn')).body.data.id)).phuTrachId).toBe(second);

    const mine = await t.api<{ items: TeamRow[] }>('GET', `${REQUESTS}?phuTrachId=${second}&pageSize=-1`, {
      as: 'tamly',
    });
    expect(mine.body.data.items.length).toBeGreaterThanOrEqual(3);
    expect(mine.body.data.items.every((r) => r.phuTrachId === second)).toBe(true);

    const s3 = await read();
    await t.api('PUT', BASE, { as: 'tamly', body: inputOf(s3, { quyTac: 'thuCong' }) });
    expect((await teamView((await file('gvcn')).body.data.id)).phuTrachId).toBeNull();
  });
});
