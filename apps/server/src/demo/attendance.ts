import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import * as t from '../db/schema';
import { createRandom } from './random';

const BATCH = 1_000;

/**
 * Daily attendance for the first term of the active year, school days only (Monday–Friday, holidays skipped) up to
 * the term's end: mostly present, a few late or absent, with the homeroom teacher's account as recorder.
 */
export async function generateAttendance(tx: DbOrTx): Promise<number> {
  const random = createRandom(20_260_905);
  const [year] = await tx.select({ id: t.namHoc.id }).from(t.namHoc).where(eq(t.namHoc.isActive, true));
  if (!year) return 0;
  const [term] = await tx
    .select({ tu: t.hocKy.ngayBatDau, den: t.hocKy.ngayKetThuc })
    .from(t.hocKy)
    .where(eq(t.hocKy.namHocId, year.id))
    .orderBy(asc(t.hocKy.thuTu))
    .limit(1);
  if (!term?.tu || !term.den) return 0;
  const holidays = await tx.select({ tu: t.ngayNghi.tuNgay, den: t.ngayNghi.denNgay }).from(t.ngayNghi);
  const days: string[] = [];
  for (
    let d = new Date(`${term.tu}T00:00:00Z`);
    d <= new Date(`${term.den}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + 1)
  ) {
    const iso = d.toISOString().slice(0, 10);
    const weekday = d.getUTCDay();
    if (weekday === 0 || weekday === 6 || holidays.some((h) => h.tu <= iso && iso <= h.den)) continue;
    days.push(iso);
  }
  const enrolments = await tx
    .select({
      hocSinhId: t.lopQuanLyHocSinh.hocSinhId,
      lopQuanLyId: t.lopQuanLyHocSinh.lopQuanLyId,
      gvcnId: t.lopQuanLy.gvcnId,
    })
    .from(t.lopQuanLyHocSinh)
    .innerJoin(t.lopQuanLy, eq(t.lopQuanLy.id, t.lopQuanLyHocSinh.lopQuanLyId))
    .where(and(eq(t.lopQuanLy.namHocId, year.id), isNull(t.lopQuanLyHocSinh.denNgay)));
  const accounts = new Map(
    (await tx.select({ id: t.taiKhoan.id, nhanVienId: t.taiKhoan.nhanVienId }).from(t.taiKhoan)).map((a) => [
      a.nhanVienId,
      a.id,
    ]),
  );
  let rows: (typeof t.diemDanhHocSinh.$inferInsert)[] = [];
  let total = 0;
  for (const day of days) {
    for (const e of enrolments) {
      const roll = random.next();
      const trangThai =
        roll < 0.93 ? 'co_mat' : roll < 0.96 ? 'di_muon' : roll < 0.99 ? 'vang_co_phep' : 'vang_khong_phep';
      rows.push({
        hocSinhId: e.hocSinhId,
        lopQuanLyId: e.lopQuanLyId,
        ngay: day,
        trangThai,
        nguoiGhiNhanId: accounts.get(e.gvcnId) ?? null,
        ghiNhanLuc: new Date(`${day}T07:45:00+07:00`),
      });
      if (rows.length >= BATCH) {
        await tx.insert(t.diemDanhHocSinh).values(rows);
        total += rows.length;
        rows = [];
      }
    }
  }
  if (rows.length > 0) await tx.insert(t.diemDanhHocSinh).values(rows);
  return total + rows.length;
}
