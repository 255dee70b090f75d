import type { ViPhamHocSinhListQuery } from '@hpl/shared';
import { and, asc, desc, eq, exists, gte, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  files,
  hocSinh,
  khoi,
  lopQuanLy,
  lopQuanLyHocSinh,
  nhanVien,
  viPhamHocSinh,
  viPhamHocSinhMa,
  viPhamHocSinhNguoi,
  viPhamMinhChung,
} from '../../db/schema';
import { countAll, orderByOf, pageWithTotal, searchAny } from '../../lib/list';
import { activeYearId } from '../nam-hoc';
import type { ViPhamScope } from './vi-pham-hoc-sinh.policy';

const vp = viPhamHocSinh;
const n = viPhamHocSinhNguoi;

/** The students of each incident (name, code, class and level when reported), as JSON. */
export interface IncidentStudent {
  id: number;
  maHocSinh: string;
  hoTen: string;
  tenLop: string | null;
  capHoc: string | null;
  /** The homeroom teacher of the class the incident was reported in (records the guardian's confirmation). */
  gvcnId: number | null;
  daViet: boolean;
  daXacNhan: boolean;
  khieuNaiChapNhan: boolean;
}

const studentsJson = sql<IncidentStudent[]>`(select coalesce(json_agg(json_build_object('id', hs.id,
  'maHocSinh', hs.ma_hoc_sinh, 'hoTen', hs.ho_ten, 'tenLop', l.ten_lop, 'capHoc', x.cap_hoc, 'gvcnId', l.gvcn_id,
  'daViet', x.tu_kiem_diem_luc is not null, 'daXacNhan', x.phu_huynh_ngay is not null,
  'khieuNaiChapNhan', coalesce(x.ket_qua_khieu_nai = 'chap_nhan', false)) order by hs.ho_ten_sap_xep, hs.id), '[]'::json)
  from vi_pham_hoc_sinh_nguoi x join hoc_sinh hs on hs.id = x.hoc_sinh_id join lop_quan_ly l on l.id = x.lop_quan_ly_id
  where x.vi_pham_id = ${vp.id})`;

const codesJson = sql<
  { id: number; ma: string; moTa: string; moTaEn: string; diem: number; mucDo: number }[]
>`(select coalesce(json_agg(json_build_object('id', m.id, 'ma', m.ma, 'moTa', m.mo_ta, 'moTaEn', m.mo_ta_en,
  'diem', c.diem, 'mucDo', m.muc_do) order by m.ma), '[]'::json)
  from vi_pham_hoc_sinh_ma c join ma_vi_pham m on m.id = c.ma_vi_pham_id where c.vi_pham_id = ${vp.id})`;

const pointsSum = sql<number>`(select cast(coalesce(sum(c.diem), 0) as integer) from vi_pham_hoc_sinh_ma c
  where c.vi_pham_id = ${vp.id})`;

const listColumns = {
  id: vp.id,
  ngay: vp.ngay,
  tiet: vp.tiet,
  diaDiem: vp.diaDiem,
  trangThai: vp.trangThai,
  bienPhap: vp.bienPhap,
  nguoiBaoCao: sql<string>`coalesce(${nhanVien.hoTen}, '')`,
  nguoiBaoCaoTaiKhoanId: vp.nguoiBaoCaoTaiKhoanId,
  hocSinh: studentsJson,
  maViPham: codesJson,
  tongDiem: pointsSum,
  version: vp.version,
};

const detailColumns = {
  ...listColumns,
  moTa: vp.moTa,
  ghiChuQuyetDinh: vp.ghiChuQuyetDinh,
  lyDoBoQua: vp.lyDoBoQua,
  xacMinhLuc: vp.xacMinhLuc,
  quyetDinhLuc: vp.quyetDinhLuc,
  namHocId: vp.namHocId,
};

/** Whether the incident has a student matching a condition on the student-row table (and its joins). */
const hasStudent = (db: DbOrTx, where: SQL | undefined, joinClass = false) => {
  const base = db.select({ one: sql`1` }).from(n);
  const joined = joinClass ? base.innerJoin(lopQuanLy, eq(lopQuanLy.id, n.lopQuanLyId)) : base;
  return exists(joined.where(and(eq(n.viPhamId, vp.id), where)));
};

/** The condition every read adds: incidents outside the caller's scope do not exist for them. */
export function visible(db: DbOrTx, scope: ViPhamScope): SQL | undefined {
  switch (scope.kind) {
    case 'all':
      return undefined;
    case 'student':
      return hasStudent(db, eq(n.hocSinhId, scope.hocSinhId));
    case 'staff': {
      const mine = eq(vp.nguoiBaoCaoTaiKhoanId, scope.accountId);
      if (scope.nhanVienId === null) return mine;
      return sql`(${mine} or ${hasStudent(db, eq(lopQuanLy.gvcnId, scope.nhanVienId), true)})`;
    }
    default:
      return sql`false`;
  }
}

export function listIncidents(db: DbOrTx, scope: ViPhamScope, accountId: number, query: ViPhamHocSinhListQuery) {
  const where = and(
    visible(db, scope),
    query.trangThai ? eq(vp.trangThai, query.trangThai) : undefined,
    query.tuNgay ? gte(vp.ngay, query.tuNgay) : undefined,
    query.denNgay ? lte(vp.ngay, query.denNgay) : undefined,
    query.nguoiBaoCaoId ? eq(vp.nguoiBaoCaoId, query.nguoiBaoCaoId) : undefined,
    query.cuaToi === 'true' ? eq(vp.nguoiBaoCaoTaiKhoanId, accountId) : undefined,
    query.lopQuanLyId ? hasStudent(db, eq(n.lopQuanLyId, query.lopQuanLyId)) : undefined,
    query.khoiId ? hasStudent(db, eq(lopQuanLy.khoiId, query.khoiId), true) : undefined,
    query.maViPhamId
      ? exists(
          db
            .select({ one: sql`1` })
            .from(viPhamHocSinhMa)
            .where(and(eq(viPhamHocSinhMa.viPhamId, vp.id), eq(viPhamHocSinhMa.maViPhamId, query.maViPhamId))),
        )
      : undefined,
    query.search
      ? exists(
          db
            .select({ one: sql`1` })
            .from(n)
            .innerJoin(hocSinh, eq(hocSinh.id, n.hocSinhId))
            .where(and(eq(n.viPhamId, vp.id), searchAny(query.search, hocSinh.hoTen, hocSinh.maHocSinh))),
        )
      : undefined,
  );
  const order = orderByOf(query.sort, { ngay: vp.ngay, trangThai: vp.trangThai, id: vp.id }, [desc(vp.ngay)]);
  return pageWithTotal(
    query,
    db
      .select(listColumns)
      .from(vp)
      .leftJoin(nhanVien, eq(nhanVien.id, vp.nguoiBaoCaoId))
      .where(where)
      .orderBy(...order, desc(vp.id))
      .$dynamic(),
    db.select({ n: countAll() }).from(vp).where(where),
  );
}

export async function findIncident(db: DbOrTx, scope: ViPhamScope, id: number) {
  const [row] = await db
    .select(detailColumns)
    .from(vp)
    .leftJoin(nhanVien, eq(nhanVien.id, vp.nguoiBaoCaoId))
    .where(and(eq(vp.id, id), visible(db, scope)));
  return row;
}

export function listOwnAccounts(db: DbOrTx, viPhamId: number) {
  return db
    .select({ hocSinhId: n.hocSinhId, noiDung: n.tuTrinh, luc: n.tuTrinhLuc })
    .from(n)
    .where(and(eq(n.viPhamId, viPhamId), sql`${n.tuTrinh} is not null`));
}

export function listAppeals(db: DbOrTx, viPhamId: number) {
  return db
    .select({
      hocSinhId: n.hocSinhId,
      noiDung: n.khieuNai,
      luc: n.khieuNaiLuc,
      ketQua: n.ketQuaKhieuNai,
      traLoi: n.traLoiKhieuNai,
    })
    .from(n)
    .where(and(eq(n.viPhamId, viPhamId), sql`${n.khieuNai} is not null`));
}

/** The self-reviews written on an incident, with the guardian's confirmation when recorded. */
export function listSelfReviews(db: DbOrTx, viPhamId: number) {
  return db
    .select({
      hocSinhId: n.hocSinhId,
      noiDung: n.tuKiemDiem,
      luc: n.tuKiemDiemLuc,
      phuHuynhHoTen: n.phuHuynhHoTen,
      phuHuynhNgay: n.phuHuynhNgay,
      phuHuynhGhiChu: n.phuHuynhGhiChu,
      phuHuynhGhiNhanLuc: n.phuHuynhGhiNhanLuc,
    })
    .from(n)
    .where(and(eq(n.viPhamId, viPhamId), sql`${n.tuKiemDiemLuc} is not null`));
}

/** Stores a student's self-review; undefined when they already submitted one. */
export async function setSelfReview(db: DbOrTx, viPhamId: number, hocSinhId: number, noiDung: string) {
  const [row] = await db
    .update(n)
    .set({ tuKiemDiem: noiDung, tuKiemDiemLuc: new Date() })
    .where(and(eq(n.viPhamId, viPhamId), eq(n.hocSinhId, hocSinhId), isNull(n.tuKiemDiemLuc)))
    .returning({ id: n.id });
  return row;
}

/** Records the guardian's confirmation of a submitted self-review; undefined when it is not awaited. */
export async function setGuardianConfirmation(
  db: DbOrTx,
  viPhamId: number,
  hocSinhId: number,
  input: { hoTen: string; ngay: string; ghiChu: string | null; accountId: number },
) {
  const [row] = await db
    .update(n)
    .set({
      phuHuynhHoTen: input.hoTen,
      phuHuynhNgay: input.ngay,
      phuHuynhGhiChu: input.ghiChu,
      phuHuynhGhiNhanBoiId: input.accountId,
      phuHuynhGhiNhanLuc: new Date(),
    })
    .where(
      and(
        eq(n.viPhamId, viPhamId),
        eq(n.hocSinhId, hocSinhId),
        sql`${n.tuKiemDiemLuc} is not null`,
        isNull(n.phuHuynhNgay),
      ),
    )
    .returning({ id: n.id });
  return row;
}

/** Records a student's one appeal; undefined when they already appealed. */
export async function setAppeal(db: DbOrTx, viPhamId: number, hocSinhId: number, noiDung: string) {
  const [row] = await db
    .update(n)
    .set({ khieuNai: noiDung, khieuNaiLuc: new Date() })
    .where(and(eq(n.viPhamId, viPhamId), eq(n.hocSinhId, hocSinhId), isNull(n.khieuNai)))
    .returning({ id: n.id });
  return row;
}

/** Decides a pending appeal; undefined when there is none. */
export async function decideAppeal(db: DbOrTx, viPhamId: number, hocSinhId: number, ketQua: string, traLoi: string) {
  const [row] = await db
    .update(n)
    .set({ ketQuaKhieuNai: ketQua, traLoiKhieuNai: traLoi, khieuNaiXuLyLuc: new Date() })
    .where(
      and(
        eq(n.viPhamId, viPhamId),
        eq(n.hocSinhId, hocSinhId),
        sql`${n.khieuNai} is not null`,
        isNull(n.ketQuaKhieuNai),
      ),
    )
    .returning({ id: n.id });
  return row;
}

export function listEvidence(db: DbOrTx, viPhamId: number) {
  return db
    .select({ id: files.id, tenTep: files.originalName, mimeType: files.mimeType, kichThuoc: files.size })
    .from(viPhamMinhChung)
    .innerJoin(files, eq(files.id, viPhamMinhChung.fileId))
    .where(eq(viPhamMinhChung.viPhamId, viPhamId))
    .orderBy(asc(files.id));
}

/** The students' current homeroom class of the active year, with its level of school (for the measures). */
export function findCurrentClasses(db: DbOrTx, hocSinhIds: number[]) {
  return db
    .select({
      hocSinhId: lopQuanLyHocSinh.hocSinhId,
      lopQuanLyId: lopQuanLy.id,
      tenLop: lopQuanLy.tenLop,
      capHoc: khoi.capHoc,
      namHocId: lopQuanLy.namHocId,
    })
    .from(lopQuanLyHocSinh)
    .innerJoin(lopQuanLy, eq(lopQuanLy.id, lopQuanLyHocSinh.lopQuanLyId))
    .innerJoin(khoi, eq(khoi.id, lopQuanLy.khoiId))
    .where(
      and(
        inArray(lopQuanLyHocSinh.hocSinhId, hocSinhIds),
        isNull(lopQuanLyHocSinh.denNgay),
        eq(lopQuanLy.namHocId, activeYearId()),
      ),
    );
}

/** Students of the active year by name or code (accent-free), for the report form. */
export function searchStudents(db: DbOrTx, search: string) {
  return db
    .select({ id: hocSinh.id, maHocSinh: hocSinh.maHocSinh, hoTen: hocSinh.hoTen, tenLop: lopQuanLy.tenLop })
    .from(lopQuanLyHocSinh)
    .innerJoin(lopQuanLy, eq(lopQuanLy.id, lopQuanLyHocSinh.lopQuanLyId))
    .innerJoin(hocSinh, eq(hocSinh.id, lopQuanLyHocSinh.hocSinhId))
    .where(
      and(
        isNull(lopQuanLyHocSinh.denNgay),
        isNull(hocSinh.deletedAt),
        eq(lopQuanLy.namHocId, activeYearId()),
        searchAny(search, hocSinh.hoTen, hocSinh.maHocSinh),
      ),
    )
    .orderBy(asc(hocSinh.hoTenSapXep), asc(hocSinh.id))
    .limit(20);
}

export interface NewIncident {
  namHocId: number;
  ngay: string;
  tiet: number | null;
  diaDiem: string | null;
  moTa: string;
  nguoiBaoCaoId: number;
  nguoiBaoCaoTaiKhoanId: number;
  students: { hocSinhId: number; lopQuanLyId: number; capHoc: string }[];
  codes: { maViPhamId: number; diem: number }[];
  fileIds: number[];
}

export async function insertIncident(db: DbOrTx, input: NewIncident): Promise<number> {
  const [row] = await db
    .insert(vp)
    .values({
      namHocId: input.namHocId,
      ngay: input.ngay,
      tiet: input.tiet,
      diaDiem: input.diaDiem,
      moTa: input.moTa,
      nguoiBaoCaoId: input.nguoiBaoCaoId,
      nguoiBaoCaoTaiKhoanId: input.nguoiBaoCaoTaiKhoanId,
    })
    .returning({ id: vp.id });
  const id = row!.id;
  await db.insert(n).values(input.students.map((s) => ({ ...s, viPhamId: id })));
  await db.insert(viPhamHocSinhMa).values(input.codes.map((c) => ({ ...c, viPhamId: id })));
  if (input.fileIds.length > 0) {
    await db.insert(viPhamMinhChung).values(input.fileIds.map((fileId) => ({ viPhamId: id, fileId })));
  }
  return id;
}

/** Updates the workflow columns only when the stored version is the expected one; undefined when it changed. */
export async function updateIncident(
  db: DbOrTx,
  id: number,
  expectedVersion: number,
  set: Partial<typeof vp.$inferInsert>,
) {
  const [row] = await db
    .update(vp)
    .set({ ...set, version: sql`${vp.version} + 1`, updatedAt: new Date() })
    .where(and(eq(vp.id, id), eq(vp.version, expectedVersion)))
    .returning({ id: vp.id });
  return row;
}

export async function setOwnAccount(db: DbOrTx, viPhamId: number, hocSinhId: number, noiDung: string) {
  const [row] = await db
    .update(n)
    .set({ tuTrinh: noiDung, tuTrinhLuc: new Date() })
    .where(and(eq(n.viPhamId, viPhamId), eq(n.hocSinhId, hocSinhId)))
    .returning({ id: n.id });
  return row;
}

/** The students' accounts and their homeroom teachers' accounts (notified of a confirmed incident). */
export function listStudentIds(db: DbOrTx, viPhamId: number) {
  return db
    .select({ hocSinhId: n.hocSinhId, gvcnId: lopQuanLy.gvcnId })
    .from(n)
    .innerJoin(lopQuanLy, eq(lopQuanLy.id, n.lopQuanLyId))
    .where(eq(n.viPhamId, viPhamId));
}

/** Files owned by the account, of the evidence purpose, not yet attached to an incident. */
export function findUnattachedEvidence(db: DbOrTx, accountId: number, purpose: string, ids: number[]) {
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

/** The incidents an evidence file is attached to (the download policy checks the caller sees one of them). */
export async function isEvidenceVisible(db: DbOrTx, scope: ViPhamScope, fileId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: vp.id })
    .from(viPhamMinhChung)
    .innerJoin(vp, eq(vp.id, viPhamMinhChung.viPhamId))
    .where(and(eq(viPhamMinhChung.fileId, fileId), visible(db, scope)))
    .limit(1);
  return row !== undefined;
}
