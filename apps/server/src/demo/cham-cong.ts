import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import * as t from '../db/schema';
import { createRandom } from './random';

const atSchool = (day: string, minutes: number) =>
  new Date(
    `${day}T${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00+07:00`,
  );

/**
 * Two months of machine punches for the staff demo accounts (in around 07:00–07:45, out around 16:30–17:30, the
 * odd late morning), one day without a punch out and its pending correction for `giaovien`, so "my punches" and
 * HR's correction queue have content.
 */
export async function seedPunches(tx: DbOrTx, asOf: string): Promise<void> {
  const staff = await tx
    .select({ username: t.taiKhoan.username, nhanVienId: t.taiKhoan.nhanVienId, ma: t.nhanVien.maNhanVien })
    .from(t.taiKhoan)
    .innerJoin(t.nhanVien, eq(t.nhanVien.id, t.taiKhoan.nhanVienId))
    .where(inArray(t.taiKhoan.username, ['giaovien', 'gvcn', 'totruong', 'nhansu']));
  const random = createRandom(3011);
  const end = new Date(`${asOf}T12:00:00+07:00`);
  const days: string[] = [];
  for (let back = 61; back >= 1; back--) {
    const d = new Date(end.getTime() - back * 86_400_000);
    const weekday = d.getUTCDay();
    if (weekday !== 0 && weekday !== 6) days.push(d.toISOString().slice(0, 10));
  }
  const missingOut = days[days.length - 4];
  const rows: (typeof t.chamCongMay.$inferInsert)[] = [];
  for (const person of staff) {
    if (person.nhanVienId === null) continue;
    for (const day of days) {
      const late = random.next() < 0.12;
      rows.push({
        maMay: 'MAY01',
        maNhanVien: person.ma,
        nhanVienId: person.nhanVienId,
        thoiDiem: atSchool(day, late ? random.int(451, 500) : random.int(415, 449)),
      });
      if (person.username === 'giaovien' && day === missingOut) continue;
      rows.push({
        maMay: 'MAY02',
        maNhanVien: person.ma,
        nhanVienId: person.nhanVienId,
        thoiDiem: atSchool(day, random.int(990, 1050)),
      });
    }
  }
  if (rows.length) await tx.insert(t.chamCongMay).values(rows);
  const giaovien = staff.find((s) => s.username === 'giaovien');
  if (giaovien?.nhanVienId && missingOut) {
    await tx.insert(t.yeuCauSuaChamCong).values({
      nhanVienId: giaovien.nhanVienId,
      thoiDiem: atSchool(missingOut, 1020),
      lyDo: 'Máy chấm công ở cổng sau không nhận vân tay khi tôi ra về.',
    });
  }
}
