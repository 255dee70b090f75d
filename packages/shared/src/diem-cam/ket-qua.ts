import { z } from 'zod';
import type { Authority } from '../auth';
import { gradeFromThresholds, pum, weightedTotal } from '../grades-cambridge/rules';
import { zIdValue, zInteger, zIsoDateTime, zText } from '../input/primitives';
import { TRANG_THAI_BAI_THI_CAM, type TrangThaiBaiThiCam, tongToiDaOf, zBaiThiCam } from './contract';
import './ket-qua-messages';

/**
 * Results of Cambridge exams (`quanlyketquadiemthicam`, `caidatnhapdiemcam`, `phantichdiem`, `lopmonhoc`): raw marks
 * per component, the weighted total, grade and PUM computed by the shared rules (the entry grid and the server call
 * the same `ketQuaOf`), the marks' workflow and the entry settings of an exam.
 */

/** Results: teachers and the Cambridge office reach the routes; the server policy decides which exams exist for them. */
export const diemCamKetQuaAuthority = {
  read: { anyOf: [{ role: ['GiaoVien'] }, ['QuanLyDiemCam']] },
  write: { anyOf: [{ role: ['GiaoVien'] }, ['QuanLyDiemCam']] },
  /** Entry windows and who enters / checks: the Cambridge office only. */
  manage: ['QuanLyDiemCam'],
} as const satisfies Record<'read' | 'write' | 'manage', Authority>;

/** Raw marks are entered to at most two decimals (half marks and the like). */
const MARK_DECIMALS = 2;

export function isRawMark(value: number, max: number): boolean {
  return (
    Number.isFinite(value) &&
    value >= 0 &&
    value <= max &&
    Math.abs(Math.round(value * 10 ** MARK_DECIMALS) - value * 10 ** MARK_DECIMALS) < 1e-6
  );
}

export interface KetQuaTinh {
  tongDiem: number | null;
  xepLoai: string | null;
  pum: number | null;
}

/**
 * What a student's marks give: the weighted total once every component has a mark, then the grade from the exam's
 * thresholds and the PUM over the maximum weighted total (both null when the exam has no thresholds). An absent
 * student has no result.
 */
export function ketQuaOf(
  thanhPhan: readonly { diemToiDa: number; trongSo: number }[],
  nguongDiem: Record<string, number> | null | undefined,
  diem: readonly (number | null | undefined)[],
  vangThi: boolean,
): KetQuaTinh {
  const none = { tongDiem: null, xepLoai: null, pum: null };
  if (vangThi || thanhPhan.length === 0) return none;
  if (thanhPhan.some((_, i) => diem[i] == null)) return none;
  const tongDiem = weightedTotal(thanhPhan.map((c, i) => ({ raw: diem[i]!, weighting: c.trongSo })));
  if (!nguongDiem || Object.keys(nguongDiem).length === 0) return { tongDiem, xepLoai: null, pum: null };
  return {
    tongDiem,
    xepLoai: gradeFromThresholds(tongDiem, nguongDiem),
    pum: pum(tongDiem, nguongDiem, tongToiDaOf(thanhPhan)),
  };
}

/** Whether a student's result is complete: absent, or every component has a mark. */
export const isKetQuaDu = (
  soThanhPhan: number,
  row: { diem: readonly (number | null)[]; vangThi: boolean } | undefined,
) => row != null && (row.vangThi || Array.from({ length: soThanhPhan }, (_, i) => row.diem[i] != null).every(Boolean));

/** The moves of the marks' workflow: forward steps and the steps back (a returned submission, an unpublish, an unlock). */
export const CHUYEN_TRANG_THAI_CAM: Readonly<Record<TrangThaiBaiThiCam, readonly TrangThaiBaiThiCam[]>> = {
  dangNhap: ['daNop'],
  daNop: ['daKiemTra', 'dangNhap'],
  daKiemTra: ['daCongBo', 'dangNhap'],
  daCongBo: ['daKhoa', 'daKiemTra'],
  daKhoa: ['daCongBo'],
};

export const zKetQuaHocSinh = z.object({
  hocSinhId: z.number().int(),
  maHocSinh: z.string(),
  hoTen: z.string(),
  diem: z.array(z.number().nullable()),
  vangThi: z.boolean(),
  tongDiem: z.number().nullable(),
  xepLoai: z.string().nullable(),
  pum: z.number().int().nullable(),
  /** 0 = nothing entered yet. */
  version: z.number().int(),
});
export type KetQuaHocSinh = z.infer<typeof zKetQuaHocSinh>;

export const zNhanVienTen = z.object({ id: z.number().int(), hoTen: z.string() });

export const zCaiDatNhapCam = z.object({
  baiThiCamId: z.number().int(),
  moNhapTu: z.string().nullable(),
  moNhapDen: z.string().nullable(),
  nguoiNhap: z.array(zNhanVienTen),
  nguoiKiemTra: z.array(zNhanVienTen),
  ghiChu: z.string().nullable(),
  /** 0 = the defaults (no settings saved yet). */
  version: z.number().int(),
});
export type CaiDatNhapCam = z.infer<typeof zCaiDatNhapCam>;

export const zCaiDatNhapCamInput = z
  .object({
    moNhapTu: zIsoDateTime().nullable(),
    moNhapDen: zIsoDateTime().nullable(),
    nguoiNhapIds: z.array(zIdValue()).max(50),
    nguoiKiemTraIds: z.array(zIdValue()).max(50),
    version: zInteger(),
  })
  .refine((v) => !v.moNhapTu || !v.moNhapDen || Date.parse(v.moNhapTu) < Date.parse(v.moNhapDen), {
    path: ['moNhapDen'],
    message: 'diemCam.caiDat.window.order',
  });
export type CaiDatNhapCamInput = z.infer<typeof zCaiDatNhapCamInput>;

/** What the caller may do with an exam's marks now (the server decides; the screen shows the matching controls). */
export const zQuyenKetQua = z.object({
  nhapDiem: z.boolean(),
  /** Entry is refused only because the window is closed (the teacher sees why). */
  ngoaiThoiGian: z.boolean(),
  chuyenDen: z.array(z.enum(TRANG_THAI_BAI_THI_CAM)),
  caiDat: z.boolean(),
  phanTich: z.boolean(),
});

/** The results of one exam: the exam, its students' marks and results, the settings and what the caller may do. */
export const zBangDiemCam = z.object({
  baiThi: zBaiThiCam,
  caiDat: zCaiDatNhapCam,
  quyen: zQuyenKetQua,
  hocSinh: z.array(zKetQuaHocSinh),
});
export type BangDiemCam = z.infer<typeof zBangDiemCam>;

const zRawMark = z
  .number({ message: 'diemCam.ketQua.diem.invalid' })
  .min(0, { message: 'diemCam.ketQua.diem.invalid' });

export const zLuuKetQuaInput = z.object({
  dong: z
    .array(
      z.object({
        hocSinhId: zIdValue(),
        diem: z.array(zRawMark.nullable()).max(10),
        vangThi: z.boolean().default(false),
        version: zInteger(),
      }),
    )
    .min(1)
    .max(500),
});
export type LuuKetQuaInput = z.infer<typeof zLuuKetQuaInput>;

export const zLuuKetQuaResult = z.object({ dong: z.array(zKetQuaHocSinh) });
export type LuuKetQuaResult = z.infer<typeof zLuuKetQuaResult>;

export const zChuyenTrangThaiInput = z.object({
  trangThai: z.enum(TRANG_THAI_BAI_THI_CAM),
  /** The exam's version the caller saw: someone else moved it meanwhile → 409. */
  version: zInteger(),
  ghiChu: zText().trim().max(1000).optional(),
});
export type ChuyenTrangThaiInput = z.infer<typeof zChuyenTrangThaiInput>;

export const zNhapKetQuaQuery = z.object({
  thuNghiem: z
    .enum(['true', 'false'], { message: 'diemCam.thuNghiem.invalid' })
    .optional()
    .transform((v) => v !== 'false'),
});
export const zNhapKetQuaResult = z.object({
  soDong: z.number().int(),
  /** Students whose marks change (or changed). */
  soThayDoi: z.number().int(),
  loi: z.array(z.object({ dong: z.number().int(), cot: z.string().nullable(), thongBao: z.string() })),
  /** The rows as they would be (dry run) or are now. */
  xemTruoc: z.array(zKetQuaHocSinh),
  daLuu: z.boolean(),
});
export type NhapKetQuaResult = z.infer<typeof zNhapKetQuaResult>;

/** A Cambridge subject class with its exams and how far their marks are (screen `lopmonhoc`). */
export const zLopMonHocCam = z.object({
  id: z.number().int(),
  tenLop: z.string(),
  maMonHoc: z.string(),
  tenMonHoc: z.string(),
  maSyllabus: z.string().nullable(),
  tenKhoi: z.string().nullable(),
  giaoVien: z.array(z.string()),
  soHocSinh: z.number().int(),
  baiThi: z.array(
    z.object({
      id: z.number().int(),
      ten: z.string(),
      loai: z.string(),
      ngayThi: z.string().nullable(),
      trangThai: z.enum(TRANG_THAI_BAI_THI_CAM),
      /** Students with a complete result (marks for every component, or absent). */
      soDaNhap: z.number().int(),
      moNhapDen: z.string().nullable(),
    }),
  ),
});
export type LopMonHocCam = z.infer<typeof zLopMonHocCam>;

export const zLopMonHocCamQuery = z.object({
  search: zText().trim().max(200).optional(),
  trangThai: z.enum([...TRANG_THAI_BAI_THI_CAM, 'chuaDu']).optional(),
});
export type LopMonHocCamQuery = z.infer<typeof zLopMonHocCamQuery>;

/** Analysis of one exam (`phantichdiem`, staff only). Percentages are of the maximum weighted total. */
export const zPhanTichBaiThi = z.object({
  baiThi: zBaiThiCam,
  soHocSinh: z.number().int(),
  soCoDiem: z.number().int(),
  soVang: z.number().int(),
  trungBinh: z.number().nullable(),
  trungVi: z.number().nullable(),
  doLechChuan: z.number().nullable(),
  thapNhat: z.number().nullable(),
  caoNhat: z.number().nullable(),
  phanBo: z.array(z.object({ tu: z.number(), den: z.number(), soLuong: z.number().int() })),
  xepLoai: z.array(z.object({ xepLoai: z.string(), soLuong: z.number().int() })),
  thanhPhan: z.array(
    z.object({
      ten: z.string(),
      diemToiDa: z.number(),
      trungBinh: z.number().nullable(),
      doKho: z.number().nullable(),
    }),
  ),
  soSanhLop: z.array(
    z.object({
      baiThiCamId: z.number().int(),
      tenLop: z.string(),
      soCoDiem: z.number().int(),
      trungBinhPhanTram: z.number().nullable(),
      trungViPhanTram: z.number().nullable(),
      /** Share of graded students at C or better (null without thresholds). */
      tiLeDatC: z.number().nullable(),
    }),
  ),
});
export type PhanTichBaiThi = z.infer<typeof zPhanTichBaiThi>;
