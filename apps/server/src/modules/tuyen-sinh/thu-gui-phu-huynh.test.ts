import type { HoSoTuyenSinhChiTiet } from '@hpl/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodedBody, startLocalSmtp } from '../../../test/support/local-smtp';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

/** Guardians hear of a decision by e-mail, the decision letter attached; other steps mail nobody. */
const KEY = 'test-decision-mail-key-0123456789';
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startLocalSmtp>>;
beforeAll(async () => {
  smtp = await startLocalSmtp();
  t = await createTestApp({ TUYEN_SINH_API_KEY: KEY, SMTP_URL: smtp.url });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

let seq = 0;
async function submitted(guardians: { quanHe: string; hoTen: string; email: string | null }[]) {
  const res = await t.api<{ id: number }>('POST', '/api/TuyenSinh/hoSo', {
    headers: { 'x-api-key': KEY },
    body: {
      maHoSoNguon: `MAIL-${Date.now()}-${++seq}`,
      hoTen: 'Võ Thị Ngọc Hân',
      ngaySinh: '2019-09-09',
      chuongTrinh: 'quocGia',
      khoi: 2,
      phuHuynh: guardians.map((g) => ({ ...g, dienThoai: '0903000111' })),
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.id;
}
async function walk(id: number, steps: string[]) {
  for (const trangThai of steps) {
    const { version } = (await t.api<HoSoTuyenSinhChiTiet>('GET', `/api/TuyenSinh/hoSo/${id}`, { as: 'tuyensinh' }))
      .body.data;
    const res = await t.api('POST', `/api/TuyenSinh/hoSo/${id}/chuyenTrangThai`, {
      as: 'tuyensinh',
      body: { trangThai, version, lichKiemTra: trangThai === 'henKiemTra' ? '2027-03-06T08:00:00+07:00' : undefined },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
}
const mailsTo = (address: string) => smtp.received.filter((m) => m.to.includes(address));
async function until(check: () => boolean, what: string) {
  for (let i = 0; i < 600; i++) {
    if (check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no ${what}`);
}

describe('the decision e-mail to guardians', () => {
  it('mails each guardian with an address the letter as a PDF, once, when the application is accepted', async () => {
    const id = await submitted([
      { quanHe: 'Mẹ', hoTen: 'Lê Thu Trang', email: 'me.han@example.vn' },
      { quanHe: 'Bố', hoTen: 'Võ Văn Hùng', email: null },
    ]);
    await walk(id, ['dangXet', 'henKiemTra', 'daDanhGia']);
    await walk(id, ['trungTuyen']);
    await until(() => mailsTo('me.han@example.vn').length > 0, 'decision e-mail');
    const [mail] = mailsTo('me.han@example.vn');
    const body = decodedBody(mail!.raw);
    expect(body).toContain('Kính gửi Mẹ Lê Thu Trang');
    expect(body).toMatch(/Content-Type: application\/pdf; name="?thu-quyet-dinh-TS\d\d-\d+\.pdf/);
    expect(mail!.raw).toMatch(/^Subject: /m);
    // The letter is attached as the PDF it is.
    const attachment = mail!.raw.split('Content-Type: application/pdf')[1]!.split(/\r?\n\r?\n/)[1]!;
    expect(Buffer.from(attachment.replace(/\s+/g, ''), 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    // No e-mail before the decision (the three steps above), nobody mailed twice, the guardian without one skipped.
    expect(mailsTo('me.han@example.vn')).toHaveLength(1);
    expect(smtp.received.filter((m) => m.raw.includes('Võ Văn Hùng') && !m.to.includes('me.han@example.vn'))).toEqual(
      [],
    );
  });

  it('mails a waitlisting and the later acceptance; a withdrawal mails nobody', async () => {
    const id = await submitted([{ quanHe: 'Bà', hoTen: 'Phạm Thị Cúc', email: 'ba.cuc@example.vn' }]);
    await walk(id, ['dangXet', 'daDanhGia', 'danhSachCho']);
    await until(() => mailsTo('ba.cuc@example.vn').length === 1, 'waitlist e-mail');
    expect(decodedBody(mailsTo('ba.cuc@example.vn')[0]!.raw)).toContain('danh sách chờ');
    await walk(id, ['trungTuyen']);
    await until(() => mailsTo('ba.cuc@example.vn').length === 2, 'acceptance e-mail');
    expect(decodedBody(mailsTo('ba.cuc@example.vn')[1]!.raw)).toContain('trúng tuyển');

    const other = await submitted([{ quanHe: 'Ông', hoTen: 'Phạm Văn Rút', email: 'ong.rut@example.vn' }]);
    await walk(other, ['dangXet', 'daRut']);
    // A withdrawal is no decision: no job was queued for it.
    const jobs = await t.db.query.jobs.findMany({ where: (j, { eq }) => eq(j.kind, 'tuyen-sinh.decision-mail') });
    expect(jobs.some((j) => (j.payload as { hoSoId: number }).hoSoId === other)).toBe(false);
    expect(mailsTo('ong.rut@example.vn')).toEqual([]);
  });
});
