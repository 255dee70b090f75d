// Cambridge subjects are school-wide master data: every reader sees all of them (no per-caller scope to pass).
import type { MonHocCamInput, MonHocCamListQuery } from '@hpl/shared';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { heHoc, lopMonHoc, monHoc, monHocCam } from '../../db/schema';
import { orderByOf, pageOfSelect, searchAny } from '../../lib/list';
import { activeYearId } from '../nam-hoc';

const CAMBRIDGE = 'CAM';

const columns = {
  monHocId: monHoc.id,
  maMonHoc: monHoc.maMonHoc,
  tenMonHoc: monHoc.tenMonHoc,
  tenMonHocEn: monHoc.tenMonHocEn,
  maSyllabus: monHoc.maSyllabus,
  capDo: monHocCam.capDo,
  thangDiem: monHocCam.thangDiem,
  soLop: sql<number>`(select cast(count(*) as integer) from ${lopMonHoc} l
    where l.mon_hoc_id = ${monHoc.id} and l.nam_hoc_id = ${activeYearId()})`,
  version: sql<number>`coalesce(${monHocCam.version}, 0)`,
};

/** The live subjects of the Cambridge programme with their Cambridge attributes (left join: maybe not set yet). */
function selectSubjects(db: DbOrTx) {
  return db
    .select(columns)
    .from(monHoc)
    .innerJoin(heHoc, and(eq(heHoc.id, monHoc.heHocId), eq(heHoc.ma, CAMBRIDGE)))
    .leftJoin(monHocCam, eq(monHocCam.monHocId, monHoc.id))
    .$dynamic();
}

export function listSubjects(db: DbOrTx, query: MonHocCamListQuery) {
  const where = and(
    isNull(monHoc.deletedAt),
    query.capDo ? eq(monHocCam.capDo, query.capDo) : undefined,
    searchAny(query.search, monHoc.maMonHoc, monHoc.tenMonHoc, monHoc.tenMonHocEn, monHoc.maSyllabus),
  );
  const order = orderByOf(
    query.sort,
    { maSyllabus: monHoc.maSyllabus, tenMonHoc: monHoc.tenMonHoc, capDo: monHocCam.capDo },
    [asc(monHoc.maSyllabus)],
  );
  return pageOfSelect(db, query, () => selectSubjects(db), where, [...order, asc(monHoc.id)]);
}

export async function findSubject(db: DbOrTx, monHocId: number) {
  const [row] = await selectSubjects(db).where(and(eq(monHoc.id, monHocId), isNull(monHoc.deletedAt)));
  return row;
}

/**
 * Sets a subject's Cambridge attributes when the stored version is the expected one (0 = none stored yet); false when
 * someone changed them meanwhile.
 */
export async function saveSubject(db: DbOrTx, monHocId: number, expectedVersion: number, input: MonHocCamInput) {
  const values = { capDo: input.capDo, thangDiem: input.thangDiem };
  const rows = await db
    .insert(monHocCam)
    .values({ monHocId, ...values, version: 1 })
    .onConflictDoUpdate({
      target: monHocCam.monHocId,
      set: { ...values, version: sql`${monHocCam.version} + 1`, updatedAt: new Date() },
      setWhere: eq(monHocCam.version, expectedVersion),
    })
    .returning({ monHocId: monHocCam.monHocId });
  return rows.length > 0;
}
