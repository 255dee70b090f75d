import { z } from 'zod';
import { isMark } from '../grades-vn/decimal';
import { CELL_COLUMNS, CELL_STATES, GRADE_COLUMNS } from '../grades-vn/gradebook';
import { COMMENT_RESULTS, LEVELS, PRIMARY_PERIODS, PRIMARY_TESTED_SUBJECTS } from '../grades-vn/rules';
import { zVnGradingSettings } from '../grades-vn/settings';
import { datesInOrder } from '../input/cross-field';
import { zInteger, zIsoDateTime, zText } from '../input/primitives';
import { zDbId, zTerm } from './fields';

/**
 * Vietnamese-programme grades (`/api/DiemVN/...`): gradebooks of subject classes, entry windows, publication and
 * lock, change requests, conduct, summaries and the student's own report; the
 * summaries (`tong-ket.contract.ts`), change requests (`yeu-cau-sua.contract.ts`) and the primary half
 * (`tieu-hoc.contract.ts`) have their own files. Rules: `grades-vn/rules.ts`.
 */

export const zCot = z.enum(CELL_COLUMNS, { message: 'diemVn.cot.invalid' });
export const zGradeColumn = z.enum(GRADE_COLUMNS, { message: 'diemVn.cot.invalid' });
export const zLevel = z.enum(LEVELS, { message: 'diemVn.mucDo.invalid' });
export const zCommentResult = z.enum(COMMENT_RESULTS, { message: 'diemVn.ketQua.invalid' });
/** A mark: 0–10, an integer or one decimal place. */
export const zMark = z
  .number({ message: 'diemVn.giaTri.invalid' })
  .refine((v) => isMark(v), { message: 'diemVn.giaTri.invalid' });

/** The value a cell takes: a mark (or Đạt / Chưa đạt), exempt, absent — or `null` to empty it. */
export const zCellInput = z
  .object({
    trangThai: z.enum(CELL_STATES, { message: 'diemVn.trangThai.invalid' }),
    giaTri: zMark.nullish(),
    ketQua: zCommentResult.nullish(),
  })
  .strict();
export type CellInput = z.infer<typeof zCellInput>;

export const zCell = z.object({
  hocKy: z.number().int(),
  cot: zCot,
  trangThai: z.enum(CELL_STATES),
  giaTri: z.number().nullable(),
  ketQua: zCommentResult.nullable(),
  version: z.number().int(),
});
export type Cell = z.infer<typeof zCell>;

export const zLopMonHocVn = z.object({
  id: z.number().int(),
  tenLop: z.string(),
  namHocId: z.number().int(),
  monHocId: z.number().int(),
  maMonHoc: z.string(),
  tenMonHoc: z.string(),
  tenMonHocEn: z.string().nullable(),
  khoiId: z.number().int().nullable(),
  tenKhoi: z.string().nullable(),
  lopQuanLyId: z.number().int().nullable(),
  tenLopQuanLy: z.string().nullable(),
  hinhThucDanhGia: z.enum(['diem', 'nhan_xet']),
  soTietNam: z.number().int(),
  soDiemTx: z.number().int(),
  giaoVien: z.array(z.string()),
  siSo: z.number().int(),
  /** Progress of the requested term: cells filled (mark, exempt or absent) and due, per column. */
  tienDo: z.array(z.object({ cot: zGradeColumn, daNhap: z.number().int(), canNhap: z.number().int() })),
  congBo: z.boolean(),
  khoa: z.boolean(),
});
export type LopMonHocVn = z.infer<typeof zLopMonHocVn>;

export const zLopMonHocVnQuery = z.object({
  namHocId: zDbId.optional(),
  hocKy: zTerm.default(1),
  khoiId: zDbId.optional(),
  monHocId: zDbId.optional(),
  nhanVienId: zDbId.optional(),
  /** `cuaToi` = the classes the caller teaches; `tatCa` (office only) = every national-programme subject class. */
  phamVi: z.enum(['cuaToi', 'tatCa']).default('cuaToi'),
});
export type LopMonHocVnQuery = z.infer<typeof zLopMonHocVnQuery>;

/** A window's column: a gradebook column (Circular 22) or a primary rating point (Circular 27). */
export const zCotNhapCot = z.enum([...CELL_COLUMNS, ...PRIMARY_PERIODS], { message: 'diemVn.cot.invalid' });
export type CotNhapCot = z.infer<typeof zCotNhapCot>;
export const zCotNhap = z.object({
  id: z.number().int(),
  namHocId: z.number().int(),
  hocKy: z.number().int(),
  cot: zCotNhapCot,
  moLuc: z.string(),
  dongLuc: z.string(),
  dangMo: z.boolean(),
  version: z.number().int(),
});
export type CotNhap = z.infer<typeof zCotNhap>;

export const zCotNhapInput = z
  .object({
    namHocId: zDbId,
    hocKy: zTerm,
    /** KTL: the summer retake (term 2 only); GK1/CK1 (term 1), GK2/CN (term 2): primary rating points. */
    cot: zCotNhapCot,
    moLuc: zIsoDateTime('diemVn.moLuc.invalid'),
    dongLuc: zIsoDateTime('diemVn.dongLuc.invalid'),
    version: zInteger().optional(),
  })
  .strict()
  .refine(...datesInOrder({ from: 'moLuc', to: 'dongLuc', strict: true, message: 'diemVn.window.order' }));
export type CotNhapInput = z.infer<typeof zCotNhapInput>;

export const zNamHocQuery = z.object({ namHocId: zDbId.optional() });

/**
 * A cell of a gradebook (a secondary column or a primary rating point) with a change request waiting for the office:
 * both grids mark these cells the same way.
 */
export const zOChoDuyet = z.object({ hocSinhId: z.number().int(), hocKy: z.number().int(), cot: z.string() });
export type OChoDuyet = z.infer<typeof zOChoDuyet>;

/** One gradebook: a subject class, both terms' cells and comments, which columns the caller may edit now. */
export const zSoDiem = z.object({
  lopMonHoc: zLopMonHocVn.omit({ tienDo: true, congBo: true, khoa: true }),
  hocKy: z.array(
    z.object({
      hocKy: z.number().int(),
      cot: z.array(
        z.object({
          /** Term 2 ends with KTL (the summer retake) once a student of the class sits it. */
          cot: zCot,
          /** The entry window is open now. */
          dangMo: z.boolean(),
          moLuc: z.string().nullable(),
          dongLuc: z.string().nullable(),
          /** The caller may change this column's cells directly (teacher of the class, window open, not locked). */
          choPhepSua: z.boolean(),
        }),
      ),
      congBo: z.boolean(),
      khoa: z.boolean(),
    }),
  ),
  hocSinh: z.array(
    z.object({
      id: z.number().int(),
      maHocSinh: z.string(),
      hoTen: z.string(),
      o: z.array(zCell),
      nhanXet: z.array(z.object({ hocKy: z.number().int(), noiDung: z.string(), version: z.number().int() })),
    }),
  ),
  /** The caller teaches this class (may write comments and ask for changes). */
  laGiaoVien: z.boolean(),
  /** Students who sit this subject's summer retake (rule 9): only their KTL cells take a result. */
  kiemTraLai: z.array(z.number().int()),
  /** Cells with a pending change request. */
  yeuCauChoDuyet: z.array(zOChoDuyet),
});
export type SoDiem = z.infer<typeof zSoDiem>;

export const zLuuDiemInput = z
  .object({
    hocKy: zTerm,
    o: z
      .array(
        z
          .object({
            hocSinhId: zDbId,
            cot: zCot,
            /** `null` empties the cell. */
            giaTri: zCellInput.nullable(),
            /** The version the change is based on (0 for an empty cell); a stale one answers 409. */
            version: zInteger(),
          })
          .strict(),
      )
      .min(1, { message: 'diemVn.o.empty' })
      .max(2000, { message: 'diemVn.o.tooMany' }),
  })
  .strict();
export type LuuDiemInput = z.infer<typeof zLuuDiemInput>;

export const zLuuDiemResult = z.object({ o: z.array(zCell.extend({ hocSinhId: z.number().int() })) });
export type LuuDiemResult = z.infer<typeof zLuuDiemResult>;

export const zNhanXetInput = z
  .object({
    hocKy: zTerm,
    hocSinhId: zDbId,
    noiDung: zText().trim().max(1000, { message: 'diemVn.nhanXet.tooLong' }),
    version: zInteger(),
  })
  .strict();
export type NhanXetInput = z.infer<typeof zNhanXetInput>;

export const zLichSuQuery = z.object({ hocKy: zTerm, hocSinhId: zDbId, cot: zCot });
export const zLichSuO = z.object({
  luc: z.string(),
  nguoiSua: z.string().nullable(),
  truoc: zCellInput.nullable(),
  sau: zCellInput.nullable(),
  lyDo: z.string().nullable(),
});
export type LichSuO = z.infer<typeof zLichSuO>;

export const zCongBoInput = z
  .object({
    namHocId: zDbId,
    hocKy: zTerm,
    /** Omitted = every national-programme subject class of the year. */
    lopMonHocIds: z.array(zDbId).max(5000).optional(),
    congBo: z.boolean().optional(),
    khoa: z.boolean().optional(),
  })
  .strict()
  .refine((v) => v.congBo !== undefined || v.khoa !== undefined, { message: 'diemVn.congBo.nothing' });
export type CongBoInput = z.infer<typeof zCongBoInput>;

export const zCaiDat = z.object({ namHocId: z.number().int(), caiDat: zVnGradingSettings, version: z.number().int() });
export type CaiDat = z.infer<typeof zCaiDat>;
export const zCaiDatInput = z.object({ namHocId: zDbId, caiDat: zVnGradingSettings, version: zInteger() }).strict();

export const zHocSinhParams = z.object({ hocSinhId: zDbId });
export const zLopMonHocParams = z.object({ lopMonHocId: zDbId });
export const zLopQuanLyParams = z.object({ lopQuanLyId: zDbId });
export const zHocKyQuery = z.object({ hocKy: zTerm.default(1) });

/** How a subject is assessed: scored, comment only (Circular 22) or the primary ratings (Circular 27). */
export const ASSESSMENT_KINDS = ['diem', 'nhan_xet', 'tieu_hoc'] as const;

/** A primary subject's periodic-test role (Circular 27): which tested subject of the programme it is. */
export const zPrimaryTestedSubject = z.enum(PRIMARY_TESTED_SUBJECTS, { message: 'diemVn.monKiemTra.invalid' });
/** A subject's assessment in a year and grade level (`quanlydiemvn/monhoc`). */
export const zMonHocVn = z.object({
  monHocId: z.number().int(),
  maMonHoc: z.string(),
  tenMonHoc: z.string(),
  tenMonHocEn: z.string().nullable(),
  khoiId: z.number().int(),
  tenKhoi: z.string(),
  capHoc: z.string(),
  hinhThucDanhGia: z.enum(ASSESSMENT_KINDS),
  soTietNam: z.number().int(),
  /** Set by the office; null = from the periods-per-year rule. */
  soDiemTx: z.number().int().nullable(),
  /** What the periods-per-year rule gives (rule 3, the year's setting). */
  soDiemTxTheoQuyDinh: z.number().int(),
  tinhKhenThuong: z.boolean(),
  /** Primary grade levels: the subject's periodic-test role (null = no periodic test); always null for secondary. */
  monKiemTra: zPrimaryTestedSubject.nullable(),
  /** The role has never been set: it comes from the subject's code (`primaryTestedSubjectOf`). */
  monKiemTraTheoMa: z.boolean(),
  soLop: z.number().int(),
  /** 0 while the defaults apply (no row stored yet). */
  version: z.number().int(),
});
export type MonHocVn = z.infer<typeof zMonHocVn>;
export const zMonHocVnQuery = z.object({ namHocId: zDbId.optional(), khoiId: zDbId.optional() });
export type MonHocVnQuery = z.infer<typeof zMonHocVnQuery>;
export const zMonHocVnInput = z
  .object({
    namHocId: zDbId,
    monHocId: zDbId,
    khoiId: zDbId,
    hinhThucDanhGia: z.enum(ASSESSMENT_KINDS, { message: 'diemVn.hinhThuc.invalid' }),
    soTietNam: z.coerce
      .number({ message: 'diemVn.soTietNam.invalid' })
      .int({ message: 'diemVn.soTietNam.invalid' })
      .min(1, { message: 'diemVn.soTietNam.invalid' })
      .max(400, { message: 'diemVn.soTietNam.invalid' }),
    soDiemTx: z
      .number({ message: 'diemVn.soDiemTx.invalid' })
      .int({ message: 'diemVn.soDiemTx.invalid' })
      .min(1, { message: 'diemVn.soDiemTx.invalid' })
      .max(4, { message: 'diemVn.soDiemTx.invalid' })
      .nullable(),
    tinhKhenThuong: z.boolean(),
    /**
     * Primary grade levels only: the periodic-test role, null = no periodic test; omitted = unchanged (while never
     * set, the role follows the subject's code).
     */
    monKiemTra: zPrimaryTestedSubject.nullable().optional(),
    version: zInteger(),
  })
  .strict();
export type MonHocVnInput = z.infer<typeof zMonHocVnInput>;

/** Import of a class's mark sheet for one term (the layout of the mark-book export); `thuNghiem` = dry run. */
export const zNhapDiemQuery = z.object({
  hocKy: zTerm,
  thuNghiem: z
    .enum(['true', 'false'], { message: 'diemVn.thuNghiem.invalid' })
    .optional()
    .transform((v) => v !== 'false'),
});
export const zNhapDiemResult = z.object({
  hocKy: z.number().int(),
  /** Student rows read. */
  soDong: z.number().int(),
  /** Cells that change (or changed). */
  soO: z.number().int(),
  /** Per-row problems; any one means nothing is written. */
  loi: z.array(
    z.object({
      dong: z.number().int(),
      cot: z.string().nullable(),
      tenCot: z.string().nullable(),
      thongBao: z.string(),
    }),
  ),
  /** Whether the changes were written (never on a dry run or with errors). */
  daLuu: z.boolean(),
});
export type NhapDiemResult = z.infer<typeof zNhapDiemResult>;
