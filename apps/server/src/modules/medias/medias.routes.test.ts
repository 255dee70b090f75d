import { randomBytes } from 'node:crypto';
import { and, eq, isNull, max, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { multipartBody } from '../../../test/support/test-files';
import { files, hocSinh, lopQuanLy, lopQuanLyHocSinh, namHoc, nhanVien, taiKhoan } from '../../db/schema';
import { storeFile } from '../../lib/uploads';
import { registerDownloadPolicy } from './medias.policy';

let t: TestApp;
let privateId: number;
let svgId: number;

const download = (id: number, as?: string, headers?: Record<string, string>) =>
  t.api('GET', `/api/medias/files/${id}/download`, { as, headers });
const photo = (key: string, as?: string, headers?: Record<string, string>) =>
  t.api('GET', `/api/medias/avatars/${key}`, { as, headers });
const me = async (as: string) =>
  (await t.api<{ user: { anhDaiDien: string | null }; hocSinh: { id: number } | null }>('GET', '/api/auth/me', { as }))
    .body.data;
const keyOf = async (fileId: number | null) =>
  (await t.db.select({ sha: files.sha256 }).from(files).where(eq(files.id, fileId!)))[0]!.sha;

/** Students of the active year's homeroom class `classId`, or of any other class, with their photo file. */
async function studentsOfClass(classId: number, inClass: boolean) {
  return t.db
    .select({ id: hocSinh.id, anhDaiDien: hocSinh.anhDaiDien })
    .from(lopQuanLyHocSinh)
    .innerJoin(hocSinh, eq(hocSinh.id, lopQuanLyHocSinh.hocSinhId))
    .innerJoin(lopQuanLy, eq(lopQuanLy.id, lopQuanLyHocSinh.lopQuanLyId))
    .innerJoin(namHoc, and(eq(namHoc.id, lopQuanLy.namHocId), eq(namHoc.isActive, true)))
    .where(
      and(
        inClass ? eq(lopQuanLyHocSinh.lopQuanLyId, classId) : ne(lopQuanLyHocSinh.lopQuanLyId, classId),
        isNull(lopQuanLyHocSinh.denNgay),
      ),
    );
}

/** The student's current homeroom class. */
async function classOf(hocSinhId: number) {
  const [row] = await t.db
    .select({ id: lopQuanLyHocSinh.lopQuanLyId })
    .from(lopQuanLyHocSinh)
    .where(and(eq(lopQuanLyHocSinh.hocSinhId, hocSinhId), isNull(lopQuanLyHocSinh.denNgay)));
  return row!.id;
}

beforeAll(async () => {
  t = await createTestApp();
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
    originalName: '../../x.html',
    purpose: 'test-shared-picture',
  });
  registerDownloadPolicy('test-private-document', { authority: { role: ['ThanhTra'] } });
  registerDownloadPolicy('test-shared-picture', { anyone: true });
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/medias/files/:id/download', () => {
  it('requires sign-in', async () => {
    expect((await download(privateId)).status).toBe(401);
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

  it('sends a large file whole and byte for byte, with its length (streamed from disk)', async () => {
    const bytes = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(3 * 1024 * 1024 + 17)]);
    const id = await storeFile(t.db, t.app.config.uploadDir, {
      buffer: bytes,
      mimeType: 'application/pdf',
      originalName: 'Giáo trình.pdf',
      purpose: 'test-private-document',
      ownerAccountId: (
        await t.db.select({ id: taiKhoan.id }).from(taiKhoan).where(eq(taiKhoan.username, 'giaovien'))
      )[0]!.id,
    });
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/medias/files/${id}/download`,
      headers: { cookie: `Authorization=${await t.cookieFor('giaovien')}`, 'accept-encoding': 'gzip, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-length']).toBe(String(bytes.length));
    expect(response.rawPayload.equals(bytes)).toBe(true);
  });

  it('serves SVG under a policy that runs no script, under a name the server chooses', async () => {
    const response = await download(svgId, 'gvcn');
    expect(response.status).toBe(200);
    expect(String(response.headers['content-security-policy'])).toContain("default-src 'none'");
    expect(response.headers['content-disposition']).toBe(`inline; filename="x.svg"; filename*=UTF-8''x.svg`);
  });

  it('never serves a photo by counting ids, to a student or anyone else', async () => {
    const [last] = await t.db.select({ id: max(files.id) }).from(files);
    const statuses = new Map<number, number>();
    // The awards board's pictures are shown to everyone signed in (a hidden award's picture answers 404 to all but
    // Admin: khen-thuong's tests); they are the only files a student may open by id without a relation to them.
    const boardPictures = new Set(
      (await t.db.select({ id: files.id }).from(files).where(eq(files.purpose, 'award-photo'))).map((f) => f.id),
    );
    // Every stored file but this file's shared test picture and the board's pictures.
    for (let id = 1; id <= last!.id!; id++) {
      if (id === svgId || boardPictures.has(id)) continue;
      const { status } = await download(id, 'hocsinh');
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    expect([...statuses]).toEqual([[404, last!.id! - 1 - boardPictures.size]]);
    const [avatar] = await t.db.select({ id: files.id }).from(files).where(eq(files.purpose, 'avatar')).limit(1);
    expect((await download(avatar!.id, 'admin')).status).toBe(404);
  });
});

describe('GET /api/medias/avatars/:key', () => {
  it("serves a student their own photo, their classmates' and their homeroom teacher's, with ETag and nosniff", async () => {
    const student = await me('hocsinh');
    expect(student.user.anhDaiDien).toMatch(/^[0-9a-f]{64}$/);
    const own = await photo(student.user.anhDaiDien!, 'hocsinh');
    expect(own.status).toBe(200);
    expect(own.headers['content-type']).toBe('image/svg+xml');
    expect(own.headers.etag).toBe(`"${student.user.anhDaiDien}"`);
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    expect(own.headers['content-disposition']).toBe(
      `inline; filename="anh-dai-dien.svg"; filename*=UTF-8''anh-dai-dien.svg`,
    );
    const again = await photo(student.user.anhDaiDien!, 'hocsinh', { 'if-none-match': String(own.headers.etag) });
    expect(again.status).toBe(304);

    const classId = await classOf(student.hocSinh!.id);
    const classmate = (await studentsOfClass(classId, true)).find((s) => s.id !== student.hocSinh!.id)!;
    expect((await photo(await keyOf(classmate.anhDaiDien), 'hocsinh')).status).toBe(200);
    const [teacher] = await t.db
      .select({ anhDaiDien: nhanVien.anhDaiDien })
      .from(lopQuanLy)
      .innerJoin(nhanVien, eq(nhanVien.id, lopQuanLy.gvcnId))
      .where(eq(lopQuanLy.id, classId));
    expect((await photo(await keyOf(teacher!.anhDaiDien), 'hocsinh')).status).toBe(200);
  });

  it('refuses a student the photos of children outside their class and of staff who do not teach them', async () => {
    const student = await me('hocsinh');
    const classId = await classOf(student.hocSinh!.id);
    const mine = new Set((await studentsOfClass(classId, true)).map((s) => s.anhDaiDien));
    // Demo photos are shared by people of the same name: pick one nobody in the class has.
    const others = (await studentsOfClass(classId, false)).filter((s) => !mine.has(s.anhDaiDien)).slice(0, 20);
    expect(others.length).toBe(20);
    for (const other of others) expect((await photo(await keyOf(other.anhDaiDien), 'hocsinh')).status).toBe(404);
    // A teacher sees any student, as in the directory.
    expect((await photo(await keyOf(others[0]!.anhDaiDien), 'giaovien')).status).toBe(200);

    const [stranger] = await t.db
      .select({ anhDaiDien: nhanVien.anhDaiDien })
      .from(nhanVien)
      .where(
        and(
          sql`${nhanVien.id} not in (select gvcn_id from lop_quan_ly where gvcn_id is not null)`,
          sql`${nhanVien.id} not in (select nhan_vien_id from lop_mon_hoc_giao_vien)`,
          sql`${nhanVien.anhDaiDien} not in (select anh_dai_dien from nhan_vien n where n.id in (select gvcn_id from lop_quan_ly where gvcn_id is not null) or n.id in (select nhan_vien_id from lop_mon_hoc_giao_vien))`,
        ),
      )
      .limit(1);
    expect((await photo(await keyOf(stranger!.anhDaiDien), 'hocsinh')).status).toBe(404);
    expect((await photo(await keyOf(stranger!.anhDaiDien), 'thanhtra')).status).toBe(200);
  });

  it('answers an unknown or malformed key with 404 / 400 and requires sign-in', async () => {
    expect((await photo('0'.repeat(64), 'admin')).status).toBe(404);
    expect((await photo('12', 'admin')).status).toBe(400);
    expect((await photo((await me('hocsinh')).user.anhDaiDien!)).status).toBe(401);
  });

  it('serves an uploaded photo under the name the server chooses, whatever it was uploaded as', async () => {
    const student = await me('hocsinh');
    const png = Buffer.from(
      '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000970485973000003e8000003e801b57b526b0000000d49444154089963f8ffffff7f0009fb03fd08d1e81e0000000049454e44ae426082',
      'hex',
    );
    const { body, headers } = multipartBody([{ name: '../../x.html', type: 'text/html', data: png }]);
    const uploaded = await t.api<{ anhDaiDien: string }>('POST', `/api/HocSinh/${student.hocSinh!.id}/anhDaiDien`, {
      as: 'admin',
      body,
      headers,
    });
    expect(uploaded.status).toBe(200);
    const response = await photo(uploaded.body.data.anhDaiDien, 'hocsinh');
    expect(response.status).toBe(200);
    // Stored as the WebP the screens show, whatever was uploaded.
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['content-disposition']).toBe(
      `inline; filename="anh-dai-dien.webp"; filename*=UTF-8''anh-dai-dien.webp`,
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
