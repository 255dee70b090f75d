import type { DanhSachPhienBan, LichToken, PhienBanThoiKhoaBieu, TuanCuaToi } from '@hpl/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { hocKy, namHoc } from '../../db/schema';
import { schoolToday } from '../../lib/school-date';
import * as repo from './thoi-khoa-bieu.repository';
import { addDays, mondayOf } from './tuan.service';

/*
 * Issue 24, point 8: a published timetable emptied a day. A version starts inside its term, and publishing a version
 * that starts mid-week leaves the days before its start with the timetable that covered them, on screen (my week)
 * and in the calendar feed.
 */

let t: TestApp;
let terms: { id: number; thuTu: number; tenHocKy: string; ngayBatDau: string | null; ngayKetThuc: string | null }[];
beforeAll(async () => {
  t = await createTestApp();
  terms = await t.db
    .select({
      id: hocKy.id,
      thuTu: hocKy.thuTu,
      tenHocKy: hocKy.tenHocKy,
      ngayBatDau: hocKy.ngayBatDau,
      ngayKetThuc: hocKy.ngayKetThuc,
    })
    .from(hocKy)
    .innerJoin(namHoc, eq(namHoc.id, hocKy.namHocId))
    .where(and(eq(namHoc.isActive, true)))
    .orderBy(hocKy.thuTu);
}, 300_000);
afterAll(async () => {
  await t?.close();
});

const createVersion = (hocKyId: number, ngayApDung: string, lang: 'vi' | 'en' = 'vi', ten = 'Phiên bản thử') =>
  t.api<PhienBanThoiKhoaBieu>('POST', '/api/ThoiKhoaBieu/phienBan', {
    as: 'daotao',
    lang,
    body: { hocKyId, ten, ngayApDung },
  });
const dmy = (iso: string) => iso.split('-').reverse().join('/');

describe("a version's dates and publishing (issue 24, point 8)", () => {
  it('refuses a start date outside the version’s term, in both languages', async () => {
    const [first, second] = terms;
    expect(first?.ngayBatDau && second?.ngayBatDau).toBeTruthy();
    const insideFirst = addDays(first!.ngayBatDau!, 10);
    const vi = await createVersion(second!.id, insideFirst);
    expect(vi.status).toBe(400);
    expect(vi.body.errors?.[0]).toBe(
      `Ngày áp dụng phải nằm trong ${second!.tenHocKy} (${dmy(second!.ngayBatDau!)} – ${dmy(second!.ngayKetThuc!)}).`,
    );
    expect(vi.body.fieldErrors?.ngayApDung).toBeDefined();
    const en = await createVersion(second!.id, insideFirst, 'en');
    expect(en.body.errors?.[0]).toMatch(/^The start date must lie within /);
    expect((await createVersion(first!.id, addDays(first!.ngayBatDau!, -1))).status).toBe(400);
    expect((await createVersion(second!.id, second!.ngayBatDau!)).status).toBe(200);
  });

  it('keeps the days before a mid-week start on the timetable that covered them, on screen and in the feed', async () => {
    // Next week: inside the calendar feed's range (last week to four weeks ahead).
    const monday = addDays(mondayOf(schoolToday()), 7);
    const wednesday = addDays(monday, 2);
    const term = terms.find(
      (x) => x.ngayBatDau && x.ngayKetThuc && x.ngayBatDau <= monday && wednesday <= x.ngayKetThuc,
    );
    if (!term) return; // Next week straddles two terms or holidays: nothing to publish mid-week into.
    const week = () =>
      t
        .api<TuanCuaToi>('GET', `/api/ThoiKhoaBieu/tuanCuaToi?ngay=${monday}`, { as: 'giaovien' })
        .then((r) => r.body.data);
    const before = await week();
    const daysBefore = new Set(before.tiet.map((l) => l.ngay));
    expect(daysBefore.has(monday)).toBe(true);

    // A new version of the term (the published lessons copied) starting on Wednesday, published.
    const versions = await t.api<DanhSachPhienBan>('GET', '/api/ThoiKhoaBieu/danhSachPhienBan', { as: 'daotao' });
    const published = versions.body.data.phienBan.find((v) => v.trangThai === 'cong_bo' && v.hocKyId === term.id);
    const created = await createVersion(term.id, wednesday, 'vi', 'Điều chỉnh giữa tuần');
    expect(created.status).toBe(200);
    if (published) await repo.copyLessons(t.db, published.id, created.body.data.id);
    else {
      const inForce = (await repo.listPublishedUpTo(t.db, monday))[0]!;
      await repo.copyLessons(t.db, inForce.id, created.body.data.id);
    }
    const publishing = await t.api<PhienBanThoiKhoaBieu>(
      'POST',
      `/api/ThoiKhoaBieu/phienBan/${created.body.data.id}/congBo`,
      { as: 'daotao', body: { version: created.body.data.version } },
    );
    expect(publishing.status).toBe(200);

    const after = await week();
    expect(new Set(after.tiet.map((l) => l.ngay))).toEqual(daysBefore);
    expect(after.tiet.filter((l) => l.ngay < wednesday).length).toBe(
      before.tiet.filter((l) => l.ngay < wednesday).length,
    );

    const token = await t.api<LichToken>('POST', '/api/ThoiKhoaBieu/lichCuaToi/taoLai', { as: 'giaovien' });
    const path = new URL(token.body.data.duongDan!).pathname;
    const feed = await t.app.inject({ method: 'GET', url: path });
    expect(feed.statusCode).toBe(200);
    const mondayStamp = `DTSTART:${monday.replaceAll('-', '')}`;
    expect(feed.body.split('\r\n').filter((l) => l.startsWith(mondayStamp)).length).toBe(
      after.tiet.filter((l) => l.ngay === monday).length,
    );
    expect(after.tiet.some((l) => l.ngay === monday)).toBe(true);
  });
});
