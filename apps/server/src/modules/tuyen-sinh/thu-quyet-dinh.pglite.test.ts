import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { HoSoTuyenSinhChiTiet } from '@hpl/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

/**
 * The decision letter as a guardian sees it: the PDF's page rendered to an image (LibreOffice, as a viewer would
 * draw it with the embedded font) and read back as pixels. A long name and school must wrap inside the margins, the
 * title must stand centred, and the signature must be on the page. PGlite only: the letter does not depend on the
 * driver, and one rendering is enough.
 */
const run = promisify(execFile);
const KEY = 'test-letter-key-0123456789';
const LONG_NAME = 'Nguyễn Hoàng Thiên Phúc Khôi Nguyên Bảo Anh Minh Quang Trường Giang';
const LONG_SCHOOL =
  'Trường Tiểu học Song ngữ Quốc tế Hoa Sen — cơ sở Thảo Điền, phường An Khánh, Thành phố Thủ Đức, Thành phố Hồ Chí Minh';

let t: TestApp;
let work: string;
beforeAll(async () => {
  t = await createTestApp({ TUYEN_SINH_API_KEY: KEY });
  work = await mkdtemp(join(tmpdir(), 'thu-quyet-dinh-'));
});
afterAll(async () => {
  await t?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

async function acceptedApplication(): Promise<HoSoTuyenSinhChiTiet> {
  const created = await t.api<{ id: number }>('POST', '/api/TuyenSinh/hoSo', {
    headers: { 'x-api-key': KEY },
    body: {
      maHoSoNguon: `LETTER-${Date.now()}`,
      hoTen: LONG_NAME,
      ngaySinh: '2019-05-02',
      gioiTinh: 'nu',
      chuongTrinh: 'quocGia',
      khoi: 2,
      truongCu: LONG_SCHOOL,
      phuHuynh: [{ quanHe: 'Bố', hoTen: 'Nguyễn Văn Đức', dienThoai: '0909000111', email: 'duc@example.vn' }],
      taiLieu: [],
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const id = created.body.data.id;
  for (const trangThai of ['dangXet', 'henKiemTra', 'daDanhGia', 'trungTuyen']) {
    const { version } = (await t.api<HoSoTuyenSinhChiTiet>('GET', `/api/TuyenSinh/hoSo/${id}`, { as: 'tuyensinh' }))
      .body.data;
    const moved = await t.api('POST', `/api/TuyenSinh/hoSo/${id}/chuyenTrangThai`, {
      as: 'tuyensinh',
      body: { trangThai, version, lichKiemTra: trangThai === 'henKiemTra' ? '2027-03-06T08:00:00+07:00' : undefined },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  }
  return (await t.api<HoSoTuyenSinhChiTiet>('GET', `/api/TuyenSinh/hoSo/${id}`, { as: 'tuyensinh' })).body.data;
}

/** The text runs of page 1 with their box in PDF points (origin top left). */
async function textRuns(pdf: Buffer) {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, disableFontFace: true })
    .promise;
  const page = await doc.getPage(1);
  const { width, height } = page.getViewport({ scale: 1 });
  const runs: { str: string; x: number; y: number; w: number }[] = [];
  for (const item of (await page.getTextContent()).items) {
    if ('str' in item && item.str.trim()) {
      runs.push({ str: item.str, x: item.transform[4], y: height - item.transform[5], w: item.width });
    }
  }
  const pages = doc.numPages;
  await doc.destroy();
  return { runs, width, height, pages };
}

/** Page 1 as greyscale pixels, drawn by LibreOffice (its own profile, so parallel runs do not share one). */
async function renderPage(pdf: Buffer) {
  const source = join(work, 'letter.pdf');
  await writeFile(source, pdf);
  const profile = `file://${join(work, 'profile')}`;
  await run(
    'soffice',
    [`-env:UserInstallation=${profile}`, '--headless', '--convert-to', 'png', '--outdir', work, source],
    {
      timeout: 120_000,
    },
  );
  const { data, info } = await sharp(await readFile(join(work, 'letter.png')))
    .flatten({ background: '#ffffff' })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const dark = (x: number, y: number) => data[y * info.width + x]! < 128;
  return { width: info.width, height: info.height, dark };
}

/** The columns holding ink between two rows: first and last, or null for a blank band. */
function inkColumns(image: Awaited<ReturnType<typeof renderPage>>, top: number, bottom: number) {
  let first = -1;
  let last = -1;
  for (let y = Math.max(0, top); y < Math.min(image.height, bottom); y++) {
    for (let x = 0; x < image.width; x++) {
      if (!image.dark(x, y)) continue;
      if (first < 0 || x < first) first = x;
      if (x > last) last = x;
    }
  }
  return first < 0 ? null : { first, last };
}

describe('the decision letter, rendered', () => {
  it('shows the title centred, wraps long names inside the margins and keeps the signature on one page', async () => {
    const hoSo = await acceptedApplication();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/TuyenSinh/hoSo/${hoSo.id}/thuQuyetDinh`,
      headers: { cookie: `Authorization=${await t.cookieFor('tuyensinh')}` },
    });
    expect(res.statusCode).toBe(200);
    const pdf = res.rawPayload;

    // What a reader sees, in the letter's words (Vietnamese with its diacritics, from the embedded font).
    const { runs, width, height, pages } = await textRuns(pdf);
    expect(pages).toBe(1);
    const text = runs.map((r) => r.str).join(' ');
    for (const words of [
      'THÔNG BÁO TRÚNG TUYỂN',
      'Kính gửi: Bố Nguyễn Văn Đức',
      'TRƯỞNG PHÒNG TUYỂN SINH',
      'Trường Tiểu học',
    ]) {
      expect(text).toContain(words);
    }
    // Every run ends inside the page's margins (48 pt), so nothing runs off the paper.
    for (const r of runs) {
      expect(r.x, r.str).toBeGreaterThanOrEqual(47);
      expect(r.x + r.w, r.str).toBeLessThanOrEqual(width - 47);
    }

    const image = await renderPage(pdf);
    const scale = image.width / width;
    const margin = Math.floor(40 * scale);
    // No ink in the outer margins: the letter is not clipped at any edge.
    expect(inkColumns(image, 0, image.height)).not.toBeNull();
    const all = inkColumns(image, 0, image.height)!;
    expect(all.first).toBeGreaterThanOrEqual(margin);
    expect(all.last).toBeLessThanOrEqual(image.width - margin);
    expect(inkColumns(image, 0, margin)).toBeNull();
    expect(inkColumns(image, image.height - margin, image.height)).toBeNull();

    // The title is drawn, and centred on the page.
    const title = runs.find((r) => r.str.includes('THÔNG BÁO TRÚNG TUYỂN'))!;
    const band = inkColumns(image, Math.round((title.y - 14) * scale), Math.round((title.y + 2) * scale));
    expect(band).not.toBeNull();
    const centre = (band!.first + band!.last) / 2;
    expect(Math.abs(centre - image.width / 2)).toBeLessThan(image.width * 0.02);

    // The signature is drawn at the right, below the body, within the page.
    const signature = runs.find((r) => r.str.includes('TRƯỞNG PHÒNG TUYỂN SINH'))!;
    expect(signature.y).toBeLessThan(height - 48);
    const sign = inkColumns(image, Math.round((signature.y - 10) * scale), Math.round((signature.y + 2) * scale));
    expect(sign).not.toBeNull();
    expect(sign!.first).toBeGreaterThan(image.width / 2);
  });
});
