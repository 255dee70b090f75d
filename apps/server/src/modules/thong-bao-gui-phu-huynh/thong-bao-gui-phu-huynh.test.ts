import type {
  GuiKhoiKetQua,
  LopToiChuNhiem,
  Page,
  ThongBaoChiTiet,
  ThongBaoCongKhai,
  ThongBaoGuiPhuHuynh,
  ThongTinLopChuNhiem,
} from '@hpl/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodedBody, startLocalSmtp } from '../../../test/support/local-smtp';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { multipartBody } from '../../../test/support/test-files';
import { auditLog, lopQuanLy, phuHuynh, thongBaoGuiPhuHuynhNguoiNhan } from '../../db/schema';
import { signLink } from './signed-link';

const KEY = Buffer.alloc(32, 3);
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startLocalSmtp>>;
let mine: number;
let other: number;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

beforeAll(async () => {
  smtp = await startLocalSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url, PARENT_NOTICE_LINK_KEY: KEY.toString('base64') });
  const list = await t.api<LopToiChuNhiem>('GET', '/api/ChuNhiem/lopToiChuNhiem', { as: 'gvcn' });
  mine = list.body.data.items[0]!.id;
  const all = await t.api<LopToiChuNhiem>('GET', '/api/ChuNhiem/lopToiChuNhiem', { as: 'admin' });
  other = all.body.data.items.find((c) => c.id !== mine)!.id;
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const detail = (id: number, as = 'gvcn') => t.api<ThongBaoChiTiet>('GET', `/api/ThongBaoGuiPhuHuynh/${id}`, { as });
const tokenOf = (link: string) => new URL(link).searchParams.get('t')!;
const open = (token: string) =>
  t.api<ThongBaoCongKhai>('GET', `/api/ThongBaoGuiPhuHuynh/congKhai?t=${encodeURIComponent(token)}`);
const until = async (check: () => Promise<boolean>, what: string) => {
  for (let i = 0; i < 200; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
};

async function upload(as = 'gvcn') {
  const { body, headers } = multipartBody([{ name: 'lich-hop.pdf', type: 'application/pdf', data: PDF }]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/ThongBaoGuiPhuHuynh/tepDinhKem',
    headers: { ...headers, cookie: `Authorization=${await t.cookieFor(as)}` },
    payload: body,
  });
  return { status: res.statusCode, id: res.json().data?.id as number };
}

async function draft(extra: Record<string, unknown> = {}) {
  const res = await t.api<{ id: number }>('POST', '/api/ThongBaoGuiPhuHuynh', {
    as: 'gvcn',
    body: { lopQuanLyId: mine, tieuDe: 'Họp phụ huynh', noiDung: '<p>Mời <b>quý phụ huynh</b> dự họp.</p>', ...extra },
  });
  expect(res.status).toBe(200);
  return res.body.data.id;
}

describe('notices to parents: access', () => {
  it("shows the demo's three sent notices of gvcn's class, with mixed acknowledgement", async () => {
    const list = await t.api<Page<ThongBaoGuiPhuHuynh>>(
      'GET',
      `/api/ThongBaoGuiPhuHuynh/danhSachThongBaoGuiPhuHuynh?lopQuanLyId=${mine}`,
      { as: 'gvcn' },
    );
    expect(list.status).toBe(200);
    const demo = list.body.data.items.filter((n) => n.trangThai === 'da_gui');
    expect(demo).toHaveLength(3);
    for (const n of demo) expect(n.soNguoiNhan).toBeGreaterThan(0);
    expect(new Set(demo.map((n) => n.soDaXacNhan)).size).toBeGreaterThan(1);
    const first = (await detail(demo[0]!.id)).body.data;
    expect(first.nguoiNhan.every((g) => g.email?.endsWith('@example.edu.vn'))).toBe(true);
  });

  it('requires sign-in and the teacher role; the guardian page needs a link', async () => {
    expect(
      (await t.api('GET', `/api/ThongBaoGuiPhuHuynh/danhSachThongBaoGuiPhuHuynh?lopQuanLyId=${mine}`)).status,
    ).toBe(401);
    expect(
      (
        await t.api('GET', `/api/ThongBaoGuiPhuHuynh/danhSachThongBaoGuiPhuHuynh?lopQuanLyId=${mine}`, {
          as: 'hocsinh',
        })
      ).status,
    ).toBe(403);
    expect((await t.api('GET', '/api/ThongBaoGuiPhuHuynh/congKhai')).status).toBe(400);
  });

  it('answers another class, or another teacher, 404 on every notice route; Admin manages any class', async () => {
    const id = await draft();
    expect(
      (await t.api('GET', `/api/ThongBaoGuiPhuHuynh/danhSachThongBaoGuiPhuHuynh?lopQuanLyId=${other}`, { as: 'gvcn' }))
        .status,
    ).toBe(404);
    const create = await t.api('POST', '/api/ThongBaoGuiPhuHuynh', {
      as: 'gvcn',
      body: { lopQuanLyId: other, tieuDe: 'x', noiDung: 'x' },
    });
    expect(create.status).toBe(404);
    for (const as of ['giaovien']) {
      expect((await detail(id, as)).status).toBe(404);
      const body = { lopQuanLyId: mine, tieuDe: 'x', noiDung: 'x' };
      expect((await t.api('PUT', `/api/ThongBaoGuiPhuHuynh/${id}`, { as, body })).status).toBe(404);
      expect((await t.api('POST', `/api/ThongBaoGuiPhuHuynh/${id}/gui`, { as, body: {} })).status).toBe(404);
      expect((await t.api('POST', `/api/ThongBaoGuiPhuHuynh/${id}/guiLai`, { as })).status).toBe(404);
      expect((await t.api('POST', `/api/ThongBaoGuiPhuHuynh/${id}/thuHoi`, { as })).status).toBe(404);
      expect((await t.api('POST', `/api/ThongBaoGuiPhuHuynh/${id}/nguoiNhan/1/thuHoiLienKet`, { as })).status).toBe(
        404,
      );
      expect((await t.api('DELETE', `/api/ThongBaoGuiPhuHuynh/${id}`, { as })).status).toBe(404);
    }
    expect((await detail(999_999)).status).toBe(404);
    expect((await detail(id, 'admin')).status).toBe(200);
    expect((await t.api('DELETE', `/api/ThongBaoGuiPhuHuynh/${id}`, { as: 'gvcn' })).status).toBe(200);
  });

  it('refuses bad input with 400 and a file whose bytes are not a document', async () => {
    const bad = await t.api('POST', '/api/ThongBaoGuiPhuHuynh', {
      as: 'gvcn',
      body: { lopQuanLyId: 3_000_000_000, tieuDe: 'a\u0000', noiDung: '\ud800' },
    });
    expect(bad.status).toBe(400);
    const empty = await t.api('POST', '/api/ThongBaoGuiPhuHuynh', {
      as: 'gvcn',
      body: { lopQuanLyId: mine, tieuDe: 'x', noiDung: '<script>alert(1)</script>' },
    });
    expect(empty.status).toBe(400);
    const { body, headers } = multipartBody([{ name: 'x.pdf', type: 'application/pdf', data: Buffer.from('MZ..') }]);
    const exe = await t.app.inject({
      method: 'POST',
      url: '/api/ThongBaoGuiPhuHuynh/tepDinhKem',
      headers: { ...headers, cookie: `Authorization=${await t.cookieFor('gvcn')}` },
      payload: body,
    });
    expect(exe.statusCode).toBe(400);
    // Someone else's upload cannot be attached.
    const theirs = await upload('admin');
    const stolen = await t.api('POST', '/api/ThongBaoGuiPhuHuynh', {
      as: 'gvcn',
      body: { lopQuanLyId: mine, tieuDe: 'x', noiDung: 'x', tepDinhKemIds: [theirs.id] },
    });
    expect(stolen.status).toBe(400);
  });
});

describe('notices to parents: sending, the signed link and acknowledgement', () => {
  let id: number;
  let fileId: number;
  let sent: ThongBaoChiTiet;

  it('sends a sanitised notice with an attachment through the queue to the local SMTP server', async () => {
    const file = await upload();
    expect(file.status).toBe(200);
    fileId = file.id;
    // One guardian's mailbox refuses mail: that guardian bounces.
    const cls = await t.api<ThongTinLopChuNhiem>('GET', `/api/ChuNhiem/lop/${mine}`, { as: 'gvcn' });
    const student = cls.body.data.hocSinh[0]!;
    await t.db
      .update(phuHuynh)
      .set({ email: sql`'bounce.' || ${phuHuynh.id} || '@example.edu.vn'` })
      .where(sql`${phuHuynh.hocSinhId} = ${student.hocSinhId} and ${phuHuynh.quanHe} = 'cha'`);
    id = await draft({
      canXacNhan: true,
      noiDung: '<p onclick="alert(1)">Họp lớp <img src=x onerror=alert(1)><script>alert(2)</script></p>',
      tepDinhKemIds: [fileId],
    });
    const draftView = await detail(id);
    expect(draftView.body.data.trangThai).toBe('nhap');
    const gui = await t.api<{ soNguoiNhan: number }>('POST', `/api/ThongBaoGuiPhuHuynh/${id}/gui`, {
      as: 'gvcn',
      body: {},
    });
    expect(gui.status).toBe(200);
    const total = gui.body.data.soNguoiNhan;
    expect(total).toBeGreaterThan(2);
    await until(async () => {
      const d = (await detail(id)).body.data;
      return d.nguoiNhan.every((g) => g.trangThaiEmail !== 'cho_gui' && g.trangThaiEmail !== 'dang_gui');
    }, 'every guardian to be mailed');
    sent = (await detail(id)).body.data;
    expect(sent.trangThai).toBe('da_gui');
    expect(sent.noiDung).toBe('<p>Họp lớp </p>');
    expect(sent.tepDinhKem.map((f) => f.id)).toEqual([fileId]);
    const bounced = sent.nguoiNhan.filter((g) => g.trangThaiEmail === 'loi');
    expect(bounced).toHaveLength(1);
    expect(bounced[0]!.email).toMatch(/^bounce\./);
    const delivered = sent.nguoiNhan.filter((g) => g.trangThaiEmail === 'da_gui');
    expect(delivered.length).toBe(total - 1);
    // What arrived: one message per delivered guardian, each with that guardian's own link.
    expect(smtp.received.length).toBe(delivered.length);
    for (const g of delivered) {
      const mail = smtp.received.find((m) => m.to.includes(g.email!));
      expect(mail, g.email!).toBeDefined();
      const body = decodedBody(mail!.raw);
      expect(body).toContain(g.lienKet!.replace(/&/g, '&amp;'));
      expect(body).not.toMatch(/<script|onerror|onclick/);
    }
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.entity, 'ThongBaoGuiPhuHuynh'));
    expect(audits.map((a) => a.action)).toContain('send');
  });

  it('opens the notice through the link, marks it opened, serves the attachment and takes the acknowledgement', async () => {
    const g = sent.nguoiNhan.find((x) => x.trangThaiEmail === 'da_gui')!;
    const token = tokenOf(g.lienKet!);
    const page = await open(token);
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({ tieuDe: 'Họp phụ huynh', canXacNhan: true, xacNhanLuc: null });
    expect(page.body.data.hoTenPhuHuynh).toBe(g.hoTen);
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/ThongBaoGuiPhuHuynh/congKhai/tep/${fileId}?t=${encodeURIComponent(token)}`,
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect(file.headers['content-disposition']).toMatch(/^attachment/);
    // Another file id with a valid link: refused.
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/ThongBaoGuiPhuHuynh/congKhai/tep/${fileId + 1}?t=${encodeURIComponent(token)}`,
    });
    expect(foreign.statusCode).toBe(404);
    const ack = await t.api<{ xacNhanLuc: string }>(
      'POST',
      `/api/ThongBaoGuiPhuHuynh/congKhai/xacNhan?t=${encodeURIComponent(token)}`,
    );
    expect(ack.status).toBe(200);
    const after = (await detail(id)).body.data.nguoiNhan.find((x) => x.id === g.id)!;
    expect(after.moLuc).not.toBeNull();
    expect(after.xacNhanLuc).toBe(ack.body.data.xacNhanLuc);
  });

  it('refuses a tampered, expired, revoked or recalled link, and the attachment without a valid link', async () => {
    const [g, h] = sent.nguoiNhan.filter((x) => x.trangThaiEmail === 'da_gui') as [
      ThongBaoChiTiet['nguoiNhan'][number],
      ThongBaoChiTiet['nguoiNhan'][number],
    ];
    const token = tokenOf(g.lienKet!);
    const [rid, version, exp, sig] = token.split('.');
    expect((await open(`${h.id}.${version}.${exp}.${sig}`)).status).toBe(404);
    expect((await open(`${rid}.${version}.${Number(exp) + 1}.${sig}`)).status).toBe(404);
    const expired = signLink(KEY, { nguoiNhanId: g.id, phienBan: 1, exp: Math.floor(Date.now() / 1000) - 1 });
    const refused = await open(expired);
    expect(refused.status).toBe(404);
    expect(refused.body.errors?.[0]).toMatch(/hết hạn/);
    const wrongKey = signLink(Buffer.alloc(32, 9), { nguoiNhanId: g.id, phienBan: 1, exp: Number(exp) });
    expect((await open(wrongKey)).status).toBe(404);
    const noLink = await t.app.inject({ method: 'GET', url: `/api/ThongBaoGuiPhuHuynh/congKhai/tep/${fileId}?t=x` });
    expect(noLink.statusCode).toBe(404);
    // Revoking one guardian's link closes that link only.
    const revoke = await t.api('POST', `/api/ThongBaoGuiPhuHuynh/${id}/nguoiNhan/${h.id}/thuHoiLienKet`, {
      as: 'gvcn',
    });
    expect(revoke.status).toBe(200);
    expect((await open(tokenOf(h.lienKet!))).status).toBe(404);
    expect((await open(token)).status).toBe(200);
    // A recipient of another notice through this notice's route: 404.
    expect(
      (await t.api('POST', `/api/ThongBaoGuiPhuHuynh/${id}/nguoiNhan/999999/thuHoiLienKet`, { as: 'gvcn' })).status,
    ).toBe(404);
    // Resend reaches those who have not opened (not the revoked one, not the one who opened).
    const before = smtp.received.length;
    const resend = await t.api<{ soNguoiNhan: number }>('POST', `/api/ThongBaoGuiPhuHuynh/${id}/guiLai`, {
      as: 'gvcn',
    });
    expect(resend.status).toBe(200);
    const unopened = sent.nguoiNhan.filter((x) => x.id !== g.id && x.id !== h.id);
    expect(resend.body.data.soNguoiNhan).toBe(unopened.length);
    await until(
      async () => smtp.received.length === before + unopened.filter((x) => x.trangThaiEmail !== 'loi').length,
      'the resend',
    );
    // Recall: every link stops working, and it is audited.
    expect((await t.api('POST', `/api/ThongBaoGuiPhuHuynh/${id}/thuHoi`, { as: 'gvcn' })).status).toBe(200);
    expect((await open(token)).status).toBe(404);
    const recalled = (await detail(id)).body.data;
    expect(recalled.trangThai).toBe('da_thu_hoi');
    expect(recalled.nguoiNhan.every((x) => x.lienKet === null)).toBe(true);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.entity, 'ThongBaoGuiPhuHuynh'));
    expect(audits.map((a) => a.action)).toEqual(expect.arrayContaining(['send', 'resend', 'revoke-link', 'recall']));
  });

  it('lists the class notices with counts, schedules one for later and refuses editing a sent notice', async () => {
    const list = await t.api<Page<ThongBaoGuiPhuHuynh>>(
      'GET',
      `/api/ThongBaoGuiPhuHuynh/danhSachThongBaoGuiPhuHuynh?lopQuanLyId=${mine}`,
      { as: 'gvcn' },
    );
    const row = list.body.data.items.find((n) => n.id === id)!;
    expect(row).toMatchObject({ trangThai: 'da_thu_hoi', soDaXacNhan: 1 });
    expect(row.soNguoiNhan).toBe(sent.nguoiNhan.length);
    const later = await draft({ hocSinhIds: [sent.nguoiNhan[0]!.hocSinhId] });
    const past = await t.api('POST', `/api/ThongBaoGuiPhuHuynh/${later}/gui`, {
      as: 'gvcn',
      body: { henGuiLuc: '2020-01-01T00:00:00+07:00' },
    });
    expect(past.status).toBe(400);
    const at = new Date(Date.now() + 86_400_000).toISOString();
    const scheduled = await t.api<{ trangThai: string; soNguoiNhan: number }>(
      'POST',
      `/api/ThongBaoGuiPhuHuynh/${later}/gui`,
      {
        as: 'gvcn',
        body: { henGuiLuc: at },
      },
    );
    expect(scheduled.body.data).toEqual({ trangThai: 'da_len_lich', soNguoiNhan: 2 });
    const edit = await t.api('PUT', `/api/ThongBaoGuiPhuHuynh/${later}`, {
      as: 'gvcn',
      body: { lopQuanLyId: mine, tieuDe: 'x', noiDung: 'x' },
    });
    expect(edit.status).toBe(400);
    const rows = await t.db
      .select()
      .from(thongBaoGuiPhuHuynhNguoiNhan)
      .where(eq(thongBaoGuiPhuHuynhNguoiNhan.thongBaoId, later));
    expect(rows.every((r) => r.trangThaiEmail === 'cho_gui')).toBe(true);
  });
});

describe('notices to parents: a whole grade level', () => {
  it('lets the office alone send to every class of a grade level, one queued notice per class, audited', async () => {
    const [cls] = await t.db.select({ khoiId: lopQuanLy.khoiId }).from(lopQuanLy).where(eq(lopQuanLy.id, mine));
    const henGuiLuc = new Date(Date.now() + 86_400_000).toISOString();
    const body = { khoiId: cls!.khoiId, tieuDe: 'Thông báo khối', noiDung: '<p>Lịch thi học kỳ</p>', henGuiLuc };
    const url = '/api/ThongBaoGuiPhuHuynh/guiKhoi';
    expect((await t.api('POST', url, { as: 'gvcn', body })).status).toBe(403);
    const none = await t.api('POST', url, { as: 'admin', lang: 'en', body: { ...body, khoiId: 999_999 } });
    expect(none.status).toBe(400);
    expect(none.body.errors?.[0]).toMatch(/no homeroom class/);
    const res = await t.api<GuiKhoiKetQua>('POST', url, { as: 'admin', body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { thongBaoIds, soLop, soNguoiNhan, trangThai } = res.body.data;
    expect(trangThai).toBe('da_len_lich');
    expect(soLop).toBe(thongBaoIds.length);
    const list = await t.api<Page<ThongBaoGuiPhuHuynh>>(
      'GET',
      `/api/ThongBaoGuiPhuHuynh/danhSachThongBaoGuiPhuHuynh?lopQuanLyId=${mine}`,
      { as: 'gvcn' },
    );
    const ours = list.body.data.items.filter((n) => thongBaoIds.includes(n.id));
    expect(ours).toHaveLength(1);
    expect(ours[0]).toMatchObject({ tieuDe: 'Thông báo khối', trangThai: 'da_len_lich' });
    const rows = await t.db
      .select({ id: thongBaoGuiPhuHuynhNguoiNhan.id })
      .from(thongBaoGuiPhuHuynhNguoiNhan)
      .where(sql`${thongBaoGuiPhuHuynhNguoiNhan.thongBaoId} in ${thongBaoIds}`);
    expect(rows).toHaveLength(soNguoiNhan);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.entity} = 'ThongBaoGuiPhuHuynh' and ${auditLog.action} = 'schedule'`);
    const forGrade = audits.filter((a) => (a.after as { khoiId?: number } | null)?.khoiId === cls!.khoiId);
    expect(forGrade).toHaveLength(soLop);
  });
});
