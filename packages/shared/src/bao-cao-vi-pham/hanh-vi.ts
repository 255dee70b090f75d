import { z } from 'zod';
import { zIdParam, zIdValue, zInteger } from '../input/primitives';

/* The behaviour score per student and term, its settings, and the homeroom teacher's confirmation into conduct. */

const zScore = z
  .number()
  .int()
  .min(-1000, { message: 'hanhVi.caiDat.range' })
  .max(1000, { message: 'hanhVi.caiDat.range' });

export const zHanhViCaiDat = z.object({
  diemBatDau: zScore,
  diemToiThieu: zScore,
  diemToiDa: zScore,
  nguongTot: zScore,
  nguongKha: zScore,
  nguongDat: zScore,
  version: z.number().int(),
});
export type HanhViCaiDatDto = z.infer<typeof zHanhViCaiDat>;

export const zHanhViCaiDatInput = zHanhViCaiDat
  .extend({ version: zInteger() })
  .refine((s) => s.diemToiThieu <= s.diemBatDau && s.diemBatDau <= s.diemToiDa, {
    message: 'hanhVi.caiDat.start',
    path: ['diemBatDau'],
  })
  .refine((s) => s.nguongDat <= s.nguongKha && s.nguongKha <= s.nguongTot, {
    message: 'hanhVi.caiDat.thresholds',
    path: ['nguongKha'],
  });
export type HanhViCaiDatInput = z.infer<typeof zHanhViCaiDatInput>;

export const zMucDoRenLuyen = z.enum(['Tốt', 'Khá', 'Đạt', 'Chưa đạt'], { message: 'hanhVi.mucDo.invalid' });

export const zHanhViHocSinh = z.object({
  hocSinhId: z.number().int(),
  maHocSinh: z.string(),
  hoTen: z.string(),
  diem: z.number().int(),
  soViPham: z.number().int(),
  deXuat: zMucDoRenLuyen,
  /** The conduct the gradebook holds now (only the homeroom teacher reads it here). */
  hienTai: zMucDoRenLuyen.nullable(),
  version: z.number().int(),
});
export type HanhViHocSinh = z.infer<typeof zHanhViHocSinh>;

export const zHanhViLop = z.object({
  lopQuanLyId: z.number().int(),
  tenLop: z.string(),
  hocKy: z.number().int(),
  /** The caller is the class's homeroom teacher and may confirm (the gradebook's own rules still apply). */
  choPhepXacNhan: z.boolean(),
  caiDat: zHanhViCaiDat,
  hocSinh: z.array(zHanhViHocSinh),
});
export type HanhViLop = z.infer<typeof zHanhViLop>;

export const zHanhViLopQuery = z.object({
  lopQuanLyId: zIdParam,
  hocKy: z.coerce.number().int().min(1).max(2).default(1),
});

export const zHanhViXacNhan = z.object({
  hocKy: z.number().int().min(1).max(2),
  hocSinhId: zIdValue(),
  mucDo: zMucDoRenLuyen,
  /** Required when the level differs from the proposal. */
  lyDo: z.string().trim().max(1000).nullish(),
  version: zInteger(),
});
export type HanhViXacNhan = z.infer<typeof zHanhViXacNhan>;

export const zHanhViLopChon = z.object({ id: z.number().int(), tenLop: z.string() });

/* Report baoCao/hanhViHocSinh (Report.HanhViHocSinh): behaviour across the school per term. */

export const zBaoCaoHanhViQuery = z.object({
  hocKy: z.coerce.number().int().min(1).max(2).default(1),
});
export type BaoCaoHanhViQuery = z.input<typeof zBaoCaoHanhViQuery>;

/** Students per proposed conduct level. */
const zMucDoCounts = z.object({
  tot: z.number().int(),
  kha: z.number().int(),
  dat: z.number().int(),
  chuaDat: z.number().int(),
});
const zNhom = {
  soHocSinh: z.number().int(),
  diemTrungBinh: z.number().nullable(),
  diemThapNhat: z.number().int().nullable(),
  /** The same students' average in the previous term (null when there was none to compare). */
  diemTrungBinhKyTruoc: z.number().nullable(),
  soViPham: z.number().int(),
  mucDo: zMucDoCounts,
};
export const zBaoCaoHanhVi = z.object({
  namHoc: z.string(),
  hocKy: z.number().int(),
  /** The previous term compared with (e.g. `2025-2026 HK2`), null when there is none. */
  kyTruoc: z.string().nullable(),
  tong: z.object(zNhom),
  /** Students per score band: `[from, to]` inclusive, from the lowest band up. */
  phanBo: z.array(z.object({ tu: z.number().int(), den: z.number().int(), soHocSinh: z.number().int() })),
  theoKhoi: z.array(z.object({ khoiId: z.number().int(), tenKhoi: z.string(), ...zNhom })),
  theoLop: z.array(z.object({ lopQuanLyId: z.number().int(), tenLop: z.string(), khoiId: z.number().int(), ...zNhom })),
});
export type BaoCaoHanhVi = z.infer<typeof zBaoCaoHanhVi>;
