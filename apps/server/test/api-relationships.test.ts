import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { DonNghiPhepChiTiet, LoaiNghiPhep, NamHoc, Page, ThongBaoPage } from '@hpl/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, keyOf } from './support/api-access';
import { SCOPED_ELSEWHERE, UNSCOPED } from './support/relationship-coverage';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Relationship checks: a record owned by one account, asked for by another account of the same role who has no
 * relation to it (another teacher, another department, another year), answers 404 — never 403, never the record.
 * Every API route with a path parameter is placed, one by one: exercised here (SCOPED), checked by a module test
 * that proves another caller's 404 (SCOPED_ELSEWHERE), or listed with the reason it has no owner scope (UNSCOPED,
 * both in support/relationship-coverage.ts). A new route with an id fails the coverage test until it is placed.
 */

/** Routes whose records have an owner or a parent, exercised below with real records of the demo school. */
const SCOPED = [
  'GET /api/DonNghiPhep/:id',
  'PUT /api/DonNghiPhep/:id',
  'POST /api/DonNghiPhep/:id/duyet',
  'POST /api/DonNghiPhep/:id/tuChoi',
  'POST /api/DonNghiPhep/:id/huy',
  'POST /api/DonNghiPhep/:id/xinHuy',
  'POST /api/DonNghiPhep/:id/xacNhanHuy',
  'POST /api/DonNghiPhep/:id/tuChoiHuy',
  'GET /api/medias/files/:id/download',
  'PUT /api/ThongBao/:id/daDoc',
  'DELETE /api/PhongBan/:id/thanhVien/:nhanVienId',
  'PUT /api/NamHoc/:id/hocKy/:hocKyId',
];

let t: TestApp;
let request: DonNghiPhepChiTiet;
let attachmentId: number;
let notificationId: number;

beforeAll(async () => {
  t = await createTestApp();
  const types = await t.api<LoaiNghiPhep[]>('GET', '/api/LoaiNghiPhep/danhSachLoaiNghiPhep', { as: 'giaovien' });
  const sick = types.body.data.find((type) => type.ma === 'sick')!;
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
  const stored = await t.api<{ id: number }>('POST', '/api/DonNghiPhep/dinhKem', {
    as: 'giaovien',
    body: pdf,
    headers: { 'content-type': 'application/pdf', 'x-file-name': 'giay-kham.pdf' },
  });
  attachmentId = stored.body.data.id;
  const filed = await t.api<DonNghiPhepChiTiet>('POST', '/api/DonNghiPhep', {
    as: 'giaovien',
    body: {
      loaiNghiPhepId: sick.id,
      tuNgay: '2027-04-26',
      denNgay: '2027-04-27',
      lyDo: 'Khám bệnh',
      dinhKemId: stored.body.data.id,
    },
  });
  expect(filed.status).toBe(200);
  request = filed.body.data;
  // Filing notified the approver, the head of the teacher's department.
  const inbox = await t.api<ThongBaoPage>('GET', '/api/ThongBao/danhSachThongBao?pageSize=50', { as: 'totruong' });
  notificationId = inbox.body.data.items.find((n) => n.duongDan?.includes(String(request.id)))!.id;
}, 180_000);
afterAll(async () => {
  await t?.close();
});

describe('another account of the same role gets 404 for a record it has no relation to', () => {
  it('a leave request: another teacher (not the approver, not HR) cannot see or act on it', async () => {
    expect((await t.api('GET', `/api/DonNghiPhep/${request.id}`, { as: 'giaovien' })).status).toBe(200);
    expect((await t.api('GET', `/api/DonNghiPhep/${request.id}`, { as: 'gvcn' })).status).toBe(404);
    const edit = {
      loaiNghiPhepId: request.loaiNghiPhepId,
      tuNgay: request.tuNgay,
      tuBuoi: request.tuBuoi,
      denNgay: request.denNgay,
      denBuoi: request.denBuoi,
      lyDo: 'Đổi lý do',
      version: request.version,
    };
    expect((await t.api('PUT', `/api/DonNghiPhep/${request.id}`, { as: 'gvcn', body: edit })).status).toBe(404);
    for (const action of ['duyet', 'tuChoi', 'huy', 'xinHuy', 'xacNhanHuy', 'tuChoiHuy']) {
      const body = { version: request.version, ghiChu: 'Không liên quan' };
      const answer = await t.api('POST', `/api/DonNghiPhep/${request.id}/${action}`, { as: 'gvcn', body });
      expect(answer.status, action).toBe(404);
    }
    // Nothing happened to it.
    const after = await t.api<DonNghiPhepChiTiet>('GET', `/api/DonNghiPhep/${request.id}`, { as: 'giaovien' });
    expect(after.body.data).toMatchObject({ trangThai: 'pending', version: request.version, lyDo: 'Khám bệnh' });
  });

  it("a leave attachment: another teacher and a student cannot download the requester's file", async () => {
    const url = `/api/medias/files/${attachmentId}/download`;
    expect((await t.api('GET', url, { as: 'giaovien' })).status).toBe(200);
    expect((await t.api('GET', url, { as: 'gvcn' })).status).toBe(404);
    expect((await t.api('GET', url, { as: 'hocsinh' })).status).toBe(404);
  });

  it("a notification: another teacher cannot mark the approver's notification read", async () => {
    expect((await t.api('PUT', `/api/ThongBao/${notificationId}/daDoc`, { as: 'gvcn' })).status).toBe(404);
    expect((await t.api('PUT', `/api/ThongBao/${notificationId}/daDoc`, { as: 'totruong' })).status).toBe(200);
  });

  it('a department member: removing someone of another department from this one is 404', async () => {
    const departments = await t.api<Page<{ id: number; soThanhVien: number }>>(
      'GET',
      '/api/PhongBan/danhSachPhongBan?pageSize=-1',
      { as: 'admin' },
    );
    const [here, there] = departments.body.data.items.filter((d) => d.soThanhVien > 1);
    const members = await t.api<{ id: number; laTruongPhong: boolean }[]>(
      'GET',
      `/api/PhongBan/${there!.id}/danhSachThanhVien`,
      { as: 'admin' },
    );
    const elsewhere = members.body.data.find((m) => !m.laTruongPhong)!;
    const answer = await t.api('DELETE', `/api/PhongBan/${here!.id}/thanhVien/${elsewhere.id}`, { as: 'admin' });
    expect(answer.status).toBe(404);
    const still = await t.api<{ id: number }[]>('GET', `/api/PhongBan/${there!.id}/danhSachThanhVien`, { as: 'admin' });
    expect(still.body.data.map((m) => m.id)).toContain(elsewhere.id);
  });

  it('a semester: changing a semester through another academic year is 404', async () => {
    const years = await t.api<Page<NamHoc>>('GET', '/api/NamHoc/danhSachNamHoc?pageSize=-1', { as: 'admin' });
    const [first, second] = years.body.data.items;
    const semesters = await t.api<{ id: number; tenHocKy: string }[]>(
      'GET',
      `/api/NamHoc/${second!.id}/danhSachHocKy`,
      { as: 'admin' },
    );
    const semester = semesters.body.data[0]!;
    const answer = await t.api('PUT', `/api/NamHoc/${first!.id}/hocKy/${semester.id}`, {
      as: 'admin',
      body: { tenHocKy: 'Đổi tên' },
    });
    expect(answer.status).toBe(404);
  });
});

describe('coverage', () => {
  it('places every API route with a path parameter, route by route, and every placement is a registered route', () => {
    const withParameter = apiRoutes(t).filter((route) => route.url.includes(':'));
    const placed = [...SCOPED, ...Object.values(SCOPED_ELSEWHERE).flat(), ...Object.values(UNSCOPED).flat()];
    const unplaced = withParameter.map(keyOf).filter((key) => !placed.includes(key));
    expect(
      unplaced,
      'add a relationship check here, name the module test that checks it, or list it in UNSCOPED with the reason',
    ).toEqual([]);
    const registered = new Set(withParameter.map(keyOf));
    expect(placed.filter((key) => !registered.has(key))).toEqual([]);
    expect(placed.length).toBe(new Set(placed).size);
  });

  it('names module tests that exist and check a 404', () => {
    for (const file of Object.keys(SCOPED_ELSEWHERE)) {
      const full = path.resolve(__dirname, '../src/modules', file);
      expect(existsSync(full), file).toBe(true);
      expect(readFileSync(full, 'utf8'), file).toMatch(/404/);
    }
  });
});
