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

const band = (key: string, vi: string, en: string, min: number, max: number | null, followUp: boolean) => ({
  key,
  label: { vi, en },
  min,
  max,
  followUp,
});
const observationBands = [
  band('chuaThay', 'Chưa thấy điều đáng lo', 'Nothing of concern observed', 0, 3, false),
  band('quanTam', 'Nên quan tâm thêm', 'Worth closer attention', 4, 7, false),
  band('traoDoi', 'Nên trao đổi với tổ tư vấn', 'Worth a word with the counselling team', 8, null, true),
];

/**
 * The homeroom teacher's observation checklist, made by the demo school itself — NOT a clinical or validated scale:
 * eight things a teacher can see in class, two groups of four, 0–3 each (the positive items reverse-scored), and
 * bands that only suggest a talk with the counselling team. No published instrument is copied, so no licence is
 * needed; its `nguon` and `giayPhep` say so, and the DASS-21 / WHO-5 / Rosenberg remain the screening scales.
 */
export const SCHOOL_OBSERVATION_CHECKLIST = {
  ma: 'QS-GVCN',
  ten: 'Phiếu quan sát học sinh của giáo viên chủ nhiệm (trường tự xây dựng)',
  tenEn: 'Homeroom teacher’s observation checklist (school-made)',
  moTa: 'Phiếu do trường tự xây dựng, không phải thang đo lâm sàng: 8 điều giáo viên quan sát được trong 4 tuần, 0–3 mỗi câu; chỉ gợi ý học sinh nên được tổ tư vấn trò chuyện thêm.',
  nguoiTraLoi: 'GiaoVien' as const,
  nguon:
    'Trường tự xây dựng (tổ tư vấn tâm lý học đường, theo Thông tư 31/2017/TT-BGDĐT) — không dựa trên, không trích thang đo đã công bố nào; chưa được chuẩn hóa hay kiểm định. School-made, not a validated or clinical scale.',
  giayPhep:
    'Tài liệu nội bộ của nhà trường, được dùng tự do trong trường. The school’s own document, free to use within the school.',
  dinhNghia: {
    instructions: {
      vi: 'Thầy cô chọn mức gần nhất với những gì đã quan sát được ở học sinh trong BỐN TUẦN QUA. Đây là phiếu quan sát do trường tự xây dựng, không phải công cụ chẩn đoán.',
      en: 'Choose what comes closest to what you have seen of the student OVER THE LAST FOUR WEEKS. This is the school’s own observation checklist, not a diagnostic tool.',
    },
    options: [
      { label: { vi: 'Không thấy', en: 'Not seen' }, score: 0 },
      { label: { vi: 'Thỉnh thoảng', en: 'Sometimes' }, score: 1 },
      { label: { vi: 'Thường xuyên', en: 'Often' }, score: 2 },
      { label: { vi: 'Hầu như hằng ngày', en: 'Almost every day' }, score: 3 },
    ],
    groups: [
      { key: 'camXuc', title: { vi: 'Cảm xúc', en: 'Mood' }, multiplier: 1, bands: observationBands },
      {
        key: 'ketNoi',
        title: { vi: 'Gắn kết với lớp', en: 'Belonging in class' },
        multiplier: 1,
        bands: observationBands,
      },
    ],
    questions: (
      [
        ['camXuc', 'Tỏ ra buồn bã, ít nói hơn thường ngày', 'Seems sad, quieter than usual', false],
        ['camXuc', 'Lo lắng, căng thẳng rõ rệt trước giờ kiểm tra', 'Visibly anxious or tense before tests', false],
        ['camXuc', 'Dễ cáu gắt hoặc bật khóc', 'Quick to get irritable or to cry', false],
        [
          'camXuc',
          'Than mệt, đau đầu, đau bụng không rõ lý do',
          'Complains of tiredness, headaches or stomach aches',
          false,
        ],
        ['ketNoi', 'Hòa đồng, có bạn thân trong lớp', 'Gets on with others, has close friends in class', true],
        ['ketNoi', 'Tham gia các hoạt động chung của lớp', 'Takes part in the class’s activities', true],
        ['ketNoi', 'Hay ngồi một mình trong giờ ra chơi', 'Often sits alone at break', false],
        ['ketNoi', 'Bị bạn trêu chọc hoặc xa lánh', 'Teased or left out by classmates', false],
      ] as const
    ).map(([group, vi, en, reverse], i) => ({ key: `q${i + 1}`, group, text: { vi, en }, reverse })),
  } satisfies TamLyDefinition,
};

/**
 * An open observation campaign for gvcn's homeroom class (so `chunhiem/danhGiaVeHocSinh` has students to answer
 * about), with one sheet gvcn has started and not submitted (no score exists until it is).
 */
async function seedTeacherObservation(tx: DbOrTx, asOf: string, namHocId: number): Promise<void> {
  const [home] = await tx
    .select({ id: t.lopQuanLy.id, accountId: t.taiKhoan.id })
    .from(t.taiKhoan)
    .innerJoin(t.lopQuanLy, eq(t.lopQuanLy.gvcnId, t.taiKhoan.nhanVienId))
    .where(and(eq(t.taiKhoan.username, 'gvcn'), eq(t.lopQuanLy.namHocId, namHocId)))
    .orderBy(asc(t.lopQuanLy.id))
    .limit(1);
  if (!home) return;
  const { dinhNghia, ...about } = SCHOOL_OBSERVATION_CHECKLIST;
  const [instrument] = await tx
    .insert(t.tamLyBaiDanhGia)
    .values({ ...about, phienBan: 1, dinhNghia })
    .returning({ id: t.tamLyBaiDanhGia.id });
  const [campaign] = await tx
    .insert(t.tamLyDotDanhGia)
    .values({
      baiDanhGiaId: instrument!.id,
      namHocId,
      ten: 'Giáo viên chủ nhiệm quan sát học sinh – học kỳ I',
      trangThai: 'open',
      tuNgay: addDays(asOf, -5),
      denNgay: addDays(asOf, 30),
      lopIds: [home.id],
    })
    .returning({ id: t.tamLyDotDanhGia.id });
  const [first] = await tx
    .select({ hocSinhId: t.lopQuanLyHocSinh.hocSinhId })
    .from(t.lopQuanLyHocSinh)
    .where(and(eq(t.lopQuanLyHocSinh.lopQuanLyId, home.id), isNull(t.lopQuanLyHocSinh.denNgay)))
    .orderBy(asc(t.lopQuanLyHocSinh.hocSinhId))
    .limit(1);
  if (!first) return;
  await tx.insert(t.tamLyPhieuTraLoi).values({
    dotId: campaign!.id,
    hocSinhId: first.hocSinhId,
    traLoi: { q1: 0, q2: 1, q3: 0 },
    nguoiTraLoiId: home.accountId,
  });
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
 * level, which `hocsinh` has not answered yet and some classmates have; the school's own observation checklist,
 * open for gvcn's class (teacher report).
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
  await seedTeacherObservation(tx, asOf, year.id);
}
