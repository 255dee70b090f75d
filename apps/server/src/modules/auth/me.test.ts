import type { Me } from '@hpl/shared';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { hocSinh, lopQuanLy, lopQuanLyHocSinh, namHoc, nhanVien, taiKhoan } from '../../db/schema';

// `/api/auth/me` reads the caller's own staff or student row through prepared reads (lib/prepared.ts), built by the
// first caller and run with each caller's own id after: each user must see their own, on both drivers.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const me = async (username: string) => (await t.api<Me>('GET', '/api/auth/me', { as: username })).body.data;

describe('GET /api/auth/me', () => {
  it("gives each student their own record and this year's class, and each staff member their own", async () => {
    const students = await t.db
      .select({ username: taiKhoan.username, id: hocSinh.id, hoTen: hocSinh.hoTen, lop: lopQuanLy.tenLop })
      .from(taiKhoan)
      .innerJoin(hocSinh, eq(hocSinh.id, taiKhoan.hocSinhId))
      .innerJoin(lopQuanLyHocSinh, and(eq(lopQuanLyHocSinh.hocSinhId, hocSinh.id), isNull(lopQuanLyHocSinh.denNgay)))
      .innerJoin(lopQuanLy, eq(lopQuanLy.id, lopQuanLyHocSinh.lopQuanLyId))
      .innerJoin(namHoc, and(eq(namHoc.id, lopQuanLy.namHocId), eq(namHoc.isActive, true)))
      .orderBy(lopQuanLy.tenLop, hocSinh.id);
    const first = students[0]!;
    const other = students.find((s) => s.lop !== first.lop)!;
    for (const student of [first, other, first]) {
      const data = await me(student.username);
      expect(data.hocSinh).toMatchObject({ id: student.id, hoTen: student.hoTen, lop: student.lop });
      expect(data.nhanVien).toBeNull();
    }

    const staff = await t.db
      .select({ username: taiKhoan.username, id: nhanVien.id, hoTen: nhanVien.hoTen })
      .from(taiKhoan)
      .innerJoin(nhanVien, eq(nhanVien.id, taiKhoan.nhanVienId))
      .where(isNotNull(taiKhoan.nhanVienId))
      .orderBy(nhanVien.id)
      .limit(2);
    for (const member of [...staff, staff[0]!]) {
      const data = await me(member.username);
      expect(data.nhanVien).toMatchObject({ id: member.id, hoTen: member.hoTen });
      expect(data.hocSinh).toBeNull();
    }
  });
});
