import {
  DEFAULT_LAYOUTS,
  type GiaoAn,
  type GiaoAnChiTiet,
  type MyPlanClass,
  type PlanContent,
  type PlanFilePreview,
} from '@hpl/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { multipartBody } from '../../../test/support/test-files';
import { phongBanPhoPhong, taiKhoan } from '../../db/schema';
import { buildDocx } from '../../demo/docx';
import { findSoffice } from './chuyen-doi-pdf';

interface Page {
  items: GiaoAn[];
  totalCount: number;
}

let t: TestApp;
let classes: MyPlanClass[];
beforeAll(async () => {
  t = await createTestApp();
  classes = (await t.api<MyPlanClass[]>('GET', '/api/GiaoAn/lopMonHocCuaToi', { as: 'giaovien' })).body.data;
});
afterAll(async () => {
  await t?.close();
});

const contentOf = (kienThuc: string) => ({
  kienThuc: { text: kienThuc },
  moDau: { mucTieu: 'Khởi động', noiDung: 'Tình huống', sanPham: 'Câu trả lời', toChuc: 'Cặp đôi' },
});
const textOf = (content: PlanContent, ma: string) => content.muc.find((m) => m.ma === ma)?.truong.text;
const input = (tieuDe: string, kienThuc = 'Định nghĩa') => ({
  tieuDe,
  lopMonHocIds: [classes[0]!.id],
  tuan: 5,
  tiet: 9,
  noiDung: contentOf(kienThuc),
});
const create = async (tieuDe: string) => {
  const res = await t.api<GiaoAnChiTiet>('POST', '/api/GiaoAn', { as: 'giaovien', body: input(tieuDe) });
  expect(res.status).toBe(200);
  return res.body.data;
};
const upload = (id: number, name: string, data: Buffer, as = 'giaovien') => {
  const { body, headers } = multipartBody([{ name, type: 'application/octet-stream', data }]);
  return t.api<GiaoAnChiTiet>('POST', `/api/GiaoAn/${id}/tep`, { as, body, headers });
};

describe('GiaoAn API', () => {
  it('requires sign-in and the teacher role', async () => {
    expect((await t.api('GET', '/api/GiaoAn/danhSachGiaoAn')).status).toBe(401);
    expect((await t.api('GET', '/api/GiaoAn/danhSachGiaoAn', { as: 'hocsinh' })).status).toBe(403);
    expect(classes.length).toBeGreaterThan(0);
  });

  it('goes draft → submitted → returned with comments → resubmitted → approved, keeping every version', async () => {
    const plan = await create('Phương trình bậc hai');
    expect(plan).toMatchObject({ trangThai: 'nhap', phienBan: 0, quanHe: 'own' });
    // Week 5 of this school year is long past: the plan not sent yet is late (due the Saturday before that week).
    expect(plan.hanNop).toMatch(/^2026-(09|10)-\d{2}$/);
    expect(plan.treHan).toBe(true);
    expect(plan.hanhDong).toEqual(expect.arrayContaining(['update', 'submit', 'delete', 'upload']));
    // A draft never sent is the teacher's alone: the head does not see it.
    expect((await t.api('GET', `/api/GiaoAn/${plan.id}`, { as: 'totruong' })).status).toBe(404);

    const withFile = await upload(plan.id, 'phieu.docx', buildDocx('Phiếu học tập', ['Bài 1']));
    expect(withFile.status).toBe(200);
    expect(withFile.body.data.tep[0]).toMatchObject({ tenTep: 'phieu.docx', xemTruoc: 'office' });

    const submitted = await t.api<GiaoAnChiTiet>('POST', `/api/GiaoAn/${plan.id}/nop`, {
      as: 'giaovien',
      body: { version: withFile.body.data.version },
    });
    expect(submitted.body.data).toMatchObject({ trangThai: 'cho_duyet', phienBan: 1 });
    const queue = await t.api<Page>('GET', '/api/GiaoAn/danhSachCanDuyet?pageSize=-1', { as: 'totruong' });
    expect(queue.body.data.items.map((p) => p.id)).toContain(plan.id);
    expect(queue.body.data.items.find((p) => p.id === plan.id)?.hoTenGiaoVien).toBe('Nguyễn Văn An');

    // Illegal: the teacher approves their own plan, edits a pending one, submits twice.
    const v = submitted.body.data.version;
    expect((await t.api('POST', `/api/GiaoAn/${plan.id}/duyet`, { as: 'giaovien', body: { version: v } })).status).toBe(
      409,
    );
    expect(
      (await t.api('PUT', `/api/GiaoAn/${plan.id}`, { as: 'giaovien', body: { ...input('x'), version: v } })).status,
    ).toBe(409);
    expect((await t.api('POST', `/api/GiaoAn/${plan.id}/nop`, { as: 'giaovien', body: { version: v } })).status).toBe(
      409,
    );

    // Returning needs a comment.
    const bare = await t.api('POST', `/api/GiaoAn/${plan.id}/traLai`, {
      as: 'totruong',
      body: { version: v },
      lang: 'en',
    });
    expect(bare.status).toBe(400);
    expect(bare.body.errors).toContain('Returning a plan needs at least one comment.');
    const returned = await t.api<GiaoAnChiTiet>('POST', `/api/GiaoAn/${plan.id}/traLai`, {
      as: 'totruong',
      body: { version: v, nhanXet: [{ muc: 'kienThuc', noiDung: 'Nêu rõ hơn mục tiêu.' }] },
    });
    expect(returned.body.data).toMatchObject({ trangThai: 'tra_lai', quanHe: 'approver', hanhDong: ['view'] });
    expect(returned.body.data.nhanXet).toMatchObject([{ muc: 'kienThuc', phienBan: 1, hanhDong: 'return' }]);
    // Returned twice, approved once returned: refused.
    const rv = returned.body.data.version;
    expect(
      (await t.api('POST', `/api/GiaoAn/${plan.id}/duyet`, { as: 'totruong', body: { version: rv } })).status,
    ).toBe(409);

    const edited = await t.api<GiaoAnChiTiet>('PUT', `/api/GiaoAn/${plan.id}`, {
      as: 'giaovien',
      body: { ...input('Phương trình bậc hai', 'Định nghĩa và công thức nghiệm'), version: rv },
    });
    expect(edited.status).toBe(200);
    const resubmitted = await t.api<GiaoAnChiTiet>('POST', `/api/GiaoAn/${plan.id}/nop`, {
      as: 'giaovien',
      body: { version: edited.body.data.version },
    });
    expect(resubmitted.body.data).toMatchObject({ trangThai: 'cho_duyet', phienBan: 2 });
    expect(resubmitted.body.data.phienBanCu.map((p) => textOf(p.noiDung, 'kienThuc'))).toEqual([
      'Định nghĩa',
      'Định nghĩa và công thức nghiệm',
    ]);
    expect(resubmitted.body.data.phienBanCu[1]!.tenTep).toEqual(['phieu.docx']);

    const approved = await t.api<GiaoAnChiTiet>('POST', `/api/GiaoAn/${plan.id}/duyet`, {
      as: 'totruong',
      body: { version: resubmitted.body.data.version, nhanXet: [{ muc: 'chung', noiDung: 'Đạt.' }] },
    });
    expect(approved.body.data).toMatchObject({ trangThai: 'da_duyet', phienBan: 2 });
    // An approved plan is copied into a new draft (next year's, or another class's).
    const copy = await t.api<GiaoAnChiTiet>('POST', `/api/GiaoAn/${plan.id}/saoChep`, {
      as: 'giaovien',
      body: { lopMonHocIds: [classes[0]!.id] },
    });
    expect(copy.body.data).toMatchObject({ trangThai: 'nhap', phienBan: 0, tieuDe: 'Phương trình bậc hai', tep: [] });
    expect(textOf(copy.body.data.noiDung, 'kienThuc')).toBe('Định nghĩa và công thức nghiệm');
    // Approved plans are final: no edit, no delete, no upload.
    const av = approved.body.data.version;
    expect(
      (await t.api('PUT', `/api/GiaoAn/${plan.id}`, { as: 'giaovien', body: { ...input('y'), version: av } })).status,
    ).toBe(409);
    expect((await t.api('DELETE', `/api/GiaoAn/${plan.id}`, { as: 'giaovien' })).status).toBe(409);
    expect((await upload(plan.id, 'b.pdf', Buffer.from('%PDF-1.4\n'))).status).toBe(409);
  });

  it('hides a plan from other teachers (404 on every route, absent from their lists); only the own department head decides', async () => {
    const plan = await create('Của giáo viên');
    const withFile = await upload(plan.id, 'a.pdf', Buffer.from('%PDF-1.4\n%%EOF\n'));
    const tep = withFile.body.data.tep[0]!;
    await t.api('POST', `/api/GiaoAn/${plan.id}/nop`, {
      as: 'giaovien',
      body: { version: withFile.body.data.version },
    });
    const body = { version: 0, nhanXet: [{ muc: 'chung', noiDung: 'x' }] };
    for (const as of ['gvcn', 'tamly']) {
      for (const [method, url, payload] of [
        ['GET', `/api/GiaoAn/${plan.id}`, undefined],
        ['PUT', `/api/GiaoAn/${plan.id}`, { ...input('Chiếm'), version: 0 }],
        ['DELETE', `/api/GiaoAn/${plan.id}`, undefined],
        ['POST', `/api/GiaoAn/${plan.id}/nop`, { version: 0 }],
        ['POST', `/api/GiaoAn/${plan.id}/saoChep`, { lopMonHocIds: [classes[0]!.id] }],
        ['POST', `/api/GiaoAn/${plan.id}/duyet`, body],
        ['POST', `/api/GiaoAn/${plan.id}/traLai`, body],
        ['DELETE', `/api/GiaoAn/${plan.id}/tep/${tep.id}`, undefined],
        ['GET', `/api/GiaoAn/tep/${tep.id}`, undefined],
        ['GET', `/api/GiaoAn/tep/${tep.id}/xemTruoc`, undefined],
        ['GET', `/api/medias/files/${tep.fileId}/download`, undefined],
      ] as const) {
        expect((await t.api(method, url, { as, body: payload })).status, `${as} ${method} ${url}`).toBe(404);
      }
      expect((await upload(plan.id, 'c.pdf', Buffer.from('%PDF-1.4\n'), as)).status).toBe(404);
      const theirs = await t.api<Page>('GET', '/api/GiaoAn/danhSachGiaoAn?pageSize=-1', { as });
      expect(theirs.body.data.items.map((p) => p.id)).not.toContain(plan.id);
      const queue = await t.api<Page>('GET', '/api/GiaoAn/danhSachCanDuyet?pageSize=-1', { as });
      expect(queue.body.data.items.map((p) => p.id)).not.toContain(plan.id);
    }
    // The head reads the file and its preview; an image or PDF is sent as stored.
    expect((await t.api('GET', `/api/medias/files/${tep.fileId}/download`, { as: 'totruong' })).status).toBe(200);
    const shown = await t.api('GET', `/api/GiaoAn/tep/${tep.id}/xemTruoc`, { as: 'totruong' });
    expect(shown.status).toBe(200);
    expect(shown.headers['content-type']).toBe('application/pdf');
    expect(String(shown.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
  });

  it("sends the department head's own plan to the department's deputy (a second approver), never to its author", async () => {
    // The demo's mathematics deputy (phong_ban_pho_phong): the head `totruong` (Phạm Minh Tuấn) is its head.
    const [deputy] = await t.db
      .select({ username: taiKhoan.username })
      .from(phongBanPhoPhong)
      .innerJoin(taiKhoan, eq(taiKhoan.nhanVienId, phongBanPhoPhong.nhanVienId));
    expect(deputy).toBeDefined();
    const headClasses = (await t.api<MyPlanClass[]>('GET', '/api/GiaoAn/lopMonHocCuaToi', { as: 'totruong' })).body
      .data;
    const created = await t.api<GiaoAnChiTiet>('POST', '/api/GiaoAn', {
      as: 'totruong',
      body: { ...input('Giáo án của tổ trưởng'), lopMonHocIds: [headClasses[0]!.id] },
    });
    expect(created.status).toBe(200);
    const id = created.body.data.id;
    const sent = await t.api<GiaoAnChiTiet>('POST', `/api/GiaoAn/${id}/nop`, {
      as: 'totruong',
      body: { version: created.body.data.version },
    });
    expect(sent.body.data).toMatchObject({ trangThai: 'cho_duyet', quanHe: 'own' });
    expect(sent.body.data.hanhDong).not.toContain('approve');
    const v = sent.body.data.version;
    // The head may not decide it; the deputy sees it in their queue and approves it.
    expect((await t.api('POST', `/api/GiaoAn/${id}/duyet`, { as: 'totruong', body: { version: v } })).status).toBe(409);
    const ownQueue = await t.api<Page>('GET', '/api/GiaoAn/danhSachCanDuyet?pageSize=-1', { as: 'totruong' });
    expect(ownQueue.body.data.items.map((p) => p.id)).not.toContain(id);
    const queue = await t.api<Page>('GET', '/api/GiaoAn/danhSachCanDuyet?pageSize=-1', { as: deputy!.username });
    expect(queue.body.data.items.map((p) => p.id)).toContain(id);
    // …and only the head's plans: a teacher's submitted plan stays the head's to decide.
    expect(queue.body.data.items.every((p) => p.hoTenGiaoVien === 'Phạm Minh Tuấn')).toBe(true);
    const seen = await t.api<GiaoAnChiTiet>('GET', `/api/GiaoAn/${id}`, { as: deputy!.username });
    expect(seen.body.data).toMatchObject({ quanHe: 'approver', hanhDong: ['view', 'approve', 'return'] });
    const approved = await t.api<GiaoAnChiTiet>('POST', `/api/GiaoAn/${id}/duyet`, {
      as: deputy!.username,
      body: { version: v },
    });
    expect(approved.status).toBe(200);
    expect(approved.body.data.trangThai).toBe('da_duyet');
  });

  it('refuses bad input readably: foreign classes, empty titles, files that are not documents', async () => {
    const mine = new Set(classes.map((c) => c.id));
    const foreign = (await t.api<MyPlanClass[]>('GET', '/api/GiaoAn/lopMonHocCuaToi', { as: 'gvcn' })).body.data.find(
      (c) => !mine.has(c.id),
    );
    const notMine = await t.api('POST', '/api/GiaoAn', {
      as: 'giaovien',
      body: { ...input('x'), lopMonHocIds: [foreign!.id] },
      lang: 'en',
    });
    expect(notMine.status).toBe(400);
    expect(notMine.body.errors).toContain('You can only choose subject classes you teach this school year.');
    const empty = await t.api('POST', '/api/GiaoAn', { as: 'giaovien', body: { ...input(' ') }, lang: 'en' });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toContain('Please enter the lesson title.');

    const plan = await create('Tệp');
    const exe = await upload(plan.id, 'virus.docx', Buffer.from('MZ\x90\x00 not a document'));
    expect(exe.status).toBe(400);
    // A draft with no objective is not sent.
    const blank = await t.api<GiaoAnChiTiet>('PUT', `/api/GiaoAn/${plan.id}`, {
      as: 'giaovien',
      body: { ...input('Tệp'), noiDung: {}, version: plan.version },
    });
    const send = await t.api('POST', `/api/GiaoAn/${plan.id}/nop`, {
      as: 'giaovien',
      body: { version: blank.body.data.version },
    });
    expect(send.status).toBe(400);
    expect((await t.api('DELETE', `/api/GiaoAn/${plan.id}`, { as: 'giaovien' })).status).toBe(200);
  });
});

describe('GiaoAn demo plans', () => {
  it("hold a Cambridge plan written in the Cambridge sections, waiting in the mathematics head's queue", async () => {
    const queue = await t.api<Page>('GET', '/api/GiaoAn/danhSachCanDuyet?pageSize=-1', { as: 'totruong' });
    const cambridge = queue.body.data.items.find((p) => p.tieuDe.startsWith('Solving linear equations'))!;
    expect(cambridge).toMatchObject({ trangThai: 'cho_duyet', tenMonHoc: 'Cambridge Lower Secondary Mathematics' });
    const detail = (await t.api<GiaoAnChiTiet>('GET', `/api/GiaoAn/${cambridge.id}`, { as: 'totruong' })).body.data;
    expect(detail.noiDung.muc.map((m) => m.ma)).toEqual(DEFAULT_LAYOUTS.cam.map((m) => m.ma));
    expect(textOf(detail.noiDung, 'successCriteria')).toContain('I can solve an equation');
    expect(detail.phienBanCu).toHaveLength(1);
  });
});

const soffice = await findSoffice();
const previewSuite = soffice
  ? 'GiaoAn file preview (LibreOffice)'
  : 'GiaoAn file preview — skipped: LibreOffice (soffice) is not installed; CI installs libreoffice-writer-nogui and libreoffice-impress-nogui';
describe(previewSuite, () => {
  it.skipIf(!soffice)(
    'converts a real DOCX to PDF with LibreOffice, then answers from the cache',
    async () => {
      const plan = await create('Xem trước');
      const withFile = await upload(plan.id, 'xem-truoc.docx', buildDocx(`Xem trước ${Date.now()}`, ['Nội dung.']));
      const tep = withFile.body.data.tep[0]!;
      const info = await t.api<PlanFilePreview>('GET', `/api/GiaoAn/tep/${tep.id}`, { as: 'giaovien' });
      expect(info.body.data).toMatchObject({ xemTruoc: 'office', coTheXem: true });
      let started = performance.now();
      const first = await t.api('GET', `/api/GiaoAn/tep/${tep.id}/xemTruoc`, { as: 'giaovien' });
      const firstMs = performance.now() - started;
      expect(first.status).toBe(200);
      expect(first.headers['content-type']).toBe('application/pdf');
      expect(String(first.body.data).startsWith('%PDF-')).toBe(true);
      started = performance.now();
      const again = await t.api('GET', `/api/GiaoAn/tep/${tep.id}/xemTruoc`, { as: 'giaovien' });
      expect(again.status).toBe(200);
      expect(performance.now() - started).toBeLessThan(firstMs);
    },
    90_000,
  );
});
