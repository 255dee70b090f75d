import { buildPlanContent, DEFAULT_LAYOUTS, type PlanContent } from '@hpl/shared';
import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import * as t from '../db/schema';

/** The Cambridge Lower Secondary Mathematics subject of the demo school (school-data.ts). */
const SUBJECT = 'CLS-MATH';

/** A Cambridge lesson on linear equations, written in the Cambridge sections (in English, as Cambridge plans are). */
function content(): PlanContent {
  return buildPlanContent(DEFAULT_LAYOUTS.cam, {
    learningObjectives: {
      text:
        'Algebra — expressions, equations and formulae: understand that letters represent unknown numbers; ' +
        'construct and solve linear equations with the unknown on both sides.',
    },
    successCriteria: {
      text:
        'I can form an equation from a word problem.\nI can solve an equation with the unknown on both sides.\n' +
        'I can check my solution by substituting it back.',
    },
    resources: { text: 'Mini whiteboards, balance-scale slides, card sort of equations, exit tickets.' },
    starter: {
      mucTieu: 'Recall inverse operations.',
      noiDung: 'Think of a number: learners undo a chain of operations shown on the board.',
      sanPham: 'Answers on mini whiteboards.',
      toChuc: 'Whole class, 5 minutes; the teacher picks answers to discuss.',
    },
    mainActivities: {
      mucTieu: 'Solve equations with the unknown on both sides using the balance model.',
      noiDung: 'Worked example 3x + 5 = x + 13; pairs sort and solve eight equation cards of rising difficulty.',
      sanPham: 'Solved card sort; each pair explains one solution to another pair.',
      toChuc: 'Pairs, 25 minutes; extension cards with brackets for learners who finish early.',
    },
    plenary: {
      mucTieu: 'Check understanding against the success criteria.',
      noiDung: 'Spot the mistake in a worked solution; traffic-light self-assessment.',
      sanPham: 'Exit ticket: solve 5x − 4 = 2x + 11 and check the answer.',
      toChuc: 'Individual, 8 minutes.',
    },
    assessment: {
      text: 'Questioning during the card sort; mini-whiteboard answers; exit tickets sorted into three groups.',
    },
    reflection: { text: '' },
  });
}

/**
 * A Cambridge lesson plan waiting for its head, so the Cambridge layout shows content: by a teacher of a Cambridge
 * Lower Secondary Mathematics class — a member of the mathematics department when one teaches such a class (then it
 * is in `totruong`'s queue), otherwise the teacher of the first such class.
 */
export async function seedCambridgeLessonPlan(
  tx: DbOrTx,
  school: { namHocId: number; phongBanId: number; excluded: number[]; submittedAt: Date },
): Promise<void> {
  const [taught] = await tx
    .select({
      id: t.lopMonHoc.id,
      tenLop: t.lopMonHoc.tenLop,
      monHocId: t.monHoc.id,
      tenMonHoc: t.monHoc.tenMonHoc,
      tenMonHocEn: t.monHoc.tenMonHocEn,
      nhanVienId: t.lopMonHocGiaoVien.nhanVienId,
    })
    .from(t.lopMonHocGiaoVien)
    .innerJoin(t.lopMonHoc, eq(t.lopMonHoc.id, t.lopMonHocGiaoVien.lopMonHocId))
    .innerJoin(t.monHoc, eq(t.monHoc.id, t.lopMonHoc.monHocId))
    .innerJoin(t.nhanVien, eq(t.nhanVien.id, t.lopMonHocGiaoVien.nhanVienId))
    .where(
      and(
        eq(t.lopMonHoc.namHocId, school.namHocId),
        eq(t.monHoc.maMonHoc, SUBJECT),
        notInArray(t.lopMonHocGiaoVien.nhanVienId, school.excluded),
      ),
    )
    .orderBy(sql`case when ${eq(t.nhanVien.phongBanId, school.phongBanId)} then 0 else 1 end`, asc(t.lopMonHoc.id))
    .limit(1);
  if (!taught) return;
  const noiDung = content();
  const [plan] = await tx
    .insert(t.giaoAn)
    .values({
      nhanVienId: taught.nhanVienId,
      namHocId: school.namHocId,
      monHocId: taught.monHocId,
      tenMonHoc: taught.tenMonHoc,
      tenMonHocEn: taught.tenMonHocEn,
      lopMonHoc: [{ id: taught.id, tenLop: taught.tenLop }],
      tieuDe: 'Solving linear equations with the unknown on both sides',
      tuan: 11,
      tiet: 42,
      noiDung,
      trangThai: 'cho_duyet',
      phienBan: 1,
      ngayNop: school.submittedAt,
    })
    .returning({ id: t.giaoAn.id });
  await tx
    .insert(t.giaoAnPhienBan)
    .values({ giaoAnId: plan!.id, phienBan: 1, noiDung, tenTep: [], ngayNop: school.submittedAt });
}
