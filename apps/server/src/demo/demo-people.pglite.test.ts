import type { LopChuNhiem, TongKetLop } from '@hpl/shared';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { hocSinh, namHoc, nhanVien, phuHuynh } from '../db/schema';
import { GIVEN_NAMES } from './random';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const givenName = (hoTen: string) => hoTen.split(' ').at(-1)!;

describe('the demo school’s people', () => {
  it('labels guardians “cha” and “mẹ”, with a man’s name for a father and a woman’s for a mother', async () => {
    const rows = await t.db
      .select({ quanHe: phuHuynh.quanHe, hoTen: phuHuynh.hoTen, hocSinh: hocSinh.hoTen })
      .from(phuHuynh)
      .innerJoin(hocSinh, eq(hocSinh.id, phuHuynh.hocSinhId));
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.quanHe))).toEqual(new Set(['cha', 'mẹ']));
    const women: readonly string[] = GIVEN_NAMES.nu;
    const men: readonly string[] = GIVEN_NAMES.nam;
    for (const r of rows) {
      if (r.quanHe === 'mẹ') expect(women, r.hoTen).toContain(givenName(r.hoTen));
      else {
        expect(men, r.hoTen).toContain(givenName(r.hoTen));
        // Children carry their father's family name.
        expect(r.hoTen.split(' ')[0]).toBe(r.hocSinh.split(' ')[0]);
      }
    }
  });

  it('records the named staff with their gender', async () => {
    const [huong] = await t.db
      .select({ gioiTinh: nhanVien.gioiTinh })
      .from(nhanVien)
      .where(eq(nhanVien.hoTen, 'Ngô Thanh Hương'));
    expect(huong?.gioiTinh).toBe('nu');
  });

  it('keeps last year’s 9A1 finished, with its summer retake and conduct training classified again', async () => {
    const [previous] = await t.db
      .select({ id: namHoc.id })
      .from(namHoc)
      .where(eq(namHoc.isActive, false))
      .orderBy(desc(namHoc.ngayBatDau));
    const classes = await t.api<LopChuNhiem[]>('GET', `/api/DiemVN/lopChuNhiem?namHocId=${previous!.id}&phamVi=tatCa`, {
      as: 'daotao',
    });
    const cls = classes.body.data.find((c) => c.tenLop === '9A1')!;
    const summary = (await t.api<TongKetLop>('GET', `/api/DiemVN/tongKet/${cls.id}?hocKy=0`, { as: 'daotao' })).body
      .data;
    expect(summary.xacNhan).toBe(true);
    expect(summary.hocSinh.length).toBeGreaterThanOrEqual(4);
    const summer = summary.hocSinh.filter((s) => s.sauHe);
    // Two summer retakes (three in the larger schools) and one conduct training, all promoted after the summer.
    const retaken = summer.filter((s) => s.diem.some((d) => d.kiemTraLai));
    expect(retaken.length).toBeGreaterThanOrEqual(2);
    expect(summer.filter((s) => !s.diem.some((d) => d.kiemTraLai))).toMatchObject([{ renLuyen: 'Đạt' }]);
    expect(summary.hocSinh.every((s) => s.ketQua === 'LenLop')).toBe(true);
    // The retake results replaced the failed subjects' year averages (all at least 5.0 now).
    for (const s of retaken)
      for (const d of s.diem.filter((x) => x.kiemTraLai)) expect(d.diemTb).toBeGreaterThanOrEqual(5);
  });
});
