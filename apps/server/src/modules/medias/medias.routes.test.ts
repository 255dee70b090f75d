import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { nhanVien, taiKhoan } from '../../db/schema';
import { storeFile } from '../../lib/uploads';
import { registerDownloadPolicy } from './medias.policy';

let t: TestApp;
let avatarId: number;
let privateId: number;
let svgId: number;

const download = (id: number, as?: string, headers?: Record<string, string>) =>
  t.api('GET', `/api/medias/files/${id}/download`, { as, headers });

beforeAll(async () => {
  t = await createTestApp();
  const [staff] = await t.db
    .select({ avatar: nhanVien.anhDaiDien })
    .from(taiKhoan)
    .innerJoin(nhanVien, eq(nhanVien.id, taiKhoan.nhanVienId))
    .where(eq(taiKhoan.username, 'giaovien'));
  avatarId = staff!.avatar!;
  const [owner] = await t.db.select({ id: taiKhoan.id }).from(taiKhoan).where(eq(taiKhoan.username, 'giaovien'));
  const uploadDir = t.app.config.uploadDir;
  privateId = await storeFile(t.db, uploadDir, {
    buffer: Buffer.from('%PDF-1.4 đơn xin nghỉ'),
    mimeType: 'application/pdf',
    originalName: 'Đơn xin nghỉ phép.pdf',
    purpose: 'test-private-document',
    ownerAccountId: owner!.id,
  });
  svgId = await storeFile(t.db, uploadDir, {
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    mimeType: 'image/svg+xml',
    originalName: 'a.svg',
    purpose: 'avatar',
  });
  registerDownloadPolicy('test-private-document', { authority: { role: ['ThanhTra'] } });
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/medias/files/:id/download', () => {
  it('requires sign-in', async () => {
    expect((await download(avatarId)).status).toBe(401);
  });

  it('serves an avatar to any signed-in user, with ETag and nosniff', async () => {
    const response = await download(avatarId, 'hocsinh');
    expect(response.status).toBe(200);
    expect(response.headers.etag).toMatch(/^"[0-9a-f]{64}"$/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const again = await download(avatarId, 'hocsinh', { 'if-none-match': String(response.headers.etag) });
    expect(again.status).toBe(304);
  });

  it('answers 404 for an unknown file', async () => {
    expect((await download(999_999, 'admin')).status).toBe(404);
  });

  it('serves a private file to its owner and to roles its policy allows, 404 to everyone else', async () => {
    const own = await download(privateId, 'giaovien');
    expect(own.status).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(String(own.headers['content-disposition'])).toContain("filename*=UTF-8''%C4%90%C6%A1n");
    expect((await download(privateId, 'thanhtra')).status).toBe(200);
    expect((await download(privateId, 'gvcn')).status).toBe(404);
  });

  it('serves SVG under a policy that runs no script', async () => {
    const response = await download(svgId, 'gvcn');
    expect(response.status).toBe(200);
    expect(String(response.headers['content-security-policy'])).toContain("default-src 'none'");
  });
});
