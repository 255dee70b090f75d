import { eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { hocSinh, taiKhoan } from '../../db/schema';

interface Record {
  id: number;
  buoi: { ghiChu: string | null; nguoiGhi: string }[];
}

let t: TestApp;
let pupilCode: string;
beforeAll(async () => {
  t = await createTestApp();
  const [pupil] = await t.db
    .select({ ma: hocSinh.maHocSinh })
    .from(taiKhoan)
    .innerJoin(hocSinh, eq(hocSinh.id, taiKhoan.hocSinhId))
    .where(eq(taiKhoan.username, 'hocsinh'));
  pupilCode = pupil!.ma;
});
afterAll(async () => {
  await t?.close();
});

const BASE = '/api/HoSoTamLy/hoSo';

/** Rows of a raw query as one text (PGlite answers `{ rows }`, postgres-js an array). */
async function textOf(query: SQL): Promise<string> {
  const result = (await t.db.execute(query)) as unknown as { rows?: { row: string }[] } | { row: string }[];
  return (Array.isArray(result) ? result : (result.rows ?? [])).map((r) => r.row).join('\n');
}
const NOTE = 'Buổi 1: em kể về chuyện bố mẹ ly thân, mất ngủ hai tuần nay.';

describe('confidential case records (hoSoTamLyHocSinh)', () => {
  it('are the psychology team’s alone: not Admin, not the homeroom teacher, not the student', async () => {
    for (const as of ['admin', 'gvcn', 'giaovien', 'hocsinh', 'thanhtra']) {
      expect((await t.api('GET', BASE, { as })).status, as).toBe(403);
      expect((await t.api('GET', `${BASE}/1`, { as })).status, as).toBe(403);
      expect((await t.api('POST', `${BASE}/1/buoi`, { as, body: {} })).status, as).toBe(403);
      expect((await t.api('PUT', `${BASE}/1/trangThai`, { as, body: { trangThai: 'closed' } })).status, as).toBe(403);
    }
    expect(
      (await t.api('PUT', `${BASE}/999999/trangThai`, { as: 'tamly', body: { trangThai: 'closed' } })).status,
    ).toBe(404);
    expect((await t.api('GET', `${BASE}/999999`, { as: 'tamly' })).status).toBe(404);
    expect((await t.api('GET', `${BASE}/999999/truyCap`, { as: 'tamly' })).status).toBe(404);
  });

  it('keeps the note encrypted at rest: the stored row holds only ciphertext, the team reads it back', async () => {
    const opened = await t.api<{ id: number }>('POST', BASE, { as: 'tamly', body: { maHocSinh: pupilCode } });
    expect(opened.status).toBe(200);
    const id = opened.body.data.id;
    const added = await t.api<Record>('POST', `${BASE}/${id}/buoi`, {
      as: 'tamly',
      body: { ngay: '2026-11-20', hinhThuc: 'caNhan', ghiChu: NOTE },
    });
    expect(added.status).toBe(200);
    expect(added.body.data.buoi.map((b) => b.ghiChu)).toContain(NOTE);

    // What a dump of the table would hold: every column of every row as text.
    const dump = await textOf(sql`select t::text as row from tam_ly_buoi_tham_van t`);
    expect(dump).toMatch(/v1\.[0-9a-f]{8}\./);
    expect(dump).not.toContain('ly thân');
    // Nor does the audit trail of the change carry the note.
    expect(await textOf(sql`select a::text as row from audit_log a where a.entity = 'TamLyHoSo'`)).not.toContain(
      'ly thân',
    );
  });

  it('logs every read, and the team sees the record’s access log', async () => {
    const opened = await t.api<{ id: number }>('POST', BASE, { as: 'tamly', body: { maHocSinh: pupilCode } });
    const id = opened.body.data.id;
    await t.api('GET', `${BASE}/${id}`, { as: 'tamly' });
    const log = await t.api<{ nguoi: string; hanhDong: string }[]>('GET', `${BASE}/${id}/truyCap`, { as: 'tamly' });
    expect(log.body.data[0]?.hanhDong).toBe('read');
    expect(log.body.data.map((l) => l.hanhDong)).toEqual(expect.arrayContaining(['read', 'update', 'create']));
    expect(log.body.data.every((l) => l.nguoi.length > 0)).toBe(true);
    expect((await t.api('POST', BASE, { as: 'tamly', body: { maHocSinh: 'NOPE-1' } })).status).toBe(400);
  });

  it('records a referral outside as an encrypted entry, closes the record (no new session) and reopens it', async () => {
    const opened = await t.api<{ id: number }>('POST', BASE, { as: 'tamly', body: { maHocSinh: pupilCode } });
    const id = opened.body.data.id;
    const referral = 'Giới thiệu khám tại khoa Tâm lý lâm sàng, bệnh viện Nhi; gia đình đồng ý.';
    const added = await t.api<Record>('POST', `${BASE}/${id}/buoi`, {
      as: 'tamly',
      body: { ngay: '2026-11-21', hinhThuc: 'chuyenTuyen', ghiChu: referral },
    });
    expect(added.body.data.buoi.map((b) => b.ghiChu)).toContain(referral);
    expect(await textOf(sql`select t::text as row from tam_ly_buoi_tham_van t`)).not.toContain('bệnh viện Nhi');

    const closed = await t.api<{ trangThai: string }>('PUT', `${BASE}/${id}/trangThai`, {
      as: 'tamly',
      body: { trangThai: 'closed' },
    });
    expect(closed.body.data.trangThai).toBe('closed');
    const refused = await t.api('POST', `${BASE}/${id}/buoi`, {
      as: 'tamly',
      body: { ngay: '2026-11-22', hinhThuc: 'caNhan', ghiChu: 'Buổi sau khi đóng.' },
    });
    expect(refused.status).toBe(409);
    const reopened = await t.api<{ trangThai: string }>('PUT', `${BASE}/${id}/trangThai`, {
      as: 'tamly',
      body: { trangThai: 'open' },
    });
    expect(reopened.body.data.trangThai).toBe('open');
    const log = await t.api<{ hanhDong: string }[]>('GET', `${BASE}/${id}/truyCap`, { as: 'tamly' });
    expect(log.body.data.map((l) => l.hanhDong)).toEqual(expect.arrayContaining(['close', 'reopen']));
  });
});
