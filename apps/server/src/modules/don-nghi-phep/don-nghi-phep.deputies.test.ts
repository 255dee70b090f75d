import type { DonNghiPhepChiTiet, LoaiNghiPhep, Page, ThongBaoPage } from '@hpl/shared';
import { and, eq, ne, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { nhanVien, phongBan, phongBanPhoPhong, taiKhoan } from '../../db/schema';

/** Deputies of a department decide its members' leave with the head (workflows.md §11, departments of issue 30). */
let t: TestApp;
let typeId: Record<string, number>;
beforeAll(async () => {
  t = await createTestApp();
  const types = await t.api<LoaiNghiPhep[]>('GET', '/api/LoaiNghiPhep/danhSachLoaiNghiPhep', { as: 'giaovien' });
  typeId = Object.fromEntries(types.body.data.map((x) => [x.ma, x.id]));
});
afterAll(async () => {
  await t?.close();
});

type Request = DonNghiPhepChiTiet;
const file = (as: string, body: Record<string, unknown>) =>
  t.api<Request>('POST', '/api/DonNghiPhep', { as, body: { lyDo: 'Việc gia đình', ...body } });
const act = (as: string, id: number, path: string, body: Record<string, unknown>) =>
  t.api<Request>('POST', `/api/DonNghiPhep/${id}/${path}`, { as, body });
const list = async (as: string, query: string) =>
  (await t.api<Page<Request>>('GET', `/api/DonNghiPhep/danhSachDonNghiPhep?${query}`, { as })).body.data;
const notifications = async (as: string) =>
  (await t.api<ThongBaoPage>('GET', '/api/ThongBao/danhSachThongBao?pageSize=50', { as })).body.data;

describe('DonNghiPhep API: deputies', () => {
  it('lets a deputy of the department decide with the head (the head away), and tells them of a new request', async () => {
    // A colleague of giaovien's department with an account, made its deputy.
    const [me] = await t.db.select().from(taiKhoan).where(eq(taiKhoan.username, 'giaovien'));
    const [staff] = await t.db.select().from(nhanVien).where(eq(nhanVien.id, me!.nhanVienId!));
    const [department] = await t.db.select().from(phongBan).where(eq(phongBan.id, staff!.phongBanId!));
    const [colleague] = await t.db
      .select({ username: taiKhoan.username, nhanVienId: nhanVien.id })
      .from(nhanVien)
      .innerJoin(taiKhoan, eq(taiKhoan.nhanVienId, nhanVien.id))
      .where(
        and(
          eq(nhanVien.phongBanId, staff!.phongBanId!),
          ne(nhanVien.id, department!.truongPhongId!),
          notInArray(taiKhoan.username, ['giaovien', 'totruong', 'nhansu']),
        ),
      )
      .limit(1);
    expect(colleague).toBeDefined();
    // The demo school may already have made them its deputy.
    const added = await t.db
      .insert(phongBanPhoPhong)
      .values({ phongBanId: department!.id, nhanVienId: colleague!.nhanVienId })
      .onConflictDoNothing()
      .returning();

    // 2027-04-12 is a Monday.
    const created = await file('giaovien', {
      loaiNghiPhepId: typeId.annual,
      tuNgay: '2027-04-12',
      denNgay: '2027-04-12',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.data.id;
    const deputyNotes = await notifications(colleague!.username);
    expect(deputyNotes.items[0]).toMatchObject({
      loai: 'leave.submitted',
      duongDan: `/yeucaudexuat/donnghiphep?id=${id}`,
    });
    expect((await list('totruong', 'phamVi=canDuyet')).items.map((r) => r.id)).toContain(id);
    const queue = await list(colleague!.username, 'phamVi=canDuyet');
    expect(queue.items.find((r) => r.id === id)?.thaoTac).toEqual(['view', 'approve', 'decline']);
    const approved = await act(colleague!.username, id, 'duyet', { version: created.body.data.version });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.data.trangThai).toBe('approved');

    // The deputy's own request goes to the head, never to the deputy; the head's own goes to HR, not to the deputy.
    const own = await file(colleague!.username, {
      loaiNghiPhepId: typeId.annual,
      tuNgay: '2027-04-13',
      denNgay: '2027-04-13',
    });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect((await act(colleague!.username, own.body.data.id, 'duyet', { version: 0 })).status).toBe(403);
    expect((await list('totruong', 'phamVi=canDuyet')).items.map((r) => r.id)).toContain(own.body.data.id);
    const headsOwn = await file('totruong', {
      loaiNghiPhepId: typeId.annual,
      tuNgay: '2027-04-14',
      denNgay: '2027-04-14',
    });
    expect(headsOwn.status, JSON.stringify(headsOwn.body)).toBe(200);
    expect((await list(colleague!.username, 'phamVi=canDuyet')).items.map((r) => r.id)).not.toContain(
      headsOwn.body.data.id,
    );
    if (added.length > 0) {
      await t.db.delete(phongBanPhoPhong).where(eq(phongBanPhoPhong.nhanVienId, colleague!.nhanVienId));
    }
  });
});
