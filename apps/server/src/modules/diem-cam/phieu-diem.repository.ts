import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  baiThiCam,
  baiThiCamThanhPhan,
  heHoc,
  hocSinh,
  ketQuaThiCam,
  khoi,
  lopMonHoc,
  lopMonHocGiaoVien,
  lopMonHocHocSinh,
  lopQuanLy,
  monHoc,
  namHoc,
} from '../../db/schema';

/** Reads of the Cambridge report cards and statistics. Only published or locked exams' results are read here. */
const CAMBRIDGE = 'CAM';
const PUBLISHED = ['daCongBo', 'daKhoa'];

/** A Cambridge subject class with its teachers, or undefined (not Cambridge / no such class). */
export async function findCambridgeClass(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: lopMonHoc.id,
      tenLop: lopMonHoc.tenLop,
      namHocId: lopMonHoc.namHocId,
      teacherIds: sql<number[]>`coalesce((select json_agg(g.nhan_vien_id) from ${lopMonHocGiaoVien} g
        where g.lop_mon_hoc_id = ${lopMonHoc.id}), '[]'::json)`,
    })
    .from(lopMonHoc)
    .innerJoin(monHoc, eq(monHoc.id, lopMonHoc.monHocId))
    .innerJoin(heHoc, and(eq(heHoc.id, monHoc.heHocId), eq(heHoc.ma, CAMBRIDGE)))
    .where(eq(lopMonHoc.id, id));
  return row;
}

/** The Cambridge subject classes a teacher teaches. */
export async function classIdsTaughtBy(db: DbOrTx, nhanVienId: number): Promise<Set<number>> {
  const rows = await db
    .select({ id: lopMonHocGiaoVien.lopMonHocId })
    .from(lopMonHocGiaoVien)
    .where(eq(lopMonHocGiaoVien.nhanVienId, nhanVienId));
  return new Set(rows.map((r) => r.id));
}

export async function findStudent(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: hocSinh.id,
      maHocSinh: hocSinh.maHocSinh,
      hoTen: hocSinh.hoTen,
    })
    .from(hocSinh)
    .where(and(eq(hocSinh.id, id), isNull(hocSinh.deletedAt)));
  return row;
}

export async function yearName(db: DbOrTx, id: number) {
  const [row] = await db.select({ ten: namHoc.tenNamHoc }).from(namHoc).where(eq(namHoc.id, id));
  return row?.ten ?? null;
}

/** Published results of exams (statistics), with the subject, the year and the student. */
export function listPublishedResults(db: DbOrTx, filter: { monHocId?: number; namHocId?: number; loai?: string }) {
  return db
    .select({
      hocSinhId: ketQuaThiCam.hocSinhId,
      monHocId: monHoc.id,
      tenMonHoc: sql<string>`coalesce(${monHoc.tenMonHocEn}, ${monHoc.tenMonHoc})`,
      tenNamHoc: namHoc.tenNamHoc,
      tenKhoi: khoi.tenKhoi,
      loai: baiThiCam.loai,
      ngayThi: baiThiCam.ngayThi,
      tongToiDa: sql<number>`coalesce((select sum(t.diem_toi_da * t.trong_so) from ${baiThiCamThanhPhan} t
        where t.bai_thi_cam_id = ${baiThiCam.id}), 0)`.mapWith(Number),
      tongDiem: ketQuaThiCam.tongDiem,
      xepLoai: ketQuaThiCam.xepLoai,
      vangThi: ketQuaThiCam.vangThi,
    })
    .from(ketQuaThiCam)
    .innerJoin(baiThiCam, eq(baiThiCam.id, ketQuaThiCam.baiThiCamId))
    .innerJoin(lopMonHoc, eq(lopMonHoc.id, baiThiCam.lopMonHocId))
    .innerJoin(namHoc, eq(namHoc.id, lopMonHoc.namHocId))
    .leftJoin(lopQuanLy, eq(lopQuanLy.id, lopMonHoc.lopQuanLyId))
    .leftJoin(khoi, eq(khoi.id, lopQuanLy.khoiId))
    .innerJoin(monHoc, eq(monHoc.id, lopMonHoc.monHocId))
    .innerJoin(heHoc, and(eq(heHoc.id, monHoc.heHocId), eq(heHoc.ma, CAMBRIDGE)))
    .where(
      and(
        inArray(baiThiCam.trangThai, PUBLISHED),
        filter.monHocId ? eq(monHoc.id, filter.monHocId) : undefined,
        filter.namHocId ? eq(lopMonHoc.namHocId, filter.namHocId) : undefined,
        filter.loai ? eq(baiThiCam.loai, filter.loai) : undefined,
      ),
    )
    .orderBy(asc(monHoc.tenMonHoc), asc(baiThiCam.ngayThi));
}

/** The comment and effort of students' results of an exam (locked for update when writing). */
export async function listComments(tx: DbOrTx, baiThiCamId: number, hocSinhIds?: number[], forUpdate = true) {
  const query = tx
    .select({
      id: ketQuaThiCam.id,
      hocSinhId: ketQuaThiCam.hocSinhId,
      nhanXet: ketQuaThiCam.nhanXet,
      noLuc: ketQuaThiCam.noLuc,
    })
    .from(ketQuaThiCam)
    .where(
      and(
        eq(ketQuaThiCam.baiThiCamId, baiThiCamId),
        hocSinhIds ? inArray(ketQuaThiCam.hocSinhId, hocSinhIds) : undefined,
      ),
    );
  return forUpdate ? query.for('update') : query;
}

export async function writeComment(tx: DbOrTx, id: number, nhanXet: string | null, noLuc: number | null) {
  await tx.update(ketQuaThiCam).set({ nhanXet, noLuc, updatedAt: new Date() }).where(eq(ketQuaThiCam.id, id));
}

/** Whether the student is (or was) a member of one of the classes. */
export async function isMemberOfAny(db: DbOrTx, hocSinhId: number, classIds: Set<number>) {
  if (classIds.size === 0) return false;
  const rows = await db
    .select({ id: lopMonHocHocSinh.id })
    .from(lopMonHocHocSinh)
    .where(and(eq(lopMonHocHocSinh.hocSinhId, hocSinhId), inArray(lopMonHocHocSinh.lopMonHocId, [...classIds])))
    .limit(1);
  return rows.length > 0;
}
