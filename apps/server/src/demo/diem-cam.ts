import { ketQuaOf } from '@hpl/shared';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import * as t from '../db/schema';
import { createRandom, type Random } from './random';

const SEED = 20_261_126;

/** The real overall thresholds of Cambridge IGCSE Geography 0460, 2023 (option of components 1 and 2, out of 200). */
export const GEOGRAPHY_0460_THRESHOLDS = { 'A*': 181, A: 156, B: 131, C: 107, D: 90, E: 73, F: 58, G: 43 };
const MOCK_COMPONENTS = [
  { ten: 'Paper 1', diemToiDa: 75, trongSo: 1.6 },
  { ten: 'Paper 2', diemToiDa: 80, trongSo: 1 },
];
const PROGRESSION_COMPONENTS = [{ ten: 'Test', diemToiDa: 50, trongSo: 1 }];
/** Checkpoint reports a score on a 0–50 scale. */
const CHECKPOINT_COMPONENTS = [{ ten: 'Checkpoint score', diemToiDa: 50, trongSo: 1 }];
export const DEMO_MOCK_NAME = 'Mock examination — Geography 0460';

/** A roughly normal draw (Box–Muller) from the demo's deterministic generator. */
function gaussian(random: Random, mean: number, sd: number) {
  const u = Math.max(random.next(), 1e-9);
  return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random.next());
}

/** A whole raw mark out of `max` for a student of a given ability (0…1). */
const markOf = (random: Random, ability: number, max: number) =>
  Math.max(0, Math.min(max, Math.round(gaussian(random, ability * max, max * 0.08))));

/**
 * Cambridge results of the active year: IGCSE Geography 0460 taught in two sets per IGCSE homeroom class (so the
 * analysis compares classes of a grade level), a Progression Test in every Cambridge subject class (school-marked,
 * no thresholds, published) and a mock with two components and the real 2023 0460 thresholds in every Geography set,
 * with marks for every student (a few absent), plus the Geography students' earlier Checkpoint and their external IGCSE
 * result (the value added of the statistics). The first set's mock is still open for entry (the demo's browser
 * test enters, submits and publishes it); the others are published.
 */
export async function seedDiemCam(tx: DbOrTx): Promise<{ results: number }> {
  const random = createRandom(SEED);
  const [year] = await tx.select({ id: t.namHoc.id }).from(t.namHoc).where(eq(t.namHoc.isActive, true));
  const [system] = await tx.select({ id: t.heHoc.id }).from(t.heHoc).where(eq(t.heHoc.ma, 'CAM'));
  const [office] = await tx.select({ id: t.taiKhoan.id }).from(t.taiKhoan).where(eq(t.taiKhoan.username, 'daotao'));
  if (!year || !system) return { results: 0 };

  // IGCSE Geography 0460, in two sets per IGCSE homeroom class, taught by the class's IGCSE science teacher.
  const [geography] = await tx
    .insert(t.monHoc)
    .values({
      maMonHoc: 'IG-GEO',
      tenMonHoc: 'Cambridge IGCSE Geography',
      tenMonHocEn: 'Cambridge IGCSE Geography',
      heHocId: system.id,
      soTietTuan: 3,
      maSyllabus: '0460',
    })
    .returning({ id: t.monHoc.id });
  const science = await tx
    .select({
      lopQuanLyId: t.lopMonHoc.lopQuanLyId,
      tenLop: t.lopQuanLy.tenLop,
      teacherId: t.lopMonHocGiaoVien.nhanVienId,
    })
    .from(t.lopMonHoc)
    .innerJoin(t.monHoc, and(eq(t.monHoc.id, t.lopMonHoc.monHocId), eq(t.monHoc.maMonHoc, 'IG-SCI')))
    .innerJoin(t.lopQuanLy, eq(t.lopQuanLy.id, t.lopMonHoc.lopQuanLyId))
    .leftJoin(t.lopMonHocGiaoVien, eq(t.lopMonHocGiaoVien.lopMonHocId, t.lopMonHoc.id))
    .where(eq(t.lopMonHoc.namHocId, year.id))
    .orderBy(asc(t.lopQuanLy.tenLop));
  const seen = new Set<number>();
  for (const cls of science) {
    if (!cls.lopQuanLyId || seen.has(cls.lopQuanLyId)) continue;
    seen.add(cls.lopQuanLyId);
    const students = await tx
      .select({ id: t.lopQuanLyHocSinh.hocSinhId })
      .from(t.lopQuanLyHocSinh)
      .where(and(eq(t.lopQuanLyHocSinh.lopQuanLyId, cls.lopQuanLyId), isNull(t.lopQuanLyHocSinh.denNgay)))
      .orderBy(asc(t.lopQuanLyHocSinh.hocSinhId));
    const half = Math.ceil(students.length / 2);
    for (const [set, members] of [students.slice(0, half), students.slice(half)].entries()) {
      const [created] = await tx
        .insert(t.lopMonHoc)
        .values({
          namHocId: year.id,
          monHocId: geography!.id,
          lopQuanLyId: cls.lopQuanLyId,
          tenLop: `Geography 0460 - ${cls.tenLop} (set ${set + 1})`,
          soTietNam: 3 * 35,
        })
        .returning({ id: t.lopMonHoc.id });
      if (cls.teacherId)
        await tx.insert(t.lopMonHocGiaoVien).values({ lopMonHocId: created!.id, nhanVienId: cls.teacherId });
      if (members.length)
        await tx
          .insert(t.lopMonHocHocSinh)
          .values(members.map((m) => ({ lopMonHocId: created!.id, hocSinhId: m.id, tuNgay: '2026-09-05' })));
    }
  }

  const classes = await tx
    .select({ id: t.lopMonHoc.id, ma: t.monHoc.maMonHoc })
    .from(t.lopMonHoc)
    .innerJoin(t.monHoc, eq(t.monHoc.id, t.lopMonHoc.monHocId))
    .where(and(eq(t.lopMonHoc.namHocId, year.id), eq(t.monHoc.heHocId, system.id)))
    .orderBy(asc(t.lopMonHoc.id));
  const members = classes.length
    ? await tx
        .select({ lopMonHocId: t.lopMonHocHocSinh.lopMonHocId, hocSinhId: t.lopMonHocHocSinh.hocSinhId })
        .from(t.lopMonHocHocSinh)
        .where(
          and(
            inArray(
              t.lopMonHocHocSinh.lopMonHocId,
              classes.map((c) => c.id),
            ),
            isNull(t.lopMonHocHocSinh.denNgay),
          ),
        )
    : [];
  // A student's ability is the same across their subjects, give or take.
  const ability = new Map<number, number>();
  const abilityOf = (hocSinhId: number) => {
    if (!ability.has(hocSinhId)) ability.set(hocSinhId, Math.min(0.97, Math.max(0.15, gaussian(random, 0.64, 0.16))));
    return Math.min(0.99, Math.max(0.05, ability.get(hocSinhId)! + gaussian(random, 0, 0.05)));
  };

  const results: (typeof t.ketQuaThiCam.$inferInsert)[] = [];
  let firstMock = true;
  for (const cls of classes) {
    const exams: { ten: string; loai: string; ngayThi: string; components: typeof MOCK_COMPONENTS; mock: boolean }[] = [
      {
        ten: 'Progression Test 1',
        loai: 'progressionTest',
        ngayThi: '2026-10-20',
        components: PROGRESSION_COMPONENTS,
        mock: false,
      },
    ];
    if (cls.ma === 'IG-GEO')
      exams.push(
        { ten: DEMO_MOCK_NAME, loai: 'thiThu', ngayThi: '2026-11-12', components: MOCK_COMPONENTS, mock: true },
        // The same students' Lower Secondary Checkpoint and their external IGCSE result: the statistics screen's
        // value added from one to the other.
        {
          ten: 'Lower Secondary Checkpoint — April 2025',
          loai: 'checkpoint',
          ngayThi: '2025-04-22',
          components: CHECKPOINT_COMPONENTS,
          mock: false,
        },
        {
          ten: 'IGCSE Geography 0460 — June 2026 series',
          loai: 'kyThiNgoai',
          ngayThi: '2026-06-10',
          components: MOCK_COMPONENTS,
          mock: false,
        },
      );
    for (const exam of exams) {
      const open = exam.mock && firstMock;
      if (exam.mock) firstMock = false;
      const thresholds = exam.mock || exam.loai === 'kyThiNgoai' ? GEOGRAPHY_0460_THRESHOLDS : null;
      const [row] = await tx
        .insert(t.baiThiCam)
        .values({
          lopMonHocId: cls.id,
          ten: exam.ten,
          loai: exam.loai,
          ngayThi: exam.ngayThi,
          trangThai: open ? 'dangNhap' : 'daCongBo',
          nguongDiem: thresholds,
          taoBoiId: office?.id ?? null,
        })
        .returning({ id: t.baiThiCam.id });
      await tx
        .insert(t.baiThiCamThanhPhan)
        .values(exam.components.map((c, i) => ({ ...c, baiThiCamId: row!.id, thuTu: i + 1 })));
      if (open)
        await tx.insert(t.baiThiCamCaiDat).values({
          baiThiCamId: row!.id,
          moNhapTu: new Date('2026-11-12T00:00:00+07:00'),
          moNhapDen: new Date('2027-01-15T00:00:00+07:00'),
          version: 1,
        });
      for (const m of members.filter((x) => x.lopMonHocId === cls.id)) {
        const vangThi = random.chance(0.03);
        const a = abilityOf(m.hocSinhId);
        const diem = vangThi
          ? exam.components.map(() => null)
          : exam.components.map((c) => markOf(random, a, c.diemToiDa));
        results.push({
          baiThiCamId: row!.id,
          hocSinhId: m.hocSinhId,
          diem,
          vangThi,
          ...ketQuaOf(exam.components, thresholds, diem, vangThi),
          updatedBy: office?.id ?? null,
        });
      }
    }
  }
  for (let i = 0; i < results.length; i += 1000) await tx.insert(t.ketQuaThiCam).values(results.slice(i, i + 1000));
  return { results: results.length };
}
