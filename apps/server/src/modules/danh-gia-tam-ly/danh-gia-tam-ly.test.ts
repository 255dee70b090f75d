import { who5Definition } from '@hpl/shared/danh-gia-tam-ly/instruments/who5';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

interface Instrument {
  id: number;
  ma: string;
  phienBan: number;
  daSuDung: boolean;
  ngungSuDung: boolean;
  version: number;
  soCauHoi: number;
  dinhNghia: typeof who5Definition;
}
interface Page<T> {
  items: T[];
  totalCount: number;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const BASE = '/api/DanhGiaTamLy/baiDanhGia';
const input = (ma: string) => ({
  ma,
  ten: 'Chỉ số thử',
  tenEn: 'Test index',
  moTa: null,
  nguoiTraLoi: 'HocSinh',
  nguon: 'Test source of the instrument, 2026',
  giayPhep: 'Public domain, electronic use allowed',
  dinhNghia: who5Definition,
});

describe('wellbeing instruments (quanLyBaiDanhGiaTamLy)', () => {
  it('are the psychology team’s alone: not Admin, not a homeroom teacher, not a student', async () => {
    expect((await t.api('GET', BASE)).status).toBe(401);
    for (const as of ['admin', 'gvcn', 'giaovien', 'hocsinh', 'thanhtra']) {
      expect((await t.api('GET', BASE, { as })).status, as).toBe(403);
      expect((await t.api('POST', BASE, { as, body: input('X') })).status, as).toBe(403);
    }
    const list = await t.api<Page<Instrument>>('GET', `${BASE}?pageSize=-1`, { as: 'tamly' });
    expect(list.status).toBe(200);
    expect(list.body.data.items.map((i) => `${i.ma} v${i.phienBan} ${i.soCauHoi}`)).toEqual(
      expect.arrayContaining(['DASS-21 v1 21', 'WHO-5 v1 5', 'RSES v1 10']),
    );
  });

  it('creates, edits an unused version, copies it into a new version, retires and deletes', async () => {
    const created = await t.api<Instrument>('POST', BASE, { as: 'tamly', body: input('TEST-1') });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ ma: 'TEST-1', phienBan: 1, daSuDung: false });
    const again = await t.api('POST', BASE, { as: 'tamly', body: input('TEST-1'), lang: 'en' });
    expect(again.status).toBe(409);
    expect(again.body.errors?.[0]).toMatch(/new version/);

    const id = created.body.data.id;
    const edited = await t.api<Instrument>('PUT', `${BASE}/${id}`, {
      as: 'tamly',
      body: { ...input('IGNORED'), tenEn: 'Edited', version: created.body.data.version },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ ma: 'TEST-1', version: created.body.data.version + 1 });
    const stale = await t.api('PUT', `${BASE}/${id}`, { as: 'tamly', body: { ...input('TEST-1'), version: 0 } });
    expect(stale.status).toBe(409);

    const copy = await t.api<Instrument>('POST', `${BASE}/${id}/phienBanMoi`, { as: 'tamly' });
    expect(copy.body.data).toMatchObject({ ma: 'TEST-1', phienBan: 2, daSuDung: false });
    const retired = await t.api<Instrument>('PUT', `${BASE}/${id}/ngungSuDung`, {
      as: 'tamly',
      body: { ngungSuDung: true, version: edited.body.data.version },
    });
    expect(retired.body.data.ngungSuDung).toBe(true);
    expect((await t.api('DELETE', `${BASE}/${copy.body.data.id}`, { as: 'tamly' })).status).toBe(200);
    expect((await t.api('GET', `${BASE}/${copy.body.data.id}`, { as: 'tamly' })).status).toBe(404);
  });

  it('never edits or deletes a version a campaign has used (the demo screening used DASS-21 v1)', async () => {
    const list = await t.api<Page<Instrument>>('GET', `${BASE}?pageSize=-1&search=DASS`, { as: 'tamly' });
    const dass = list.body.data.items.find((i) => i.ma === 'DASS-21' && i.phienBan === 1)!;
    expect(dass.daSuDung).toBe(true);
    const full = await t.api<Instrument>('GET', `${BASE}/${dass.id}`, { as: 'tamly' });
    const edit = await t.api('PUT', `${BASE}/${dass.id}`, {
      as: 'tamly',
      body: { ...input('DASS-21'), dinhNghia: full.body.data.dinhNghia, version: dass.version },
      lang: 'en',
    });
    expect(edit.status).toBe(409);
    expect(edit.body.errors?.[0]).toMatch(/used by a campaign/);
    expect((await t.api('DELETE', `${BASE}/${dass.id}`, { as: 'tamly' })).status).toBe(409);
  });

  it('refuses an inconsistent definition with a readable 400', async () => {
    const bad = {
      ...input('TEST-BAD'),
      dinhNghia: { ...who5Definition, questions: [{ ...who5Definition.questions[0]!, group: 'nope' }] },
    };
    const res = await t.api('POST', BASE, { as: 'tamly', body: bad, lang: 'en' });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body.errors)).toMatch(/group the instrument does not have/);
    const missing = await t.api('POST', BASE, { as: 'tamly', body: { ...input('T2'), nguon: ' ' }, lang: 'vi' });
    expect(missing.status).toBe(400);
  });
});
