import { inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { monHoc, phong } from '../../db/schema';

// School-wide master data read by other modules (the timetable): not per-caller, no scope to narrow.

/** Live rooms with their room type (the timetable books them and matches a subject's required type). */
export function listRoomsWithType(db: DbOrTx) {
  return db
    .select({ id: phong.id, tenPhong: phong.tenPhong, loaiPhongId: phong.loaiPhongId })
    .from(phong)
    .where(isNull(phong.deletedAt));
}

/** Rooms by id (names), deleted ones included: a past timetable still names its rooms. */
export function findRoomsByIds(db: DbOrTx, ids: number[]) {
  return db
    .select({ id: phong.id, tenPhong: phong.tenPhong })
    .from(phong)
    .where(inArray(phong.id, ids.concat(0)));
}

/** Subjects by id: code and names. */
export function findSubjectsByIds(db: DbOrTx, ids: number[]) {
  return db
    .select({ id: monHoc.id, maMonHoc: monHoc.maMonHoc, tenMonHoc: monHoc.tenMonHoc, tenMonHocEn: monHoc.tenMonHocEn })
    .from(monHoc)
    .where(inArray(monHoc.id, ids.concat(0)));
}
