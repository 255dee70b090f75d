import type { LopMonHocCamOptionQuery } from '@hpl/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { heHoc, khoi, lopMonHoc, lopQuanLy, monHoc } from '../../db/schema';
import { activeYearId } from '../nam-hoc';
import type { DiemCamScope } from './diem-cam.policy';
import { teacherIdsOf, visible } from './diem-cam.repository';

const CAMBRIDGE = 'CAM';

/** The Cambridge subject classes of a year (default: the active one) the caller may place exams in. */
export function listManagedClasses(db: DbOrTx, scope: DiemCamScope, query: LopMonHocCamOptionQuery) {
  return db
    .select({
      id: lopMonHoc.id,
      tenLop: lopMonHoc.tenLop,
      monHocId: lopMonHoc.monHocId,
      tenMonHoc: monHoc.tenMonHoc,
      maSyllabus: monHoc.maSyllabus,
      tenKhoi: khoi.tenKhoi,
    })
    .from(lopMonHoc)
    .innerJoin(monHoc, eq(monHoc.id, lopMonHoc.monHocId))
    .innerJoin(heHoc, and(eq(heHoc.id, monHoc.heHocId), eq(heHoc.ma, CAMBRIDGE)))
    .leftJoin(lopQuanLy, eq(lopQuanLy.id, lopMonHoc.lopQuanLyId))
    .leftJoin(khoi, eq(khoi.id, lopQuanLy.khoiId))
    .where(
      and(
        eq(lopMonHoc.namHocId, query.namHocId ?? activeYearId()),
        query.monHocId ? eq(lopMonHoc.monHocId, query.monHocId) : undefined,
        visible(scope),
      ),
    )
    .orderBy(asc(monHoc.tenMonHoc), asc(lopMonHoc.tenLop), asc(lopMonHoc.id));
}

/** The facts the policy needs about each target class of a copy: subject, teachers, programme. */
export function findClassesFacts(db: DbOrTx, ids: number[]) {
  return db
    .select({
      id: lopMonHoc.id,
      tenLop: lopMonHoc.tenLop,
      monHocId: lopMonHoc.monHocId,
      cambridge: sql<boolean>`${heHoc.ma} = ${CAMBRIDGE}`,
      teacherIds: teacherIdsOf,
    })
    .from(lopMonHoc)
    .innerJoin(monHoc, eq(monHoc.id, lopMonHoc.monHocId))
    .innerJoin(heHoc, eq(heHoc.id, monHoc.heHocId))
    .where(inArray(lopMonHoc.id, ids));
}
