import { z } from 'zod';
import { zListQuery } from '../api';
import { zIdParam, zIdValue, zIsoDateTime, zText } from '../input/primitives';
import './messages';

/** A notice's life: draft → scheduled → sent → recalled (a scheduled one may be recalled before it leaves). */
export const TRANG_THAI_THONG_BAO = ['nhap', 'da_len_lich', 'da_gui', 'da_thu_hoi'] as const;
export type TrangThaiThongBao = (typeof TRANG_THAI_THONG_BAO)[number];

/**
 * The e-mail of one guardian: waiting, being handed to the mail server, delivered to it, bounced, none (no address or
 * no SMTP), or uncertain (sending was interrupted after the hand-over began: it may have arrived; never re-sent alone).
 */
export const TRANG_THAI_EMAIL = ['cho_gui', 'dang_gui', 'da_gui', 'loi', 'khong_gui', 'chua_ro'] as const;
export type TrangThaiEmail = (typeof TRANG_THAI_EMAIL)[number];

export const zTepDinhKem = z.object({
  id: z.number().int(),
  tenTep: z.string(),
  mimeType: z.string(),
  kichThuoc: z.number().int(),
});
export type TepDinhKem = z.infer<typeof zTepDinhKem>;

/** A notice in the class's list, with its delivery counts. */
export const zThongBaoGuiPhuHuynh = z.object({
  id: z.number().int(),
  lopQuanLyId: z.number().int(),
  tieuDe: z.string(),
  canXacNhan: z.boolean(),
  trangThai: z.enum(TRANG_THAI_THONG_BAO),
  /** Null: the whole class; otherwise the chosen students. */
  hocSinhIds: z.array(z.number().int()).nullable(),
  henGuiLuc: z.string().nullable(),
  guiLuc: z.string().nullable(),
  thuHoiLuc: z.string().nullable(),
  nguoiTaoTen: z.string(),
  soNguoiNhan: z.number().int(),
  soDaMo: z.number().int(),
  soDaXacNhan: z.number().int(),
  soLoi: z.number().int(),
  version: z.number().int(),
  createdAt: z.string(),
});
export type ThongBaoGuiPhuHuynh = z.infer<typeof zThongBaoGuiPhuHuynh>;

/** One guardian of a notice: e-mail delivery, opened, acknowledged, and the signed link the teacher may pass on. */
export const zNguoiNhanThongBao = z.object({
  id: z.number().int(),
  hocSinhId: z.number().int(),
  tenHocSinh: z.string(),
  hoTen: z.string(),
  quanHe: z.string(),
  email: z.string().nullable(),
  trangThaiEmail: z.enum(TRANG_THAI_EMAIL),
  loiEmail: z.string().nullable(),
  guiLuc: z.string().nullable(),
  soLanGui: z.number().int(),
  moLuc: z.string().nullable(),
  xacNhanLuc: z.string().nullable(),
  hetHanLuc: z.string().nullable(),
  thuHoiLuc: z.string().nullable(),
  /** The guardian's signed link (absent before sending, after a recall or once revoked or expired). */
  lienKet: z.string().nullable(),
});
export type NguoiNhanThongBao = z.infer<typeof zNguoiNhanThongBao>;

export const zThongBaoChiTiet = zThongBaoGuiPhuHuynh.extend({
  noiDung: z.string(),
  tepDinhKem: z.array(zTepDinhKem),
  nguoiNhan: z.array(zNguoiNhanThongBao),
});
export type ThongBaoChiTiet = z.infer<typeof zThongBaoChiTiet>;

/** Create and edit a draft; an edit carries the version it was based on (a stale one answers 409). */
export const zThongBaoGuiPhuHuynhInput = z.object({
  lopQuanLyId: zIdValue('thongBaoGuiPhuHuynh.lop.required'),
  tieuDe: zText({ message: 'thongBaoGuiPhuHuynh.tieuDe.required' })
    .trim()
    .min(1, { message: 'thongBaoGuiPhuHuynh.tieuDe.required' })
    .max(200, { message: 'thongBaoGuiPhuHuynh.tieuDe.tooLong' }),
  /** Rich text (HTML); the server keeps only its allow-list of tags and attributes. */
  noiDung: zText().max(100_000, { message: 'thongBaoGuiPhuHuynh.noiDung.tooLong' }),
  canXacNhan: z.boolean().default(false),
  /** Null or absent: the guardians of the whole class. */
  hocSinhIds: z.array(zIdValue()).max(200).nullish(),
  tepDinhKemIds: z.array(zIdValue()).max(10, { message: 'thongBaoGuiPhuHuynh.tep.tooMany' }).default([]),
  version: z.number().int().min(0).max(2_147_483_647).optional(),
});
export type ThongBaoGuiPhuHuynhInput = z.input<typeof zThongBaoGuiPhuHuynhInput>;

/** `POST /{id}/gui`: now, or at a later moment (scheduled). */
export const zGuiThongBaoInput = z.object({ henGuiLuc: zIsoDateTime().nullish() });
export type GuiThongBaoInput = z.infer<typeof zGuiThongBaoInput>;

/**
 * `POST /api/ThongBaoGuiPhuHuynh/guiKhoi`: the office (Admin) sends one notice to the guardians of every homeroom class
 * of a grade level in the active year, now or at a later moment: one notice per class, each queued like a class's.
 */
export const zGuiKhoiInput = zThongBaoGuiPhuHuynhInput
  .omit({ lopQuanLyId: true, hocSinhIds: true, version: true })
  .extend({
    khoiId: zIdValue('thongBaoGuiPhuHuynh.khoi.required'),
    henGuiLuc: zIsoDateTime().nullish(),
  });
export type GuiKhoiInput = z.input<typeof zGuiKhoiInput>;

export const zGuiKhoiKetQua = z.object({
  trangThai: z.enum(TRANG_THAI_THONG_BAO),
  soLop: z.number().int(),
  soNguoiNhan: z.number().int(),
  thongBaoIds: z.array(z.number().int()),
});
export type GuiKhoiKetQua = z.infer<typeof zGuiKhoiKetQua>;

export const zThongBaoGuiPhuHuynhListQuery = zListQuery.extend({ lopQuanLyId: zIdParam });
export type ThongBaoGuiPhuHuynhListQuery = z.infer<typeof zThongBaoGuiPhuHuynhListQuery>;

export const zNguoiNhanParams = z.object({ id: zIdParam, nguoiNhanId: zIdParam });

/** The guardian's signed link: `t` in the query string of every public call. */
export const zLienKetQuery = z.object({
  t: zText().max(300, { message: 'thongBaoGuiPhuHuynh.lienKet.invalid' }),
});

/** What a guardian sees through the signed link. */
export const zThongBaoCongKhai = z.object({
  tieuDe: z.string(),
  noiDung: z.string(),
  tenLop: z.string(),
  tenHocSinh: z.string(),
  hoTenPhuHuynh: z.string(),
  nguoiGui: z.string(),
  guiLuc: z.string().nullable(),
  canXacNhan: z.boolean(),
  xacNhanLuc: z.string().nullable(),
  tepDinhKem: z.array(zTepDinhKem),
});
export type ThongBaoCongKhai = z.infer<typeof zThongBaoCongKhai>;

export const zXacNhanKetQua = z.object({ xacNhanLuc: z.string() });
export const zGuiKetQua = z.object({ trangThai: z.enum(TRANG_THAI_THONG_BAO), soNguoiNhan: z.number().int() });
