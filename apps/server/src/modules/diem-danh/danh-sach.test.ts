import { compareNames } from '@hpl/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { multipartBody } from '../../../test/support/test-files';
import { nhanVien } from '../../db/schema';

interface Page<T> {
  items: T[];
  totalCount: number;
  pageIndex: number;
  pageSize: number;
}
interface Attendance {
  id: number;
  hocSinhId: number;
  maHocSinh: string;
  hoTen: string;
  lopQuanLyId: number;
  tenLop: string;
  ngay: string;
  trangThai: string;
  ghiChu: string | null;
  nguoiGhiNhan: string | null;
  ghiNhanLuc: string;
}
interface Punch {
  id: number;
  maMay: string;
  maNhanVien: string;
  nhanVienId: number;
  hoTen: string;
  thoiDiem: string;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const attendance = (query: string, as = 'admin') =>
  t.api<Page<Attendance>>('GET', `/api/DiemDanh/danhSachDiemDanh${query}`, { as });

describe('GET /api/DiemDanh/danhSachDiemDanh', () => {
  it('requires sign-in and Admin or Report.HanhViHocSinh', async () => {
    expect((await t.api('GET', '/api/DiemDanh/danhSachDiemDanh')).status).toBe(401);
    expect((await attendance('', 'giaovien')).status).toBe(403);
    expect((await attendance('', 'baocao')).status).toBe(200);
  });

  it('lists the active year newest day first, with student, class and recorder', async () => {
    const res = await attendance('?pageSize=5');
    expect(res.status).toBe(200);
    const { items, totalCount } = res.body.data;
    expect(items).toHaveLength(5);
    expect(totalCount).toBeGreaterThan(5);
    expect(items[0]).toMatchObject({
      maHocSinh: expect.any(String),
      hoTen: expect.any(String),
      tenLop: expect.any(String),
      ngay: '2026-11-23',
      nguoiGhiNhan: expect.any(String),
    });
    expect(new Date(items[0]!.ghiNhanLuc).toISOString()).toBe(items[0]!.ghiNhanLuc);
    const next = await attendance('?pageSize=5&pageIndex=2');
    expect(next.body.data.items.map((r) => r.id)).not.toContain(items[0]!.id);
    expect(next.body.data.totalCount).toBe(totalCount);
  });

  it('filters by class, date range and status, searches and sorts', async () => {
    const classes = await t.api<Page<{ id: number; tenLop: string; siSo?: number }>>(
      'GET',
      '/api/LopQuanLy/danhSachLopQuanLy?pageSize=-1',
      { as: 'admin' },
    );
    const cls = classes.body.data.items.find((c) => c.tenLop === '10A1')!;
    const students = (await t.api<unknown[]>('GET', `/api/LopQuanLy/${cls.id}/danhSachHocSinh`, { as: 'admin' })).body
      .data;
    // Mon 7 – Fri 11 September 2026: five school days.
    const week = await attendance(`?lopQuanLyId=${cls.id}&tuNgay=2026-09-07&denNgay=2026-09-11&pageSize=-1`);
    expect(week.body.data.totalCount).toBe(students.length * 5);
    expect(new Set(week.body.data.items.map((r) => r.tenLop))).toEqual(new Set(['10A1']));
    expect(week.body.data.items.every((r) => r.ngay >= '2026-09-07' && r.ngay <= '2026-09-11')).toBe(true);

    const present = await attendance(`?lopQuanLyId=${cls.id}&trangThai=co_mat&pageSize=-1`);
    expect(present.body.data.items.length).toBeGreaterThan(0);
    expect(present.body.data.items.every((r) => r.trangThai === 'co_mat')).toBe(true);

    const someone = week.body.data.items[0]!;
    const plainName = someone.hoTen
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/đ/g, 'd')
      .replace(/Đ/g, 'D')
      .toLowerCase();
    const found = await attendance(
      `?search=${encodeURIComponent(plainName)}&tuNgay=2026-09-07&denNgay=2026-09-11&pageSize=-1`,
    );
    expect(found.body.data.items.length).toBeGreaterThanOrEqual(5);
    expect(found.body.data.items.every((r) => r.hoTen === someone.hoTen)).toBe(true);
    const byCode = await attendance(`?search=${someone.maHocSinh}&tuNgay=2026-09-07&denNgay=2026-09-07`);
    expect(byCode.body.data.items.map((r) => r.hocSinhId)).toEqual([someone.hocSinhId]);

    const sorted = await attendance(`?lopQuanLyId=${cls.id}&tuNgay=2026-09-07&denNgay=2026-09-07&sort=-hoTen`);
    const names = sorted.body.data.items.map((r) => r.hoTen);
    expect(names).toEqual([...names].sort((a, b) => compareNames(b, a)));
    const badSort = await attendance('?sort=passwordHash');
    expect(badSort.status).toBe(400);
    const badStatus = await attendance('?trangThai=ngu');
    expect(badStatus.status).toBe(400);
  });

  it('lists a past year only when asked, and nothing for an unknown class', async () => {
    const years = await t.api<Page<{ id: number; tenNamHoc: string }>>('GET', '/api/NamHoc/danhSachNamHoc', {
      as: 'admin',
    });
    const previous = years.body.data.items.find((y) => y.tenNamHoc === '2025-2026')!;
    expect((await attendance(`?namHocId=${previous.id}`)).body.data.totalCount).toBe(0);
    expect((await attendance('?lopQuanLyId=999999')).body.data).toMatchObject({ items: [], totalCount: 0 });
  });
});

describe('GET /api/ChamCong/danhSachChamCong and danhSachChamCongCuaToi', () => {
  let teacher: { id: number; ma: string };
  let homeroom: { id: number; ma: string };

  beforeAll(async () => {
    const code = async (hoTen: string) => {
      const [row] = await t.db
        .select({ id: nhanVien.id, ma: nhanVien.maNhanVien })
        .from(nhanVien)
        .where(eq(nhanVien.hoTen, hoTen));
      return row!;
    };
    teacher = await code('Nguyễn Văn An');
    homeroom = await code('Lê Thị Hồng Nhung');
    const csv = [
      'Mã máy,Mã nhân viên,Thời điểm',
      `MAY01,${teacher.ma},03/11/2026 07:31:05`,
      `MAY02,${teacher.ma},03/11/2026 16:45`,
      // Half past midnight in Vietnam is still the previous day in UTC: it belongs to 4 November.
      `MAY01,${teacher.ma},04/11/2026 00:30`,
      `MAY01,${homeroom.ma},04/11/2026 07:10`,
    ].join('\n');
    const { body, headers } = multipartBody([{ name: 'log.csv', type: 'text/csv', data: Buffer.from(csv) }]);
    const imported = await t.api('POST', '/api/ChamCong/nhapFile', { as: 'admin', body, headers });
    expect(imported.body.data).toMatchObject({ soDongMoi: 4 });
  });

  const punches = (query: string, as = 'admin') =>
    t.api<Page<Punch>>('GET', `/api/ChamCong/danhSachChamCong${query}`, { as });
  const mine = (query: string, as: string) =>
    t.api<Page<Punch>>('GET', `/api/ChamCong/danhSachChamCongCuaToi${query}`, { as });

  it('requires sign-in and Admin or QuanLyNhanSu for the whole list', async () => {
    expect((await t.api('GET', '/api/ChamCong/danhSachChamCong')).status).toBe(401);
    expect((await t.api('GET', '/api/ChamCong/danhSachChamCongCuaToi')).status).toBe(401);
    expect((await punches('', 'giaovien')).status).toBe(403);
    expect((await punches('', 'nhansu')).status).toBe(200);
  });

  it('lists punches newest first and filters by person, device and school-day range', async () => {
    const all = await punches('?pageSize=-1');
    expect(all.body.data.totalCount).toBe(4);
    expect(all.body.data.items[0]).toMatchObject({
      maMay: 'MAY01',
      maNhanVien: homeroom.ma,
      nhanVienId: homeroom.id,
      hoTen: 'Lê Thị Hồng Nhung',
      thoiDiem: '2026-11-04T00:10:00.000Z',
    });
    expect((await punches(`?nhanVienId=${teacher.id}`)).body.data.totalCount).toBe(3);
    expect((await punches('?maMay=may02')).body.data.items.map((p) => p.thoiDiem)).toEqual([
      '2026-11-03T09:45:00.000Z',
    ]);
    const fourth = await punches('?tuNgay=2026-11-04&denNgay=2026-11-04');
    expect(fourth.body.data.items.map((p) => p.thoiDiem)).toEqual([
      '2026-11-04T00:10:00.000Z',
      '2026-11-03T17:30:00.000Z',
    ]);
    expect((await punches('?denNgay=2026-11-03')).body.data.totalCount).toBe(2);
    expect((await punches('?search=hong nhung')).body.data.totalCount).toBe(1);
    const byName = await punches('?sort=hoTen&pageSize=1&pageIndex=2');
    expect(byName.body.data).toMatchObject({ totalCount: 4, pageIndex: 2, pageSize: 1 });
    expect(byName.body.data.items[0]!.hoTen).toBe('Nguyễn Văn An');
    expect((await punches('?sort=password')).status).toBe(400);
  });

  it('shows a staff member only their own punches, and refuses students (a staff screen)', async () => {
    const own = await mine('?pageSize=-1', 'giaovien');
    expect(own.status).toBe(200);
    expect(own.body.data.totalCount).toBe(3);
    expect(own.body.data.items.map((p) => p.nhanVienId)).toEqual([teacher.id, teacher.id, teacher.id]);
    const ranged = await mine('?tuNgay=2026-11-03&denNgay=2026-11-03', 'giaovien');
    expect(ranged.body.data.totalCount).toBe(2);
    // Asking for someone else's punches is ignored (the query has no such field): still only one's own.
    const other = await mine(`?nhanVienId=${homeroom.id}`, 'giaovien');
    expect(other.status).toBe(200);
    expect(other.body.data.totalCount).toBe(3);
    expect(other.body.data.items.map((p) => p.nhanVienId)).toEqual([teacher.id, teacher.id, teacher.id]);
    expect((await mine('', 'gvcn')).body.data.totalCount).toBe(1);
    expect((await mine('', 'hocsinh')).status).toBe(403);
  });
});
