import { type BaiThiCam, type ConversionScale, convert, type QuyTac, roundTo } from '@hpl/shared';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { ketQuaThiCam, lopMonHoc, lopQuanLy, monHoc } from '../../db/schema';
import { findExamById } from './diem-cam.service';
import { findScaleFor, markScaleVersionUsed } from './thang-quy-doi.service';

/**
 * Converted 10-point marks (điểm quy đổi) for the Vietnamese record: each result of an exam converted with the scale
 * version that applies to the exam's year / programme / grade level / subject, stored on the result with the version
 * id. The version is marked used in the same transaction, so a later edit of the scale makes a new version and the
 * stored marks keep the one they were converted with.
 */

/** The 10-point mark of one result under a rule: grade bands take the grade, the others the percentage. */
export function convertedMark(
  quyTac: QuyTac,
  result: { tongDiem: number | null; xepLoai: string | null; vangThi: boolean },
  tongToiDa: number,
): number | null {
  if (result.vangThi) return null;
  const byGrade = quyTac.kind === 'band' && quyTac.bands.some((b) => b.grade);
  let value: number | string;
  if (byGrade) {
    if (!result.xepLoai) return null;
    value = result.xepLoai;
  } else {
    if (result.tongDiem == null || tongToiDa <= 0) return null;
    value = (100 * result.tongDiem) / tongToiDa;
  }
  const out = convert(value, quyTac as unknown as ConversionScale);
  const n = typeof out === 'number' ? out : Number(out);
  return Number.isFinite(n) ? roundTo(n, 2) : null;
}

async function scopeOfExam(tx: DbOrTx, lopMonHocId: number) {
  const [row] = await tx
    .select({
      namHocId: lopMonHoc.namHocId,
      monHocId: lopMonHoc.monHocId,
      heHocId: monHoc.heHocId,
      khoiId: lopQuanLy.khoiId,
    })
    .from(lopMonHoc)
    .innerJoin(monHoc, eq(monHoc.id, lopMonHoc.monHocId))
    .leftJoin(lopQuanLy, eq(lopQuanLy.id, lopMonHoc.lopQuanLyId))
    .where(eq(lopMonHoc.id, lopMonHocId));
  return row;
}

/**
 * Converts the stored results of an exam in the caller's transaction (`onlyMissing`: only those not converted yet).
 * Answers how many rows were written. No applicable scale → nothing is written (the marks stay null).
 */
export async function convertExamResults(
  tx: DbOrTx,
  examOrId: BaiThiCam | number,
  opts: { onlyMissing?: boolean } = {},
): Promise<number> {
  const exam = typeof examOrId === 'number' ? await findExamById(tx, examOrId) : examOrId;
  if (!exam) return 0;
  const scope = await scopeOfExam(tx, exam.lopMonHocId);
  if (!scope) return 0;
  // The scale may be edited in place between the read and the mark: read it again until the mark holds.
  let scale: Awaited<ReturnType<typeof findScaleFor>>;
  for (let attempt = 0; ; attempt++) {
    scale = await findScaleFor(tx, {
      namHocId: scope.namHocId,
      heHocId: scope.heHocId,
      khoiId: scope.khoiId ?? null,
      monHocId: scope.monHocId,
    });
    if (!scale) return 0;
    if (await markScaleVersionUsed(tx, scale.id, scale.version)) break;
    if (attempt >= 4) throw new Error('The conversion scale kept changing while results were converted');
  }
  const rows = await tx
    .select({
      id: ketQuaThiCam.id,
      tongDiem: ketQuaThiCam.tongDiem,
      xepLoai: ketQuaThiCam.xepLoai,
      vangThi: ketQuaThiCam.vangThi,
      diemQuyDoi: ketQuaThiCam.diemQuyDoi,
      thangQuyDoiId: ketQuaThiCam.thangQuyDoiId,
    })
    .from(ketQuaThiCam)
    .where(
      and(eq(ketQuaThiCam.baiThiCamId, exam.id), opts.onlyMissing ? isNull(ketQuaThiCam.thangQuyDoiId) : undefined),
    );
  let written = 0;
  for (const r of rows) {
    const mark = convertedMark(scale.quyTac, r, exam.tongToiDa);
    if (r.diemQuyDoi === mark && r.thangQuyDoiId === scale.id) continue;
    await tx.update(ketQuaThiCam).set({ diemQuyDoi: mark, thangQuyDoiId: scale.id }).where(eq(ketQuaThiCam.id, r.id));
    written++;
  }
  return written;
}

/** Converts, on demand, the published results among `examIds` that were never converted (e.g. published earlier). */
export async function convertMissing(tx: DbOrTx, examIds: number[]): Promise<void> {
  if (examIds.length === 0) return;
  const missing = await tx
    .selectDistinct({ id: ketQuaThiCam.baiThiCamId })
    .from(ketQuaThiCam)
    .where(and(inArray(ketQuaThiCam.baiThiCamId, examIds), isNull(ketQuaThiCam.thangQuyDoiId)));
  for (const m of missing) await convertExamResults(tx, m.id, { onlyMissing: true });
}
