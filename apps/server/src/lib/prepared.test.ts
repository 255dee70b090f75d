import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/support/test-app';
import type { Database } from '../db/client';
import { hocSinh, lopQuanLy, lopQuanLyHocSinh, namHoc, nhanVien, taiKhoan } from '../db/schema';
import { findOwnStaff, findOwnStudent } from '../modules/auth/auth.repository';
import { listNamHoc } from '../modules/nam-hoc/nam-hoc.repository';
import { insertNotifications, listNotifications, markRead } from '../modules/notifications/notifications.repository';

// Prepared reads (lib/prepared.ts) are built once per database and shape and then run with other values: each run
// must see its own values (an account, a page, a sort) and the rows as they are now, on both drivers.
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe('prepared reads', () => {
  it('give each account its own notifications, unread count and pages, after the first account prepared them', async () => {
    const { db } = database;
    const [first, second] = await db.select({ id: taiKhoan.id }).from(taiKhoan).orderBy(taiKhoan.id).limit(2);
    const a = first!.id;
    const b = second!.id;
    const before = {
      a: await listNotifications(db, a, { pageIndex: 1, pageSize: -1 }),
      b: await listNotifications(db, b, { pageIndex: 1, pageSize: -1 }),
    };
    await insertNotifications(db, [a], { loai: 'test.prepared', payload: { n: 1 } });
    await insertNotifications(db, [a], { loai: 'test.prepared', payload: { n: 2 } });
    await insertNotifications(db, [b], { loai: 'test.prepared', payload: { n: 3 } });

    const ofA = await listNotifications(db, a, { pageIndex: 1, pageSize: -1 });
    const ofB = await listNotifications(db, b, { pageIndex: 1, pageSize: -1 });
    expect(ofA.total).toBe(before.a.total + 2);
    expect(ofB.total).toBe(before.b.total + 1);
    expect(ofA.items.every((n) => n.taiKhoanId === a)).toBe(true);
    expect(ofB.items.every((n) => n.taiKhoanId === b)).toBe(true);
    expect(ofB.items[0]?.payload).toEqual({ n: 3 });
    expect(ofB.unread).toBe(before.b.unread + 1);

    // Pages of one (LIMIT and OFFSET are values of the same prepared query), newest first.
    const page1 = await listNotifications(db, a, { pageIndex: 1, pageSize: 1 });
    const page2 = await listNotifications(db, a, { pageIndex: 2, pageSize: 1 });
    expect(page1.items.map((n) => n.payload)).toEqual([{ n: 2 }]);
    expect(page2.items.map((n) => n.payload)).toEqual([{ n: 1 }]);
    expect(page1.total).toBe(ofA.total);

    // The unread shape, before and after marking read.
    expect((await listNotifications(db, a, { pageIndex: 1, pageSize: 10, chuaDoc: true })).total).toBe(ofA.unread);
    await markRead(db, a);
    const read = await listNotifications(db, a, { pageIndex: 1, pageSize: 10, chuaDoc: true });
    expect(read).toMatchObject({ total: 0, unread: 0, items: [] });
    expect((await listNotifications(db, b, { pageIndex: 1, pageSize: 10, chuaDoc: true })).total).toBe(ofB.unread);
  });

  it('list the academic years in each order asked for, whole or by page', async () => {
    const { db } = database;
    const all = await listNamHoc(db, { pageIndex: 1, pageSize: -1 });
    expect(all.items.length).toBeGreaterThan(1);
    expect(all.total).toBe(all.items.length);
    const names = all.items.map((y) => y.tenNamHoc);
    expect(names).toEqual([...names].sort().reverse());

    const ascending = await listNamHoc(db, { pageIndex: 1, pageSize: -1, sort: 'tenNamHoc' });
    expect(ascending.items.map((y) => y.tenNamHoc)).toEqual([...names].sort());
    const second = await listNamHoc(db, { pageIndex: 2, pageSize: 1 });
    expect(second).toEqual({ items: [all.items[1]], total: all.total });
    // A search still builds its query each time (not a prepared shape) and agrees with the list.
    const found = await listNamHoc(db, { pageIndex: 1, pageSize: -1, search: names[0]! });
    expect(found.items.map((y) => y.tenNamHoc)).toContain(names[0]);
  });

  it("give each signed-in user their own staff or student record and current class (the shell's /api/auth/me)", async () => {
    const { db } = database;
    const students = await db
      .select({ id: hocSinh.id, hoTen: hocSinh.hoTen, lop: lopQuanLy.tenLop })
      .from(lopQuanLyHocSinh)
      .innerJoin(hocSinh, eq(hocSinh.id, lopQuanLyHocSinh.hocSinhId))
      .innerJoin(lopQuanLy, eq(lopQuanLy.id, lopQuanLyHocSinh.lopQuanLyId))
      .innerJoin(namHoc, eq(namHoc.id, lopQuanLy.namHocId))
      .where(and(isNull(lopQuanLyHocSinh.denNgay), eq(namHoc.isActive, true)))
      .orderBy(lopQuanLy.tenLop, hocSinh.id);
    const first = students[0]!;
    const other = students.find((s) => s.lop !== first.lop)!;
    for (const student of [first, other, first])
      expect(await findOwnStudent(db, student.id)).toMatchObject({
        id: student.id,
        hoTen: student.hoTen,
        lop: student.lop,
      });
    expect(await findOwnStudent(db, -1)).toBeUndefined();
    const staff = await db
      .select({ id: nhanVien.id, hoTen: nhanVien.hoTen })
      .from(nhanVien)
      .orderBy(nhanVien.id)
      .limit(2);
    for (const member of [...staff, staff[0]!])
      expect(await findOwnStaff(db, member.id)).toMatchObject({ id: member.id, hoTen: member.hoTen });
  });
});
