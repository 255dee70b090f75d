import { scoreAnswers, type TamLyDefinition } from '@hpl/shared';
import { SEED_INSTRUMENTS } from '@hpl/shared/danh-gia-tam-ly/instruments/index';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import * as t from '../db/schema';
import { createRandom, type Random } from './random';

const addDays = (iso: string, days: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/**
 * A student's answers with a realistic spread: most students answer near the bottom of the scale, some in the
 * middle, a few high (a latent level per student, each item around it). `favourable` marks scales where a high
 * option is the healthy one (the WHO-5), so the same latent level reads the other way there.
 */
function answersOf(random: Random, def: TamLyDefinition, level: number, favourable: boolean): Record<string, number> {
  const top = def.options.length - 1;
  return Object.fromEntries(
    def.questions.map((q) => {
      const noise = random.next() * 1.6 - 0.8;
      const distress = Math.max(0, Math.min(top, Math.round(level * (top / 3) + noise)));
      return [q.key, favourable ? top - distress : distress];
    }),
  );
}

/** 0 for most students, 1 for some, 2 for fewer, 3 for a few (a screening population, not a clinic's). */
const latentLevel = (random: Random) => {
  const r = random.next();
  return r < 0.68 ? 0 : r < 0.88 ? 1 : r < 0.96 ? 2 : 3;
};

/**
 * Student wellbeing of the demo school: the three instruments whose licences allow electronic use (DASS-21, WHO-5,
 * Rosenberg; sources and licences in their definitions); a closed DASS-21 campaign answered by most students of two
 * grade levels (a few in the severe bands, on the follow-up list); an open WHO-5 campaign for `hocsinh`'s grade
 * level, which `hocsinh` has not answered yet and some classmates have.
 */
export async function seedWellbeing(tx: DbOrTx, asOf: string): Promise<void> {
  const random = createRandom(2917);
  const instruments = await tx
    .insert(t.tamLyBaiDanhGia)
    .values(
      SEED_INSTRUMENTS.map((s) => ({
        ma: s.ma,
        phienBan: 1,
        ten: s.ten,
        tenEn: s.tenEn,
        moTa: s.moTa,
        nguoiTraLoi: s.nguoiTraLoi,
        nguon: s.nguon,
        giayPhep: s.giayPhep,
        dinhNghia: s.dinhNghia,
      })),
    )
    .returning({ id: t.tamLyBaiDanhGia.id, ma: t.tamLyBaiDanhGia.ma });
  const idOf = Object.fromEntries(instruments.map((r) => [r.ma, r.id]));
  const definition = (ma: string) => SEED_INSTRUMENTS.find((s) => s.ma === ma)!.dinhNghia;

  const [year] = await tx.select({ id: t.namHoc.id }).from(t.namHoc).where(eq(t.namHoc.isActive, true));
  const [pupil] = await tx
    .select({ hocSinhId: t.taiKhoan.hocSinhId })
    .from(t.taiKhoan)
    .where(eq(t.taiKhoan.username, 'hocsinh'));
  if (!year || !pupil?.hocSinhId) return;
  const students = await tx
    .select({ hocSinhId: t.lopQuanLyHocSinh.hocSinhId, lopId: t.lopQuanLy.id, khoiId: t.lopQuanLy.khoiId })
    .from(t.lopQuanLyHocSinh)
    .innerJoin(t.lopQuanLy, eq(t.lopQuanLy.id, t.lopQuanLyHocSinh.lopQuanLyId))
    .where(and(eq(t.lopQuanLy.namHocId, year.id), isNull(t.lopQuanLyHocSinh.denNgay)))
    .orderBy(asc(t.lopQuanLyHocSinh.hocSinhId));
  const own = students.find((s) => s.hocSinhId === pupil.hocSinhId);
  if (!own?.khoiId) return;
  const grades = [...new Set(students.map((s) => s.khoiId).filter((k): k is number => k !== null))].sort(
    (a, b) => a - b,
  );
  const other =
    grades.find((k) => k !== own.khoiId && Math.abs(k - own.khoiId!) === 1) ?? grades.find((k) => k !== own.khoiId);
  const screened = [own.khoiId, ...(other ? [other] : [])];

  const [closed, open] = await tx
    .insert(t.tamLyDotDanhGia)
    .values([
      {
        baiDanhGiaId: idOf['DASS-21']!,
        namHocId: year.id,
        ten: 'Sàng lọc sức khỏe tinh thần đầu năm học',
        trangThai: 'closed',
        tuNgay: addDays(asOf, -60),
        denNgay: addDays(asOf, -46),
        khoiIds: screened,
      },
      {
        baiDanhGiaId: idOf['WHO-5']!,
        namHocId: year.id,
        ten: 'Chỉ số hạnh phúc học kỳ I',
        trangThai: 'open',
        tuNgay: addDays(asOf, -3),
        denNgay: addDays(asOf, 45),
        khoiIds: [own.khoiId],
      },
    ])
    .returning({ id: t.tamLyDotDanhGia.id });

  const sheets: (typeof t.tamLyPhieuTraLoi.$inferInsert)[] = [];
  const submittedAt = new Date(`${addDays(asOf, -50)}T03:00:00Z`);
  const dass = definition('DASS-21');
  const who5 = definition('WHO-5');
  for (const s of students) {
    if (!s.khoiId || !screened.includes(s.khoiId)) continue;
    // Most answered the screening (≈ 88 %), hocsinh among them with an unremarkable result.
    const self = s.hocSinhId === pupil.hocSinhId;
    if (!self && !random.chance(0.88)) continue;
    const traLoi = answersOf(random, dass, self ? 0 : latentLevel(random), false);
    const ketQua = scoreAnswers(dass, traLoi);
    sheets.push({
      dotId: closed!.id,
      hocSinhId: s.hocSinhId,
      lopQuanLyId: s.lopId,
      khoiId: s.khoiId,
      traLoi,
      ketQua,
      canTheoDoi: ketQua.some((g) => g.followUp),
      nopLuc: submittedAt,
    });
  }
  for (const s of students) {
    if (s.khoiId !== own.khoiId || s.hocSinhId === pupil.hocSinhId || !random.chance(0.35)) continue;
    const traLoi = answersOf(random, who5, latentLevel(random), true);
    const ketQua = scoreAnswers(who5, traLoi);
    sheets.push({
      dotId: open!.id,
      hocSinhId: s.hocSinhId,
      lopQuanLyId: s.lopId,
      khoiId: s.khoiId,
      traLoi,
      ketQua,
      canTheoDoi: ketQua.some((g) => g.followUp),
      nopLuc: new Date(`${addDays(asOf, -1)}T03:00:00Z`),
    });
  }
  for (let i = 0; i < sheets.length; i += 500) await tx.insert(t.tamLyPhieuTraLoi).values(sheets.slice(i, i + 500));
}
