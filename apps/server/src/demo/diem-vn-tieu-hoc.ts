import {
  PRIMARY_CRITERIA,
  type PrimaryPeriod,
  type PrimaryRating,
  primaryTestedSubjectFrom,
  primaryTestRequired,
} from '@hpl/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import * as t from '../db/schema';
import { createRandom, type Random } from './random';

const SEED = 20_261_127;
const BATCH = 1000;

/** A date-time in Vietnam (UTC+7). */
const vn = (date: string) => new Date(`${date}T00:00:00+07:00`);

const COMMENTS: Record<PrimaryRating, string[]> = {
  HoanThanhTot: ['Em học tốt, tích cực phát biểu.', 'Em nắm chắc kiến thức, trình bày sạch đẹp.'],
  HoanThanh: ['Em hoàn thành bài, cần cẩn thận hơn khi làm bài.', 'Em tiếp thu bài khá, cần mạnh dạn phát biểu.'],
  ChuaHoanThanh: ['Em cần luyện thêm ở nhà, cô sẽ kèm thêm.', 'Em cần chú ý nghe giảng và làm đủ bài tập.'],
};

/** A rating from the pupil's ability (0..1) with some noise: most pupils Hoàn thành or Hoàn thành tốt. */
function ratingOf(random: Random, ability: number): PrimaryRating {
  const v = ability + (random.next() - 0.5) * 0.3;
  return v > 0.62 ? 'HoanThanhTot' : v > 0.12 ? 'HoanThanh' : 'ChuaHoanThanh';
}

/** A periodic test mark (1..10) that goes with the rating. */
function testOf(random: Random, rating: PrimaryRating): number {
  if (rating === 'HoanThanhTot') return random.pick([8, 9, 9, 10, 10]);
  if (rating === 'HoanThanh') return random.pick([5, 6, 7, 7, 8]);
  return random.pick([3, 4, 4, 5]);
}

/**
 * Primary grades (Circular 27) of the active year for every primary subject class: the rating points of term I (GK1,
 * CK1) rated with tests where due and comments, GK2 entered for half of each class with its window open, qualities
 * and competences of GK1 and CK1 set, term I published. The demo account `giaovien` also teaches Maths of class 5A1
 * (the named accounts teach secondary only), so a signed-in teacher has a primary class to rate.
 */
export async function seedDiemVnTieuHoc(tx: DbOrTx): Promise<{ entries: number }> {
  const random = createRandom(SEED);
  const [year] = await tx.select({ id: t.namHoc.id }).from(t.namHoc).where(eq(t.namHoc.isActive, true));
  if (!year) return { entries: 0 };

  await tx.insert(t.diemVnCotNhap).values([
    { namHocId: year.id, hocKy: 1, cot: 'GK1', moLuc: vn('2026-10-19'), dongLuc: vn('2026-11-02') },
    { namHocId: year.id, hocKy: 1, cot: 'CK1', moLuc: vn('2026-11-02'), dongLuc: vn('2026-11-16') },
    { namHocId: year.id, hocKy: 2, cot: 'GK2', moLuc: vn('2026-11-16'), dongLuc: vn('2027-03-31') },
    { namHocId: year.id, hocKy: 2, cot: 'CN', moLuc: vn('2027-05-04'), dongLuc: vn('2027-05-31') },
  ]);

  const classes = await tx
    .select({
      id: t.lopMonHoc.id,
      ma: t.monHoc.maMonHoc,
      monKiemTra: t.diemVnMonHoc.monKiemTra,
      grade: t.khoi.thuTu,
      lopQuanLyId: t.lopMonHoc.lopQuanLyId,
      tenLopQuanLy: t.lopQuanLy.tenLop,
      teacherId: sql<number | null>`(select min(g.nhan_vien_id) from ${t.lopMonHocGiaoVien} g
        where g.lop_mon_hoc_id = ${t.lopMonHoc.id})`,
    })
    .from(t.lopMonHoc)
    .innerJoin(t.monHoc, eq(t.monHoc.id, t.lopMonHoc.monHocId))
    .innerJoin(t.heHoc, and(eq(t.heHoc.id, t.monHoc.heHocId), eq(t.heHoc.ma, 'VN')))
    .innerJoin(t.lopQuanLy, eq(t.lopQuanLy.id, t.lopMonHoc.lopQuanLyId))
    .innerJoin(t.khoi, and(eq(t.khoi.id, t.lopQuanLy.khoiId), eq(t.khoi.capHoc, 'tieu_hoc')))
    // The office's periodic-test role of the subject, if one is set (none in the demo: the codes decide).
    .leftJoin(
      t.diemVnMonHoc,
      and(
        eq(t.diemVnMonHoc.namHocId, t.lopMonHoc.namHocId),
        eq(t.diemVnMonHoc.monHocId, t.lopMonHoc.monHocId),
        eq(t.diemVnMonHoc.khoiId, t.lopQuanLy.khoiId),
      ),
    )
    .where(eq(t.lopMonHoc.namHocId, year.id))
    .orderBy(t.lopMonHoc.id);
  if (classes.length === 0) return { entries: 0 };

  const [giaovien] = await tx
    .select({ nhanVienId: t.taiKhoan.nhanVienId })
    .from(t.taiKhoan)
    .where(eq(t.taiKhoan.username, 'giaovien'));
  const demoClass = classes.find((c) => c.ma === 'TOAN-TH' && c.tenLopQuanLy === '5A1');
  if (giaovien?.nhanVienId && demoClass)
    await tx
      .insert(t.lopMonHocGiaoVien)
      .values({ lopMonHocId: demoClass.id, nhanVienId: giaovien.nhanVienId })
      .onConflictDoNothing();

  const members = await tx
    .select({ lopMonHocId: t.lopMonHocHocSinh.lopMonHocId, hocSinhId: t.lopMonHocHocSinh.hocSinhId })
    .from(t.lopMonHocHocSinh)
    .innerJoin(t.lopMonHoc, eq(t.lopMonHoc.id, t.lopMonHocHocSinh.lopMonHocId))
    .where(and(eq(t.lopMonHoc.namHocId, year.id), isNull(t.lopMonHocHocSinh.denNgay)))
    .orderBy(t.lopMonHocHocSinh.hocSinhId);
  const membersOf = new Map<number, number[]>();
  for (const m of members) membersOf.set(m.lopMonHocId, [...(membersOf.get(m.lopMonHocId) ?? []), m.hocSinhId]);
  const accounts = await tx
    .select({ id: t.taiKhoan.id, nhanVienId: t.taiKhoan.nhanVienId })
    .from(t.taiKhoan)
    .where(sql`${t.taiKhoan.nhanVienId} is not null`);
  const accountOf = new Map(accounts.map((a) => [a.nhanVienId!, a.id]));

  const ability = new Map<number, number>();
  const abilityOf = (id: number) => {
    if (!ability.has(id)) ability.set(id, Math.min(1, Math.max(0, 0.5 + (random.next() + random.next() - 1) * 0.6)));
    return ability.get(id)!;
  };

  const entries: (typeof t.diemVnTieuHoc.$inferInsert)[] = [];
  for (const cls of classes) {
    const tested = primaryTestedSubjectFrom(cls.monKiemTra, cls.ma);
    const pupils = membersOf.get(cls.id) ?? [];
    const periods: PrimaryPeriod[] = ['GK1', 'CK1', 'GK2'];
    for (const ky of periods)
      pupils.forEach((hocSinhId, i) => {
        // GK2 is under way: half of each class is rated so far.
        if (ky === 'GK2' && i % 2 === 1) return;
        const mucDat = ratingOf(random, abilityOf(hocSinhId));
        entries.push({
          lopMonHocId: cls.id,
          hocSinhId,
          ky,
          mucDat,
          diemKiemTra: primaryTestRequired(cls.grade, tested, ky) ? testOf(random, mucDat) : null,
          nhanXet: ky === 'GK2' ? null : random.pick(COMMENTS[mucDat]),
          updatedBy: cls.teacherId == null ? null : (accountOf.get(cls.teacherId) ?? null),
        });
      });
  }
  for (let i = 0; i < entries.length; i += BATCH) await tx.insert(t.diemVnTieuHoc).values(entries.slice(i, i + BATCH));

  // Qualities and competences of term I, by the homeroom teachers.
  const homerooms = [...new Set(classes.map((c) => c.lopQuanLyId!))];
  const qualities: (typeof t.diemVnPhamChat.$inferInsert)[] = [];
  for (const lopQuanLyId of homerooms) {
    const pupils = await tx
      .select({ hocSinhId: t.lopQuanLyHocSinh.hocSinhId })
      .from(t.lopQuanLyHocSinh)
      .where(and(eq(t.lopQuanLyHocSinh.lopQuanLyId, lopQuanLyId), isNull(t.lopQuanLyHocSinh.denNgay)));
    for (const ky of ['GK1', 'CK1'])
      for (const { hocSinhId } of pupils) {
        const a = abilityOf(hocSinhId);
        const muc = Object.fromEntries(
          PRIMARY_CRITERIA.map((c) => {
            const v = a + (random.next() - 0.3) * 0.5;
            return [c, v > 0.55 ? 'Tot' : v > 0.05 ? 'Dat' : 'CanCoGang'];
          }),
        );
        qualities.push({
          lopQuanLyId,
          hocSinhId,
          ky,
          muc,
          nhanXet: a > 0.6 ? 'Em ngoan, lễ phép, hoà đồng với bạn bè.' : 'Em chăm ngoan, cần mạnh dạn hơn.',
        });
      }
  }
  for (let i = 0; i < qualities.length; i += BATCH)
    await tx.insert(t.diemVnPhamChat).values(qualities.slice(i, i + BATCH));

  // Term I of the primary classes is published (pupils and parents see GK1 and CK1).
  await tx
    .insert(t.diemVnCongBo)
    .values(classes.map((c) => ({ lopMonHocId: c.id, hocKy: 1, congBo: true, khoa: false })))
    .onConflictDoNothing();
  return { entries: entries.length };
}
