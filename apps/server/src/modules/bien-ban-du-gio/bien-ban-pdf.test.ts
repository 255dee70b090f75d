import { type BienBanDuGioChiTiet, RUBRIC_CRITERIA, RUBRIC_TEXT, type TietDay } from '@hpl/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { nhanVien } from '../../db/schema';

let t: TestApp;
let id = 0;

async function pdfText(buffer: Buffer): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(buffer), isEvalSupported: false, disableFontFace: true })
    .promise;
  let text = '';
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    for (const item of content.items) if ('str' in item) text += `${item.str}${item.hasEOL ? '\n' : ' '}`;
  }
  await doc.destroy();
  return text.replace(/\s+/g, ' ');
}

async function download(as: string | undefined, lang = 'vi') {
  return t.app.inject({
    method: 'GET',
    url: `/api/BienBanDuGio/${id}/pdf`,
    headers: { 'accept-language': lang, ...(as ? { cookie: `Authorization=${await t.cookieFor(as)}` } : {}) },
  });
}

beforeAll(async () => {
  t = await createTestApp();
  const [teacher] = await t.db.select({ id: nhanVien.id }).from(nhanVien).where(eq(nhanVien.hoTen, 'Nguyễn Văn An'));
  let lesson: { ngay: string; tiet: TietDay } | undefined;
  for (let day = 2; day <= 13 && !lesson; day++) {
    const ngay = `2026-11-${String(day).padStart(2, '0')}`;
    const res = await t.api<TietDay[]>('GET', `/api/BienBanDuGio/tietDay?giaoVienId=${teacher!.id}&ngay=${ngay}`, {
      as: 'totruong',
    });
    if (res.body.data?.length) lesson = { ngay, tiet: res.body.data[0]! };
  }
  const created = await t.api<BienBanDuGioChiTiet>('POST', '/api/BienBanDuGio', {
    as: 'totruong',
    body: { giaoVienId: teacher!.id, ngay: lesson!.ngay, tietHocId: lesson!.tiet.id, nguoiDuIds: [] },
  });
  id = created.body.data.id;
  const diem = Object.fromEntries(RUBRIC_CRITERIA.map((c) => [c, 3]));
  const filled = await t.api<BienBanDuGioChiTiet>('PUT', `/api/BienBanDuGio/${id}/bienBan`, {
    as: 'totruong',
    body: { diem, uuDiem: 'Học sinh hợp tác sôi nổi.', gopY: 'Tăng thời gian luyện tập.', version: 0 },
  });
  expect(filled.status).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

describe('BienBanDuGio minute PDF', () => {
  it('prints the minute in Vietnamese with the embedded font: who, the rubric with scores, strengths, suggestions', async () => {
    const res = await download('giaovien');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`bien-ban-du-gio-${id}.pdf`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.toString('latin1')).toMatch(/BeVietnamPro/);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('BIÊN BẢN DỰ GIỜ');
    expect(text).toContain('Nguyễn Văn An');
    expect(text).toContain('Phạm Minh Tuấn');
    expect(text).toContain('Học sinh hợp tác sôi nổi.');
    expect(text).toContain('Tăng thời gian luyện tập.');
    expect(text).toContain(RUBRIC_TEXT.keHoach.vi);
    expect(text).toContain('Điểm (1–4)');
    expect(text).toContain('3,00');
  });

  it('prints it in English for an English request; HR may print it too', async () => {
    const res = await download('nhansu', 'en');
    expect(res.statusCode).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('LESSON OBSERVATION MINUTE');
    expect(text).toContain(RUBRIC_TEXT.keHoach.en);
    expect(text).toContain('Score (1–4)');
    expect(text).toContain('3.00');
  });

  it('is 404 to a teacher who may not see the observation, 403 to a student, 401 without a session', async () => {
    expect((await download('gvcn')).statusCode).toBe(404);
    expect((await download('hocsinh')).statusCode).toBe(403);
    expect((await download(undefined)).statusCode).toBe(401);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/BienBanDuGio/999999/pdf',
      headers: { cookie: `Authorization=${await t.cookieFor('totruong')}` },
    });
    expect(missing.statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/BienBanDuGio/abc/pdf',
      headers: { cookie: `Authorization=${await t.cookieFor('totruong')}` },
    });
    expect(bad.statusCode).toBe(400);
  });
});
