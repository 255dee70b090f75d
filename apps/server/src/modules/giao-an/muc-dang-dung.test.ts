import type { GiaoAnCaiDat, GiaoAnChiTiet, MyPlanClass, PlanLayouts, SectionDef } from '@hpl/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const readSettings = async () => (await t.api<GiaoAnCaiDat>('GET', '/api/GiaoAn/caiDat', { as: 'nhansu' })).body.data;
/** Saves the layouts (not confirming a removal), answering in English. */
async function saveLayouts(mucGiaoAn: PlanLayouts) {
  const current = await readSettings();
  return t.api<GiaoAnCaiDat>('PUT', '/api/GiaoAn/caiDat', {
    as: 'nhansu',
    lang: 'en',
    body: {
      duyetCap2: current.duyetCap2,
      nguoiDuyetCap2Ids: current.nguoiDuyetCap2.map((p) => p.id),
      mucGiaoAn,
      version: current.version,
    },
  });
}
const plan = (as: string, method: 'POST' | 'DELETE', url: string, body?: object) =>
  t.api<GiaoAnChiTiet>(method, url, { as, body });

describe('GiaoAn sections in use (the count behind “confirm to remove”)', () => {
  it('counts each plan once, in its own programme: not its versions, not deleted drafts, not the other programme', async () => {
    const seeded = (await readSettings()).mucGiaoAn;
    // The same key in both programmes (keys are unique within one programme only), each with its own title.
    const notes = (tieuDe: string): SectionDef => ({ ma: 'ghiChu', tieuDe, tieuDeEn: tieuDe, loai: 'van_ban' });
    const both: PlanLayouts = {
      vn: [...seeded.vn, notes('IV. Ghi chú')],
      cam: [...seeded.cam, notes('Teacher notes')],
    };
    expect((await saveLayouts(both)).status).toBe(200);

    // One national plan with the section, submitted, returned and resubmitted: two versions of one plan.
    const [mine] = (await t.api<MyPlanClass[]>('GET', '/api/GiaoAn/lopMonHocCuaToi', { as: 'giaovien' })).body.data;
    expect(mine!.chuongTrinh).toBe('vn');
    const body = { tieuDe: 'Mục dùng chung', lopMonHocIds: [mine!.id], tuan: 14, tiet: 27 };
    const noiDung = { kienThuc: { text: 'Định lí Thales' }, moDau: { noiDung: 'Đo bóng cột cờ' } };
    const created = (await plan('giaovien', 'POST', '/api/GiaoAn', { ...body, noiDung })).body.data;
    expect(created.noiDung.muc.map((m) => m.ma)).toContain('ghiChu');
    const sent = (await plan('giaovien', 'POST', `/api/GiaoAn/${created.id}/nop`, { version: created.version })).body
      .data;
    const returned = await plan('totruong', 'POST', `/api/GiaoAn/${created.id}/traLai`, {
      version: sent.version,
      nhanXet: [{ muc: 'ghiChu', noiDung: 'Ghi rõ điều chỉnh.' }],
    });
    const again = await plan('giaovien', 'POST', `/api/GiaoAn/${created.id}/nop`, {
      version: returned.body.data.version,
    });
    expect(again.body.data).toMatchObject({ trangThai: 'cho_duyet', phienBan: 2 });
    // A draft with the section, deleted: no longer a plan.
    const draft = (await plan('giaovien', 'POST', '/api/GiaoAn', { ...body, noiDung })).body.data;
    expect((await plan('giaovien', 'DELETE', `/api/GiaoAn/${draft.id}`)).status).toBe(200);

    // No Cambridge plan has `ghiChu`: removing it from the Cambridge layout needs no confirmation.
    expect((await saveLayouts({ ...both, cam: seeded.cam })).status).toBe(200);
    // From the national layout it does: one plan, whatever its versions, named with the national title.
    const national = await saveLayouts({ vn: seeded.vn, cam: seeded.cam });
    expect(national.status).toBe(409);
    expect(national.body.errors?.join(' ')).toContain(': IV. Ghi chú (1).');
    expect(national.body.errors?.join(' ')).not.toContain('Teacher notes');

    // The demo school's one Cambridge plan is counted for the Cambridge section it has, and only it.
    const reflection = seeded.cam.find((m) => m.ma === 'reflection')!;
    const cambridge = await saveLayouts({ vn: both.vn, cam: seeded.cam.filter((m) => m !== reflection) });
    expect(cambridge.status).toBe(409);
    expect(cambridge.body.errors?.join(' ')).toContain(`: ${reflection.tieuDe} (1).`);
  });

  it('does not count the national plans for a key the Cambridge layout shares with them', async () => {
    const seeded = (await readSettings()).mucGiaoAn;
    // `thietBi` is in every demo national plan; a Cambridge section of that key is in no plan.
    const equipment: SectionDef = { ma: 'thietBi', tieuDe: 'Equipment', tieuDeEn: 'Equipment', loai: 'van_ban' };
    expect((await saveLayouts({ ...seeded, cam: [...seeded.cam, equipment] })).status).toBe(200);
    expect((await saveLayouts(seeded)).status).toBe(200);
  });
});
