import type { ViPhamNhanVienListQuery } from '@hpl/shared';
import { aliasedTable, and, asc, desc, eq, gte, inArray, isNull, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { files, maViPham, nhanVien, phongBan, viPhamNhanVien, viPhamNhanVienMinhChung } from '../../db/schema';
import { countAll, orderByOf, pageWithTotal, searchAny } from '../../lib/list';

/* Staff reports. Three views, each its own select: the reporter's history (`reporter`), the managers' every report
   (`all`), and the reported person's confirmed reports (`aboutMe`), whose columns never include the reporter. */

const v = viPhamNhanVien;
const reporter = aliasedTable(nhanVien, 'nguoi_bao_cao');

/** `all` leaves out the reports about the manager themself: other managers handle those (the reporter stays hidden). */
export type StaffReportScope =
  | { kind: 'all'; exceptNhanVienId: number | null }
  | { kind: 'reporter'; accountId: number };

const aboutMeColumns = {
  id: v.id,
  ngay: v.ngay,
  ma: maViPham.ma,
  moTaMa: maViPham.moTa,
  moTaMaEn: maViPham.moTaEn,
  diem: v.diem,
  moTa: v.moTa,
  ghiChuQuyetDinh: v.ghiChuQuyetDinh,
  quyetDinhLuc: v.quyetDinhLuc,
};

const fullColumns = {
  ...aboutMeColumns,
  nhanVienId: v.nhanVienId,
  nhanVien: nhanVien.hoTen,
  phongBan: phongBan.tenPhongBan,
  nguoiBaoCao: reporter.hoTen,
  nguoiBaoCaoTaiKhoanId: v.nguoiBaoCaoTaiKhoanId,
  trangThai: v.trangThai,
  lyDoBoQua: v.lyDoBoQua,
  version: v.version,
};

const scoped = (scope: StaffReportScope): SQL | undefined => {
  if (scope.kind === 'reporter') return eq(v.nguoiBaoCaoTaiKhoanId, scope.accountId);
  return scope.exceptNhanVienId === null ? undefined : ne(v.nhanVienId, scope.exceptNhanVienId);
};

const filters = (query: ViPhamNhanVienListQuery) =>
  and(
    query.trangThai ? eq(v.trangThai, query.trangThai) : undefined,
    query.tuNgay ? gte(v.ngay, query.tuNgay) : undefined,
    query.denNgay ? lte(v.ngay, query.denNgay) : undefined,
  );

const fullSelect = (db: DbOrTx) =>
  db
    .select(fullColumns)
    .from(v)
    .innerJoin(maViPham, eq(maViPham.id, v.maViPhamId))
    .innerJoin(nhanVien, eq(nhanVien.id, v.nhanVienId))
    .leftJoin(phongBan, eq(phongBan.id, nhanVien.phongBanId))
    .innerJoin(reporter, eq(reporter.id, v.nguoiBaoCaoId));

export function listReports(db: DbOrTx, scope: StaffReportScope, query: ViPhamNhanVienListQuery) {
  const where = and(scoped(scope), filters(query), searchAny(query.search, nhanVien.hoTen, maViPham.ma));
  const order = orderByOf(query.sort, { ngay: v.ngay, trangThai: v.trangThai }, [desc(v.ngay)]);
  return pageWithTotal(
    query,
    fullSelect(db)
      .where(where)
      .orderBy(...order, desc(v.id))
      .$dynamic(),
    db
      .select({ n: countAll() })
      .from(v)
      .innerJoin(maViPham, eq(maViPham.id, v.maViPhamId))
      .innerJoin(nhanVien, eq(nhanVien.id, v.nhanVienId))
      .where(where),
  );
}

export async function findReport(db: DbOrTx, scope: StaffReportScope, id: number) {
  const [row] = await fullSelect(db).where(and(eq(v.id, id), scoped(scope)));
  return row;
}

/** The confirmed reports about a staff member: the reporter is not even selected. */
export function listAboutMe(db: DbOrTx, nhanVienId: number, query: ViPhamNhanVienListQuery) {
  const where = and(
    eq(v.nhanVienId, nhanVienId),
    eq(v.trangThai, 'da_xac_nhan'),
    filters({ ...query, trangThai: undefined }),
  );
  return pageWithTotal(
    query,
    db
      .select(aboutMeColumns)
      .from(v)
      .innerJoin(maViPham, eq(maViPham.id, v.maViPhamId))
      .where(where)
      .orderBy(desc(v.ngay), desc(v.id))
      .$dynamic(),
    db.select({ n: countAll() }).from(v).where(where),
  );
}

export async function findAboutMe(db: DbOrTx, nhanVienId: number, id: number) {
  const [row] = await db
    .select(aboutMeColumns)
    .from(v)
    .innerJoin(maViPham, eq(maViPham.id, v.maViPhamId))
    .where(and(eq(v.id, id), eq(v.nhanVienId, nhanVienId), eq(v.trangThai, 'da_xac_nhan')));
  return row;
}

export function listEvidence(db: DbOrTx, ids: number[]) {
  return db
    .select({
      viPhamId: viPhamNhanVienMinhChung.viPhamId,
      id: files.id,
      tenTep: files.originalName,
      mimeType: files.mimeType,
      kichThuoc: files.size,
    })
    .from(viPhamNhanVienMinhChung)
    .innerJoin(files, eq(files.id, viPhamNhanVienMinhChung.fileId))
    .where(inArray(viPhamNhanVienMinhChung.viPhamId, ids.concat(0)))
    .orderBy(asc(files.id));
}

/** Working staff by name (accents ignored), not the caller. */
export function searchStaff(db: DbOrTx, search: string, exceptId: number | null) {
  return db
    .select({ id: nhanVien.id, hoTen: nhanVien.hoTen, phongBan: phongBan.tenPhongBan })
    .from(nhanVien)
    .leftJoin(phongBan, eq(phongBan.id, nhanVien.phongBanId))
    .where(
      and(
        isNull(nhanVien.deletedAt),
        eq(nhanVien.trangThai, 'dang_lam'),
        exceptId === null ? undefined : ne(nhanVien.id, exceptId),
        searchAny(search, nhanVien.hoTen),
      ),
    )
    .orderBy(asc(nhanVien.hoTenSapXep))
    .limit(20);
}

export async function findWorkingStaff(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: nhanVien.id })
    .from(nhanVien)
    .where(and(eq(nhanVien.id, id), isNull(nhanVien.deletedAt), eq(nhanVien.trangThai, 'dang_lam')));
  return row;
}

export async function insertReport(db: DbOrTx, values: typeof v.$inferInsert, fileIds: number[]): Promise<number> {
  const [row] = await db.insert(v).values(values).returning({ id: v.id });
  if (fileIds.length > 0) {
    await db.insert(viPhamNhanVienMinhChung).values(fileIds.map((fileId) => ({ viPhamId: row!.id, fileId })));
  }
  return row!.id;
}

export async function decideReport(
  db: DbOrTx,
  id: number,
  expectedVersion: number,
  set: Partial<typeof v.$inferInsert>,
) {
  const [row] = await db
    .update(v)
    .set({ ...set, version: sql`${v.version} + 1` })
    .where(and(eq(v.id, id), eq(v.version, expectedVersion), eq(v.trangThai, 'cho_xu_ly')))
    .returning({ id: v.id });
  return row;
}

/** Whether a file is evidence of a staff report the caller manages or reported (never the reported person). */
export async function isStaffEvidenceVisible(db: DbOrTx, scope: StaffReportScope, fileId: number) {
  const [row] = await db
    .select({ id: v.id })
    .from(viPhamNhanVienMinhChung)
    .innerJoin(v, eq(v.id, viPhamNhanVienMinhChung.viPhamId))
    .where(and(eq(viPhamNhanVienMinhChung.fileId, fileId), scoped(scope)))
    .limit(1);
  return row !== undefined;
}

/** Evidence files owned by the account, of the purpose, attached to nothing yet (student incidents included). */
export function findUnattachedStaffEvidence(db: DbOrTx, accountId: number, purpose: string, ids: number[]) {
  return db
    .select({ id: files.id })
    .from(files)
    .where(
      and(
        inArray(files.id, ids),
        eq(files.ownerAccountId, accountId),
        eq(files.purpose, purpose),
        sql`not exists (select 1 from vi_pham_minh_chung m where m.file_id = ${files.id})`,
        sql`not exists (select 1 from vi_pham_nhan_vien_minh_chung m where m.file_id = ${files.id})`,
      ),
    );
}

const countsBy = (status: string) => sql<number>`cast(count(*) filter (where ${v.trangThai} = ${status}) as integer)`;
const counts = {
  soLuong: sql<number>`cast(count(*) as integer)`,
  choXuLy: countsBy('cho_xu_ly'),
  daXacNhan: countsBy('da_xac_nhan'),
  boQua: countsBy('bo_qua'),
};

/**
 * The managers' statistics: counts per department (of the reported person), code and month, within the managers'
 * scope (not the reports about the manager themself). No column of the reporter is read.
 */
export async function statistics(db: DbOrTx, scope: StaffReportScope, from: string, to: string) {
  const where = and(scoped(scope), gte(v.ngay, from), lte(v.ngay, to));
  const month = sql<string>`to_char(${v.ngay}, 'YYYY-MM')`;
  const [tong, theoPhongBan, theoMa, theoThang] = await Promise.all([
    db.select(counts).from(v).where(where),
    db
      .select({ phongBanId: phongBan.id, tenPhongBan: phongBan.tenPhongBan, ...counts })
      .from(v)
      .innerJoin(nhanVien, eq(nhanVien.id, v.nhanVienId))
      .leftJoin(phongBan, eq(phongBan.id, nhanVien.phongBanId))
      .where(where)
      .groupBy(phongBan.id, phongBan.tenPhongBan)
      .orderBy(desc(counts.soLuong), asc(phongBan.tenPhongBan)),
    db
      .select({ maViPhamId: maViPham.id, ma: maViPham.ma, moTa: maViPham.moTa, moTaEn: maViPham.moTaEn, ...counts })
      .from(v)
      .innerJoin(maViPham, eq(maViPham.id, v.maViPhamId))
      .where(where)
      .groupBy(maViPham.id, maViPham.ma, maViPham.moTa, maViPham.moTaEn)
      .orderBy(desc(counts.soLuong), asc(maViPham.ma)),
    db
      .select({ thang: month, ...counts })
      .from(v)
      .where(where)
      .groupBy(month)
      .orderBy(month),
  ]);
  return { tong: tong[0] ?? { soLuong: 0, choXuLy: 0, daXacNhan: 0, boQua: 0 }, theoPhongBan, theoMa, theoThang };
}
