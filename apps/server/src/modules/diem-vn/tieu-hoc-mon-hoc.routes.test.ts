import type { LopMonHocTieuHoc, MonHocVn, SoDiemTieuHoc, TongKetTieuHoc } from '@hpl/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { lopMonHoc, lopMonHocGiaoVien, lopQuanLy, taiKhoan } from '../../db/schema';

let t: TestApp;
let toan: LopMonHocTieuHoc;
let other: LopMonHocTieuHoc;
let otherTeacher: string;

const get = <T>(as: string | undefined, url: string) => t.api<T>('GET', url, { as });
const book = async (as: string, id: number) =>
  (await get<SoDiemTieuHoc>(as, `/api/DiemVN/tieuHoc/soDiem/${id}`)).body.data;

async function usernameOf(where: { nhanVienId?: number; hocSinhId?: number }) {
  const [row] = await t.db
    .select({ username: taiKhoan.username })
    .from(taiKhoan)
    .where(
      where.nhanVienId ? eq(taiKhoan.nhanVienId, where.nhanVienId) : eq(taiKhoan.hocSinhId, where.hocSinhId ?? -1),
    );
  return row!.username;
}

beforeAll(async () => {
  t = await createTestApp();
  const mine = await get<LopMonHocTieuHoc[]>('giaovien', '/api/DiemVN/tieuHoc/lopMonHoc');
  toan = mine.body.data.find((c) => c.maMonHoc === 'TOAN-TH' && c.tenLopQuanLy === '5A1')!;
  const all = await get<LopMonHocTieuHoc[]>('daotao', '/api/DiemVN/tieuHoc/lopMonHoc?phamVi=tatCa');
  other = all.body.data.find((c) => c.maMonHoc === 'TNXH' && c.tenLopQuanLy === '3A1')!;
  const [teacher] = await t.db
    .select({ id: lopMonHocGiaoVien.nhanVienId })
    .from(lopMonHocGiaoVien)
    .innerJoin(lopMonHoc, eq(lopMonHoc.id, lopMonHocGiaoVien.lopMonHocId))
    .where(eq(lopMonHoc.id, other.id));
  otherTeacher = await usernameOf({ nhanVienId: teacher!.id });
});
afterAll(async () => {
  await t?.close();
});

// The primary subjects' periodic-test role (monhoc); the rest of the primary half's API tests are in
// tieu-hoc.routes.test.ts.

describe('DiemVN primary: the periodic-test role is a setting of the subject (monhoc)', () => {
  const url = '/api/DiemVN/monHoc';
  const put = (body: unknown, lang: 'vi' | 'en' = 'vi') => t.api<MonHocVn>('PUT', url, { as: 'daotao', body, lang });
  const subjects = async () => (await get<MonHocVn[]>('daotao', `${url}?namHocId=${toan.namHocId}`)).body.data;
  const rowOf = async (cls: LopMonHocTieuHoc) => {
    const [homeroom] = await t.db
      .select({ khoiId: lopQuanLy.khoiId })
      .from(lopQuanLy)
      .where(eq(lopQuanLy.id, cls.lopQuanLyId));
    return (await subjects()).find((s) => s.monHocId === cls.monHocId && s.khoiId === homeroom!.khoiId)!;
  };
  const bodyOf = (row: MonHocVn, extra: Record<string, unknown>) => ({
    namHocId: toan.namHocId,
    monHocId: row.monHocId,
    khoiId: row.khoiId,
    hinhThucDanhGia: row.hinhThucDanhGia,
    soTietNam: row.soTietNam,
    soDiemTx: row.soDiemTx,
    tinhKhenThuong: row.tinhKhenThuong,
    version: row.version,
    ...extra,
  });
  const testsOf = async (as: string, cls: LopMonHocTieuHoc) =>
    Object.fromEntries((await book(as, cls.id)).ky.map((k) => [k.ky, k.kiemTra]));

  it('defaults from the subject code while never set; secondary subjects have none', async () => {
    expect(await rowOf(toan)).toMatchObject({
      hinhThucDanhGia: 'tieu_hoc',
      monKiemTra: 'Toan',
      monKiemTraTheoMa: true,
    });
    expect(await rowOf(other)).toMatchObject({ monKiemTra: null, monKiemTraTheoMa: true });
    const secondary = (await subjects()).filter((s) => s.capHoc === 'thcs' || s.capHoc === 'thpt');
    expect(secondary.length).toBeGreaterThan(0);
    expect(secondary.every((s) => s.monKiemTra === null && !s.monKiemTraTheoMa)).toBe(true);
  });

  it('is refused on a secondary grade level and when not a role, with a readable 400', async () => {
    const secondary = (await subjects()).find((s) => s.capHoc === 'thcs')!;
    const refused = await put(bodyOf(secondary, { monKiemTra: 'Toan' }), 'en');
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      'The periodic-test role (Circular 27) is set only for subjects of primary grade levels.',
    ]);
    const vi = await put(bodyOf(secondary, { monKiemTra: 'Toan' }));
    expect(vi.body.errors?.[0]).toMatch(/chỉ đặt cho môn của khối tiểu học/);
    const notRole = await put(bodyOf(await rowOf(other), { monKiemTra: 'Nhac' }), 'en');
    expect(notRole.status).toBe(400);
    expect(notRole.body.errors?.[0]).toMatch(/periodic-test subject is Vietnamese, Maths/);
    expect((await rowOf(other)).version).toBe(0);
  });

  it('decides the tests due in the gradebook, the class lists and the summary', async () => {
    expect(await testsOf(otherTeacher, other)).toEqual({ GK1: false, CK1: false, GK2: false, CN: false });
    const set = await put(bodyOf(await rowOf(other), { monKiemTra: 'KhoaHoc' }));
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.data).toMatchObject({ monKiemTra: 'KhoaHoc', monKiemTraTheoMa: false, version: 1 });
    // Grade 3: Science is tested at the end of term I and of the year only.
    expect(await testsOf(otherTeacher, other)).toEqual({ GK1: false, CK1: true, GK2: false, CN: true });
    const listed = await get<LopMonHocTieuHoc[]>(otherTeacher, '/api/DiemVN/tieuHoc/lopMonHoc');
    expect(listed.body.data.find((c) => c.id === other.id)!.monKiemTra).toBe('KhoaHoc');

    // Maths of grade 5 set to "no periodic test": a set null, kept when a later save omits it.
    const none = await put(bodyOf(await rowOf(toan), { monKiemTra: null }));
    expect(none.body.data).toMatchObject({ monKiemTra: null, monKiemTraTheoMa: false });
    expect(await testsOf('giaovien', toan)).toEqual({ GK1: false, CK1: false, GK2: false, CN: false });
    const summary = await get<TongKetTieuHoc>('daotao', `/api/DiemVN/tieuHoc/tongKet/${toan.lopQuanLyId}`);
    expect(summary.body.data.mon.find((m) => m.lopMonHocId === toan.id)!.monKiemTra).toBeNull();
    const kept = await put(bodyOf(none.body.data, { soTietNam: none.body.data.soTietNam + 1 }));
    expect(kept.body.data).toMatchObject({ monKiemTra: null, monKiemTraTheoMa: false, version: 2 });

    const back = await put(bodyOf(kept.body.data, { soTietNam: none.body.data.soTietNam, monKiemTra: 'Toan' }));
    expect(back.body.data).toMatchObject({ monKiemTra: 'Toan', monKiemTraTheoMa: false });
    expect(await testsOf('giaovien', toan)).toEqual({ GK1: true, CK1: true, GK2: true, CN: true });
  });
});
