import type { GiayTo, Page } from '@hpl/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { multipartBody } from '../../../test/support/test-files';
import { auditLog, taiKhoan, thongBao } from '../../db/schema';
import { runExpiryDigest } from './giay-to-tuy-than.service';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

let t: TestApp;
let teacherId: number;
let teacherAccount: number;
beforeAll(async () => {
  t = await createTestApp();
  const [row] = await t.db.select().from(taiKhoan).where(eq(taiKhoan.username, 'giaovien'));
  teacherId = row!.nhanVienId!;
  teacherAccount = row!.id;
});
afterAll(async () => {
  await t?.close();
});

const create = async (body: Record<string, unknown>) => {
  const res = await t.api<GiayTo>('POST', '/api/GiayToTuyThan', {
    as: 'nhansu',
    body: { nhanVienId: teacherId, loai: 'giayPhepLaoDong', soGiayTo: 'WP-001', ...body },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};
const alertsFor = async (account: number) =>
  (
    await t.db
      .select()
      .from(thongBao)
      .where(and(eq(thongBao.taiKhoanId, account), eq(thongBao.loai, 'giayTo.hetHan')))
  ).length;

describe('GiayToTuyThan API', () => {
  it('keeps documents to HR; the person sees only their own', async () => {
    expect((await t.api('GET', '/api/GiayToTuyThan/danhSachGiayTo')).status).toBe(401);
    expect((await t.api('GET', '/api/GiayToTuyThan/danhSachGiayTo', { as: 'giaovien' })).status).toBe(403);
    const doc = await create({ soGiayTo: 'P-OWN', loai: 'hoChieu', ngayHetHan: '2031-01-01' });
    const own = await t.api<Page<GiayTo>>('GET', '/api/GiayToTuyThan/cuaToi', { as: 'giaovien' });
    expect(own.body.data.items.map((d) => d.id)).toContain(doc.id);
    const other = await t.api<Page<GiayTo>>('GET', '/api/GiayToTuyThan/cuaToi', { as: 'gvcn' });
    expect(other.body.data.items.map((d) => d.id)).not.toContain(doc.id);
    expect((await t.api('PUT', `/api/GiayToTuyThan/${doc.id}`, { as: 'giaovien', body: {} })).status).toBe(403);
  });

  it('audit-logs every download; others get 404', async () => {
    const { body, headers } = multipartBody([{ name: 'wp.pdf', type: 'application/pdf', data: PDF }]);
    const file = await t.api<{ id: number }>('POST', '/api/GiayToTuyThan/tep', { as: 'nhansu', body, headers });
    expect(file.status).toBe(200);
    const doc = await create({ soGiayTo: 'WP-FILE', ngayHetHan: '2030-06-30', tepId: file.body.data.id });
    const url = `/api/medias/files/${file.body.data.id}/download`;
    expect((await t.api('GET', url, { as: 'giaovien' })).status).toBe(200);
    expect((await t.api('GET', url, { as: 'nhansu' })).status).toBe(200);
    expect((await t.api('GET', url, { as: 'gvcn' })).status).toBe(404);
    const reads = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entity, 'GiayToTuyThan'), eq(auditLog.action, 'read'), eq(auditLog.entityId, String(doc.id))),
      );
    expect(reads).toHaveLength(2);
  });

  it('alerts 60 and 30 days before the expiry, each exactly once even with two digests at once', async () => {
    await create({ soGiayTo: 'WP-ALERT', ngayHetHan: '2027-03-01' });
    const before = await alertsFor(teacherAccount);
    // 61 days before: nothing; 60: the 60-day alert, twice at once → once.
    expect((await runExpiryDigest(t.db, '2026-12-30')).sent).toBe(0);
    const [a, b] = await Promise.all([runExpiryDigest(t.db, '2026-12-31'), runExpiryDigest(t.db, '2026-12-31')]);
    expect(a.sent + b.sent).toBe(1);
    expect(await alertsFor(teacherAccount)).toBe(before + 1);
    expect((await runExpiryDigest(t.db, '2027-01-15')).sent).toBe(0);
    // 30 days before: the 30-day alert, once.
    expect((await runExpiryDigest(t.db, '2027-01-30')).sent).toBe(1);
    expect((await runExpiryDigest(t.db, '2027-01-31')).sent).toBe(0);
    expect(await alertsFor(teacherAccount)).toBe(before + 2);
    // The person's alert opens their own documents; HR's opens HR's list.
    const [hr] = await t.db.select().from(taiKhoan).where(eq(taiKhoan.username, 'nhansu'));
    const linksOf = async (account: number) =>
      (
        await t.db
          .select()
          .from(thongBao)
          .where(and(eq(thongBao.taiKhoanId, account), eq(thongBao.loai, 'giayTo.hetHan')))
      )
        .map((n) => n.duongDan)
        .filter((link, i, all) => all.indexOf(link) === i);
    expect(await linksOf(teacherAccount)).toEqual(['/hoSoCuaToi/giayToCuaToi']);
    expect(await linksOf(hr!.id)).toEqual(['/quanlynhansu/visapassportworkpermit']);
  });

  it('lists by expiry with days left, filters what expires soon, and refuses bad input', async () => {
    const list = await t.api<Page<GiayTo>>('GET', '/api/GiayToTuyThan/danhSachGiayTo?hetHanTrong=3650', {
      as: 'nhansu',
    });
    const dates = list.body.data.items.map((d) => d.ngayHetHan);
    expect(dates).toEqual([...dates].sort());
    const bad = await t.api('POST', '/api/GiayToTuyThan', {
      as: 'nhansu',
      lang: 'en',
      body: { nhanVienId: teacherId, loai: 'visa', soGiayTo: 'V1', ngayCap: '2027-01-01', ngayHetHan: '2026-01-01' },
    });
    expect(bad.body.errors).toContain('The expiry date must come after the issue date.');
    expect((await t.api('DELETE', '/api/GiayToTuyThan/999999', { as: 'nhansu' })).status).toBe(404);
  });
});
