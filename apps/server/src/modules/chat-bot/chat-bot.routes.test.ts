import type { ChatBotDocument, ChatBotPassage, ChatBotResponse } from '@hpl/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { chatBotDoan, chatBotTaiLieu, taiKhoan } from '../../db/schema';
import { type FakeServer, sendJson, startFakeServer } from './test-servers';

const UNAVAILABLE = 'Dịch vụ không khả dụng! Vui lòng thử lại sau.';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const ask = (as: string | undefined, body: unknown, lang: 'vi' | 'en' = 'vi') =>
  t.api<ChatBotResponse>('POST', '/api/ChatBot/hoi', { as, body, lang });

async function topicOfPassage(id: number): Promise<number> {
  const [row] = await t.db.select({ linhVuc: chatBotDoan.linhVuc }).from(chatBotDoan).where(eq(chatBotDoan.id, id));
  return row!.linhVuc;
}

describe('POST /api/ChatBot/hoi with the built-in answerer', () => {
  it('requires sign-in', async () => {
    const res = await ask(undefined, { linhVuc: 4, message: 'Trường thành lập năm nào?' });
    expect(res.status).toBe(401);
  });

  it('is for Admin, GiaoVien and HocSinh only', async () => {
    expect((await ask('thanhtra', { linhVuc: 4, message: 'Trường thành lập năm nào?' })).status).toBe(403);
    expect((await ask('admin', { linhVuc: 4, message: 'Trường thành lập năm nào?' })).status).toBe(200);
  });

  it('answers a student about the handbook, quoting the passage and naming the document and section', async () => {
    const res = await ask('hocsinh', { linhVuc: 6, message: 'Đi học muộn 3 lần thì sao?' });
    expect(res.status).toBe(200);
    expect(res.body.data.response).toContain('Đi học muộn 3 lần được tính bằng 1 buổi nghỉ không phép.');
    expect(res.body.data.response).toContain('Sổ tay học sinh');
    expect(res.body.data.sources?.[0]).toMatchObject({
      taiLieu: 'Sổ tay học sinh Trường Liên cấp HPL năm học 2026-2027',
      muc: '4. Chuyên cần và nghỉ học › 4.3. Đi học muộn',
    });
    const passage = await t.api<ChatBotPassage>('GET', `/api/ChatBot/doan/${res.body.data.sources![0]!.doanId}`, {
      as: 'hocsinh',
    });
    expect(passage.status).toBe(200);
    expect(passage.body.data.noiDung).toContain('Đi học muộn 3 lần');
  });

  it("matches without accents: 'noi quy' finds 'Nội quy'", async () => {
    const res = await ask('giaovien', { linhVuc: 1, message: 'noi quy lao dong ap dung cho ai' });
    expect(res.status).toBe(200);
    expect(res.body.data.sources?.[0]?.taiLieu).toContain('Nội quy lao động');
    expect(res.body.data.sources?.[0]?.muc).toContain('Điều 2. Đối tượng áp dụng');
  });

  it('answers in English from the English document', async () => {
    const res = await ask('giaovien', { linhVuc: 1, message: 'How many days of annual leave do I get?' }, 'en');
    expect(res.body.data.response).toMatch(/^According to the school's documents:/);
    expect(res.body.data.response).toContain('12 working days of paid annual leave');
  });

  it('says plainly when the documents have no answer and whom to ask, instead of inventing one', async () => {
    const res = await ask('hocsinh', { linhVuc: 6, message: 'Can I bring my dog to school?' }, 'en');
    expect(res.body.data).toEqual({
      response:
        "I could not find this in the school's documents, so I will not guess. Please ask your homeroom teacher or the Academic Office (room 102, building A).",
      sources: [],
    });
  });

  it('never gives a student passages of topic 1, whatever the student sends', async () => {
    expect((await ask('hocsinh', { linhVuc: 1, message: 'Lương trả vào ngày nào?' })).status).toBe(403);
    const staffQuestion = await ask('hocsinh', { linhVuc: 6, message: 'Lương giáo viên được trả vào ngày nào?' });
    for (const source of staffQuestion.body.data.sources ?? []) expect(await topicOfPassage(source.doanId)).toBe(6);
    const staffPassage = await ask('giaovien', { linhVuc: 1, message: 'Lương được trả vào ngày nào?' });
    const id = staffPassage.body.data.sources![0]!.doanId;
    expect(await topicOfPassage(id)).toBe(1);
    expect((await t.api('GET', `/api/ChatBot/doan/${id}`, { as: 'hocsinh' })).status).toBe(404);
    expect((await t.api('GET', `/api/ChatBot/doan/${id}`, { as: 'giaovien' })).status).toBe(200);
  });

  it('answers a readable 400 for bad input', async () => {
    const empty = await ask('hocsinh', { linhVuc: 6, message: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.errors?.join(' ')).toContain('Vui lòng nhập câu hỏi.');
    expect((await ask('hocsinh', { linhVuc: 2, message: 'a' })).status).toBe(400);
    expect((await ask('hocsinh', { linhVuc: 6, message: 'x'.repeat(1001) })).status).toBe(400);
    expect((await ask('hocsinh', { linhVuc: 6 })).status).toBe(400);
    const notJson = await t.api('POST', '/api/ChatBot/hoi', {
      as: 'hocsinh',
      body: '{"linhVuc":',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
  });

  it('limits each account to 20 questions a minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await ask('gvcn', { linhVuc: 4, message: '' })).status);
    expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
    expect(statuses[20]).toBe(429);
    // Another account is not slowed down by it.
    expect((await ask('totruong', { linhVuc: 4, message: '' })).status).toBe(400);
  });
});

// PDF and DOCX uploads load pdf.js in the extraction worker on first use: slow on a loaded machine.
describe('the knowledge base (Admin)', { timeout: 180_000 }, () => {
  const upload = (query: string, body: Buffer | string, name: string, as = 'admin', method: 'POST' | 'PUT' = 'POST') =>
    t.api<ChatBotDocument>(method, `/api/ChatBot/taiLieu${query}`, {
      as,
      body,
      headers: { 'content-type': 'application/octet-stream', 'x-file-name': encodeURIComponent(name) },
    });

  it('is for Admin only', async () => {
    expect((await t.api('GET', '/api/ChatBot/taiLieu/danhSachTaiLieu', { as: 'giaovien' })).status).toBe(403);
    expect((await upload('?linhVuc=4', '# x', 'x.md', 'giaovien')).status).toBe(403);
    const list = await t.api<ChatBotDocument[]>('GET', '/api/ChatBot/taiLieu/danhSachTaiLieu', { as: 'admin' });
    expect(list.body.data.map((d) => [d.linhVuc, d.ngonNgu])).toEqual([
      [1, 'vi'],
      [1, 'en'],
      [4, 'vi'],
      [4, 'en'],
      [6, 'vi'],
      [6, 'en'],
    ]);
  });

  it('uploads, shows the passages, answers from it, replaces it and deletes it', async () => {
    const markdown =
      '# Quy định gửi xe\n\n## Điều 1. Nhà xe\n\nNhà xe đạp điện của học sinh ở tầng hầm nhà C, mở cửa từ 6 giờ 30.\n';
    const created = await upload('?linhVuc=6', markdown, 'gui-xe.md');
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ tieuDe: 'Quy định gửi xe', ngonNgu: 'vi', soDoan: 1, linhVuc: 6 });
    const id = created.body.data.id;
    const passages = await t.api<ChatBotPassage[]>('GET', `/api/ChatBot/taiLieu/${id}/danhSachDoan`, { as: 'admin' });
    expect(passages.body.data.map((p) => p.muc)).toEqual(['Điều 1. Nhà xe']);
    const answer = await ask('hocsinh', { linhVuc: 6, message: 'nha xe dap dien o dau' });
    expect(answer.body.data.response).toContain('tầng hầm nhà C');

    const replaced = await upload(
      `/${id}/tep`,
      '# Quy định gửi xe\n\n## Điều 1. Nhà xe\n\nNhà xe đạp điện chuyển sang sân sau nhà B.\n\n## Điều 2. Vé xe\n\nVé tháng 50.000 đồng.\n',
      'gui-xe-2026.md',
      'admin',
      'PUT',
    );
    expect(replaced.body.data).toMatchObject({ id, soDoan: 2, tenTep: 'gui-xe-2026.md' });
    expect((await ask('hocsinh', { linhVuc: 6, message: 'nha xe dap dien o dau' })).body.data.response).toContain(
      'sân sau nhà B',
    );

    expect((await t.api('DELETE', `/api/ChatBot/taiLieu/${id}`, { as: 'admin' })).status).toBe(200);
    expect((await t.api('GET', `/api/ChatBot/taiLieu/${id}/danhSachDoan`, { as: 'admin' })).status).toBe(404);
    expect(await t.db.select().from(chatBotTaiLieu).where(eq(chatBotTaiLieu.id, id))).toEqual([]);
  });

  it('reads PDF and DOCX files', async () => {
    const pdf = await upload(
      '?linhVuc=4',
      buildPdf(['Article 3. Car park', 'Visitors park behind building C.']),
      'parking.pdf',
    );
    expect(pdf.status).toBe(200);
    expect(pdf.body.data).toMatchObject({ mimeType: 'application/pdf', ngonNgu: 'en' });
    const pdfPassages = await t.api<ChatBotPassage[]>('GET', `/api/ChatBot/taiLieu/${pdf.body.data.id}/danhSachDoan`, {
      as: 'admin',
    });
    expect(pdfPassages.body.data.map((p) => [p.muc, p.noiDung])).toEqual([
      ['Article 3. Car park', 'Visitors park behind building C.'],
    ]);

    const docx = await upload('?linhVuc=4&tieuDe=Nội quy thư viện', await buildDocx(), 'thu-vien.docx');
    expect(docx.status).toBe(200);
    expect(docx.body.data).toMatchObject({ tieuDe: 'Nội quy thư viện', ngonNgu: 'vi' });
    const docxPassages = await t.api<ChatBotPassage[]>(
      'GET',
      `/api/ChatBot/taiLieu/${docx.body.data.id}/danhSachDoan`,
      { as: 'admin' },
    );
    expect(docxPassages.body.data.map((p) => p.muc)).toEqual(['Điều 1. Giờ mở cửa']);
    expect(docxPassages.body.data[0]!.noiDung).toBe('Thư viện mở cửa từ 7 giờ đến 17 giờ.');
  });

  it('refuses empty, unreadable and unsupported files with a message', async () => {
    const empty = await upload('?linhVuc=4', Buffer.alloc(0), 'x.txt');
    expect(empty.status).toBe(400);
    const binary = await upload('?linhVuc=4', Buffer.from([0x00, 0x01, 0x02, 0xff]), 'x.bin', 'admin');
    expect(binary.status).toBe(400);
    expect(binary.body.errors?.[0]).toContain('Chỉ nhận tệp PDF, DOCX');
    const brokenPdf = await upload('?linhVuc=4', Buffer.from('%PDF-1.4 broken'), 'broken.pdf');
    expect(brokenPdf.status).toBe(400);
    expect(brokenPdf.body.errors?.[0]).toContain('Không đọc được nội dung tệp "broken.pdf"');
    expect((await upload('?linhVuc=5', '# x', 'x.md')).status).toBe(400);
  });

  it('keeps whom to ask per topic', async () => {
    const saved = await t.api('PUT', '/api/ChatBot/linhVuc/6/caiDat', {
      as: 'admin',
      body: { lienHeVi: 'cô Lan, Phòng Công tác học sinh', lienHeEn: 'Ms Lan, Student Affairs Office' },
    });
    expect(saved.status).toBe(200);
    const res = await ask('hocsinh', { linhVuc: 6, message: 'Can I bring my dog to school?' }, 'en');
    expect(res.body.data.response).toContain('Please ask Ms Lan, Student Affairs Office.');
  });
});

describe('forwarding to the external webhook (CHATBOT_WEBHOOK_URL)', () => {
  let hook: FakeServer;
  let w: TestApp;
  beforeAll(async () => {
    hook = await startFakeServer(async (body, response) => {
      const message = (body as { message?: string }).message;
      if (message === 'slow') await new Promise((resolve) => setTimeout(resolve, 4000));
      if (message === 'error') return sendJson(response, 500, { error: 'boom' });
      if (message === 'empty') return sendJson(response, 200, { response: '' });
      sendJson(response, 200, { response: `Trả lời: ${message}` });
    });
    // A timeout a busy CI machine cannot reach by itself (the fake answers at once), and a slow reply well past it.
    w = await createTestApp({ CHATBOT_WEBHOOK_URL: hook.url, CHATBOT_TIMEOUT_MS: '1500' });
  });
  afterAll(async () => {
    await w?.close();
    await hook?.close();
  });

  it('posts { linhVuc, message, sub } with the session subject, never the client’s, and reads response', async () => {
    const res = await w.api<ChatBotResponse>('POST', '/api/ChatBot/hoi', {
      as: 'hocsinh',
      body: { linhVuc: 6, message: 'Xin chào', sub: 'someone-else' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ response: 'Trả lời: Xin chào' });
    const [account] = await w.db.select({ id: taiKhoan.id }).from(taiKhoan).where(eq(taiKhoan.username, 'hocsinh'));
    expect(hook.requests.at(-1)).toEqual({ linhVuc: 6, message: 'Xin chào', sub: String(account!.id) });
  });

  it('turns a timeout, an error and an empty reply into the service-unavailable message', async () => {
    for (const message of ['slow', 'error', 'empty']) {
      const res = await w.api('POST', '/api/ChatBot/hoi', { as: 'giaovien', body: { linhVuc: 1, message } });
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ succeeded: false, errors: [UNAVAILABLE] });
    }
  });

  it('still checks the topic before forwarding', async () => {
    const before = hook.requests.length;
    expect(
      (await w.api('POST', '/api/ChatBot/hoi', { as: 'hocsinh', body: { linhVuc: 1, message: 'x' } })).status,
    ).toBe(403);
    expect(hook.requests.length).toBe(before);
  });
});

describe('generation through an OpenAI-compatible endpoint (CHATBOT_LLM_URL)', () => {
  let llm: FakeServer;
  let g: TestApp;
  let failing = false;
  beforeAll(async () => {
    llm = await startFakeServer((_body, response) => {
      if (failing) return sendJson(response, 500, { error: 'overloaded' });
      sendJson(response, 200, {
        choices: [
          { message: { role: 'assistant', content: 'Em đi muộn 3 lần thì bị tính 1 buổi nghỉ không phép [1].' } },
        ],
      });
    });
    g = await createTestApp({ CHATBOT_LLM_URL: `${llm.url}v1/chat/completions`, CHATBOT_LLM_MODEL: 'school-model' });
  });
  afterAll(async () => {
    await g?.close();
    await llm?.close();
  });

  it('sends the retrieved passages with an instruction to answer only from them, and keeps the citations', async () => {
    const res = await g.api<ChatBotResponse>('POST', '/api/ChatBot/hoi', {
      as: 'hocsinh',
      body: { linhVuc: 6, message: 'Đi học muộn 3 lần thì sao?' },
    });
    expect(res.body.data.response).toMatch(
      /^Em đi muộn 3 lần thì bị tính 1 buổi nghỉ không phép \[1\]\.\n\nNguồn:\n\[1\] Sổ tay/,
    );
    expect(res.body.data.sources?.[0]?.muc).toBe('4. Chuyên cần và nghỉ học › 4.3. Đi học muộn');
    const request = llm.requests.at(-1) as { model: string; messages: { role: string; content: string }[] };
    expect(request.model).toBe('school-model');
    expect(request.messages[0]!.content).toContain('Chỉ trả lời dựa trên các đoạn trích được cung cấp');
    expect(request.messages[1]!.content).toContain('[1] Sổ tay học sinh');
    expect(request.messages[1]!.content).toContain('Đi học muộn 3 lần được tính bằng 1 buổi nghỉ không phép.');
  });

  it('falls back to the extractive answer when the model fails', async () => {
    failing = true;
    const res = await g.api<ChatBotResponse>('POST', '/api/ChatBot/hoi', {
      as: 'hocsinh',
      body: { linhVuc: 6, message: 'Đi học muộn 3 lần thì sao?' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.response).toMatch(/^Theo tài liệu của trường:/);
  });
});

/** A one-page PDF with one line of Helvetica text per entry (offsets computed, as a PDF writer would). */
function buildPdf(lines: string[]): Buffer {
  const text = lines.map((l, i) => `BT /F1 12 Tf 72 ${720 - i * 20} Td (${l}) Tj ET`).join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(out));
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** A minimal Word document: a "Heading 1" paragraph and a body paragraph. */
async function buildDocx(): Promise<Buffer> {
  const { default: JSZip } = await import('jszip');
  const zip = new JSZip();
  const w = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/></Types>',
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  );
  zip.file(
    'word/_rels/document.xml.rels',
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>',
  );
  zip.file(
    'word/styles.xml',
    `<?xml version="1.0" encoding="UTF-8"?><w:styles ${w}><w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/></w:style></w:styles>`,
  );
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8"?><w:document ${w}><w:body><w:p><w:pPr><w:pStyle w:val="Heading1"/></w:pPr><w:r><w:t>Điều 1. Giờ mở cửa</w:t></w:r></w:p><w:p><w:r><w:t>Thư viện mở cửa từ 7 giờ đến 17 giờ.</w:t></w:r></w:p></w:body></w:document>`,
  );
  return zip.generateAsync({ type: 'nodebuffer' });
}
