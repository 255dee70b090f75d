import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import * as t from '../db/schema';

/** Stage and grade scale of each Cambridge subject of the demo school, by its code. */
const SUBJECT_ATTRIBUTES: Record<string, { capDo: string; thangDiem: string }> = {
  'CP-MATH': { capDo: 'primary', thangDiem: 'checkpoint' },
  'CP-ENG': { capDo: 'primary', thangDiem: 'checkpoint' },
  'CP-SCI': { capDo: 'primary', thangDiem: 'checkpoint' },
  'CLS-MATH': { capDo: 'lowerSecondary', thangDiem: 'checkpoint' },
  'CLS-ENG': { capDo: 'lowerSecondary', thangDiem: 'checkpoint' },
  'CLS-SCI': { capDo: 'lowerSecondary', thangDiem: 'checkpoint' },
  'IG-MATH': { capDo: 'igcse', thangDiem: 'nineOne' },
  'IG-ESL': { capDo: 'igcse', thangDiem: 'aStarG' },
  'IG-SCI': { capDo: 'igcse', thangDiem: 'aStarG' },
  'IG-CS': { capDo: 'igcse', thangDiem: 'nineOne' },
  'IG-GEO': { capDo: 'igcse', thangDiem: 'aStarG' },
};

const PERCENT_TO_GRADE = [
  { min: 90, result: 'A*' },
  { min: 80, result: 'A' },
  { min: 70, result: 'B' },
  { min: 60, result: 'C' },
  { min: 50, result: 'D' },
  { min: 40, result: 'E' },
  { min: 30, result: 'F' },
  { min: 20, result: 'G' },
];

/**
 * DiemCam's settings in the demo school: the Cambridge subjects' stage and scale, and the school's conversion scales —
 * a linear 10-point rule for every Cambridge subject (already used by results: an edit makes a new version), a
 * percentage → grade lookup, and a grade → 10-point lookup for IGCSE whose first version was used by results (so it is
 * frozen) and whose second version is current.
 */
export async function seedDiemCamCauHinh(tx: DbOrTx): Promise<void> {
  const subjects = await tx
    .select({ id: t.monHoc.id, ma: t.monHoc.maMonHoc })
    .from(t.monHoc)
    .innerJoin(t.heHoc, and(eq(t.heHoc.id, t.monHoc.heHocId), eq(t.heHoc.ma, 'CAM')));
  const rows = subjects.flatMap((s) => {
    const attributes = SUBJECT_ATTRIBUTES[s.ma];
    return attributes ? [{ monHocId: s.id, ...attributes, version: 1 }] : [];
  });
  if (rows.length > 0) await tx.insert(t.monHocCam).values(rows);

  const [cambridge] = await tx.select({ id: t.heHoc.id }).from(t.heHoc).where(eq(t.heHoc.ma, 'CAM'));
  const heHocId = cambridge?.id ?? null;
  const insert = async (values: Omit<typeof t.thangQuyDoi.$inferInsert, 'id'>) => {
    const [row] = await tx.insert(t.thangQuyDoi).values(values).returning({ id: t.thangQuyDoi.id });
    if (values.gocId == null)
      await tx.update(t.thangQuyDoi).set({ gocId: row!.id }).where(eq(t.thangQuyDoi.id, row!.id));
    return row!.id;
  };
  await insert({
    ten: 'Phần trăm → điểm hệ 10 (Cambridge)',
    heHocId,
    quyTac: { kind: 'linear', divisor: 10, decimals: 1 },
    daDungLuc: new Date('2025-01-15T03:00:00Z'),
  });
  await insert({ ten: 'Phần trăm → bậc Cambridge', heHocId, quyTac: { kind: 'band', bands: PERCENT_TO_GRADE } });
  const first = await insert({
    ten: 'Bậc IGCSE → điểm hệ 10',
    heHocId,
    hienHanh: false,
    daDungLuc: new Date('2025-01-15T03:00:00Z'),
    quyTac: {
      kind: 'band',
      bands: [
        { grade: 'A*', result: 10 },
        { grade: 'A', result: 9 },
        { grade: 'B', result: 8 },
        { grade: 'C', result: 7 },
        { grade: 'D', result: 6 },
        { grade: 'E', result: 5 },
        { grade: 'F', result: 4 },
        { grade: 'G', result: 3 },
      ],
      below: 2,
    },
  });
  await insert({
    ten: 'Bậc IGCSE → điểm hệ 10',
    gocId: first,
    phienBan: 2,
    heHocId,
    quyTac: {
      kind: 'band',
      bands: [
        { grade: 'A*', result: 9.5 },
        { grade: 'A', result: 8.5 },
        { grade: 'B', result: 7.5 },
        { grade: 'C', result: 6.5 },
        { grade: 'D', result: 5.5 },
        { grade: 'E', result: 4.5 },
        { grade: 'F', result: 3.5 },
        { grade: 'G', result: 2.5 },
      ],
      below: 1,
    },
  });
}
