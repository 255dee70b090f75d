import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import * as t from '../db/schema';
import { schoolToday } from '../lib/school-date';
import { createRandom } from './random';

const QUESTIONS = {
  VN: [
    'Thầy/cô giảng bài dễ hiểu.',
    'Thầy/cô tổ chức cho học sinh hoạt động, thảo luận.',
    'Thầy/cô nhận xét, chữa bài kịp thời.',
    'Thầy/cô tôn trọng và lắng nghe học sinh.',
  ],
  CAM: [
    'The teacher explains clearly.',
    'Lessons help me prepare for Cambridge assessments.',
    'I get useful feedback on my work.',
  ],
} as const;

const COMMENTS = [
  'Bài giảng sinh động, em hiểu bài hơn.',
  'Mong thầy/cô cho thêm bài tập luyện tập.',
  'Thầy/cô giảng hơi nhanh ở phần cuối tiết.',
  'Em thích các hoạt động nhóm.',
  'The feedback on homework is really helpful.',
  '',
  '',
];

const shift = (iso: string, days: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/**
 * Student surveys of teaching: a closed national campaign and a closed Cambridge one, each with 5–9 answers per
 * subject class (so `giaovien` sees results on `thongkekhaosat` and `baocao` sees both reports), and an open national
 * campaign `hocsinh` can answer from the home card (some classmates already did, not `hocsinh`).
 * Dates follow today: the campaigns stay closed / open whenever the demo is built.
 */
export async function seedSurveys(tx: DbOrTx): Promise<void> {
  const [year] = await tx.select({ id: t.namHoc.id }).from(t.namHoc).where(eq(t.namHoc.isActive, true));
  if (!year) return;
  const [demoStudent] = await tx
    .select({ hocSinhId: t.taiKhoan.hocSinhId })
    .from(t.taiKhoan)
    .where(eq(t.taiKhoan.username, 'hocsinh'));
  const random = createRandom(2811);
  const today = schoolToday();
  const campaign = async (ten: string, chuongTrinh: 'VN' | 'CAM', tuNgay: string, denNgay: string) => {
    const muoi = randomBytes(24).toString('hex');
    const [row] = await tx
      .insert(t.khaoSatGiaoVien)
      .values({ ten, chuongTrinh, namHocId: year.id, cauHoi: [...QUESTIONS[chuongTrinh]], tuNgay, denNgay, muoi })
      .returning({ id: t.khaoSatGiaoVien.id });
    return { id: row!.id, muoi, questions: QUESTIONS[chuongTrinh].length, chuongTrinh };
  };
  const answerAll = async (c: Awaited<ReturnType<typeof campaign>>, perClass: [number, number]) => {
    const classes = await tx
      .select({ id: t.lopMonHoc.id })
      .from(t.lopMonHoc)
      .innerJoin(t.monHoc, eq(t.monHoc.id, t.lopMonHoc.monHocId))
      .innerJoin(t.heHoc, eq(t.heHoc.id, t.monHoc.heHocId))
      .where(and(eq(t.lopMonHoc.namHocId, year.id), eq(t.heHoc.ma, c.chuongTrinh)))
      .orderBy(asc(t.lopMonHoc.id));
    for (const cls of classes) {
      const members = await tx
        .select({ hocSinhId: t.lopMonHocHocSinh.hocSinhId })
        .from(t.lopMonHocHocSinh)
        .where(and(eq(t.lopMonHocHocSinh.lopMonHocId, cls.id), isNull(t.lopMonHocHocSinh.denNgay)))
        .orderBy(asc(t.lopMonHocHocSinh.hocSinhId));
      const answering = members
        .filter((m) => m.hocSinhId !== demoStudent?.hocSinhId)
        .slice(0, random.int(perClass[0], perClass[1]));
      const base = random.int(3, 4);
      if (answering.length === 0) continue;
      const rows = answering.map(() => {
        const diem = Array.from({ length: c.questions }, () => Math.max(1, Math.min(5, base + random.int(-1, 1))));
        return {
          khaoSatId: c.id,
          lopMonHocId: cls.id,
          diem1: diem[0]!,
          diem2: diem[1] ?? null,
          diem3: diem[2] ?? null,
          diem4: diem[3] ?? null,
          nhanXet: random.pick(COMMENTS),
        };
      });
      const ids = await tx.insert(t.khaoSatTraLoi).values(rows).returning({ id: t.khaoSatTraLoi.id });
      // The module's uniqueness key (answerKeyOf): the same hash the student's session recomputes. The rows are
      // shuffled against the answers on purpose: a demo answer says nothing about which student gave it.
      await tx.insert(t.khaoSatPhieu).values(
        answering.map((m, i) => ({
          khaoSatId: c.id,
          maHocSinh: createHash('sha256').update(`${c.muoi}:${cls.id}:${m.hocSinhId}`).digest('hex'),
          traLoiId: ids[(i + 1) % ids.length]!.id,
        })),
      );
    }
  };
  await answerAll(await campaign('Khảo sát giảng dạy học kỳ I', 'VN', shift(today, -40), shift(today, -10)), [5, 9]);
  await answerAll(
    await campaign('Cambridge teaching survey, term 1', 'CAM', shift(today, -40), shift(today, -10)),
    [5, 9],
  );
  await answerAll(await campaign('Khảo sát giảng dạy giữa năm', 'VN', shift(today, -3), shift(today, 60)), [0, 3]);
}
