import { eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { heHoc, loaiPhong, monHoc, phong } from '../../db/schema';

// School-wide master data read by other modules (the timetable): not per-caller, no scope to narrow.

/** Live rooms with their room type (the timetable books them and matches a subject's required type). */
export function listRoomsWithType(db: DbOrTx) {
  return db
    .select({ id: phong.id, tenPhong: phong.tenPhong, loaiPhongId: phong.loaiPhongId })
    .from(phong)
    .where(isNull(phong.deletedAt));
}

/** Room types by id (names in both languages), deleted ones included. */
export function findRoomTypesByIds(db: DbOrTx, ids: number[]) {
  return db
    .select({ id: loaiPhong.id, tenLoaiPhong: loaiPhong.tenLoaiPhong, tenLoaiPhongEn: loaiPhong.tenLoaiPhongEn })
    .from(loaiPhong)
    .where(inArray(loaiPhong.id, ids.concat(0)));
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
    .select({
      id: monHoc.id,
      maMonHoc: monHoc.maMonHoc,
      tenMonHoc: monHoc.tenMonHoc,
      tenMonHocEn: monHoc.tenMonHocEn,
      /** The education system's code (VN, CAM): lesson plans take the programme's layout from it. */
      heHocMa: heHoc.ma,
    })
    .from(monHoc)
    .innerJoin(heHoc, eq(heHoc.id, monHoc.heHocId))
    .where(inArray(monHoc.id, ids.concat(0)));
}
