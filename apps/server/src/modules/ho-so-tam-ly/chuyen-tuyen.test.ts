import { eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { hocSinh, taiKhoan } from '../../db/schema';

interface Referral {
  id: number;
  noiChuyen: string;
  nguoiNhan: string | null;
  ngayChuyen: string;
  ngayTheoDoi: string | null;
  trangThai: string;
  ketQuaTheoDoi: string | null;
  ghiChu: string | null;
  version: number;
}
interface Record {
  id: number;
  chuyenTuyen: Referral[];
}

let t: TestApp;
let id: number;
const BASE = '/api/HoSoTamLy/hoSo';
const NOTE = 'Gia đình đồng ý; đã gửi tóm tắt các buổi và kết quả DASS-21 cho bác sĩ.';

async function textOf(query: SQL): Promise<string> {
  const result = (await t.db.execute(query)) as unknown as { rows?: { row: string }[] } | { row: string }[];
  return (Array.isArray(result) ? result : (result.rows ?? [])).map((r) => r.row).join('\n');
}

beforeAll(async () => {
  t = await createTestApp();
  const [pupil] = await t.db
    .select({ ma: hocSinh.maHocSinh })
    .from(taiKhoan)
    .innerJoin(hocSinh, eq(hocSinh.id, taiKhoan.hocSinhId))
    .where(eq(taiKhoan.username, 'hocsinh'));
  const opened = await t.api<{ id: number }>('POST', BASE, { as: 'tamly', body: { maHocSinh: pupil!.ma } });
  id = opened.body.data.id;
}, 180_000);
afterAll(async () => {
  await t?.close();
});

describe('a referral outside the school, on the student’s record', () => {
  const body = {
    noiChuyen: 'Khoa Tâm lý lâm sàng, Bệnh viện Nhi Trung ương',
    nguoiNhan: 'BS. Trần Thu Hà',
    ngayChuyen: '2026-11-20',
    ngayTheoDoi: '2026-12-04',
    ghiChu: NOTE,
  };

  it('is the psychology team’s alone, and unknown records or referrals are 404', async () => {
    for (const as of ['admin', 'gvcn', 'giaovien', 'hocsinh', 'thanhtra']) {
      expect((await t.api('POST', `${BASE}/${id}/chuyenTuyen`, { as, body })).status, as).toBe(403);
      const put = await t.api('PUT', `${BASE}/${id}/chuyenTuyen/1`, { as, body: { trangThai: 'ketThuc', version: 0 } });
      expect(put.status, as).toBe(403);
    }
    expect((await t.api('POST', `${BASE}/999999/chuyenTuyen`, { as: 'tamly', body })).status).toBe(404);
    const unknown = await t.api('PUT', `${BASE}/${id}/chuyenTuyen/999999`, {
      as: 'tamly',
      body: { trangThai: 'ketThuc', version: 0 },
    });
    expect(unknown.status).toBe(404);
  });

  it('refuses bad input with the field’s message', async () => {
    const res = await t.api<null>('POST', `${BASE}/${id}/chuyenTuyen`, {
      as: 'tamly',
      body: { ...body, noiChuyen: ' ', ngayTheoDoi: '2026-11-01' },
      lang: 'en',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors?.join(' ')).toMatch(/where the student is referred|cannot be before/);
  });

  it('stores who, where, when and the follow-up; the note only as ciphertext; the read and the change are logged', async () => {
    const added = await t.api<Record>('POST', `${BASE}/${id}/chuyenTuyen`, { as: 'tamly', body });
    expect(added.status).toBe(200);
    const [r] = added.body.data.chuyenTuyen;
    expect(r).toMatchObject({ ...body, trangThai: 'daChuyen', ketQuaTheoDoi: null });

    const dump = await textOf(sql`select t::text as row from tam_ly_chuyen_tuyen t`);
    expect(dump).toMatch(/v1\.[0-9a-f]{8}\./);
    expect(dump).not.toContain('DASS-21 cho bác sĩ');
    expect(await textOf(sql`select a::text as row from audit_log a where a.entity = 'TamLyHoSo'`)).not.toContain(
      'DASS-21 cho bác sĩ',
    );

    const followed = await t.api<Record>('PUT', `${BASE}/${id}/chuyenTuyen/${r!.id}`, {
      as: 'tamly',
      body: {
        trangThai: 'daTheoDoi',
        ngayTheoDoi: '2026-12-18',
        ketQuaTheoDoi: 'Em đã khám, tái khám sau 2 tuần.',
        version: r!.version,
      },
    });
    expect(followed.status).toBe(200);
    expect(followed.body.data.chuyenTuyen[0]).toMatchObject({ trangThai: 'daTheoDoi', ngayTheoDoi: '2026-12-18' });
    const stale = await t.api('PUT', `${BASE}/${id}/chuyenTuyen/${r!.id}`, {
      as: 'tamly',
      body: { trangThai: 'ketThuc', version: r!.version },
    });
    expect(stale.status).toBe(409);

    await t.api('GET', `${BASE}/${id}`, { as: 'tamly' });
    const log = await t.api<{ hanhDong: string }[]>('GET', `${BASE}/${id}/truyCap`, { as: 'tamly' });
    expect(log.body.data[0]?.hanhDong).toBe('read');
    expect(log.body.data.map((l) => l.hanhDong)).toEqual(expect.arrayContaining(['refer', 'followUp']));
  });
});
