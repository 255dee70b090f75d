import type { BaiThiCamListQuery, ThanhPhanInput } from '@hpl/shared';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { baiThiCam, baiThiCamThanhPhan, heHoc, lopMonHoc, lopMonHocGiaoVien, monHoc } from '../../db/schema';
import { countAll, orderByOf, pageWithTotal, searchAny } from '../../lib/list';
import type { DiemCamScope } from './diem-cam.policy';

/** The programme whose subject classes this module serves. */
const CAMBRIDGE = 'CAM';

export const teacherIdsOf = sql<number[]>`coalesce((select json_agg(g.nhan_vien_id order by g.nhan_vien_id)
  from ${lopMonHocGiaoVien} g where g.lop_mon_hoc_id = ${lopMonHoc.id}), '[]'::json)`;

/** The condition every read and write adds: subject classes outside the caller's scope do not exist for them. */
export function visible(scope: DiemCamScope): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  if (scope.kind === 'none') return sql`false`;
  return sql`exists (select 1 from ${lopMonHocGiaoVien} g
    where g.lop_mon_hoc_id = ${lopMonHoc.id} and g.nhan_vien_id = ${scope.nhanVienId})`;
}

/** A subject class with what the policy needs: its teachers and whether it belongs to the Cambridge programme. */
export async function findClassFacts(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: lopMonHoc.id, teacherIds: teacherIdsOf, cambridge: sql<boolean>`${heHoc.ma} = ${CAMBRIDGE}` })
    .from(lopMonHoc)
    .innerJoin(monHoc, eq(monHoc.id, lopMonHoc.monHocId))
    .innerJoin(heHoc, eq(heHoc.id, monHoc.heHocId))
    .where(eq(lopMonHoc.id, id));
  return row;
}

const examColumns = {
  id: baiThiCam.id,
  lopMonHocId: baiThiCam.lopMonHocId,
  tenLop: lopMonHoc.tenLop,
  maMonHoc: monHoc.maMonHoc,
  tenMonHoc: monHoc.tenMonHoc,
  maSyllabus: monHoc.maSyllabus,
  ten: baiThiCam.ten,
  loai: baiThiCam.loai,
  ngayThi: baiThiCam.ngayThi,
  trangThai: baiThiCam.trangThai,
  nguongDiem: baiThiCam.nguongDiem,
  version: baiThiCam.version,
  teacherIds: teacherIdsOf,
};

function selectExams(db: DbOrTx) {
  return db
    .select(examColumns)
    .from(baiThiCam)
    .innerJoin(lopMonHoc, eq(lopMonHoc.id, baiThiCam.lopMonHocId))
    .innerJoin(monHoc, eq(monHoc.id, lopMonHoc.monHocId))
    .innerJoin(heHoc, and(eq(heHoc.id, monHoc.heHocId), eq(heHoc.ma, CAMBRIDGE)))
    .$dynamic();
}
export type ExamRow = Awaited<ReturnType<typeof findExam>> & {};

export function listExams(db: DbOrTx, scope: DiemCamScope, query: BaiThiCamListQuery) {
  const where = and(
    visible(scope),
    query.lopMonHocId ? eq(baiThiCam.lopMonHocId, query.lopMonHocId) : undefined,
    searchAny(query.search, baiThiCam.ten, lopMonHoc.tenLop, monHoc.tenMonHoc, monHoc.maSyllabus),
  );
  const order = orderByOf(
    query.sort,
    { ten: baiThiCam.ten, ngayThi: baiThiCam.ngayThi, tenLop: lopMonHoc.tenLop, loai: baiThiCam.loai },
    [desc(baiThiCam.id)],
  );
  return pageWithTotal(
    query,
    selectExams(db)
      .where(where)
      .orderBy(...order, asc(baiThiCam.id)),
    db
      .select({ n: countAll() })
      .from(baiThiCam)
      .innerJoin(lopMonHoc, eq(lopMonHoc.id, baiThiCam.lopMonHocId))
      .innerJoin(monHoc, eq(monHoc.id, lopMonHoc.monHocId))
      .innerJoin(heHoc, and(eq(heHoc.id, monHoc.heHocId), eq(heHoc.ma, CAMBRIDGE)))
      .where(where),
  );
}

export async function findExam(db: DbOrTx, scope: DiemCamScope, id: number) {
  const [row] = await selectExams(db).where(and(eq(baiThiCam.id, id), visible(scope)));
  return row;
}

export function listComponents(db: DbOrTx, examIds: number[]) {
  if (examIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: baiThiCamThanhPhan.id,
      baiThiCamId: baiThiCamThanhPhan.baiThiCamId,
      ten: baiThiCamThanhPhan.ten,
      diemToiDa: baiThiCamThanhPhan.diemToiDa,
      trongSo: baiThiCamThanhPhan.trongSo,
      thuTu: baiThiCamThanhPhan.thuTu,
    })
    .from(baiThiCamThanhPhan)
    .where(inArray(baiThiCamThanhPhan.baiThiCamId, examIds))
    .orderBy(asc(baiThiCamThanhPhan.thuTu), asc(baiThiCamThanhPhan.id));
}

export interface ExamValues {
  lopMonHocId: number;
  ten: string;
  loai: string;
  ngayThi: string | null;
  nguongDiem: Record<string, number> | null;
}

export async function insertExam(db: DbOrTx, taoBoiId: number, values: ExamValues) {
  const [row] = await db
    .insert(baiThiCam)
    .values({ ...values, taoBoiId })
    .returning({ id: baiThiCam.id });
  return row!.id;
}

/** Updates only when the stored version is the expected one; false when it changed meanwhile. */
export async function updateExam(db: DbOrTx, id: number, expectedVersion: number, values: ExamValues) {
  const rows = await db
    .update(baiThiCam)
    .set({ ...values, version: sql`${baiThiCam.version} + 1`, updatedAt: new Date() })
    .where(and(eq(baiThiCam.id, id), eq(baiThiCam.version, expectedVersion)))
    .returning({ id: baiThiCam.id });
  return rows.length > 0;
}

/** Replaces the components of an exam (no marks refer to them yet in this slice). */
export async function replaceComponents(db: DbOrTx, examId: number, components: ThanhPhanInput[]) {
  await db.delete(baiThiCamThanhPhan).where(eq(baiThiCamThanhPhan.baiThiCamId, examId));
  await db.insert(baiThiCamThanhPhan).values(components.map((c, i) => ({ baiThiCamId: examId, ...c, thuTu: i + 1 })));
}

export async function deleteExam(db: DbOrTx, id: number) {
  await db.delete(baiThiCam).where(eq(baiThiCam.id, id));
}
