import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import * as t from '../db/schema';

/** Where the demo's arrivals came from, and why (as a school office writes it). */
const ARRIVALS = [
  { truongKhac: 'Trường Tiểu học Nguyễn Bỉnh Khiêm (Quận 1, TP.HCM)', lyDo: 'Gia đình chuyển nơi ở ra Hà Nội' },
  { truongKhac: 'Trường Tiểu học Lê Quý Đôn (Đà Nẵng)', lyDo: 'Theo bố mẹ chuyển công tác' },
  { truongKhac: 'Trường Tiểu học Kim Đồng (Hải Phòng)', lyDo: 'Gia đình chuyển nơi ở' },
  { truongKhac: 'Singapore International School (Hà Nội)', lyDo: 'Chuyển sang chương trình song ngữ' },
  { truongKhac: 'Trường Tiểu học Trưng Vương (Hà Nội)', lyDo: 'Gần nhà hơn' },
];

/**
 * A few school transfers, so the transfer history (quanly/hocSinhChuyenTruong) has rows: students new to the school
 * this year (their only homeroom enrolment is the current one, i.e. grade 1), enrolled at another primary school over
 * the summer, recorded as arrivals on the day they joined. Nobody leaves, so class sizes, grades and timetables stay
 * as generated.
 */
export async function seedTransfers(tx: DbOrTx): Promise<number> {
  const enrolments = await tx
    .select({
      hocSinhId: t.lopQuanLyHocSinh.hocSinhId,
      lopQuanLyId: t.lopQuanLyHocSinh.lopQuanLyId,
      tuNgay: t.lopQuanLyHocSinh.tuNgay,
      open: sql<boolean>`${t.lopQuanLyHocSinh.denNgay} is null and ${t.namHoc.isActive}`,
    })
    .from(t.lopQuanLyHocSinh)
    .innerJoin(t.lopQuanLy, eq(t.lopQuanLy.id, t.lopQuanLyHocSinh.lopQuanLyId))
    .innerJoin(t.namHoc, eq(t.namHoc.id, t.lopQuanLy.namHocId))
    .orderBy(asc(t.lopQuanLyHocSinh.lopQuanLyId), asc(t.lopQuanLyHocSinh.hocSinhId));
  const count = new Map<number, number>();
  for (const e of enrolments) count.set(e.hocSinhId, (count.get(e.hocSinhId) ?? 0) + 1);
  const newcomers = enrolments.filter((e) => e.open && count.get(e.hocSinhId) === 1);
  const step = Math.max(1, Math.floor(newcomers.length / ARRIVALS.length));
  const chosen = ARRIVALS.flatMap((arrival, i) => {
    const row = newcomers[i * step];
    return row ? [{ arrival, row }] : [];
  });
  if (chosen.length === 0) return 0;
  await tx.insert(t.chuyenTruong).values(
    chosen.map(({ arrival, row }) => ({
      hocSinhId: row.hocSinhId,
      loai: 'den',
      ngay: row.tuNgay,
      lyDo: arrival.lyDo,
      truongKhac: arrival.truongKhac,
      lopQuanLyId: row.lopQuanLyId,
    })),
  );
  return chosen.length;
}
