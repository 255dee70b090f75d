import type { HoSoTuyenSinhListQuery } from '@hpl/shared';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  hoSoTuyenSinhDanhGia as dg,
  files,
  hoSoTuyenSinh as hs,
  hoSoTuyenSinhLichSu as ls,
  type PhuHuynhHoSo,
  hoSoTuyenSinhTaiLieu as tl,
} from '../../db/schema';
import { countAll, orderByOf, pageWithTotal, searchAny } from '../../lib/list';

/* Applications are school-wide records reached only by the admissions office: no per-caller scope (see the policy). */

const columns = {
  id: hs.id,
  maHoSo: hs.maHoSo,
  maHoSoNguon: hs.maHoSoNguon,
  nguon: hs.nguon,
  namHocDuTuyen: hs.namHocDuTuyen,
  hoTen: hs.hoTen,
  ngaySinh: hs.ngaySinh,
  gioiTinh: hs.gioiTinh,
  chuongTrinh: hs.chuongTrinh,
  khoi: hs.khoi,
  truongCu: hs.truongCu,
  trangThai: hs.trangThai,
  lichKiemTra: hs.lichKiemTra,
  diemTrungBinh: hs.diemTrungBinh,
  hocSinhId: hs.hocSinhId,
  createdAt: hs.createdAt,
  version: hs.version,
};

interface Filter {
  trangThai?: string;
  chuongTrinh?: string;
  khoi?: number;
  search?: string;
}
const filterOf = (q: Filter): SQL | undefined =>
  and(
    q.trangThai ? eq(hs.trangThai, q.trangThai) : undefined,
    q.chuongTrinh ? eq(hs.chuongTrinh, q.chuongTrinh) : undefined,
    q.khoi ? eq(hs.khoi, q.khoi) : undefined,
    searchAny(q.search, hs.hoTen, hs.maHoSo, hs.truongCu),
  );

export function listApplications(db: DbOrTx, query: HoSoTuyenSinhListQuery) {
  const where = filterOf(query);
  const order = orderByOf(
    query.sort,
    { hoTen: hs.hoTen, maHoSo: hs.maHoSo, khoi: hs.khoi, ngayNop: hs.createdAt, diemTrungBinh: hs.diemTrungBinh },
    [desc(hs.createdAt)],
  );
  return pageWithTotal(
    query,
    db
      .select(columns)
      .from(hs)
      .where(where)
      .orderBy(...order, desc(hs.id))
      .$dynamic(),
    db.select({ n: countAll() }).from(hs).where(where),
  );
}

/** The board: per status, its count and its `perColumn` newest applications (one query, a window per status). */
export async function listBoard(db: DbOrTx, filter: Filter, perColumn: number) {
  const where = filterOf(filter);
  const ranked = db
    .select({
      ...columns,
      rn: sql<number>`row_number() over (partition by ${hs.trangThai} order by ${hs.id} desc)`.as('rn'),
    })
    .from(hs)
    .where(where)
    .as('ranked');
  const [items, counts] = await Promise.all([
    db.select().from(ranked).where(sql`${ranked.rn} <= ${perColumn}`).orderBy(desc(ranked.id)),
    db.select({ trangThai: hs.trangThai, n: countAll() }).from(hs).where(where).groupBy(hs.trangThai),
  ]);
  return { items, counts };
}

export function countByGradeAndProgramme(db: DbOrTx) {
  return db
    .select({ khoi: hs.khoi, chuongTrinh: hs.chuongTrinh, trangThai: hs.trangThai, n: countAll() })
    .from(hs)
    .groupBy(hs.khoi, hs.chuongTrinh, hs.trangThai)
    .orderBy(asc(hs.khoi), asc(hs.chuongTrinh));
}

export async function findApplication(db: DbOrTx, id: number, lock = false) {
  const query = db
    .select({ ...columns, diaChi: hs.diaChi, ghiChu: hs.ghiChu, phuHuynh: hs.phuHuynh })
    .from(hs)
    .where(eq(hs.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function findBySourceId(db: DbOrTx, maHoSoNguon: string) {
  const [row] = await db
    .select({ id: hs.id, maHoSo: hs.maHoSo, trangThai: hs.trangThai })
    .from(hs)
    .where(eq(hs.maHoSoNguon, maHoSoNguon));
  return row;
}

/** Applications of the year for any of these children (born on one of the dates), withdrawn ones left out. */
export function listApplicantsBornOn(db: DbOrTx, namHocDuTuyen: string, ngaySinh: string[]) {
  if (ngaySinh.length === 0) return Promise.resolve([]);
  return db
    .select({ maHoSo: hs.maHoSo, hoTen: hs.hoTen, ngaySinh: hs.ngaySinh })
    .from(hs)
    .where(
      and(
        eq(hs.namHocDuTuyen, namHocDuTuyen),
        sql`${hs.trangThai} <> 'daRut'`,
        sql`${hs.ngaySinh} in (select value::date from json_array_elements_text(${JSON.stringify(ngaySinh)}::json))`,
      ),
    );
}

export function listDocumentsOf(db: DbOrTx, hoSoId: number) {
  return db
    .select({
      id: tl.id,
      loai: tl.loai,
      tepId: tl.tepId,
      tenTep: files.originalName,
      kichThuoc: files.size,
      mimeType: files.mimeType,
    })
    .from(tl)
    .innerJoin(files, eq(files.id, tl.tepId))
    .where(eq(tl.hoSoId, hoSoId))
    .orderBy(asc(tl.id));
}

export function listHistoryOf(db: DbOrTx, hoSoId: number) {
  return db
    .select({
      id: ls.id,
      tuTrangThai: ls.tuTrangThai,
      denTrangThai: ls.denTrangThai,
      nguoiThucHien: ls.nguoiThucHien,
      ghiChu: ls.ghiChu,
      createdAt: ls.createdAt,
    })
    .from(ls)
    .where(eq(ls.hoSoId, hoSoId))
    .orderBy(asc(ls.id));
}

export function listReviewsOf(db: DbOrTx, hoSoId: number) {
  return db
    .select({
      taiKhoanId: dg.taiKhoanId,
      nguoiDanhGia: dg.nguoiDanhGia,
      diem: dg.diem,
      tongDiem: dg.tongDiem,
      nhanXet: dg.nhanXet,
      ngayDanhGia: dg.ngayDanhGia,
    })
    .from(dg)
    .where(eq(dg.hoSoId, hoSoId))
    .orderBy(asc(dg.id));
}

export interface NewApplication {
  maHoSoNguon: string | null;
  nguon: 'web' | 'vanPhong';
  namHocDuTuyen: string;
  hoTen: string;
  ngaySinh: string;
  gioiTinh: string | null;
  diaChi: string | null;
  chuongTrinh: string;
  khoi: number;
  truongCu: string | null;
  ghiChu: string | null;
  phuHuynh: PhuHuynhHoSo[];
}

/**
 * Inserts a submitted application and gives it its code (`TS<year>-<id>`); undefined when the site's id is already
 * known (the unique index decides, so two posts of one id at once make one application).
 */
export async function insertApplication(db: DbOrTx, values: NewApplication) {
  const [row] = await db
    .insert(hs)
    .values({ ...values, maHoSo: `tmp-${crypto.randomUUID()}`, trangThai: 'daNop' })
    .onConflictDoNothing({ target: hs.maHoSoNguon })
    .returning({ id: hs.id });
  if (!row) return undefined;
  const maHoSo = `TS${values.namHocDuTuyen.slice(2, 4)}-${String(row.id).padStart(5, '0')}`;
  await db.update(hs).set({ maHoSo }).where(eq(hs.id, row.id));
  return { id: row.id, maHoSo };
}

export async function insertDocument(db: DbOrTx, hoSoId: number, loai: string, tepId: number) {
  await db.insert(tl).values({ hoSoId, loai, tepId });
}

/** The application a stored file belongs to (downloads). */
export async function findApplicationOfFile(db: DbOrTx, fileId: number) {
  const [row] = await db.select({ hoSoId: tl.hoSoId }).from(tl).where(eq(tl.tepId, fileId)).limit(1);
  return row;
}

/** Moves the status when the version is still the expected one; undefined when it changed meanwhile. */
export async function updateStatus(
  db: DbOrTx,
  id: number,
  expectedVersion: number,
  values: { trangThai: string; lichKiemTra?: Date | null; hocSinhId?: number },
) {
  const [row] = await db
    .update(hs)
    .set({ ...values, version: sql`${hs.version} + 1`, updatedAt: new Date() })
    .where(and(eq(hs.id, id), eq(hs.version, expectedVersion)))
    .returning({ id: hs.id });
  return row;
}

export async function insertHistory(
  db: DbOrTx,
  row: {
    hoSoId: number;
    tuTrangThai: string | null;
    denTrangThai: string;
    taiKhoanId: number | null;
    nguoiThucHien: string | null;
    ghiChu: string | null;
    createdAt?: Date;
  },
) {
  await db.insert(ls).values(row);
}

/** Saves the reviewer's scores (their earlier ones replaced) and the application's mean of every reviewer. */
export async function saveReview(
  db: DbOrTx,
  row: {
    hoSoId: number;
    taiKhoanId: number;
    nguoiDanhGia: string;
    diem: Record<string, number>;
    tongDiem: number;
    nhanXet: string | null;
    ngayDanhGia: string;
  },
) {
  await db
    .insert(dg)
    .values(row)
    .onConflictDoUpdate({
      target: [dg.hoSoId, dg.taiKhoanId],
      set: { diem: row.diem, tongDiem: row.tongDiem, nhanXet: row.nhanXet, ngayDanhGia: row.ngayDanhGia },
    });
  await db
    .update(hs)
    .set({
      diemTrungBinh: sql`(select round(avg(${dg.tongDiem})::numeric, 2)::real from ${dg} where ${dg.hoSoId} = ${row.hoSoId})`,
    })
    .where(eq(hs.id, row.hoSoId));
}
