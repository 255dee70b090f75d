import { z } from 'zod';
import { zIdValue, zInteger, zText } from '../input/primitives';
import { CHU_DE_THAM_VAN } from './contract';
import './messages';

/**
 * How new counselling requests are assigned: by hand (nobody until a specialist takes one), in turn among the
 * receivers, or by the student's grade level (the receivers of that grade in turn; in turn among all when none).
 */
export const QUY_TAC_PHAN_CONG = ['thuCong', 'xoayVong', 'theoKhoi'] as const;
export type QuyTacPhanCong = (typeof QUY_TAC_PHAN_CONG)[number];

/** 1 = Monday … 7 = Sunday. */
export const NGAY_TRONG_TUAN = [1, 2, 3, 4, 5, 6, 7] as const;

const zClock = zText().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'hoSoTamLy.caiDat.gio' });

/** A specialist who receives requests, with the grade levels they take under `theoKhoi` (none: every grade). */
export const zNguoiNhanThamVanInput = z.object({
  taiKhoanId: zIdValue(),
  khoiIds: z.array(zIdValue()).max(20),
});

/** `caiDatNhanTamLy`: the intake settings (psychology team with QuanLyHoSoTamLy.Admin). */
export const zCaiDatNhanInput = z
  .object({
    nguoiNhan: z.array(zNguoiNhanThamVanInput).max(50),
    quyTac: z.enum(QUY_TAC_PHAN_CONG),
    chuDe: z.array(z.enum(CHU_DE_THAM_VAN)).min(1, { message: 'hoSoTamLy.caiDat.chuDe' }).max(10),
    ngayLamViec: z.array(zInteger(1, 7)).min(1, { message: 'hoSoTamLy.caiDat.ngay' }).max(7),
    gioBatDau: zClock,
    gioKetThuc: zClock,
    khanCapTen: zText().trim().min(1, { message: 'hoSoTamLy.caiDat.khanCap' }).max(200),
    khanCapDienThoai: zText().trim().min(1, { message: 'hoSoTamLy.caiDat.khanCap' }).max(40),
    khanCapGhiChu: zText().trim().max(500).nullish(),
    version: zInteger(),
  })
  .refine((v) => v.gioBatDau < v.gioKetThuc, { message: 'hoSoTamLy.caiDat.gioThuTu', path: ['gioKetThuc'] })
  .refine((v) => v.quyTac === 'thuCong' || v.nguoiNhan.length > 0, {
    message: 'hoSoTamLy.caiDat.nguoiNhan',
    path: ['nguoiNhan'],
  });
export type CaiDatNhanInput = z.infer<typeof zCaiDatNhanInput>;

/** What everyone signed in sees on the request form: topics offered, hours and the urgent contact. */
export const zCaiDatNhanCongKhai = z.object({
  chuDe: z.array(z.enum(CHU_DE_THAM_VAN)),
  ngayLamViec: z.array(z.number().int()),
  gioBatDau: z.string(),
  gioKetThuc: z.string(),
  khanCapTen: z.string(),
  khanCapDienThoai: z.string(),
  khanCapGhiChu: z.string().nullable(),
});
export type CaiDatNhanCongKhai = z.infer<typeof zCaiDatNhanCongKhai>;

/** The team's view: the public part plus who receives, the rule and the specialists one may choose. */
export const zCaiDatNhan = zCaiDatNhanCongKhai.extend({
  nguoiNhan: z.array(z.object({ taiKhoanId: z.number().int(), hoTen: z.string(), khoiIds: z.array(z.number().int()) })),
  quyTac: z.enum(QUY_TAC_PHAN_CONG),
  chuyenVien: z.array(z.object({ taiKhoanId: z.number().int(), hoTen: z.string() })),
  version: z.number().int(),
});
export type CaiDatNhan = z.infer<typeof zCaiDatNhan>;
