import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { hocSinh, nhanVien, phuHuynh } from '../db/schema';
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
});
