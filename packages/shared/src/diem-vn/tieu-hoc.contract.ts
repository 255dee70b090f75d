import { z } from 'zod';
import {
  PRIMARY_COMPETENCES,
  PRIMARY_PERIODS,
  PRIMARY_QUALITIES,
  PRIMARY_QUALITY_RATINGS,
  PRIMARY_RATINGS,
  PRIMARY_TESTED_SUBJECTS,
  PRIMARY_YEAR_RESULTS,
  type PrimaryPeriod,
  type PrimaryTestedSubject,
} from '../grades-vn/rules';
import { zInteger, zText } from '../input/primitives';
import { zOChoDuyet, zPrimaryTestedSubject } from './contract';
import { zDbId } from './fields';

// Primary (Circular 27): ratings per rating point, qualities and competences, the year result, the pupil report card.

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

export const zTieuHocValue = z.object({
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
