import { z } from 'zod';
import { isMark } from '../grades-vn/decimal';
import { CELL_COLUMNS, CELL_STATES, GRADE_COLUMNS } from '../grades-vn/gradebook';
import {
  COMMENT_RESULTS,
  LEVELS,
  PRIMARY_COMPETENCES,
  PRIMARY_PERIODS,
  PRIMARY_QUALITIES,
  PRIMARY_QUALITY_RATINGS,
  PRIMARY_RATINGS,
  PRIMARY_TESTED_SUBJECTS,
  PRIMARY_YEAR_RESULTS,
  PROMOTIONS,
  type PrimaryPeriod,
  type PrimaryTestedSubject,
} from '../grades-vn/rules';
import { zVnGradingSettings } from '../grades-vn/settings';
import { datesInOrder } from '../input/cross-field';
import { zInteger, zIsoDateTime, zText } from '../input/primitives';

/**
 * Vietnamese-programme grades (`/api/DiemVN/...`): gradebooks of subject classes, entry windows, publication and
 * lock, change requests, conduct, summaries and the student's own report. Rules: `grades-vn/rules.ts`.
 */

const zTerm = z.coerce
  .number({ message: 'diemVn.hocKy.invalid' })
  .int({ message: 'diemVn.hocKy.invalid' })
  .min(1, { message: 'diemVn.hocKy.invalid' })
  .max(2, { message: 'diemVn.hocKy.invalid' });
const zDbId = z.coerce.number().int().positive().max(2_147_483_647);
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

export const YEU_CAU_SUA_STATES = ['cho_duyet', 'da_duyet', 'tu_choi'] as const;
/** What every change request row carries; `cot` and the values depend on the half (secondary or primary). */
const zYeuCauSuaBase = z.object({
  id: z.number().int(),
  lopMonHocId: z.number().int(),
  tenLopMonHoc: z.string(),
  hocSinhId: z.number().int(),
  hoTenHocSinh: z.string(),
  hocKy: z.number().int(),
  lyDo: z.string(),
  nguoiYeuCau: z.string(),
  trangThai: z.enum(YEU_CAU_SUA_STATES),
  nguoiDuyet: z.string().nullable(),
  ghiChuDuyet: z.string().nullable(),
  createdAt: z.string(),
  duyetLuc: z.string().nullable(),
  version: z.number().int(),
});
/** A secondary (Circular 22) request: a gradebook column and cell values. */
export const zYeuCauSuaThcs = zYeuCauSuaBase.extend({
  cot: zCot,
  giaTriCu: zCellInput.nullable(),
  giaTriMoi: zCellInput.nullable(),
});

const zLyDo = zText({ message: 'diemVn.lyDo.required' })
  .trim()
  .min(1, { message: 'diemVn.lyDo.required' })
  .max(1000, { message: 'diemVn.lyDo.tooLong' });
export const zYeuCauSuaThcsInput = z
  .object({
    lopMonHocId: zDbId,
    hocSinhId: zDbId,
    hocKy: zTerm,
    cot: zCot,
    giaTriMoi: zCellInput.nullable(),
    lyDo: zLyDo,
  })
  .strict();

export const zYeuCauSuaQuery = z.object({
  trangThai: z.enum(YEU_CAU_SUA_STATES).optional(),
  phamVi: z.enum(['cuaToi', 'tatCa']).default('cuaToi'),
});

export const zDuyetInput = z
  .object({
    version: zInteger(),
    ghiChu: zText().trim().max(1000, { message: 'diemVn.ghiChu.tooLong' }).optional(),
  })
  .strict();

export const zRenLuyenRow = z.object({
  hocSinhId: z.number().int(),
  maHocSinh: z.string(),
  hoTen: z.string(),
  hocKy1: zLevel.nullable(),
  hocKy2: zLevel.nullable(),
  caNam: zLevel.nullable(),
  /** The result of the summer conduct training (rule 9; only after a year conduct Chưa đạt): replaces the year's. */
  he: zLevel.nullable(),
  version1: z.number().int(),
  version2: z.number().int(),
  versionHe: z.number().int(),
});
export const zRenLuyen = z.object({
  lopQuanLyId: z.number().int(),
  tenLop: z.string(),
  /** The caller is the class's homeroom teacher. */
  choPhepSua: z.boolean(),
  /** The caller may enter summer conduct training results (the homeroom teacher, also after the year is confirmed). */
  choPhepSuaHe: z.boolean(),
  hocSinh: z.array(zRenLuyenRow),
});
export type RenLuyen = z.infer<typeof zRenLuyen>;

export const zRenLuyenInput = z
  .object({
    /** 1, 2, or 3 = the summer conduct training's result. */
    hocKy: z.coerce
      .number({ message: 'diemVn.hocKy.invalid' })
      .int({ message: 'diemVn.hocKy.invalid' })
      .min(1, { message: 'diemVn.hocKy.invalid' })
      .max(3, { message: 'diemVn.hocKy.invalid' }),
    hocSinhId: zDbId,
    mucDo: zLevel.nullable(),
    version: zInteger(),
  })
  .strict();
export type RenLuyenInput = z.infer<typeof zRenLuyenInput>;

export const zCaiDat = z.object({ namHocId: z.number().int(), caiDat: zVnGradingSettings, version: z.number().int() });
export type CaiDat = z.infer<typeof zCaiDat>;
export const zCaiDatInput = z.object({ namHocId: zDbId, caiDat: zVnGradingSettings, version: zInteger() }).strict();

/** A subject's result on a student's report. */
export const zKetQuaMon = z.object({
  lopMonHocId: z.number().int(),
  maMonHoc: z.string(),
  tenMonHoc: z.string(),
  tenMonHocEn: z.string().nullable(),
  hinhThucDanhGia: z.enum(['diem', 'nhan_xet']),
  hocKy: z.array(
    z.object({
      hocKy: z.number().int(),
      congBo: z.boolean(),
      o: z.array(zCell),
      trungBinh: z.number().nullable(),
      ketQua: zCommentResult.nullable(),
      nhanXet: z.string().nullable(),
    }),
  ),
  caNam: z.number().nullable(),
  ketQuaCaNam: zCommentResult.nullable(),
  /** The year result comes from the summer retake (the cell KTL of term 2). */
  kiemTraLai: z.boolean(),
});
export const zTongKetHocSinh = z.object({
  hocKy: z.number().int(),
  hocTapRaw: zLevel.nullable(),
  hocTap: zLevel.nullable(),
  renLuyen: zLevel.nullable(),
  soBuoiNghi: z.number().int(),
  ketQua: z.enum(PROMOTIONS).nullable(),
  danhHieu: z.enum(['XuatSac', 'Gioi']).nullable(),
  /** The year was classified again after the summer retake (`ketQua` is then LenLop or OLai). */
  sauHe: z.boolean(),
});
/** The student's report (phiếu kết quả học tập): only published terms, never ranks or classmates (rule 11). */
export const zPhieuKetQua = z.object({
  hocSinh: z.object({ id: z.number().int(), maHocSinh: z.string(), hoTen: z.string(), lop: z.string().nullable() }),
  namHoc: z.object({ id: z.number().int(), tenNamHoc: z.string() }),
  mon: z.array(zKetQuaMon),
  tongKet: z.array(zTongKetHocSinh),
});
export type PhieuKetQua = z.infer<typeof zPhieuKetQua>;
export const zPhieuKetQuaQuery = z.object({ namHocId: zDbId.optional() });
export const zHocSinhParams = z.object({ hocSinhId: zDbId });
export const zLopMonHocParams = z.object({ lopMonHocId: zDbId });
export const zLopQuanLyParams = z.object({ lopQuanLyId: zDbId });
export const zHocKyQuery = z.object({ hocKy: zTerm.default(1) });

/** Per student of a homeroom class: subject averages and the summary of a term (1, 2) or the year (0). */
export const zTongKetLop = z.object({
  lopQuanLyId: z.number().int(),
  tenLop: z.string(),
  hocKy: z.number().int(),
  xacNhan: z.boolean(),
  mon: z.array(z.object({ monHocId: z.number().int(), maMonHoc: z.string(), tenMonHoc: z.string() })),
  hocSinh: z.array(
    zTongKetHocSinh.extend({
      hocSinhId: z.number().int(),
      maHocSinh: z.string(),
      hoTen: z.string(),
      diem: z.array(
        z.object({
          monHocId: z.number().int(),
          diemTb: z.number().nullable(),
          ketQua: zCommentResult.nullable(),
          /** Year view: the student sits (or sat) this subject's summer retake; the year result then comes from it. */
          kiemTraLai: z.boolean(),
        }),
      ),
    }),
  ),
});
export type TongKetLop = z.infer<typeof zTongKetLop>;
export const zTongKetQuery = z.object({ hocKy: z.coerce.number().int().min(0).max(2).default(0) });

/**
 * The office's run over a whole year (the year-end): every national secondary subject class's stored averages, then
 * the summary of a term (1, 2) or the year (0) of every homeroom class not yet confirmed.
 */
export const zTinhTatCaInput = z.object({
  namHocId: zDbId.optional(),
  hocKy: z.number().int().min(0).max(2),
});
export type TinhTatCaInput = z.infer<typeof zTinhTatCaInput>;
export const zTinhTatCaResult = z.object({
  soLopMonHoc: z.number().int(),
  soLop: z.number().int(),
  soHocSinh: z.number().int(),
  /** Homeroom classes left as they were because their summary is confirmed. */
  daXacNhan: z.number().int(),
});
export type TinhTatCaResult = z.infer<typeof zTinhTatCaResult>;

export const zLopChuNhiem = z.object({
  id: z.number().int(),
  tenLop: z.string(),
  khoiId: z.number().int(),
  gvcn: z.string().nullable(),
});
export type LopChuNhiem = z.infer<typeof zLopChuNhiem>;
export const zLopChuNhiemQuery = z.object({
  namHocId: zDbId.optional(),
  phamVi: z.enum(['cuaToi', 'tatCa']).default('cuaToi'),
});

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

// ——— Primary (Circular 27): ratings per rating point, qualities and competences, the year result ———

export const zPrimaryPeriod = z.enum(PRIMARY_PERIODS, { message: 'diemVn.ky.invalid' });
export const zPrimaryRating = z.enum(PRIMARY_RATINGS, { message: 'diemVn.mucDat.invalid' });
export const zPrimaryQualityRating = z.enum(PRIMARY_QUALITY_RATINGS, { message: 'diemVn.phamChat.invalid' });
/** The qualities then the competences, in the order of the programme. */
export const PRIMARY_CRITERIA = [...PRIMARY_QUALITIES, ...PRIMARY_COMPETENCES] as const;
export type PrimaryCriterion = (typeof PRIMARY_CRITERIA)[number];
export const zPrimaryCriterion = z.enum(PRIMARY_CRITERIA, { message: 'diemVn.tieuChi.invalid' });
/** A periodic test mark: an integer 1..10 (no 0). */
export const zPrimaryTestMark = z
  .number({ message: 'diemVn.diemKiemTra.invalid' })
  .int({ message: 'diemVn.diemKiemTra.invalid' })
  .min(1, { message: 'diemVn.diemKiemTra.invalid' })
  .max(10, { message: 'diemVn.diemKiemTra.invalid' });

/** The term a rating point belongs to (its entry window, publication and lock). */
export const termOfPeriod = (ky: PrimaryPeriod): 1 | 2 => (ky === 'GK1' || ky === 'CK1' ? 1 : 2);

/**
 * The default periodic-test role of a school subject, from its code: Vietnamese, Maths, foreign language 1,
 * History & Geography, Science, Informatics & Technology; other subjects (null) have no periodic test. Only the
 * default: the office sets the role per year and grade level on `quanlydiemvn/monhoc` (`primaryTestedSubjectFrom`).
 */
export function primaryTestedSubjectOf(maMonHoc: string): PrimaryTestedSubject | null {
  const code = maMonHoc.toUpperCase().replace(/-TH$/, '');
  if (code === 'TV' || code === 'TIENGVIET') return 'TiengViet';
  if (code === 'TOAN') return 'Toan';
  if (code === 'ANH' || code === 'NN1' || code === 'TA') return 'NgoaiNgu1';
  if (code === 'LSDL' || code === 'LSDLTH') return 'LichSuDiaLy';
  if (code === 'KH' || code === 'KHOAHOC') return 'KhoaHoc';
  if (code === 'TINCN' || code === 'THCN' || code === 'TIN') return 'TinHocCongNghe';
  return null;
}

/** How a set "no periodic test" is stored (`diem_vn_mon_hoc.mon_kiem_tra`); null there means never set. */
export const NO_PRIMARY_TEST = 'none';

/**
 * A primary subject's periodic-test role from its stored setting (a role, `NO_PRIMARY_TEST`, or null = never set,
 * which falls back to the subject's code).
 */
export function primaryTestedSubjectFrom(setting: string | null, maMonHoc: string): PrimaryTestedSubject | null {
  if (setting == null) return primaryTestedSubjectOf(maMonHoc);
  return (PRIMARY_TESTED_SUBJECTS as readonly string[]).includes(setting) ? (setting as PrimaryTestedSubject) : null;
}

export const zTieuHocO = z.object({
  ky: zPrimaryPeriod,
  mucDat: zPrimaryRating.nullable(),
  diemKiemTra: z.number().int().nullable(),
  nhanXet: z.string().nullable(),
  version: z.number().int(),
});
export type TieuHocO = z.infer<typeof zTieuHocO>;

const zPrimaryClassBase = z.object({
  id: z.number().int(),
  tenLop: z.string(),
  namHocId: z.number().int(),
  monHocId: z.number().int(),
  maMonHoc: z.string(),
  tenMonHoc: z.string(),
  tenMonHocEn: z.string().nullable(),
  /** The grade (1..5): grades 4 and 5 also sit mid-term tests in Vietnamese and Maths. */
  khoi: z.number().int(),
  tenKhoi: z.string(),
  lopQuanLyId: z.number().int(),
  tenLopQuanLy: z.string(),
  giaoVien: z.array(z.string()),
  siSo: z.number().int(),
  /** The subject's periodic-test role (null = no periodic test). */
  monKiemTra: zPrimaryTestedSubject.nullable(),
});

/** A primary subject class with its entry progress per rating point (`quanlydiemvn/lopmonhoc`, the gradebook list). */
export const zLopMonHocTieuHoc = zPrimaryClassBase.extend({
  tienDo: z.array(
    z.object({
      ky: zPrimaryPeriod,
      /** Students whose rating (and the test due) is entered. */
      daNhap: z.number().int(),
      canNhap: z.number().int(),
    }),
  ),
  congBo: z.array(z.number().int()),
  khoa: z.array(z.number().int()),
});
export type LopMonHocTieuHoc = z.infer<typeof zLopMonHocTieuHoc>;
export const zLopMonHocTieuHocQuery = z.object({
  namHocId: zDbId.optional(),
  phamVi: z.enum(['cuaToi', 'tatCa']).default('cuaToi'),
});

/** A primary subject class's gradebook: the four rating points, which the caller may edit now, every student's entries. */
export const zSoDiemTieuHoc = z.object({
  lopMonHoc: zPrimaryClassBase,
  ky: z.array(
    z.object({
      ky: zPrimaryPeriod,
      hocKy: z.number().int(),
      /** A periodic test is due at this point. */
      kiemTra: z.boolean(),
      dangMo: z.boolean(),
      moLuc: z.string().nullable(),
      dongLuc: z.string().nullable(),
      choPhepSua: z.boolean(),
      congBo: z.boolean(),
      khoa: z.boolean(),
    }),
  ),
  hocSinh: z.array(z.object({ id: z.number().int(), maHocSinh: z.string(), hoTen: z.string(), o: z.array(zTieuHocO) })),
  laGiaoVien: z.boolean(),
  /** Entries (pupil and rating point, `cot`) with a pending change request. */
  yeuCauChoDuyet: z.array(zOChoDuyet),
});
export type SoDiemTieuHoc = z.infer<typeof zSoDiemTieuHoc>;

export const zLuuTieuHocInput = z
  .object({
    ky: zPrimaryPeriod,
    o: z
      .array(
        z
          .object({
            hocSinhId: zDbId,
            mucDat: zPrimaryRating.nullable(),
            diemKiemTra: zPrimaryTestMark.nullable(),
            nhanXet: zText().trim().max(1000, { message: 'diemVn.nhanXet.tooLong' }).nullable(),
            /** The version the change is based on (0 when nothing was entered); a stale one answers 409. */
            version: zInteger(),
          })
          .strict(),
      )
      .min(1, { message: 'diemVn.o.empty' })
      .max(2000, { message: 'diemVn.o.tooMany' }),
  })
  .strict();
export type LuuTieuHocInput = z.infer<typeof zLuuTieuHocInput>;
export const zLuuTieuHocResult = z.object({ o: z.array(zTieuHocO.extend({ hocSinhId: z.number().int() })) });
export type LuuTieuHocResult = z.infer<typeof zLuuTieuHocResult>;

const zTieuHocValue = z.object({
  mucDat: zPrimaryRating.nullable(),
  diemKiemTra: z.number().int().nullable(),
  nhanXet: z.string().nullable(),
});
export const zLichSuTieuHocQuery = z.object({ ky: zPrimaryPeriod, hocSinhId: zDbId });
export const zLichSuTieuHoc = z.object({
  luc: z.string(),
  nguoiSua: z.string().nullable(),
  truoc: zTieuHocValue.nullable(),
  sau: zTieuHocValue.nullable(),
  lyDo: z.string().nullable(),
});
export type LichSuTieuHoc = z.infer<typeof zLichSuTieuHoc>;

/** A primary entry asked for in a change request: the rating, the periodic test mark (only where due), the comment. */
export const zTieuHocValueInput = z
  .object({
    mucDat: zPrimaryRating.nullable(),
    diemKiemTra: zPrimaryTestMark.nullable(),
    nhanXet: zText().trim().max(1000, { message: 'diemVn.nhanXet.tooLong' }).nullable(),
  })
  .strict();
export type TieuHocValueInput = z.infer<typeof zTieuHocValueInput>;
/** A primary (Circular 27) request: `cot` is the rating point; `hocKy`, when sent, must be the rating point's term. */
export const zYeuCauSuaTieuHocInput = z
  .object({
    lopMonHocId: zDbId,
    hocSinhId: zDbId,
    hocKy: zTerm.optional(),
    cot: zPrimaryPeriod,
    giaTriMoi: zTieuHocValueInput,
    lyDo: zLyDo,
  })
  .strict()
  .refine((v) => v.hocKy === undefined || v.hocKy === termOfPeriod(v.cot), {
    message: 'diemVn.hocKy.notOfPeriod',
    path: ['hocKy'],
  });
export const zYeuCauSuaTieuHoc = zYeuCauSuaBase.extend({
  cot: zPrimaryPeriod,
  giaTriCu: zTieuHocValue.nullable(),
  giaTriMoi: zTieuHocValue.nullable(),
});

/** One change-request queue for both halves, told apart by `cot`: a gradebook column or a primary rating point. */
export const zYeuCauSua = z.discriminatedUnion('cot', [zYeuCauSuaThcs, zYeuCauSuaTieuHoc]);
export type YeuCauSua = z.infer<typeof zYeuCauSua>;
export type YeuCauSuaTieuHoc = z.infer<typeof zYeuCauSuaTieuHoc>;
export const zYeuCauSuaInput = z.discriminatedUnion('cot', [zYeuCauSuaThcsInput, zYeuCauSuaTieuHocInput], {
  message: 'diemVn.cot.invalid',
});
export type YeuCauSuaInput = z.infer<typeof zYeuCauSuaInput>;
export type YeuCauSuaTieuHocInput = z.infer<typeof zYeuCauSuaTieuHocInput>;
export const isPrimaryPeriod = (cot: string): cot is PrimaryPeriod =>
  (PRIMARY_PERIODS as readonly string[]).includes(cot);
/** Whether a change request (or its input) is for a primary entry. */
export const isPrimaryRequest = <T extends { cot: string }>(r: T): r is Extract<T, { cot: PrimaryPeriod }> =>
  isPrimaryPeriod(r.cot);

export const zPhamChatMuc = z.partialRecord(zPrimaryCriterion, zPrimaryQualityRating);
export type PhamChatMuc = z.infer<typeof zPhamChatMuc>;
/** Qualities and competences of a primary homeroom class at every rating point. */
export const zPhamChatLop = z.object({
  lopQuanLyId: z.number().int(),
  tenLop: z.string(),
  /** The caller is the homeroom teacher and the year summary is not confirmed. */
  choPhepSua: z.boolean(),
  hocSinh: z.array(
    z.object({
      id: z.number().int(),
      maHocSinh: z.string(),
      hoTen: z.string(),
      ky: z.array(
        z.object({ ky: zPrimaryPeriod, muc: zPhamChatMuc, nhanXet: z.string().nullable(), version: z.number().int() }),
      ),
    }),
  ),
});
export type PhamChatLop = z.infer<typeof zPhamChatLop>;
export const zLuuPhamChatInput = z
  .object({
    ky: zPrimaryPeriod,
    o: z
      .array(
        z
          .object({
            hocSinhId: zDbId,
            muc: zPhamChatMuc,
            nhanXet: zText().trim().max(1000, { message: 'diemVn.nhanXet.tooLong' }).nullable(),
            version: zInteger(),
          })
          .strict(),
      )
      .min(1, { message: 'diemVn.o.empty' })
      .max(200, { message: 'diemVn.o.tooMany' }),
  })
  .strict();
export type LuuPhamChatInput = z.infer<typeof zLuuPhamChatInput>;

export const zPrimaryYearResult = z.enum(PRIMARY_YEAR_RESULTS);
/** The primary year summary of a homeroom class: per pupil each subject's end-of-year entry, qualities, the result. */
export const zTongKetTieuHoc = z.object({
  lopQuanLyId: z.number().int(),
  tenLop: z.string(),
  khoi: z.number().int(),
  xacNhan: z.boolean(),
  /** The caller may confirm (the office) — and the homeroom teacher may store the results before. */
  choPhepTinh: z.boolean(),
  mon: z.array(
    z.object({
      monHocId: z.number().int(),
      lopMonHocId: z.number().int(),
      maMonHoc: z.string(),
      tenMonHoc: z.string(),
      tenMonHocEn: z.string().nullable(),
      monKiemTra: zPrimaryTestedSubject.nullable(),
    }),
  ),
  hocSinh: z.array(
    z.object({
      hocSinhId: z.number().int(),
      maHocSinh: z.string(),
      hoTen: z.string(),
      mon: z.array(
        z.object({
          monHocId: z.number().int(),
          mucDat: zPrimaryRating.nullable(),
          diemKiemTra: z.number().int().nullable(),
        }),
      ),
      phamChat: zPhamChatMuc,
      /** From the entries now (null while anything is missing). */
      ketQua: zPrimaryYearResult.nullable(),
      /** As stored by the last run of the summary. */
      ketQuaLuu: zPrimaryYearResult.nullable(),
    }),
  ),
});
export type TongKetTieuHoc = z.infer<typeof zTongKetTieuHoc>;

/** The primary report card (phiếu kết quả học tập, Circular 27): published terms only for the pupil. */
export const zPhieuTieuHoc = z.object({
  hocSinh: z.object({ id: z.number().int(), maHocSinh: z.string(), hoTen: z.string(), lop: z.string() }),
  namHoc: z.object({ id: z.number().int(), tenNamHoc: z.string() }),
  mon: z.array(
    z.object({
      lopMonHocId: z.number().int(),
      maMonHoc: z.string(),
      tenMonHoc: z.string(),
      tenMonHocEn: z.string().nullable(),
      ky: z.array(
        z.object({
          ky: zPrimaryPeriod,
          mucDat: zPrimaryRating.nullable(),
          diemKiemTra: z.number().int().nullable(),
          nhanXet: z.string().nullable(),
        }),
      ),
    }),
  ),
  phamChat: z.array(z.object({ ky: zPrimaryPeriod, muc: zPhamChatMuc, nhanXet: z.string().nullable() })),
  /** The year result once the office confirmed it. */
  ketQua: zPrimaryYearResult.nullable(),
});
export type PhieuTieuHoc = z.infer<typeof zPhieuTieuHoc>;
