import type { GiaoAn, GiaoAnCaiDat, GiaoAnChiTiet, MyPlanClass, PlanLayouts, PlanTeacherCount } from '@hpl/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { auditLog, taiKhoan } from '../../db/schema';

interface Page {
  items: GiaoAn[];
}

let t: TestApp;
/** `baocao` (head of the academic office) stands for the deputy principal the settings name. */
let deputyId: number;
beforeAll(async () => {
  t = await createTestApp();
  const [row] = await t.db.select({ id: taiKhoan.nhanVienId }).from(taiKhoan).where(eq(taiKhoan.username, 'baocao'));
  deputyId = row!.id!;
});
afterAll(async () => {
  await t?.close();
});

const settings = (as: string, body: object) => t.api<GiaoAnCaiDat>('PUT', '/api/GiaoAn/caiDat', { as, body });

async function submittedPlan(tieuDe: string) {
  const classes = (await t.api<MyPlanClass[]>('GET', '/api/GiaoAn/lopMonHocCuaToi', { as: 'giaovien' })).body.data;
  const noiDung = { kienThuc: { text: 'Định lí Pythagore' }, moDau: { noiDung: 'Đo ba cạnh của tam giác vuông' } };
  const created = await t.api<GiaoAnChiTiet>('POST', '/api/GiaoAn', {
    as: 'giaovien',
    body: { tieuDe, lopMonHocIds: [classes[0]!.id], tuan: 12, tiet: 23, noiDung },
  });
  const sent = await t.api<GiaoAnChiTiet>('POST', `/api/GiaoAn/${created.body.data.id}/nop`, {
    as: 'giaovien',
    body: { version: created.body.data.version },
  });
  expect(sent.body.data.trangThai).toBe('cho_duyet');
  return sent.body.data;
}

const decide = (as: string, plan: { id: number; version: number }, path = 'duyet', nhanXet: object[] = []) =>
  t.api<GiaoAnChiTiet>('POST', `/api/GiaoAn/${plan.id}/${path}`, { as, body: { version: plan.version, nhanXet } });
const queueIds = async (as: string) =>
  (await t.api<Page>('GET', '/api/GiaoAn/danhSachCanDuyet?pageSize=-1', { as })).body.data.items.map((p) => p.id);

describe('GiaoAn second approval (a setting)', () => {
  it('is off by default: the head approval is final, the deputy sees nothing', async () => {
    const read = await t.api<GiaoAnCaiDat>('GET', '/api/GiaoAn/caiDat', { as: 'nhansu' });
    expect(read.body.data).toMatchObject({ duyetCap2: false, nguoiDuyetCap2: [] });
    const plan = await submittedPlan('Không duyệt cấp 2');
    expect((await decide('totruong', plan)).body.data.trangThai).toBe('da_duyet');
    expect(await queueIds('baocao')).not.toContain(plan.id);
    expect((await t.api('GET', `/api/GiaoAn/${plan.id}`, { as: 'baocao' })).status).toBe(404);
  });

  it('is HR’s to change: teachers are refused, bad input answered readably, the change audit-logged', async () => {
    expect((await settings('giaovien', { duyetCap2: true, nguoiDuyetCap2Ids: [deputyId] })).status).toBe(403);
    expect((await t.api('GET', '/api/GiaoAn/caiDat', { as: 'totruong' })).status).toBe(403);
    const empty = await settings('nhansu', { duyetCap2: true, nguoiDuyetCap2Ids: [] });
    expect(empty.status).toBe(400);
    expect((empty.body.errors ?? []).join(' ')).toMatch(/người duyệt cấp 2/);
    expect((await settings('nhansu', { duyetCap2: true, nguoiDuyetCap2Ids: [999_999] })).status).toBe(400);
    expect((await settings('nhansu', { duyetCap2: 'yes', nguoiDuyetCap2Ids: 'x' })).status).toBe(400);
    const saved = await settings('nhansu', { duyetCap2: true, nguoiDuyetCap2Ids: [deputyId], version: 0 });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ duyetCap2: true, version: 1 });
    expect(saved.body.data.nguoiDuyetCap2.map((p) => p.id)).toEqual([deputyId]);
    // A stale version is refused.
    expect((await settings('nhansu', { duyetCap2: true, nguoiDuyetCap2Ids: [deputyId], version: 0 })).status).toBe(409);
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'GiaoAn.CaiDat'), eq(auditLog.action, 'update')));
    expect(rows.length).toBeGreaterThan(0);
  });

  it('sends the head’s approval to the second approver, who approves; illegal steps refused', async () => {
    const plan = await submittedPlan('Duyệt hai cấp');
    // The deputy cannot skip the head.
    expect((await t.api('GET', `/api/GiaoAn/${plan.id}`, { as: 'baocao' })).status).toBe(404);
    expect((await decide('baocao', plan)).status).toBe(404);
    const first = await decide('totruong', plan, 'duyet', [{ muc: 'chung', noiDung: 'Đạt yêu cầu' }]);
    expect(first.body.data).toMatchObject({ trangThai: 'cho_duyet_cap_2', hanhDong: ['view'] });
    // The head cannot decide twice; the teacher cannot approve it.
    expect((await decide('totruong', first.body.data)).status).toBe(409);
    expect((await decide('giaovien', first.body.data)).status).toBe(409);
    expect(await queueIds('baocao')).toContain(plan.id);
    const seen = await t.api<GiaoAnChiTiet>('GET', `/api/GiaoAn/${plan.id}`, { as: 'baocao' });
    expect(seen.body.data).toMatchObject({ quanHe: 'second_approver', hanhDong: ['view', 'approve', 'return'] });
    const done = await decide('baocao', seen.body.data);
    expect(done.body.data).toMatchObject({ trangThai: 'da_duyet', hanhDong: ['view'] });
    expect((await decide('baocao', done.body.data)).status).toBe(409);
  });

  it('lets the second approver return the plan with a comment; the teacher resubmits to the head first', async () => {
    const plan = await submittedPlan('Trả lại ở cấp 2');
    const first = await decide('totruong', plan);
    expect((await decide('baocao', first.body.data, 'traLai')).status).toBe(400);
    const returned = await decide('baocao', first.body.data, 'traLai', [
      { muc: 'thietBi', noiDung: 'Bổ sung thiết bị' },
    ]);
    expect(returned.body.data).toMatchObject({ trangThai: 'tra_lai', quanHe: 'second_approver', hanhDong: ['view'] });
    const mine = await t.api<GiaoAnChiTiet>('GET', `/api/GiaoAn/${plan.id}`, { as: 'giaovien' });
    expect(mine.body.data.nhanXet.map((c) => c.noiDung)).toContain('Bổ sung thiết bị');
    const again = await t.api<GiaoAnChiTiet>('POST', `/api/GiaoAn/${plan.id}/nop`, {
      as: 'giaovien',
      body: { version: mine.body.data.version },
    });
    expect(again.body.data.trangThai).toBe('cho_duyet');
    // Resubmitted, it is the head's again: the second approver neither lists nor opens it.
    expect(await queueIds('baocao')).not.toContain(plan.id);
    expect((await t.api('GET', `/api/GiaoAn/${plan.id}`, { as: 'baocao' })).status).toBe(404);
    expect(await queueIds('totruong')).toContain(plan.id);
  });

  it('turned off, the head’s approval is final again', async () => {
    const current = (await t.api<GiaoAnCaiDat>('GET', '/api/GiaoAn/caiDat', { as: 'nhansu' })).body.data;
    await settings('nhansu', { duyetCap2: false, nguoiDuyetCap2Ids: [deputyId], version: current.version });
    const plan = await submittedPlan('Tắt duyệt cấp 2');
    expect((await decide('totruong', plan)).body.data.trangThai).toBe('da_duyet');
  });
});

describe('GiaoAn sections (a setting per programme)', () => {
  it('gives new plans the edited sections; plans keep theirs; removing one in use asks to confirm', async () => {
    const current = (await t.api<GiaoAnCaiDat>('GET', '/api/GiaoAn/caiDat', { as: 'nhansu' })).body.data;
    expect(current.mucGiaoAn.vn.map((m) => m.ma)).toContain('thietBi');
    expect(current.mucGiaoAn.cam.length).toBeGreaterThan(0);
    const older = await submittedPlan('Mục cũ');
    const renamed: PlanLayouts = {
      vn: [
        { ...current.mucGiaoAn.vn[0]!, tieuDe: 'I. Yêu cầu cần đạt' },
        ...current.mucGiaoAn.vn.slice(1).filter((m) => m.ma !== 'thietBi'),
        { ma: 'ghiChu', tieuDe: 'IV. Điều chỉnh sau bài dạy', tieuDeEn: 'IV. Notes after the lesson', loai: 'van_ban' },
      ],
      cam: current.mucGiaoAn.cam,
    };
    const base = { duyetCap2: current.duyetCap2, nguoiDuyetCap2Ids: current.nguoiDuyetCap2.map((p) => p.id) };
    // Twice the same key in one programme, or a key that is not one: refused field by field.
    const twice = await settings('nhansu', {
      ...base,
      mucGiaoAn: { ...renamed, cam: [...renamed.cam, renamed.cam[0]] },
      version: current.version,
    });
    expect(twice.status).toBe(400);
    const badKey = { ...renamed, vn: [{ ...renamed.vn[0]!, ma: '1 x' }] };
    expect((await settings('nhansu', { ...base, mucGiaoAn: badKey, version: current.version })).status).toBe(400);
    // `thietBi` is in plans already: not removed silently (409 naming it), removed once confirmed.
    const inUse = await settings('nhansu', { ...base, mucGiaoAn: renamed, version: current.version });
    expect(inUse.status).toBe(409);
    expect(inUse.body.errors?.join(' ')).toMatch(/Thiết bị dạy học/);
    const saved = await settings('nhansu', {
      ...base,
      mucGiaoAn: renamed,
      xacNhanXoaMuc: true,
      version: current.version,
    });
    expect(saved.status).toBe(200);
    const plan = await submittedPlan('Mục mới');
    const detail = (await t.api<GiaoAnChiTiet>('GET', `/api/GiaoAn/${plan.id}`, { as: 'giaovien' })).body.data;
    expect(detail.noiDung.muc.map((m) => m.ma)).not.toContain('thietBi');
    expect(detail.noiDung.muc[0]).toMatchObject({
      tieuDe: 'I. Yêu cầu cần đạt',
      truong: { text: 'Định lí Pythagore' },
    });
    expect(detail.noiDung.muc.at(-1)).toMatchObject({ ma: 'ghiChu', truong: { text: '' } });
    // The older plan and its version keep the sections they were written in.
    const kept = (await t.api<GiaoAnChiTiet>('GET', `/api/GiaoAn/${older.id}`, { as: 'giaovien' })).body.data;
    expect(kept.noiDung.muc.map((m) => m.ma)).toContain('thietBi');
    expect(kept.phienBanCu[0]!.noiDung.muc[0]!.tieuDe).toBe('I.1. Về kiến thức');
    // A comment on a section the plan does not have is refused.
    expect((await decide('totruong', plan, 'traLai', [{ muc: 'thietBi', noiDung: 'x' }])).status).toBe(400);
    expect((await decide('totruong', plan, 'traLai', [{ muc: 'ghiChu', noiDung: 'Ghi thêm.' }])).status).toBe(200);
  });
});

describe('GiaoAn counts per teacher', () => {
  it('counts the queue per teacher: waiting, late, approved, returned; nothing for a teacher without a queue', async () => {
    const counts = await t.api<PlanTeacherCount[]>('GET', '/api/GiaoAn/thongKeGiaoVien', { as: 'totruong' });
    expect(counts.status).toBe(200);
    const an = counts.body.data.find((c) => c.hoTen === 'Nguyễn Văn An')!;
    const queue = (await t.api<Page>('GET', '/api/GiaoAn/danhSachCanDuyet?pageSize=-1', { as: 'totruong' })).body.data
      .items;
    const his = queue.filter((p) => p.hoTenGiaoVien === 'Nguyễn Văn An');
    expect(an).toMatchObject({
      tong: his.length,
      daDuyet: his.filter((p) => p.trangThai === 'da_duyet').length,
      traLai: his.filter((p) => p.trangThai === 'tra_lai').length,
      choDuyet: his.filter((p) => p.trangThai.startsWith('cho_duyet')).length,
      treHan: his.filter((p) => p.treHan).length,
    });
    expect(an.daDuyet).toBeGreaterThan(0);
    const none = await t.api<PlanTeacherCount[]>('GET', '/api/GiaoAn/thongKeGiaoVien', { as: 'giaovien' });
    expect(none.body.data).toEqual([]);
    expect((await t.api('GET', '/api/GiaoAn/thongKeGiaoVien', { as: 'hocsinh' })).status).toBe(403);
  });
});
