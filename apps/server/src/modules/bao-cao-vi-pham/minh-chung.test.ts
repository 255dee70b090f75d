import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPdf, docxBomb, zerosZlib } from '../../../test/support/document-bombs';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { repeatedPart, zipOf } from '../../../test/support/xlsx-bombs';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const upload = (body: Buffer, name: string, type = 'application/octet-stream') =>
  t.api<{ id: number }>('POST', '/api/BaoCaoViPham/minhChung', {
    as: 'giaovien',
    body,
    headers: { 'content-type': type, 'x-file-name': encodeURIComponent(name) },
    lang: 'en',
  });

/** A PNG header declaring `side` × `side` pixels with one tiny row: a few hundred bytes that a viewer would decode. */
function declaredPng(side: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(64))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('incident evidence uploads refuse decompression bombs', () => {
  it('refuses a photo declaring 30,000 × 30,000 pixels, naming the file', async () => {
    const bomb = declaredPng(30_000);
    expect(bomb.length).toBeLessThan(1024);
    const res = await upload(bomb, 'bom.png', 'image/png');
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]).toContain('30000 × 30000');
    expect(res.body.errors?.[0]).toContain('bom.png');
  });

  it('refuses a PDF whose content stream unpacks to 1 GB (413), counted under a cap', async () => {
    const bomb = buildPdf([], { content: zerosZlib(1024 * 1024 * 1024) });
    expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
    const res = await upload(bomb, 'bien-ban.pdf', 'application/pdf');
    expect(res.status).toBe(413);
    expect(res.body.errors?.[0]).toContain('bien-ban.pdf');
  });

  it('refuses a DOCX or zip bomb on its type, without unpacking it', async () => {
    const docx = await upload(docxBomb(512 * 1024 * 1024), 'tu-kiem-diem.docx');
    expect(docx.status).toBe(400);
    const zip = zipOf([repeatedPart('a.txt', '', Buffer.alloc(64 * 1024), 8 * 1024, '')]);
    const res = await upload(zip, 'anh.zip', 'application/zip');
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]).toMatch(/image|PDF/i);
  });

  it('stays healthy and still takes a real photo and PDF afterwards', async () => {
    const png = await import('sharp').then(({ default: sharp }) =>
      sharp({ create: { width: 4, height: 4, channels: 3, background: '#c00' } })
        .png()
        .toBuffer(),
    );
    expect((await upload(png, 'anh.png', 'image/png')).status).toBe(200);
    expect((await upload(buildPdf(['Bien ban']), 'bien-ban.pdf', 'application/pdf')).status).toBe(200);
    expect((await t.api('GET', '/api/health')).status).toBe(200);
  });
});
