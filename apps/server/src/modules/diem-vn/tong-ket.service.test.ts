import { termAverageOfCells } from '@hpl/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/support/test-app';
import type { Database } from '../../db/client';
import { diemVnDiem, diemVnTongKet, diemVnTrungBinh } from '../../db/schema';
import { computeSummaries } from './tong-ket.service';
import { recomputeClassAverages } from './trung-binh.service';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const storedOf = async (hocKy: number) =>
  new Map(
    (
      await database.db
        .select({
          l: diemVnTrungBinh.lopMonHocId,
          h: diemVnTrungBinh.hocSinhId,
          d: diemVnTrungBinh.diemTb,
          q: diemVnTrungBinh.ketQua,
        })
        .from(diemVnTrungBinh)
        .where(eq(diemVnTrungBinh.hocKy, hocKy))
    ).map((r) => [`${r.l}:${r.h}`, `${r.d}|${r.q}`]),
  );

describe('DiemVN year-end run (set-based)', () => {
  it('recomputes every class in one pass with the same averages as the one-student rules', async () => {
    const before = await storedOf(1);
    const ids = (await database.db.selectDistinct({ id: diemVnDiem.lopMonHocId }).from(diemVnDiem)).map((r) => r.id);
    const pairs = await recomputeClassAverages(database.db, ids);
    expect(pairs).toBeGreaterThan(100);
    const after = await storedOf(1);
    expect(after.size).toBe(before.size);
    for (const [key, value] of before) expect(after.get(key), key).toBe(value);

    // One student's term I average checked against the rules directly, from their cells.
    const [someone] = await database.db
      .select({ l: diemVnDiem.lopMonHocId, h: diemVnDiem.hocSinhId })
      .from(diemVnDiem)
      .where(and(eq(diemVnDiem.cot, 'TX4'), eq(diemVnDiem.trangThai, 'diem')))
      .limit(1);
    const cells = await database.db
      .select()
      .from(diemVnDiem)
      .where(
        and(eq(diemVnDiem.lopMonHocId, someone!.l), eq(diemVnDiem.hocSinhId, someone!.h), eq(diemVnDiem.hocKy, 1)),
      );
    const expected = termAverageOfCells(
      Object.fromEntries(
        cells.map((c) => [
          c.cot,
          { trangThai: c.trangThai as 'diem', giaTri: c.giaTri == null ? null : Number(c.giaTri) },
        ]),
      ),
      4,
    );
    expect(after.get(`${someone!.l}:${someone!.h}`)).toBe(`${expected?.toFixed(1) ?? null}|null`);
  });

  it('computes the summaries of every homeroom class at once, and refuses a confirmed class before writing', async () => {
    // This year's classes (the demo's finished last year is confirmed).
    const homerooms = (
      await database.db
        .selectDistinct({ id: diemVnTongKet.lopQuanLyId })
        .from(diemVnTongKet)
        .where(eq(diemVnTongKet.xacNhan, false))
    ).map((r) => r.id);
    const snapshot = async () =>
      (
        await database.db
          .select()
          .from(diemVnTongKet)
          .where(and(eq(diemVnTongKet.hocKy, 1), inArray(diemVnTongKet.lopQuanLyId, homerooms)))
          .orderBy(diemVnTongKet.lopQuanLyId, diemVnTongKet.hocSinhId)
      ).map(({ updatedAt: _, id: __, ...row }) => row);
    const before = await snapshot();
    const written = await computeSummaries(database.db, homerooms, 1);
    expect(written).toBe(before.length);
    expect(await snapshot()).toEqual(before);

    const [first, second] = homerooms as [number, number];
    await database.db
      .delete(diemVnTongKet)
      .where(and(eq(diemVnTongKet.lopQuanLyId, second), eq(diemVnTongKet.hocKy, 1)));
    await database.db
      .update(diemVnTongKet)
      .set({ xacNhan: true })
      .where(and(eq(diemVnTongKet.lopQuanLyId, first), eq(diemVnTongKet.hocKy, 1)));
    await expect(computeSummaries(database.db, homerooms, 1)).rejects.toMatchObject({ statusCode: 409 });
    const [{ n }] = (await database.db
      .select({ n: sql<number>`cast(count(*) as integer)` })
      .from(diemVnTongKet)
      .where(and(eq(diemVnTongKet.lopQuanLyId, second), eq(diemVnTongKet.hocKy, 1)))) as [{ n: number }];
    expect(n).toBe(0);
  });
});
