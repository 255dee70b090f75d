import { mondayOf } from '@hpl/shared';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import * as t from '../db/schema';
import { createRandom } from './random';

/** The Youth Union's weekly criteria of a real school's class competition (thi đua nề nếp), each out of 10. */
export const DEMO_DISCIPLINE_CRITERIA = [
  { ten: 'Chuyên cần, đi học đúng giờ', tenEn: 'Attendance and punctuality' },
  { ten: 'Đồng phục, tác phong', tenEn: 'Uniform and appearance' },
  { ten: 'Vệ sinh lớp học, khu vực được phân công', tenEn: 'Cleanliness of the classroom and assigned area' },
  { ten: 'Chào cờ, tập trung sinh hoạt dưới cờ', tenEn: 'Flag ceremony and assembly' },
  { ten: 'Truy bài đầu giờ', tenEn: 'Morning self-study' },
  { ten: 'Trật tự trong giờ học', tenEn: 'Order during lessons' },
] as const;

const NOTES = [
  'Một số bạn đi muộn sau 7h.',
  'Khu vực hành lang còn rác sau giờ ra chơi.',
  'Lớp tập trung chào cờ chậm.',
  'Hai bạn không đeo khăn quàng / huy hiệu.',
];

const addDays = (iso: string, days: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/**
 * Eight weeks of entries for every class of the active year, entered by `doandoi`: the seven past weeks approved, this
 * week's pending, so that the week sheet, both rankings and the chart have content.
 */
export async function seedClassDiscipline(tx: DbOrTx, asOf: string): Promise<void> {
  const criteria = await tx
    .insert(t.tieuChiNenNep)
    .values(DEMO_DISCIPLINE_CRITERIA.map((c, i) => ({ ...c, diemToiDa: 10, thuTu: i + 1 })))
    .returning({ id: t.tieuChiNenNep.id, diemToiDa: t.tieuChiNenNep.diemToiDa });
  const [doandoi] = await tx.select({ id: t.taiKhoan.id }).from(t.taiKhoan).where(eq(t.taiKhoan.username, 'doandoi'));
  const [year] = await tx.select({ id: t.namHoc.id }).from(t.namHoc).where(eq(t.namHoc.isActive, true));
  if (!doandoi || !year) return;
  // Four eyes: the duty team (doandoi) enters, another member with the permission (admin) approves.
  const [approver] = await tx.select({ id: t.taiKhoan.id }).from(t.taiKhoan).where(eq(t.taiKhoan.username, 'admin'));
  const classes = await tx
    .select({ id: t.lopQuanLy.id })
    .from(t.lopQuanLy)
    .where(eq(t.lopQuanLy.namHocId, year.id))
    .orderBy(asc(t.lopQuanLy.id));
  const random = createRandom(2026);
  const thisWeek = mondayOf(asOf);
  for (let week = 7; week >= 0; week--) {
    const tuan = addDays(thisWeek, -7 * week);
    const approved = week > 0;
    const sheets = classes.map((cls) => {
      // Each class has its own habits: a few points lost here and there, more often for some classes.
      const slack = (cls.id % 4) + 1;
      const points = criteria.map((c) => ({
        tieuChiId: c.id,
        diem: Math.max(0, c.diemToiDa - (random.next() < slack / 8 ? random.int(1, 3) : 0)),
      }));
      return { cls, points, lost: points.some((p, i) => p.diem < criteria[i]!.diemToiDa) };
    });
    if (sheets.length === 0) return;
    const entries = await tx
      .insert(t.nenNepTuan)
      .values(
        sheets.map(({ cls, lost }) => ({
          namHocId: year.id,
          lopQuanLyId: cls.id,
          tuan,
          trangThai: approved ? 'da_duyet' : 'cho_duyet',
          ghiChu: lost ? NOTES[(cls.id + week) % NOTES.length]! : null,
          nguoiNhapId: doandoi.id,
          duyetBoiId: approved ? (approver ?? doandoi).id : null,
          duyetLuc: approved ? new Date(`${addDays(tuan, 5)}T10:00:00+07:00`) : null,
        })),
      )
      .returning({ id: t.nenNepTuan.id, lopQuanLyId: t.nenNepTuan.lopQuanLyId });
    await tx
      .insert(t.nenNepTuanDiem)
      .values(
        entries.flatMap((e) =>
          sheets.find((x) => x.cls.id === e.lopQuanLyId)!.points.map((p) => ({ nenNepTuanId: e.id, ...p })),
        ),
      );
  }
}
