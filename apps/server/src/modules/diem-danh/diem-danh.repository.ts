import type { ChamCongListQuery, DiemDanhListQuery } from '@hpl/shared';
import { and, asc, desc, eq, gte, inArray, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { chamCongMay, diemDanhHocSinh, hocSinh, khoi, lopQuanLy, nhanVien, taiKhoan } from '../../db/schema';
import { countAll, orderByOf, pageWithTotal, unaccentContains } from '../../lib/list';
import { byNameKey } from '../../lib/name-order';

/** Attendance rows with the student, the class and who recorded them; `namHocId` already resolved by the service. */
export async function listAttendance(db: DbOrTx, query: DiemDanhListQuery) {
  const where = and(
    query.namHocId ? eq(lopQuanLy.namHocId, query.namHocId) : undefined,
    query.lopQuanLyId ? eq(diemDanhHocSinh.lopQuanLyId, query.lopQuanLyId) : undefined,
    query.hocSinhId ? eq(diemDanhHocSinh.hocSinhId, query.hocSinhId) : undefined,
    query.tuNgay ? gte(diemDanhHocSinh.ngay, query.tuNgay) : undefined,
    query.denNgay ? lte(diemDanhHocSinh.ngay, query.denNgay) : undefined,
    query.trangThai ? eq(diemDanhHocSinh.trangThai, query.trangThai) : undefined,
    query.search
      ? or(unaccentContains(hocSinh.hoTen, query.search), unaccentContains(hocSinh.maHocSinh, query.search))
      : undefined,
  );
  const order = orderByOf(
    query.sort,
    {
      ngay: diemDanhHocSinh.ngay,
      hoTen: byNameKey(hocSinh.hoTenSapXep),
      maHocSinh: hocSinh.maHocSinh,
      tenLop: lopQuanLy.tenLop,
      trangThai: diemDanhHocSinh.trangThai,
      ghiNhanLuc: diemDanhHocSinh.ghiNhanLuc,
    },
    [desc(diemDanhHocSinh.ngay), asc(lopQuanLy.tenLop), asc(byNameKey(hocSinh.hoTenSapXep)), asc(diemDanhHocSinh.id)],
  );
  const rows = db
    .select({
      id: diemDanhHocSinh.id,
      hocSinhId: diemDanhHocSinh.hocSinhId,
      maHocSinh: hocSinh.maHocSinh,
      hoTen: hocSinh.hoTen,
      lopQuanLyId: diemDanhHocSinh.lopQuanLyId,
      tenLop: lopQuanLy.tenLop,
      ngay: diemDanhHocSinh.ngay,
      trangThai: diemDanhHocSinh.trangThai,
      ghiChu: diemDanhHocSinh.ghiChu,
      nguoiGhiNhan: sql<string | null>`coalesce(${nhanVien.hoTen}, ${taiKhoan.username})`,
      ghiNhanLuc: diemDanhHocSinh.ghiNhanLuc,
    })
    .from(diemDanhHocSinh)
    .innerJoin(hocSinh, eq(hocSinh.id, diemDanhHocSinh.hocSinhId))
    .innerJoin(lopQuanLy, eq(lopQuanLy.id, diemDanhHocSinh.lopQuanLyId))
    .leftJoin(taiKhoan, eq(taiKhoan.id, diemDanhHocSinh.nguoiGhiNhanId))
    .leftJoin(nhanVien, eq(nhanVien.id, taiKhoan.nhanVienId))
    .where(where)
    .orderBy(...order)
    .$dynamic();
  return pageWithTotal(
    query,
    rows,
    db
      .select({ n: countAll() })
      .from(diemDanhHocSinh)
      .innerJoin(hocSinh, eq(hocSinh.id, diemDanhHocSinh.hocSinhId))
      .innerJoin(lopQuanLy, eq(lopQuanLy.id, diemDanhHocSinh.lopQuanLyId))
      .where(where),
  );
}

/** The instant a school day (`yyyy-mm-dd`, Vietnam time, no daylight saving) begins. */
const startOfSchoolDay = (day: string) => new Date(`${day}T00:00:00+07:00`);
const startOfNextSchoolDay = (day: string) => new Date(startOfSchoolDay(day).getTime() + 86_400_000);

/** Machine punches; `nhanVienId` scopes the list to one person (the caller's own list passes theirs). */
export async function listPunches(db: DbOrTx, query: ChamCongListQuery) {
  const conditions: (SQL | undefined)[] = [
    query.nhanVienId ? eq(chamCongMay.nhanVienId, query.nhanVienId) : undefined,
    query.maMay ? sql`lower(${chamCongMay.maMay}) = lower(${query.maMay})` : undefined,
    query.tuNgay ? gte(chamCongMay.thoiDiem, startOfSchoolDay(query.tuNgay)) : undefined,
    query.denNgay ? lt(chamCongMay.thoiDiem, startOfNextSchoolDay(query.denNgay)) : undefined,
    query.search
      ? or(unaccentContains(nhanVien.hoTen, query.search), unaccentContains(chamCongMay.maNhanVien, query.search))
      : undefined,
  ];
  const where = and(...conditions);
  const order = orderByOf(
    query.sort,
    {
      thoiDiem: chamCongMay.thoiDiem,
      hoTen: byNameKey(nhanVien.hoTenSapXep),
      maNhanVien: chamCongMay.maNhanVien,
      maMay: chamCongMay.maMay,
    },
    [desc(chamCongMay.thoiDiem), asc(chamCongMay.id)],
  );
  const rows = db
    .select({
      id: chamCongMay.id,
      maMay: chamCongMay.maMay,
      maNhanVien: chamCongMay.maNhanVien,
      nhanVienId: chamCongMay.nhanVienId,
      hoTen: nhanVien.hoTen,
      thoiDiem: chamCongMay.thoiDiem,
    })
    .from(chamCongMay)
    .innerJoin(nhanVien, eq(nhanVien.id, chamCongMay.nhanVienId))
    .where(where)
    .orderBy(...order)
    .$dynamic();
  return pageWithTotal(
    query,
    rows,
    db
      .select({ n: countAll() })
      .from(chamCongMay)
      .innerJoin(nhanVien, eq(nhanVien.id, chamCongMay.nhanVienId))
      .where(where),
  );
}

const counts = {
  coMat: sql<number>`cast(count(*) filter (where ${diemDanhHocSinh.trangThai} = 'co_mat') as integer)`,
  vangCoPhep: sql<number>`cast(count(*) filter (where ${diemDanhHocSinh.trangThai} = 'vang_co_phep') as integer)`,
  vangKhongPhep: sql<number>`cast(count(*) filter (where ${diemDanhHocSinh.trangThai} = 'vang_khong_phep') as integer)`,
  diMuon: sql<number>`cast(count(*) filter (where ${diemDanhHocSinh.trangThai} = 'di_muon') as integer)`,
  tong: sql<number>`cast(count(*) as integer)`,
};

type StatusCounts = { coMat: number; vangCoPhep: number; vangKhongPhep: number; diMuon: number; tong: number };
const zeroCounts = (): StatusCounts => ({ coMat: 0, vangCoPhep: 0, vangKhongPhep: 0, diMuon: 0, tong: 0 });
function addCounts(to: StatusCounts, from: StatusCounts) {
  to.coMat += from.coMat;
  to.vangCoPhep += from.vangCoPhep;
  to.vangKhongPhep += from.vangKhongPhep;
  to.diMuon += from.diMuon;
  to.tong += from.tong;
}

/** Classes per piece of the statistics: one piece reads a few thousand rows through `diem_danh_lop_ngay`. */
const STATISTICS_PIECE = 4;

/**
 * Counts per status by class, by day and in all, for one year and a date range. The class and grade level are joined
 * in SQL (not read through lop-quan-ly's entry) because the figures group and filter on them.
 *
 * Read in pieces of a few classes (each counted per class and day through the `(lop_quan_ly_id, ngay)` index) and
 * summed here: on the embedded database one query holds its only connection, and a whole year's count in one go held
 * it for half a second while every other request waited; a piece holds it for a few milliseconds.
 */
export async function countStatuses(
  db: DbOrTx,
  q: { namHocId: number; tuNgay: string | null; denNgay: string; khoiId?: number; lopQuanLyId?: number },
) {
  const classes = await db
    .select({ lopQuanLyId: lopQuanLy.id, tenLop: lopQuanLy.tenLop, tenKhoi: khoi.tenKhoi, tenKhoiEn: khoi.tenKhoiEn })
    .from(lopQuanLy)
    .innerJoin(khoi, eq(khoi.id, lopQuanLy.khoiId))
    .where(
      and(
        eq(lopQuanLy.namHocId, q.namHocId),
        q.khoiId ? eq(lopQuanLy.khoiId, q.khoiId) : undefined,
        q.lopQuanLyId ? eq(lopQuanLy.id, q.lopQuanLyId) : undefined,
      ),
    )
    .orderBy(asc(khoi.thuTu), asc(lopQuanLy.tenLop), asc(lopQuanLy.id));
  const byClass = new Map<number, StatusCounts>();
  const byDay = new Map<string, StatusCounts>();
  const tong = zeroCounts();
  for (let i = 0; i < classes.length; i += STATISTICS_PIECE) {
    const ids = classes.slice(i, i + STATISTICS_PIECE).map((c) => c.lopQuanLyId);
    const rows = await db
      .select({ lopQuanLyId: diemDanhHocSinh.lopQuanLyId, ngay: diemDanhHocSinh.ngay, ...counts })
      .from(diemDanhHocSinh)
      .where(
        and(
          inArray(diemDanhHocSinh.lopQuanLyId, ids),
          q.tuNgay ? gte(diemDanhHocSinh.ngay, q.tuNgay) : undefined,
          lte(diemDanhHocSinh.ngay, q.denNgay),
        ),
      )
      .groupBy(diemDanhHocSinh.lopQuanLyId, diemDanhHocSinh.ngay);
    for (const { lopQuanLyId, ngay, ...n } of rows) {
      const cls = byClass.get(lopQuanLyId) ?? zeroCounts();
      byClass.set(lopQuanLyId, cls);
      addCounts(cls, n);
      const day = byDay.get(ngay) ?? zeroCounts();
      byDay.set(ngay, day);
      addCounts(day, n);
      addCounts(tong, n);
    }
  }
  const theoLop = classes.flatMap((c) => {
    const n = byClass.get(c.lopQuanLyId);
    return n ? [{ ...c, ...n }] : [];
  });
  const theoNgay = [...byDay].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([ngay, n]) => ({ ngay, ...n }));
  return { theoLop, theoNgay, tong };
}

/** Writes attendance rows, replacing the student's row of the same day (a new version of it). */
export async function upsertAttendance(
  db: DbOrTx,
  values: (typeof diemDanhHocSinh.$inferInsert)[],
  recordedBy: number | null,
) {
  for (let i = 0; i < values.length; i += 500) {
    await db
      .insert(diemDanhHocSinh)
      .values(values.slice(i, i + 500))
      .onConflictDoUpdate({
        target: [diemDanhHocSinh.hocSinhId, diemDanhHocSinh.ngay],
        set: {
          trangThai: sql`excluded.trang_thai`,
          ghiChu: sql`excluded.ghi_chu`,
          lopQuanLyId: sql`excluded.lop_quan_ly_id`,
          nguoiGhiNhanId: recordedBy,
          ghiNhanLuc: new Date(),
          version: sql`${diemDanhHocSinh.version} + 1`,
        },
      });
  }
}

/** Stores machine punches; ones already stored (same device, code and instant) are skipped. Returns how many were new. */
export async function insertPunches(db: DbOrTx, values: (typeof chamCongMay.$inferInsert)[]) {
  let inserted = 0;
  for (let i = 0; i < values.length; i += 1000) {
    const rows = await db
      .insert(chamCongMay)
      .values(values.slice(i, i + 1000))
      .onConflictDoNothing()
      .returning({ id: chamCongMay.id });
    inserted += rows.length;
  }
  return inserted;
}

/** Absent days (excused or not) per student between two dates. */
export function countAbsentDays(db: DbOrTx, hocSinhIds: number[], from: string, to: string) {
  return db
    .select({ hocSinhId: diemDanhHocSinh.hocSinhId, n: sql<number>`cast(count(*) as integer)` })
    .from(diemDanhHocSinh)
    .where(
      and(
        inArray(diemDanhHocSinh.hocSinhId, hocSinhIds),
        gte(diemDanhHocSinh.ngay, from),
        lte(diemDanhHocSinh.ngay, to),
        inArray(diemDanhHocSinh.trangThai, ['vang_co_phep', 'vang_khong_phep']),
      ),
    )
    .groupBy(diemDanhHocSinh.hocSinhId);
}

/** One class's attendance of a day (status and note per student). */
export function listClassDay(db: DbOrTx, lopQuanLyId: number, day: string) {
  return db
    .select({
      hocSinhId: diemDanhHocSinh.hocSinhId,
      trangThai: diemDanhHocSinh.trangThai,
      ghiChu: diemDanhHocSinh.ghiChu,
      ghiNhanLuc: diemDanhHocSinh.ghiNhanLuc,
    })
    .from(diemDanhHocSinh)
    .where(and(eq(diemDanhHocSinh.lopQuanLyId, lopQuanLyId), eq(diemDanhHocSinh.ngay, day)));
}

/** Absences by status (excused, unexcused) and late arrivals per student between two dates. */
export function countStatusesOfStudents(db: DbOrTx, hocSinhIds: number[], from: string, to: string) {
  return db
    .select({
      hocSinhId: diemDanhHocSinh.hocSinhId,
      trangThai: diemDanhHocSinh.trangThai,
      n: sql<number>`cast(count(*) as integer)`,
    })
    .from(diemDanhHocSinh)
    .where(
      and(
        inArray(diemDanhHocSinh.hocSinhId, hocSinhIds.concat(0)),
        gte(diemDanhHocSinh.ngay, from),
        lte(diemDanhHocSinh.ngay, to),
        inArray(diemDanhHocSinh.trangThai, ['vang_co_phep', 'vang_khong_phep', 'di_muon']),
      ),
    )
    .groupBy(diemDanhHocSinh.hocSinhId, diemDanhHocSinh.trangThai);
}
