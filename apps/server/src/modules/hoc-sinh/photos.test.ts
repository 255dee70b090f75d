import { deflateSync } from 'node:zlib';
import { and, isNull, ne } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { multipartBody } from '../../../test/support/test-files';
import { lopQuanLyHocSinh } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const upload = (url: string, name: string, data: Buffer, as = 'admin') => {
  const { body, headers } = multipartBody([{ name, type: 'image/png', data }]);
  return t.api<{ anhDaiDien?: string }>('POST', url, { as, body, headers, lang: 'en' });
};

/** A valid PNG header declaring `side` × `side` pixels, with one tiny compressed row: a few hundred bytes on disk. */
function declaredPng(side: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(1 + side * 3).subarray(0, 64))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('photos and image attachments', () => {
  // Issue 24 §5 saw a 50 MB photo answered 400 on a running server: asked over a real socket, as a browser sends it.
  it('answers 413, naming the file, to a 50 MB student or staff photo sent over HTTP', {
    timeout: 120_000,
  }, async () => {
    const png = Buffer.from(
      '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000970485973000003e8000003e801b57b526b0000000d49444154089963f8ffffff7f0009fb03fd08d1e81e0000000049454e44ae426082',
      'hex',
    );
    const { body, headers } = multipartBody([
      { name: 'anh-the.png', type: 'image/png', data: Buffer.concat([png, Buffer.alloc(50 * 1024 * 1024)]) },
    ]);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const cookie = `Authorization=${await t.cookieFor('admin')}`;
    for (const url of ['/api/HocSinh/1/anhDaiDien', '/api/NhanVien/1/anhDaiDien']) {
      const response = await fetch(`${address}${url}`, {
        method: 'POST',
        headers: { ...headers, cookie, 'accept-language': 'en' },
        body,
      });
      expect(response.status, url).toBe(413);
      expect(((await response.json()) as { errors: string[] }).errors[0]).toContain('anh-the.png');
    }
  });

  it('refuses an image declaring 30,000 × 30,000 pixels as a photo and as a chat attachment, saying why', async () => {
    const bomb = declaredPng(30_000);
    expect(bomb.length).toBeLessThan(1024);
    for (const url of ['/api/HocSinh/1/anhDaiDien', '/api/NhanVien/1/anhDaiDien', '/api/Chat/tepDinhKem']) {
      const response = await upload(url, 'bom.png', bomb);
      expect(response.status, url).toBe(400);
      expect(response.body.errors?.[0], url).toContain('30000 × 30000');
      expect(response.body.errors?.[0], url).toContain('bom.png');
    }
    const vi = await t.api<unknown>('POST', '/api/Chat/tepDinhKem', {
      as: 'admin',
      ...multipartBody([{ name: 'bom.png', type: 'image/png', data: bomb }]),
    });
    expect(vi.body.errors?.[0]).toContain('quá lớn để hiển thị');
  });

  it('stores a photo as the WebP the screens show, served under the same rule as before', async () => {
    const [other] = await t.db
      .select({ id: lopQuanLyHocSinh.hocSinhId })
      .from(lopQuanLyHocSinh)
      .where(and(isNull(lopQuanLyHocSinh.denNgay), ne(lopQuanLyHocSinh.lopQuanLyId, await homeroomOfStudentAccount())))
      .limit(1);
    const camera = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#3a6' } })
      .jpeg({ quality: 95 })
      .toBuffer();
    const stored = await upload(`/api/HocSinh/${other!.id}/anhDaiDien`, 'camera.jpg', camera);
    expect(stored.status).toBe(200);
    const key = stored.body.data!.anhDaiDien!;
    const served = await t.app.inject({
      method: 'GET',
      url: `/api/medias/avatars/${key}`,
      headers: { cookie: `Authorization=${await t.cookieFor('admin')}` },
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const size = await sharp(served.rawPayload).metadata();
    expect([size.format, size.width, size.height]).toEqual(['webp', 256, 171]);
    expect(served.rawPayload.length).toBeLessThan(camera.length / 4);
    expect((await t.api('GET', `/api/medias/avatars/${key}`)).status).toBe(401);
    expect((await t.api('GET', `/api/medias/avatars/${key}`, { as: 'hocsinh' })).status).toBe(404);
  });
});

/** The homeroom class of the demo student account (whose classmates' photos it may see). */
async function homeroomOfStudentAccount(): Promise<number> {
  const me = await t.api<{ hocSinh: { id: number } }>('GET', '/api/auth/me', { as: 'hocsinh' });
  const rows = await t.db.select().from(lopQuanLyHocSinh).where(isNull(lopQuanLyHocSinh.denNgay));
  return rows.find((r) => r.hocSinhId === me.body.data!.hocSinh.id)!.lopQuanLyId;
}
